import type { AdvisorCase } from "../case-format";

/** Deadlines, cancelling, subsidies, coverage, dental, accident cover, Liechtenstein … Conversations take place on 27.11.2026. */
export const lookupCases: AdvisorCase[] = [
  {
    id: "h6-lookup-01",
    category: "lookup",
    note: "cancellation must arrive by 30 November",
    turns: [
      {
        user: "muess d kündigung am 30. november bi de kasse sii oder langt de poststempel?",
        expect: { act: "ask_rule", answers: [/eintreffen|ankommen|erhalten|bei der (kranken)?kasse|zugehen|empfang|vorliegen|eingang/i] },
      },
    ],
  },
  {
    id: "h6-lookup-02",
    category: "lookup",
    note: "dental care is not covered by basic insurance (with few exceptions)",
    turns: [
      {
        user: "zahlt d grundversicherig d dentalhygiene oder de zahnarzt?",
        expect: { act: "ask_rule", answers: [/nicht|kein|nein|zusatz/i] },
      },
    ],
  },
  {
    id: "h6-lookup-03",
    category: "lookup",
    note: "premium subsidy (Prämienverbilligung) is cantonal",
    turns: [
      {
        user: "Ich verdiene nicht viel. Bekomme ich irgendwo Unterstützung für die Prämien? Wohne im Kanton Bern.",
        expect: { act: "ask_rule", answers: [/prämienverbilligung|verbilligung|ipv|subvention|beitr/i] },
      },
    ],
  },
  {
    id: "h6-lookup-04",
    category: "lookup",
    note: "accident cover can be excluded when employed at least 8 hours a week",
    turns: [
      {
        user: "wenn ich 100% angestellt bin, brauch ich dann den unfall in der krankenkasse?",
        expect: { act: "ask_rule", answers: [/uvg|arbeitgeber|8 stunden|acht stunden|ausschliessen|sistier|weglassen|nicht nötig|ohne unfall/i] },
      },
      {
        user: "guet, denn rechne mal ohni unfall: 8032 zürich, jahrgang 1988",
        expect: { fields: { plz: "8032", birthYear: 1988, accident: false }, figures: [{ what: "cheapest", accident: false }] },
      },
    ],
  },
  {
    id: "h6-lookup-05",
    category: "lookup",
    note: "the franchise can be raised for 1.1. with notice until 31.12., lowering needs the November deadline",
    turns: [
      {
        user: "Bis wann kann ich meine Franchise für 2027 ändern?",
        expect: { act: "ask_rule", answers: [/31\.? ?(12|dez)|ende (dezember|jahr)|30\.? ?(11|nov)|ende november/i] },
      },
    ],
  },
  {
    id: "h6-lookup-06",
    category: "lookup",
    note: "a cross-border commuter living in Liechtenstein is not insured under KVG by residence",
    turns: [
      {
        user: "ich wohne in vaduz und schaffe in buchs. chan ich bi eu e schwiizer grundversicherig abschlüsse?",
        expect: { act: "ask_rule", answers: [/liechtenstein|fl\b|grenzgänger|nicht|kein/i] },
      },
    ],
  },
  {
    id: "h6-lookup-07",
    category: "lookup",
    note: "insurers must accept everyone in basic insurance",
    turns: [
      {
        user: "chan mi e kasse ablehne wil i chronisch chrank bin?",
        expect: { act: "ask_rule", answers: [/nein|nicht|muss|pflicht|aufnahme|jede/i] },
      },
    ],
  },
  {
    id: "h6-lookup-08",
    category: "lookup",
    note: "the Selbstbehalt after the deductible",
    turns: [
      {
        user: "Was ist der Selbstbehalt und wie viel ist der maximal pro Jahr?",
        expect: { act: "ask_rule", answers: [/10 ?%|zehn prozent/i, /700/] },
      },
    ],
  },
];
