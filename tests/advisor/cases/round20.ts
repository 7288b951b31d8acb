import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, GERMAN_REPLY } from "../lang/patterns";

/**
 * Round 20 (29 November 2026): the classes behind the misses of German v19 and French/Italian/English v10, in all four
 * languages: deductibles said per person of a household (a person named again before their own year, "le grand" and
 * "les petites", the amount that a person's age class has), twins born this year, the writer's own year after the
 * children's, coming birthdays ("j'aurai 19 ans en mars"), a saving asked with the contract told, a switch during the
 * year with an alternative model, a place said with the valley or municipality it lies in, the change in percent or
 * against this year, an offer taken in Swiss German word order or by its insurer, English rule questions, the current
 * insurer after other words, psychotherapy and the choice of hospital. Written for development, with other words and
 * places than the held-out sets'.
 */
const PERCENT = /%/;
export const round20Cases: AdvisorCase[] = [
  {
    id: "r20-person-named-again",
    category: "family",
    language: "fr",
    turns: [
      {
        user: "Ma femme et moi à Lausanne 1003 : moi 1975 franchise 500, elle 1977 franchise 2500. Ça fait combien ?",
        expect: { fields: { plz: "1003", persons: [{ birthYear: 1975, role: "self", franchise: 500 }, { birthYear: 1977, role: "partner", franchise: 2500 }] }, answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "r20-eldest-and-little-ones",
    category: "family",
    language: "fr",
    turns: [
      {
        user: "Nous sommes 5 à Peseux 2034 : moi 1978, mon mari 1976, notre fils 2005 et les jumelles de 2019. Franchise 1500 pour nous, 2000 pour le grand, 0 pour les petites.",
        expect: {
          fields: {
            persons: [
              { birthYear: 1978, role: "self", franchise: 1500 },
              { birthYear: 1976, role: "partner", franchise: 1500 },
              { birthYear: 2005, role: "child", franchise: 2000 },
              { birthYear: 2019, role: "child", franchise: 0 },
              { birthYear: 2019, role: "child", franchise: 0 },
            ],
          },
          answers: [CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "r20-twins-born-this-year",
    category: "family",
    turns: [
      {
        user: "mir hend im septämber zwillinge becho. ich bi 1988, min maa 1986, mir wohned in 8400 winterthur. was zahled mir ab januar?",
        expect: { fields: { persons: [{ birthYear: 1988, role: "self" }, { birthYear: 1986, role: "partner" }, { birthYear: 2026, role: "child" }, { birthYear: 2026, role: "child" }] }, answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "r20-writer-after-children",
    category: "family",
    turns: [
      {
        user: "bi alleierziehend mit drei chind (2011, 2014 und 2018), ich sälber jg 82. mir wohned in 6003 luzern. was choschtet das?",
        expect: { fields: { persons: [{ birthYear: 1982, role: "self" }, { birthYear: 2011, role: "child" }, { birthYear: 2014, role: "child" }, { birthYear: 2018, role: "child" }] }, answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "r20-coming-birthday-fr",
    category: "numbers",
    language: "fr",
    turns: [
      { user: "Fribourg 1700, et combien pour moi ?" },
      { user: "j'aurai 20 ans en février", expect: { fields: { plz: "1700", birthYear: 2007 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r20-coming-birthday-it",
    category: "numbers",
    language: "it",
    turns: [{ user: "mia figlia compie 19 anni il 10 gennaio, abitiamo a Lugano 6900. quanto paga nel 2027?", expect: { fields: { plz: "6900", birthYear: 2008 }, answers: [CHF_AMOUNT] } }],
  },
  {
    id: "r20-saving-with-contract",
    category: "current-insurer",
    turns: [
      {
        user: "bi rentner, bi de helsana im standardmodell, 300 franchise mit unfall, zahle 600.00 im monet. 3011 bern, jg 1955. wie vill chönnt i spare?",
        expect: { act: "ask_compare", fields: { plz: "3011", birthYear: 1955, currentInsurer: "Helsana" }, answers: [CHF_AMOUNT], notAnswers: [/UVG voll gegen Unfälle/] },
      },
    ],
  },
  {
    id: "r20-mid-year-with-model",
    category: "lookup",
    turns: [
      { user: "cha me au uf ende juni wächsle?" },
      { user: "ich ha aber s hmo und 1500 franchise", expect: { act: "ask_rule", answers: [/Kalenderjahr/, /1\. Januar 2027/] } },
    ],
  },
  {
    id: "r20-place-in-valley",
    category: "place-age",
    language: "it",
    turns: [{ user: "Broglio in Val Lavizzara, classe 1972. quanto costa?", expect: { fields: { plz: "6693", birthYear: 1972 }, answers: [CHF_AMOUNT] } }],
  },
  {
    id: "r20-change-in-percent",
    category: "tariff-year",
    language: "fr",
    turns: [
      { user: "Sion 1950, née en 1980, combien l'an prochain ?" },
      { user: "et ça fait combien en % ?", expect: { act: "ask_trend", answers: [PERCENT] } },
      { user: "et l'an prochain ?", expect: { fields: { tariffYear: 2027 } } },
    ],
  },
  {
    id: "r20-take-offer-swiss-order",
    category: "quote",
    turns: [
      { user: "9000 st gallen, jg 1979, telmed 2500" },
      { user: "d erscht nimm i", expect: { act: "choose_offer", action: "ai_response" } },
    ],
  },
  {
    id: "r20-take-insurer-it",
    category: "quote",
    language: "it",
    turns: [
      { user: "6500 Bellinzona, 1983, franchigia 2500" },
      { user: "prendo la prima, come faccio per avere un'offerta?", expect: { act: "choose_offer" } },
    ],
  },
  {
    id: "r20-english-rules",
    category: "lookup",
    language: "en",
    turns: [
      { user: "just moved to Basel from Dublin. can I wait until March to sign up for health insurance?", expect: { act: "ask_rule", answers: [/three months|3 months/i] } },
      { user: "does my nationality make the premium higher?", expect: { act: "ask_rule", answers: [/same premium/i] } },
      { user: "what happens if I pay my premiums late?", expect: { act: "ask_rule", answers: [/reminder/i] } },
    ],
  },
  {
    id: "r20-text-speak-en",
    category: "dialect-typos",
    language: "en",
    turns: [{ user: "wats the cheapest krankenkasse in chur 7000?? im 35, franchise 1500 thx", expect: { fields: { plz: "7000", franchise: 1500 }, notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r20-current-insurer-later",
    category: "current-insurer",
    language: "it",
    turns: [
      {
        user: "ho 40 anni, sono del 1986 e abito a Bellinzona 6500. ho la CSS, franchigia 300 con infortunio, pago 600.00. si risparmia qualcosa?",
        expect: { fields: { currentInsurer: "CSS", currentPremium: 600 }, answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "r20-psychotherapy-and-hospital",
    category: "lookup",
    turns: [
      { user: "zahlt d grundversicherig au e psychologin?", expect: { act: "ask_rule", answers: [/ärztlich|Ärztin oder ein Arzt/] } },
      { user: "und cha me sich i jedem spital la operiere?", expect: { act: "ask_rule", answers: [/Spitalliste/, /Wohnkanton/] } },
    ],
  },
  {
    id: "r20-maternity-no-deductible-fr",
    category: "lookup",
    language: "fr",
    turns: [{ user: "je suis enceinte, est-ce que je paie la franchise pour l'accouchement ?", expect: { act: "ask_rule", answers: [/^Non/] } }],
  },
  {
    id: "r20-deductible-with-place",
    category: "family",
    language: "en",
    turns: [
      {
        user: "we are in Aarau: me 1980 and my wife 1982 with 2500, our daughter 2004 (student) with 1500. total?",
        expect: { fields: { plz: "5000", persons: [{ birthYear: 1980, role: "self", franchise: 2500 }, { birthYear: 1982, role: "partner", franchise: 2500 }, { birthYear: 2004, franchise: 1500 }] }, answers: [CHF_AMOUNT] },
      },
    ],
  },
];
