import type { AdvisorCase } from "../case-format";
import { cases as correctionsAndQuotes } from "./corrections-and-quotes";
import { cases as currentAndFamily } from "./current-and-family";
import { cases as longConversations } from "./long-conversations";
import { cases as lookupsAndModels } from "./lookups-and-models";
import { cases as numbersAndYears } from "./numbers-and-years";
import { cases as placeAndDialect } from "./place-and-dialect";
import { cases as pricesAndInsurers } from "./prices-and-insurers";
import { cases as smalltalkAndHostile } from "./smalltalk-and-hostile";

/**
 * The second German held-out set: written apart from the engine (without reading it or the
 * development cases) the way people in Switzerland type, and never tuned against. Calendar:
 * November 2026, so the 2027 premiums are next year's and the notice deadline is 30 November.
 */
export const heldoutV2Cases: AdvisorCase[] = [
  ...placeAndDialect,
  ...numbersAndYears,
  ...pricesAndInsurers,
  ...currentAndFamily,
  ...lookupsAndModels,
  ...correctionsAndQuotes,
  ...smalltalkAndHostile,
  ...longConversations,
];
