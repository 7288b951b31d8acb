import { ACT_OF_INTENT } from "@/lib/advisor/acts";
import type { Act, AdvisorCase, Category, FieldExpectations } from "../case-format";
import { evalCases, type EvalCase } from "../eval-cases";

/**
 * The first evaluation set (tests/advisor/eval-cases.ts) in the case format: the earlier turns
 * become turns without expectations, the last one carries the old expectations. Old intents map
 * onto dialogue acts; the old slot names onto the format's.
 */

function categoryOf(testCase: EvalCase): Category {
  const { intent, fields } = testCase;
  if (fields?.aktuelle_kasse) return "current-insurer";
  if (["greeting", "thanks"].includes(intent)) return "smalltalk";
  if (intent === "other") return testCase.turns ? "quote" : "offtopic-hostile";
  if (intent === "question") return "lookup";
  if (["select_offer", "request_quote", "decline", "offer_data", "cancel"].includes(intent)) return "quote";
  if (intent === "optimize_franchise") return "numbers";
  if (intent === "change_criteria" || intent === "reset") return "corrections";
  return "place-age";
}

function fieldsOf(old: EvalCase["fields"]): FieldExpectations | undefined {
  if (!old) return undefined;
  const fields: FieldExpectations = {};
  if (old.plz !== undefined) fields.plz = old.plz;
  if (old.ort !== undefined) fields.ort = old.ort;
  if (old.geburtsjahr !== undefined) fields.birthYear = old.geburtsjahr;
  if (old.modell !== undefined) fields.model = old.modell;
  if (old.franchise !== undefined) fields.franchise = old.franchise;
  if (old.unfalldeckung !== undefined) fields.accident = old.unfalldeckung;
  if (old.erwartete_kosten !== undefined) fields.expectedCosts = old.erwartete_kosten;
  if (old.aktuelle_kasse !== undefined) fields.currentInsurer = old.aktuelle_kasse;
  if (old.aktuelles_modell !== undefined) fields.currentModel = old.aktuelles_modell;
  return fields;
}

/**
 * Where the acts say more than the old intents: naming one's current insurer after the offers is
 * information about oneself (provide_info), a "was kostet …" message asks a price (ask_price).
 */
function actOf(testCase: EvalCase): Act {
  const act = ACT_OF_INTENT[testCase.intent];
  if (act === "change" && testCase.fields?.aktuelle_kasse && !testCase.fields.modell) return "provide_info";
  if ((act === "provide_info" || act === "change") && /\b(?:was kostet|wie viel|wieviel)\b/i.test(testCase.input)) return "ask_price";
  return act;
}

/**
 * A look-up is now answered in the turn where the fact list covers it (ai_response) and fetched
 * from the information pages otherwise (fetch_webinfo): either action is right for a question,
 * so the old action is not checked there; the answer is checked by the new look-up cases.
 */
const actionOf = (testCase: EvalCase) => (testCase.intent === "question" ? {} : { action: testCase.action });

export const migratedCases: AdvisorCase[] = evalCases.map((testCase, index) => ({
  id: `old-${index + 1}`,
  category: categoryOf(testCase),
  turns: [
    ...(testCase.turns ?? []).map((user) => ({ user })),
    { user: testCase.input, expect: { ...(testCase.fields ? { fields: fieldsOf(testCase.fields) } : {}), act: actOf(testCase), ...actionOf(testCase) } },
  ],
}));
