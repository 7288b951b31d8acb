import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { Calculator } from "@/components/premiums/calculator";
import { trackPixel } from "@/lib/tracking";
import { premium, renderWithProviders, searchResponse, stubFetch, type FakeReply } from "./test-utils";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/tracking", () => ({ ...jest.requireActual("@/lib/tracking"), trackPixel: jest.fn() }));
let urlParams = new URLSearchParams();
jest.mock("next/navigation", () => ({ useSearchParams: () => urlParams }));

const page = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => premium({ id: `p${offset + i}`, monthlyPremium: 605.2 + offset + i, insurerName: `Kasse ${offset + i}` }));

function stubApi(search: (body: Record<string, unknown>) => FakeReply | undefined) {
  return stubFetch((url, init) => {
    if (url.startsWith("/api/location?")) return { body: { valid: true } };
    if (url === "/api/premiums/search") return search(JSON.parse(String(init?.body)));
    return undefined;
  });
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Prämien berechnen" }));

beforeEach(() => {
  urlParams = new URLSearchParams();
  window.history.replaceState(null, "", "/calculator");
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  jest.mocked(trackPixel).mockClear();
});

describe("calculator", () => {
  it("shows the empty hint before the first search", () => {
    stubApi(() => undefined);
    renderWithProviders(<Calculator />);
    expect(screen.getByTestId("results-empty")).toHaveTextContent("Gib links deine PLZ oder deinen Ort und dein Geburtsjahr ein");
  });

  it("searches with every chosen model, toasts the count, tracks Search and writes the URL", async () => {
    const user = userEvent.setup();
    const api = stubApi(() => ({ body: searchResponse(page(27)) }));
    renderWithProviders(<Calculator />);
    await submit(user);
    expect(await screen.findAllByTestId("premium-card")).toHaveLength(27);
    const request = api.calls.find((c) => c.url === "/api/premiums/search")!.body;
    expect(request).toEqual({
      postalCode: "8001",
      birthYear: 1990,
      limit: 50,
      offset: 0,
      sortBy: "price_asc",
      franchiseAmount: 300,
      accidentCoverage: true,
      modelCodes: ["standard"],
      gender: "M",
    });
    expect(toast.success).toHaveBeenCalledWith("Suche erfolgreich", { description: "27 Prämien gefunden" });
    expect(trackPixel).toHaveBeenCalledWith("Search", { value: 27, currency: "CHF" });
    expect(window.location.search).toBe("?plz=8001&jahrgang=1990&franchise=300&unfall=1&modelle=standard&sortierung=price_asc");
    expect(screen.getByTestId("results-status")).toHaveTextContent("27 Prämien gefunden");
  });

  it("runs the search held in the URL on load and fills the form with it", async () => {
    urlParams = new URLSearchParams("plz=3011&jahrgang=2010&franchise=600&unfall=0&modelle=hmo,telmed&sortierung=price_desc");
    const api = stubApi(() => ({ body: searchResponse(page(2)) }));
    renderWithProviders(<Calculator />);
    expect(await screen.findAllByTestId("premium-card")).toHaveLength(2);
    expect(api.calls.find((c) => c.url === "/api/premiums/search")!.body).toMatchObject({
      postalCode: "3011",
      birthYear: 2010,
      franchiseAmount: 600,
      accidentCoverage: false,
      modelCodes: ["hmo", "telmed"],
      sortBy: "price_desc",
    });
    expect(screen.getByRole("combobox", { name: "PLZ oder Ort" })).toHaveValue("3011");
    expect(screen.getByRole("combobox", { name: "Franchise" })).toHaveValue("600");
    expect(screen.getByRole("switch", { name: "Unfalldeckung" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "HMO" })).toBeChecked();
    // Opened from a link: results without a toast, but the search is tracked.
    expect(toast.success).not.toHaveBeenCalled();
    expect(trackPixel).toHaveBeenCalledWith("Search", { value: 2, currency: "CHF" });
  });

  it("toasts Suchfehler with the server message and shows the error panel", async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 400, body: { error: "Ungültige Franchise", details: "Für diese Altersgruppe gibt es die Franchise 300 nicht." } }));
    renderWithProviders(<Calculator />);
    await submit(user);
    const panel = await screen.findByTestId("results-error");
    expect(panel).toHaveTextContent("Ungültige Franchise");
    expect(panel).toHaveTextContent("Bitte versuche es mit einer anderen Postleitzahl oder korrigiere deine Eingabe.");
    expect(toast.error).toHaveBeenCalledWith("Suchfehler", { description: "Für diese Altersgruppe gibt es die Franchise 300 nicht." });
  });

  it("toasts Verbindungsfehler when the server cannot be reached", async () => {
    const user = userEvent.setup();
    stubApi(() => new TypeError("Failed to fetch"));
    renderWithProviders(<Calculator />);
    await submit(user);
    expect(await screen.findByTestId("results-error")).toHaveTextContent("Verbindungsfehler");
    expect(toast.error).toHaveBeenCalledWith("Verbindungsfehler", { description: "Fehler beim Laden der Prämien. Bitte versuche es erneut." });
  });

  it("asks for the municipality when the postal code spans several premium regions", async () => {
    const user = userEvent.setup();
    const api = stubApi((body) =>
      body.bfsNumber === 2196
        ? { body: searchResponse(page(3)) }
        : {
            body: searchResponse([], {
              locationChoices: [
                { postalCode: "3176", locality: "Neuenegg", municipality: "Neuenegg", bfsNumber: 670, canton: "BE", region: 2, displayName: "3176 Neuenegg" },
                { postalCode: "3176", locality: "Neuenegg", municipality: "Wünnewil-Flamatt", bfsNumber: 2196, canton: "FR", region: 1, displayName: "3176 Neuenegg (Wünnewil-Flamatt)" },
              ],
            }),
          },
    );
    renderWithProviders(<Calculator />);
    const location = screen.getByRole("combobox", { name: "PLZ oder Ort" });
    await user.clear(location);
    await user.type(location, "3176");
    await submit(user);
    const choices = await screen.findByTestId("location-choices");
    expect(within(choices).getByRole("heading", { name: "Wähle deine Gemeinde" })).toHaveFocus();
    expect(toast.success).not.toHaveBeenCalled();
    await user.click(within(choices).getByRole("button", { name: /^Wünnewil-Flamatt \(FR\), Prämienregion 1/ }));
    expect(await screen.findAllByTestId("premium-card")).toHaveLength(3);
    expect(api.calls.filter((c) => c.url === "/api/premiums/search").at(-1)!.body).toMatchObject({ postalCode: "3176", bfsNumber: 2196 });
    expect(window.location.search).toContain("plz=3176");
    expect(window.location.search).toContain("gemeinde=2196");
  });

  it("loads the results beyond the first 50", async () => {
    const user = userEvent.setup();
    const api = stubApi((body) => {
      const offset = Number(body.offset);
      const results = page(offset === 0 ? 50 : 20, offset);
      return { body: { ...searchResponse(results), stats: { totalResults: 70, lowestPremium: 605.2, highestPremium: 700, averagePremium: 650 } } };
    });
    renderWithProviders(<Calculator />);
    await submit(user);
    expect(await screen.findAllByTestId("premium-card")).toHaveLength(50);
    expect(screen.getByText("50 von 70 angezeigt")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weitere Prämien laden" }));
    await waitFor(() => expect(screen.getAllByTestId("premium-card")).toHaveLength(70));
    expect(screen.queryByRole("button", { name: "Weitere Prämien laden" })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.url === "/api/premiums/search").map((c) => (c.body as { offset: number }).offset)).toEqual([0, 50]);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
