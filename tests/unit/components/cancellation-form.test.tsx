import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { CancellationForm } from "@/components/cancellation/cancellation-form";
import { messages } from "@/lib/i18n/messages";
import { renderCancellationPdf } from "@/lib/pdf/cancellation-pdf";

jest.mock("@/lib/pdf/cancellation-pdf", () => ({
  renderCancellationPdf: jest.fn(async () => new Uint8Array([37, 80, 68, 70])),
}));

const fetchMock = jest.fn();

beforeAll(() => {
  // Radix measures elements and captures pointers; jsdom does neither.
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  URL.createObjectURL = jest.fn(() => "blob:letter");
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  (renderCancellationPdf as jest.Mock).mockClear();
});

// jsdom has no Response: just what fetchJson reads.
const response = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  statusText: "",
  json: async () => body,
  text: async () => JSON.stringify(body),
});
const insurerList = (insurers: { code: string; name: string }[]) => fetchMock.mockResolvedValue(response(200, { insurers }));

function renderForm(today = "2026-11-10") {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Zurich" messages={{ cancellation: messages.cancellation }}>
      <CancellationForm today={today} />
    </NextIntlClientProvider>,
  );
  return user;
}

const field = (name: string) => screen.getByLabelText(name);
const submit = () => screen.getByRole("button", { name: "PDF erstellen" });

async function fillPersonalData(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Vorname und Nachname"), "Anna Muster");
  await user.type(field("Strasse und Hausnummer"), "Bahnhofstrasse 1");
  await user.type(field("PLZ"), "8001");
  await user.type(field("Ort"), "Zürich");
  await user.type(field("Geburtsdatum"), "07.03.1985");
  await user.type(field("Versichertennummer"), "80756 123 456");
}

describe("cancellation form", () => {
  it("loads the insurer list when it opens and offers it in a select", async () => {
    insurerList([
      { code: "1560", name: "Zeta Kasse" },
      { code: "0032", name: "Alpha Krankenkasse" },
    ]);
    const user = renderForm();
    const select = screen.getByRole("combobox", { name: "Bisherige Krankenkasse" });
    expect(select).toHaveDisplayValue("Laden...");
    await waitFor(() => expect(select).toHaveDisplayValue("Krankenkasse wählen"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/insurer/list");

    const options = within(select).getAllByRole("option").filter((o) => !(o as HTMLOptionElement).disabled);
    expect(options.map((o) => o.textContent)).toEqual(["Alpha Krankenkasse", "Zeta Kasse"]);
    await user.selectOptions(select, "Alpha Krankenkasse");
    expect(select).toHaveDisplayValue("Alpha Krankenkasse");
  });

  it("shows a message per field and links it to the field", async () => {
    insurerList([{ code: "0032", name: "Alpha Krankenkasse" }]);
    const user = renderForm();
    await user.click(submit());

    const expected: [string, string][] = [
      ["Vorname und Nachname", "Bitte gib deinen Vor- und Nachnamen ein"],
      ["Strasse und Hausnummer", "Bitte gib deine Strasse und Hausnummer ein"],
      ["PLZ", "Bitte gib deine Postleitzahl ein"],
      ["Ort", "Bitte gib deinen Wohnort ein"],
      ["Geburtsdatum", "Bitte gib dein Geburtsdatum ein"],
      ["Versichertennummer", "Bitte gib deine Versichertennummer ein"],
      ["Bisherige Krankenkasse", "Bitte wähle deine bisherige Krankenkasse"],
    ];
    for (const [label, message] of expected) {
      const input = await screen.findByLabelText(label);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field("Vorname und Nachname")).toHaveFocus();
    expect(renderCancellationPdf).not.toHaveBeenCalled();
  });

  it("explains wrong formats", async () => {
    insurerList([]);
    const user = renderForm();
    await user.type(field("PLZ"), "801");
    await user.type(field("Geburtsdatum"), "1985-03-07");
    await user.type(field("Versichertennummer"), "80756#1");
    await user.click(submit());
    expect(await screen.findByText("Die Postleitzahl besteht aus 4 Ziffern")).toBeInTheDocument();
    expect(screen.getByText("Gib dein Geburtsdatum im Format TT.MM.JJJJ ein")).toBeInTheDocument();
    expect(screen.getByText(/Die Versichertennummer darf nur Ziffern/)).toBeInTheDocument();

    await user.clear(field("Geburtsdatum"));
    await user.type(field("Geburtsdatum"), "31.04.1985");
    await user.click(submit());
    expect(await screen.findByText("Dieses Datum gibt es nicht")).toBeInTheDocument();
  });

  it("lets the insurer be typed when the list fails, then offers the PDF for download", async () => {
    fetchMock.mockResolvedValue(response(500, "kaputt"));
    const user = renderForm();
    const insurer = await screen.findByRole("textbox", { name: "Bisherige Krankenkasse" });
    expect(insurer).toHaveAccessibleDescription(expect.stringContaining("Gib den Namen deiner Krankenkasse ein"));

    await fillPersonalData(user);
    await user.type(insurer, "Beispiel Krankenkasse AG");
    await user.click(screen.getByRole("radio", { name: "Auf Ende Jahr nach einer Prämienerhöhung" }));
    await user.click(submit());

    const link = await screen.findByRole("link", { name: "Kündigungsbrief herunterladen (PDF)" });
    expect(link).toHaveAttribute("href", "blob:letter");
    expect(link).toHaveAttribute("download", "Kuendigung-Beispiel-Krankenkasse-AG-2026.pdf");
    expect(link).toHaveFocus();
    const letter = (renderCancellationPdf as jest.Mock).mock.calls[0]?.[0];
    expect(letter.recipient[0]).toBe("Beispiel Krankenkasse AG");
    expect(letter.body[0]).toContain("Art. 7 Abs. 2 KVG");
    expect(letter.references).toContain("Geburtsdatum: 07.03.1985");
    expect(fetchMock).toHaveBeenCalledTimes(1); // nothing is sent anywhere

    // Changing the form withdraws the stale file.
    await user.type(field("Ort"), "-Altstetten");
    expect(screen.queryByRole("link", { name: /herunterladen/ })).not.toBeInTheDocument();
  });

  it("reminds of registered mail and the deadline, and warns when the time is short", async () => {
    insurerList([]);
    const user = renderForm("2026-11-22");
    const reminder = screen.getByTestId("cancellation-reminder");
    expect(reminder).toHaveAttribute("data-status", "tight");
    expect(reminder).toHaveTextContent("Die Zeit ist knapp: Der Brief muss spätestens am Montag, 30. November 2026");
    expect(screen.getByRole("radio", { name: "Auf Ende Jahr" })).toBeChecked();
    expect(within(screen.getByRole("radiogroup", { name: "Kündigungstermin" })).getByText(/Auf den 30. Juni 2027/)).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Auf Mitte Jahr" }));
    expect(reminder).toHaveAttribute("data-status", "onTime");
    expect(reminder).toHaveTextContent("eingeschrieben (Einschreiben) ab, am besten bis am Montag, 15. März 2027");
  });
});
