import type { AdvisorCase } from "../case-format";

/**
 * French, Italian and English messages the engine must understand (fields and acts), written for
 * development; the language sets in tests/advisor/lang are the measurement and are not tuned against.
 * Replies are still German: answering in the person's language is the next step (issue 23).
 */
export const languageCases: AdvisorCase[] = [
  { id: "lang-fr-1", category: "place-age", language: "fr", turns: [{ user: "bonjour, j'ai 34 ans et j'habite à Genève", expect: { fields: { birthYear: 1992, ort: "Genève" } } }] },
  { id: "lang-fr-2", category: "numbers", language: "fr", turns: [{ user: "1201 genève, née en 1990, franchise de 2500 sans accident", expect: { fields: { plz: "1201", birthYear: 1990, franchise: 2500, accident: false } } }] },
  { id: "lang-fr-3", category: "model-compare", language: "fr", turns: [{ user: "2000 neuchâtel, 1985" }, { user: "modèle médecin de famille svp", expect: { fields: { model: "hausarzt" }, act: "change" } }] },
  { id: "lang-fr-4", category: "smalltalk", language: "fr", turns: [{ user: "merci beaucoup, bonne soirée", expect: { act: "thanks" } }] },
  { id: "lang-fr-5", category: "current-insurer", language: "fr", turns: [{ user: "1004 lausanne, 1979" }, { user: "je suis chez assura et je paie 389 francs par mois", expect: { fields: { currentInsurer: "Assura", currentPremium: 389 } } }] },
  { id: "lang-it-1", category: "place-age", language: "it", turns: [{ user: "ciao, ho 40 anni e abito a lugano", expect: { fields: { birthYear: 1986, ort: "Lugano" } } }] },
  { id: "lang-it-2", category: "numbers", language: "it", turns: [{ user: "6500 bellinzona, nata nel 1992, franchigia 1500 senza infortunio", expect: { fields: { plz: "6500", birthYear: 1992, franchise: 1500, accident: false } } }] },
  { id: "lang-it-3", category: "model-compare", language: "it", turns: [{ user: "6900 lugano, 1980" }, { user: "solo medico di famiglia", expect: { fields: { model: "hausarzt" } } }] },
  { id: "lang-it-4", category: "smalltalk", language: "it", turns: [{ user: "grazie mille, buona serata", expect: { act: "thanks" } }] },
  { id: "lang-en-1", category: "place-age", language: "en", turns: [{ user: "hi, I'm 29 and live in Zurich", expect: { fields: { birthYear: 1997, ort: "Zürich" } } }] },
  { id: "lang-en-2", category: "numbers", language: "en", turns: [{ user: "8004 zurich, born in 1988, deductible 2500 without accident cover", expect: { fields: { plz: "8004", birthYear: 1988, franchise: 2500, accident: false } } }] },
  { id: "lang-en-3", category: "model-compare", language: "en", turns: [{ user: "3011 bern, 1975" }, { user: "only the family doctor model please", expect: { fields: { model: "hausarzt" } } }] },
  { id: "lang-en-4", category: "smalltalk", language: "en", turns: [{ user: "thanks a lot, have a nice evening", expect: { act: "thanks" } }] },
  { id: "lang-en-5", category: "current-insurer", language: "en", turns: [{ user: "4051 basel, 1984" }, { user: "I'm with CSS and pay 450 a month", expect: { fields: { currentInsurer: "CSS", currentPremium: 450 } } }] },
  // Choosing an offer and saying yes to the quote in French, Italian and English.
  { id: "lang-fr-6", category: "quote", language: "fr", turns: [{ user: "1201 genève, 1990" }, { user: "je prends le deuxième", expect: { act: "choose_offer" } }, { user: "oui", expect: { act: "request_quote", action: "collect_offer_data" } }] },
  { id: "lang-it-5", category: "quote", language: "it", turns: [{ user: "6900 lugano, 1985" }, { user: "prendo la prima", expect: { act: "choose_offer" } }, { user: "sì, volentieri", expect: { act: "request_quote", action: "collect_offer_data" } }] },
  { id: "lang-en-6", category: "quote", language: "en", turns: [{ user: "8001 zurich, 1992" }, { user: "I'll take the first one", expect: { act: "choose_offer" } }, { user: "yes please", expect: { act: "request_quote", action: "collect_offer_data" } }, { user: "cancel", expect: { act: "other" } }] },
];
