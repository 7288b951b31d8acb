import { CANTON_NAMES, type CantonCode } from "@/lib/domain/cantons";
import {
  FACT_TOPICS,
  LAWS,
  basicInsuranceFacts,
  factById,
  factsByTopic,
  formatSource,
  formatSources,
  subsidyOffices,
  subsidyOfficeFor,
} from "@/lib/facts";

const statements = basicInsuranceFacts.map((fact) => [fact.id, fact.statement] as const);

describe("the basic-insurance fact list", () => {
  it("has a unique kebab-case id for every fact", () => {
    const ids = basicInsuranceFacts.map((fact) => fact.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(statements)("%s: states one or two sentences, informal, in Swiss spelling", (_id, statement) => {
    expect(statement.trim().length).toBeGreaterThan(20);
    expect(statement).not.toMatch(/ß/);
    // Formal address; "Sie" opening a sentence is the insurance ("Sie endet ...").
    expect(statement).not.toMatch(/(?<![.!?:]\s)\b(Sie|Ihnen|Ihre?[mnrs]?)\b/);
    // Sentence ends, not ordinals ("1. Januar", "13. Schwangerschaftswoche").
    expect(statement.match(/(?<!\d)[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
  });

  it("gives every fact a known law, an article and a known topic", () => {
    for (const fact of basicInsuranceFacts) {
      for (const source of [fact.source, ...(fact.related ?? [])]) {
        expect(LAWS).toContain(source.law);
        expect(source.article).toMatch(/^Art\. \d+[a-z]*\b/);
      }
      expect(FACT_TOPICS).toContain(fact.topic);
    }
  });

  it("gives every fact lower-case keywords", () => {
    for (const fact of basicInsuranceFacts) {
      expect(fact.keywords.length).toBeGreaterThan(2);
      for (const keyword of fact.keywords) expect(keyword).toBe(keyword.toLowerCase().trim());
    }
  });

  it("never claims a waiting period or a reservation in basic insurance", () => {
    for (const [, statement] of statements) {
      if (/wartefrist|vorbehalt/i.test(statement)) expect(statement).toMatch(/\b(nicht|keine?)\b/);
      expect(statement).not.toMatch(/\d+\s*Tage\s+Wartefrist|Wartefrist\w*:?\s*\d/i);
    }
  });

  it("never caps complementary medicine at a franc amount", () => {
    const complementary = factsByTopic("complementary");
    expect(complementary.length).toBeGreaterThan(0);
    for (const fact of complementary) expect(fact.statement).not.toMatch(/CHF|Franken|Fr\.\s*\d|\d+\s*Fr\b/);
    expect(complementary.map((fact) => fact.source.law)).toContain("KLV");
  });

  it("covers every topic the pages and the advisor ask about", () => {
    for (const topic of FACT_TOPICS) expect(factsByTopic(topic).length).toBeGreaterThan(0);
  });

  it("states the figures of Art. 64 KVG and Art. 93, 103 and 104 KVV as the law has them", () => {
    expect(factById("co-payment")?.statement).toMatch(/10 %.*700 Franken.*350 Franken/);
    expect(factById("ordinary-deductible")?.statement).toContain("300 Franken");
    expect(factById("optional-deductibles")?.statement).toMatch(/500, 1000, 1500, 2000 oder 2500 Franken/);
    expect(factById("hospital-contribution")?.statement).toContain("15 Franken pro Tag");
  });

  it("does not put a fixed percentage on the discount of an alternative model", () => {
    for (const fact of factsByTopic("models")) {
      expect(fact.statement).not.toMatch(/\d+\s*(%|Prozent)/);
    }
  });
});

describe("the fact helpers", () => {
  it("finds a fact by id and nothing for an unknown id", () => {
    expect(factById("co-payment")?.topic).toBe("cost-sharing");
    expect(factById("no-such-fact")).toBeUndefined();
  });

  it("formats sources the Swiss way", () => {
    const coPayment = factById("co-payment")!;
    expect(formatSource(coPayment)).toBe("Art. 64 Abs. 2 KVG");
    expect(formatSources(coPayment)).toBe("Art. 64 Abs. 2 KVG; Art. 103 Abs. 2 KVV");
  });
});

describe("the cantonal subsidy offices", () => {
  const cantons = Object.keys(CANTON_NAMES) as CantonCode[];

  it("names an office for each of the 26 cantons", () => {
    expect(cantons).toHaveLength(26);
    for (const canton of cantons) {
      const office = subsidyOffices[canton];
      expect(office.canton).toBe(canton);
      expect(office.office.trim()).not.toBe("");
      expect(office.source).toContain("Art. 65 Abs. 1 KVG");
    }
    expect(Object.keys(subsidyOffices).sort()).toEqual([...cantons].sort());
  });

  it("describes French and Italian office names in German", () => {
    for (const canton of ["FR", "VD", "GE", "NE", "JU", "VS", "TI"] as const) {
      expect(subsidyOffices[canton].officeGerman).toBeTruthy();
    }
  });

  it("says how to apply, the notes and the sources in French, Italian and English wherever German says them", () => {
    const GERMAN = /\b(und|der|die|dem|zur|bei|mit|wer|auf|Antrag|Gemeinde\w*|Prämien\w*|Mitteilung|Anlaufstelle\w*|Merkblatt|Kantons?|Abs\.)\b/;
    for (const language of ["fr", "it", "en"] as const) {
      for (const canton of cantons) {
        const german = subsidyOfficeFor(canton, "de");
        const other = subsidyOfficeFor(canton, language);
        expect(Boolean(other.applyHow)).toBe(Boolean(german.applyHow));
        expect(Boolean(other.note)).toBe(Boolean(german.note));
        expect(other.source).toHaveLength(german.source.length);
        expect(other.officeGerman).toBeUndefined();
        expect(other.office).toBe(german.office);
        for (const text of [other.applyHow ?? "", other.note ?? "", ...other.source]) expect(`${canton} ${language}: ${text}`).not.toMatch(GERMAN);
        expect(other.source[0]).toBe({ fr: "art. 65, al. 1, LAMal", it: "art. 65 cpv. 1 LAMal", en: "Art. 65 para. 1 KVG" }[language]);
        // Translated, adding nothing: no figure appears that the German does not have.
        const figures = (text: string) => text.match(/\d+/g) ?? [];
        expect(figures(other.applyHow ?? "")).toEqual(figures(german.applyHow ?? ""));
        expect(figures(other.note ?? "")).toEqual(figures(german.note ?? ""));
      }
    }
    // French and Italian in the site's register: "vous" in French, "tu" in Italian.
    expect(subsidyOfficeFor("LU", "fr").applyHow).toContain("vous vous inscrivez");
    expect(subsidyOfficeFor("LU", "it").applyHow).toContain("ti annunci");
  });

  it("states no income limits or amounts and links only over https", () => {
    for (const office of Object.values(subsidyOffices)) {
      const shown = [office.office, office.officeGerman, office.applyHow].join(" ");
      expect(shown).not.toMatch(/CHF|Franken|\d{2,}/);
      // A note may name the year of its sources, never an amount.
      expect(office.note ?? "").not.toMatch(/CHF|Franken|\d['’ ]\d{3}/);
      expect(`${shown} ${office.note ?? ""}`).not.toMatch(/ß/);
      if (office.url) expect(office.url).toMatch(/^https:\/\//);
    }
  });
});
