import type { AdvisorCase } from "../case-format";

/** "nein, 1985", "doch lieber mit Unfall": changing one slot keeps the others. Conversations take place on 22.11.2026. */
export const correctionsCases: AdvisorCase[] = [
  {
    id: "h9-corrections-01",
    category: "corrections",
    note: "the birth year corrected, then accident cover added; place, deductible and model stay",
    turns: [
      {
        user: "3904 naters, jg 1992, 2500 telmed",
        expect: {
          fields: { plz: "3904", birthYear: 1992, franchise: 2500, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
      {
        user: "sorry, bi 1982 nid 1992",
        expect: {
          fields: { plz: "3904", birthYear: 1982, franchise: 2500, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
      {
        user: "und doch mit unfall bitte",
        expect: {
          act: "change",
          fields: { plz: "3904", birthYear: 1982, franchise: 2500, model: "telmed", accident: true },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed", accident: true }],
        },
      },
    ],
  },
  {
    id: "h9-corrections-02",
    category: "corrections",
    note: "Küsnacht ZH (8700) corrected to Küssnacht am Rigi SZ (6403), given by name only; year and deductible stay",
    turns: [
      {
        user: "Was kostet es in 8700 Küsnacht für Jahrgang 1970 mit Franchise 500?",
        expect: {
          act: "ask_price",
          fields: { plz: "8700", birthYear: 1970, franchise: 500 },
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
      {
        user: "Ups, ich meinte Küssnacht am Rigi, nicht das am Zürichsee",
        expect: {
          fields: { plz: "6403", birthYear: 1970, franchise: 500 },
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "h9-corrections-03",
    category: "corrections",
    note: "a family; the child's year corrected (2011 → 2013), then a deductible for the adults only",
    turns: [
      {
        user: "Familie: ich 1976, meine Frau 1978, Kind 2011, wir wohnen in 8953 Dietikon",
        expect: {
          fields: {
            plz: "8953",
            persons: [
              { birthYear: 1976, role: "self" },
              { birthYear: 1978, role: "partner" },
              { birthYear: 2011, role: "child" },
            ],
          },
        },
      },
      {
        user: "nein, das Kind ist 2013 geboren",
        expect: {
          fields: {
            plz: "8953",
            persons: [
              { birthYear: 1976, role: "self" },
              { birthYear: 1978, role: "partner" },
              { birthYear: 2013, role: "child" },
            ],
          },
        },
      },
      {
        user: "franchise für uns erwachsene 2000",
        expect: {
          fields: {
            plz: "8953",
            persons: [
              { birthYear: 1976, role: "self", franchise: 2000 },
              { birthYear: 1978, role: "partner", franchise: 2000 },
              { birthYear: 2013, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h9-corrections-04",
    category: "corrections",
    note: "Buchs AG (5033) corrected to Buchs ZH (8107) by name; year and deductible stay",
    turns: [
      {
        user: "5033 buchs, 1999, franchise 1000",
        expect: {
          fields: { plz: "5033", birthYear: 1999, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "oh nei falsch, ich wohn in buchs zh",
        expect: {
          fields: { plz: "8107", birthYear: 1999, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h9-corrections-05",
    category: "corrections",
    note: "the model changed twice, the deductible kept, then changed together with the model",
    turns: [
      {
        user: "telmed 2500, 6060 sarnen, 1987",
        expect: {
          fields: { plz: "6060", birthYear: 1987, franchise: 2500, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
      {
        user: "doch lieber hausarzt, gleiche franchise",
        expect: {
          act: "change",
          fields: { plz: "6060", birthYear: 1987, franchise: 2500, model: "hausarzt" },
          figures: [{ what: "cheapest", franchise: 2500, model: "hausarzt" }],
        },
      },
      {
        user: "nei wart, doch standard und dafür 1500",
        expect: {
          act: "change",
          fields: { plz: "6060", birthYear: 1987, franchise: 1500, model: "standard" },
          figures: [{ what: "cheapest", franchise: 1500, model: "standard" }],
        },
      },
    ],
  },
  {
    id: "h9-corrections-06",
    category: "corrections",
    note: "the current premium corrected; the saving must follow the new premium",
    turns: [
      {
        user: "bi bi dr sanitas, zahl 389.- , standard, franchise 300, 8050 zürich, jg 1993",
        expect: {
          fields: {
            plz: "8050",
            birthYear: 1993,
            franchise: 300,
            currentInsurer: "Sanitas",
            currentPremium: 389,
            currentModel: "standard",
          },
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "sorry es sind 439.- nöd 389",
        expect: {
          fields: { plz: "8050", birthYear: 1993, franchise: 300, currentInsurer: "Sanitas", currentPremium: 439 },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
];
