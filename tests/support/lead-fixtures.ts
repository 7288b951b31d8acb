import { randomUUID } from "node:crypto";
import { POST as searchPremiums } from "@/app/api/premiums/search/route";
import { POST as requestQuote } from "@/app/api/quote/request/route";
import type { PremiumResult, PremiumSearchResponse } from "@/lib/catalog/types";

/** Real premiums of the imported data: Zurich 8001, born 1990, deductible 300, standard model. */
export async function zurichPremiums(): Promise<PremiumResult[]> {
  const response = await searchPremiums(
    new Request("http://test/api/premiums/search", {
      method: "POST",
      body: JSON.stringify({ postalCode: "8001", birthYear: 1990, franchiseAmount: 300, modelCode: "standard", limit: 200 }),
    }),
  );
  if (response.status !== 200) throw new Error(`premium search answered ${response.status}`);
  return ((await response.json()) as PremiumSearchResponse).results;
}

/** The cheapest 2026 offer for Zurich 8001, born 1990, deductible 300, with accident cover, standard model. */
export async function zurichOffer(): Promise<PremiumResult> {
  const response = await searchPremiums(
    new Request("http://test/api/premiums/search", {
      method: "POST",
      body: JSON.stringify({ postalCode: "8001", birthYear: 1990, franchiseAmount: 300, accidentCoverage: true, modelCode: "standard", tariffYear: 2026 }),
    }),
  );
  if (response.status !== 200) throw new Error(`premium search answered ${response.status}`);
  return ((await response.json()) as PremiumSearchResponse).results[0]!;
}

export type TestPerson = { firstName: string; lastName: string; email: string; phone: string };

/** Stores a lead through POST /api/quote/request, as the quote dialog would; answers its quote id. */
export async function createLead(premium: PremiumResult, person: TestPerson): Promise<string> {
  const body = {
    selectedPremium: {
      id: premium.id,
      insurer: { name: premium.insurer.name, code: premium.insurer.code },
      monthlyPremium: premium.monthlyPremium,
      franchise: { amount: premium.franchise.amount },
      model: premium.model.name,
      tariffName: premium.model.tariffName,
      region: premium.region,
    },
    customerData: {
      ...person,
      birthDate: "1990-05-17",
      address: "Bahnhofstrasse 1",
      city: "Zürich",
      gender: "female",
      language: "de",
      consent: true,
    },
    idempotencyKey: randomUUID(),
  };
  const response = await requestQuote(new Request("http://test/api/quote/request", { method: "POST", body: JSON.stringify(body) }));
  const answer = (await response.json()) as { quoteId?: string; error?: string; details?: string };
  if (response.status !== 201 || !answer.quoteId) throw new Error(`quote request answered ${response.status}: ${answer.error} ${answer.details}`);
  return answer.quoteId;
}
