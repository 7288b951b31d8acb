import type { AdvisorCase } from "../case-format";

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "h3-place-age-01",
    category: "place-age",
    turns: [
      { user: "hallo, ich wohne in 8004 und bin jahrgang 91", expect: { act: "provide_info", fields: { plz: "8004", birthYear: 1991 } } },
      {
        user: "und was kostet das dann so ungefähr?",
        expect: { act: "ask_price", fields: { plz: "8004", birthYear: 1991 }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h3-place-age-02",
    category: "place-age",
    turns: [
      {
        user: "Ich bin 34 Jahre alt und lebe in Winterthur",
        expect: { act: "provide_info", fields: { ort: "Winterthur" }, notAnswers: [/kanton bern|kanton luzern/] },
      },
    ],
    note: "age instead of birth year; 34 in 2026 = 1992 or 1991, so no birthYear asserted",
  },
  {
    id: "h3-place-age-03",
    category: "place-age",
    turns: [
      { user: "Visp, 1978", expect: { act: "provide_info", fields: { plz: "3930", ort: "Visp", birthYear: 1978 }, notAnswers: [/plz .* kenne ich nicht/] } },
      { user: "franchise 2500 ohni unfall bitte", expect: { act: "change", fields: { birthYear: 1978, franchise: 2500, accident: false } } },
    ],
  },
  {
    id: "h3-place-age-04",
    category: "place-age",
    turns: [
      {
        user: "Geboren am 14.03.1986, Wohnort Liestal. Was zahle ich bei euch am wenigsten?",
        expect: { act: "ask_price", fields: { plz: "4410", birthYear: 1986 }, answers: [/\d+[.,]\d{2}|chf/], notAnswers: [/kanton basel-stadt/] },
      },
    ],
  },
  {
    id: "h3-place-age-05",
    category: "place-age",
    turns: [
      { user: "grüezi, ich zügle per januar nach zug", expect: { act: "provide_info", fields: { ort: "Zug" } } },
      { user: "bin 1969 geboren", expect: { act: "provide_info", fields: { ort: "Zug", birthYear: 1969 } } },
      {
        user: "was wär das günstigste mit 300 franchise und unfall?",
        expect: {
          act: "ask_price",
          fields: { birthYear: 1969, franchise: 300, accident: true },
          answers: [/\d+[.,]\d{2}|chf/],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "h3-place-age-06",
    category: "place-age",
    turns: [
      {
        user: "Fribourg, 2001",
        expect: { act: "provide_info", fields: { ort: "Fribourg", birthYear: 2001 }, notAnswers: [/kanton waadt|kanton vaud/] },
      },
      { user: "ich bin 25, gilt das noch als junger erwachsener?", expect: { act: "ask_rule", answers: [/25|junge erwachsene|19/] } },
    ],
  },
];
