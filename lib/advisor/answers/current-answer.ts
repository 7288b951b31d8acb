import { formatDateLong, swissToday } from "@/lib/domain/calendar";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import { switchDeadlines } from "@/lib/domain/switch-deadlines";
import { fill } from "@/lib/i18n/fill";
import texts from "@/lib/i18n/messages/de/advisor.json";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { CurrentInsurerComparison } from "@/lib/catalog/types";
import type { AdvisorFilters } from "../actions";
import type { AdvisorState } from "../state";
import { modelName } from "./format";
import { cheapestFor, searchFor } from "./situation";

/**
 * What staying costs against switching, like for like: the current insurer's premium (or the
 * one the person states) against the cheapest offer of the same model, deductible and accident
 * cover, never against an offer with a higher deductible. With the notice deadline of Art. 7
 * KVG from switchDeadlines.
 */
const a = texts.answers;
const e = texts.engine;

export function currentAnswer(catalog: SearchCatalog, filters: AdvisorFilters, state: AdvisorState, tariffYear: number, now: Date, known?: CurrentInsurerComparison, assumptionsSaid = false): string | null {
  const stated = state.aktuelle_praemie ?? null;
  if (!filters.currentInsurerCode) return stated === null ? null : [fill(a.currentStated, { stated: formatChf(stated) }), a.currentAskInsurer].join(" ");
  const comparison = known ?? searchFor(catalog, filters, { tariffYear })?.currentInsurer;
  if (!comparison) return null;
  const parts: string[] = [];
  const model = comparison.model;
  const bag = comparison.premium?.monthlyPremium;
  // What is assumed about the contract is said once; the figures below name model and deductible anyway.
  if (comparison.modelAssumed && !assumptionsSaid) parts.push(e.currentModelAssumed);
  if (comparison.franchiseAssumed && !assumptionsSaid) parts.push(fill(e.currentFranchiseAssumed, { franchise: formatChfAmount(comparison.franchise) }));
  if (comparison.premium) {
    const product = [modelName(comparison.premium.model), comparison.premium.tariffName].filter((name, i, all) => name && all.indexOf(name) === i).join(", ");
    parts.push(fill(e.currentStays, { year: tariffYear, insurer: comparison.insurer.name, product, franchise: formatChfAmount(comparison.franchise), premium: formatChf(comparison.premium.monthlyPremium) }));
  } else parts.push(fill(e.currentNotOffered, { insurer: comparison.insurer.name, year: tariffYear, place: filters.postalCode, model: modelName(model) }));
  if (stated !== null) {
    parts.push(fill(a.currentStated, { stated: formatChf(stated) }));
    if (bag !== undefined && Math.abs(bag - stated) >= 1) parts.push(fill(a.currentStatedDiffers, { insurer: comparison.insurer.name, year: tariffYear, premium: formatChf(bag) }));
  }
  const paying = stated ?? bag;
  // Like for like: the same model and deductible as the current contract (cover is the filters').
  const best = cheapestFor(catalog, filters, { tariffYear, modelCode: model, franchiseAmount: comparison.franchise });
  if (paying !== undefined && best) {
    const monthly = Math.round((paying - best.monthlyPremium) * 100) / 100;
    if (monthly > 0) parts.push(fill(a.currentSaving, { offer: best.insurer.name, offerPremium: formatChf(best.monthlyPremium), monthly: formatChf(monthly), yearly: formatChf(Math.round(monthly * 1200) / 100) }));
    // Paying less than every comparable offer: both figures, and that a switch does not pay.
    else if (monthly < 0) parts.push(fill(a.currentNoSavingBy, { offer: best.insurer.name, offerPremium: formatChf(best.monthlyPremium), difference: formatChf(-monthly) }));
    else parts.push(a.currentNoSaving);
  }
  parts.push(deadlineText(comparison.insurer.name, tariffYear, now));
  return parts.join(" ");
}

/** The notice deadline for the switch into the tariff year (or the next one, once it has passed). */
export function deadlineText(insurer: string, tariffYear: number, now: Date): string {
  const today = swissToday(now);
  const terms = switchDeadlines(tariffYear, today);
  const open = terms.yearEnd.open ? terms.yearEnd : terms.followingYearEnd;
  const text = fill(a.deadline, { insurer, switchDate: formatDateLong(open.switchDate), deadline: formatDateLong(open.deadline), postBy: formatDateLong(open.postBy) });
  return terms.yearEnd.open ? text : `${fill(a.deadlinePassed, { missedDate: formatDateLong(terms.yearEnd.switchDate), switchDate: formatDateLong(open.switchDate), deadline: formatDateLong(open.deadline) })}`;
}
