import type { AdvisorCase } from "../case-format";

// Held-out v4: "nein, 1985", "doch lieber mit Unfall": changing one slot keeps the others.
export const correctionsCases: AdvisorCase[] = [
  {
    id: "h4-corrections-01",
    category: "corrections",
    note: "transposed digits in the birth year",
    turns: [
      {
        user: "8004 zürich, 1958",
        expect: { fields: { plz: "8004", birthYear: 1958 } },
      },
      {
        user: "nei sorry, 1985 meinti",
        expect: { act: "change", fields: { plz: "8004", birthYear: 1985 } },
      },
    ],
  },
  {
    id: "h4-corrections-02",
    category: "corrections",
    turns: [
      {
        user: "3011 Bern, 1970, Franchise 300, ohne Unfall",
        expect: { fields: { plz: "3011", birthYear: 1970, franchise: 300, accident: false } },
      },
      {
        user: "hmm doch lieber mit Unfall, ich arbeite nur noch 20%",
        expect: {
          act: "change",
          fields: { plz: "3011", birthYear: 1970, franchise: 300, accident: true },
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "h4-corrections-03",
    category: "corrections",
    note: "wrong town corrected; model and birth year kept",
    turns: [
      {
        user: "6003 Luzern, 1990, Telmed",
        expect: { fields: { plz: "6003", birthYear: 1990, model: "telmed" } },
      },
      {
        user: "sorry, ich wohne in 6300 Zug, nicht in Luzern",
        expect: { act: "change", fields: { plz: "6300", ort: "Zug", birthYear: 1990, model: "telmed" }, notAnswers: [/luzern/i] },
      },
    ],
  },
  {
    id: "h4-corrections-04",
    category: "corrections",
    note: "two changes in a row, then back to all models",
    turns: [
      {
        user: "9000 sg, 1982, 2500er franchise",
        expect: { fields: { plz: "9000", birthYear: 1982, franchise: 2500 } },
      },
      {
        user: "hmm mach mal 1500",
        expect: { act: "change", fields: { plz: "9000", birthYear: 1982, franchise: 1500 }, figures: [{ what: "cheapest", franchise: 1500 }] },
      },
      {
        user: "und nur hmo",
        expect: {
          act: "change",
          fields: { plz: "9000", birthYear: 1982, franchise: 1500, model: "hmo" },
          figures: [{ what: "cheapest", franchise: 1500, model: "hmo" }],
        },
      },
      {
        user: "nei doch alli modell zeige",
        expect: { act: "change", fields: { plz: "9000", birthYear: 1982, franchise: 1500, model: null } },
      },
    ],
  },
  {
    id: "h4-corrections-05",
    category: "corrections",
    turns: [
      {
        user: "Ich bin bei der CSS und zahle 480 im Monat, 4500 Solothurn, 1976",
        expect: { fields: { currentInsurer: "CSS", currentPremium: 480, plz: "4500", birthYear: 1976 } },
      },
      {
        user: "ah nein, es ist die Sanitas, nicht die CSS",
        expect: { act: "change", fields: { currentInsurer: "Sanitas", currentPremium: 480, plz: "4500", birthYear: 1976 } },
      },
    ],
  },
  {
    id: "h4-corrections-06",
    category: "corrections",
    note: "premium corrected; insurer and deductible kept",
    turns: [
      {
        user: "8302 kloten, 1968, bi de egk, franchise 2000, zahle 430",
        expect: { fields: { plz: "8302", birthYear: 1968, currentInsurer: "EGK", franchise: 2000, currentPremium: 430 } },
      },
      {
        user: "halt, 403 nöd 430",
        expect: { act: "change", fields: { currentInsurer: "EGK", franchise: 2000, currentPremium: 403 }, notAnswers: [/franchise (von )?(chf )?403/i] },
      },
    ],
  },
];
