import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HouseholdResults } from "@/components/premiums/household-results";
import type { HouseholdSearchResponse, PersonPremium } from "@/lib/premiums/household-types";
import { householdSelectionSchema } from "@/lib/leads/household-selection";
import { renderWithProviders } from "./test-utils";

jest.mock("@/lib/tracking", () => ({ ...jest.requireActual("@/lib/tracking"), trackPixel: jest.fn() }));

const line = (person: number, label: string | null, monthly: number, over: Partial<PersonPremium> = {}): PersonPremium => ({
  person,
  label,
  premiumId: `id-${person}-${monthly}`,
  monthlyPremium: monthly,
  annualPremium: Math.round(monthly * 1200) / 100,
  franchise: person < 2 ? 300 : 0,
  accidentCoverage: true,
  model: { code: "standard", tariffName: "Basis" },
  childRank: person < 2 ? null : person - 1,
  ...over,
});

const RESPONSE: HouseholdSearchResponse = {
  tariffYear: 2026,
  availableTariffYears: [2026],
  persons: [
    { index: 0, label: "Mama", birthYear: 1984, ageClass: "adult", franchise: 300, franchiseAssumed: false, accidentCoverage: true, childOrder: null },
    { index: 1, label: null, birthYear: 1986, ageClass: "adult", franchise: 300, franchiseAssumed: false, accidentCoverage: true, childOrder: null },
    { index: 2, label: "Kind 1", birthYear: 2016, ageClass: "child", franchise: 0, franchiseAssumed: false, accidentCoverage: true, childOrder: 1 },
  ],
  offers: [
    {
      insurer: { code: "1560", name: "Agrisano" },
      persons: [line(0, "Mama", 500.5), line(1, null, 500.5), line(2, "Kind 1", 120.25, { model: { code: "hmo", tariffName: "Praxis Plus" } })],
      total: { monthly: 1121.25, yearly: 13455 },
    },
    {
      insurer: { code: "8", name: "CSS" },
      persons: [line(0, "Mama", 520), line(1, null, 520), line(2, "Kind 1", 130)],
      total: { monthly: 1170, yearly: 14040 },
    },
  ],
  cheapestMix: {
    persons: [
      { ...line(0, "Mama", 490), insurer: { code: "32", name: "Aquilana" } },
      { ...line(1, null, 490), insurer: { code: "32", name: "Aquilana" } },
      { ...line(2, "Kind 1", 120.25), insurer: { code: "1560", name: "Agrisano" } },
    ],
    total: { monthly: 1100.25, yearly: 13203 },
  },
  excludedInsurers: [{ insurer: { code: "9", name: "Beta" }, reasons: ["Beta bietet Kind 1 (Jahrgang 2016) keine Prämie mit Franchise 0 mit Unfalldeckung an."] }],
  notes: ["Kinder: Das älteste Kind ist zur Prämie für das erste Kind gerechnet."],
  region: { plz: "8001", locality: "Zürich", municipality: "Zürich", bfsNumber: 261, canton: "ZH", code: "ZH-1", number: 1 },
};

function setup(response = RESPONSE) {
  const onRequestHouseholdQuote = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <HouseholdResults state={{ status: "success", response }} cheapestFirst idleText="" onRequestHouseholdQuote={onRequestHouseholdQuote} />,
  );
  return { user, onRequestHouseholdQuote };
}

const text = (element: Element | null) => (element?.textContent ?? "").replace(/\u00a0|\u2019/g, (c) => (c === "\u00a0" ? " " : "'"));

describe("household results", () => {
  it("announces the count and shows one card per insurer with its totals and each person's line", () => {
    setup();
    expect(screen.getByTestId("results-status")).toHaveTextContent("2 Haushaltsangebote gefunden");
    const cards = screen.getAllByTestId("household-card");
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole("heading", { level: 3 })).toHaveTextContent("Agrisano");
    expect(text(within(first).getByTestId("household-total"))).toContain("CHF 1'121.25");
    expect(text(within(first).getByTestId("household-total-yearly"))).toContain("CHF 13'455.00 pro Jahr");
    const lines = within(first).getAllByTestId("household-person-line").map(text);
    expect(lines[0]).toContain("Mama, Jahrgang 1984");
    expect(lines[1]).toContain("Person 2, Jahrgang 1986");
    expect(lines[2]).toContain("Kind 1, Jahrgang 2016");
    expect(lines[2]).toContain("Praxis Plus · HMO · Franchise CHF 0");
    expect(lines[2]).toContain("CHF 120.25 pro Monat");
    // Only the first card, the cheapest total, is marked.
    expect(first).toHaveAttribute("data-best", "true");
    expect(cards[1]).not.toHaveAttribute("data-best");
  });

  it("puts the cheapest mix above the cards, with each person's insurer, and shows the note and the excluded insurers", async () => {
    const { user } = setup();
    const mix = screen.getByTestId("household-mix");
    expect(mix.compareDocumentPosition(screen.getAllByTestId("household-card")[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(text(within(mix).getByTestId("household-mix-total"))).toContain("CHF 1'100.25");
    expect(text(within(mix).getAllByTestId("household-person-line")[0]!)).toContain("bei Aquilana");
    expect(screen.getByTestId("household-note")).toHaveTextContent("Das älteste Kind");
    const excluded = screen.getByTestId("household-excluded");
    expect(excluded).toHaveTextContent("1 Kasse kann nicht alle Personen versichern");
    await user.click(within(excluded).getByText(/1 Kasse/));
    expect(within(excluded).getByText(/Beta bietet Kind 1/)).toBeVisible();
  });

  it("opens and closes the details per person", async () => {
    const { user } = setup();
    const button = screen.getByRole("button", { name: "Details zu Agrisano je Person" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const table = screen.getByRole("table", { name: "Prämien je Person bei Agrisano" });
    const rows = within(table).getAllByRole("row").slice(1).map(text);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain("Kinder (0–18) · 1. Kind");
    expect(rows[2]).toContain("CHF 1'443.00");
    await user.click(button);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("requests a quote for the household: the insurer, the place and each person's premium id", async () => {
    const { user, onRequestHouseholdQuote } = setup();
    await user.click(screen.getByRole("button", { name: "Offerte anfordern bei CSS für den ganzen Haushalt" }));
    expect(onRequestHouseholdQuote).toHaveBeenCalledTimes(1);
    const selection = onRequestHouseholdQuote.mock.calls[0]![0];
    expect(selection).toEqual({
      insurerCode: "8",
      tariffYear: 2026,
      postalCode: "8001",
      bfsNumber: 261,
      persons: [
        { label: "Mama", birthYear: 1984, premiumId: "id-0-520" },
        { birthYear: 1986, premiumId: "id-1-520" },
        { label: "Kind 1", birthYear: 2016, premiumId: "id-2-130" },
      ],
    });
    expect(householdSelectionSchema.safeParse(selection).success).toBe(true);
  });

  it("says so when no insurer insures everyone", () => {
    setup({ ...RESPONSE, offers: [], cheapestMix: null });
    expect(screen.queryByTestId("household-card")).toBeNull();
    expect(screen.getByTestId("results-empty")).toHaveTextContent("Keine Kasse bietet allen Personen");
    expect(screen.getByTestId("results-status")).toHaveTextContent("0 Haushaltsangebote gefunden");
  });
});
