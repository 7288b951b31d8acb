import basel from "@/lib/i18n/messages/de/basel.json";
import cantons from "@/lib/i18n/messages/de/cantons.json";
import faq from "@/lib/i18n/messages/de/faq.json";
import zurich from "@/lib/i18n/messages/de/zurich.json";
import { ADULT_FRANCHISES, CHILD_FRANCHISES } from "@/lib/domain/franchise";

/**
 * Premiums, savings and counts of a canton come from the data (lib/catalog/canton-figures.ts) and
 * enter the texts as {placeholders}; a figure typed into a catalogue would go stale with the next
 * tariff year. Amounts that are law, not data, may stand: the deductible levels (Art. 93 KVV).
 */
const LEGAL_AMOUNTS = new Set<number>([...ADULT_FRANCHISES, ...CHILD_FRANCHISES]);

const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];

function staticFigures(text: string): string[] {
  const amounts = [...text.matchAll(/CHF\s?(\d[\d'’]*(?:\.\d{2})?)/g)]
    .filter((m) => !LEGAL_AMOUNTS.has(Number(m[1]!.replace(/['’]/g, ""))))
    .map((m) => m[0]);
  const counts = [...text.matchAll(/\b\d+\s+(Gemeinden|Prämienregionen|Regionen)\b/g)].map((m) => m[0]);
  const percents = [...text.matchAll(/\d+(?:[.,]\d+)?\s?(%|Prozent)/g)].map((m) => m[0]);
  return [...amounts, ...counts, ...percents];
}

describe("the canton texts", () => {
  it.each([
    ["zurich", zurich],
    ["basel", basel],
    ["cantons", cantons],
    ["faq: cantons", faq.cantons],
  ])("%s: state no premium, saving or count that is not computed", (_, catalogue) => {
    expect(texts(catalogue).flatMap(staticFigures)).toEqual([]);
  });

  it("would catch a typed-in figure", () => {
    expect(staticFigures("ab CHF 285 pro Monat, 86 Gemeinden, 3.2 % mehr, Franchise CHF 2'500")).toEqual(["CHF 285", "86 Gemeinden", "3.2 %"]);
  });
});
