import type { PremiumSearchInput } from "@/lib/validations/premiums";
import type { CalculatorQuery } from "./url-state";

/** Results per request; more are loaded page by page (limit 50). */
export const PAGE_SIZE = 50;

/** The request of POST /api/premiums/search for a calculator search (all chosen models). */
export const toSearchRequest = (query: CalculatorQuery, offset = 0): PremiumSearchInput => ({
  postalCode: query.postalCode,
  birthYear: query.birthYear,
  limit: PAGE_SIZE,
  offset,
  sortBy: query.sortBy,
  franchiseAmount: query.franchise,
  accidentCoverage: query.accidentCoverage,
  modelCodes: query.models,
  ...(query.bfsNumber === undefined ? {} : { bfsNumber: query.bfsNumber }),
  ...(query.tariffYear === undefined ? {} : { tariffYear: query.tariffYear }),
  ...(query.currentInsurer === undefined ? {} : { currentInsurerCode: query.currentInsurer }),
  ...(query.currentInsurer !== undefined && query.currentModel !== undefined ? { currentModelCode: query.currentModel } : {}),
  gender: "M",
});
