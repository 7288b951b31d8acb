import { MODEL_CODES, type ModelCode } from "@/lib/domain/insurance-models";
import { fill } from "@/lib/i18n/fill";
import { catalogueView } from "@/lib/i18n/reply-language";
import validation from "@/lib/i18n/messages/de/validation.json";
import type { HouseholdSearchRequest, HouseholdSort } from "@/lib/validations/household";
import { amountOf, answerBuilder, savingAgainst } from "./household-answer";
import { currentHousehold } from "./household-current";
import { atOneInsurer, cheapestMix } from "./household-mix";
import { householdPersons } from "./household-persons";
import { personQuotes, type PersonQuotes, type Place } from "./household-quotes";
import { missingOfferReasons } from "./household-reasons";
import type { ExcludedInsurer, HouseholdOffer, HouseholdPerson, HouseholdSearchResponse } from "./household-types";
import { resolveTariffYear } from "./premium-search";
import { searchLocation } from "./search-location";
import type { SearchCatalog, SearchFailure } from "./search-types";

/** The notes in the language of the request (`inReplyLanguage`), German outside one. */
const texts = catalogueView("household");

export type HouseholdFailure = SearchFailure & { field?: string };
export type HouseholdOutcome = { ok: true; response: HouseholdSearchResponse } | HouseholdFailure;

const byName = new Intl.Collator("de-CH", { sensitivity: "base" });
const ORDERS: Record<HouseholdSort, (a: Ranked, b: Ranked) => number> = {
  total_asc: (a, b) => a.rappen - b.rappen || byName.compare(a.offer.insurer.name, b.offer.insurer.name),
  total_desc: (a, b) => b.rappen - a.rappen || byName.compare(a.offer.insurer.name, b.offer.insurer.name),
  insurer_asc: (a, b) => byName.compare(a.offer.insurer.name, b.offer.insurer.name) || a.rappen - b.rappen,
};
type Ranked = { offer: HouseholdOffer; rappen: number };

/**
 * The household search: one premium region for everyone, each person's cheapest product per
 * insurer (children at their sibling rank), one offer per insurer that insures everyone, the
 * cheapest mix over all insurers and, with a current insurer, the total if nothing changes.
 */
export function searchHousehold(catalog: SearchCatalog, request: HouseholdSearchRequest): HouseholdOutcome {
  const year = resolveTariffYear(catalog, request.tariffYear);
  if (!year.ok) return year;
  const { tariffYear } = year;
  const index = catalog.premiums;
  const base = { tariffYear, availableTariffYears: [...index.tariffYears], persons: [], offers: [], cheapestMix: null, excludedInsurers: [], notes: [] };
  const current = request.currentInsurerCode === undefined ? undefined : index.insurers.get(request.currentInsurerCode);
  if (request.currentInsurerCode !== undefined && !current) {
    const t = validation.premiumSearch;
    return { ok: false, status: 400, field: "currentInsurerCode", error: t.currentInsurer, details: fill(t.currentInsurerDetails, { code: request.currentInsurerCode }) };
  }
  const where = searchLocation(catalog, tariffYear, request.postalCode, request.bfsNumber);
  if (!where.ok) return { ...where, field: "postalCode" };
  if (where.kind === "ambiguous") return { ok: true, response: { ...base, locationChoices: where.choices, details: where.details } };
  const resolved = householdPersons(request.persons, tariffYear);
  if (!resolved.ok) return { ...resolved, status: 400 };
  const { persons } = resolved;
  const { location } = where;
  const place: Place = { tariffYear, canton: location.canton, region: location.region, bfsNumber: location.bfsNumber };
  const filtered = (request.modelCodes?.length ?? 0) > 0;
  const models = new Set<ModelCode>(filtered ? request.modelCodes : MODEL_CODES);
  const quotes = persons.map((person) => personQuotes(index, place, person, models));
  // Every insurer that has something for someone here, by name (so ties are settled alike everywhere).
  const names = new Map<string, string>();
  for (const q of quotes) for (const [code, positions] of q) names.set(code, index.productAt(positions[0]!.position).insurerName);
  const insurers = [...names.keys()].sort((a, b) => byName.compare(names.get(a)!, names.get(b)!));
  const answer = answerBuilder(index, tariffYear, persons);
  const stay = current && currentHousehold(index, place, persons, current, request.currentModelCode, answer);

  const { ranked, excludedInsurers } = offersPerInsurer(persons, quotes, insurers.map((code) => ({ code, name: names.get(code)! })), answer, stay?.totalRappen ?? null, filtered);
  ranked.sort(ORDERS[request.sortBy]);

  const mix = cheapestMix(persons, quotes, insurers, index.rappenAt);
  const mixRappen = mix ? answer.totalRappen(mix) : 0;
  const mixSaving = mix ? savingAgainst(stay?.totalRappen ?? null, mixRappen) : undefined;
  return {
    ok: true,
    response: {
      ...base,
      persons,
      offers: ranked.map((r) => r.offer),
      cheapestMix: mix ? { persons: answer.premiumsOf(mix), total: amountOf(mixRappen), ...(mixSaving ? { saving: mixSaving } : {}) } : null,
      excludedInsurers,
      ...(stay ? { currentInsurer: stay.answer } : {}),
      notes: childNotes(persons.filter((p) => p.childOrder !== null).length, index.hasSiblingPremiums(tariffYear), tariffYear),
      region: {
        plz: location.postalCode,
        locality: location.locality,
        municipality: location.municipality,
        bfsNumber: location.bfsNumber,
        canton: location.canton,
        code: `${location.canton}-${location.region}`,
        number: location.region,
      },
    },
  };
}

/** One offer per insurer that insures everyone; the others with the reasons. */
function offersPerInsurer(
  persons: readonly HouseholdPerson[],
  quotes: readonly PersonQuotes[],
  insurers: readonly { code: string; name: string }[],
  answer: ReturnType<typeof answerBuilder>,
  currentRappen: number | null,
  filteredByModel: boolean,
) {
  const ranked: Ranked[] = [];
  const excludedInsurers: ExcludedInsurer[] = [];
  for (const insurer of insurers) {
    const together = atOneInsurer(persons, quotes, insurer.code);
    if (!together) {
      excludedInsurers.push({ insurer, reasons: missingOfferReasons(persons, quotes, insurer, filteredByModel) });
      continue;
    }
    const rappen = answer.totalRappen(together);
    const saving = savingAgainst(currentRappen, rappen);
    ranked.push({ rappen, offer: { insurer, persons: answer.atInsurer(together), total: amountOf(rappen), ...(saving ? { saving } : {}) } });
  }
  return { ranked, excludedInsurers };
}

/** Said once, and only when it matters: for two children or more. */
function childNotes(children: number, siblingPremiums: boolean, tariffYear: number): string[] {
  if (children < 2) return [];
  return [siblingPremiums ? texts.siblings : fill(texts.noSiblingPremiums, { year: tariffYear })];
}
