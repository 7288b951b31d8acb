/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { CATEGORIES, type AdvisorCase, type Category, type FieldExpectations } from "@/tests/advisor/case-format";
import { heldoutCases } from "@/tests/advisor/heldout";

const DATA_DIR = path.resolve(process.env.PREMIUM_DATA_DIR ?? "../shared/data");
/** Categories the held-out set must cover with at least six conversations each. */
const CORE: Category[] = ["question-price", "named-insurer", "current-insurer", "family", "lookup", "numbers", "tariff-year", "corrections"];
const FRANCHISES = new Set([0, 100, 200, 300, 400, 500, 600, 1000, 1500, 2000, 2500]);

const csvColumn = (file: string, column: string): string[] => {
  const [header = "", ...rows] = readFileSync(path.join(DATA_DIR, file), "utf8").trim().split("\n");
  const index = header.split(",").indexOf(column);
  // Split on commas outside quotes: the insurer list quotes fields that hold commas.
  return rows.map((row) => row.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)[index] ?? "");
};
const expectations = (c: AdvisorCase) => c.turns.flatMap((turn) => (turn.expect ? [turn.expect] : []));
const allFields = (): FieldExpectations[] => heldoutCases.flatMap((c) => expectations(c).flatMap((e) => (e.fields ? [e.fields] : [])));

describe("the held-out advisor cases", () => {
  it("hold at least 120 messages in at least 40 conversations", () => {
    expect(heldoutCases.length).toBeGreaterThanOrEqual(40);
    expect(heldoutCases.reduce((sum, c) => sum + c.turns.length, 0)).toBeGreaterThanOrEqual(120);
  });

  it("cover every category, the core ones with six conversations or more", () => {
    const count = (category: Category) => heldoutCases.filter((c) => c.category === category).length;
    for (const category of CATEGORIES) expect([category, count(category) > 0]).toEqual([category, true]);
    for (const category of CORE) expect([category, count(category) >= 6]).toEqual([category, true]);
  });

  it("have unique ids named after their category", () => {
    const ids = heldoutCases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of heldoutCases) expect(c.id).toMatch(new RegExp(`^ho-${c.category}-\\d+$`));
  });

  it("use real four-digit postal codes and place names", () => {
    const known = new Set(csvColumn("plz_gemeinde_praemienregion_2026.csv", "PLZ4"));
    const places = new Set(["Ortschaftsname", "Gemeindename"].flatMap((column) => csvColumn("plz_gemeinde_praemienregion_2026.csv", column)));
    for (const { plz } of allFields().filter((f) => f.plz !== undefined)) {
      expect(plz).toMatch(/^\d{4}$/);
      expect([plz, known.has(plz!)]).toEqual([plz, true]);
    }
    for (const { ort } of allFields().filter((f) => f.ort !== undefined)) expect([ort, places.has(ort!)]).toEqual([ort, true]);
  });

  it("name insurers that exist in the BAG list, by name or number", () => {
    const codes = csvColumn("insurers_bag.csv", "Versicherer");
    const names = csvColumn("insurers_bag.csv", "Name_in_Praemiendaten_2026").filter(Boolean);
    const known = new Set([...codes, ...names].map((n) => n.toLowerCase()));
    const named = [
      ...allFields().flatMap((f) => [f.currentInsurer, f.namedInsurer]),
      ...heldoutCases.flatMap((c) => expectations(c).flatMap((e) => (e.figures ?? []).map((f) => f.insurer))),
    ].filter((n): n is string => typeof n === "string");
    expect(named.length).toBeGreaterThan(10);
    for (const name of named) expect([name, known.has(name.toLowerCase())]).toEqual([name, true]);
  });

  it("expect plausible birth years, deductibles and at most one writer per household", () => {
    for (const f of allFields()) {
      const years = [f.birthYear, ...(f.persons ?? []).map((p) => p.birthYear)].filter((y): y is number => y !== undefined);
      for (const year of years) expect(year >= 1900 && year <= 2026).toBe(true);
      if (typeof f.franchise === "number") expect(FRANCHISES.has(f.franchise)).toBe(true);
      expect((f.persons ?? []).filter((p) => p.role === "self").length).toBeLessThanOrEqual(1);
    }
  });

  it("prove answers with patterns that an empty or generic reply does not satisfy", () => {
    const generic = "Gerne helfe ich dir weiter.";
    for (const c of heldoutCases) {
      for (const pattern of expectations(c).flatMap((e) => e.answers ?? [])) {
        const matches = (text: string) =>
          typeof pattern === "string" ? text.toLowerCase().includes(pattern.toLowerCase()) : new RegExp(pattern.source, pattern.flags).test(text);
        expect([c.id, String(pattern), matches(""), matches(generic)]).toEqual([c.id, String(pattern), false, false]);
      }
    }
  });
});
