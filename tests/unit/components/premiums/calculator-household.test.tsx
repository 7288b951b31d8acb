import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Calculator } from "@/components/premiums/calculator";
import type { HouseholdSearchResponse } from "@/lib/premiums/household-types";
import { renderWithProviders, stubFetch } from "./test-utils";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/tracking", () => ({ ...jest.requireActual("@/lib/tracking"), trackPixel: jest.fn() }));
let urlParams = new URLSearchParams();
jest.mock("next/navigation", () => ({ useSearchParams: () => urlParams }));

const ANSWER: HouseholdSearchResponse = {
  tariffYear: 2026,
  availableTariffYears: [2026],
  persons: [
    { index: 0, label: null, birthYear: 1984, ageClass: "adult", franchise: 300, franchiseAssumed: false, accidentCoverage: true, childOrder: null },
    { index: 1, label: "Kind 1", birthYear: 2016, ageClass: "child", franchise: 0, franchiseAssumed: false, accidentCoverage: true, childOrder: 1 },
  ],
  offers: [
    {
      insurer: { code: "1560", name: "Agrisano" },
      persons: [
        { person: 0, label: null, premiumId: "a", monthlyPremium: 500, annualPremium: 6000, franchise: 300, accidentCoverage: true, model: { code: "standard", tariffName: "Basis" }, childRank: null },
        { person: 1, label: "Kind 1", premiumId: "b", monthlyPremium: 120, annualPremium: 1440, franchise: 0, accidentCoverage: true, model: { code: "standard", tariffName: "Basis" }, childRank: 1 },
      ],
      total: { monthly: 620, yearly: 7440 },
    },
  ],
  cheapestMix: null,
  excludedInsurers: [],
  notes: [],
  region: { plz: "8001", locality: "Zürich", municipality: "Zürich", bfsNumber: 261, canton: "ZH", code: "ZH-1", number: 1 },
};

function stubApi() {
  return stubFetch((url) => {
    if (url.startsWith("/api/location?")) return { body: { valid: true } };
    if (url === "/api/premiums/household") return { body: ANSWER };
    if (url === "/api/premiums/search") return { status: 500, body: { error: "not expected" } };
    return undefined;
  });
}

beforeEach(() => {
  urlParams = new URLSearchParams();
  window.history.replaceState(null, "", "/calculator");
});

describe("calculator with a household", () => {
  it("runs the household search of a shared link, restores the rows and shows household cards", async () => {
    urlParams = new URLSearchParams("plz=8001&haushalt=1&person=1984-300-u&person=2016-0-u-Kind+1&modelle=standard&sortierung=price_asc");
    const api = stubApi();
    renderWithProviders(<Calculator />);
    expect(await screen.findAllByTestId("household-card")).toHaveLength(1);
    expect(screen.queryByTestId("premium-card")).toBeNull();
    expect(api.calls.filter((c) => c.url === "/api/premiums/search")).toHaveLength(0);
    expect(api.calls.find((c) => c.url === "/api/premiums/household")!.body).toEqual({
      postalCode: "8001",
      sortBy: "total_asc",
      modelCodes: ["standard"],
      persons: [
        { birthYear: 1984, franchiseAmount: 300, accidentCoverage: true },
        { birthYear: 2016, franchiseAmount: 0, accidentCoverage: true, label: "Kind 1" },
      ],
    });
    expect(screen.getByRole("group", { name: "Kind 1" })).toBeInTheDocument();
    expect(screen.getByTestId("results-status")).toHaveTextContent("1 Haushaltsangebot gefunden");
    expect(screen.getByRole("button", { name: "Link kopieren" })).toBeInTheDocument();
  });

  it("writes the household into the URL when a second person is added and searched", async () => {
    const user = userEvent.setup();
    stubApi();
    renderWithProviders(<Calculator />);
    await user.click(screen.getByRole("button", { name: "Person hinzufügen" }));
    await user.type(screen.getByRole("textbox", { name: "Geburtsjahr (Person 2)" }), "2016");
    await user.click(screen.getByRole("button", { name: "Prämien berechnen" }));
    await waitFor(() =>
      expect(window.location.search).toBe("?plz=8001&haushalt=1&person=1990-300-u&person=2016-0-u&modelle=standard&sortierung=price_asc"),
    );
    expect(await screen.findAllByTestId("household-card")).toHaveLength(1);
  });

  it("says what of a link could not be read", async () => {
    urlParams = new URLSearchParams("plz=8001&haushalt=1&person=1984-300-u&person=kaputt");
    stubApi();
    renderWithProviders(<Calculator />);
    expect(await screen.findByTestId("household-url-notice")).toHaveTextContent("Person 2 im Link ist ungültig («kaputt») und wurde weggelassen.");
  });
});
