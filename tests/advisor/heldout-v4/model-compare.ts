import type { AdvisorCase } from "../case-format";

// Held-out v4: "isch HMO günstiger als Telmed?", which model, what is Telmed.
export const modelCompareCases: AdvisorCase[] = [
  {
    id: "h4-model-compare-01",
    category: "model-compare",
    turns: [
      {
        user: "isch hmo günstiger als telmed?",
        expect: { act: "ask_compare", answers: [/hmo/i, /telmed/i] },
      },
    ],
  },
  {
    id: "h4-model-compare-02",
    category: "model-compare",
    turns: [
      {
        user: "Was ist Telmed genau? Muss ich da immer zuerst anrufen?",
        expect: { answers: [/telefon|anruf|anrufen|hotline|ruf/i], notAnswers: [/telmed ist ein zusatz/i] },
      },
    ],
  },
  {
    id: "h4-model-compare-03",
    category: "model-compare",
    turns: [
      {
        user: "8004 zürich, 1988, franchise 2500: was isch billiger, hausarzt oder hmo?",
        expect: {
          act: "ask_compare",
          fields: { plz: "8004", birthYear: 1988, franchise: 2500 },
          answers: [/hausarzt/i, /hmo/i],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500 }, { what: "cheapest", model: "hmo", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h4-model-compare-04",
    category: "model-compare",
    note: "chronically ill person who sees a specialist: free choice of doctor matters",
    turns: [
      {
        user: "3011, 1980, 300 franchise",
        expect: { fields: { plz: "3011", birthYear: 1980, franchise: 300 } },
      },
      {
        user: "welches modell lohnt sich für mich? ich bin wegen rheuma oft beim spezialisten",
        expect: { act: "ask_compare", fields: { plz: "3011", birthYear: 1980, franchise: 300 }, answers: [/standard|freie arztwahl|hausarzt|überweis/i] },
      },
      {
        user: "ok dann zeig mir mal das hausarztmodell",
        expect: {
          act: "change",
          fields: { plz: "3011", birthYear: 1980, franchise: 300, model: "hausarzt" },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "h4-model-compare-05",
    category: "model-compare",
    turns: [
      {
        user: "cha ich bim hausarztmodell trotzdem direkt zum frauenarzt oder zum augenarzt?",
        expect: { answers: [/frauenarzt|gynäkolog|gynäkolog|augenarzt/i] },
      },
    ],
  },
  {
    id: "h4-model-compare-06",
    category: "model-compare",
    note: "compare all models for a given situation",
    turns: [
      {
        user: "6370 stans, jg 1999, franchise 2500 ohne unfall. wie gross isch de unterschied zwüsched standard und de spar-modell?",
        expect: {
          act: "ask_compare",
          fields: { plz: "6370", birthYear: 1999, franchise: 2500, accident: false },
          answers: [/standard/i, /telmed|hmo|hausarzt/i],
          figures: [{ what: "cheapest", model: "standard", franchise: 2500, accident: false }],
        },
      },
    ],
  },
];
