import type { AdvisorCase } from "../case-format";

/** "was kostet …", "wie viel zahle ich mit …". Conversations take place on 27.11.2026. */
const PRICE = /\d+[.,]\d{2}|chf|fr\./i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "h5-question-price-01",
    category: "question-price",
    turns: [
      {
        user: "Was kostet mich das Telmed-Modell mit 2500 Franchise? 8304 Wallisellen, 1991",
        expect: {
          act: "ask_price",
          fields: { plz: "8304", birthYear: 1991, model: "telmed", franchise: 2500 },
          answers: [PRICE],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h5-question-price-02",
    category: "question-price",
    turns: [
      { user: "3250 lyss, 1975", expect: { fields: { plz: "3250", birthYear: 1975 } } },
      {
        user: "und wie viel wär's mit franchise 300 im standardmodell?",
        expect: {
          act: "ask_price",
          fields: { plz: "3250", birthYear: 1975, franchise: 300, model: "standard" },
          figures: [{ what: "cheapest", franchise: 300, model: "standard" }],
        },
      },
    ],
  },
  {
    id: "h5-question-price-03",
    category: "question-price",
    turns: [
      {
        user: "was isch s allerbilligschte wo's git für mi? jg 1999, 8620 wetzikon",
        expect: { act: "ask_price", fields: { plz: "8620", birthYear: 1999 }, action: "show_offers", figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-question-price-04",
    category: "question-price",
    note: "asks for the yearly amount",
    turns: [
      {
        user: "Wie viel zahle ich pro Jahr bei der günstigsten Kasse? 6020 Emmenbrücke, Jahrgang 1967",
        expect: { act: "ask_price", fields: { plz: "6020", birthYear: 1967 }, answers: [/jahr|jährlich|12/i], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-question-price-05",
    category: "question-price",
    note: "full-time employee: without accident cover",
    turns: [
      {
        user: "wie vill chostet d grundversicherig ohni unfall? schaff 100% bim bund. 2540 grenche, 1983",
        expect: { act: "ask_price", fields: { plz: "2540", birthYear: 1983, accident: false }, figures: [{ what: "cheapest", accident: false }] },
      },
    ],
  },
  {
    id: "h5-question-price-06",
    category: "question-price",
    note: "price question without data; the advisor asks step by step",
    turns: [
      { user: "hallo, wieviel kostet die krankenkasse für mich?", expect: { act: "ask_price", action: "ask_user", answers: [/plz|postleitzahl|wohnort|jahrgang|geburtsjahr/i] } },
      { user: "5610 wohlen", expect: { fields: { plz: "5610" }, answers: [/jahrgang|geburtsjahr|alt/i] } },
      { user: "1962", expect: { fields: { plz: "5610", birthYear: 1962 }, answers: [PRICE], figures: [{ what: "cheapest" }] } },
    ],
  },
  {
    id: "h5-question-price-07",
    category: "question-price",
    note: "cheapest and dearest asked at once: two amounts",
    turns: [
      {
        user: "Was kostet die billigste und was die teuerste Kasse in 1201 Genf für Jahrgang 1980?",
        expect: { act: "ask_price", fields: { plz: "1201", birthYear: 1980 }, answers: [/\d+[.,]\d{2}[\s\S]*\d+[.,]\d{2}/], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-question-price-08",
    category: "question-price",
    turns: [
      { user: "8280 kreuzlingen 1970", expect: { fields: { plz: "8280", birthYear: 1970 } } },
      {
        user: "und mit hmo, wie vill günstiger wirds?",
        expect: { fields: { plz: "8280", birthYear: 1970, model: "hmo" }, answers: [PRICE], figures: [{ what: "cheapest", model: "hmo" }] },
      },
    ],
  },
  {
    id: "h5-question-price-09",
    category: "question-price",
    note: "question and data spread over two sentences, deductible as '1000er'",
    turns: [
      {
        user: "Ich wohne in Interlaken. Was würde mich eine 1000er Franchise kosten, bin Jahrgang 1957?",
        expect: { act: "ask_price", fields: { plz: "3800", birthYear: 1957, franchise: 1000 }, figures: [{ what: "cheapest", franchise: 1000 }] },
      },
    ],
  },
];
