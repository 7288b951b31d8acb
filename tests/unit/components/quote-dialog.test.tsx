import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { QuoteDialog } from "@/components/quote/quote-dialog";
import { premium, renderWithProviders } from "./premiums/test-utils";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const response = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  statusText: "",
  json: async () => body,
  text: async () => JSON.stringify(body),
});

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  fetchMock.mockReset();
  (toast.success as jest.Mock).mockClear();
  (toast.error as jest.Mock).mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const offer = premium({ id: "p2026-abc", monthlyPremium: 412.35, insurerName: "Sympany" });

/** Routes the dialog's two calls: the insurer list and the quote request. */
function serve(quote: (body: Record<string, unknown>) => ReturnType<typeof response> | Promise<never>) {
  const requests: Record<string, unknown>[] = [];
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === "/api/quote/insurers") return response(200, { insurers: [{ code: "1509", name: "Sanitas" }, { code: "8", name: "CSS" }] });
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    requests.push(body);
    return quote(body);
  });
  return requests;
}

function renderDialog(onOpenChange = jest.fn(), onSubmitted = jest.fn()) {
  const view = renderWithProviders(
    <QuoteDialog premium={offer} open onOpenChange={onOpenChange} returnFocus={() => undefined} onSubmitted={onSubmitted} />,
  );
  return { ...view, onOpenChange, onSubmitted, dialog: screen.getByRole("dialog", { name: "Offerte anfordern" }) };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Vorname"), "Anna");
  await user.type(screen.getByLabelText("Nachname"), "Muster");
  await user.type(screen.getByLabelText("E-Mail"), "anna@example.ch");
  await user.type(screen.getByLabelText("Telefon"), "079 123 45 67");
  await user.type(screen.getByLabelText("Geburtsdatum"), "1990-05-17");
  await user.selectOptions(screen.getByLabelText("Geschlecht"), "female");
  await user.type(screen.getByLabelText("Strasse"), "Bahnhofstrasse");
  await user.type(screen.getByLabelText("Hausnummer"), "1");
  await user.click(screen.getByRole("checkbox"));
}

describe("quote dialog", () => {
  it("summarises the offer, prefills PLZ and Ort read-only, and loads the insurers", async () => {
    serve(() => response(201, { quoteId: "q" }));
    const { dialog } = renderDialog();
    expect(within(dialog).getByTestId("quote-summary")).toHaveTextContent("Sympany");
    expect(within(dialog).getByTestId("quote-summary")).toHaveTextContent("CHF 412.35");
    expect(screen.getByLabelText("PLZ")).toHaveValue("8001");
    expect(screen.getByLabelText("PLZ")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Ort")).toHaveValue("Zürich");
    expect(screen.getByLabelText("Sprache")).toHaveValue("de");
    await waitFor(() => expect(within(screen.getByLabelText("Aktuelle Krankenkasse (optional)")).getByRole("option", { name: "CSS" })).toBeInTheDocument());
  });

  it("shows every field's error and the incomplete toast, and clears an error when its field is edited", async () => {
    serve(() => response(201, { quoteId: "q" }));
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Offerte anfordern" }));
    expect(await screen.findByText("Vorname ist erforderlich")).toBeInTheDocument();
    for (const message of ["Nachname ist erforderlich", "E-Mail ist erforderlich", "Telefon ist erforderlich", "Geburtsdatum ist erforderlich", "Strasse ist erforderlich", "Hausnummer ist erforderlich", "Geschlecht ist erforderlich", "Zustimmung zur Datenweitergabe ist erforderlich"]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(toast.error).toHaveBeenCalledWith("Formular unvollständig", { description: "Bitte fülle alle Pflichtfelder aus." });
    await user.type(screen.getByLabelText("Vorname"), "A");
    expect(screen.queryByText("Vorname ist erforderlich")).not.toBeInTheDocument();
    expect(screen.getByText("Nachname ist erforderlich")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/quote/request")).toHaveLength(0);
  });

  it("sends the spec's payload once with an idempotency key, then closes with the success toast", async () => {
    let release: (value: ReturnType<typeof response>) => void = () => undefined;
    const requests = serve(() => new Promise((resolve) => (release = resolve)) as never);
    const user = userEvent.setup();
    const { onOpenChange, onSubmitted } = renderDialog();
    await fillValid(user);
    const submit = screen.getByRole("button", { name: "Offerte anfordern" });
    await user.click(submit);
    await waitFor(() => expect(requests).toHaveLength(1));
    // While sending, every input and the button are disabled: a double click sends nothing more.
    expect(screen.getByLabelText("Vorname")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Wird gesendet…" })).toBeDisabled();
    release(response(201, { quoteId: "3f0e" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith("3f0e"));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toast.success).toHaveBeenCalledWith("Erfolgreich gesendet!", {
      description: "Deine Anfrage wurde übermittelt. Du erhältst in Kürze weitere Informationen per E-Mail.",
      duration: 6000,
    });
    expect(requests[0]).toMatchObject({
      selectedPremium: { id: "p2026-abc", monthlyPremium: 412.35, franchise: { amount: 300 }, region: { plz: "8001" } },
      customerData: { firstName: "Anna", address: "Bahnhofstrasse 1", city: "Zürich", gender: "female", language: "de", consent: true },
    });
    expect(requests[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("retries with the same key after a transfer error, and stays open", async () => {
    let attempt = 0;
    const requests = serve(() => (++attempt === 1 ? response(503, { error: "Übertragungsfehler" }) : response(201, { quoteId: "q1" })));
    const user = userEvent.setup();
    const { onSubmitted } = renderDialog();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Offerte anfordern" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Übertragungsfehler", { description: "Deine Anfrage konnte nicht übermittelt werden. Bitte versuche es erneut." }),
    );
    expect(screen.getByRole("dialog", { name: "Offerte anfordern" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Offerte anfordern" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith("q1"));
    expect(requests[1]!.idempotencyKey).toBe(requests[0]!.idempotencyKey);
  });

  it("shows the server's refusal and its field error", async () => {
    serve(() =>
      response(400, { error: "Ungültige Anfrage", details: "Ungültige E-Mail-Adresse", fields: { "customerData.email": ["Ungültige E-Mail-Adresse"] } }),
    );
    const user = userEvent.setup();
    renderDialog();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Offerte anfordern" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Fehler beim Senden", { description: "Es gab einen Fehler: Ungültige E-Mail-Adresse" }),
    );
    expect(screen.getByText("Ungültige E-Mail-Adresse")).toBeInTheDocument();
  });
});
