import { latestBirthYear } from "@/lib/validations/premiums";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { CalculatorForm } from "@/components/premiums/calculator-form";
import type { LocationSuggestion } from "@/lib/catalog/types";
import { renderWithProviders, stubFetch } from "./test-utils";

const place = (postal_code: string, locality: string, municipality = locality, bfs_number = 261): LocationSuggestion => ({
  postal_code,
  locality,
  municipality,
  display_name: `${postal_code} ${locality}`,
  canton: "ZH",
  bfs_number,
});
const ZURICH = [place("8001", "Zürich"), place("8002", "Zürich"), place("8003", "Zürich")];
const BUCHS = [place("5033", "Buchs", "Buchs (AG)", 4003), place("9470", "Buchs", "Buchs (SG)", 3423)];

/** The location API of the lead's server, as the form sees it. */
function stubLocationApi() {
  return stubFetch((url) => {
    const u = new URL(url, "http://localhost");
    if (u.pathname === "/api/location") {
      const code = u.searchParams.get("postal_code");
      if (code === "9999") return { status: 404, body: { error: "Ungültige Postleitzahl", details: "Die Postleitzahl 9999 gibt es in der Schweiz nicht" } };
      if (code === "9998") return { status: 404, body: { error: "Ungültige Postleitzahl" } };
      if (code === "9997") return new TypeError("Failed to fetch");
      return { body: { valid: true, postalCode: code, locations: [] } };
    }
    if (u.pathname === "/api/location/search") {
      const q = (u.searchParams.get("q") ?? "").toLowerCase();
      if (q === "offline") return new TypeError("Failed to fetch");
      if (q.startsWith("zur") || q.startsWith("zür")) return { body: { locations: ZURICH } };
      if (q.startsWith("buchs")) return { body: { locations: BUCHS } };
      if (q.startsWith("winterthur")) return { body: { locations: [place("8400", "Winterthur")] } };
      return { body: { locations: [] } };
    }
    return undefined;
  });
}

function setup() {
  const onSearch = jest.fn();
  const onSortChange = jest.fn();
  const fetch = stubLocationApi();
  const user = userEvent.setup();
  renderWithProviders(<CalculatorForm initial={null} tariffYear={2026} busy={false} onSearch={onSearch} onSortChange={onSortChange} />);
  const location = screen.getByRole("combobox", { name: "PLZ oder Ort" });
  const birthYear = screen.getByRole("textbox", { name: "Geburtsjahr" });
  const submit = () => user.click(screen.getByRole("button", { name: "Prämien berechnen" }));
  const fill = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    if (value) await user.type(field, value);
  };
  return { user, onSearch, onSortChange, fetch, location, birthYear, submit, fill };
}

const suggestions = async () => within(await screen.findByRole("listbox", { name: "Vorschläge für PLZ und Ort" })).getAllByRole("option");

const errorOf = (field: HTMLElement) => {
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ");
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute("role") === "alert") ?? null;
};

describe("calculator form: what loads when", () => {
  it("asks for the insurer list only once the form is touched, and lists the insurers then", async () => {
    const route = (url: string) =>
      url === "/api/quote/insurers" ? { body: { insurers: [{ code: "8", name: "CSS" }, { code: "1384", name: "Helsana" }] } } : undefined;
    const fetch = stubFetch(route);
    const user = userEvent.setup();
    renderWithProviders(<CalculatorForm initial={null} tariffYear={2026} busy={false} onSearch={jest.fn()} />);
    const insurer = screen.getByRole("combobox", { name: "Deine heutige Krankenkasse (optional)" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.calls.map((call) => call.url)).not.toContain("/api/quote/insurers");
    await user.click(insurer);
    await waitFor(() => expect(within(insurer).getByRole("option", { name: "Helsana" })).toBeInTheDocument());
    expect(fetch.calls.filter((call) => call.url === "/api/quote/insurers")).toHaveLength(1);
  });

  it("keeps the list coming when a link's search re-creates the form right after the first touch", async () => {
    const fetch = stubFetch(() => undefined);
    fetch.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      fetch.calls.push({ url: String(input), body: undefined });
      // The first answer never comes: the request is given up when its form goes away.
      if (fetch.calls.length === 1) return new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
      return { ok: true, status: 200, statusText: "200", text: async () => "", json: async () => ({ insurers: [{ code: "8", name: "CSS" }] }) } as Response;
    });
    const user = userEvent.setup();
    function Harness() {
      const [key, setKey] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setKey(2)}>
            Link gelesen
          </button>
          <CalculatorForm key={key} initial={null} tariffYear={2026} busy={false} onSearch={jest.fn()} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole("combobox", { name: "Deine heutige Krankenkasse (optional)" }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Link gelesen" }));
    expect(await screen.findByRole("option", { name: "CSS" })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
  });

  it("asks for it at once when the search names the current insurer", async () => {
    const fetch = stubFetch((url) => (url === "/api/quote/insurers" ? { body: { insurers: [{ code: "8", name: "CSS" }] } } : undefined));
    renderWithProviders(
      <CalculatorForm
        initial={{ postalCode: "8001", birthYear: 1990, franchise: 300, accidentCoverage: true, models: ["standard"], sortBy: "price_asc", currentInsurer: "8" }}
        tariffYear={2026}
        busy={false}
        onSearch={jest.fn()}
      />,
    );
    await waitFor(() => expect(fetch.calls.map((call) => call.url)).toContain("/api/quote/insurers"));
    expect(await screen.findByRole("option", { name: "CSS" })).toBeInTheDocument();
  });
});

describe("calculator form: defaults", () => {
  it("starts with 8001 / 1990 / 300 / accident coverage on / standard / price ascending", () => {
    const { location, birthYear } = setup();
    expect(location).toHaveValue("8001");
    expect(birthYear).toHaveValue("1990");
    expect(screen.getByRole("combobox", { name: "Franchise" })).toHaveValue("300");
    expect(screen.getByRole("switch", { name: "Unfalldeckung" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Standard" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "HMO" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Sortierung" })).toHaveValue("price_asc");
  });

  it("searches the defaults after checking the postal code", async () => {
    const { onSearch, submit, fetch } = setup();
    await submit();
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        postalCode: "8001",
        birthYear: 1990,
        franchise: 300,
        accidentCoverage: true,
        models: ["standard"],
        sortBy: "price_asc",
      }, expect.objectContaining({ locationEdited: expect.any(Boolean) })),
    );
    // The insurer list (for "current insurer") and the postal code check.
    expect(fetch.calls.map((c) => c.url).filter((url) => url !== "/api/quote/insurers")).toEqual(["/api/location?postal_code=8001"]);
  });
});

describe("calculator form: the messages of spec section 5, word for word", () => {
  it("Bitte gib PLZ/Ort und Geburtsjahr ein (postal code or locality missing)", async () => {
    const { location, fill, submit, onSearch } = setup();
    await fill(location, "");
    await submit();
    expect(errorOf(location)).toHaveTextContent(/^Bitte gib PLZ\/Ort und Geburtsjahr ein$/);
    expect(location).toHaveAttribute("aria-invalid", "true");
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("Bitte gib PLZ/Ort und Geburtsjahr ein (birth year missing)", async () => {
    const { birthYear, fill, submit, onSearch } = setup();
    await fill(birthYear, "");
    await submit();
    expect(errorOf(birthYear)).toHaveTextContent(/^Bitte gib PLZ\/Ort und Geburtsjahr ein$/);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it.each(["1874", String(latestBirthYear() + 1), "abcd", "19x0"])("Geburtsjahr muss zwischen 1875 und next year liegen (%s)", async (value) => {
    const { birthYear, fill, submit, onSearch } = setup();
    await fill(birthYear, value);
    await submit();
    expect(errorOf(birthYear)).toHaveTextContent(`Geburtsjahr muss zwischen 1875 und ${latestBirthYear()} liegen`);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("accepts 1875 and a child born next year (priced with next year's premiums)", async () => {
    const { birthYear, fill, submit, onSearch } = setup();
    await fill(birthYear, "1875");
    await submit();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ birthYear: 1875 }), expect.objectContaining({ locationEdited: expect.any(Boolean) })));
    await fill(birthYear, String(latestBirthYear()));
    await submit();
    // Born next year: a child, so the deductible 300 stays (0–600 includes it).
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ birthYear: latestBirthYear(), franchise: 300 }), { locationEdited: false }));
  });

  it("an unknown postal code shows the server's details", async () => {
    const { location, fill, submit, onSearch } = setup();
    await fill(location, "9999");
    await submit();
    expect(await screen.findByText("Die Postleitzahl 9999 gibt es in der Schweiz nicht")).toBe(errorOf(location));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("an unknown postal code without details shows the server's error: Ungültige Postleitzahl", async () => {
    const { location, fill, submit } = setup();
    await fill(location, "9998");
    await submit();
    await waitFor(() => expect(errorOf(location)).toHaveTextContent(/^Ungültige Postleitzahl$/));
  });

  it("Mehrere Orte gefunden für ... Bitte wähle aus der Liste. (and the list opens)", async () => {
    const { location, fill, submit, onSearch } = setup();
    await fill(location, "Buchs");
    await submit();
    await waitFor(() => expect(errorOf(location)).toHaveTextContent(/^Mehrere Orte gefunden für Buchs\. Bitte wähle aus der Liste\.$/));
    const list = await screen.findByRole("listbox", { name: "Vorschläge für PLZ und Ort" });
    expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(["5033 Buchs", "9470 Buchs"]);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("Zürich needs no choice: all its postal codes lie in one municipality and premium region", async () => {
    const { location, fill, submit, onSearch } = setup();
    await fill(location, "Zürich");
    await submit();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ postalCode: "8001", bfsNumber: 261 }), expect.anything()));
  });

  it("a new sort order applies at once, without another submit", async () => {
    const { user, onSortChange, onSearch } = setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sortierung" }), "insurer_asc");
    expect(onSortChange).toHaveBeenCalledWith("insurer_asc");
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("123 is a mistyped postal code, not several places", async () => {
    const { location, fill, submit, onSearch } = setup();
    await fill(location, "123");
    await submit();
    await waitFor(() => expect(errorOf(location)).toHaveTextContent(/^Die Postleitzahl muss aus 4 Ziffern bestehen$/));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("Ort nicht gefunden. Bitte verwende eine gültige PLZ oder einen anderen Ortsnamen.", async () => {
    const { location, fill, submit } = setup();
    await fill(location, "Atlantis");
    await submit();
    await waitFor(() =>
      expect(errorOf(location)).toHaveTextContent(/^Ort nicht gefunden\. Bitte verwende eine gültige PLZ oder einen anderen Ortsnamen\.$/),
    );
  });

  it("Fehler bei der Ortsvalidierung (lookup failure)", async () => {
    const { location, fill, submit } = setup();
    await fill(location, "offline");
    await submit();
    await waitFor(() => expect(errorOf(location)).toHaveTextContent(/^Fehler bei der Ortsvalidierung$/));
    await fill(location, "9997");
    await submit();
    await waitFor(() => expect(errorOf(location)).toHaveTextContent(/^Fehler bei der Ortsvalidierung$/));
  });

  it("an exact locality name resolves to its postal code", async () => {
    const { location, fill, submit, onSearch } = setup();
    await fill(location, "winterthur");
    await submit();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ postalCode: "8400" }), expect.objectContaining({ locationEdited: expect.any(Boolean) })));
  });
});

describe("calculator form: locality suggestions", () => {
  it("suggests from 2 characters and never for a 4-digit code", async () => {
    const { location, fill, fetch } = setup();
    await fill(location, "z");
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await fill(location, "8002");
    await new Promise((r) => setTimeout(r, 400));
    expect(fetch.calls.filter((c) => c.url.startsWith("/api/location/search"))).toHaveLength(0);
    await fill(location, "zur");
    expect(await suggestions()).toHaveLength(3);
    expect(location).toHaveAttribute("aria-expanded", "true");
    // Debounced: one request for the whole word, not one per keystroke.
    expect(fetch.calls.filter((c) => c.url.startsWith("/api/location/search")).map((c) => c.url)).toEqual(["/api/location/search?q=zur"]);
  });

  it("is operated with the keyboard: arrows, Enter, Escape", async () => {
    const { user, location, fill, submit, onSearch } = setup();
    await fill(location, "zur");
    await suggestions();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = location.getAttribute("aria-activedescendant");
    expect(document.getElementById(active!)).toHaveTextContent("8002 Zürich");
    expect(document.getElementById(active!)).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(location).toHaveValue("8002 Zürich");
    expect(location).toHaveAttribute("aria-expanded", "false");
    expect(onSearch).not.toHaveBeenCalled();

    await fill(location, "zürich");
    await suggestions();
    await user.keyboard("{Escape}");
    expect(location).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await fill(location, "zur");
    const options = await suggestions();
    await user.click(options[2]!);
    expect(location).toHaveValue("8003 Zürich");
    await submit();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ postalCode: "8003" }), expect.objectContaining({ locationEdited: expect.any(Boolean) })));
  });
});

describe("calculator form: deductible and models", () => {
  it("offers 300–2500 to adults and 0–600 to children, moving the choice to the nearest", async () => {
    const { user, birthYear, fill } = setup();
    const franchise = screen.getByRole("combobox", { name: "Franchise" });
    const amounts = () => within(franchise).getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
    expect(amounts()).toEqual(["300", "500", "1000", "1500", "2000", "2500"]);
    await user.selectOptions(franchise, "2500");
    await fill(birthYear, "2015");
    expect(amounts()).toEqual(["0", "100", "200", "300", "400", "500", "600"]);
    expect(franchise).toHaveValue("600");
    expect(screen.getByText("Für Kinder gelten die Franchisen 0 bis 600.")).toBeInTheDocument();
    await user.selectOptions(franchise, "0");
    await fill(birthYear, "1990");
    expect(franchise).toHaveValue("300");
  });

  it("keeps at least one model selected and sends all chosen models", async () => {
    const { user, submit, onSearch } = setup();
    const standard = screen.getByRole("checkbox", { name: "Standard" });
    await user.click(standard);
    expect(standard).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "HMO" }));
    await user.click(screen.getByRole("checkbox", { name: "Telmed" }));
    await user.click(standard);
    expect(standard).not.toBeChecked();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sortierung" }), "insurer_asc");
    await user.click(screen.getByRole("switch", { name: "Unfalldeckung" }));
    await submit();
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith(
        expect.objectContaining({ models: ["hmo", "telmed"], sortBy: "insurer_asc", accidentCoverage: false }), expect.objectContaining({ locationEdited: expect.any(Boolean) })),
    );
  });
});
