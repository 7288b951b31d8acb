import type { AdvisorCase } from "../case-format";

/** "isch HMO günstiger als Telmed?", which model, what is Telmed. Conversations take place on 27.11.2026. */
export const modelCompareCases: AdvisorCase[] = [
  {
    id: "h7-model-compare-01",
    category: "model-compare",
    note: "a misconception about telmed; both models explained",
    turns: [
      {
        user: "mini tochter seit, telmed sig nume für jungi lüt. stimmt das? und was isch de unterschied zum huusarztmodell?",
        expect: {
          act: "ask_rule",
          answers: [/telefon|anruf|anrufen|aalüt|hotline|telemedizin|app|video/i, /hausarzt|huusarzt/i],
        },
      },
    ],
  },
  {
    id: "h7-model-compare-02",
    category: "model-compare",
    turns: [
      { user: "8630 rüti zh, jg 1985, franchise 1500", expect: { fields: { plz: "8630", birthYear: 1985, franchise: 1500 } } },
      {
        user: "hausarzt oder telmed, was chunnt günstiger?",
        expect: {
          act: "ask_compare",
          fields: { plz: "8630", birthYear: 1985, franchise: 1500 },
          answers: [/hausarzt|huusarzt/i, /telmed/i],
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 1500 },
            { what: "cheapest", model: "telmed", franchise: 1500 },
          ],
        },
      },
    ],
  },
  {
    id: "h7-model-compare-03",
    category: "model-compare",
    note: "no family doctor: telmed or the standard model fit, the family doctor model needs one",
    turns: [
      {
        user: "Ich habe keinen Hausarzt und ziehe bald um. Welches Modell würden Sie mir empfehlen?",
        expect: { act: "ask_rule", answers: [/telmed|standard|freie arztwahl/i] },
      },
    ],
  },
  {
    id: "h7-model-compare-04",
    category: "model-compare",
    note: "HMO practices are not everywhere; a mountain village",
    turns: [
      {
        user: "gits z fiesch (3984) überhaupt es hmo? bi jg 1977",
        expect: { fields: { plz: "3984", birthYear: 1977 }, answers: [/hmo/i] },
      },
    ],
  },
  {
    id: "h7-model-compare-05",
    category: "model-compare",
    note: "saving from standard to telmed at the same deductible",
    turns: [
      {
        user: "Könnten Sie mir sagen, wie viel ich mit Telmed gegenüber dem Standardmodell spare? 1110 Morges, 1972, Franchise 300, mit Unfall",
        expect: {
          act: "ask_compare",
          fields: { plz: "1110", birthYear: 1972, franchise: 300, accident: true },
          figures: [
            { what: "cheapest", model: "standard", franchise: 300, accident: true },
            { what: "cheapest", model: "telmed", franchise: 300, accident: true },
          ],
        },
      },
    ],
  },
  {
    id: "h7-model-compare-06",
    category: "model-compare",
    note: "the model is restricted, then switched",
    turns: [
      { user: "2300 la chaux-de-fonds, 1988", expect: { fields: { plz: "2300", birthYear: 1988 } } },
      {
        user: "nur hmo bitte",
        expect: { act: "change", fields: { plz: "2300", birthYear: 1988, model: "hmo" }, figures: [{ what: "cheapest", model: "hmo" }] },
      },
      {
        user: "hm doch eher telmed",
        expect: { act: "change", fields: { plz: "2300", birthYear: 1988, model: "telmed" }, figures: [{ what: "cheapest", model: "telmed" }] },
      },
    ],
  },
  {
    id: "h7-model-compare-07",
    category: "model-compare",
    note: "leaving an alternative model; the change is to the start of a year (and needs notice)",
    turns: [
      {
        user: "Kann ich vom HMO jederzeit zurück ins Standardmodell wechseln?",
        expect: {
          act: "ask_rule",
          answers: [
            /jahresende|ende (des |eines )?(kalender)?jahres|1\.? ?1\.|januar|30\.? ?(11\b|nov)|ende november|frist|kündig|nicht jederzeit|nächste[sn]? jahr/i,
          ],
        },
      },
    ],
  },
];
