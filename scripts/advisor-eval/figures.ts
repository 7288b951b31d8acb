import type { AdvisorState } from "@/lib/advisor/state";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { foldForSearch } from "@/lib/domain/search-text";
import { searchPremiums, type SearchCatalog } from "@/lib/premiums/premium-search";
import type { PremiumResult, PremiumSearchResponse } from "@/lib/catalog/types";
import { premiumSearchSchema } from "@/lib/validations/premiums";
import { householdSearchSchema } from "@/lib/validations/household";
import { searchHousehold } from "@/lib/premiums/household-search";
import { ageClassFor } from "@/lib/domain/age-class";
import { franchisesFor } from "@/lib/domain/franchise";
import { nearestFranchise } from "@/lib/domain/franchise-choice";
import type { FigureExpectation } from "../../tests/advisor/case-format";

/**
 * The figures a reply must state, computed here from the index through the API's search (never
 * from the engine's reply), for the situation of the state after the turn.
 */
type Situation = { plz: string; bfs?: number; birthYear: number; accident: boolean; franchise?: number; model?: ModelCode; tariffYear: number };

const statedPremium = (state: AdvisorState) => (state as { aktuelle_praemie?: number | null }).aktuelle_praemie ?? null;

export function situationOf(state: AdvisorState, tariffYear: number, figure: FigureExpectation = { what: "cheapest" }): Situation | null {
  const birthYear = figure.birthYear ?? state.geburtsjahr;
  if (!state.plz || !birthYear) return null;
  const franchise = figure.franchise ?? state.franchise ?? undefined;
  const model = figure.model ?? state.modell ?? undefined;
  return { plz: state.plz, ...(state.bfs ? { bfs: state.bfs } : {}), birthYear, accident: figure.accident ?? state.unfalldeckung ?? true, ...(franchise !== undefined ? { franchise } : {}), ...(model ? { model } : {}), tariffYear: figure.tariffYear ?? tariffYear };
}

function search(catalog: SearchCatalog, s: Situation, extra: Record<string, unknown> = {}, offset = 0): PremiumSearchResponse | null {
  const request = premiumSearchSchema.parse({
    postalCode: s.plz, birthYear: s.birthYear, accidentCoverage: s.accident, tariffYear: s.tariffYear, limit: 200, offset,
    ...(s.bfs ? { bfsNumber: s.bfs } : {}), ...(s.franchise !== undefined ? { franchiseAmount: s.franchise } : {}), ...(s.model ? { modelCode: s.model } : {}), ...extra,
  });
  const outcome = searchPremiums(catalog, request);
  return outcome.ok ? outcome.response : null;
}

/** Every premium of the situation, page by page. */
function* premiumsOf(catalog: SearchCatalog, s: Situation): Generator<PremiumResult> {
  for (let offset = 0; offset < 20_000; offset += 200) {
    const response = search(catalog, s, {}, offset);
    yield* response?.results ?? [];
    if (!response || response.results.length < 200) return;
  }
}

function insurerCheapest(catalog: SearchCatalog, s: Situation, name: string): PremiumResult | undefined {
  const wanted = foldForSearch(name);
  for (const premium of premiumsOf(catalog, s)) if (premium.insurer.code === name || foldForSearch(premium.insurer.name).includes(wanted)) return premium;
  return undefined;
}

function currentPremium(catalog: SearchCatalog, state: AdvisorState, s: Situation, figure: FigureExpectation): number | undefined {
  if (!state.aktuelle_kasse) return undefined;
  const model = figure.model ?? state.aktuelles_modell ?? "standard";
  const response = search(catalog, { ...s, model }, { currentInsurerCode: state.aktuelle_kasse, currentModelCode: model });
  return response?.currentInsurer?.premium?.monthlyPremium;
}

/**
 * The contracts a stated amount can be when it is paid in an earlier loaded year than the one
 * compared: the current insurer's products of that year within rounding of the amount, each
 * priced again in the year compared (same model, deductible and tariff name).
 */
function statedContracts(catalog: SearchCatalog, state: AdvisorState, s: Situation): { model: ModelCode; franchise: number; next: number }[] {
  const stated = statedPremium(state);
  const code = state.aktuelle_kasse;
  const earlier = catalog.premiums.tariffYears.filter((year) => year < s.tariffYear);
  if (stated === null || !code || earlier.length === 0) return [];
  const tolerance = Number.isInteger(stated) ? Math.max(1.5, stated * 0.01) : 0.1;
  const contracts: { model: ModelCode; franchise: number; next: number }[] = [];
  for (const year of earlier) {
    const before: Situation = { ...s, tariffYear: year };
    delete before.model;
    delete before.franchise;
    for (const premium of premiumsOf(catalog, before)) {
      if (premium.insurer.code !== code || Math.abs(premium.monthlyPremium - stated) > tolerance) continue;
      const later = [...premiumsOf(catalog, { ...s, model: premium.model.code, franchise: premium.franchise.amount })].filter((p) => p.insurer.code === code);
      const same = later.find((p) => p.model.tariffName === premium.model.tariffName) ?? later[0];
      if (same) contracts.push({ model: premium.model.code, franchise: premium.franchise.amount, next: same.monthlyPremium });
    }
  }
  return contracts;
}

/**
 * The household search (POST /api/premiums/household) for the state's persons: each at the
 * deductible asked for (the nearest one the person's age allows; else the lowest), adults of 19
 * and more with the accident cover asked for, younger ones with it; the model asked for.
 */
export function householdOf(catalog: SearchCatalog, state: AdvisorState, tariffYear: number, model?: ModelCode, withCurrent = false) {
  const persons = (state as { personen?: { geburtsjahr: number; franchise?: number }[] }).personen ?? [];
  if (!state.plz || persons.length === 0) return null;
  const request = householdSearchSchema.parse({
    postalCode: state.plz, ...(state.bfs ? { bfsNumber: state.bfs } : {}), tariffYear,
    ...(model ?? state.modell ? { modelCodes: [model ?? state.modell] } : {}),
    persons: persons.map((p) => {
      const options = franchisesFor(ageClassFor(p.geburtsjahr, tariffYear));
      const franchise = p.franchise ?? state.franchise;
      return { birthYear: p.geburtsjahr, accidentCoverage: tariffYear - p.geburtsjahr < 19 ? true : (state.unfalldeckung ?? true), ...(franchise != null ? { franchiseAmount: nearestFranchise(franchise, options) } : {}) };
    }),
    ...(withCurrent && state.aktuelle_kasse ? { currentInsurerCode: state.aktuelle_kasse, ...(state.aktuelles_modell ? { currentModelCode: state.aktuelles_modell } : {}) } : {}),
  });
  const outcome = searchHousehold(catalog, request);
  return outcome.ok ? outcome.response : null;
}

/** The monthly CHF amount a figure names, or undefined when the index has none for it. */
export function expectedFigure(catalog: SearchCatalog, state: AdvisorState, tariffYear: number, figure: FigureExpectation): number | undefined {
  if (figure.what === "household") return householdOf(catalog, state, figure.tariffYear ?? tariffYear, figure.model)?.cheapestMix?.total.monthly;
  const s = situationOf(state, tariffYear, figure);
  if (!s) return undefined;
  if (figure.what === "cheapest") return search(catalog, s)?.results[0]?.monthlyPremium;
  if (figure.what === "insurer") return insurerCheapest(catalog, s, figure.insurer ?? "")?.monthlyPremium;
  if (figure.what === "current") return currentPremium(catalog, state, s, figure);
  // A like-for-like saving: what the person pays now (stated, else the BAG premium) against the cheapest offer of the same model and deductible.
  const model = figure.model ?? state.aktuelles_modell ?? "standard";
  const now = statedPremium(state) ?? currentPremium(catalog, state, s, figure);
  const cheapest = search(catalog, { ...s, model })?.results[0]?.monthlyPremium;
  return now === undefined || cheapest === undefined ? undefined : Math.round((now - cheapest) * 100) / 100;
}

/** "1'234.50" the Swiss way (also "1’234.50"); whole francs may drop ".00". */
export function statesAmount(reply: string, amount: number): boolean {
  const text = reply.replace(/[’´]/g, "'");
  const [francs, rappen] = Math.abs(amount).toFixed(2).split(".");
  const grouped = francs!.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const pattern = new RegExp(`(?<![\\d'.])${grouped}\\.${rappen}(?!\\d)` + (rappen === "00" ? `|(?<![\\d'.])${grouped}(?![\\d'.])` : ""));
  return pattern.test(text);
}

/** The CHF amounts of a text. */
export const amountsIn = (text: string) =>
  [...text.replace(/[’´]/g, "'").matchAll(/(?<![\d'.])(\d{1,3}(?:'\d{3})*|\d+)(?:\.(\d{2}))?(?![\d'])/g)].map((m) => Number(`${m[1]!.replace(/'/g, "")}.${m[2] ?? "00"}`));

/**
 * A saving claim ("spar…", "günstiger um") is like-for-like when each of its amounts is a
 * difference between what the person pays now (stated or the BAG premium) and an offer of the
 * same model, deductible and cover, monthly or yearly; or when the sentence says the deductible
 * or model changes too ("wenn du auch …") and names the deductible risk.
 */
export function unequalSavings(catalog: SearchCatalog, state: AdvisorState, tariffYear: number, reply: string): string[] {
  // "Sparmed" (a product of vita surselva) names no saving.
  const sentences = reply.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => /spar(?!med)|günstiger um/i.test(sentence));
  if (sentences.length === 0) return [];
  const found = situationOf(state, tariffYear);
  // Without a deductible the comparison is at the ordinary one (CHF 300, children CHF 0).
  // The contract's own deductible when it was said apart from the one wanted.
  const s = found && { ...found, franchise: state.aktuelle_franchise ?? found.franchise ?? (found.tariffYear - found.birthYear <= 18 ? 0 : 300) };
  const model = state.aktuelles_modell ?? "standard";
  const valid = new Set<number>();
  const now = [statedPremium(state), s ? currentPremium(catalog, state, s, { what: "current" }) : undefined].filter((x): x is number => x != null);
  for (const current of now) valid.add(current);
  const against = (current: number, offers: readonly PremiumResult[]) => {
    for (const premium of offers) {
      valid.add(premium.monthlyPremium);
      const monthly = Math.round((current - premium.monthlyPremium) * 100) / 100;
      valid.add(Math.abs(monthly)).add(Math.abs(Math.round(monthly * 1200) / 100));
    }
  };
  if (s) for (const current of now) against(current, search(catalog, { ...s, model })?.results ?? []);
  if (s) for (const premium of search(catalog, { ...s, model })?.results ?? []) valid.add(premium.monthlyPremium);
  // An amount paid in an earlier year: the same contract (insurer, model, deductible, tariff) in the year compared, against offers of its model and deductible.
  if (found) for (const contract of statedContracts(catalog, state, found)) {
    valid.add(contract.next);
    against(contract.next, search(catalog, { ...found, model: contract.model, franchise: contract.franchise })?.results ?? []);
  }
  // A household's saving: its total if nothing changes against an offer of the same model (the household search's own comparison).
  const persons = (state as { personen?: unknown[] }).personen ?? [];
  if (persons.length >= 2 && state.aktuelle_kasse) {
    const household = householdOf(catalog, state, tariffYear, model, true);
    const stay = household?.currentInsurer?.total;
    if (stay) valid.add(stay.monthly).add(stay.yearly);
    for (const offer of [...(household?.offers ?? []), ...(household?.cheapestMix ? [household.cheapestMix] : [])]) {
      valid.add(offer.total.monthly).add(offer.total.yearly);
      if (offer.saving) valid.add(Math.abs(offer.saving.monthly)).add(Math.abs(offer.saving.yearly));
    }
  }
  return sentences.filter((sentence) => {
    // A saving with another deductible is allowed when the extra deductible borne is said in the same sentence.
    if (/franchise/i.test(sentence) && /wenn du (?:auch|zusätzlich)|mehr franchise/i.test(sentence)) return false;
    const amounts = amountsIn(sentence).filter((amount) => amount >= 1 && !(amount >= 1900 && amount <= 2100 && Number.isInteger(amount)));
    return amounts.some((amount) => ![...valid].some((v) => Math.abs(v - amount) < 0.011));
  });
}
