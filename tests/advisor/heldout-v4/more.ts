import type { AdvisorCase } from "../case-format";

// Held-out v4 "more": realistic situations not covered elsewhere.
// `category` is the closest category of case-format.ts (there is no "more" category there).
const DEADLINE = /30\.? ?nov|30\.11\./i;

export const moreCases: AdvisorCase[] = [
  {
    id: "h4-more-01",
    category: "lookup",
    note: "Liechtenstein is not under the Swiss KVG; no Swiss premium may be quoted",
    turns: [
      {
        user: "ich wohne in 9490 Vaduz, jahrgang 1985 – was kostet die Grundversicherung bei euch?",
        expect: { answers: [/liechtenstein|nicht.*schweiz|ausserhalb|fl\b/i], notAnswers: [/kanton (sg|st\. gallen)/i] },
      },
    ],
  },
  {
    id: "h4-more-02",
    category: "lookup",
    turns: [
      {
        user: "zahlt d grundversicherig eigentlich de zahnarzt?",
        expect: { act: "ask_rule", answers: [/nein|nicht|zusatz|ausnahme|unfall|schwere/i] },
      },
    ],
  },
  {
    id: "h4-more-03",
    category: "lookup",
    note: "premium regions inside one canton",
    turns: [
      {
        user: "Warum zahle ich in 8004 Zürich mehr als mein Kollege in 8610 Uster? Wir haben die gleiche Kasse.",
        expect: { act: "ask_rule", answers: [/region/i] },
      },
    ],
  },
  {
    id: "h4-more-04",
    category: "question-price",
    note: "chronic illness with high yearly costs: low deductible is best",
    turns: [
      {
        user: "ich ha jedes jahr öppe 3000 fr. arztchöste (bin chronisch chrank), welchi franchise isch für mich am beschte? 3011 bern, 1970",
        expect: { fields: { plz: "3011", birthYear: 1970, expectedCosts: 3000 }, answers: [/300/], notAnswers: [/empfehle (dir )?(die )?(franchise )?2500/i] },
      },
    ],
  },
  {
    id: "h4-more-05",
    category: "current-insurer",
    note: "premium increase letter received in November: switch is still possible by 30 November",
    turns: [
      {
        user: "Ich han grad d neu Police vo de Visana becho, d Prämie stiigt um 40 Franke. Was chan ich mache? Wohne in 5430 Wettingen, Jg. 1967",
        expect: { fields: { currentInsurer: "Visana", plz: "5430", birthYear: 1967 }, answers: [DEADLINE, /kündig|wechsel/i] },
      },
      {
        user: "ich zahl jetzt 455 mit franchise 500 im standardmodell, was würd ich spare?",
        expect: {
          fields: { currentInsurer: "Visana", currentPremium: 455, franchise: 500, currentModel: "standard" },
          figures: [{ what: "saving", franchise: 500, model: "standard" }],
        },
      },
    ],
  },
  {
    id: "h4-more-06",
    category: "numbers",
    note: "born 2001: 25 in 2026 (young adult), 26 in 2027 (adult)",
    turns: [
      {
        user: "ich wird nächschts jahr 26, wird d prämie dänn tüürer? jg 2001, 3400 burgdorf",
        expect: { fields: { birthYear: 2001, plz: "3400" }, answers: [/26|erwachsen|junge erwachsene|altersklasse|25/i] },
      },
    ],
  },
];
