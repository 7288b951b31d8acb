import type { AdvisorCase } from "../../case-format";
import { cases as advice } from "./advice";
import { cases as more } from "./more";
import { cases as round15 } from "./round15";
import { cases as situations } from "./situations";

/** Italian cases (Ticino and Italian-speaking Graubünden); the reply is expected in Italian. */
export const itCases: AdvisorCase[] = [...situations, ...advice, ...more, ...round15].map((c) => ({ ...c, language: "it" }));
