import { formatChf, formatChfAmount, roundRappen } from "@/lib/domain/premium-value";
import { CHILD_FRANCHISES } from "@/lib/domain/franchise";
import { ageClassFor } from "@/lib/domain/age-class";
import { fill } from "@/lib/i18n/fill";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { PremiumResult } from "@/lib/catalog/types";
import type { AdvisorFilters } from "../actions";
import { criteriaText } from "../replies";
import { offerFields } from "./format";
import { cheapestFor, percent, searchFor, yearBefore } from "./situation";
import { texts } from "@/lib/advisor/texts";

/**
 * "Wie stark steigen meine Prämien nächstes Jahr?": the person's own premium in the year before
 * and the year talked about, like for like (same insurer, model, deductible and cover); without
 * a current insurer, the cheapest offer of the same criteria in both years.
 */
const a = texts.answers;

const differenceText = (from: number, to: number) => {
  const amount = formatChf(roundRappen(Math.abs(to - from)));
  return fill(to >= from ? a.moreBy : a.lessBy, { amount });
};

export function trendAnswer(catalog: SearchCatalog, filters: AdvisorFilters, asked: number): string {
  // Looking at the earliest year loaded ("e i premi 2026?" … "e rispetto al 2026 quanto in più?"), the change is the
  // one into the next year loaded: the only comparison the data has for it.
  const next = yearBefore(catalog, asked) === undefined ? [...catalog.premiums.tariffYears].filter((year) => year > asked).sort((x, y) => x - y)[0] : undefined;
  const tariffYear = next ?? asked;
  if (next !== undefined) filters = { ...filters, tariffYear: next };
  const before = yearBefore(catalog, tariffYear);
  if (before === undefined) return fill(a.trendNoYear, { year: tariffYear });
  const answer = yearsAnswer(catalog, filters, tariffYear, before);
  // Turning 19 or 26 changes the premium more than any tariff: said with the figures.
  const [then, now] = [ageClassFor(filters.birthYear, before), ageClassFor(filters.birthYear, tariffYear)];
  if (then === now) return answer;
  const classes = a.ageClasses as Record<string, string>;
  return `${answer} ${fill(a.trendAgeClass, { birthYear: filters.birthYear, year: tariffYear, age: tariffYear - filters.birthYear, ageClass: classes[now] ?? now, beforeClass: classes[then] ?? then })}`;
}

function yearsAnswer(catalog: SearchCatalog, filters: AdvisorFilters, tariffYear: number, before: number): string {
  if (filters.currentInsurerCode) {
    const now = searchFor(catalog, filters, { tariffYear })?.currentInsurer;
    const then = now ? searchFor(catalog, filters, { tariffYear: before, franchiseAmount: now.franchise })?.currentInsurer : undefined;
    if (now?.premium && then?.premium) {
      return fill(a.trendOwn, {
        insurer: now.insurer.name, product: now.premium.tariffName || now.model, franchise: formatChfAmount(now.franchise),
        before, year: tariffYear, beforePremium: formatChf(then.premium.monthlyPremium), premium: formatChf(now.premium.monthlyPremium),
        difference: differenceText(then.premium.monthlyPremium, now.premium.monthlyPremium), change: percent(then.premium.monthlyPremium, now.premium.monthlyPremium),
        yearly: differenceText(then.premium.monthlyPremium * 12, now.premium.monthlyPremium * 12),
      });
    }
  }
  const now: PremiumResult | undefined = cheapestFor(catalog, filters, { tariffYear });
  const then = cheapestFor(catalog, filters, { tariffYear: before });
  if (!now || !then) return noOfferText(filters, tariffYear, before, now ? before : tariffYear);
  return fill(a.trendCheapest, {
    ...offerFields(now), criteria: criteriaText(filters), before, year: tariffYear, beforePremium: formatChf(then.monthlyPremium),
    difference: differenceText(then.monthlyPremium, now.monthlyPremium), change: percent(then.monthlyPremium, now.monthlyPremium),
    yearly: differenceText(then.monthlyPremium * 12, now.monthlyPremium * 12),
  });
}

/**
 * Both years are loaded, but one has no offer on these terms: most often a deductible above
 * the children's highest in the year the person still counted as a child (Art. 93 Abs. 1 KVV).
 */
function noOfferText(filters: AdvisorFilters, tariffYear: number, before: number, missing: number): string {
  const franchise = filters.franchiseAmount;
  const childMax = Math.max(...CHILD_FRANCHISES);
  if (franchise !== undefined && franchise > childMax && ageClassFor(filters.birthYear, missing) === "child") {
    return fill(a.trendNoOfferChild, { missing, birthYear: filters.birthYear, franchise: formatChfAmount(franchise), childMax: formatChfAmount(childMax), before, year: tariffYear });
  }
  return fill(a.trendNoOffer, { criteria: criteriaText(filters), missing, before, year: tariffYear });
}
