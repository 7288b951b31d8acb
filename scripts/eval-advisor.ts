/**
 * `npm run eval:advisor`: runs every conversation of tests/advisor/cases (`-- --fresh`: only
 * fresh.ts; `-- --heldout`: tests/advisor/heldout, or another folder with `--dir <folder>`;
 * `-- --heldout-v2`: the second held-out set; `-- --lang fr|it|en`: tests/advisor/lang/<language>;
 * `--only <id prefix>`, `--verbose` for every reply) through the rule engine on the real premium
 * index and prints per category the share right for the slots, the dialogue act, the action,
 * the CHF figures (computed here from the index) and "answered the question", with p50/p95 of a
 * turn. Failures are listed; exits with 1 when any share is below 95 %.
 */
import { processTurn } from "@/lib/advisor/engine";
import type { EngineDeps } from "@/lib/advisor/engine-deps";
import { tariffYearOf } from "@/lib/advisor/catalog-context";
import { initialState, type AdvisorState } from "@/lib/advisor/state";
import { formatChf } from "@/lib/domain/premium-value";
import { searchKnowledge } from "@/lib/knowledge/knowledge-search";
import { optimizeFranchiseFor } from "@/lib/advisor/franchise-optimization";
import { inReplyLanguage } from "@/lib/i18n/reply-language";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import type { Act, AdvisorCase, FieldExpectations, TurnExpectation } from "../tests/advisor/case-format";
import { ACT_OF_INTENT } from "@/lib/advisor/acts";
import { closeCatalog, loadCatalog } from "./advisor-catalog";
import { caseSetOf, loadCases } from "./advisor-eval/load-cases";
import { actualOf, fieldRight } from "./advisor-eval/fields";
import { expectedFigure, statesAmount, unequalSavings } from "./advisor-eval/figures";
import { Tally } from "./advisor-eval/tally";

const TARGET = 0.95;
const NOW = new Date("2026-11-22T12:00:00Z");

type EngineTurn = Awaited<ReturnType<typeof processTurn>> & { act?: Act };

/** What the person reads: the actions' messages, the look-up answer and the deductible optimisation the client fetches. */
function replyOf(turn: EngineTurn, catalog: SearchCatalog): string {
  const offers = turn.state.ausgewaehlt ? [turn.state.ausgewaehlt] : turn.state.angebote;
  const fetched = (action: EngineTurn["actions"][number]) => {
    if (action.type === "fetch_webinfo") return searchKnowledge(action.payload.query, "2026-11-22").content;
    if (action.type === "optimize_franchise" && offers[0]) {
      // The client asks in the page's language, which is the conversation's here.
      const outcome = inReplyLanguage(turn.state.sprache ?? "de", () => optimizeFranchiseFor(catalog, offers[0]!, action.payload.erwartete_kosten));
      return outcome.ok ? outcome.optimization.erklaerung : outcome.error;
    }
    return undefined;
  };
  return turn.actions.map((action) => [action.message, fetched(action)].filter(Boolean).join("\n\n")).join("\n\n");
}

const matches = (reply: string, pattern: string | RegExp) =>
  typeof pattern === "string" ? reply.toLowerCase().includes(pattern.toLowerCase()) : new RegExp(pattern.source, pattern.flags.includes("i") ? pattern.flags : `${pattern.flags}i`).test(reply);

async function main() {
  const argv = process.argv.slice(2);
  const set = caseSetOf(argv);
  const cases: AdvisorCase[] = await loadCases(set, argv);
  // `--verbose`: every reply in full, with the failures.
  const verbose = argv.includes("--verbose");
  const catalog = await loadCatalog();
  const deps: EngineDeps = { catalog, now: NOW, newIdempotencyKey: () => "eval-key-0123456789" };
  const tally = new Tally();
  const failures: string[] = [];
  const times: number[] = [];
  // CPU time of the turn: on a shared machine the wall time also counts other processes.
  const cpuTimes: { ms: number; what: string }[] = [];
  let messages = 0;

  for (const testCase of cases) {
    let state: AdvisorState = initialState();
    for (const [index, { user, expect }] of testCase.turns.entries()) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const turn = (await processTurn(user, state, deps)) as EngineTurn;
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTimes.push({ ms: (used.user + used.system) / 1000, what: `${testCase.id} «${user}»` });
      messages++;
      state = turn.state;
      if (verbose) console.log(`${testCase.id} ${index + 1} «${user}» [${turn.act}/${turn.actions.at(-1)?.type ?? "none"}] ${JSON.stringify({ frage: state.frage, personen: state.personen, thema: state.thema })}\n    ${replyOf(turn, catalog).replace(/\n+/g, " ⏎ ")}`);
      if (expect) {
        const problems = check(testCase, expect, turn, catalog, tariffYearOf(catalog, state.tarifjahr, NOW));
        if (problems.length) failures.push(`${testCase.id} [${testCase.category}] Zug ${index + 1} «${user}»\n      ${problems.join("\n      ")}\n      Antwort: ${replyOf(turn, catalog).replace(/\n+/g, " ⏎ ").slice(0, 400)}`);
      }
    }
  }

  function check(testCase: AdvisorCase, expect: TurnExpectation, turn: EngineTurn, cat: typeof catalog, tariffYear: number): string[] {
    const problems: string[] = [];
    const category = testCase.category;
    const reply = replyOf(turn, catalog);
    if (expect.fields) {
      const wrong = (Object.entries(expect.fields) as [keyof FieldExpectations, unknown][])
        .filter(([field, expected]) => expected !== undefined && !fieldRight(cat, turn.state, field, expected, tariffYear))
        .map(([field, expected]) => `${field}: erwartet ${JSON.stringify(expected)}, erhalten ${JSON.stringify(actualOf(turn.state, field, tariffYear))}`);
      tally.add(category, "fields", wrong.length === 0);
      problems.push(...wrong);
    }
    if (expect.act) {
      const act = turn.act ?? ACT_OF_INTENT[turn.intent];
      tally.add(category, "act", act === expect.act);
      if (act !== expect.act) problems.push(`Akt: erwartet ${expect.act}, erhalten ${act}`);
    }
    if (expect.action) {
      const action = turn.actions[turn.actions.length - 1]?.type ?? "none";
      tally.add(category, "action", action === expect.action);
      if (action !== expect.action) problems.push(`Aktion: erwartet ${expect.action}, erhalten ${action}`);
    }
    const figureProblems: string[] = [];
    for (const figure of expect.figures ?? []) {
      const amount = expectedFigure(cat, turn.state, tariffYear, figure);
      if (amount === undefined) figureProblems.push(`Zahl ${JSON.stringify(figure)}: im Index nicht bestimmbar (Zustand unvollständig)`);
      else if (!statesAmount(reply, amount)) figureProblems.push(`Zahl ${JSON.stringify(figure)}: ${formatChf(amount)} fehlt in der Antwort`);
    }
    const unequal = unequalSavings(cat, turn.state, tariffYear, reply);
    figureProblems.push(...unequal.map((sentence) => `Ersparnis nicht gleich verglichen: «${sentence}»`));
    if ((expect.figures?.length ?? 0) > 0 || unequal.length > 0) tally.add(category, "figures", figureProblems.length === 0);
    problems.push(...figureProblems);
    if (expect.answers || expect.notAnswers) {
      const missing = (expect.answers ?? []).filter((pattern) => !matches(reply, pattern)).map((p) => `fehlt: ${String(p)}`);
      const present = (expect.notAnswers ?? []).filter((pattern) => matches(reply, pattern)).map((p) => `darf nicht: ${String(p)}`);
      tally.add(category, "answered", missing.length + present.length === 0);
      problems.push(...missing, ...present);
    }
    return problems;
  }

  times.sort((x, y) => x - y);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  const conversations = cases.filter((c) => c.turns.length > 1).length;
  console.log(`Evaluation der Beratung (${set}): ${cases.length} Fälle, ${conversations} mit mehreren Zügen, ${messages} Nachrichten\n`);
  console.log(tally.table());
  console.log(`\nZeit pro Zug (Regel-Engine, im Prozess): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`);
  cpuTimes.sort((x, y) => x.ms - y.ms);
  const c = (q: number) => cpuTimes[Math.min(cpuTimes.length - 1, Math.floor(q * cpuTimes.length))]!.ms.toFixed(1);
  console.log(`CPU-Zeit pro Zug: p50 ${c(0.5)} ms, p95 ${c(0.95)} ms; am langsamsten: ${cpuTimes.slice(-3).reverse().map((t) => `${t.what} ${t.ms.toFixed(0)} ms`).join(", ")}`);
  if (failures.length) console.log(`\nFalsch (${failures.length}):\n  ${failures.join("\n  ")}`);
  await closeCatalog();
  process.exitCode = tally.below(TARGET) ? 1 : 0;
}

void main();
