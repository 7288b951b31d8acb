/**
 * `npm run eval:advisor`: runs the advisor's evaluation set (tests/advisor/eval-cases.ts)
 * through the rule engine on the real premium index and prints the share right per field,
 * per intent and for the action; wrong cases are listed. Exits with 1 below 95 % anywhere.
 */
import { processTurn } from "@/lib/advisor/engine";
import type { EngineDeps } from "@/lib/advisor/engine-deps";
import { initialState, type AdvisorState } from "@/lib/advisor/state";
import { foldForSearch } from "@/lib/domain/search-text";
import { evalCases, type EvalFields } from "../tests/advisor/eval-cases";
import { closeCatalog, loadCatalog } from "./advisor-catalog";

const TARGET = 0.95;
type Tally = Map<string, { right: number; total: number }>;
const count = (tally: Tally, key: string, right: boolean) => {
  const entry = tally.get(key) ?? { right: 0, total: 0 };
  entry.total++;
  if (right) entry.right++;
  tally.set(key, entry);
};

async function main() {
  const catalog = await loadCatalog();
  const deps: EngineDeps = { catalog, now: new Date("2026-11-22T12:00:00Z"), newIdempotencyKey: () => "eval-key-0123456789" };
  const fields: Tally = new Map();
  const intents: Tally = new Map();
  const actions: Tally = new Map();
  const wrong: string[] = [];
  const times: number[] = [];

  const fieldRight = (state: AdvisorState, field: keyof EvalFields, expected: unknown) => {
    if (field === "ort") {
      const wanted = foldForSearch(String(expected));
      return catalog.locations.localities(state.plz ?? "").some((l) => foldForSearch(l.name) === wanted || foldForSearch(l.municipality) === wanted);
    }
    return (state[field] ?? null) === expected;
  };

  for (const [index, testCase] of evalCases.entries()) {
    let state = initialState();
    for (const turn of testCase.turns ?? []) state = (await processTurn(turn, state, deps)).state;
    const started = performance.now();
    const turn = await processTurn(testCase.input, state, deps);
    times.push(performance.now() - started);
    const problems: string[] = [];
    for (const [field, expected] of Object.entries(testCase.fields ?? {}) as [keyof EvalFields, unknown][]) {
      if (expected === undefined) continue;
      const right = fieldRight(turn.state, field, expected);
      count(fields, field, right);
      if (!right) problems.push(`${field}: erwartet ${String(expected)}, erhalten ${String(field === "ort" ? `${turn.state.plz} ${turn.state.ort}` : turn.state[field])}`);
    }
    count(intents, testCase.intent, turn.intent === testCase.intent);
    if (turn.intent !== testCase.intent) problems.push(`Intent: erwartet ${testCase.intent}, erhalten ${turn.intent}`);
    const action = turn.actions[turn.actions.length - 1]?.type ?? "none";
    count(actions, "action", action === testCase.action);
    if (action !== testCase.action) problems.push(`Aktion: erwartet ${testCase.action}, erhalten ${action}`);
    if (problems.length) wrong.push(`#${index + 1} «${testCase.input}»${testCase.turns ? ` (nach ${testCase.turns.length} Nachrichten)` : ""}\n    ${problems.join("\n    ")}`);
  }

  const print = (title: string, tally: Tally) => {
    console.log(`\n${title}`);
    for (const [key, { right, total }] of [...tally].sort()) {
      console.log(`  ${key.padEnd(20)} ${String(right).padStart(4)}/${String(total).padEnd(4)} ${((100 * right) / total).toFixed(1)} %`);
    }
  };
  const messages = evalCases.reduce((sum, c) => sum + 1 + (c.turns?.length ?? 0), 0);
  console.log(`Evaluation der Beratung: ${evalCases.length} Fälle, ${messages} Nachrichten`);
  print("Felder", fields);
  print("Absichten", intents);
  print("Aktion", actions);
  times.sort((x, y) => x - y);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`\nZeit pro Zug (Regel-Engine, im Prozess): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms`);
  if (wrong.length) console.log(`\nFalsch (${wrong.length}):\n  ${wrong.join("\n  ")}`);
  const all = [...fields.values(), ...intents.values(), ...actions.values()];
  const below = all.some(({ right, total }) => right / total < TARGET);
  await closeCatalog();
  process.exitCode = below ? 1 : 0;
}

void main();
