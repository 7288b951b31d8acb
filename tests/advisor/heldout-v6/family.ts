import type { AdvisorCase } from "../case-format";

/** Several persons: partner, children; per person and household answers. Conversations take place on 27.11.2026. */
const TOTAL = /zusammen|total|gesamt|familie|haushalt|zäme|alle|insgesamt/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "h6-family-01",
    category: "family",
    note: "four persons, two with their own deductible",
    turns: [
      {
        user: "mir wohned in 8305 dietlike. ich bi 1981 (franchise 2500), mini frau 1983 (franchise 1500), chind 2013, 2015 und 2020. was zahle mir im monet total?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8305",
            persons: [
              { birthYear: 1981, role: "self", franchise: 2500 },
              { birthYear: 1983, role: "partner", franchise: 1500 },
              { birthYear: 2013, role: "child" },
              { birthYear: 2015, role: "child" },
              { birthYear: 2020, role: "child" },
            ],
          },
          answers: [TOTAL],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h6-family-02",
    category: "family",
    note: "Bernese couple, next year",
    turns: [
      {
        user: "mi ma isch 1957 u i bi 1960, mir wohne z 3122 kehrsatz. was chostet üs das ds nächschte jahr zäme?",
        expect: {
          fields: { plz: "3122", tariffYear: 2027, persons: [{ birthYear: 1957 }, { birthYear: 1960 }] },
          answers: [TOTAL],
          figures: [{ what: "household", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h6-family-03",
    category: "family",
    note: "a single parent with two children, price per child asked",
    turns: [
      {
        user: "Ich bin alleinerziehend (1988) mit zwei Kindern (2017 und 2019), wir leben in 9443 Widnau. Was kostet ein Kind mit Franchise 0?",
        expect: {
          fields: {
            plz: "9443",
            persons: [
              { birthYear: 1988, role: "self" },
              { birthYear: 2017, role: "child" },
              { birthYear: 2019, role: "child" },
            ],
          },
          answers: [/kind/i, /\d+[.,]\d{2}|chf|fr\./i],
        },
      },
    ],
  },
  {
    id: "h6-family-04",
    category: "family",
    note: "children added in a second turn; the first person stays",
    turns: [
      { user: "1950 sion, ich bin 1979", expect: { fields: { plz: "1950", birthYear: 1979 } } },
      {
        user: "es kommen noch meine zwei söhne dazu, 2009 und 2011",
        expect: {
          fields: { plz: "1950", persons: [{ birthYear: 1979 }, { birthYear: 2009, role: "child" }, { birthYear: 2011, role: "child" }] },
        },
      },
      {
        user: "total bitte, mit unfall für alle",
        expect: {
          fields: { plz: "1950", accident: true, persons: [{ birthYear: 1979 }, { birthYear: 2009 }, { birthYear: 2011 }] },
          answers: [TOTAL],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h6-family-05",
    category: "family",
    note: "a child of 19 in 2027 is a young adult",
    turns: [
      {
        user: "Familie in 7430 Thusis: Vater 1970, Mutter 1972, Tochter 2008 (macht die Lehre). Preis für 2027 zusammen?",
        expect: {
          fields: { plz: "7430", tariffYear: 2027, persons: [{ birthYear: 1970 }, { birthYear: 1972 }, { birthYear: 2008 }] },
          answers: [TOTAL],
          figures: [{ what: "household", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h6-family-06",
    category: "family",
    note: "per-person question inside a household",
    turns: [
      {
        user: "ich 1985, partner 1986, 4123 allschwil",
        expect: { fields: { plz: "4123", persons: [{ birthYear: 1985 }, { birthYear: 1986 }] } },
      },
      {
        user: "und was zahlt mein partner allein mit 2500er franchise?",
        expect: {
          fields: { plz: "4123", persons: [{ birthYear: 1985 }, { birthYear: 1986, franchise: 2500 }] },
          figures: [{ what: "cheapest", birthYear: 1986, franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h6-family-07",
    category: "family",
    note: "one child removed, the others stay",
    turns: [
      {
        user: "8708 männedorf, mir: 1978 und 1980, kids 2005, 2012, 2014",
        expect: {
          fields: {
            plz: "8708",
            persons: [{ birthYear: 1978 }, { birthYear: 1980 }, { birthYear: 2005 }, { birthYear: 2012 }, { birthYear: 2014 }],
          },
        },
      },
      {
        user: "die älteste isch scho uszoge, die chasch striiche. was mached mir vieri denn zäme?",
        expect: {
          fields: { plz: "8708", persons: [{ birthYear: 1978 }, { birthYear: 1980 }, { birthYear: 2012 }, { birthYear: 2014 }] },
          answers: [TOTAL],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h6-family-08",
    category: "family",
    note: "Valais family with current insurer and household premium",
    turns: [
      {
        user: "mier sind bi de groupe mutuel und zahlund zäme 1180 frankä im monat. ich 1977, mini frau 1979, zwei chind 2012 und 2016, 3952 susten. gits da öppis günstigers?",
        expect: {
          fields: {
            plz: "3952",
            persons: [{ birthYear: 1977 }, { birthYear: 1979 }, { birthYear: 2012, role: "child" }, { birthYear: 2016, role: "child" }],
          },
          answers: [/günstiger|spar|weniger|billiger/i],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
