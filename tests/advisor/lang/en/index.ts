import type { AdvisorCase } from "../../case-format";
import { cases } from "./cases";

/** English cases; the reply is expected in English. */
export const enCases: AdvisorCase[] = cases.map((c) => ({ ...c, language: "en" }));
