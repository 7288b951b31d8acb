import type { AdvisorCase } from "../case-format";

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "h3-current-01",
    category: "current-insurer",
    turns: [
      {
        user: "ich bin bei der helsana und zahle 512 franken im monat, standardmodell, 300 franchise mit unfall. 8004 zürich, 1983. wieviel könnte ich sparen?",
        expect: {
          act: "ask_price",
          fields: { plz: "8004", birthYear: 1983, currentInsurer: "Helsana", currentPremium: 512, franchise: 300, accident: true, currentModel: "standard" },
          answers: [/spar|günstiger/, /\d+[.,]\d{2}|chf/],
          figures: [{ what: "saving", franchise: 300, accident: true, model: "standard" }],
          notAnswers: [/spar\w*[^.]{0,40}\b(5[2-9]\d|[6-9]\d\d)([.,]\d+)? ?(chf|fr\.?|franken)? ?(pro|im|\/|je) ?monat/],
        },
      },
      {
        user: "bis wann muess ich kündige?",
        expect: { act: "ask_rule", answers: [/30\.? ?november|30\.11/], notAnswers: [/31\.? ?dezember kündigen/] },
      },
    ],
  },
  {
    id: "h3-current-02",
    category: "current-insurer",
    turns: [
      {
        user: "bi bi dr css, zahl aktuell 298.40, hmo mit 2500. wohn in 4051 basel, 1994",
        expect: { act: "provide_info", fields: { plz: "4051", birthYear: 1994, currentInsurer: "CSS", currentPremium: 298.4, currentModel: "hmo", franchise: 2500 } },
      },
      {
        user: "lohnt sich e wächsel?",
        expect: { act: "ask_compare", answers: [/\d+[.,]\d{2}|chf/, /hmo/], figures: [{ what: "saving", model: "hmo", franchise: 2500 }] },
      },
    ],
  },
  {
    id: "h3-current-03",
    category: "current-insurer",
    turns: [
      {
        user: "Wir sind bei der Sympany. Ich bekomme nächstes Jahr 60 CHF mehr pro Monat. Kann ich jetzt noch wechseln? Es ist ja schon Ende November.",
        expect: { act: "ask_rule", fields: { currentInsurer: "Sympany" }, answers: [/30\.? ?november|30\.11/, /kündig/] },
      },
    ],
  },
  {
    id: "h3-current-04",
    category: "current-insurer",
    turns: [
      { user: "hallo ich bin bei der groupe mutuel (philos) und zahle 430", expect: { act: "provide_info", fields: { currentInsurer: "Philos", currentPremium: 430 } } },
      { user: "1950 sion, 1989", expect: { act: "provide_info", fields: { plz: "1950", birthYear: 1989, currentPremium: 430 }, notAnswers: [/kanton waadt|kanton bern/] } },
      { user: "franchise isch 500, ohni unfall", expect: { act: "provide_info", fields: { franchise: 500, accident: false } } },
      {
        user: "und jetzt, was chan i spare?",
        expect: { act: "ask_price", answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "saving", franchise: 500, accident: false }] },
      },
    ],
  },
  {
    id: "h3-current-05",
    category: "current-insurer",
    turns: [
      {
        user: "Ich bin seit 20 Jahren bei der ÖKK in Chur, zahle 395.-, Hausarztmodell, Franchise 1500, Jahrgang 1968, 7000. Bleiben oder gehen?",
        expect: {
          act: "ask_compare",
          fields: { plz: "7000", birthYear: 1968, currentInsurer: "ÖKK", currentPremium: 395, currentModel: "hausarzt", franchise: 1500 },
          answers: [/\d+[.,]\d{2}|chf/],
          figures: [{ what: "current", insurer: "ÖKK", model: "hausarzt", franchise: 1500 }],
        },
      },
    ],
  },
];
