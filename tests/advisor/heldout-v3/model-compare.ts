import type { AdvisorCase } from "../case-format";

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "h3-model-01",
    category: "model-compare",
    turns: [
      { user: "isch hmo günstiger als telmed?", expect: { act: "ask_compare", answers: [/hmo/, /telmed/] } },
      { user: "8004, 1996", expect: { act: "provide_info", fields: { plz: "8004", birthYear: 1996 } } },
      {
        user: "also konkret für mi, hmo oder telmed?",
        expect: {
          act: "ask_compare",
          answers: [/hmo/, /telmed/, /\d+[.,]\d{2}/],
          figures: [
            { what: "cheapest", model: "hmo" },
            { what: "cheapest", model: "telmed" },
          ],
        },
      },
    ],
  },
  {
    id: "h3-model-02",
    category: "model-compare",
    turns: [
      {
        user: "was isch eigentlich telmed genau? muess i denn immer zerscht alüte?",
        expect: { act: "ask_rule", answers: [/telefon|anruf|anrufen/, /notfall/] },
      },
    ],
  },
  {
    id: "h3-model-03",
    category: "model-compare",
    turns: [
      {
        user: "Ich habe einen Hausarzt den ich sehr mag in Olten. Macht das Hausarztmodell Sinn oder verliere ich die freie Arztwahl komplett? Bin 1957, 4600.",
        expect: { act: "ask_rule", fields: { plz: "4600", birthYear: 1957 }, answers: [/hausarzt/, /überweis|zuerst|erste anlaufstelle/] },
      },
      {
        user: "wie viel spart man ca. gegenüber standard?",
        expect: { act: "ask_compare", answers: [/standard/, /\d+[.,]\d{2}|%|chf/], figures: [{ what: "cheapest", model: "hausarzt" }, { what: "cheapest", model: "standard" }] },
      },
    ],
  },
  {
    id: "h3-model-04",
    category: "model-compare",
    turns: [
      { user: "luzern 6003, 1972, nur telmed zeigen bitte", expect: { act: "change", fields: { plz: "6003", birthYear: 1972, model: "telmed" } } },
      { user: "doch lieber standard, ich will freie arztwahl", expect: { act: "change", fields: { model: "standard", birthYear: 1972 } } },
    ],
  },
  {
    id: "h3-model-05",
    category: "model-compare",
    turns: [
      {
        user: "unterschied hmo hausarzt telmed kurz erklärt pls",
        expect: { act: "ask_compare", answers: [/hmo/, /hausarzt/, /telmed/] },
      },
      { user: "und wenn ich im notfall ins spital muss?", expect: { act: "ask_rule", answers: [/notfall/] } },
    ],
  },
];
