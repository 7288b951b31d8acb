import type { AdvisorCase } from "../case-format";

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "h3-dialect-01",
    category: "dialect-typos",
    turns: [
      {
        user: "hoi zäme, bi vo 3011 bärn, jahrgang nünzähundertachtesibzg, was chostet mi d grundversicherig?",
        expect: { act: "ask_price", fields: { plz: "3011", birthYear: 1978 }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest" }] },
      },
    ],
    note: "nünzähundertachtesibzg = 1978 (acht-e-sibzg, units first)",
  },
  {
    id: "h3-dialect-02",
    category: "dialect-typos",
    turns: [
      {
        user: "sali, wohn z basel 4051 und bi 1990 uf d wält cho. hani mit hmo öppis z spare?",
        expect: { act: "ask_compare", fields: { plz: "4051", birthYear: 1990 }, answers: [/hmo/] },
      },
      { user: "und mit dr höchschte franchise?", expect: { act: "change", fields: { franchise: 2500, birthYear: 1990 } } },
    ],
  },
  {
    id: "h3-dialect-03",
    category: "dialect-typos",
    turns: [
      { user: "grüessech, i bi us thun u bi 55gi", expect: { act: "provide_info", fields: { plz: "3600", ort: "Thun" } } },
      { user: "gebore 1971", expect: { act: "provide_info", fields: { plz: "3600", birthYear: 1971 } } },
      {
        user: "wieviu choschtets mit telmed u 2500 franchise?",
        expect: {
          act: "ask_price",
          fields: { birthYear: 1971, model: "telmed", franchise: 2500 },
          answers: [/\d+[.,]\d{2}|chf/],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h3-dialect-04",
    category: "dialect-typos",
    turns: [
      {
        user: "gaht mi öppis a, i bi z sanggale (9000) und bi 1982 gebore, wett ned z vill zale, was isch s billigscht?",
        expect: { act: "ask_price", fields: { plz: "9000", birthYear: 1982 }, answers: [/\d+[.,]\d{2}|chf/], notAnswers: [/kanton zürich/] },
      },
    ],
  },
  {
    id: "h3-dialect-05",
    category: "dialect-typos",
    turns: [
      {
        user: "hallo, ich bi vo brig und bi 1995 gibore. wiä vill zahl ich fer d chrankechassa?",
        expect: { act: "ask_price", fields: { plz: "3900", ort: "Brig", birthYear: 1995 }, answers: [/\d+[.,]\d{2}|chf/] },
      },
      { user: "mit unfall", expect: { act: "change", fields: { accident: true, birthYear: 1995 } } },
    ],
  },
  {
    id: "h3-dialect-06",
    category: "dialect-typos",
    turns: [
      {
        user: "krankenkase luzren 6003 jg 1988 franchiese 1500 wieviel",
        expect: { act: "ask_price", fields: { plz: "6003", birthYear: 1988, franchise: 1500 }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest", franchise: 1500 }] },
      },
    ],
  },
];
