import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, GERMAN_REPLY } from "../lang/patterns";

/**
 * Round 13 (28 November 2026): a postal code shared by several municipalities with the place's name said with a
 * typo or the Swiss German way ("3052 zolikofe"), a locality of its own ("6038 Honau"), the canton's adjective
 * as the answer to "which one?", an age to come without "ich" ("wird im März 50"), "sit 20 Johr bi de …", the
 * insurer that wrote without "mir", a yearly premium with the insurer between, deductibles per person that contain
 * "zwei", a corrected year in two figures, working days a week, early retirement, the supplementary insurance
 * and different insurers per person, "what's the difference in practice" after a comparison, goodbyes in dialect.
 * Written for development, with other words and places than the held-out sets'.
 */
const ASKS_WHICH = /Welche meinst du/;

export const round13Cases: AdvisorCase[] = [
  {
    id: "r13-postal-code-with-typo-name",
    category: "place-age",
    turns: [{ user: "3052 zolikofen, jg 1979", expect: { fields: { plz: "3052", birthYear: 1979 }, answers: [CHF_AMOUNT], notAnswers: [ASKS_WHICH] } }],
  },
  {
    id: "r13-postal-code-with-dialect-name",
    category: "dialect-typos",
    turns: [{ user: "8952 schliere, bi 1995 gebore", expect: { fields: { plz: "8952", birthYear: 1995 }, answers: [CHF_AMOUNT], notAnswers: [ASKS_WHICH] } }],
  },
  {
    id: "r13-postal-code-locality-of-its-own",
    category: "place-age",
    note: "6038 is Gisikon (Gisikon, Inwil, Root) and Honau (Root).",
    turns: [{ user: "6038 Honau, Jahrgang 1968", expect: { fields: { plz: "6038", birthYear: 1968 }, answers: [CHF_AMOUNT, /Honau/], notAnswers: [ASKS_WHICH] } }],
  },
  {
    id: "r13-household-postal-code-and-name",
    category: "family",
    turns: [
      {
        user: "mi partnerin 1987 und ich 1985, 6210 surse",
        expect: { fields: { plz: "6210", persons: [{ birthYear: 1987, role: "partner" }, { birthYear: 1985, role: "self" }] }, figures: [{ what: "household" }], notAnswers: [ASKS_WHICH] },
      },
    ],
  },
  {
    id: "r13-canton-adjective-picks-the-place",
    category: "place-age",
    turns: [
      { user: "wohne in buchs, 1990", expect: { answers: [ASKS_WHICH] } },
      { user: "s st galler buchs", expect: { fields: { plz: "9470", birthYear: 1990 }, answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "r13-coming-age-without-ich",
    category: "numbers",
    note: "Turns 50 in March 2027: born 1977.",
    turns: [{ user: "3600 thun, wird im märz 50", expect: { fields: { plz: "3600", birthYear: 1977 }, answers: [CHF_AMOUNT] } }],
  },
  {
    id: "r13-since-years-with-insurer",
    category: "current-insurer",
    turns: [
      {
        user: "sit 20 johr bi de css, zahl 512.40, standard mit 300 franchise und unfall, 6003 luzern, 1961",
        expect: { fields: { plz: "6003", birthYear: 1961, currentInsurer: "CSS", currentPremium: 512.4 }, answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "r13-insurer-wrote-without-mir",
    category: "current-insurer",
    turns: [
      {
        user: "d visana het gschickt: 498.60 ab januar. 3250 lyss, 1970, standard 300 mit unfall",
        expect: { fields: { plz: "3250", birthYear: 1970, currentInsurer: "Visana" }, answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "r13-yearly-premium-insurer-between",
    category: "numbers",
    turns: [
      {
        user: "ich zahle bei der Sanitas Fr. 6'120.00 im Jahr, Hausarztmodell, Franchise 300 mit Unfall. 8400 Winterthur, Jg. 1966",
        expect: { fields: { plz: "8400", birthYear: 1966, currentPremium: 510 }, answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "r13-deductibles-per-person-with-zwei",
    category: "family",
    turns: [
      { user: "mir zwei 1982 und 1984 und eusi zwei chind 2014 und 2017, 5000 aarau", expect: { fields: { plz: "5000" }, figures: [{ what: "household" }] } },
      {
        user: "d chind mit 0 und mir zwei mit 1500",
        expect: {
          fields: { persons: [{ birthYear: 1982, franchise: 1500 }, { birthYear: 1984, franchise: 1500 }, { birthYear: 2014, franchise: 0 }, { birthYear: 2017, franchise: 0 }] },
          notAnswers: [/Gute Wahl/],
        },
      },
    ],
  },
  {
    id: "r13-corrected-year-two-figures",
    category: "corrections",
    turns: [
      { user: "ich 1979 und min maa 1975, 4500 solothurn", expect: { fields: { plz: "4500" } } },
      { user: "nei, är isch 1976, nöd 75", expect: { fields: { plz: "4500", persons: [{ birthYear: 1979 }, { birthYear: 1976 }] } } },
    ],
  },
  {
    id: "r13-working-days-a-week",
    category: "lookup",
    turns: [
      { user: "1000er franchise, 9000 st gallen, 1993", expect: { fields: { plz: "9000", birthYear: 1993 } } },
      { user: "ab februar schaff ich zwei täg pro wuche im lade", expect: { fields: { accident: false } } },
    ],
  },
  {
    id: "r13-early-retirement-accident",
    category: "dialect-typos",
    turns: [
      { user: "7000 chur, 1962, 2000er franchise", expect: { fields: { plz: "7000", birthYear: 1962 } } },
      { user: "bi frühpensioniert sit oktober", expect: { fields: { accident: true }, answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "r13-supplementary-insurance",
    category: "lookup",
    turns: [
      {
        user: "wenn ich d grundversicherig wächsle, was passiert mit minere zuesatzversicherig?",
        expect: { act: "ask_rule", answers: [/Zusatzversicherung/, /weiter|behalten|nicht kündigen/] },
      },
    ],
  },
  {
    id: "r13-different-insurers-per-person",
    category: "family",
    turns: [{ user: "chönd mini frau und ich bi verschidene kasse si?", expect: { act: "ask_rule", answers: [/jede Person|einzeln/] } }],
  },
  {
    id: "r13-difference-in-practice-after-comparison",
    category: "model-compare",
    turns: [
      { user: "isch hausarzt billiger als telmed? 8610 uster, 1988, 1500er franchise", expect: { act: "ask_compare", answers: [CHF_AMOUNT] } },
      { user: "und was isch praktisch de unterschied?", expect: { answers: [/Hausarzt/, /Telefon|telefon|anrufen|Anruf/] } },
    ],
  },
  {
    id: "r13-human-question",
    category: "smalltalk",
    turns: [{ user: "Hallo, rede ich hier mit einem echten Menschen?", expect: { answers: [/\bKI\b|automatisch|Assistent|kein Mensch|Programm|Bot/i] } }],
  },
  {
    id: "r13-dialect-goodbye",
    category: "smalltalk",
    turns: [
      { user: "4051 basel, 1999", expect: { answers: [CHF_AMOUNT] } },
      { user: "merci vilmal, das wärs gsi. schöns wuchenend!", expect: { act: "thanks" } },
    ],
  },
  {
    id: "r13-trend-strikes-up-in-canton",
    category: "tariff-year",
    turns: [{ user: "wie fescht schlönd d prämie 2027 im kanton bärn uf?", expect: { act: "ask_trend", answers: [/%|Prozent/] } }],
  },
  {
    id: "r13-fr-canton-adjective",
    category: "place-age",
    language: "fr",
    turns: [
      { user: "j'habite à Corcelles, née en 1991", expect: { notAnswers: [GERMAN_REPLY] } },
      { user: "celui de Payerne, le vaudois", expect: { fields: { plz: "1562", birthYear: 1991 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r13-fr-postmark-question",
    category: "lookup",
    language: "fr",
    turns: [{ user: "pour résilier, c'est le cachet de la poste qui compte ou la lettre doit arriver avant ?", expect: { act: "ask_rule", answers: [/reçue|parvenir|arriv/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r13-fr-still-leave-for-january",
    category: "lookup",
    language: "fr",
    turns: [{ user: "est-ce que je peux encore quitter ma caisse pour le 1er janvier ?", expect: { act: "ask_rule", answers: [/30 novembre|30\.11/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r13-fr-supplementary-insurance",
    category: "lookup",
    language: "fr",
    turns: [{ user: "si je change l'assurance de base, je dois résilier mes complémentaires aussi ?", expect: { act: "ask_rule", answers: [/complémentaire/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r13-fr-highest-deductible-plus-sign",
    category: "dialect-typos",
    language: "fr",
    turns: [
      { user: "2300 la chaux-de-fonds, née en 1996", expect: { fields: { plz: "2300", birthYear: 1996 }, notAnswers: [GERMAN_REPLY] } },
      { user: "et avec la franchise la + haute cb ça fait ?", expect: { fields: { franchise: 2500 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r13-fr-data-only-in-romandie",
    category: "place-age",
    language: "fr",
    note: "No French word in the message: the canton of its postal code (JU) says the language when the request names none.",
    turns: [{ user: "Delémont 2800, 1987, franchise 1500", expect: { fields: { plz: "2800", birthYear: 1987, franchise: 1500 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r13-it-francs-and-centimes",
    category: "numbers",
    language: "it",
    turns: [
      { user: "6500 bellinzona, classe 1979, franchigia 1500", expect: { fields: { plz: "6500", birthYear: 1979 }, notAnswers: [GERMAN_REPLY] } },
      { user: "adesso pago 412 e 30 al mese con la Helsana, quanto risparmierei?", expect: { fields: { currentPremium: 412.3 }, notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r13-it-health-questionnaire",
    category: "lookup",
    language: "it",
    turns: [{ user: "la nuova cassa mi può chiedere un questionario sulla salute per la base? ho l'asma", expect: { act: "ask_rule", answers: [/accettar|ogni|qualsiasi|senza|riserv/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r13-en-deductible-per-year",
    category: "lookup",
    language: "en",
    turns: [{ user: "quick one: is the excess, sorry deductible, per year or per doctor visit?", expect: { act: "ask_rule", answers: [/calendar year|per year|a year/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r13-en-kids-deductible",
    category: "family",
    language: "en",
    turns: [{ user: "do children have a deductible as well?", expect: { act: "ask_rule", answers: [/children/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r13-en-goodbye",
    category: "smalltalk",
    language: "en",
    turns: [
      { user: "8001 zurich, born 1990, what's the cheapest?", expect: { answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
      { user: "great, thanks a lot, bye", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
];
