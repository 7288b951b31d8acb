import { swissToday } from "@/lib/domain/calendar";
import { formatChf, formatChfAmount, roundRappen } from "@/lib/domain/premium-value";
import { switchDeadlines } from "@/lib/domain/switch-deadlines";
import { fill } from "@/lib/i18n/fill";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { CurrentInsurerComparison, PremiumResult } from "@/lib/catalog/types";
import type { AdvisorFilters } from "../actions";
import type { AdvisorState } from "../state";
import { modelName, productOf } from "./format";
import { cheapestFor, insurerProducts, searchFor } from "./situation";
import { dateText, texts } from "@/lib/advisor/texts";

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
  // The contract's own deductible when it was said apart from the one wanted ("300 Franchise …, was spare ich mit 2500?").
  const contractFranchise = state.aktuelle_franchise ?? undefined;
  const own = contractFranchise !== undefined && contractFranchise !== filters.franchiseAmount;
  // An amount paid today is this year's premium: the contract it is the premium of (in a year before the one compared, priced again for that year).
  const thisYear = Number(swissToday(now).slice(0, 4));
  const paidYear = state.aktuelle_praemie_jahr ?? thisYear;
  const acrossYears = stated !== null && paidYear < tariffYear && catalog.premiums.tariffYears.includes(paidYear);
  const matchYear = acrossYears ? paidYear : tariffYear;
  const contract = stated !== null ? contractOfStated(catalog, filters, filters.currentInsurerCode, stated, matchYear, contractFranchise ?? filters.franchiseAmount) : undefined;
  const comparison = contract
    ? searchFor(catalog, filters, { tariffYear, modelCode: contract.model.code, franchiseAmount: contract.franchise.amount, currentModelCode: contract.model.code })?.currentInsurer
    : ((own ? undefined : known) ?? searchFor(catalog, filters, { tariffYear, ...(own ? { franchiseAmount: contractFranchise } : {}) })?.currentInsurer);
  if (!comparison) return null;
  const parts: string[] = [];
  const model = comparison.model;
  const next = contract && acrossYears ? (sameTariff(catalog, filters, contract, tariffYear) ?? comparison.premium) : comparison.premium;
  const bag = next?.monthlyPremium;
  // What is assumed about the contract is said once; the figures below name model and deductible anyway.
  if (!contract && comparison.modelAssumed && !assumptionsSaid) parts.push(e.currentModelAssumed);
  if (!contract && comparison.franchiseAssumed && !assumptionsSaid) parts.push(fill(e.currentFranchiseAssumed, { franchise: formatChfAmount(comparison.franchise) }));
  // An amount in the year compared that no product of the insurer has (supplementary cover, a subsidy, another contract) is not compared as if it were one.
  const mismatch = stated !== null && !acrossYears && !contract && bag !== undefined && Math.abs(bag - stated) >= 1;
  if (stated !== null) {
    parts.push(paidYear > thisYear ? fill(a.currentStatedYear, { stated: formatChf(stated), year: paidYear }) : fill(a.currentStated, { stated: formatChf(stated) }));
    if (contract) parts.push(fill(a.currentStatedContract, { year: matchYear, insurer: comparison.insurer.name, product: productOf(contract), franchise: formatChfAmount(contract.franchise.amount), premium: formatChf(contract.monthlyPremium) }));
    else if (acrossYears) parts.push(fill(a.currentStatedNoMatch, { stated: formatChf(stated), insurer: comparison.insurer.name, year: paidYear }), a.currentStatedWhy);
    // In the year compared the person's own amount counts; where it differs from the insurer's premium, both are said and why it may.
    else if (mismatch) parts.push(fill(a.currentStatedDiffers, { insurer: comparison.insurer.name, year: tariffYear, premium: formatChf(bag!) }), stated > bag! ? a.currentStatedAbove : a.currentStatedBelow);
    if (!contract && (acrossYears || mismatch) && (!state.aktuelles_modell || state.aktuelle_franchise == null)) parts.push(a.currentStatedAskContract);
  }
  // Staying in the year the amount is paid is the amount itself: the insurer's premium is not said again as what staying costs.
  if (next && !(stated !== null && !acrossYears)) {
    parts.push(fill(e.currentStays, { year: tariffYear, insurer: comparison.insurer.name, product: productOf({ model: { code: next.model, tariffName: next.tariffName } }), franchise: formatChfAmount(comparison.franchise), premium: formatChf(next.monthlyPremium) }));
  } else if (!next) parts.push(fill(e.currentNotOffered, { insurer: comparison.insurer.name, year: tariffYear, place: filters.postalCode, model: modelName(model) }));
  // Staying costs what the person pays in the year compared: the stated amount in the same year, the contract's price (or the BAG premium) in a later one.
  const paying = acrossYears ? bag : (stated ?? bag);
  // Like for like: the same model and deductible as the current contract (cover is the filters').
  const best = cheapestFor(catalog, filters, { tariffYear, modelCode: model, franchiseAmount: comparison.franchise });
  // The insurer itself is the cheapest like for like: whatever the person pays more is no saving of a switch.
  if (best && best.insurer.code === comparison.insurer.code) parts.push(fill(a.currentCheapestIsOwn, { insurer: comparison.insurer.name, offerPremium: formatChf(best.monthlyPremium) }));
  else if (paying !== undefined && best) {
    const monthly = roundRappen(paying - best.monthlyPremium);
    if (monthly > 0) parts.push(fill(a.currentSaving, { offer: best.insurer.name, offerPremium: formatChf(best.monthlyPremium), monthly: formatChf(monthly), yearly: formatChf(Math.round(monthly * 1200) / 100) }));
    // Paying less than every comparable offer: both figures, and that a switch does not pay.
    else if (monthly < 0) parts.push(fill(acrossYears ? a.currentNoSavingNext : a.currentNoSavingBy, { offer: best.insurer.name, offerPremium: formatChf(best.monthlyPremium), difference: formatChf(-monthly), year: tariffYear }));
    else parts.push(a.currentNoSaving);
  }
  // Today's amount against next year's offer is a fact worth saying, never called a saving: the premiums of the year compared are others.
  if (stated !== null && acrossYears && best) {
    const difference = roundRappen(best.monthlyPremium - stated);
    if (difference !== 0) parts.push(fill(difference > 0 ? a.currentStatedBelowOffer : a.currentStatedAboveOffer, { offer: best.insurer.name, year: tariffYear, stated: formatChf(stated), difference: formatChf(Math.abs(difference)) }));
  }
  // The offer asked for with another model or deductible: its saving only with the extra deductible said in the same sentence.
  const wished = filters.franchiseAmount !== undefined && filters.franchiseAmount !== comparison.franchise ? cheapestFor(catalog, filters, { tariffYear }) : undefined;
  if (paying !== undefined && wished && wished.franchise.amount > comparison.franchise) {
    const monthly = roundRappen(paying - wished.monthlyPremium);
    if (monthly > 0) {
      parts.push(fill(a.currentSavingWithRisk, {
        model: modelName(wished.model.code), franchise: formatChfAmount(wished.franchise.amount), offer: wished.insurer.name, offerPremium: formatChf(wished.monthlyPremium),
        monthly: formatChf(monthly), yearly: formatChf(Math.round(monthly * 1200) / 100), extra: formatChfAmount(wished.franchise.amount - comparison.franchise),
      }));
    }
  }
  parts.push(deadlineText(comparison.insurer.name, tariffYear, now));
  return parts.join(" ");
}

/** The person's situation without the current insurer (its comparison is not needed to list products). */
const plainFilters = ({ currentInsurerCode: _insurer, currentModelCode: _model, ...filters }: AdvisorFilters): AdvisorFilters => filters;

/**
 * The product a stated monthly amount is the premium of: the insurer's products in the year it
 * is paid (the contract's model and deductible where known) within rounding of the amount
 * (CHF 0.10 when given with Rappen, else 1 % and at least CHF 1.50). None when nothing fits (a
 * model or deductible said is never overridden) or when products of different models or
 * deductibles fit equally well: then it is not guessed.
 */
export function contractOfStated(catalog: SearchCatalog, filters: AdvisorFilters, code: string, stated: number, year: number, franchise?: number): PremiumResult | undefined {
  const tolerance = Number.isInteger(stated) ? Math.max(1.5, stated * 0.01) : 0.1;
  const model = filters.currentModelCode;
  const fitting = insurerProducts(catalog, plainFilters(filters), code, { tariffYear: year, modelCode: model ?? null, franchiseAmount: franchise ?? null })
    .map((premium) => ({ premium, distance: Math.abs(premium.monthlyPremium - stated) }))
    .filter(({ distance }) => distance <= tolerance)
    .sort((x, y) => x.distance - y.distance);
  const first = fitting[0];
  if (!first) return undefined;
  const rival = fitting.find(({ premium, distance }) => distance - first.distance < 0.05 && (premium.model.code !== first.premium.model.code || premium.franchise.amount !== first.premium.franchise.amount));
  return rival ? undefined : first.premium;
}

/** The same contract in another year: the same insurer, model, deductible and tariff (its cheapest product of the model where the tariff is gone). */
function sameTariff(catalog: SearchCatalog, filters: AdvisorFilters, contract: PremiumResult, tariffYear: number) {
  const products = insurerProducts(catalog, plainFilters(filters), contract.insurer.code, { tariffYear, modelCode: contract.model.code, franchiseAmount: contract.franchise.amount });
  const same = products.find((premium) => premium.model.tariffName === contract.model.tariffName) ?? products[0];
  return same && { monthlyPremium: same.monthlyPremium, annualPremium: same.annualPremium, tariffName: same.model.tariffName, model: same.model.code };
}

/** The notice deadline for the switch into the tariff year (or the next one, once it has passed). */
export function deadlineText(insurer: string, tariffYear: number, now: Date): string {
  const today = swissToday(now);
  const terms = switchDeadlines(tariffYear, today);
  const open = terms.yearEnd.open ? terms.yearEnd : terms.followingYearEnd;
  // After the recommended posting day the letter must go at once (or be handed in): a date already past is not advised.
  const text = fill(today > open.postBy ? a.deadlineTight : a.deadline, { insurer, switchDate: dateText(open.switchDate), deadline: dateText(open.deadline), postBy: dateText(open.postBy) });
  return terms.yearEnd.open ? text : `${fill(a.deadlinePassed, { missedDate: dateText(terms.yearEnd.switchDate), switchDate: dateText(open.switchDate), deadline: dateText(open.deadline) })}`;
}
