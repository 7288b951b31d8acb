import type { AdvisorCase } from "../case-format";
import { cases as currentAndFamily } from "./current-and-family";
import { cases as correctionsAndQuotes } from "./corrections-and-quotes";
import { cases as lookupsAndModels } from "./lookups-and-models";
import { cases as placeAndNumbers } from "./place-and-numbers";
import { cases as pricesAndInsurers } from "./prices-and-insurers";
import { cases as smalltalkAndHostile } from "./smalltalk-and-hostile";
import { cases as tariffYears } from "./tariff-years";

/** The held-out set: never tuned against; run with `npm run eval:advisor -- --heldout`. */
export const heldoutCases: AdvisorCase[] = [
  ...placeAndNumbers,
  ...pricesAndInsurers,
  ...tariffYears,
  ...currentAndFamily,
  ...lookupsAndModels,
  ...correctionsAndQuotes,
  ...smalltalkAndHostile,
];
