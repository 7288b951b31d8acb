import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, GERMAN_REPLY } from "../lang/patterns";

/**
 * Round 17 (29 November 2026): the classes behind the misses of German v16 and French/Italian/English v7, in all four
 * languages: a place named as one item of a list or right before a year, a locality with its municipality, Bernese
 * place endings, a deductible amount that is no postal code, a colleague's town, a child born on a day of this year,
 * the newborn's registration asked in a follow-up, signs of an emergency, emergencies and the first point of contact
 * in a model, who the advisor works for, whether a quote binds, when a new year's premiums apply, one member of a
 * household with another insurer, a yearly figure said "in a year", the saving of one deductible instead of another.
 * Written for development, with other words and places than the held-out sets'.
 */
export const round17Cases: AdvisorCase[] = [
  {
    id: "r17-place-list-item",
    category: "place-age",
    language: "fr",
    turns: [{ user: "45 ans, Aubonne, franchise 1'500.-, sans accident", expect: { fields: { plz: "1170", franchise: 1500, accident: false }, figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r17-place-colon",
    category: "family",
    language: "fr",
    turns: [{ user: "Courrendlin : ma femme 1979, moi 1977", expect: { fields: { plz: "2830", persons: [{ birthYear: 1977, role: "self" }, { birthYear: 1979, role: "partner" }] } } }],
  },
  {
    id: "r17-place-before-year-in-brackets",
    category: "place-age",
    language: "it",
    turns: [{ user: "buonasera, sono un papà di Cevio (1981) con mia figlia del 2012", expect: { fields: { plz: "6675" }, notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r17-bernese-ending",
    category: "dialect-typos",
    turns: [{ user: "mir wohne z konolfinge, i bi 1970", expect: { fields: { plz: "3510", birthYear: 1970 }, figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r17-deductible-no-postal-code",
    category: "numbers",
    language: "fr",
    turns: [{ user: "slt, cernier, 1993, tlmd 2500 ss acc", expect: { fields: { plz: "2053", franchise: 2500, accident: false, model: "telmed" }, notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r17-locality-in-municipality",
    category: "place-age",
    language: "it",
    turns: [{ user: "Soglio in Bregaglia, classe 1975", expect: { fields: { plz: "7610" } } }],
  },
  {
    id: "r17-colleagues-town",
    category: "place-age",
    language: "en",
    turns: [{ user: "My friend in Geneva pays way more. What would I pay in Sion? Born 1990.", expect: { fields: { plz: "1950", birthYear: 1990 } } }],
  },
  {
    id: "r17-newborn-day",
    category: "family",
    language: "fr",
    turns: [
      { user: "On vit à Payerne, moi 1989, mon mari 1988, et notre fils Noé est né le 2 novembre. Ça coûte combien pour nous trois ?", expect: { fields: { persons: [{ birthYear: 1989, role: "self" }, { birthYear: 1988, role: "partner" }, { birthYear: 2026, role: "child" }] }, figures: [{ what: "household" }] } },
      { user: "et on a combien de temps pour l'inscrire ?", expect: { act: "ask_rule", answers: [/trois mois/], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r17-newborn-follow-up-de",
    category: "family",
    turns: [
      { user: "üse bueb isch am 8. oktober uf d wält cho, mir wohne in 3600 thun. was choschtet är?", expect: { fields: { plz: "3600" }, figures: [{ what: "cheapest", birthYear: 2026 }] } },
      { user: "und bis wänn müesse mer ne versichere?", expect: { act: "ask_rule", answers: [/drei Monat/] } },
    ],
  },
  {
    id: "r17-emergency",
    category: "offtopic-hostile",
    language: "it",
    turns: [{ user: "mio marito ha un forte dolore al petto e non riesce a respirare bene, cosa faccio?", expect: { answers: [/144/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r17-emergency-de",
    category: "offtopic-hostile",
    turns: [{ user: "mi frou isch grad ohnmächtig worde", expect: { answers: [/144/] } }],
  },
  {
    id: "r17-emergency-in-model",
    category: "model-compare",
    language: "fr",
    turns: [{ user: "avec le modèle médecin de famille, si je me casse le bras au ski je dois appeler d'abord ?", expect: { act: "ask_rule", answers: [/urgence/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r17-first-contact",
    category: "model-compare",
    language: "en",
    turns: [{ user: "with the HMO do I have to call first before I see a gynecologist?", expect: { act: "ask_rule", answers: [/first|agreed/] } }],
  },
  {
    id: "r17-advisor-from-insurer",
    category: "smalltalk",
    language: "it",
    turns: [{ user: "ma tu sei della Helsana?", expect: { answers: [/nessuna cassa|non lavoro per|indipendent/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r17-quote-binding",
    category: "quote",
    language: "en",
    turns: [{ user: "if I ask for a quote, am I bound to switch?", expect: { answers: [/non-binding|not committing/] } }],
  },
  {
    id: "r17-premiums-from",
    category: "tariff-year",
    language: "it",
    turns: [{ user: "il nuovo premio vale già a dicembre?", expect: { act: "ask_rule", answers: [/1° gennaio/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r17-other-insurer-child",
    category: "family",
    turns: [{ user: "dörf üsi tochter bi ere andere kasse si als mir?", expect: { act: "ask_rule", answers: [/jede Person|einzeln/] } }],
  },
  {
    id: "r17-yearly-in-a-year",
    category: "question-price",
    language: "it",
    turns: [
      { user: "6500 Bellinzona, classe 1984", expect: { fields: { plz: "6500" } } },
      { user: "e in un anno quanto sarebbe?", expect: { answers: [/all'anno|annu/], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r17-deductible-instead",
    category: "question-price",
    language: "fr",
    turns: [
      { user: "1400 Yverdon, née en 1991", expect: { fields: { plz: "1400" } } },
      { user: "combien je gagne par an avec 2000 au lieu de 500 ?", expect: { answers: [/par an/, CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r17-amount-deductible-price",
    category: "numbers",
    language: "it",
    turns: [{ user: "ho 40 anni, 6900 Lugano, franchigia duemila, quanto al mese?", expect: { fields: { plz: "6900", franchise: 2000 }, act: "ask_price", figures: [{ what: "cheapest", franchise: 2000 }] } }],
  },
  {
    id: "r17-relative-age",
    category: "family",
    language: "fr",
    turns: [
      { user: "1004 Lausanne, née en 1972", expect: { fields: { plz: "1004", birthYear: 1972 } } },
      { user: "et mon mari, il a quatre ans de plus", expect: { fields: { persons: [{ birthYear: 1972, role: "self" }, { birthYear: 1968, role: "partner" }] }, notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r17-canton-ranking",
    category: "tariff-year",
    turns: [
      { user: "i welem kanton sind d prämie am tüürschte?", expect: { act: "ask_rule", answers: [/Kanton \*\*Genf\*\*/, /Mittel der Angebote/] } },
      { user: "und wo sind si am meischte gstige?", expect: {} },
    ],
  },
  {
    id: "r17-canton-ranking-follow-up",
    category: "tariff-year",
    language: "en",
    turns: [
      { user: "which canton had the biggest premium increase for 2027?", expect: { answers: [/%/, /weighted/] } },
      { user: "and Ticino?", expect: { answers: [/Ticino/, /%/] } },
    ],
  },
  {
    id: "r17-deductible-worth",
    category: "question-price",
    turns: [{ user: "9000 st. gallen, jg 1990, lohnt sich 1500?", expect: { fields: { plz: "9000" }, answers: [/1'500/, /300/, /im Jahr/] } }],
  },
  {
    id: "r17-insurer-after-und",
    category: "current-insurer",
    turns: [{ user: "bi 41i und bi de css, hausarzt 1000 mit unfall, zahl 520 im monet, 4600 olten. chan i spare?", expect: { fields: { currentInsurer: "CSS" } } }],
  },
  {
    id: "r17-spoken-thousands",
    category: "dialect-typos",
    turns: [
      { user: "5000 aarau, jg 1979", expect: { fields: { plz: "5000" } } },
      { user: "und mit zwäituusigfüfhundert?", expect: { fields: { franchise: 2500 } } },
    ],
  },
  {
    id: "r17-pick-and-yearly",
    category: "quote",
    turns: [
      { user: "6003 luzern, jg 1975", expect: { fields: { plz: "6003" } } },
      { user: "ich nehme die günstigste, was kostet die im jahr?", expect: { act: "choose_offer", answers: [/Im Jahr sind das/, /Offerte/] } },
    ],
  },
  {
    id: "r17-ambulance",
    category: "lookup",
    language: "it",
    turns: [{ user: "l'ambulanza la paga la cassa malati?", expect: { act: "ask_rule", answers: [/metà/, /500/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r17-home-not-study",
    category: "place-age",
    language: "it",
    turns: [
      { user: "ciao, studio a Berna ma ho il domicilio dai miei a Giubiasco, sono del 2005. quanto pago?", expect: { fields: { plz: "6512", birthYear: 2005 } } },
      { user: "lavoro 10 ore a settimana in un bar a Berna, posso togliere l'infortunio?", expect: { fields: { plz: "6512" } } },
    ],
  },
  {
    id: "r17-cancel-named-insurer",
    category: "lookup",
    language: "fr",
    turns: [
      { user: "2000 Neuchâtel, née en 1983", expect: { fields: { plz: "2000" } } },
      { user: "jusqu'à quand je dois résilier ma Visana ?", expect: { act: "ask_rule", answers: [/30 novembre/], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r17-born-in-month",
    category: "family",
    language: "fr",
    turns: [{ user: "notre fils est né en septembre, on habite à Morges. c'est combien pour lui ?", expect: { fields: { plz: "1110" }, figures: [{ what: "cheapest", birthYear: 2026 }], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r17-rise-normal",
    category: "tariff-year",
    turns: [
      { user: "6300 zug, jg 1977", expect: { fields: { plz: "6300" } } },
      { user: "isch das normal, so en ufschlag?", expect: { answers: [/Kanton Zug/, /%/] } },
    ],
  },
  {
    id: "r17-that-deductible",
    category: "numbers",
    language: "en",
    turns: [
      { user: "3012 Bern, born 1988. I spend about 300 a year on doctors, which deductible should I take?", expect: { action: "optimize_franchise" } },
      { user: "and what's the cheapest monthly premium with that one?", expect: { fields: { franchise: 2500 } } },
    ],
  },
  {
    id: "r17-sms-french",
    category: "dialect-typos",
    language: "fr",
    turns: [{ user: "jsuis a la chx-de-fds, 1999, jusqu'à qd je peux changer de caisse mld ?", expect: { fields: { plz: "2300", birthYear: 1999 }, answers: [/30 novembre/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r17-twins-bernese",
    category: "family",
    turns: [
      { user: "ig u mi maa si beidi 1986, u mir hei zwiling vo 2021. mir wohne z köniz, 3098. was choschtet das?", expect: { fields: { persons: [{ birthYear: 1986, role: "self" }, { birthYear: 1986, role: "partner" }, { birthYear: 2021, role: "child" }, { birthYear: 2021, role: "child" }] }, figures: [{ what: "household" }] } },
      { user: "u wi viu mache d ching drvo us?", expect: { answers: [/Kinder/, CHF_AMOUNT] } },
    ],
  },
  {
    id: "r17-insurer-typos-compared",
    category: "named-insurer",
    turns: [{ user: "sanittas oder visanna, wer isch günstiger für mi? 4500 solothurn, jg 1975", expect: { fields: { plz: "4500" }, figures: [{ what: "insurer", insurer: "1509" }, { what: "insurer", insurer: "1555" }] } }],
  },
  {
    id: "r17-second-lowest",
    category: "numbers",
    language: "en",
    turns: [
      { user: "8050 Zurich, born 1984", expect: { fields: { plz: "8050" } } },
      { user: "and with the second-lowest excess?", expect: { fields: { franchise: 500 }, act: "change" } },
      { user: "zweithöchschti?", expect: { fields: { franchise: 2000 } } },
    ],
  },
];
