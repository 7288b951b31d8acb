import type { AdvisorCase } from "../case-format";

/** Several persons: one adult age with several children's ages, a newborn, pensioners, a student, a patchwork
 * family. Conversations take place on 22.11.2026. Ages are turned into birth years as 2026 − age (no child's age
 * here is 17, the only age whose two possible birth years fall in different age classes for 2027).
 * Children are those born 2009 or later (0–18 in 2027); those born 2002–2008 are young adults.
 * A deductible said once as one amount for everybody ("beidi franchise 2500") is not checked per person (it may be
 * held for the household); "the lowest for all" is (300 for adults and young adults, 0 for children). */
export const familyCases: AdvisorCase[] = [
  {
    id: "v11-family-01",
    category: "family",
    note: "one adult age and three children's ages (41 → 1985; 3, 7, 12 → 2023, 2019, 2014) in Hochdorf LU (region 3); then 'und für d chind allei?': a child's premium",
    turns: [
      {
        user: "bi 41 und ha drü chind (3, 7 und 12). mir wohned in 6280 hochdorf. was zahled mir im monet?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6280",
            persons: [
              { birthYear: 1985, role: "self" },
              { birthYear: 2023, role: "child" },
              { birthYear: 2019, role: "child" },
              { birthYear: 2014, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und für d chind allei?",
        expect: {
          fields: { plz: "6280" },
          figures: [{ what: "cheapest", birthYear: 2019 }],
        },
      },
    ],
  },
  {
    id: "v11-family-02",
    category: "family",
    note: "a baby born on 2 November 2026 (→ 2026): her price in Bern 3008, then the child's deductible raised to 600",
    turns: [
      {
        user: "üsi tochter isch am 2. novämber uf d wält cho 🥰 was chostet sie bi de günstigschte kasse? mir wohne in 3008 bärn",
        expect: {
          fields: { plz: "3008" },
          figures: [{ what: "cheapest", birthYear: 2026 }],
        },
      },
      {
        user: "u mit 600 franchise für sie?",
        expect: {
          fields: { plz: "3008" },
          figures: [{ what: "cheapest", birthYear: 2026, franchise: 600 }],
        },
      },
    ],
  },
  {
    id: "v11-family-03",
    category: "family",
    note: "a retired couple (70 → 1956, 67 → 1959) in Heiden AR with 300: the household; then whether accident cover must be included (yes: no employer's accident insurance any more)",
    turns: [
      {
        user: "mini frau und ich sind beidi pensioniert, ich 70, sie 67. mir wohned in 9410 heide. was zahle mir zäme mit 300er franchise?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "9410",
            persons: [
              { birthYear: 1956, role: "self" },
              { birthYear: 1959, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "de unfall mues jo drin si bi eus, oder?",
        expect: {
          fields: { plz: "9410" },
          answers: [/\bja\b|mit unfall|einschliess|eingeschlossen|enthalten|inbegriffen|mitversicher/i],
        },
      },
    ],
  },
  {
    id: "v11-family-04",
    category: "family",
    note: "four persons by age: the writer 49 (1977), the husband 51 (1975), a student son 20 (2006, a young adult) and a daughter 15 (2011, a child), Kölliken AG, 'di tüüfschti franchise' for all (300 for adults and the young adult, 0 for the child); then the son with 2500 against 300",
    turns: [
      {
        user: "mir sind z viert: ich 49, min maa 51, üse sohn 20 (studiert no) und d tochter 15. plz 5742 kölliken. alli mit de tüüfschte franchise bitte",
        expect: {
          fields: {
            plz: "5742",
            persons: [
              { birthYear: 1977, role: "self", franchise: 300 },
              { birthYear: 1975, role: "partner", franchise: 300 },
              { birthYear: 2006, franchise: 300 },
              { birthYear: 2011, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "was würd de sohn mit 2500er franchise spare?",
        expect: {
          fields: { plz: "5742" },
          figures: [
            { what: "cheapest", birthYear: 2006, franchise: 300 },
            { what: "cheapest", birthYear: 2006, franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "v11-family-05",
    category: "family",
    note: "a patchwork household: the writer (1982), her boyfriend (1979) and his daughter (2013) in Thayngen SH (region 2); then a deductible per person (the girl 600, the two adults 2500)",
    turns: [
      {
        user: "ich (1982), min fründ (1979) und sini tochter (2013) wohned zäme in 8240 thayngen. was zahle mir total?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8240",
            persons: [
              { birthYear: 1982, role: "self" },
              { birthYear: 1979, role: "partner" },
              { birthYear: 2013, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "d tochter mit 600 franchise, mir zwei mit 2500",
        expect: {
          fields: {
            plz: "8240",
            persons: [
              { birthYear: 1982, role: "self", franchise: 2500 },
              { birthYear: 1979, role: "partner", franchise: 2500 },
              { birthYear: 2013, role: "child", franchise: 600 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v11-family-06",
    category: "family",
    note: "a couple by age (36 → 1990, 34 → 1992) with 2500 for both in Bäretswil ZH (region 3), then two children by age (2 → 2024, 5 → 2021) are added to the household",
    turns: [
      {
        user: "ich bi 36, mini partnerin 34, mir wohned in 8344 bäretswil. beidi franchise 2500. was zahle mir?",
        expect: {
          fields: {
            plz: "8344",
            persons: [
              { birthYear: 1990, role: "self" },
              { birthYear: 1992, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "mir händ no zwei chind, 2 und 5 jöhrig. mit dene?",
        expect: {
          fields: {
            plz: "8344",
            persons: [
              { birthYear: 1990, role: "self" },
              { birthYear: 1992, role: "partner" },
              { birthYear: 2024, role: "child" },
              { birthYear: 2021, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
