import type { AdvisorCase } from "../case-format";

/** "nein, 1985", "doch lieber mit Unfall": changing one slot keeps the others. Conversations take place on 22.11.2026. */
export const correctionsCases: AdvisorCase[] = [
  {
    id: "h10-corrections-01",
    category: "corrections",
    note: "the deductible corrected, then the birth year corrected (with an emoji); the other slots stay",
    turns: [
      {
        user: "8032 zürich, jg 1976, franchise 500",
        expect: {
          fields: { plz: "8032", birthYear: 1976, franchise: 500 },
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
      {
        user: "ah nei, 1000 isch mini franchise",
        expect: {
          fields: { plz: "8032", birthYear: 1976, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "und jg 1977, sorry 🙈",
        expect: {
          fields: { plz: "8032", birthYear: 1977, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h10-corrections-02",
    category: "corrections",
    note: "Muri bei Bern (3074) corrected by name to Muri in the Freiamt (Muri AG, 5630); the birth year stays",
    turns: [
      {
        user: "muri bei bern, 3074, jg 1966",
        expect: {
          fields: { plz: "3074", birthYear: 1966 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "sorry, ich mein muri im freiamt, kanton aargau",
        expect: {
          fields: { plz: "5630", birthYear: 1966 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h10-corrections-03",
    category: "corrections",
    note: "accident cover switched on after it was left out (self-employed since October: no UVG cover); model and deductible stay",
    turns: [
      {
        user: "telmed 2000 ohne unfall, 8902 urdorf, 1990",
        expect: {
          fields: { plz: "8902", birthYear: 1990, model: "telmed", franchise: 2000, accident: false },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2000, accident: false }],
        },
      },
      {
        user: "nei doch mit unfall, bi sit oktober sälbständig",
        expect: {
          act: "change",
          fields: { plz: "8902", birthYear: 1990, model: "telmed", franchise: 2000, accident: true },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2000, accident: true }],
        },
      },
    ],
  },
  {
    id: "h10-corrections-04",
    category: "corrections",
    note: "a family; the wife's year corrected (1974 → 1975); then 'die tüüfschti' for all = 300 for the adults and 0 for the son (born 2010, a child in 2027)",
    turns: [
      {
        user: "ich 1972, mini frau 1974, sohn 2010, mir wohne in 4132 muttenz",
        expect: {
          fields: {
            plz: "4132",
            persons: [
              { birthYear: 1972, role: "self" },
              { birthYear: 1974, role: "partner" },
              { birthYear: 2010, role: "child" },
            ],
          },
        },
      },
      {
        user: "sorry, d frau isch 1975",
        expect: {
          fields: {
            plz: "4132",
            persons: [
              { birthYear: 1972, role: "self" },
              { birthYear: 1975, role: "partner" },
              { birthYear: 2010, role: "child" },
            ],
          },
        },
      },
      {
        user: "franchise für alli di tüüfschti",
        expect: {
          fields: {
            plz: "4132",
            persons: [
              { birthYear: 1972, role: "self", franchise: 300 },
              { birthYear: 1975, role: "partner", franchise: 300 },
              { birthYear: 2010, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h10-corrections-05",
    category: "corrections",
    note: "the model corrected (Telmed → Hausarzt), the deductible kept as said; Arbon TG",
    turns: [
      {
        user: "telmed 500, 9320 arbon, 1999",
        expect: {
          fields: { plz: "9320", birthYear: 1999, model: "telmed", franchise: 500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 500 }],
        },
      },
      {
        user: "nei ich mein hausarzt, franchise bliibt glich",
        expect: {
          act: "change",
          fields: { plz: "9320", birthYear: 1999, model: "hausarzt", franchise: 500 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 500 }],
        },
      },
    ],
  },
];
