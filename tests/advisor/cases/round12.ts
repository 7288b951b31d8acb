import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, GERMAN_REPLY } from "../lang/patterns";

/**
 * Round 12 (28 November 2026): places that are everyday words of French and English ("mon", "rue", "sent"),
 * a paid ranking asked in French, Italian and English, "do you speak French well", friendly goodbyes that
 * promise to come back. Written for development, with other words than the held-out sets'.
 */
export const round12Cases: AdvisorCase[] = [
  {
    id: "r12-fr-mon-is-my",
    category: "corrections",
    language: "fr",
    turns: [
      { user: "1260 nyon, moi 1983 et mon mari 1980", expect: { fields: { plz: "1260", persons: [{ birthYear: 1983 }, { birthYear: 1980 }] }, notAnswers: [GERMAN_REPLY] } },
      { user: "pardon il est de 1979 mon mari", expect: { fields: { plz: "1260", persons: [{ birthYear: 1983 }, { birthYear: 1979 }] }, notAnswers: [/\bMon\b/, GERMAN_REPLY] } },
      { user: "et je travaille à mon compte, donc avec l'accident", expect: { fields: { plz: "1260", accident: true }, answers: [CHF_AMOUNT], notAnswers: [/\bMon\b/, GERMAN_REPLY] } },
    ],
  },
  {
    id: "r12-fr-birth-date-with-month",
    category: "numbers",
    language: "fr",
    turns: [{ user: "2800 delémont, je suis née le 3 février 1997", expect: { fields: { plz: "2800", birthYear: 1997 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-en-birth-date-month-first",
    category: "numbers",
    language: "en",
    turns: [{ user: "6300 zug, born on March 9, 1988", expect: { fields: { plz: "6300", birthYear: 1988 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-fr-jhabite-and-ados",
    category: "family",
    language: "fr",
    turns: [
      {
        user: "jhabite bulle, moi 1980 et mes ados de 2009 et 2011",
        expect: { fields: { ort: "Bulle", persons: [{ birthYear: 1980, role: "self" }, { birthYear: 2009, role: "child" }, { birthYear: 2011, role: "child" }] }, notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "r12-fr-nos-enfants",
    category: "family",
    language: "fr",
    turns: [
      {
        user: "moi 1975, mon mari 1977, nos enfants 2010 et 2014. on habite à Porrentruy",
        expect: { fields: { ort: "Porrentruy", persons: [{ birthYear: 1975 }, { birthYear: 1977 }, { birthYear: 2010 }, { birthYear: 2014 }] }, notAnswers: [/No[eë]s/i, GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "r12-fr-time-not-price",
    category: "current-insurer",
    language: "fr",
    turns: [
      { user: "1950 sion, 1972, je suis chez Groupe Mutuel", expect: { fields: { plz: "1950", birthYear: 1972 }, notAnswers: [GERMAN_REPLY] } },
      { user: "j'ai encore combien de temps pour résilier ?", expect: { act: "ask_rule", answers: [/30 novembre|30\.11/i], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r12-fr-from-january",
    category: "tariff-year",
    language: "fr",
    turns: [{ user: "à partir de janvier je paierais combien au plus bas ? 2000 neuchâtel, 1990", expect: { act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [/étranger/i, GERMAN_REPLY] } }],
  },
  {
    id: "r12-fr-trend-monte",
    category: "tariff-year",
    language: "fr",
    turns: [
      { user: "1400 yverdon, née en 1985", expect: { fields: { plz: "1400" }, notAnswers: [GERMAN_REPLY] } },
      { user: "et l'an prochain ça monte de combien ?", expect: { act: "ask_trend", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r12-it-model-covers-less",
    category: "model-compare",
    language: "it",
    turns: [{ user: "con il telmed la cassa rimborsa meno cose?", expect: { act: "ask_rule", answers: [/stess|ugual|identic|non/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-de-sent-is-a-place",
    category: "place-age",
    turns: [{ user: "ich wohne in Sent, jahrgang 1966", expect: { fields: { plz: "7554", birthYear: 1966 }, answers: [CHF_AMOUNT] } }],
  },
  {
    id: "r12-fr-paid-ranking",
    category: "offtopic-hostile",
    language: "fr",
    turns: [{ user: "franchement, combien la CSS vous paie pour être en premier ?", expect: { answers: [/indépendant|commission|rémunér|prix|OFSP|officiel/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-it-paid-ranking",
    category: "offtopic-hostile",
    language: "it",
    turns: [{ user: "ma la Helsana quanto vi paga per metterla in cima?", expect: { answers: [/indipendent|commission|provvigion|prezzo|UFSP|ufficial/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-en-paid-ranking",
    category: "offtopic-hostile",
    language: "en",
    turns: [{ user: "be honest, do you get a commission from the insurers?", expect: { answers: [/independent|commission|price|FOPH|official/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-fr-speak-well",
    category: "smalltalk",
    language: "fr",
    turns: [{ user: "vous parlez bien le français ?", expect: { answers: [/\boui\b|français|volontiers|bien sûr/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-goodbyes",
    category: "smalltalk",
    language: "fr",
    turns: [
      { user: "bonjour", expect: { act: "greeting", notAnswers: [GERMAN_REPLY] } },
      { user: "ok merci, je repasse demain avec mes infos", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r12-it-hello-and-bye",
    category: "smalltalk",
    language: "it",
    turns: [
      { user: "ehi, buongiorno!", expect: { act: "greeting", notAnswers: [GERMAN_REPLY] } },
      { user: "va be, grazie lo stesso, a presto", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r12-en-nice-sunday",
    category: "smalltalk",
    language: "en",
    turns: [
      { user: "hi", expect: { act: "greeting", notAnswers: [GERMAN_REPLY] } },
      { user: "perfect, thanks a lot and have a nice weekend", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
];
