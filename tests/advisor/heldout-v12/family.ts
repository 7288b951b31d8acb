import type { AdvisorCase } from "../case-format";

/** Several persons by birth year or age: parents with children, a couple of students, a family in the Upper Valais.
 * Conversations take place on 22.11.2026. Ages are turned into birth years as 2026 − age (no age here is 17 or 24,
 * the ages whose two possible birth years fall in different age classes for 2027). Children are those born 2009 or
 * later (0–18 in 2027); those born 2002–2008 are young adults. */
export const familyCases: AdvisorCase[] = [
  {
    id: "v12-family-01",
    category: "family",
    note: "'ich, min maa und zwei chind 2016 und 2019', the parents' birth years given apart (1987, 1985), Pfäffikon ZH region 3: the household; then a deductible per group (parents 2500, children 0); then Telmed for everybody keeps the deductibles",
    turns: [
      {
        user: "ich, min maa und zwei chind 2016 und 2019. ich bi 1987, er 1985. mir wohned in 8330 pfäffike. was zahled mir?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8330",
            persons: [
              { birthYear: 1987, role: "self" },
              { birthYear: 1985, role: "partner" },
              { birthYear: 2016, role: "child" },
              { birthYear: 2019, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und für eus beidi mit 2500, d chind mit 0?",
        expect: {
          fields: {
            plz: "8330",
            persons: [
              { birthYear: 1987, role: "self", franchise: 2500 },
              { birthYear: 1985, role: "partner", franchise: 2500 },
              { birthYear: 2016, role: "child", franchise: 0 },
              { birthYear: 2019, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn mir alli s telmed nämed?",
        expect: {
          act: "change",
          fields: {
            plz: "8330",
            model: "telmed",
            persons: [
              { birthYear: 1987, role: "self", franchise: 2500 },
              { birthYear: 1985, role: "partner", franchise: 2500 },
              { birthYear: 2016, role: "child", franchise: 0 },
              { birthYear: 2019, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v12-family-02",
    category: "family",
    note: "Bernese, five persons by age: the writer 46 (1980), his wife 44 (1982), children 4, 10 and 13 (2022, 2016, 2013), Münsingen BE region 2: the household; then the children alone (a child's premium)",
    turns: [
      {
        user: "mir si e familie mit drü ching: mini frou (44), i (46), u d ching si 4, 10 u 13. mir wohne z 3110 münsige. was zahle mir im monet?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "3110",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 1982, role: "partner" },
              { birthYear: 2022, role: "child" },
              { birthYear: 2016, role: "child" },
              { birthYear: 2013, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "u was choschte d ching aleini?",
        expect: {
          fields: { plz: "3110" },
          figures: [{ what: "cheapest", birthYear: 2016 }],
        },
      },
    ],
  },
  {
    id: "v12-family-03",
    category: "family",
    note: "Basel German, a couple of students both 23 (→ 2003, young adults in 2027) in Basel 4056: the household; then until when the young-adult tariff runs (to the end of 2028, the year they turn 25; adults from 2029)",
    turns: [
      {
        user: "mini fründin und ich sind beidi 23 und studiere, mir wohne zämme in 4056 basel. was zahle mir zämme?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "4056",
            persons: [
              { birthYear: 2003, role: "self" },
              { birthYear: 2003, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "bis wenn hän mir dr tarif für jungi erwachseni?",
        expect: { fields: { plz: "4056" }, answers: [/\b25\b|\b26\b|2028|2029/] },
      },
    ],
  },
  {
    id: "v12-family-04",
    category: "family",
    note: "Upper Valais German ('üsche bueb', 'wohnunt', 'zämu'), three persons by birth year in Naters VS region 2: the household; then the boy turns 15 next year: still a child's tariff (up to 18)",
    turns: [
      {
        user: "ich (1979), mini frou (1981) und üsche bueb (2012), wir wohnunt in 3904 naters. was zahlu wer zämu?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "3904",
            persons: [
              { birthYear: 1979, role: "self" },
              { birthYear: 1981, role: "partner" },
              { birthYear: 2012, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "üsche bueb wird nägschts jahr 15, bliibt är im chindertarif?",
        expect: { fields: { plz: "3904" }, answers: [/\bja\b|bis 18|\b18\b|kindertarif|kinderprämie|als kind/i] },
      },
    ],
  },
];
