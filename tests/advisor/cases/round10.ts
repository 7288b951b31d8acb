import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, GERMAN_REPLY } from "../lang/patterns";

/**
 * Round 10 (blind sets German v11 and French, Italian, English v2; 28 November 2026): numbers in words,
 * households said with ages, the children alone, what accident cover adds, current insurers and premiums
 * in other languages, medical questions and discounts. Written for development, in the shape of the
 * classes found, with other words than the blind sets'.
 */
export const round10Cases: AdvisorCase[] = [
  {
    id: "r10-fr-number-words",
    category: "numbers",
    language: "fr",
    turns: [{ user: "bonsoir, j'habite à Yverdon-les-Bains, 1400, et j'ai septante-trois ans", expect: { fields: { plz: "1400", birthYear: 1953 }, notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r10-it-number-words",
    category: "numbers",
    language: "it",
    turns: [{ user: "6600 locarno, nato nel millenovecentottantadue, franchigia duemilacinquecento", expect: { fields: { plz: "6600", birthYear: 1982, franchise: 2500 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r10-en-number-words",
    category: "numbers",
    language: "en",
    turns: [{ user: "born nineteen ninety-one, living in 6300 Zug", expect: { fields: { plz: "6300", birthYear: 1991 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r10-de-household-ages",
    category: "family",
    turns: [
      {
        user: "ich bi 44 und min maa 46, üsi chind sind 8 und 13. mir wohned in 8400 winterthur",
        expect: { fields: { plz: "8400", persons: [{ birthYear: 1982, role: "self" }, { birthYear: 1980, role: "partner" }, { birthYear: 2018, role: "child" }, { birthYear: 2013, role: "child" }] } },
      },
      { user: "und nur für d chind?", expect: { act: "ask_price", answers: [/Kinder/, CHF_AMOUNT] } },
    ],
  },
  {
    id: "r10-fr-household-ages",
    category: "family",
    language: "fr",
    turns: [
      {
        user: "moi 39 ans, ma compagne 37 ans et notre fille de 4 ans, on vit à 1700 Fribourg",
        expect: { fields: { plz: "1700", persons: [{ birthYear: 1987, role: "self" }, { birthYear: 1989, role: "partner" }, { birthYear: 2022, role: "child" }] }, notAnswers: [GERMAN_REPLY] },
      },
      { user: "et pour la petite seule ?", expect: { notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r10-en-household-ages",
    category: "family",
    language: "en",
    turns: [
      {
        user: "me 41, my husband 43, two kids aged 6 and 9, we live in 4052 Basel",
        expect: { fields: { plz: "4052", persons: [{ birthYear: 1985, role: "self" }, { birthYear: 1983, role: "partner" }, { birthYear: 2020, role: "child" }, { birthYear: 2017, role: "child" }] } },
      },
      // Product names may hold German words ("Telmed und Apotheke"): the reply's own words are checked.
      { user: "and just the kids?", expect: { act: "ask_price", answers: [/children/, CHF_AMOUNT], notAnswers: [/\b(nicht|deine?|kostet|ich bin|du hast|bitte)\b|\bfür(?![a-zäöü])/] } },
    ],
  },
  {
    id: "r10-it-accident-difference",
    category: "question-price",
    language: "it",
    turns: [
      { user: "6900 lugano, 1979, franchigia 2500 senza infortuni", expect: { fields: { accident: false } } },
      { user: "quanto costa in più con la copertura infortuni?", expect: { act: "ask_compare", figures: [{ what: "cheapest", accident: true }, { what: "cheapest", accident: false }], answers: [/infortun/i], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r10-de-accident-difference",
    category: "question-price",
    turns: [
      { user: "3013 bern, jg 1990, franchise 2500 ohne unfall" },
      { user: "was isch de ufpriis für d unfalldeckig? wie viel meh?", expect: { act: "ask_compare", figures: [{ what: "cheapest", accident: true }, { what: "cheapest", accident: false }] } },
    ],
  },
  {
    id: "r10-it-current-premium",
    category: "current-insurer",
    language: "it",
    turns: [
      { user: "al momento ho la Helsana e pago 6000 franchi all'anno", expect: { fields: { currentInsurer: "Helsana", currentPremium: 500 }, notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r10-en-current-premium",
    category: "current-insurer",
    language: "en",
    turns: [
      { user: "I pay CHF 455 a month with Sanitas, 8050 Zurich, born 1986", expect: { fields: { plz: "8050", birthYear: 1986, currentInsurer: "Sanitas", currentPremium: 455 }, notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r10-fr-place-after-a",
    category: "place-age",
    language: "fr",
    turns: [{ user: "salut, je vis à Porrentruy et je suis né en 1996", expect: { fields: { ort: "Porrentruy", birthYear: 1996 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r10-de-medical",
    category: "offtopic-hostile",
    turns: [{ user: "ha migräne und chopfweh sit geschter, was sött i näh?", expect: { act: "other", answers: [/Ärzt|Apotheke|144/] } }],
  },
  {
    id: "r10-en-medical",
    category: "offtopic-hostile",
    language: "en",
    turns: [{ user: "I've had a fever and a cough for two days, what should I take?", expect: { act: "other", answers: [/doctor|pharmacy|144/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r10-de-discount",
    category: "offtopic-hostile",
    turns: [{ user: "chönnt ihr mir nöd e rabatt gäh? 20 prozent wär fair", expect: { act: "other", answers: [/Rabatt/, /gleiche Prämie/] } }],
  },
  {
    id: "r10-fr-languages",
    category: "smalltalk",
    language: "fr",
    turns: [{ user: "vous parlez français ?", expect: { answers: [/^Oui/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r10-it-what-is-telmed",
    category: "model-compare",
    language: "it",
    turns: [
      { user: "6500 bellinzona 1988, hmo o telmed, quale costa meno?" },
      { user: "ma cos'è di preciso il telmed?", expect: { act: "ask_rule", answers: [/telefon|chiam/i], notAnswers: [GERMAN_REPLY] } },
    ],
  },
];
