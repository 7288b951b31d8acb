import type { AdvisorCase } from "../case-format";

/** Several persons: partner, children; per person and household answers. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. Children are those born 2009 or later (0–18 in 2027).
 * A deductible said once for everybody is not checked per person (it may be held for the household). */
export const familyCases: AdvisorCase[] = [
  {
    id: "h10-family-01",
    category: "family",
    note: "four persons with a deductible per group (parents 1500, children 0); Meggen 6045 (LU region 2)",
    turns: [
      {
        user: "Wir sind zu viert: ich (1987), mein Partner (1985), die Kinder 2016 und 2021. Wohnort 6045 Meggen. Eltern Franchise 1500, Kinder 0. Was zahlen wir im Monat?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6045",
            persons: [
              { birthYear: 1987, role: "self", franchise: 1500 },
              { birthYear: 1985, role: "partner", franchise: 1500 },
              { birthYear: 2016, role: "child", franchise: 0 },
              { birthYear: 2021, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h10-family-02",
    category: "family",
    note: "a couple, both 29 (1997), Bernese; one deductible for both; then different deductibles per person (the writer 300, the partner 2500)",
    turns: [
      {
        user: "mir si es paar, beidi 29, wohne z 3013 bärn. franchise 2500. was zahle mir zäme?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "3013",
            persons: [
              { birthYear: 1997, role: "self" },
              { birthYear: 1997, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "u wenn i 300 nime u sie 2500?",
        expect: {
          fields: {
            plz: "3013",
            persons: [
              { birthYear: 1997, role: "self", franchise: 300 },
              { birthYear: 1997, role: "partner", franchise: 2500 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h10-family-03",
    category: "family",
    note: "the household grows turn by turn (Pfäffikon ZH 8330, region 3): the writer with 2500, a son with 0, then the wife with 300; each deductible stays with its person",
    turns: [
      {
        user: "8330 pfäffikon zh, ich bi 1979 und wott franchise 2500",
        expect: {
          fields: { plz: "8330", birthYear: 1979, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und min sohn, 2012, franchise 0",
        expect: {
          fields: {
            plz: "8330",
            persons: [
              { birthYear: 1979, role: "self", franchise: 2500 },
              { birthYear: 2012, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "mini frau au no, 1981, die wett 300",
        expect: {
          fields: {
            plz: "8330",
            persons: [
              { birthYear: 1979, role: "self", franchise: 2500 },
              { birthYear: 2012, role: "child", franchise: 0 },
              { birthYear: 1981, role: "partner", franchise: 300 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h10-family-04",
    category: "family",
    note: "parents and a student daughter born 2006 (a young adult, 21 in 2027, not a child tariff), Kreuzlingen TG; one deductible for all; then the daughter alone",
    turns: [
      {
        user: "Ich (1968), meine Frau (1970) und unsere Tochter (2006, studiert) wohnen in 8280 Kreuzlingen. Alle mit Franchise 300. Was zahlen wir total?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8280",
            persons: [
              { birthYear: 1968, role: "self" },
              { birthYear: 1970, role: "partner" },
              { birthYear: 2006 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und was zahlt d tochter allei?",
        expect: {
          fields: { plz: "8280" },
          figures: [{ what: "cheapest", birthYear: 2006, franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "h10-family-05",
    category: "family",
    note: "whether the whole family must be with the same insurer (no, each person is insured individually); then a single mother and her daughter with a deductible each (Ittigen BE, region 1)",
    turns: [
      {
        user: "Müssen eigentlich alle in der Familie bei derselben Krankenkasse sein?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|jede(s|r|n)? .{0,40}(einzeln|separat|eigene|selbst|frei)|unabhängig|getrennt|verschieden/i],
        },
      },
      {
        user: "ok. 3063 ittigen: ich 1990 und mini tochter 2020. für mi franchise 2000, für sie 600.",
        expect: {
          fields: {
            plz: "3063",
            persons: [
              { birthYear: 1990, role: "self", franchise: 2000 },
              { birthYear: 2020, role: "child", franchise: 600 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h10-family-06",
    category: "family",
    note: "a single parent with twins (both 2018) in Basel 4054, Basel German; the writer 2000, the children 0; then the children with 600",
    turns: [
      {
        user: "bi alleierziehend mit zwilling, beidi 2018. ich bi jg 1984, mir wohne in 4054 basel. ich franchise 2000, d chind 0. was zahle mir total?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "4054",
            persons: [
              { birthYear: 1984, role: "self", franchise: 2000 },
              { birthYear: 2018, role: "child", franchise: 0 },
              { birthYear: 2018, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn d chind 600 franchise händ?",
        expect: {
          act: "change",
          fields: {
            plz: "4054",
            persons: [
              { birthYear: 1984, role: "self", franchise: 2000 },
              { birthYear: 2018, role: "child", franchise: 600 },
              { birthYear: 2018, role: "child", franchise: 600 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
