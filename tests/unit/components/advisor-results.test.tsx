import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { AdvisorResults, seedAdvisorSearch } from "@/components/advisor/advisor-results";
import type { AdvisorFilters } from "@/lib/advisor/actions";
import { createQueryClient } from "@/lib/http/query-client";
import calculator from "@/lib/i18n/messages/de/calculator.json";
import models from "@/lib/i18n/messages/de/models.json";
import quote from "@/lib/i18n/messages/de/quote.json";
import { premium, searchResponse, stubFetch } from "./premiums/test-utils";

jest.mock("@/lib/tracking", () => ({ ...jest.requireActual("@/lib/tracking"), trackPixel: jest.fn() }));

// The home page's results panel pages on like the calculator's, and does not search a page the
// advisor already searched.
const filters: AdvisorFilters = { postalCode: "8001", birthYear: 1990, accidentCoverage: true, sortBy: "price_asc" };
const page = (count: number, offset: number) =>
  Array.from({ length: count }, (_, i) => premium({ id: `p${offset + i}`, monthlyPremium: 400 + offset + i, insurerName: `Kasse ${offset + i}` }));
const withTotal = (results: ReturnType<typeof page>, total: number) => ({
  ...searchResponse(results),
  stats: { totalResults: total, lowestPremium: 400, highestPremium: 520, averagePremium: 460 },
});

function renderPanel(seed?: ReturnType<typeof withTotal>) {
  const client = createQueryClient();
  if (seed) seedAdvisorSearch(client, filters, seed);
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="de" timeZone="Europe/Zurich" messages={{ calculator, models, quote }}>
        <AdvisorResults filters={filters} idleText="Noch keine Suche" onTariffYearChange={() => {}} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe("the home results panel", () => {
  it("shows the advisor's first page without searching, then loads the offers beyond 50", async () => {
    const api = stubFetch((url, init) => {
      if (url !== "/api/premiums/search") return undefined;
      const offset = Number(JSON.parse(String(init?.body)).offset);
      return { body: withTotal(page(offset === 0 ? 50 : 20, offset), 70) };
    });
    renderPanel(withTotal(page(50, 0), 70));
    expect(await screen.findAllByTestId("premium-card")).toHaveLength(50);
    expect(api.calls).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole("button", { name: "Weitere Prämien laden" }));
    await waitFor(() => expect(screen.getAllByTestId("premium-card")).toHaveLength(70));
    expect(screen.queryByRole("button", { name: "Weitere Prämien laden" })).not.toBeInTheDocument();
    expect(api.calls.map((call) => (call.body as { offset: number }).offset)).toEqual([50]);
  });

  it("searches the first page itself when the advisor did not", async () => {
    const api = stubFetch((url) => (url === "/api/premiums/search" ? { body: withTotal(page(12, 0), 12) } : undefined));
    renderPanel();
    expect(await screen.findAllByTestId("premium-card")).toHaveLength(12);
    expect(api.calls.map((call) => call.body)).toEqual([{ ...filters, limit: 50, offset: 0 }]);
    expect(screen.queryByRole("button", { name: "Weitere Prämien laden" })).not.toBeInTheDocument();
  });
});
