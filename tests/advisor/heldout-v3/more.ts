import type { AdvisorCase } from "../case-format";

/** Further conversations, added after the first pass over every category. */
export const moreCases: AdvisorCase[] = [
  {
    id: "h3-more-01",
    category: "lookup",
    turns: [
      { user: "ich wohne in vaduz, kann ich bei euch eine grundversicherung abschliessen?", expect: { act: "ask_rule", answers: [/liechtenstein/], notAnswers: [/\d+[.,]\d{2} ?chf pro monat/] } },
    ],
  },
  {
    id: "h3-more-02",
    category: "tariff-year",
    turns: [
      { user: "8750 glarus, jg 1987", expect: { act: "provide_info", fields: { plz: "8750", birthYear: 1987 } } },
      { user: "und wie wirds 2028 usgseh?", expect: { act: "ask_trend", answers: [/noch nicht|nicht bekannt|herbst|september|2027/], notAnswers: [/prämien 2028 (betragen|sind|liegen)/] } },
    ],
    note: "2028 premiums are not published: no figure may be invented",
  },
  {
    id: "h3-more-03",
    category: "question-price",
    turns: [
      {
        user: "Guten Tag, ich bin Rentnerin, 78 Jahre alt (Jahrgang 1948), und wohne in 4500 Solothurn. Ich gehe oft zum Arzt. Was bezahle ich mit der tiefsten Franchise und mit Unfall am wenigsten?",
        expect: {
          act: "ask_price",
          fields: { plz: "4500", birthYear: 1948, franchise: 300, accident: true },
          answers: [/\d+[.,]\d{2}|chf/],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
      { user: "und mit hausarztmodell?", expect: { act: "change", fields: { model: "hausarzt", franchise: 300, accident: true }, figures: [{ what: "cheapest", model: "hausarzt", franchise: 300, accident: true }] } },
    ],
    note: "a pensioner has no employer accident cover: with accident",
  },
  {
    id: "h3-more-04",
    category: "smalltalk",
    turns: [
      { user: "hallo zäme 👋", expect: { act: "greeting" } },
      { user: "bi vo einsiedle, 1976", expect: { act: "provide_info", fields: { plz: "8840", birthYear: 1976 } } },
      { user: "top, merci, das wärs gsi", expect: { act: "thanks" } },
    ],
  },
  {
    id: "h3-more-05",
    category: "offtopic-hostile",
    turns: [
      { user: "chasch mir helfe mini stürerklärig uszfülle?", expect: { act: "other", answers: [/krankenkasse|grundversicherung|prämie/] } },
      { user: "schad. denn halt krankekasse: 3600 thun, 1983", expect: { act: "provide_info", fields: { plz: "3600", birthYear: 1983 } } },
    ],
  },
  {
    id: "h3-more-06",
    category: "question-price",
    turns: [
      { user: "wievill choschtet s'billigschte hmo z'chur fürne 25-jährige?", expect: { act: "ask_price", fields: { ort: "Chur", model: "hmo" } } },
      { user: "jahrgang 2001", expect: { act: "provide_info", fields: { birthYear: 2001, model: "hmo" }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest", model: "hmo" }] } },
    ],
  },
];
