/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { CATEGORIES, type AdvisorCase, type CaseLanguage, type FieldExpectations } from "@/tests/advisor/case-format";
import { heldoutV2Cases } from "@/tests/advisor/heldout-v2";
import { enCases } from "@/tests/advisor/lang/en";
import { frCases } from "@/tests/advisor/lang/fr";
import { itCases } from "@/tests/advisor/lang/it";

const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");
const FRANCHISES = new Set([0, 100, 200, 300, 400, 500, 600, 1000, 1500, 2000, 2500]);

type CaseSet = {
  name: string;
  cases: AdvisorCase[];
  language: CaseLanguage;
  idPrefix: string;
  conversations: number;
  messages: number;
  perCategory: number;
  /** Replies that answer nothing: no `answers` pattern may accept them. */
  generic: string[];
};

const SETS: CaseSet[] = [
  {
    name: "German held-out v2",
    cases: heldoutV2Cases,
    language: "de",
    idPrefix: "h2",
    conversations: 100,
    messages: 220,
    perCategory: 6,
    generic: ["Gerne helfe ich dir weiter.", "Wie kann ich dir helfen?"],
  },
  {
    name: "French",
    cases: frCases,
    language: "fr",
    idPrefix: "fr",
    conversations: 25,
    messages: 100,
    perCategory: 2,
    generic: ["Je suis là pour t'aider.", "Comment puis-je t'aider ?"],
  },
  {
    name: "Italian",
    cases: itCases,
    language: "it",
    idPrefix: "it",
    conversations: 25,
    messages: 100,
    perCategory: 2,
    generic: ["Sono qui per aiutarti.", "Come posso aiutarti?"],
  },
  { name: "English", cases: enCases, language: "en", idPrefix: "en", conversations: 14, messages: 50, perCategory: 2, generic: ["Happy to help.", "How can I help you?"] },
];

const csvColumn = (file: string, column: string): string[] => {
  const [header = "", ...rows] = readFileSync(path.join(DATA_DIR, file), "utf8").trim().split("\n");
  const index = header.split(",").indexOf(column);
  // Split on commas outside quotes: the insurer list quotes fields that hold commas.
  return rows.map((row) => row.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)[index] ?? "");
};
const expectations = (c: AdvisorCase) => c.turns.flatMap((turn) => (turn.expect ? [turn.expect] : []));
const matches = (pattern: string | RegExp, text: string) =>
  typeof pattern === "string" ? text.toLowerCase().includes(pattern.toLowerCase()) : new RegExp(pattern.source, pattern.flags).test(text);

describe.each(SETS)("the $name cases", ({ cases, language, idPrefix, conversations, messages, perCategory, generic }) => {
  const allFields = (): FieldExpectations[] => cases.flatMap((c) => expectations(c).flatMap((e) => (e.fields ? [e.fields] : [])));

  it(`hold at least ${messages} messages in at least ${conversations} conversations`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(conversations);
    expect(cases.reduce((sum, c) => sum + c.turns.length, 0)).toBeGreaterThanOrEqual(messages);
  });

  it(`cover every category with ${perCategory} conversations or more`, () => {
    for (const category of CATEGORIES) {
      const count = cases.filter((c) => c.category === category).length;
      expect([category, count >= perCategory]).toEqual([category, true]);
    }
  });

  it(`are written in ${language}`, () => {
    for (const c of cases) expect([c.id, c.language ?? "de"]).toEqual([c.id, language]);
  });

  it("have unique ids named after their category", () => {
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of cases) expect(c.id).toMatch(new RegExp(`^${idPrefix}(?:-r\\d+)?-${c.category}-\\d+$`));
  });

  it("use real four-digit postal codes and place names", () => {
    const known = new Set(csvColumn("plz_gemeinde_praemienregion_2026.csv", "PLZ4"));
    const places = new Set(["Ortschaftsname", "Gemeindename"].flatMap((column) => csvColumn("plz_gemeinde_praemienregion_2026.csv", column)));
    for (const { plz } of allFields().filter((f) => f.plz !== undefined)) expect([plz, /^\d{4}$/.test(plz!) && known.has(plz!)]).toEqual([plz, true]);
    for (const { ort } of allFields().filter((f) => f.ort !== undefined)) expect([ort, places.has(ort!)]).toEqual([ort, true]);
  });

  it("name insurers that exist in the BAG list, by name or number", () => {
    const codes = csvColumn("insurers_bag.csv", "Versicherer");
    const names = csvColumn("insurers_bag.csv", "Name_in_Praemiendaten_2026").filter(Boolean);
    const known = new Set([...codes, ...names].map((n) => n.toLowerCase()));
    const named = [
      ...allFields().flatMap((f) => [f.currentInsurer, f.namedInsurer]),
      ...cases.flatMap((c) => expectations(c).flatMap((e) => (e.figures ?? []).map((f) => f.insurer))),
    ].filter((n): n is string => typeof n === "string");
    for (const name of named) expect([name, known.has(name.toLowerCase())]).toEqual([name, true]);
  });

  it("expect plausible birth years, deductibles and at most one writer per household", () => {
    const figureYears = cases.flatMap((c) => expectations(c).flatMap((e) => (e.figures ?? []).flatMap((f) => (f.birthYear ? [f.birthYear] : []))));
    for (const f of allFields()) {
      const years = [f.birthYear, ...(f.persons ?? []).map((p) => p.birthYear)].filter((y): y is number => y !== undefined);
      for (const year of [...years, ...figureYears]) expect(year >= 1900 && year <= 2026).toBe(true);
      if (typeof f.franchise === "number") expect([f.franchise, FRANCHISES.has(f.franchise)]).toEqual([f.franchise, true]);
      expect((f.persons ?? []).filter((p) => p.role === "self").length).toBeLessThanOrEqual(1);
      if (f.tariffYear !== undefined) expect([2026, 2027]).toContain(f.tariffYear);
    }
  });

  it("prove answers with patterns that an empty or generic reply does not satisfy", () => {
    for (const c of cases) {
      for (const pattern of expectations(c).flatMap((e) => e.answers ?? [])) {
        for (const text of ["", ...generic]) expect([c.id, String(pattern), text, matches(pattern, text)]).toEqual([c.id, String(pattern), text, false]);
      }
    }
  });

  it("never write a CHF figure into an expectation: figures are computed by the evaluation", () => {
    for (const c of cases) {
      for (const pattern of expectations(c).flatMap((e) => [...(e.answers ?? []), ...(e.notAnswers ?? [])])) {
        expect([c.id, String(pattern), /\d+[.,]\d{2}/.test(String(pattern))]).toEqual([c.id, String(pattern), false]);
      }
    }
  });
});
