import type { AdvisorCase } from "../case-format";

// Held-out v4: "was kostet …", "wie viel zahle ich mit …".
export const questionPriceCases: AdvisorCase[] = [
  {
    id: "h4-question-price-01",
    category: "question-price",
    turns: [
      {
        user: "Was zahle ich mit Franchise 2500 statt 300? 8032 Zürich, 1980",
        expect: {
          fields: { plz: "8032", birthYear: 1980 },
          answers: [/2500|2'500|2’500/, /300/],
          figures: [{ what: "cheapest", franchise: 2500 }, { what: "cheapest", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "h4-question-price-02",
    category: "question-price",
    turns: [
      {
        user: "wie viel kostet telmed bi mir? 9000 sg, 1991",
        expect: { act: "ask_price", fields: { plz: "9000", birthYear: 1991, model: "telmed" }, figures: [{ what: "cheapest", model: "telmed" }] },
      },
    ],
  },
  {
    id: "h4-question-price-03",
    category: "question-price",
    turns: [
      {
        user: "Was ist das günstigste Angebot für mich? 1003 Lausanne, 1966, mit Unfall, Franchise 300",
        expect: {
          act: "ask_price",
          fields: { plz: "1003", birthYear: 1966, accident: true, franchise: 300 },
          figures: [{ what: "cheapest", accident: true, franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "h4-question-price-04",
    category: "question-price",
    note: "accident cover dropped because the person works full time",
    turns: [
      {
        user: "was chostet e krankekasse für mi? 2000 neuchâtel, jg 84",
        expect: { act: "ask_price", fields: { plz: "2000", birthYear: 1984 } },
      },
      {
        user: "ohni unfall bitte, ich schaffe 100%",
        expect: {
          act: "change",
          fields: { plz: "2000", birthYear: 1984, accident: false },
          figures: [{ what: "cheapest", accident: false }],
        },
      },
      {
        user: "und mit franchise 2000?",
        expect: {
          act: "change",
          fields: { plz: "2000", birthYear: 1984, accident: false, franchise: 2000 },
          figures: [{ what: "cheapest", accident: false, franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "h4-question-price-05",
    category: "question-price",
    turns: [
      {
        user: "Wieviel kostet die billigste HMO in 7000 Chur für mich? bin 2001 geboren",
        expect: { act: "ask_price", fields: { plz: "7000", birthYear: 2001, model: "hmo" }, figures: [{ what: "cheapest", model: "hmo" }] },
      },
    ],
  },
  {
    id: "h4-question-price-06",
    category: "question-price",
    note: "asks for the yearly amount",
    turns: [
      {
        user: "was zahl ich im jahr mit 1000er franchise? 4500 solothurn, 1973",
        expect: {
          act: "ask_price",
          fields: { plz: "4500", birthYear: 1973, franchise: 1000 },
          answers: [/jahr|jährlich/i],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h4-question-price-07",
    category: "question-price",
    turns: [
      {
        user: "Bruuch d Prämie fürs Hausarztmodell, Franchise 1500, ohne Unfall – 6430 Schwyz, 1960",
        expect: {
          act: "ask_price",
          fields: { plz: "6430", birthYear: 1960, model: "hausarzt", franchise: 1500, accident: false },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: false }],
        },
      },
    ],
  },
  {
    id: "h4-question-price-08",
    category: "question-price",
    note: "price question after data, then 'and the most expensive?'",
    turns: [
      {
        user: "9050 appenzell, 1955, franchise 500",
        expect: { fields: { plz: "9050", birthYear: 1955, franchise: 500 } },
      },
      {
        user: "was isch s günstigschte?",
        expect: { act: "ask_price", fields: { plz: "9050", franchise: 500 }, figures: [{ what: "cheapest", franchise: 500 }] },
      },
      {
        user: "und wie tüür isch die tüürschti kasse?",
        expect: { act: "ask_price", fields: { plz: "9050", franchise: 500 }, answers: [/\d+[.,]\d{2}|chf|fr\./i] },
      },
    ],
  },
];
