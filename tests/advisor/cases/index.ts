import type { AdvisorCase } from "../case-format";
import { migratedCases } from "./migrated";
import { peopleCases } from "./people";
import { questionCases } from "./questions";
import { round3Cases } from "./round3";
import { round4Cases, round4FamilyDeductibleCases, round4QuoteCases, round4RuleCases } from "./round4";
import { moreCorrectionCases, ruleCases } from "./rules";
import { talkCases } from "./talk";
import { languageCases } from "./languages";
import { round5Cases } from "./round5";
import { round6Cases } from "./round6";
import { round7Cases } from "./round7";
import { round8Cases } from "./round8";
import { round9Cases } from "./round9";
import { round10Cases } from "./round10";
import { round11Cases, round11LanguageCases } from "./round11";
import { round12Cases } from "./round12";
import { round13Cases } from "./round13";
import { round14Cases } from "./round14";
import { round15Cases } from "./round15";
import { round16Cases } from "./round16";
import { round17Cases } from "./round17";
import { round18Cases } from "./round18";
import { round19Cases } from "./round19";
import { round20Cases } from "./round20";
import { round21Cases } from "./round21";

/** The development set (fresh.ts is scored apart and never tuned against). */
export const developmentCases: AdvisorCase[] = [...migratedCases, ...questionCases, ...peopleCases, ...ruleCases, ...moreCorrectionCases, ...talkCases, ...round3Cases, ...round4Cases, ...round4FamilyDeductibleCases, ...round4QuoteCases, ...round4RuleCases, ...languageCases, ...round5Cases, ...round6Cases, ...round7Cases, ...round8Cases, ...round9Cases, ...round10Cases, ...round11Cases, ...round11LanguageCases, ...round12Cases, ...round13Cases, ...round14Cases, ...round15Cases, ...round16Cases, ...round17Cases, ...round18Cases, ...round19Cases, ...round20Cases, ...round21Cases];
