import type { AdvisorCase } from "../case-format";

/** Several persons: partner, children; per-person and household answers. Conversations take place on 27.11.2026. */
const TOTAL = /zusammen|total|gesamt|familie|haushalt|zäme|alle/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "h5-family-01",
    category: "family",
    turns: [
      {
        user: "mir sind e familie in 8172 niederglatt: ich (1984), mini frau (1982) und eusi chind 2014 und 2018. was choschtet das zäme?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8172",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 1982, role: "partner" },
              { birthYear: 2014, role: "child" },
              { birthYear: 2018, role: "child" },
            ],
          },
          answers: [TOTAL],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h5-family-02",
    category: "family",
    turns: [
      {
        user: "ich bi 1990, mini partnerin 1992, mir wohned in 6370 stans",
        expect: { fields: { plz: "6370", persons: [{ birthYear: 1990 }, { birthYear: 1992 }] } },
      },
      {
        user: "und wenn mir beidi franchise 2500 nähmed, was zahle mir dänn?",
        expect: {
          fields: { plz: "6370", persons: [{ birthYear: 1990, franchise: 2500 }, { birthYear: 1992, franchise: 2500 }] },
          answers: [TOTAL],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h5-family-03",
    category: "family",
    note: "baby expected in 2027: only the born persons have birth years; the advisor should mention the newborn",
    turns: [
      {
        user: "Mir überchöme im März es Baby, drzue hei mer scho 2 Chind (2019, 2022). Ich bi 1988, mi Frou 1989, 3700 Spiez. Was choschtet üs das nächscht Jahr?",
        expect: { fields: { plz: "3700", tariffYear: 2027 }, answers: [/kind|baby|neugeboren|geburt/i] },
      },
    ],
  },
  {
    id: "h5-family-04",
    category: "family",
    note: "a parent asks for a small child only, deductible 0",
    turns: [
      {
        user: "Was kostet ein Kind mit Jahrgang 2024 in 1003 Lausanne mit Franchise 0?",
        expect: { act: "ask_price", fields: { plz: "1003", franchise: 0, persons: [{ birthYear: 2024 }] }, answers: [/\d+[.,]\d{2}|chf|fr\./i] },
      },
    ],
  },
  {
    id: "h5-family-05",
    category: "family",
    note: "persons added turn by turn, then a household question with a model",
    turns: [
      { user: "9050 appenzell, ich bi 1979", expect: { fields: { plz: "9050", birthYear: 1979 } } },
      {
        user: "mis fraueli isch 1981 und mir hend en bueb vo 2012",
        expect: { fields: { plz: "9050", persons: [{ birthYear: 1979 }, { birthYear: 1981 }, { birthYear: 2012, role: "child" }] } },
      },
      {
        user: "was zahle mir alli zäme mit telmed?",
        expect: {
          fields: { plz: "9050", model: "telmed", persons: [{ birthYear: 1979 }, { birthYear: 1981 }, { birthYear: 2012 }] },
          answers: [TOTAL],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h5-family-06",
    category: "family",
    note: "a 23-year-old son is a young adult, not a child tariff",
    turns: [
      {
        user: "Ich (1970) und mein Sohn (2003, studiert noch), wir wohnen in 8280 Kreuzlingen. Was zahlen wir zusammen?",
        expect: {
          fields: { plz: "8280", persons: [{ birthYear: 1970 }, { birthYear: 2003 }] },
          answers: [TOTAL],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h5-family-07",
    category: "family",
    note: "deductible given per person",
    turns: [
      {
        user: "Familie Keller, 8750 Glarus: Vater 1976 mit Franchise 2500, Mutter 1978 mit Franchise 1000, Tochter 2011. Alle mit Unfall.",
        expect: {
          fields: {
            plz: "8750",
            accident: true,
            persons: [
              { birthYear: 1976, franchise: 2500 },
              { birthYear: 1978, franchise: 1000 },
              { birthYear: 2011, role: "child" },
            ],
          },
        },
      },
      {
        user: "und was macht das im monat total?",
        expect: { fields: { plz: "8750" }, answers: [TOTAL], figures: [{ what: "household" }] },
      },
    ],
  },
  {
    id: "h5-family-08",
    category: "family",
    note: "the partner is removed again: only one person remains",
    turns: [
      {
        user: "4310 rheinfelden, mir sind zwei: 1966 und 1968",
        expect: { fields: { plz: "4310", persons: [{ birthYear: 1966 }, { birthYear: 1968 }] } },
      },
      {
        user: "nei sorry, doch nume für mi elei, ich bi de 1966",
        expect: { fields: { plz: "4310", persons: [{ birthYear: 1966 }] }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-family-09",
    category: "family",
    note: "per-person answer asked inside a household",
    turns: [
      {
        user: "Wir sind in 3074 Muri: ich 1985, mein Mann 1983, Kinder 2016 und 2020. Wie viel kostet davon das jüngste Kind?",
        expect: {
          fields: { plz: "3074", persons: [{ birthYear: 1985 }, { birthYear: 1983 }, { birthYear: 2016 }, { birthYear: 2020 }] },
          answers: [/\d+[.,]\d{2}|chf|fr\./i, /kind|2020|jüngst/i],
        },
      },
    ],
  },
];
