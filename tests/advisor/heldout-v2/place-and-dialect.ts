import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/** Asking about the 8 hours of work (explaining the rule to someone who works full time is fine). */
const ASKS_EIGHT_HOURS = /(8|acht) stunden[^.?!]*\?/i;

/** Place and age in every phrasing; Swiss German, typos, abbreviations and missing capitals. */
export const cases: AdvisorCase[] = [
  {
    id: "h2-place-age-1",
    category: "place-age",
    turns: [
      { user: "hoi, 8050 oerlikon, jahrgang 1979", expect: { fields: { plz: "8050", birthYear: 1979 }, act: "provide_info" } },
      {
        user: "zeig mal die günstigsten",
        expect: { figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT], notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
  {
    id: "h2-place-age-2",
    category: "place-age",
    note: "Biel/Bienne is bilingual; the German name must find it.",
    turns: [
      { user: "Ich wohne in Biel und bin 1995 geboren", expect: { fields: { ort: "Biel/Bienne", birthYear: 1995 }, act: "provide_info" } },
      {
        user: "was zahl ich da ungefähr mit 300er franchise?",
        expect: { fields: { franchise: 300, ort: "Biel/Bienne" }, act: "ask_price", figures: [{ what: "cheapest", franchise: 300 }], answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "h2-place-age-3",
    category: "place-age",
    note: "Buchs exists in SG (9470), AG (5033) and ZH (8107): ask which one. 61 in November 2026: born 1965.",
    turns: [
      {
        user: "wohne in buchs, bin 61",
        expect: { fields: { birthYear: 1965 }, action: "ask_user", answers: [/\b(SG|AG|ZH)\b|st\.? ?gallen|aargau|zürich|welche[ms]? buchs|postleitzahl|plz/i] },
      },
      { user: "buchs sg", expect: { fields: { plz: "9470", birthYear: 1965 }, notAnswers: [ASKS_BIRTH_YEAR] } },
    ],
  },
  {
    id: "h2-place-age-4",
    category: "place-age",
    note: "Moutier belongs to the canton of Jura since 1.1.2026.",
    turns: [
      {
        user: "ich zügle nach moutier, jg 88. was kostet mich das dort?",
        expect: { fields: { plz: "2740", birthYear: 1988 }, figures: [{ what: "cheapest" }], notAnswers: [/kanton bern/i] },
      },
    ],
  },
  {
    id: "h2-place-age-5",
    category: "place-age",
    note: "27 in November 2026: born 1999.",
    turns: [
      { user: "bin 27 und wohne in 3012", expect: { fields: { plz: "3012", birthYear: 1999 }, act: "provide_info" } },
      { user: "telmed, franchise 2500, ohne unfall", expect: { fields: { model: "telmed", franchise: 2500, accident: false, plz: "3012" }, action: "show_offers" } },
    ],
  },
  {
    id: "h2-place-age-6",
    category: "place-age",
    turns: [
      { user: "PLZ 6900, geboren am 3.4.1972", expect: { fields: { plz: "6900", birthYear: 1972 } } },
      {
        user: "mit hausarzt und 2500",
        expect: { fields: { model: "hausarzt", franchise: 2500, birthYear: 1972 }, figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500 }] },
      },
    ],
  },
  {
    id: "h2-place-age-7",
    category: "place-age",
    note: "Sitten is the German name of Sion.",
    turns: [
      { user: "Wohnort: Sitten, Jahrgang 1990", expect: { fields: { ort: "Sion", birthYear: 1990 }, notAnswers: [ASKS_POSTAL_CODE] } },
      { user: "was ist das billigste?", expect: { act: "ask_price", figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-place-age-8",
    category: "place-age",
    note: "45 in November 2026: born 1981.",
    turns: [
      { user: "Uster, 45 jahre alt", expect: { fields: { ort: "Uster", birthYear: 1981 }, act: "provide_info" } },
      { user: "8610", expect: { fields: { plz: "8610", birthYear: 1981 }, notAnswers: [ASKS_BIRTH_YEAR] } },
    ],
  },
  {
    id: "h2-dialect-typos-1",
    category: "dialect-typos",
    turns: [
      { user: "grüezi, ich bi 1991 gebore und wohne z züri im kreis 4", expect: { fields: { birthYear: 1991, ort: "Zürich" }, act: "provide_info" } },
      { user: "was chostet mi d grundversicherig am billigschte?", expect: { act: "ask_price", figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-dialect-typos-2",
    category: "dialect-typos",
    note: "'nünzgi' is 1990 in Bernese German.",
    turns: [
      { user: "sali zäme, i bi vo bärn, 3014, jahrgang nünzgi", expect: { fields: { plz: "3014", birthYear: 1990 } } },
      {
        user: "wi vil choschtet das mit em hausarzt modäll u 1500 franchise?",
        expect: { fields: { model: "hausarzt", franchise: 1500 }, act: "ask_price", figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500 }], answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "h2-dialect-typos-3",
    category: "dialect-typos",
    note: "Someone who says they work full time must not be asked the 8-hour question (explaining it is fine).",
    turns: [
      { user: "ich wohn z basel 4057 bi jg 83, was koschtet mi d kasse?", expect: { fields: { plz: "4057", birthYear: 1983 }, act: "ask_price" } },
      { user: "ohni unfall, schaff 100%", expect: { fields: { accident: false, plz: "4057" }, notAnswers: [ASKS_EIGHT_HOURS] } },
    ],
  },
  {
    id: "h2-dialect-typos-4",
    category: "dialect-typos",
    turns: [
      {
        user: "wieviel kostet krankenkase fur mich, plz 8400 jarhgang 1977 franchis 2500",
        expect: {
          fields: { plz: "8400", birthYear: 1977, franchise: 2500 },
          act: "ask_price",
          figures: [{ what: "cheapest", franchise: 2500 }],
          answers: [CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "h2-dialect-typos-5",
    category: "dialect-typos",
    turns: [
      {
        user: "jg 1969, 6003 lu, fr. 1000, hmo, o. unfall",
        expect: { fields: { birthYear: 1969, plz: "6003", franchise: 1000, model: "hmo", accident: false }, act: "provide_info" },
      },
      { user: "merci, u was wär mit 2500?", expect: { fields: { franchise: 2500, model: "hmo" }, figures: [{ what: "cheapest", franchise: 2500, model: "hmo" }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-dialect-typos-6",
    category: "dialect-typos",
    note: "Upper Valais German; Brig is 3900.",
    turns: [
      { user: "hallo, ich bi üs brig, jahrgang 1986, was chostut z telmed?", expect: { fields: { ort: "Brig", birthYear: 1986, model: "telmed" }, act: "ask_price" } },
      { user: "3900", expect: { fields: { plz: "3900", model: "telmed", birthYear: 1986 } } },
    ],
  },
  {
    id: "h2-dialect-typos-7",
    category: "dialect-typos",
    turns: [
      { user: "grüessech, 9000 sanggale, bi 1958 uf d welt cho", expect: { fields: { plz: "9000", birthYear: 1958 }, act: "provide_info" } },
      { user: "standard mit dr tüüfschte franchise", expect: { fields: { model: "standard", franchise: 300 }, figures: [{ what: "cheapest", model: "standard", franchise: 300 }] } },
    ],
  },
  {
    id: "h2-dialect-typos-8",
    category: "dialect-typos",
    turns: [
      {
        user: "KK-Prämie f. 1 Pers., Jg. 2001, PLZ 5000, Std.-Modell, Fr. 300, m. Unfall",
        expect: {
          fields: { birthYear: 2001, plz: "5000", model: "standard", franchise: 300, accident: true },
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }],
          answers: [CHF_AMOUNT],
        },
      },
    ],
  },
];
