import type { AdvisorCase } from "../case-format";

// Held-out v4: postal code / locality and birth year or age, in every phrasing.
export const placeAgeCases: AdvisorCase[] = [
  {
    id: "h4-place-age-01",
    category: "place-age",
    turns: [
      {
        user: "8004 zürich, jahrgang 1979",
        expect: { act: "provide_info", fields: { plz: "8004", ort: "Zürich", birthYear: 1979 } },
      },
    ],
  },
  {
    id: "h4-place-age-02",
    category: "place-age",
    note: "age instead of birth year; must not ask for the age again",
    turns: [
      {
        user: "Ich wohne in Thun und bin 34",
        expect: { act: "provide_info", fields: { ort: "Thun" }, notAnswers: [/wie alt bist du/i] },
      },
    ],
  },
  {
    id: "h4-place-age-03",
    category: "place-age",
    note: "question first, data given piecewise over three turns",
    turns: [
      {
        user: "hallo, was choschtet d grundversicherig bi eu?",
        expect: { act: "ask_price", answers: [/plz|postleitzahl|wohnort|wo wohnst|ort/i] },
      },
      {
        user: "3011",
        expect: {
          act: "provide_info",
          fields: { plz: "3011", ort: "Bern" },
          answers: [/geburtsjahr|jahrgang|alt|geboren/i],
          notAnswers: [/postleitzahl\?|wo wohnst du/i],
        },
      },
      {
        user: "1990",
        expect: { act: "provide_info", fields: { plz: "3011", birthYear: 1990 }, notAnswers: [/postleitzahl\?|wo wohnst du/i] },
      },
    ],
  },
  {
    id: "h4-place-age-04",
    category: "place-age",
    turns: [
      {
        user: "geb. 12.03.1968, PLZ 6003 Luzern",
        expect: { act: "provide_info", fields: { plz: "6003", ort: "Luzern", birthYear: 1968 } },
      },
    ],
  },
  {
    id: "h4-place-age-05",
    category: "place-age",
    turns: [
      {
        user: "bin in st. gallen dihei, jg 95",
        expect: { act: "provide_info", fields: { ort: "St. Gallen", birthYear: 1995 } },
      },
    ],
  },
  {
    id: "h4-place-age-06",
    category: "place-age",
    turns: [
      {
        user: "2502 Biel, bi 1983 gebore",
        expect: { act: "provide_info", fields: { plz: "2502", birthYear: 1983 } },
      },
    ],
  },
  {
    id: "h4-place-age-07",
    category: "place-age",
    note: "age in dialect ('58i'), place with z' prefix; then the postal code is added",
    turns: [
      {
        user: "ich bi 58i und wohne z'Chur",
        expect: { act: "provide_info", fields: { ort: "Chur" }, notAnswers: [/wie alt bist du/i] },
      },
      {
        user: "plz isch 7000",
        expect: { act: "provide_info", fields: { plz: "7000", ort: "Chur" }, notAnswers: [/wie alt bist du/i] },
      },
    ],
  },
  {
    id: "h4-place-age-08",
    category: "place-age",
    note: "locality first, birth year in the next turn; the place must be kept",
    turns: [
      {
        user: "Winterthur",
        expect: { act: "provide_info", fields: { ort: "Winterthur" }, answers: [/geburtsjahr|jahrgang|alt|geboren/i] },
      },
      {
        user: "jahrgang 2003",
        expect: { act: "provide_info", fields: { ort: "Winterthur", birthYear: 2003 } },
      },
      {
        user: "franchise 2500, ohni unfall",
        expect: { fields: { ort: "Winterthur", birthYear: 2003, franchise: 2500, accident: false } },
      },
    ],
  },
  {
    id: "h4-place-age-09",
    category: "place-age",
    turns: [
      {
        user: "Glarus 8750, ich bin Jahrgang 1972",
        expect: { act: "provide_info", fields: { plz: "8750", ort: "Glarus", birthYear: 1972 } },
      },
    ],
  },
];
