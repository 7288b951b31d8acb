import type { AdvisorCase } from "../case-format";

// Held-out v4: several persons (partner, children); per-person and household answers.
export const familyCases: AdvisorCase[] = [
  {
    id: "h4-family-01",
    category: "family",
    turns: [
      {
        user: "ich 1985, mini frau 87, zwöi chind 2016 und 2019, mir wohned in 8004 zürich",
        expect: {
          act: "provide_info",
          fields: {
            plz: "8004",
            persons: [
              { birthYear: 1985, role: "self" },
              { birthYear: 1987, role: "partner" },
              { birthYear: 2016, role: "child" },
              { birthYear: 2019, role: "child" },
            ],
          },
        },
      },
      {
        user: "was zahle mir zäme im monet?",
        expect: { act: "ask_price", fields: { plz: "8004" }, answers: [/zusammen|total|gesamt|familie|haushalt/i], figures: [{ what: "household" }] },
      },
    ],
  },
  {
    id: "h4-family-02",
    category: "family",
    note: "deductible per person: adults 2500, children 0",
    turns: [
      {
        user: "Familie in 3011 Bern: Papi 1978, Mami 1980, Kinder 2010, 2012 und 2015. Franchise für uns Eltern 2500, für die Kinder 0. Was kostet das?",
        expect: {
          fields: {
            plz: "3011",
            persons: [
              { birthYear: 1978, franchise: 2500 },
              { birthYear: 1980, franchise: 2500 },
              { birthYear: 2010, role: "child", franchise: 0 },
              { birthYear: 2012, role: "child", franchise: 0 },
              { birthYear: 2015, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h4-family-03",
    category: "family",
    note: "partner added in a later turn, then the household total",
    turns: [
      {
        user: "4051 basel, 1990",
        expect: { fields: { plz: "4051", birthYear: 1990 } },
      },
      {
        user: "und mi fründin, die isch 1993",
        expect: { fields: { plz: "4051", persons: [{ birthYear: 1990 }, { birthYear: 1993 }] } },
      },
      {
        user: "was zahle mir zäme?",
        expect: {
          act: "ask_price",
          fields: { persons: [{ birthYear: 1990 }, { birthYear: 1993 }] },
          answers: [/zusammen|total|gesamt|beide|zäme/i],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn mir beidi ins hmo gönd?",
        expect: {
          act: "change",
          fields: { model: "hmo", persons: [{ birthYear: 1990 }, { birthYear: 1993 }] },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h4-family-04",
    category: "family",
    note: "only children; 2008 is still a child in 2026",
    turns: [
      {
        user: "Wie viel kostet die Grundversicherung für meine Tochter (2008) und meinen Sohn (2011)? Wir wohnen in 9000 St. Gallen.",
        expect: {
          act: "ask_price",
          fields: { plz: "9000", persons: [{ birthYear: 2008, role: "child" }, { birthYear: 2011, role: "child" }] },
          answers: [/\d+[.,]\d{2}|chf|fr\./i],
        },
      },
    ],
  },
  {
    id: "h4-family-05",
    category: "family",
    turns: [
      {
        user: "Mir sind zwöi Erwachsni (1962 und 1964) in 1700 Fribourg, beidi mit Franchise 2500 und ohni Unfall",
        expect: {
          fields: {
            plz: "1700",
            accident: false,
            persons: [
              { birthYear: 1962, franchise: 2500 },
              { birthYear: 1964, franchise: 2500 },
            ],
          },
        },
      },
    ],
  },
  {
    id: "h4-family-06",
    category: "family",
    note: "student living with the parents: every person has their own basic insurance",
    turns: [
      {
        user: "ich bi 2004 gebore, studiere und wohne no bi de eltere in 5000 aarau – bruch ich überhaupt e eigeni krankekasse?",
        expect: { act: "ask_rule", fields: { birthYear: 2004, plz: "5000" }, answers: [/jede|eigene|einzeln|pro person|obligatorisch|ja/i] },
      },
    ],
  },
  {
    id: "h4-family-07",
    category: "family",
    note: "single parent with three children; deductibles given per group in later turns",
    turns: [
      {
        user: "PLZ 2502 Biel, ich bin 1983, die Kinder 2013, 2017 und 2020",
        expect: {
          fields: {
            plz: "2502",
            persons: [
              { birthYear: 1983, role: "self" },
              { birthYear: 2013, role: "child" },
              { birthYear: 2017, role: "child" },
              { birthYear: 2020, role: "child" },
            ],
          },
        },
      },
      {
        user: "d chind mit franchise 0 und mit unfall",
        expect: {
          fields: {
            plz: "2502",
            persons: [
              { birthYear: 1983 },
              { birthYear: 2013, franchise: 0 },
              { birthYear: 2017, franchise: 0 },
              { birthYear: 2020, franchise: 0 },
            ],
          },
        },
      },
      {
        user: "und ich mit 2500",
        expect: {
          fields: {
            plz: "2502",
            persons: [
              { birthYear: 1983, franchise: 2500 },
              { birthYear: 2013, franchise: 0 },
              { birthYear: 2017, franchise: 0 },
              { birthYear: 2020, franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h4-family-08",
    category: "family",
    turns: [
      {
        user: "Meine Frau (1971) und ich (1969) wohnen in 6900 Lugano. Was kostet Telmed für uns beide?",
        expect: {
          act: "ask_price",
          fields: { plz: "6900", model: "telmed", persons: [{ birthYear: 1969, role: "self" }, { birthYear: 1971, role: "partner" }] },
          figures: [{ what: "household" }, { what: "cheapest", model: "telmed", birthYear: 1971 }],
        },
      },
    ],
  },
  {
    id: "h4-family-09",
    category: "family",
    note: "daughter born 2008 turns 19 in 2027 and moves to the young-adult class",
    turns: [
      {
        user: "mini tochter isch 2008 gebore und wird nächschts jahr 19 – wird ihri prämie dänn tüürer?",
        expect: { answers: [/19|junge erwachsene|jugendliche|erwachsen/i] },
      },
    ],
  },
  {
    id: "h4-family-10",
    category: "family",
    note: "couple, then one partner's deductible changed; the other keeps theirs",
    turns: [
      {
        user: "8500 frauenfeld, ich 1991 und min maa 1989, beidi franchise 300",
        expect: {
          fields: { plz: "8500", persons: [{ birthYear: 1991, franchise: 300 }, { birthYear: 1989, franchise: 300 }] },
        },
      },
      {
        user: "min maa wott doch lieber 2500",
        expect: {
          act: "change",
          fields: { plz: "8500", persons: [{ birthYear: 1991, franchise: 300 }, { birthYear: 1989, franchise: 2500 }] },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
