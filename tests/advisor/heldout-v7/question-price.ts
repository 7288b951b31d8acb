import type { AdvisorCase } from "../case-format";

/** "was kostet …", "wie viel zahle ich mit …". Conversations take place on 27.11.2026. */
const CHF = /\d+[.,']\d{2}|chf|fr\./i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "h7-question-price-01",
    category: "question-price",
    note: "'tiefste Franchise' for an adult is 300",
    turns: [
      {
        user: "Was kostet die Grundversicherung mit der tiefsten Franchise im Standardmodell? 2540 Grenchen, Jg. 1964",
        expect: {
          act: "ask_price",
          fields: { plz: "2540", birthYear: 1964, franchise: 300, model: "standard" },
          figures: [{ what: "cheapest", franchise: 300, model: "standard" }],
        },
      },
    ],
  },
  {
    id: "h7-question-price-02",
    category: "question-price",
    note: "a yearly amount is asked; only that the reply speaks of the year is checked",
    turns: [
      { user: "servus, 5430 wettingen, 1997", expect: { fields: { plz: "5430", birthYear: 1997 } } },
      {
        user: "wie viel wär das im jahr mit hmo?",
        expect: {
          act: "ask_price",
          fields: { plz: "5430", birthYear: 1997, model: "hmo" },
          answers: [/jahr|jährlich|\/ ?j\b|p\.? ?a\./i, CHF],
        },
      },
    ],
  },
  {
    id: "h7-question-price-03",
    category: "question-price",
    note: "rambling; the boyfriend is insured elsewhere and must not be added to the household",
    turns: [
      {
        user:
          "Hallo, also ich bin eigentlich nur am schauen, weil meine Kollegin meinte ich zahle viel zu viel. Ich bin 1989 geboren, wohne mit meinem Freund (der ist aber separat versichert und will nicht wechseln) in 8050 Zürich Oerlikon und hab momentan glaub ich Franchise 1000, aber ehrlich gesagt weiss ich es nicht genau. Was würde mich denn das günstigste kosten mit 1000?",
        expect: {
          act: "ask_price",
          fields: { plz: "8050", birthYear: 1989, franchise: 1000, persons: [{ birthYear: 1989 }] },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h7-question-price-04",
    category: "question-price",
    note: "a person born 1940, telmed with the lowest deductible and accident",
    turns: [
      {
        user: "Was kostet das Telmed-Modell mit Franchise 300 und Unfall für jemanden mit Jahrgang 1940 in 6005 Luzern?",
        expect: {
          act: "ask_price",
          fields: { plz: "6005", birthYear: 1940, model: "telmed", franchise: 300, accident: true },
          figures: [{ what: "cheapest", model: "telmed", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "h7-question-price-05",
    category: "question-price",
    note: "the difference between two neighbouring deductibles",
    turns: [
      {
        user: "wie viel mehr zahlt man mit 2000 franchise statt 2500? 3084 wabern, 1992",
        expect: {
          act: "ask_compare",
          fields: { plz: "3084", birthYear: 1992 },
          figures: [
            { what: "cheapest", franchise: 2000 },
            { what: "cheapest", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h7-question-price-06",
    category: "question-price",
    note: "a young adult (20 in 2026, 21 in 2027)",
    turns: [
      {
        user: "ich bin 20 (jg 2006) und wohne in 1004 lausanne. was kostet mich die krankenkasse ab 2027?",
        expect: {
          act: "ask_price",
          fields: { plz: "1004", birthYear: 2006, tariffYear: 2027 },
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h7-question-price-07",
    category: "question-price",
    note: "a price question without any data: the advisor asks for place and year",
    turns: [
      {
        user: "was kostet eine krankenkasse?",
        expect: { act: "ask_price", action: "ask_user", answers: [/plz|postleitzahl|wohnort|wo wohn|jahrgang|geburtsjahr|alter|wie alt/i] },
      },
      {
        user: "8330 pfäffikon zh, 1973",
        expect: { fields: { plz: "8330", birthYear: 1973 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
];
