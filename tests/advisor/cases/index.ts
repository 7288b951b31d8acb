import type { AdvisorCase } from "../case-format";
import { migratedCases } from "./migrated";
import { peopleCases } from "./people";
import { questionCases } from "./questions";
import { round3Cases } from "./round3";
import { moreCorrectionCases, ruleCases } from "./rules";
import { talkCases } from "./talk";

/** The development set (fresh.ts is scored apart and never tuned against). */
export const developmentCases: AdvisorCase[] = [...migratedCases, ...questionCases, ...peopleCases, ...ruleCases, ...moreCorrectionCases, ...talkCases, ...round3Cases];
