import type { AdvisorCase } from "../case-format";

/** Several persons: partner, children; per person and household answers. Conversations take place on 27.11.2026. */
const TOTAL = /zusammen|total|gesamt|familie|haushalt|zäme|zämä|alle|insgesamt|für euch|für sie alle/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "h7-family-01",
    category: "family",
    note: "a single mother with three children, the children's deductible said",
    turns: [
      {
        user:
          "also ich bin alleinerziehend mit drei kindern, die grosse ist 2010 geboren, dann 2014 und der kleine 2021, ich selber bin 1986. wir wohnen in 6900 lugano. was kostet uns das alles zusammen wenn die kinder franchise 0 haben?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6900",
            persons: [
              { birthYear: 1986, role: "self" },
              { birthYear: 2010, role: "child", franchise: 0 },
              { birthYear: 2014, role: "child", franchise: 0 },
              { birthYear: 2021, role: "child", franchise: 0 },
            ],
          },
          answers: [TOTAL],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h7-family-02",
    category: "family",
    note: "the grandmother lives with them but stays with her own insurer and must not be counted; the child of 2009 is still a child in 2027",
    turns: [
      {
        user:
          "Wir sind zu viert plus Grossmutter, die bei uns wohnt – sie hat aber ihre eigene Kasse und bleibt dort. Also: ich 1975, mein Mann 1973, Kinder 2009 und 2012. PLZ 5610 Wohlen. Was kostet das für uns vier im 2027?",
        expect: {
          fields: {
            plz: "5610",
            tariffYear: 2027,
            persons: [
              { birthYear: 1975, role: "self" },
              { birthYear: 1973, role: "partner" },
              { birthYear: 2009, role: "child" },
              { birthYear: 2012, role: "child" },
            ],
          },
          answers: [TOTAL],
          figures: [{ what: "household", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h7-family-03",
    category: "family",
    note: "a baby expected in March 2027; whether the state adds an unborn child is open, so persons are not checked in the second turn",
    turns: [
      {
        user: "Ich (1990) und meine Partnerin (1992), wir wohnen in 8003 Zürich.",
        expect: { fields: { plz: "8003", persons: [{ birthYear: 1990 }, { birthYear: 1992 }] } },
      },
      {
        user: "wir erwarten im märz ein baby. was kostet das kind dann und muss ich es schon vorher anmelden?",
        expect: { fields: { plz: "8003" }, answers: [/kind|baby|neugeboren|geburt/i] },
      },
    ],
  },
  {
    id: "h7-family-04",
    category: "family",
    note: "Bernese pensioner couple, no accident cover",
    turns: [
      {
        user: "mi frou u i si beidi pensioniert, si isch e 49er, i e 47er. mir wohne z 3550 langnau. was zahle mir zäme ohni unfall?",
        expect: {
          fields: { plz: "3550", accident: false, persons: [{ birthYear: 1949 }, { birthYear: 1947 }] },
          answers: [TOTAL],
          figures: [{ what: "household", accident: false }],
        },
      },
    ],
  },
  {
    id: "h7-family-05",
    category: "family",
    note: "a deductible per adult, the child at the default",
    turns: [
      {
        user: "Ich 1980 mit Franchise 2500, mein Partner 1978 mit Franchise 300 (er geht oft zum Arzt), unser Sohn 2015. 8212 Neuhausen am Rheinfall. Bitte pro Person und total.",
        expect: {
          fields: {
            plz: "8212",
            persons: [
              { birthYear: 1980, role: "self", franchise: 2500 },
              { birthYear: 1978, role: "partner", franchise: 300 },
              { birthYear: 2015, role: "child" },
            ],
          },
          answers: [TOTAL],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h7-family-06",
    category: "family",
    note: "the girlfriend added later, then the household price",
    turns: [
      { user: "9320 arbon, jg 1994", expect: { fields: { plz: "9320", birthYear: 1994 } } },
      {
        user: "mini fründin isch 1996, chasch si o dezue näh?",
        expect: { fields: { plz: "9320", persons: [{ birthYear: 1994 }, { birthYear: 1996 }] } },
      },
      {
        user: "was zahle mir zäme mit 2500 franchise?",
        expect: {
          fields: { plz: "9320", franchise: 2500, persons: [{ birthYear: 1994 }, { birthYear: 1996 }] },
          answers: [TOTAL],
          figures: [{ what: "household", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h7-family-07",
    category: "family",
    note: "a student son (young adult in 2027) asked for alone",
    turns: [
      {
        user: "Ich zahle für meinen Sohn (2004, Student) und mich (1970) in 1630 Bulle. Was kostet der Sohn allein?",
        expect: {
          fields: { plz: "1630", persons: [{ birthYear: 2004 }, { birthYear: 1970 }] },
          figures: [{ what: "cheapest", birthYear: 2004 }],
        },
      },
    ],
  },
  {
    id: "h7-family-08",
    category: "family",
    note: "twins; parents at 1500, children at 0, all in the family doctor model",
    turns: [
      {
        user: "Familie Huber: Papa 1983, Mama 1985, Zwillinge 2020. 4900 Langenthal, alle im Hausarztmodell, Kinder Franchise 0, Eltern 1500. Was macht das total im Monat?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "4900",
            model: "hausarzt",
            persons: [
              { birthYear: 1983, franchise: 1500 },
              { birthYear: 1985, franchise: 1500 },
              { birthYear: 2020, role: "child", franchise: 0 },
              { birthYear: 2020, role: "child", franchise: 0 },
            ],
          },
          answers: [TOTAL],
          figures: [{ what: "household", model: "hausarzt" }],
        },
      },
    ],
  },
];
