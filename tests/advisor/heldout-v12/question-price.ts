import type { AdvisorCase } from "../case-format";

/** "was kostet …", a price for someone else or for a child, "ufs jahr grechnet", the dearest offer.
 * Conversations take place on 22.11.2026. Ages are turned into birth years as 2026 − age. */
const ASKS_POSTAL_CODE = /(deine|ihre) (postleitzahl|plz)\?|wo wohnst du|wo wohnen sie/i;
/** 12 × CHF 363.70, the cheapest 2027 Telmed premium with a 2500 deductible and accident cover for an adult in
 * Aarau AG (Agrisano AGRIsmart), computed from the BAG premiums: CHF 4'364.40 a year. */
const YEARLY_AARAU = /4['’ ]?364/;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v12-question-price-01",
    category: "question-price",
    note: "a price for someone else ('en 70-jährige' → 1956) in Urdorf ZH region 2; then with accident cover (he is retired): both with his birth year",
    turns: [
      {
        user: "was choschtet d grundversicherig für en 70-jährige in 8902 urdorf?",
        expect: {
          act: "ask_price",
          fields: { plz: "8902" },
          figures: [{ what: "cheapest", birthYear: 1956 }],
        },
      },
      {
        user: "mit unfall bitte, er isch pensioniert",
        expect: {
          fields: { plz: "8902", accident: true },
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", birthYear: 1956, accident: true }],
        },
      },
    ],
  },
  {
    id: "v12-question-price-02",
    category: "question-price",
    note: "Telmed 2500 in Aarau for someone born 1998 (an adult in 2027); then the yearly amount (12 × the monthly premium) must be stated",
    turns: [
      {
        user: "Wie viel zahle ich mit Telmed und 2500 Franchise? 5000 Aarau, Jahrgang 1998",
        expect: {
          act: "ask_price",
          fields: { plz: "5000", birthYear: 1998, model: "telmed", franchise: 2500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
      {
        user: "und ufs jahr grechnet?",
        expect: {
          fields: { plz: "5000", birthYear: 1998, model: "telmed", franchise: 2500 },
          answers: [YEARLY_AARAU],
        },
      },
    ],
  },
  {
    id: "v12-question-price-03",
    category: "question-price",
    note: "the cheapest Hausarzt model in Stans NW for '48' (→ 1978); then the dearest one (named as such, with an amount)",
    turns: [
      {
        user: "was chostet s günstigschte hausarztmodell in 6370 stans? bi 48",
        expect: {
          act: "ask_price",
          fields: { plz: "6370", birthYear: 1978, model: "hausarzt" },
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
      {
        user: "und s tüürschte?",
        expect: {
          fields: { plz: "6370", birthYear: 1978, model: "hausarzt" },
          answers: [/teuerst|höchst|am meisten|tüürscht/i, /\d+[.,]\d{2}|CHF|Fr\./i],
        },
      },
    ],
  },
  {
    id: "v12-question-price-04",
    category: "question-price",
    note: "a child of 8 (→ 2018) in Solothurn 4500: a child's premium; then whether accident cover must be included for a child (yes: no employer's accident insurance)",
    turns: [
      {
        user: "was zahl i für mis chind (8) in 4500 solothurn?",
        expect: {
          act: "ask_price",
          fields: { plz: "4500" },
          figures: [{ what: "cheapest", birthYear: 2018 }],
        },
      },
      {
        user: "mues bim chind de unfall drin si?",
        expect: {
          fields: { plz: "4500" },
          answers: [/\bja\b|immer|muss|einschliessen|eingeschlossen|mitversichert|enthalten|inbegriffen/i],
        },
      },
    ],
  },
];
