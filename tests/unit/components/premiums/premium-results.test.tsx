import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PremiumResults, type PremiumResultsState } from "@/components/premiums/premium-results";
import { premium, renderWithProviders, searchResponse } from "./test-utils";

const idleText = "Gib links deine PLZ oder deinen Ort und dein Geburtsjahr ein, um die Prämien zu vergleichen.";
const show = (state: PremiumResultsState, extra: Partial<Parameters<typeof PremiumResults>[0]> = {}) =>
  renderWithProviders(<PremiumResults state={state} sortBy="price_asc" idleText={idleText} {...extra} />);

describe("results states", () => {
  it("shows the skeleton while loading and announces it", () => {
    show({ status: "loading" });
    expect(screen.getByTestId("results-skeleton")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Prämien werden geladen…");
  });

  it("shows the empty hint before a search and after a search without results", () => {
    const { unmount } = show({ status: "idle" });
    expect(screen.getByTestId("results-empty")).toHaveTextContent(idleText);
    unmount();
    show({ status: "success", ...searchResponse([]) });
    expect(screen.getByTestId("results-empty")).toHaveTextContent(
      "Für diese Angaben wurden keine Prämien gefunden. Versuche ein anderes Modell oder eine andere Franchise.",
    );
  });

  it("shows the server's error and details with the hint", () => {
    show({ status: "error", failure: { kind: "server", error: "Ungültige Franchise", details: "Für diese Altersgruppe gibt es die Franchise 0 nicht." } });
    const panel = screen.getByRole("alert");
    expect(panel).toHaveTextContent("Ungültige Franchise");
    expect(panel).toHaveTextContent("Für diese Altersgruppe gibt es die Franchise 0 nicht.");
    expect(panel).toHaveTextContent("Bitte versuche es mit einer anderen Postleitzahl oder korrigiere deine Eingabe.");
  });

  it('falls back to "Suche fehlgeschlagen" and "Unbekannter Fehler"', () => {
    show({ status: "error", failure: { kind: "server" } });
    const panel = screen.getByRole("alert");
    expect(panel).toHaveTextContent("Suche fehlgeschlagen");
    expect(panel).toHaveTextContent("Unbekannter Fehler");
  });

  it("shows the connection failure", () => {
    show({ status: "error", failure: { kind: "network" } });
    const panel = screen.getByRole("alert");
    expect(panel).toHaveTextContent("Verbindungsfehler");
    expect(panel).toHaveTextContent("Fehler beim Laden der Prämien. Bitte versuche es erneut.");
  });

  it("shows the stats, tariff year and region above the cards", () => {
    const response = searchResponse([premium({ id: "a", monthlyPremium: 605.2 }), premium({ id: "b", monthlyPremium: 700 })]);
    show({ status: "success", ...response });
    expect(screen.getByRole("status")).toHaveTextContent("2 Prämien gefunden");
    expect(screen.getByTestId("results-region")).toHaveTextContent("Prämien 2026 · 8001 Zürich (ZH), Prämienregion 1");
    expect(screen.getByTestId("stat-count")).toHaveTextContent("2");
    expect(screen.getByTestId("stat-lowest")).toHaveTextContent("CHF 605.20");
    expect(screen.getByTestId("stat-average")).toHaveTextContent("CHF 652.60");
    expect(screen.getByTestId("stat-highest")).toHaveTextContent("CHF 700.00");
    expect(screen.getAllByTestId("premium-card")).toHaveLength(2);
  });

  it("offers more results when the search has more than the loaded page", async () => {
    const user = userEvent.setup();
    const onLoadMore = jest.fn();
    const response = searchResponse([premium({ id: "a", monthlyPremium: 605.2 })]);
    show(
      { status: "success", ...response, stats: { ...response.stats, totalResults: 80 } },
      { loadMore: { hasMore: true, loading: false, onLoadMore } },
    );
    expect(screen.getByText("1 von 80 angezeigt")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weitere Prämien laden" }));
    expect(onLoadMore).toHaveBeenCalled();
  });
});

describe("details and model dialogs", () => {
  const response = searchResponse([premium({ id: "a", monthlyPremium: 605.2, model: { code: "telmed", name: "Telmed", tariffName: "Callmed", description: "" } })]);

  it("opens the details with the premium and the facts of basic insurance with their sources, closes with Escape", async () => {
    const user = userEvent.setup();
    show({ status: "success", ...response });
    const details = screen.getByRole("button", { name: /^Details/ });
    await user.click(details);
    const dialog = await screen.findByRole("dialog", { name: "SLKK: Callmed" });
    expect(within(dialog).getByText("Monatsprämie").nextSibling).toHaveTextContent("CHF 605.20");
    expect(within(dialog).getByText("Jahresprämie").nextSibling).toHaveTextContent(/CHF\s7[’']262\.40/);
    expect(within(dialog).getByRole("heading", { name: "Produktmerkmale" })).toBeInTheDocument();
    expect(within(dialog).getByTestId("additional-benefits")).toHaveTextContent("Telefonische medizinische Beratung als erste Anlaufstelle");
    const facts = within(within(dialog).getByTestId("basic-insurance-facts")).getAllByRole("listitem");
    expect(facts.map((item) => item.dataset.fact)).toContain("insurer-must-accept-everyone");
    expect(dialog).toHaveTextContent("Wartefristen gibt es in der Grundversicherung nicht");
    expect(dialog).toHaveTextContent("(Art. 4b KLV)");
    expect(dialog).not.toHaveTextContent("365 Tage");
    expect(dialog).not.toHaveTextContent("Komplementärmedizin bis CHF");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(details).toHaveFocus();
  });

  it('"Offerte anfordern" opens the quote dialog with a summary of the offer', async () => {
    const user = userEvent.setup();
    show({ status: "success", ...response });
    await user.click(screen.getByRole("button", { name: /^Offerte anfordern/ }));
    const dialog = await screen.findByRole("dialog", { name: "Offerte anfordern" });
    expect(within(dialog).getByTestId("quote-summary")).toHaveTextContent("SLKK");
  });

  it("opens the model explanation from the model name", async () => {
    const user = userEvent.setup();
    show({ status: "success", ...response });
    await user.click(screen.getByRole("button", { name: "Modell Telmed erklären" }));
    const dialog = await screen.findByRole("dialog", { name: "Telmed" });
    expect(dialog).toHaveTextContent("Vor jedem Arztbesuch rufst du zuerst eine telemedizinische Beratungsstelle an");
    await user.click(within(dialog).getByRole("button", { name: "Schliessen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
