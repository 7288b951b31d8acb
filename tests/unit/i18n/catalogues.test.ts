/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { basicInsuranceFacts } from "@/lib/facts";

/**
 * The other languages' message catalogues against the German one (lib/i18n/messages/de): the same
 * files, keys, array lengths, placeholders and rich-text tags, and no German sentence left in them.
 * The insurer portal and the admin panel are German and French only.
 */
const ROOT = path.resolve("lib/i18n/messages");
const LANGUAGES = readdirSync(ROOT).filter((name) => name !== "de" && existsSync(path.join(ROOT, name)) && !name.includes("."));
const GERMAN_ONLY: Record<string, readonly string[]> = { it: ["admin.json", "insurerPortal.json"], en: ["admin.json", "insurerPortal.json"] };
const read = (language: string, file: string) => JSON.parse(readFileSync(path.join(ROOT, language, file), "utf8")) as unknown;

/** The ICU arguments of a text (plural and select branches' texts are not arguments); "{fact:id}" markers as they are. */
function argumentsOf(elements: readonly MessageFormatElement[], out: string[]): string[] {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.tag && "value" in element && typeof element.value === "string") out.push(element.value);
    if ("options" in element) for (const option of Object.values(element.options)) argumentsOf(option.value, out);
    if ("children" in element) argumentsOf(element.children, out);
  }
  return out;
}
function placeholders(text: string): string {
  const facts = [...text.matchAll(/\{fact:([a-z0-9-]+)\}/g)].map((m) => `fact:${m[1]}`);
  let parsed: string[];
  try {
    parsed = argumentsOf(parse(text.replace(/\{fact:[a-z0-9-]+\}/g, ""), { ignoreTag: true }), []);
  } catch {
    parsed = [...text.matchAll(/\{\s*([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  }
  return [...facts, ...parsed].sort().join(",");
}
const tags = (text: string) => [...text.matchAll(/<\/?([A-Za-z0-9]+)>/g)].map((m) => m[1]).sort().join(",");

function differences(german: unknown, other: unknown, at: string, out: string[]): string[] {
  if (typeof german === "string") {
    if (typeof other !== "string") out.push(`${at}: missing`);
    else if (placeholders(german) !== placeholders(other)) out.push(`${at}: placeholders {${placeholders(german)}} ≠ {${placeholders(other)}}`);
    else if (tags(german) !== tags(other)) out.push(`${at}: tags <${tags(german)}> ≠ <${tags(other)}>`);
  } else if (Array.isArray(german)) {
    if (!Array.isArray(other) || other.length !== german.length) out.push(`${at}: array length`);
    else german.forEach((value, i) => differences(value, other[i], `${at}[${i}]`, out));
  } else if (german && typeof german === "object") {
    if (!other || typeof other !== "object") out.push(`${at}: missing`);
    else {
      for (const key of Object.keys(german)) differences((german as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${at}.${key}`, out);
      for (const key of Object.keys(other)) if (!(key in german)) out.push(`${at}.${key}: not in German`);
    }
  }
  return out;
}

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

/** Words of German sentences that no French, Italian or English text uses (names of offices are allowed). */
const GERMAN = /\b(?:und|nicht|deine?n?|wird|werden|oder|kannst|musst|für|über|Krankenkasse|Grundversicherung|Prämien|Franchise wählen)\b/;
const PROPER_NAMES = /Amt für Sozialbeiträge|Sozialversicherungsanstalt|SVA [A-ZÄÖÜ][\w-]+|Ausgleichskasse[\w ]*|Amt für [A-ZÄÖÜ]\w+|Prämienkompass|Spezialitätenliste|Prämienverbilligung|Krankenkasse wechseln \d{4}|krankenkasse-[a-z-]+/g;

describe.each(LANGUAGES)("the %s catalogue", (language) => {
  const files = readdirSync(path.join(ROOT, "de")).filter((file) => !(GERMAN_ONLY[language] ?? []).includes(file));

  it("has every German file, key, placeholder and tag", () => {
    const problems = files.flatMap((file) =>
      existsSync(path.join(ROOT, language, file)) ? differences(read("de", file), read(language, file), file.replace(".json", ""), []) : [`${file}: missing`],
    );
    expect(problems).toEqual([]);
  });

  it("leaves no German sentence in it", () => {
    const german = files.flatMap((file) =>
      existsSync(path.join(ROOT, language, file))
        ? strings(read(language, file)).filter((text) => GERMAN.test(text.replace(PROPER_NAMES, ""))).map((text) => `${file}: ${text.slice(0, 80)}`)
        : [],
    );
    expect(german).toEqual([]);
  });

  it("states every reviewed fact with its source", () => {
    const file = path.resolve("lib/facts/translations", `${language}.json`);
    const translated = JSON.parse(readFileSync(file, "utf8")) as Record<string, { statement: string; source: string }>;
    expect(Object.keys(translated).sort()).toEqual(basicInsuranceFacts.map((fact) => fact.id).sort());
    for (const fact of Object.values(translated)) {
      expect(fact.statement.length).toBeGreaterThan(20);
      expect(fact.source).toMatch(/\d/);
    }
  });
});
