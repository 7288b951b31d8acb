import { MockLanguageModelV3 } from "ai/test";
import { processTurn } from "@/lib/advisor/engine";
import type { EngineDeps } from "@/lib/advisor/engine-deps";
import { advisorTurnWithModel } from "@/lib/advisor/llm/llm-advisor";
import { tariffYearOf } from "@/lib/advisor/catalog-context";
import { initialState, type AdvisorState } from "@/lib/advisor/state";
import { closeDatabase } from "@/lib/db";
import { getCatalog, resetCatalog, type Catalog } from "@/lib/catalog/catalog";
import { prepareCatalog } from "@/lib/importer/startup-import";
import { expectedFigure, statesAmount, unequalSavings } from "../../../scripts/advisor-eval/figures";
import type { AdvisorCase } from "../../advisor/case-format";
import { developmentCases } from "../../advisor/cases";
import { usePremiumData } from "../../support/premium-data";
import { say, toolCall } from "../../support/mock-model-steps";

/**
 * The language-model path on a representative subset of the evaluation: a scripted mock model
 * calls the tool a good model would call for the case and then says what the tool returned. The
 * reply must pass the case's checks (answers, figures computed from the index, like-for-like
 * savings), and the path itself drops any amount no tool returned.
 */
let deps: EngineDeps;
let catalog: Catalog;
beforeAll(async () => {
  await usePremiumData();
  await prepareCatalog();
  catalog = (await getCatalog()) as Catalog;
  deps = { catalog, now: new Date("2026-11-22T12:00:00Z"), newIdempotencyKey: () => "llm-eval-key-0123456789" };
}, 300_000);
afterAll(async () => {
  resetCatalog();
  await closeDatabase();
});


type PromptPart = { type?: string; output?: { type?: string; value?: unknown } };

/** What the model says after the tool: the tool's answer, or for a search the cheapest offer. */
function replyFromToolResult(prompt: readonly { content: unknown }[]): string {
  const parts = prompt.flatMap((message) => (Array.isArray(message.content) ? (message.content as PromptPart[]) : []));
  const output = parts.filter((part) => part.type === "tool-result").map((part) => part.output?.value as Record<string, unknown> | undefined).at(-1);
  if (typeof output?.antwort === "string") return output.antwort;
  const first = (output?.angebote as { versicherer: string; monatspraemie: number }[] | undefined)?.[0];
  return first ? `Am günstigsten ist ${first.versicherer} mit CHF ${first.monatspraemie.toFixed(2)} pro Monat.` : "Dazu habe ich nichts gefunden.";
}

const situation = (state: AdvisorState) => ({ postalCode: state.plz!, birthYear: state.geburtsjahr!, ...(state.franchise != null ? { franchiseAmount: state.franchise } : {}), ...(state.modell ? { modelCode: state.modell } : {}) });

/** The case id and the tool call a good model makes for its last message. */
const SCRIPT: Record<string, (state: AdvisorState) => [string, Record<string, unknown>]> = {
  "price-2": (s) => ["sucheAngebote", { ...situation(s), franchiseAmount: 2500 }],
  "insurer-1": (s) => ["kassePruefen", { ...situation(s), modelCode: "telmed", franchiseAmount: 1500, kasse: "Helsana", frage: "preis" }],
  "insurer-2": (s) => ["kassePruefen", { ...situation(s), kasse: "KPT", frage: "guenstigste" }],
  "model-1": (s) => ["modelleVergleichen", { ...situation(s), modelle: ["hmo", "telmed"] }],
  "year-2": (s) => ["praemienEntwicklung", situation(s)],
  "lookup-1": () => ["fakten", { frage: "bis wann muss ich kündigen?" }],
  "lookup-3": () => ["fakten", { frage: "Prämienverbilligung im Kanton Bern, wo beantrage ich die?" }],
  "lookup-7": () => ["fakten", { frage: "ich wohne in liechtenstein" }],
  // Round 3: households through the household search, Swiss German look-ups, the trend between two years.
  "r3-family-1": (s) => ["haushaltBerechnen", { postalCode: s.plz!, personen: s.personen.map((p) => ({ birthYear: p.geburtsjahr, rolle: p.rolle })), franchiseAmount: 1500 }],
  "r3-family-5": (s) => ["haushaltBerechnen", { postalCode: s.plz!, personen: s.personen.map((p) => ({ birthYear: p.geburtsjahr, rolle: p.rolle })) }],
  "r3-price-2": (s) => ["sucheAngebote", situation(s)],
  "r3-lookup-1": () => ["fakten", { frage: "chönt i prämieverbilligung übercho?" }],
  "r3-lookup-2": () => ["fakten", { frage: "zahlt d grundversicherig e brülle?" }],
  "r3-lookup-5": () => ["fakten", { frage: "was isch eigentlich hmo?" }],
  "r3-year-3": (s) => ["praemienEntwicklung", { ...situation(s), praemienjahr: 2027 }],
};

const matches = (reply: string, pattern: string | RegExp) => (typeof pattern === "string" ? reply.toLowerCase().includes(pattern.toLowerCase()) : new RegExp(pattern.source, "i").test(reply));

describe("the language-model path on the evaluation's cases", () => {
  const cases = developmentCases.filter((c) => c.id in SCRIPT);
  it("covers the subset it names", () => expect(cases.map((c) => c.id).sort()).toEqual(Object.keys(SCRIPT).sort()));

  it.each(cases.map((c): [string, AdvisorCase] => [c.id, c]))("%s: answers the question with figures from the index", async (_id, testCase) => {
    let state = initialState();
    for (const turn of testCase.turns.slice(0, -1)) state = (await processTurn(turn.user, state, deps)).state;
    const last = testCase.turns.at(-1)!;
    const [toolName, input] = SCRIPT[testCase.id]!(state);
    const model = new MockLanguageModelV3({
      doGenerate: async ({ prompt }) => (JSON.stringify(prompt).includes("tool-result") ? say(replyFromToolResult(prompt as { content: unknown }[])) : toolCall(toolName, input)),
    });
    const answer = await advisorTurnWithModel(last.user, state, deps, model);
    expect(answer).not.toBeNull();
    const reply = answer!.actions.map((action) => action.message ?? "").join("\n\n");
    const expect_ = last.expect!;
    for (const pattern of expect_.answers ?? []) expect(matches(reply, pattern)).toBe(true);
    for (const pattern of expect_.notAnswers ?? []) expect(matches(reply, pattern)).toBe(false);
    const after = { ...state, ...answer!.state, ...(last.expect?.fields?.model ? { modell: last.expect.fields.model } : {}), ...(last.expect?.fields?.franchise ? { franchise: last.expect.fields.franchise } : {}) };
    const tariffYear = tariffYearOf(catalog, after.tarifjahr, deps.now);
    for (const figure of expect_.figures ?? []) {
      const amount = expectedFigure(catalog, after, tariffYear, figure);
      expect(amount).toBeDefined();
      expect(statesAmount(reply, amount!)).toBe(true);
    }
    expect(unequalSavings(catalog, after, tariffYear, reply)).toEqual([]);
  });
});
