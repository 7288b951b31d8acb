import type { AdvisorCase } from "../../case-format";
import { cases as advice } from "./advice";
import { cases as more } from "./more";
import { cases as round15 } from "./round15";
import { cases as situations } from "./situations";

/** French cases (Swiss Romand typing); the reply is expected in French. */
export const frCases: AdvisorCase[] = [...situations, ...advice, ...more, ...round15].map((c) => ({ ...c, language: "fr" }));
