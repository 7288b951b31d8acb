import type { AdvisorCase } from "../case-format";

/** "isch HMO günstiger als Telmed?", which model, what is Telmed. Conversations take place on 27.11.2026. */
export const modelCompareCases: AdvisorCase[] = [
  {
    id: "h6-model-compare-01",
    category: "model-compare",
    turns: [
      {
        user: "was isch de unterschied zwüsche hmo und telmed?",
        expect: { act: "ask_rule", answers: [/hmo|gruppenpraxis|gesundheitszentrum/i, /telefon|telmed|anruf/i] },
      },
    ],
  },
  {
    id: "h6-model-compare-02",
    category: "model-compare",
    turns: [
      { user: "8180 bülach, 1991, franchise 2500", expect: { fields: { plz: "8180", birthYear: 1991, franchise: 2500 } } },
      {
        user: "isch hmo billiger als telmed?",
        expect: {
          act: "ask_compare",
          fields: { plz: "8180", birthYear: 1991, franchise: 2500 },
          answers: [/hmo/i, /telmed/i],
          figures: [
            { what: "cheapest", model: "hmo", franchise: 2500 },
            { what: "cheapest", model: "telmed", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h6-model-compare-03",
    category: "model-compare",
    note: "all four models",
    turns: [
      {
        user: "Können Sie mir für 6430 Schwyz, Jahrgang 1965, Franchise 1000 alle Modelle nebeneinander zeigen? Standard, Hausarzt, HMO und Telmed.",
        expect: {
          act: "ask_compare",
          fields: { plz: "6430", birthYear: 1965, franchise: 1000 },
          figures: [
            { what: "cheapest", model: "standard", franchise: 1000 },
            { what: "cheapest", model: "hausarzt", franchise: 1000 },
            { what: "cheapest", model: "hmo", franchise: 1000 },
            { what: "cheapest", model: "telmed", franchise: 1000 },
          ],
        },
      },
    ],
  },
  {
    id: "h6-model-compare-04",
    category: "model-compare",
    note: "a person with a chronic illness and a specialist asks which model fits",
    turns: [
      {
        user: "ich ha diabetes und gang regelmässig zu mim spezialischt. welles modell macht für mi sinn?",
        expect: { act: "ask_rule", answers: [/standard|freie arztwahl|hausarzt/i] },
      },
    ],
  },
  {
    id: "h6-model-compare-05",
    category: "model-compare",
    turns: [
      {
        user: "wie funktioniert telmed genau? muess i immer zerscht aalüte?",
        expect: { act: "ask_rule", answers: [/anruf|telefon|anrufen|hotline|beratung/i] },
      },
    ],
  },
  {
    id: "h6-model-compare-06",
    category: "model-compare",
    note: "standard versus hausarzt for a known situation, saving per month",
    turns: [
      {
        user: "4410 liestal, jg 1959, 300 franchise. wieviel spar ich wenn ich vom standard ins hausarztmodell wechsle?",
        expect: {
          act: "ask_compare",
          fields: { plz: "4410", birthYear: 1959, franchise: 300 },
          figures: [
            { what: "cheapest", model: "standard", franchise: 300 },
            { what: "cheapest", model: "hausarzt", franchise: 300 },
          ],
        },
      },
    ],
  },
  {
    id: "h6-model-compare-07",
    category: "model-compare",
    note: "after the cheapest offer, a restriction to one model",
    turns: [
      {
        user: "1998, 3800 interlaken, was ist am günstigsten?",
        expect: { fields: { plz: "3800", birthYear: 1998 }, figures: [{ what: "cheapest" }] },
      },
      {
        user: "ich will aber frei sein bei der arztwahl",
        expect: { act: "change", fields: { plz: "3800", birthYear: 1998, model: "standard" }, figures: [{ what: "cheapest", model: "standard" }] },
      },
    ],
  },
];
