import type { AdvisorCase } from "../case-format";

/** "nein, 1985", "doch lieber mit Unfall", changing one slot keeps the others. Conversations take place on 27.11.2026. */
export const correctionsCases: AdvisorCase[] = [
  {
    id: "h8-corrections-01",
    category: "corrections",
    note: "swapped digits in the birth year; place and deductible stay",
    turns: [
      {
        user: "8037 Zürich, 1975, Franchise 1000",
        expect: { act: "provide_info", fields: { plz: "8037", birthYear: 1975, franchise: 1000 } },
      },
      {
        user: "nein 1957 sorry, zahlendreher",
        expect: {
          fields: { plz: "8037", birthYear: 1957, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h8-corrections-02",
    category: "corrections",
    note: "accident cover added back because the job ends (no employer's accident insurance any more)",
    turns: [
      {
        user: "bi in 4102 binnige, jg 96, ohni unfall bitte",
        expect: { fields: { plz: "4102", birthYear: 1996, accident: false } },
      },
      {
        user: "doch lieber mit unfall, ich kündig mi job im februar",
        expect: {
          act: "change",
          fields: { plz: "4102", birthYear: 1996, accident: true },
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "h8-corrections-03",
    category: "corrections",
    note: "the model is corrected, the 2000 deductible stays",
    turns: [
      {
        user: "Hausarzt, 2000er Franchise, 6330 Cham, 1988",
        expect: { fields: { plz: "6330", birthYear: 1988, model: "hausarzt", franchise: 2000 } },
      },
      {
        user: "halt stopp, ich meinte Telmed nicht Hausarzt",
        expect: {
          act: "change",
          fields: { plz: "6330", birthYear: 1988, model: "telmed", franchise: 2000 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "h8-corrections-04",
    category: "corrections",
    note: "moving from Bern to Thun on 1 December: the residence on 1 January decides the 2027 premium; year and deductible stay",
    turns: [
      {
        user: "Wohne in 3006 Bern, Jahrgang 1972, Franchise 1500",
        expect: { fields: { plz: "3006", birthYear: 1972, franchise: 1500 } },
      },
      {
        user: "ah nei, mir zügle ja am 1. dezämber uf thun, 3604",
        expect: {
          fields: { plz: "3604", birthYear: 1972, franchise: 1500 },
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "h8-corrections-05",
    category: "corrections",
    note: "a forgotten second child is added; the others stay",
    turns: [
      {
        user: "ich 1980 meine frau 1983, 1 kind 2017, wir wohnen in 8180 bülach",
        expect: {
          fields: {
            plz: "8180",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 1983, role: "partner" },
              { birthYear: 2017, role: "child" },
            ],
          },
        },
      },
      {
        user: "sorry es sind 2 kinder, noch eins von 2019",
        expect: {
          fields: {
            plz: "8180",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 1983, role: "partner" },
              { birthYear: 2017, role: "child" },
              { birthYear: 2019, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h8-corrections-06",
    category: "corrections",
    note: "8640 is shared by Rapperswil SG and Hurden SZ, 'rappi' settles it; two slots change at once, then the deductible again; Telmed stays throughout",
    turns: [
      {
        user: "8640 rappi jg 1999 franchise 500 telmed",
        expect: { fields: { plz: "8640", birthYear: 1999, franchise: 500, model: "telmed" } },
      },
      {
        user: "gliich aber ohni unfall und franchise 2500",
        expect: {
          act: "change",
          fields: { plz: "8640", birthYear: 1999, franchise: 2500, model: "telmed", accident: false },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed", accident: false }],
        },
      },
      {
        user: "nei doch 1500",
        expect: {
          act: "change",
          fields: { plz: "8640", birthYear: 1999, franchise: 1500, model: "telmed", accident: false },
          figures: [{ what: "cheapest", franchise: 1500, model: "telmed", accident: false }],
        },
      },
    ],
  },
];
