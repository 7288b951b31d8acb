import type { AdvisorCase } from "../case-format";

/** A child's age corrected, a partner taken out, a postal code replaced, the accident cover and the deductible
 * reconsidered: changing one thing keeps the others. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. */
export const correctionsCases: AdvisorCase[] = [
  {
    id: "v12-corrections-01",
    category: "corrections",
    note: "a single parent (1984) with children of 5 and 11 (→ 2021, 2015) in Widnau SG region 3; then the younger one's age corrected to 6 (→ 2020): parent and the other child stay",
    turns: [
      {
        user: "ich (1984) und zwei chind, 5 und 11. 9443 widnau. was zahle mir?",
        expect: {
          fields: {
            plz: "9443",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 2021, role: "child" },
              { birthYear: 2015, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "nei sorry, di chli isch scho 6",
        expect: {
          fields: {
            plz: "9443",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 2020, role: "child" },
              { birthYear: 2015, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v12-corrections-02",
    category: "corrections",
    note: "'rächne nur für mi': the husband stays with his insurer, so only the writer is priced (Sarnen OW, 1500)",
    turns: [
      {
        user: "ich 1966, min maa 1963, 6060 sarnen, franchise 1500. was zahle mir?",
        expect: {
          fields: {
            plz: "6060",
            persons: [
              { birthYear: 1966, role: "self" },
              { birthYear: 1963, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "rächne nur für mi, er bliibt bi de css",
        expect: {
          fields: { plz: "6060", persons: [{ birthYear: 1966, role: "self" }] },
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v12-corrections-03",
    category: "corrections",
    note: "the place corrected: 3700 Spiez (BE region 3) is only where the person works, the home is 3014 Bern (BE region 1); year and deductible stay",
    turns: [
      {
        user: "3700 spiez, jg 1972, franchise 2000",
        expect: {
          fields: { plz: "3700", birthYear: 1972, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
      {
        user: "nei wart, z spiez schaffe i nume. wohne tue i z 3014 bärn",
        expect: {
          fields: { plz: "3014", birthYear: 1972, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "v12-corrections-04",
    category: "corrections",
    note: "Appenzell: standard 300 without accident, then retired since the summer so with accident (model and deductible stay), then the deductible raised to 1000 (accident cover stays)",
    turns: [
      {
        user: "standardmodell 300 ohni unfall, 9050 appezöll, jg 1960",
        expect: {
          fields: { plz: "9050", birthYear: 1960, model: "standard", franchise: 300, accident: false },
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: false }],
        },
      },
      {
        user: "ah nei, bi jo sit em summer pensioniert. also doch mit unfall",
        expect: {
          act: "change",
          fields: { plz: "9050", birthYear: 1960, model: "standard", franchise: 300, accident: true },
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "und d franchise doch lieber 1000",
        expect: {
          act: "change",
          fields: { plz: "9050", birthYear: 1960, model: "standard", franchise: 1000, accident: true },
          figures: [{ what: "cheapest", model: "standard", franchise: 1000, accident: true }],
        },
      },
    ],
  },
];
