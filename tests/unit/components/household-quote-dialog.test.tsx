import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { QuoteDialog } from "@/components/quote/quote-dialog";
import type { HouseholdOfferView, HouseholdSelection } from "@/lib/leads/household-selection";
import { renderWithProviders } from "./premiums/test-utils";

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

const household: HouseholdSelection = {
  insurerCode: "1509",
  tariffYear: 2026,
  postalCode: "8001",
  persons: [
    { birthYear: 1984, premiumId: "p2026-a" },
    { birthYear: 1986, premiumId: "p2026-b" },
    { birthYear: 2016, premiumId: "p2026-c", label: "Kind 1" },
  ],
};
const person = (premiumId: string, birthYear: number, monthlyPremium: number, franchise: number, label: string | null = null) => ({
  label,
  birthYear,
  premiumId,
  monthlyPremium,
  franchise,
  accidentCoverage: birthYear > 2000,
  model: "hausarzt" as const,
  tariffName: "Hausarzt Plus",
  childRank: birthYear > 2000 ? 1 : null,
});
const offer: HouseholdOfferView = {
  insurer: { code: "1509", name: "Sanitas" },
  tariffYear: 2026,
  region: { plz: "8001", locality: "Zürich", canton: "ZH" },
  persons: [person("p2026-a", 1984, 480.5, 300), person("p2026-b", 1986, 390.1, 2500), person("p2026-c", 2016, 120, 0, "Kind 1")],
  total: { monthly: 990.6, yearly: 11_887.2 },
};

/** The dialog's calls: the insurer list, the household's offer and the quote request. */
function serve(quote: (body: Record<string, unknown>) => ReturnType<typeof response>) {
  const requests: Record<string, unknown>[] = [];
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === "/api/quote/insurers") return response(200, { insurers: [{ code: "8", name: "CSS" }] });
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    if (url === "/api/quote/household") return response(200, offer);
    requests.push(body);
    return quote(body);
  });
  return requests;
}

const renderDialog = (onSubmitted = jest.fn()) => {
  renderWithProviders(<QuoteDialog premium={null} household={household} open onOpenChange={jest.fn()} returnFocus={() => undefined} onSubmitted={onSubmitted} />);
  return { dialog: screen.getByRole("dialog", { name: "Offerte anfordern" }), onSubmitted };
};

const fieldsets = () => screen.getAllByTestId("household-person");

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  const contact = screen.getByRole("form", { name: "Angaben für die Offerte" });
  const outside = (label: string) => within(contact).getAllByLabelText(label).find((el) => !el.closest("[data-testid=household-person]"))!;
  await user.type(outside("Vorname"), "Anna");
  await user.type(outside("Nachname"), "Muster");
  await user.type(outside("E-Mail"), "anna@example.ch");
  await user.type(outside("Telefon"), "079 123 45 67");
  await user.type(outside("Geburtsdatum"), "1984-05-17");
  await user.selectOptions(outside("Geschlecht"), "female");
  await user.type(outside("Strasse"), "Bahnhofstrasse");
  await user.type(outside("Hausnummer"), "1");
  await user.click(screen.getByRole("checkbox"));
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>, index: number, values: { first: string; birthDate: string; gender: string; email?: string }) {
  const set = within(fieldsets()[index]!);
  await user.type(set.getByLabelText("Vorname"), values.first);
  await user.type(set.getByLabelText("Nachname"), "Muster");
  await user.type(set.getByLabelText("Geburtsdatum"), values.birthDate);
  await user.selectOptions(set.getByLabelText("Geschlecht"), values.gender);
  if (values.email) await user.type(set.getByLabelText("E-Mail (optional)"), values.email);
}

describe("quote dialog for a household", () => {
  it("shows each person's offer from the server and one fieldset per further person", async () => {
    serve(() => response(201, { quoteId: "q" }));
    const { dialog } = renderDialog();
    const summary = await within(dialog).findByText("Dein gewähltes Angebot für den Haushalt");
    expect(summary).toBeInTheDocument();
    expect(screen.getAllByTestId("quote-summary-person")).toHaveLength(3);
    expect(within(dialog).getByTestId("quote-summary")).toHaveTextContent("CHF 990.60");
    expect(within(dialog).getByTestId("quote-summary")).toHaveTextContent("Kind 1");
    expect(fetchMock).toHaveBeenCalledWith("/api/quote/household", expect.objectContaining({ body: JSON.stringify(household) }));
    // The contact person is person 1; persons 2 and 3 each get name, date of birth, gender and an optional e-mail.
    expect(fieldsets()).toHaveLength(2);
    expect(screen.getByRole("group", { name: "Person 2 (Jahrgang 1986)" })).toBe(fieldsets()[0]);
    expect(screen.getByRole("group", { name: "Person 3: Kind 1 (Jahrgang 2016)" })).toBeInTheDocument();
    for (const set of fieldsets()) {
      for (const label of ["Vorname", "Nachname", "Geburtsdatum", "Geschlecht", "E-Mail (optional)"]) expect(within(set).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(fieldsets()[1]!).getByLabelText("Geburtsdatum")).toHaveAttribute("min", "2016-01-01");
    expect(within(fieldsets()[1]!).getByLabelText("Geburtsdatum")).toHaveAttribute("max", "2016-12-31");
    await waitFor(() => expect(screen.getAllByLabelText("Ort")[0]).toHaveValue("Zürich"));
  });

  it("shows each further person's errors in their fieldset, and a birth date outside the searched year", async () => {
    const requests = serve(() => response(201, { quoteId: "q" }));
    const user = userEvent.setup();
    renderDialog();
    await screen.findByText("Dein gewähltes Angebot für den Haushalt");
    await fillContact(user);
    await fillPerson(user, 0, { first: "Beat", birthDate: "1987-02-03", gender: "male" });
    await user.click(screen.getByRole("button", { name: "Offerte anfordern" }));
    const [second, third] = fieldsets();
    expect(await within(second!).findByText("Das Geburtsdatum passt nicht zum Jahrgang aus deiner Suche.")).toBeInTheDocument();
    for (const message of ["Vorname ist erforderlich", "Nachname ist erforderlich", "Geburtsdatum ist erforderlich", "Geschlecht ist erforderlich"]) {
      expect(within(third!).getByText(message)).toBeInTheDocument();
    }
    expect(within(second!).queryByText("Vorname ist erforderlich")).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Formular unvollständig", { description: "Bitte fülle alle Pflichtfelder aus." });
    expect(requests).toHaveLength(0);
  });

  it("sends one request for the household with every person, and puts a server's field error back on the person", async () => {
    let answer = response(400, { error: "Ungültige Anfrage", details: "Vorname ist erforderlich", fields: { "furtherPersons.1.firstName": ["Vorname ist erforderlich"] } });
    const requests = serve(() => answer);
    const user = userEvent.setup();
    const { onSubmitted } = renderDialog();
    await screen.findByText("Dein gewähltes Angebot für den Haushalt");
    await fillContact(user);
    await fillPerson(user, 0, { first: "Beat", birthDate: "1986-11-30", gender: "male", email: "beat@example.ch" });
    await fillPerson(user, 1, { first: "Mia", birthDate: "2016-06-01", gender: "female" });
    await user.click(screen.getByRole("button", { name: "Offerte anfordern" }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      household,
      customerData: expect.objectContaining({ firstName: "Anna", birthDate: "1984-05-17", address: "Bahnhofstrasse 1", city: "Zürich", consent: true }),
      furtherPersons: [
        { firstName: "Beat", lastName: "Muster", birthDate: "1986-11-30", gender: "male", email: "beat@example.ch" },
        { firstName: "Mia", lastName: "Muster", birthDate: "2016-06-01", gender: "female" },
      ],
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await within(fieldsets()[1]!).findByText("Vorname ist erforderlich")).toBeInTheDocument();

    answer = response(201, { quoteId: "household-1" });
    await user.click(screen.getByRole("button", { name: "Offerte anfordern" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith("household-1"));
    // The same data again: the same idempotency key.
    expect(requests[1]!.idempotencyKey).toBe(requests[0]!.idempotencyKey);
  });
});
