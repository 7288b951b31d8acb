import type { AdvisorCase } from "../case-format";

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "h3-price-01",
    category: "question-price",
    turns: [
      {
        user: "was kostet die günstigste grundversicherung in 8500 frauenfeld für jemanden mit jahrgang 1984, franchise 2500, mit unfall?",
        expect: {
          act: "ask_price",
          fields: { plz: "8500", birthYear: 1984, franchise: 2500, accident: true },
          answers: [/\d+[.,]\d{2}|chf/],
          figures: [{ what: "cheapest", franchise: 2500, accident: true }],
          notAnswers: [/kanton st\.? gallen/],
        },
      },
    ],
  },
  {
    id: "h3-price-02",
    category: "question-price",
    turns: [
      { user: "wie viel zahle ich in glarus?", expect: { act: "ask_price", fields: { ort: "Glarus" }, answers: [/jahrgang|geburtsjahr|alt/] } },
      { user: "1979", expect: { act: "provide_info", fields: { birthYear: 1979, ort: "Glarus" }, answers: [/\d+[.,]\d{2}|chf|franchise/] } },
    ],
    note: "birth year missing: the advisor must ask for it before a price",
  },
  {
    id: "h3-price-03",
    category: "question-price",
    turns: [
      { user: "schwyz 6430, 1992", expect: { act: "provide_info", fields: { plz: "6430", birthYear: 1992 } } },
      {
        user: "was chostet telmed mit 300 franchise vs 2500?",
        expect: {
          act: "ask_compare",
          fields: { model: "telmed" },
          answers: [/300/, /2500|2'500|2.500/],
          figures: [
            { what: "cheapest", model: "telmed", franchise: 300 },
            { what: "cheapest", model: "telmed", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h3-price-04",
    category: "question-price",
    turns: [
      {
        user: "mein sohn wird 19 und zieht nach biel 2502 für die lehre. jahrgang 2007. was kostet eine KK für ihn?",
        expect: { act: "ask_price", fields: { plz: "2502", persons: [{ birthYear: 2007 }] }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest", birthYear: 2007 }] },
      },
      {
        user: "er ist über den lehrbetrieb gegen unfall versichert",
        expect: { act: "change", fields: { accident: false, persons: [{ birthYear: 2007 }] } },
      },
    ],
  },
  {
    id: "h3-price-05",
    category: "question-price",
    turns: [
      { user: "Was kostet eine Krankenkasse im Schnitt?", expect: { act: "ask_price", answers: [/postleitzahl|plz|wohnort|jahrgang|geburtsjahr/] } },
      { user: "9050 appenzell, 1970", expect: { act: "provide_info", fields: { plz: "9050", birthYear: 1970 }, answers: [/\d+[.,]\d{2}|chf/] } },
      {
        user: "und wenn ich die franchise auf 1000 setze?",
        expect: { act: "change", fields: { franchise: 1000, plz: "9050" }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest", franchise: 1000 }] },
      },
    ],
  },
];
