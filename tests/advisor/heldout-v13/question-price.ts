import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, price questions ("was kostet …", "wie viel zahle ich mit …"). Written apart from the engine and
 * never tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take
 * place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes of 2027: children 0–18, young
 * adults 19–25, adults 26+). Ages become birth years as 2026 − age. Every postal code and locality was checked against
 * swisstopo's directory and the BAG premium regions in ../shared/data.
 */
const ASKS_AGE = /jahrgang|geburtsjahr|geboren|wie alt|dein alter|ihr alter/i;
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v13-question-price-01",
    category: "question-price",
    note: "Standard German, a 30-year-old (→ 1996) in 6004 Luzern (LU region 1); then the 2500 deductible.",
    turns: [
      {
        user: "Was kostet die Grundversicherung für einen 30-Jährigen in 6004 Luzern?",
        expect: { fields: { plz: "6004", birthYear: 1996 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "Und mit 2500 Franchise?",
        expect: { fields: { plz: "6004", birthYear: 1996, franchise: 2500 }, act: "change", figures: [{ what: "cheapest", franchise: 2500 }] },
      },
    ],
  },
  {
    id: "v13-question-price-02",
    category: "question-price",
    note: "The HMO model with 1500 in 4500 Solothurn (SO region 0; Biberist, Rüttenen, Bellach and Zuchwil share the code, all SO), 'jg 85' → 1985; then the yearly amount.",
    turns: [
      {
        user: "wieviel zahl ich mit hmo in 4500 solothurn, jg 85, 1500er franchise?",
        expect: {
          fields: { plz: "4500", birthYear: 1985, model: "hmo", franchise: 1500 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hmo", franchise: 1500 }],
        },
      },
      { user: "und im jahr?", expect: { fields: { plz: "4500", model: "hmo" }, answers: [CHF_AMOUNT, PER_YEAR] } },
    ],
  },
  {
    id: "v13-question-price-03",
    category: "question-price",
    note: "A price for a daughter of 22 (→ 2004, a young adult of 23 in 2027) in 8408 Winterthur (ZH region 2), Telmed; then she works full time: without accident.",
    turns: [
      {
        user: "was choschtet telmed für mini tochter? si isch 22i und wohnt in 8408 winterthur",
        expect: {
          fields: { plz: "8408", model: "telmed" },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 2004, model: "telmed" }],
        },
      },
      {
        user: "si schaffet 100%, also ohni unfall",
        expect: {
          fields: { plz: "8408", model: "telmed", accident: false },
          figures: [{ what: "cheapest", birthYear: 2004, model: "telmed", accident: false }],
        },
      },
    ],
  },
  {
    id: "v13-question-price-04",
    category: "question-price",
    note: "'günstigsti grundversicherig in 3084 wabern' (Wabern, municipality Köniz, 3 % Bern, both BE region 1) without an age: the age must be asked; then 'jg 1958'.",
    turns: [
      {
        user: "günstigsti grundversicherig in 3084 wabern?",
        expect: { fields: { plz: "3084" }, act: "ask_price", action: "ask_user", answers: [ASKS_AGE] },
      },
      {
        user: "jg 1958",
        expect: { fields: { plz: "3084", birthYear: 1958 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }], notAnswers: [/postleitzahl\?|wo wohnst/i] },
      },
    ],
  },
];
