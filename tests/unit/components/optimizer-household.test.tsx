import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { Optimizer } from "@/components/optimizer/optimizer";
import { createQueryClient } from "@/lib/http/query-client";
import { messages } from "@/lib/i18n/messages";
import type { PremiumResult, PremiumSearchResponse } from "@/lib/catalog/types";

const premium = (amount: number, annualPremium: number, insurer: string, ageCategory: "adult" | "child"): PremiumResult => ({
  id: `p${ageCategory}${amount}`,
  tariffYear: 2026,
  monthlyPremium: annualPremium / 12,
  annualPremium,
  insurer: { code: insurer, name: insurer, logo: null, contact: { place: null, website: null } },
  model: { code: "standard", name: "Standard", tariffName: "Basis", description: "" },
  franchise: { amount, ageCategory },
  accidentCoverage: true,
  region: { plz: "8001", ortschaftsname: "Zürich", municipality: "Zürich", bfsNumber: 261, code: "ZH-1", number: 1, canton: { name: "Zürich", code: "ZH" } },
});
const answer = (results: PremiumResult[]): PremiumSearchResponse => ({
  results,
  stats: { totalResults: results.length, lowestPremium: 0, highestPremium: 0, averagePremium: 0 },
  tariffYear: 2026,
  availableTariffYears: [2026],
});
const ADULT = answer([
  premium(300, 4000, "Kasse A", "adult"),
  premium(500, 3800, "Kasse B", "adult"),
  premium(1000, 3300, "Kasse C", "adult"),
  premium(1500, 2900, "Kasse D", "adult"),
  premium(2000, 2500, "Kasse E", "adult"),
  premium(2500, 2100, "Kasse F", "adult"),
]);
const CHILD = answer([premium(0, 1500, "Kasse K", "child"), premium(300, 1300, "Kasse L", "child"), premium(600, 1200, "Kasse M", "child")]);

const realTimers: typeof import("timers") = jest.requireActual("timers");
async function settle(ready: () => boolean) {
  for (let turn = 0; turn < 200 && !ready(); turn += 1) {
    await act(() => new Promise<void>((resolve) => realTimers.setImmediate(resolve)));
  }
}
const text = (element: HTMLElement) => (element.textContent ?? "").replace(/\u00a0/g, " ").replace(/\u2019/g, "'");
let fetchMock: jest.Mock;

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-06-15T10:00:00Z") });
  fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { birthYear: number };
    return { ok: true, status: 200, json: async () => (body.birthYear >= 2008 ? CHILD : ADULT) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Zurich" messages={messages}>
      <QueryClientProvider client={createQueryClient()}>
        <Optimizer />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { user };
}

describe("the optimizer for a household", () => {
  it("adds a labelled person row, focuses it, and removes it again", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Person hinzufügen" }));
    expect(screen.getByRole("group", { name: "Person 2" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText("Geburtsjahr (Person 2)")).toHaveFocus();
    expect(screen.getByRole("slider", { name: "Erwartete Gesundheitskosten pro Jahr (Person 2)" })).toHaveAttribute("aria-valuenow", "1200");
    await user.click(screen.getByRole("button", { name: "Person 2 entfernen" }));
    expect(screen.queryByRole("group", { name: "Person 2" })).toBeNull();
    expect(screen.getByRole("button", { name: "Person hinzufügen" })).toHaveFocus();
  });

  it("recommends a deductible per person, the first one's as in its own result, and adds the household's total", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Postleitzahl"), "8001");
    await user.click(screen.getByRole("button", { name: "Person hinzufügen" }));
    await user.type(screen.getByLabelText("Geburtsjahr (Person 2)"), "2016");
    await user.click(screen.getByRole("button", { name: "Optimale Franchise berechnen" }));
    await settle(() => screen.queryByRole("button", { name: "Berechne optimale Franchise …" }) !== null);
    act(() => jest.advanceTimersByTime(1500));

    const household = await screen.findByTestId("household-optimizer");
    await waitFor(() => expect(within(household).getAllByTestId("household-optimizer-franchise")).toHaveLength(2));
    // Person 1 at 1200: 2500 → 2100 + 1200 = 3300 (as the single result). The child at 1200, cap 350:
    // 0 → 1500 + 120 = 1620; 300 → 1300 + 300 + 90 = 1690; 600 → 1200 + 600 + 60 = 1860: deductible 0.
    expect(within(household).getAllByTestId("household-optimizer-franchise").map(text)).toEqual(["CHF 2'500", "CHF 0"]);
    expect(text(screen.getByTestId("recommended-franchise"))).toBe("CHF 2'500");
    expect(within(household).getAllByTestId("household-optimizer-person-total").map(text)).toEqual(["CHF 3'300.00", "CHF 1'620.00"]);
    expect(text(within(household).getByTestId("household-optimizer-total"))).toBe("CHF 4'920.00");
    // Two searches, one per person: the first person's is the one its own result used.
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));
    expect(bodies).toHaveLength(2);
    expect(bodies.map((body) => body.birthYear).sort()).toEqual([1990, 2016]);
  });
});
