import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PremiumResults } from "@/components/premiums/premium-results";
import { ResultCard } from "@/components/premiums/result-card";
import type { PremiumSort } from "@/lib/domain/premium-sort";
import { premium, renderWithProviders, searchResponse } from "./test-utils";

const results = [
  premium({ id: "a", monthlyPremium: 605.2, insurerName: "SLKK" }),
  premium({ id: "b", monthlyPremium: 1234.5, insurerName: "Helsana" }),
  premium({ id: "c", monthlyPremium: 650.05, insurerName: "Assura" }),
];

function show(sortBy: PremiumSort) {
  const response = searchResponse(results);
  return renderWithProviders(
    <PremiumResults state={{ status: "success", ...response }} sortBy={sortBy} idleText="" />,
  );
}

const cards = () => screen.getAllByTestId("premium-card");

describe("result card", () => {
  it("shows insurer, model, product, monthly and yearly premium in de-CH francs", () => {
    renderWithProviders(
      <ResultCard premium={results[1]!} best={false} onDetails={jest.fn()} onQuote={jest.fn()} onModel={jest.fn()} />,
    );
    const card = screen.getByTestId("premium-card");
    expect(within(card).getByRole("heading", { name: "Helsana" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Modell Standard erklären" })).toHaveTextContent("Standard");
    expect(card).toHaveTextContent("Grundversicherung");
    expect(within(card).getByTestId("monthly-premium")).toHaveTextContent(/^CHF\s1[’']234\.50\s*pro Monat$/);
    expect(within(card).getByTestId("yearly-premium")).toHaveTextContent(/CHF\s14[’']814\.00/);
    expect(card).toHaveTextContent("Franchise CHF 300 · mit Unfalldeckung");
    expect(within(card).getByRole("button", { name: /^Details/ })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /^Offerte anfordern/ })).toBeInTheDocument();
    expect(within(card).queryByText("BESTE")).not.toBeInTheDocument();
  });

  it('marks only the cheapest "BESTE" when sorted by price ascending', () => {
    show("price_asc");
    expect(screen.getAllByText("BESTE")).toHaveLength(1);
    const best = cards().find((card) => card.dataset.best);
    expect(best).toHaveAccessibleName("SLKK, Grundversicherung");
    expect(within(best!).getByTestId("monthly-premium")).toHaveTextContent("CHF 605.20");
  });

  it('marks the cheapest "BESTE" when sorted by price descending too', () => {
    show("price_desc");
    expect(screen.getAllByText("BESTE")).toHaveLength(1);
    expect(cards().find((card) => card.dataset.best)).toHaveAccessibleName("SLKK, Grundversicherung");
  });

  it('marks nothing "BESTE" when sorted by insurer or deductible', () => {
    show("insurer_asc");
    expect(screen.queryByText("BESTE")).not.toBeInTheDocument();
  });

  it("passes the premium to Details and Offerte anfordern, the model to the model button", async () => {
    const user = userEvent.setup();
    const onDetails = jest.fn();
    const onQuote = jest.fn();
    const onModel = jest.fn();
    renderWithProviders(<ResultCard premium={results[0]!} best onDetails={onDetails} onQuote={onQuote} onModel={onModel} />);
    await user.click(screen.getByRole("button", { name: /^Details/ }));
    await user.click(screen.getByRole("button", { name: /^Offerte anfordern/ }));
    await user.click(screen.getByRole("button", { name: "Modell Standard erklären" }));
    expect(onDetails).toHaveBeenCalledWith(results[0]);
    expect(onQuote).toHaveBeenCalledWith(results[0]);
    expect(onModel).toHaveBeenCalledWith("standard");
  });
});
