import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Round 22 (29 November 2026): the classes behind the misses of German v21 and French/Italian/English v12, in all four
 * languages: the canton of the place told, an insurer that does not sell in the canton before the age is known, a third
 * model after two compared, the most one pays for another deductible, children and accident cover, the 2026 price that
 * cannot be kept, a household's budget, "how much with them?", the monthly figure after the yearly one, a question about
 * psychotherapy's sessions, students and discounts, routine dental care, retiring, a move within Switzerland and a
 * question about something else with a place in it. Written for development, with other words and places than the
 * held-out sets'.
 */
export const round22Cases: AdvisorCase[] = [
  {
    id: "r22-canton-of-place-de",
    category: "place-age",
    turns: [
      { user: "8867 niederurnen, jg 1977", expect: { fields: { plz: "8867", birthYear: 1977 } } },
      { user: "isch das kanton glarus oder schwyz?", expect: { fields: { plz: "8867" }, answers: [/Niederurnen\*\* liegt im Kanton Glarus/] } },
    ],
  },
  {
    id: "r22-canton-of-place-fr",
    category: "place-age",
    language: "fr",
    turns: [
      { user: "1880 bex, 1980", expect: { fields: { plz: "1880" } } },
      { user: "c'est dans quel canton ça ?", expect: { fields: { plz: "1880" }, answers: [/canton Vaud/] } },
    ],
  },
  {
    id: "r22-insurer-not-in-canton",
    category: "named-insurer",
    turns: [{ user: "gits d einsiedler krankekasse au bi mir in 8500 frauenfeld?", expect: { act: "ask_insurer", answers: [/im Kanton Thurgau nicht an/] } }],
  },
  {
    id: "r22-third-model",
    category: "model-compare",
    turns: [
      { user: "standard vs hausarzt, wie vill spar i? 9000 st. gallen, jg 1985, 2500, ohni unfall", expect: { act: "ask_compare", answers: [CHF_AMOUNT] } },
      { user: "und telmed?", expect: { fields: { model: "telmed" }, figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }] } },
    ],
  },
  {
    id: "r22-max-cost-follow-up",
    category: "lookup",
    turns: [
      { user: "wie vill zahl i maximal selber im johr mit 2000er franchise?", expect: { act: "ask_rule", answers: [/2.700/] } },
      { user: "und mit dr 500er?", expect: { answers: [/1.200/] } },
    ],
  },
  {
    id: "r22-children-accident-it",
    category: "family",
    language: "it",
    turns: [
      { user: "6500 bellinzona, io 1982, mia moglie 1984, i bimbi 2014 e 2017", expect: { fields: { plz: "6500" }, answers: [CHF_AMOUNT] } },
      { user: "lavoriamo tutti e due al 100%, i bambini devono avere l'infortunio lo stesso?", expect: { act: "ask_rule", answers: [/Per i vostri figli significa: sì/] } },
    ],
  },
  {
    id: "r22-keep-old-premium-fr",
    category: "tariff-year",
    language: "fr",
    turns: [{ user: "je peux garder le prix 2026 si je change maintenant ?", expect: { act: "ask_rule", answers: [/^Non : dès le 1er janvier 2027/] } }],
  },
  {
    id: "r22-household-budget",
    category: "family",
    turns: [
      {
        user: "8200 schaffhausen, ich 1980, mini frau 1982, beidi franchise 2500. mir hend es budget vo max 500 im monet für beidi, längt das?",
        expect: { fields: { plz: "8200" }, answers: [/^Nein, unter CHF\s500\.00 pro Monat geht es für euch nicht/], figures: [{ what: "household" }] },
      },
    ],
  },
  {
    id: "r22-with-them-en",
    category: "named-insurer",
    language: "en",
    turns: [
      { user: "3011 bern, born 1980, is agrisano only for farmers?", expect: { fields: { plz: "3011" } } },
      { user: "and how much is it with them?", expect: { act: "ask_insurer", answers: [/Agrisano/] } },
    ],
  },
  {
    id: "r22-per-month",
    category: "question-price",
    turns: [
      { user: "8200 schaffhausen, jg 1975: was kostet mich das im jahr mit 2500?", expect: { answers: [/Im Jahr sind das/] } },
      { user: "und pro monat?", expect: { act: "ask_price", figures: [{ what: "cheapest", franchise: 2500 }] } },
    ],
  },
  {
    id: "r22-psychotherapy-sessions-fr",
    category: "lookup",
    language: "fr",
    turns: [
      { user: "la base paie un psy ?", expect: { act: "ask_rule" } },
      { user: "combien de séances ?", expect: { act: "ask_rule", answers: [/psychoth/i], notAnswers: [/physioth/i] } },
    ],
  },
  {
    id: "r22-students-discount",
    category: "lookup",
    turns: [
      { user: "4051 basel, ich 1972, mini tochter 2005", expect: { fields: { plz: "4051" } } },
      { user: "mini tochter studiert, gits en studenterabatt?", expect: { answers: [/keine Krankenkasse gibt ihn/, /Prämie/], fields: { persons: [{ birthYear: 1972 }, { birthYear: 2005 }] } } },
    ],
  },
  {
    id: "r22-dental-cleaning-en",
    category: "lookup",
    language: "en",
    turns: [{ user: "does basic insurance pay for dental cleaning?", expect: { act: "ask_rule", answers: [/^As a rule, no\./] } }],
  },
  {
    id: "r22-retiring",
    category: "lookup",
    turns: [{ user: "ich gange im merz in pension, muess ich bi de kasse öppis aapasse?", expect: { act: "ask_rule", answers: [/Unfall/] } }],
  },
  {
    id: "r22-move-within-switzerland-it",
    category: "place-age",
    language: "it",
    turns: [
      { user: "6500 bellinzona, 1980", expect: { fields: { plz: "6500" } } },
      { user: "e se mi trasferisco a Biasca l'anno prossimo, quanto pagherei?", expect: { fields: { plz: "6710" }, answers: [CHF_AMOUNT], notAnswers: [/estero/] } },
    ],
  },
  {
    id: "r22-raclette-en",
    category: "offtopic-hostile",
    language: "en",
    turns: [
      { user: "9000 st. gallen, born 1980", expect: { fields: { plz: "9000" } } },
      { user: "ok where can i get a good raclette in zermatt?", expect: { act: "other", fields: { plz: "9000" } } },
    ],
  },
  {
    id: "r22-premiums-down-en",
    category: "tariff-year",
    language: "en",
    turns: [{ user: "did premiums go down anywhere in 2027?", expect: { act: "ask_trend", answers: [/%/] } }],
  },
  {
    id: "r22-fraud-address-fr",
    category: "offtopic-hostile",
    language: "fr",
    turns: [{ user: "j'habite à Lausanne mais mon oncle vit à Delémont où c'est moins cher. je peux mettre son adresse ?", expect: { answers: [/fausse adresse|lieu où vous habitez réellement/] } }],
  },
  {
    id: "r22-doctor-elsewhere-fr",
    category: "corrections",
    language: "fr",
    turns: [
      { user: "Savigny, 1979, franchise 1000, en telmed", expect: { fields: { plz: "1073" } } },
      { user: "non plutôt médecin de famille, mon docteur est à Pully", expect: { fields: { plz: "1073", model: "hausarzt" } } },
    ],
  },
  {
    id: "r22-child-becomes-young-adult-it",
    category: "tariff-year",
    language: "it",
    turns: [
      {
        user: "mio figlio del 2008 abita con noi a 6500 bellinzona, franchigia 0. quanto pagherà nel 2027?",
        expect: { fields: { franchise: 300 }, answers: [/non esiste dai 19 anni/, /Calcolo con CHF\s300/] },
      },
    ],
  },
  {
    id: "r22-what-is-model-en",
    category: "model-compare",
    language: "en",
    turns: [{ user: "what's hmo exactly and is it cheaper than standard? 3011 bern, born 1975, 1500", expect: { act: "ask_compare", answers: [/HMO:/, CHF_AMOUNT] } }],
  },
  {
    id: "r22-new-premium-from-january-en",
    category: "current-insurer",
    language: "en",
    turns: [{ user: "sanitas, standard, 300 with accident. new premium from january is 640.50, 8400 winterthur, born 1970. anything cheaper?", expect: { fields: { currentInsurer: "Sanitas", currentPremium: 640.5 } } }],
  },
  {
    id: "r22-retiring-premium-dearer",
    category: "lookup",
    turns: [
      { user: "4600 olten, jg 1960", expect: { fields: { plz: "4600" } } },
      { user: "ich gange nächsts johr in pension, mues i bi de kasse öppis ändere?", expect: { act: "ask_rule", answers: [/Unfall/] } },
      { user: "wird denn d prämie tüürer?", expect: { answers: [/^Ja: Mit der Unfalldeckung ist die Prämie höher/, /Die Unfalldeckung kostet dich also/] } },
    ],
  },
  {
    id: "r22-cheapest-and-contact-in-one",
    category: "quote",
    turns: [
      { user: "8001 zürich, jg 1980", expect: { fields: { plz: "8001" } } },
      {
        user: "offerte für di günschtigscht bitte: Anna Muster, Bahnhofstrasse 1, 8001 Zürich, anna.muster@example.ch",
        expect: { act: "request_quote", answers: [/Danke, notiert/], notAnswers: [/Wie heisst du/] },
      },
    ],
  },
  {
    id: "r22-cheapest-and-contact-in-one-fr",
    category: "quote",
    language: "fr",
    turns: [
      { user: "1700 fribourg, 1984", expect: { fields: { plz: "1700" } } },
      {
        user: "la moins chère me va, voici mes coordonnées : Julie Berset, route de Bertigny 4, 1700 Fribourg, julie.berset@example.ch. envoyez-moi l'offre",
        expect: { answers: [/Merci, c'est noté/], notAnswers: [/Comment vous appelez-vous/, /Danke/] },
      },
    ],
  },
  {
    id: "r22-insurer-standing-en",
    category: "offtopic-hostile",
    language: "en",
    turns: [
      { user: "4051 basel, born 1985", expect: { fields: { plz: "4051" } } },
      { user: "honestly is visana legit or a scam?", expect: { answers: [/\*\*Visana\*\* is authorised by the Confederation/], notAnswers: [/\bscam\b/i] } },
    ],
  },
  {
    id: "r22-insurer-standing-it",
    category: "named-insurer",
    language: "it",
    turns: [{ user: "ciao, la Sympany è una cassa malati affidabile o no?", expect: { answers: [/\*\*Sympany\*\* è autorizzata dalla Confederazione/] } }],
  },
  {
    id: "r22-first-one-what-needed",
    category: "quote",
    language: "en",
    turns: [
      { user: "3011 bern, born 1980", expect: { fields: { plz: "3011" } } },
      { user: "ok i'll take the cheapest. what do you need from me?", expect: { act: "choose_offer", action: "collect_offer_data" } },
    ],
  },
  {
    id: "r22-costs-again-after-optimising",
    category: "question-price",
    language: "en",
    turns: [
      { user: "which deductible makes sense for me? 8305 dietlikon, born 1981, maybe 500 chf of doctor bills a year", expect: { action: "optimize_franchise" } },
      { user: "and if i had surgery coming up, like 9000 in costs?", expect: { action: "optimize_franchise", fields: { expectedCosts: 9000 } } },
    ],
  },
];
