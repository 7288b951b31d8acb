import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { Optimizer } from "@/components/optimizer/optimizer";
import { resolveBirthYear } from "@/lib/validations/optimizer";
import { createQueryClient } from "@/lib/http/query-client";
import { messages } from "@/lib/i18n/messages";
import type { PremiumResult, PremiumSearchResponse } from "@/lib/catalog/types";

const premium = (amount: number, annualPremium: number, insurer: string): PremiumResult => ({
  id: `p${amount}`,
  tariffYear: 2026,
  monthlyPremium: annualPremium / 12,
  annualPremium,
  insurer: { code: insurer, name: insurer, logo: null, contact: { place: null, website: null } },
  model: { code: "standard", name: "Standard", tariffName: "Basis", description: "" },
  franchise: { amount, ageCategory: "adult" },
  accidentCoverage: true,
  region: { plz: "8001", ortschaftsname: "Zürich", municipality: "Zürich", bfsNumber: 261, code: "ZH-1", number: 1, canton: { name: "Zürich", code: "ZH" } },
});

const searchResponse: PremiumSearchResponse = {
  results: [premium(300, 4000, "Kasse A"), premium(500, 3800, "Kasse B"), premium(1000, 3300, "Kasse C"), premium(1500, 2900, "Kasse D"), premium(2000, 2500, "Kasse E"), premium(2500, 2100, "Kasse F")],
  stats: { totalResults: 6, lowestPremium: 175, highestPremium: 333.33, averagePremium: 250 },
  tariffYear: 2026,
  availableTariffYears: [2026],
};

let fetchMock: jest.Mock;

const realTimers: typeof import("timers") = jest.requireActual("timers");

/**
 * The form validates asynchronously (zod resolver) and React schedules the update on a real
 * macrotask: yield real turns of the event loop, without moving the fake clock, until `ready`.
 */
async function settle(ready: () => boolean) {
  for (let turn = 0; turn < 200 && !ready(); turn += 1) {
    await act(() => new Promise<void>((resolve) => realTimers.setImmediate(resolve)));
  }
}
const calculating = () => screen.queryByRole("button", { name: "Berechne optimale Franchise …" }) !== null;
/** Text as read, with de-CH's no-break space after "CHF" made a plain one. */
const text = (element: HTMLElement) => (element.textContent ?? "").replace(/\u00a0/g, " ");

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Zurich" messages={messages}>
      <QueryClientProvider client={createQueryClient()}>
        <Optimizer />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const postalCode = screen.getByLabelText("Postleitzahl");
  const birthYear = screen.getByLabelText("Geburtsjahr");
  const submit = screen.getByRole("button", { name: "Optimale Franchise berechnen" });
  return { user, postalCode, birthYear, submit };
}

beforeAll(() => {
  // Radix measures the slider thumbs.
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-06-15T10:00:00Z") });
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => searchResponse }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe("optimizer form validation (spec section 5)", () => {
  it("starts with the spec's defaults and shows the age of the birth year", () => {
    const { postalCode, birthYear } = setup();
    expect(postalCode).toHaveValue("");
    expect(birthYear).toHaveValue(1990);
    expect(birthYear).toHaveAttribute("min", "1900");
    expect(birthYear).toHaveAttribute("max", "2026");
    expect(screen.getByTestId("optimizer-age")).toHaveTextContent("Alter: 36 Jahre");
    expect(screen.getByRole("combobox", { name: "Versicherungsmodell" })).toHaveDisplayValue("Standard");
    expect(screen.getByRole("combobox", { name: "Geschlecht" })).toHaveDisplayValue("Männlich");
    expect(screen.getByRole("checkbox", { name: "Unfalldeckung einschliessen" })).toBeChecked();
    expect(screen.getByRole("slider", { name: "Erwartete Gesundheitskosten pro Jahr" })).toHaveAttribute("aria-valuenow", "1200");
    expect(screen.getByTestId("optimizer-costs-value")).toHaveTextContent("CHF 1'200");
    expect(screen.getByRole("slider", { name: "Risikobereitschaft" })).toHaveAttribute("aria-valuetext", "5 von 10 – Ausgewogen");
  });

  it("updates the age as the birth year is typed", async () => {
    const { user, birthYear } = setup();
    await user.clear(birthYear);
    await user.type(birthYear, "2000");
    expect(screen.getByTestId("optimizer-age")).toHaveTextContent("Alter: 26 Jahre");
  });

  it.each([[""], ["800"], ["80a1"]])("rejects the postal code %j word for word", async (value) => {
    const { user, postalCode, submit } = setup();
    if (value) await user.type(postalCode, value);
    await user.click(submit);
    const error = await screen.findByTestId("error-postalCode");
    expect(error).toHaveTextContent("Ungültige Postleitzahl");
    expect(error).toHaveTextContent("Bitte geben Sie eine gültige 4-stellige Postleitzahl ein");
    expect(postalCode).toHaveAttribute("aria-invalid", "true");
    expect(postalCode).toHaveAccessibleDescription("Ungültige Postleitzahl Bitte geben Sie eine gültige 4-stellige Postleitzahl ein");
    expect(screen.getByRole("button", { name: "Optimale Franchise berechnen" })).toBeEnabled();
  });

  it.each([[""], ["1899"], ["2027"]])("rejects the birth year %j word for word", async (value) => {
    const { user, postalCode, birthYear, submit } = setup();
    await user.type(postalCode, "8001");
    await user.clear(birthYear);
    if (value) await user.type(birthYear, value);
    await user.click(submit);
    const error = await screen.findByTestId("error-birthYear");
    expect(error).toHaveTextContent("Ungültiges Geburtsjahr");
    expect(error).toHaveTextContent("Bitte geben Sie ein gültiges Geburtsjahr ein");
    expect(screen.queryByTestId("error-postalCode")).not.toBeInTheDocument();
  });

  it("accepts 1900 as the earliest birth year", async () => {
    const { user, postalCode, birthYear, submit } = setup();
    await user.type(postalCode, "8001");
    await user.clear(birthYear);
    await user.type(birthYear, "1900");
    await user.click(submit);
    await settle(calculating);
    expect(screen.queryByTestId("error-birthYear")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Berechne optimale Franchise …" })).toBeDisabled();
  });

  it("falls back to 1990 when the birth year cannot be read", async () => {
    expect(resolveBirthYear("abc")).toBe("1990");
    expect(resolveBirthYear("", true)).toBe("1990");
    expect(resolveBirthYear("1985")).toBe("1985");
    expect(resolveBirthYear("  ")).toBe("");
    const { user, birthYear } = setup();
    await user.clear(birthYear);
    await user.type(birthYear, "19");
    // A number field hands unreadable text over as "" with validity.badInput (jsdom cannot type it).
    Object.defineProperty(birthYear, "validity", { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(birthYear, { target: { value: "" } });
    fireEvent.blur(birthYear);
    expect(birthYear).toHaveValue(1990);
    expect(screen.getByTestId("optimizer-age")).toHaveTextContent("Alter: 36 Jahre");
  });

  it("labels the risk tolerance 1-3, 4-7 and 8-10", async () => {
    const { user } = setup();
    const slider = screen.getByRole("slider", { name: "Risikobereitschaft" });
    const label = screen.getByTestId("optimizer-risk-value");
    act(() => slider.focus());
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(label).toHaveTextContent("3 von 10 – Konservativ");
    await user.keyboard("{ArrowRight}");
    expect(label).toHaveTextContent("4 von 10 – Ausgewogen");
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(label).toHaveTextContent("7 von 10 – Ausgewogen");
    await user.keyboard("{ArrowRight}");
    expect(label).toHaveTextContent("8 von 10 – Risikofreudig");
    await user.keyboard("{End}");
    expect(slider).toHaveAttribute("aria-valuenow", "10");
    await user.keyboard("{Home}");
    expect(label).toHaveTextContent("1 von 10 – Konservativ");
  });

  it("moves the expected costs in steps of 100 from 0 to 5000", async () => {
    const { user } = setup();
    const slider = screen.getByRole("slider", { name: "Erwartete Gesundheitskosten pro Jahr" });
    act(() => slider.focus());
    await user.keyboard("{ArrowRight}");
    expect(slider).toHaveAttribute("aria-valuenow", "1300");
    await user.keyboard("{End}");
    expect(slider.getAttribute("aria-valuetext")).toMatch(/^CHF\s5['’]000$/);
    await user.keyboard("{Home}");
    expect(slider).toHaveAttribute("aria-valuenow", "0");
  });
});

describe("optimizer calculation (spec section 4)", () => {
  it("calculates for 1.5 s with the button disabled, then shows the result and goes back to the form", async () => {
    const { user, postalCode, submit } = setup();
    await user.type(postalCode, "8001");
    await user.click(submit);
    await settle(calculating);

    const running = screen.getByRole("button", { name: "Berechne optimale Franchise …" });
    expect(running).toBeDisabled();
    expect(screen.getByTestId("optimizer-status")).toHaveTextContent("Deine optimale Franchise wird berechnet …");
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.queryByTestId("optimizer-result")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));

    const result = screen.getByTestId("optimizer-result");
    expect(screen.getByRole("heading", { name: "Dein Ergebnis" })).toHaveFocus();

    // One premium search for all deductibles; the recommendation comes from its answer.
    const table = await screen.findByTestId("real-table");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/premiums/search");
    expect(JSON.parse(String(init.body))).toEqual({ postalCode: "8001", birthYear: 1990, modelCode: "standard", accidentCoverage: true, cheapestPerFranchise: true });
    expect(screen.getByRole("heading", { name: "Deine Empfehlung mit echten Prämien 2026" })).toBeInTheDocument();
    // Totals at 1200: premium + min(1200, F) + 10 % above F.
    expect(within(table).getAllByTestId("real-total").map(text)).toEqual(
      ["4'390.00", "4'370.00", "4'320.00", "4'100.00", "3'700.00", "3'300.00"].map((amount) => expect.stringContaining(amount)),
    );
    expect(within(result).getByTestId("recommended-franchise")).toHaveTextContent("CHF 2'500");
    expect(text(within(result).getByTestId("recommended-total"))).toBe("CHF 3'300.00");
    expect(within(result).getByTestId("recommended-costs")).toHaveTextContent("CHF 1'200");
    expect(within(result).getByTestId("recommended-risk")).toHaveTextContent("5 von 10 – Ausgewogen");
    expect(within(result).getByTestId("recommended-age")).toHaveTextContent("36 Jahre");
    expect(screen.getByTestId("real-summary")).toHaveTextContent("Kasse F");
    const recommended = within(table).getAllByTestId("real-row").filter((row) => row.dataset.recommended === "true");
    expect(recommended.map(text)).toEqual([expect.stringContaining("2'500")]);
    expect(within(table).getByText("CHF 1'444")).toBeInTheDocument();
    expect(text(screen.getByTestId("optimizer-status"))).toBe("Empfohlene Franchise: CHF 2'500. Gesamtkosten pro Jahr: CHF 3'300.00.");

    // The quick formula says 500 and explains why it differs; it shows no total of CHF 0.00.
    expect(screen.getByTestId("formula-franchise")).toHaveTextContent("Die Faustformel ergibt Franchise CHF 500.");
    expect(text(screen.getByTestId("formula-comparison"))).toContain(
      "CHF 600.00 Einsparung bei Franchise CHF 500 und CHF 3'000.00 bei Franchise CHF 2'500 an. Mit den günstigsten echten Prämien sind es CHF 200.00 und CHF 1'900.00",
    );
    expect(text(screen.getByTestId("formula-result"))).not.toMatch(/CHF 0\.00/);

    await user.click(screen.getByRole("button", { name: "Neu berechnen" }));
    expect(screen.getByRole("heading", { name: "Deine Angaben" })).toHaveFocus();
    expect(screen.getByLabelText("Postleitzahl")).toHaveValue("8001");
    expect(screen.getByRole("button", { name: "Optimale Franchise berechnen" })).toBeEnabled();
  });

  it("lets the user pick the municipality when the postal code spans several premium regions", async () => {
    fetchMock.mockImplementationOnce(async () => ({
      ok: true,
      status: 200,
      json: async () => ({
        ...searchResponse,
        results: [],
        locationChoices: [
          { postalCode: "8000", locality: "A", municipality: "Gemeinde A", bfsNumber: 1, canton: "ZH", region: 1, displayName: "8000 A (Gemeinde A)" },
          { postalCode: "8000", locality: "B", municipality: "Gemeinde B", bfsNumber: 2, canton: "ZH", region: 2, displayName: "8000 B (Gemeinde B)" },
        ],
      }),
    }));
    const { user, postalCode, submit } = setup();
    await user.type(postalCode, "8000");
    await user.click(submit);
    await settle(calculating);
    act(() => jest.advanceTimersByTime(1500));
    expect(await screen.findByText(/gehört zu mehreren Gemeinden/)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Gemeinde" })).toBeInTheDocument();
  });

  it("shows the server's error and details when the premiums cannot be loaded", async () => {
    fetchMock.mockImplementationOnce(async () => ({
      ok: false,
      status: 404,
      statusText: "Not Found",
      text: async () => JSON.stringify({ error: "Ungültige Postleitzahl", details: "Die Postleitzahl 9999 gibt es in der Schweiz nicht" }),
    }));
    const { user, postalCode, submit } = setup();
    await user.type(postalCode, "9999");
    await user.click(submit);
    await settle(calculating);
    act(() => jest.advanceTimersByTime(1500));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ungültige Postleitzahl");
    expect(alert).toHaveTextContent("Die Postleitzahl 9999 gibt es in der Schweiz nicht");
    // The quick formula stays, as a rough estimate that says so.
    expect(screen.getByTestId("formula-franchise")).toHaveTextContent("CHF 500");
    expect(screen.getByTestId("formula-comparison")).toHaveTextContent("nur eine grobe Schätzung");
  });
});
