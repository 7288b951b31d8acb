import type { AdvisorCase } from "../case-format";

/** Which model, what is Telmed, "isch HMO günstiger als Telmed?". Conversations take place on 27.11.2026. */
export const modelCompareCases: AdvisorCase[] = [
  {
    id: "h5-model-compare-01",
    category: "model-compare",
    turns: [
      {
        user: "Was ist eigentlich dieses Telmed?",
        expect: { answers: [/telefon|anruf|anrufen|hotline|beratung|app|zuerst|vorher/i] },
      },
    ],
  },
  {
    id: "h5-model-compare-02",
    category: "model-compare",
    turns: [
      {
        user: "was isch billiger bi mir, hmo oder telmed? wohne in 4410 liestal, bi 1983",
        expect: {
          act: "ask_compare",
          fields: { plz: "4410", birthYear: 1983 },
          answers: [/hmo/i, /telmed/i],
          figures: [{ what: "cheapest", model: "hmo" }, { what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h5-model-compare-03",
    category: "model-compare",
    note: "gynaecologist and eye doctor are the usual direct-access exceptions",
    turns: [
      {
        user: "Darf ich mit HMO trotzdem direkt zur Frauenärztin?",
        expect: { act: "ask_rule", answers: [/gynäkolog|frauenärzt|frauenarzt|direkt|ausnahme|ohne überweisung/i] },
      },
    ],
  },
  {
    id: "h5-model-compare-04",
    category: "model-compare",
    turns: [
      { user: "3400 burgdorf, 1972", expect: { fields: { plz: "3400", birthYear: 1972 } } },
      {
        user: "weles modell isch für mi am günstigschte?",
        expect: { act: "ask_compare", fields: { plz: "3400", birthYear: 1972 }, answers: [/hmo|telmed|hausarzt/i], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-model-compare-05",
    category: "model-compare",
    turns: [
      {
        user: "Ich will eigentlich freie Arztwahl behalten. Was kostet Standard im Vergleich zu Telmed? 7270 Davos, 1961",
        expect: {
          act: "ask_compare",
          fields: { plz: "7270", birthYear: 1961 },
          answers: [/standard|freie arztwahl/i, /telmed/i],
          figures: [{ what: "cheapest", model: "standard" }, { what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h5-model-compare-06",
    category: "model-compare",
    turns: [
      { user: "9100 herisau, 1990", expect: { fields: { plz: "9100", birthYear: 1990 } } },
      {
        user: "zeig mer nume hausarztmodell bitte",
        expect: { act: "change", fields: { plz: "9100", birthYear: 1990, model: "hausarzt" }, figures: [{ what: "cheapest", model: "hausarzt" }] },
      },
      {
        user: "was isch de unterschied zum hmo?",
        expect: { answers: [/hmo/i, /hausarzt/i, /gruppenpraxis|zentrum|praxis|netzwerk|ärztenetz/i] },
      },
    ],
  },
  {
    id: "h5-model-compare-07",
    category: "model-compare",
    note: "yearly saving of Telmed over Standard with the same deductible",
    turns: [
      {
        user: "wieviel spar ich im jahr mit telmed gegenüber standard? 6460 altdorf, jg 1986, franchise 300",
        expect: {
          act: "ask_compare",
          fields: { plz: "6460", birthYear: 1986, franchise: 300 },
          answers: [/telmed/i, /jahr|jährlich/i],
          figures: [{ what: "cheapest", model: "telmed", franchise: 300 }, { what: "cheapest", model: "standard", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "h5-model-compare-08",
    category: "model-compare",
    note: "chronic patient with a specialist: an advice question, not a price question",
    turns: [
      {
        user: "ich ha diabetes und gang regelmässig zum spezialist. isch für mi es hausarztmodell sinnvoll oder söll i bim standard bliibe?",
        expect: { answers: [/hausarzt/i, /überweis|zuweis|spezialist|standard|freie/i] },
      },
    ],
  },
  {
    id: "h5-model-compare-09",
    category: "model-compare",
    note: "model question with deductible and accident in the same message",
    turns: [
      {
        user: "HMO oder Hausarzt mit 1500 Franchise und ohne Unfall, was ist billiger? 8953 Dietikon, Jahrgang 1978",
        expect: {
          act: "ask_compare",
          fields: { plz: "8953", birthYear: 1978, franchise: 1500, accident: false },
          answers: [/hmo/i, /hausarzt/i],
          figures: [
            { what: "cheapest", model: "hmo", franchise: 1500, accident: false },
            { what: "cheapest", model: "hausarzt", franchise: 1500, accident: false },
          ],
        },
      },
    ],
  },
];
