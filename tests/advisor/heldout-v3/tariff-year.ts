import type { AdvisorCase } from "../case-format";

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "h3-tariff-01",
    category: "tariff-year",
    turns: [
      { user: "wie vill schlönd d prämie nöchschts johr uf? bi z allschwil, jg 80", expect: { act: "ask_trend", fields: { plz: "4123", birthYear: 1980 }, answers: [/2027|nächste/] } },
      {
        user: "und was isch denn s billigschte für 2027?",
        expect: { act: "ask_price", fields: { tariffYear: 2027, birthYear: 1980 }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "h3-tariff-02",
    category: "tariff-year",
    turns: [
      {
        user: "Guten Tag. Welche Prämie hätte ich 2026 gehabt und welche 2027? 8180 Bülach, Jahrgang 1958, Franchise 2500, ohne Unfall.",
        expect: {
          act: "ask_compare",
          fields: { plz: "8180", birthYear: 1958, franchise: 2500, accident: false },
          answers: [/2026/, /2027/, /\d+[.,]\d{2}/],
          figures: [
            { what: "cheapest", tariffYear: 2026, franchise: 2500, accident: false },
            { what: "cheapest", tariffYear: 2027, franchise: 2500, accident: false },
          ],
        },
      },
    ],
  },
  {
    id: "h3-tariff-03",
    category: "tariff-year",
    turns: [
      { user: "prämien 2027 für 6300 zug, 1993", expect: { act: "ask_price", fields: { plz: "6300", birthYear: 1993, tariffYear: 2027 }, answers: [/\d+[.,]\d{2}|chf/] } },
      {
        user: "und dieses jahr?",
        expect: { act: "ask_price", fields: { tariffYear: 2026, birthYear: 1993 }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
    ],
  },
  {
    id: "h3-tariff-04",
    category: "tariff-year",
    turns: [
      {
        user: "ich ha ghört d prämie stiegid nomal. stimmt das für de kanton luzern? wohne in kriens",
        expect: { act: "ask_trend", fields: { plz: "6010" }, answers: [/2027|nächste/], notAnswers: [/kanton nidwalden|kanton obwalden/] },
      },
    ],
    note: "6010 Kriens also touches NW/OW, but Kriens itself is LU",
  },
  {
    id: "h3-tariff-05",
    category: "tariff-year",
    turns: [
      { user: "hallo, 3400 burgdorf, 1966", expect: { act: "provide_info", fields: { plz: "3400", birthYear: 1966 } } },
      { user: "wie vil tüürer isch es nächschts jahr als jetz", expect: { act: "ask_trend", fields: { birthYear: 1966 }, answers: [/%|\d+[.,]\d{2}|chf/] } },
      { user: "und mit hausarzt?", expect: { act: "change", fields: { model: "hausarzt", birthYear: 1966 } } },
    ],
  },
];
