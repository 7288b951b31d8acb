import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { createQueryClient } from "@/lib/http/query-client";
import calculator from "@/lib/i18n/messages/de/calculator.json";
import calculatorHousehold from "@/lib/i18n/messages/de/calculatorHousehold.json";
import models from "@/lib/i18n/messages/de/models.json";
import productChat from "@/lib/i18n/messages/de/productChat.json";
import quote from "@/lib/i18n/messages/de/quote.json";
import type { PremiumResult, PremiumSearchResponse } from "@/lib/catalog/types";

// Radix switches and checkboxes measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** Renders with the calculator's message namespaces and a fresh React Query client. */
export function renderWithProviders(ui: ReactElement) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="de" timeZone="Europe/Zurich" messages={{ calculator, calculatorHousehold, models, productChat, quote }}>
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

export function premium(over: Partial<PremiumResult> & { id: string; monthlyPremium: number; insurerName?: string }): PremiumResult {
  const { insurerName = "SLKK", ...rest } = over;
  return {
    tariffYear: 2026,
    annualPremium: Math.round(over.monthlyPremium * 1200) / 100,
    insurer: { code: insurerName.toUpperCase(), name: insurerName, logo: null, contact: { place: null, website: null } },
    model: { code: "standard", name: "Standard", tariffName: "Grundversicherung", description: "" },
    franchise: { amount: 300, ageCategory: "adult" },
    accidentCoverage: true,
    region: {
      plz: "8001",
      ortschaftsname: "Zürich",
      municipality: "Zürich",
      bfsNumber: 261,
      code: "ZH-1",
      number: 1,
      canton: { name: "Zürich", code: "ZH" },
    },
    ...rest,
  };
}

export function searchResponse(results: PremiumResult[], over: Partial<PremiumSearchResponse> = {}): PremiumSearchResponse {
  const prices = results.map((r) => r.monthlyPremium);
  return {
    results,
    stats: {
      totalResults: results.length,
      lowestPremium: prices.length ? Math.min(...prices) : 0,
      highestPremium: prices.length ? Math.max(...prices) : 0,
      averagePremium: prices.length ? prices.reduce((a, b) => a + b, 0) / prices.length : 0,
    },
    tariffYear: 2026,
    availableTariffYears: [2026],
    ...over,
  };
}

export type FakeReply = { status?: number; body?: unknown } | Error;
type Route = (url: string, init?: RequestInit) => FakeReply | undefined;

/** A fetch stub answering JSON by URL; unknown URLs answer 404. Calls are recorded. */
export function stubFetch(route: Route) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = route(url, init) ?? { status: 404, body: { error: "Not found" } };
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  });
  global.fetch = fetchMock as typeof fetch;
  return { fetchMock, calls };
}
