import type { AdvisorCase } from "../case-format";

/** A postal code with swapped digits, a child's age, a person taken out, the insurer named wrongly, the accident
 * cover reconsidered: changing one thing keeps the others. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. Insurers by BAG code: 1555 Visana, 1386 Galenos. */
export const correctionsCases: AdvisorCase[] = [
  {
    id: "v11-corrections-01",
    category: "corrections",
    note: "a postal code with its digits mixed up: 6033 Buchrain LU corrected to 6330 Cham ZG (another canton); year and deductible stay",
    turns: [
      {
        user: "6033 buchrain, jg 1987, franchise 1500",
        expect: {
          fields: { plz: "6033", birthYear: 1987, franchise: 1500 },
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "nei sorry, 6330 nöd 6033. wohne z cham",
        expect: {
          fields: { plz: "6330", birthYear: 1987, franchise: 1500 },
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v11-corrections-02",
    category: "corrections",
    note: "a child's age corrected (9 → 10, i.e. 2017 → 2016); the parent (38 → 1988) and the other child (4 → 2022) stay; Flamatt FR (region 2), Sensler German",
    turns: [
      {
        user: "i bi 38i u ha zwöi chind, 4 u 9. mir wone z flamatt, 3175. was zahle mir?",
        expect: {
          fields: {
            plz: "3175",
            persons: [
              { birthYear: 1988, role: "self" },
              { birthYear: 2022, role: "child" },
              { birthYear: 2017, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "nei wart, dr gross isch scho 10",
        expect: {
          fields: {
            plz: "3175",
            persons: [
              { birthYear: 1988, role: "self" },
              { birthYear: 2022, role: "child" },
              { birthYear: 2016, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v11-corrections-03",
    category: "corrections",
    note: "a person taken out of the household: the husband stays with his own insurer, so only the writer and the two children are priced (Bellach SO)",
    turns: [
      {
        user: "ich (1980), min maa (1978) und üsi chind (2015 und 2018), mir wohne in 4512 bellach. was zahle mir?",
        expect: {
          fields: {
            plz: "4512",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 1978, role: "partner" },
              { birthYear: 2015, role: "child" },
              { birthYear: 2018, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "min maa bliibt bi sinere kasse. rächne bitte nur für mi und d chind",
        expect: {
          fields: {
            plz: "4512",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 2015, role: "child" },
              { birthYear: 2018, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v11-corrections-04",
    category: "corrections",
    note: "the current insurer named wrongly and corrected (Visana → Galenos; 418.20 is the real 2026 Galenos Hausarzt 1000 premium in Buochs NW); premium, model and deductible stay; the like-for-like saving",
    turns: [
      {
        user: "bi bi de visana, zahl 418.20 fr. im monet, hausarzt mit 1000er franchise. 6374 buochs, jg 1984",
        expect: {
          fields: {
            plz: "6374",
            birthYear: 1984,
            franchise: 1000,
            currentInsurer: "1555",
            currentPremium: 418.2,
            currentModel: "hausarzt",
          },
        },
      },
      {
        user: "sorry, nöd visana – galenos!",
        expect: {
          fields: {
            plz: "6374",
            birthYear: 1984,
            franchise: 1000,
            currentInsurer: "1386",
            currentPremium: 418.2,
            currentModel: "hausarzt",
          },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v11-corrections-05",
    category: "corrections",
    note: "accident cover left out, then the person works only 6 hours a week: below 8 hours a week the employer's insurance does not cover non-occupational accidents, so accident cover is needed; then 'mit unfall': model and deductible stay (Leuk VS region 2)",
    turns: [
      {
        user: "telmed 1500 ohni unfall, 3953 leuk stadt, jg 1992",
        expect: {
          fields: { plz: "3953", birthYear: 1992, model: "telmed", franchise: 1500, accident: false },
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500, accident: false }],
        },
      },
      {
        user: "ah wart, ich schaffe nume 6 stund i de wuche. gilt das glich?",
        expect: {
          fields: { plz: "3953", birthYear: 1992, model: "telmed", franchise: 1500 },
          answers: [/mit unfall|unfall\w* .{0,60}(einschliess|einschluss|mitversicher|brauchst|nötig|notwendig|muss|musst)|8 stunden|acht stunden|nichtberufsunfall|\bnbu\b/i],
        },
      },
      {
        user: "ok denn mit unfall",
        expect: {
          act: "change",
          fields: { plz: "3953", birthYear: 1992, model: "telmed", franchise: 1500, accident: true },
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500, accident: true }],
        },
      },
    ],
  },
];
