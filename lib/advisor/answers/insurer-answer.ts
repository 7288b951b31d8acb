import { formatChf } from "@/lib/domain/premium-value";
import { fill } from "@/lib/i18n/fill";
import type { ModelCode } from "@/lib/domain/insurance-models";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { AdvisorFilters } from "../actions";
import type { NamedInsurer } from "../extract/named-insurers";
import { criteriaText } from "../replies";
import { modelName, offerFields } from "./format";
import { cheapestFor, insurerCheapest, percent, searchFor, yearBefore } from "./situation";
import { cantonText, texts } from "@/lib/advisor/texts";

/**
 * Questions about named insurers, answered from the index for the person's situation: the
 * price with product, deductible and rank; "is X the cheapest?" with yes or no and both
 * figures; "has X become dearer?" against the year before; two insurers side by side.
 */
export type InsurerClaim = "price" | "cheapest" | "trend" | "model";
const a = texts.answers;

export function insurerAnswer(catalog: SearchCatalog, filters: AdvisorFilters, tariffYear: number, named: readonly NamedInsurer[], claim: InsurerClaim, model?: ModelCode): string {
  const year = tariffYear;
  if (named.length >= 2) return compareInsurers(catalog, filters, year, named.slice(0, 4));
  const insurer = named[0]!;
  if (claim === "model" && model) {
    const found = insurerCheapest(catalog, filters, insurer.code, { modelCode: model });
    return found ? fill(a.insurerHasModel, { ...offerFields(found.premium), model: modelName(model) }) : fill(a.insurerLacksModel, { insurer: insurer.name, year, model: modelName(model) });
  }
  const found = insurerCheapest(catalog, filters, insurer.code);
  if (!found) return notOffered(catalog, filters, year, insurer);
  const fields = { ...offerFields(found.premium), rank: found.rank, total: found.total, year };
  if (claim === "cheapest") {
    if (found.rank === 1) return fill(a.insurerCheapestYes, fields);
    const cheapest = cheapestFor(catalog, filters)!;
    const other = offerFields(cheapest);
    return fill(a.insurerCheapestNo, { ...fields, cheapest: other.insurer, cheapestPremium: other.premium, cheapestProduct: other.product, cheapestFranchise: other.franchise });
  }
  if (claim === "trend") {
    const before = yearBefore(catalog, year);
    // The same insurer, model and deductible in the year before: like for like.
    const earlier = before === undefined ? undefined : insurerCheapest(catalog, filters, insurer.code, { tariffYear: before, franchiseAmount: found.premium.franchise.amount, modelCode: found.premium.model.code });
    // No earlier tariff year loaded: no year is named that the data does not have.
    if (before === undefined) return fill(a.trendNoYear, { year });
    if (!earlier) return fill(a.insurerTrendMissing, { ...fields, before });
    // "schlat d Glarner uf?" where the premium stayed: said in words, not as "+0.0 %".
    const same = Math.round(earlier.premium.monthlyPremium * 100) === Math.round(found.premium.monthlyPremium * 100);
    return fill(a.insurerTrend, { ...fields, before, beforePremium: formatChf(earlier.premium.monthlyPremium), change: same ? a.trendUnchanged : `${percent(earlier.premium.monthlyPremium, found.premium.monthlyPremium)}, ${found.premium.monthlyPremium > earlier.premium.monthlyPremium ? a.trendDearer : a.trendCheaper}` });
  }
  return fill(a.insurerPrice, fields);
}

/** More cantons than this are counted, not listed. */
const MAX_CANTONS_NAMED = 6;

/**
 * Why a named insurer has no offer: where it sells nowhere in the person's canton that year, the cantons where
 * it does (from the premium data: Birchmeier only in Aargau); else none on these terms (model, deductible …).
 */
function notOffered(catalog: SearchCatalog, filters: AdvisorFilters, year: number, insurer: NamedInsurer): string {
  const canton = searchFor(catalog, filters)?.results[0]?.region.canton;
  return (canton && notInCanton(catalog, canton.code, year, insurer)) || fill(a.insurerNone, { insurer: insurer.name, year, criteria: criteriaText(filters) });
}

/**
 * "gits d Einsiedler au bi mir in 8267 Berlinge?": an insurer that sells nowhere in the canton that year, with the
 * cantons where it does; null where it sells there (its price then needs the person's age).
 */
export function notInCanton(catalog: SearchCatalog, canton: string, year: number, insurer: NamedInsurer): string | null {
  const cantons = catalog.premiums.cantonsOf(insurer.code, year);
  if (cantons.length === 0 || cantons.includes(canton)) return null;
  const names = cantons.map(cantonText);
  const where =
    names.length === 1 ? fill(a.insurerCantonOne, { one: names[0]! }) : names.length <= MAX_CANTONS_NAMED ? fill(a.insurerCantonList, { list: names.join(", ") }) : fill(a.insurerCantonMany, { count: names.length });
  return fill(a.insurerNotInCanton, { insurer: insurer.name, year, canton: cantonText(canton), where });
}

/** Two to four insurers side by side: each one's cheapest offer, then which is cheaper (of two) or cheapest (of more). */
function compareInsurers(catalog: SearchCatalog, filters: AdvisorFilters, year: number, insurers: readonly NamedInsurer[]): string {
  const found = insurers.map((insurer) => ({ insurer, best: insurerCheapest(catalog, filters, insurer.code) }));
  const lines = found.map(({ insurer, best }) =>
    best ? fill(a.insurerPrice, { ...offerFields(best.premium), rank: best.rank, total: best.total, year }) : notOffered(catalog, filters, year, insurer),
  );
  const offered = found.flatMap(({ best }) => (best ? [best] : [])).sort((x, y) => x.premium.monthlyPremium - y.premium.monthlyPremium);
  const [cheaper, dearer] = offered;
  if (offered.length === 2 && cheaper && dearer) {
    lines.push(fill(a.insurersCompared, { cheaper: cheaper.premium.insurer.name, cheaperPremium: formatChf(cheaper.premium.monthlyPremium), dearer: dearer.premium.insurer.name, dearerPremium: formatChf(dearer.premium.monthlyPremium) }));
  } else if (offered.length > 2 && cheaper) lines.push(fill(a.insurersCheapestOf, { insurer: cheaper.premium.insurer.name, premium: formatChf(cheaper.premium.monthlyPremium) }));
  return lines.join(" ");
}
