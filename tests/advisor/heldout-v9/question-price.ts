import type { AdvisorCase } from "../case-format";

/** "was kostet …", "wie viel zahle ich mit …". Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. */
const ASK_DATA = /plz|postleitzahl|wohn|jahrgang|geburtsjahr|geboren|alter|wie alt/i;
const ASK_AGE = /jahrgang|geburtsjahr|geboren|alter|wie alt|jg\b/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "h9-question-price-01",
    category: "question-price",
    note: "everything in one question; 8200 is shared with Neuhausen and Büttenhardt, the name settles Schaffhausen",
    turns: [
      {
        user: "Was kostet Telmed mit Franchise 2500 in 8200 Schaffhausen für Jahrgang 1993?",
        expect: {
          act: "ask_price",
          fields: { plz: "8200", birthYear: 1993, model: "telmed", franchise: 2500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h9-question-price-02",
    category: "question-price",
    note: "two deductibles compared in one question",
    turns: [
      {
        user: "wieviel zahl ich mit 1000er franchise statt 300? 6330 cham, 1977",
        expect: {
          fields: { plz: "6330", birthYear: 1977 },
          figures: [
            { what: "cheapest", franchise: 1000 },
            { what: "cheapest", franchise: 300 },
          ],
        },
      },
    ],
  },
  {
    id: "h9-question-price-03",
    category: "question-price",
    note: "'wädi' is the colloquial name of Wädenswil; 45 → 1981",
    turns: [
      {
        user: "wie tüür isch di billigscht kasse für mich? bin 45 und wohn in 8820 wädi",
        expect: {
          act: "ask_price",
          fields: { plz: "8820", birthYear: 1981 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-question-price-04",
    category: "question-price",
    note: "a bare price question, then the place (9100 is shared with Gossau SG; the name settles Herisau AR), then a bare year; the advisor must not ask again for the place",
    turns: [
      {
        user: "Was kostet mich die Grundversicherung?",
        expect: { act: "ask_price", answers: [ASK_DATA] },
      },
      {
        user: "9100 Herisau",
        expect: { fields: { plz: "9100", ort: "Herisau" }, answers: [ASK_AGE] },
      },
      {
        user: "1960",
        expect: {
          fields: { plz: "9100", birthYear: 1960 },
          notAnswers: [/(deine|ihre) (plz|postleitzahl)\?/i],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-question-price-05",
    category: "question-price",
    note: "HMO without accident cover in Lugano (6900, shared with Massagno and Paradiso, same region); two-digit year",
    turns: [
      {
        user: "Was koschtet HMO ohni Unfall in 6900 Lugano? Jg 88",
        expect: {
          act: "ask_price",
          fields: { plz: "6900", birthYear: 1988, model: "hmo", accident: false },
          figures: [{ what: "cheapest", model: "hmo", accident: false }],
        },
      },
    ],
  },
  {
    id: "h9-question-price-06",
    category: "question-price",
    note: "the highest deductible against 300: both figures",
    turns: [
      {
        user: "Mit der höchsten Franchise, wie viel spare ich pro Jahr gegenüber 300? 8500 Frauenfeld, Jahrgang 1983",
        expect: {
          fields: { plz: "8500", birthYear: 1983 },
          figures: [
            { what: "cheapest", franchise: 2500 },
            { what: "cheapest", franchise: 300 },
          ],
        },
      },
    ],
  },
  {
    id: "h9-question-price-07",
    category: "question-price",
    note: "a student of 23 (2003) studying in Lausanne but registered with the parents in Lyss: the legal residence decides the premium region; then Lyss 3250 is confirmed",
    turns: [
      {
        user: "Ich bin 23, studiere in Lausanne und habe dort ein WG-Zimmer, bin aber noch bei meinen Eltern in Lyss angemeldet. Welcher Ort zählt für die Prämie?",
        expect: {
          fields: { birthYear: 2003 },
          answers: [/wohnsitz|angemeldet|gemeldet|anmeld/i],
        },
      },
      {
        user: "ok dann lyss, 3250. franchise 2500 ohne unfall, was kostet das?",
        expect: {
          act: "ask_price",
          fields: { plz: "3250", birthYear: 2003, franchise: 2500, accident: false },
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
];
