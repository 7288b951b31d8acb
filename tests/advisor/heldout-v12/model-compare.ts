import type { AdvisorCase } from "../case-format";

/** HMO against Telmed, what Telmed is, a model for someone who is rarely ill, changing the model during the year.
 * Conversations take place on 22.11.2026. In the 2027 data the Hausarzt and HMO models share one tariff type, so only
 * Telmed, Hausarzt and standard figures are checked. */
export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v12-model-compare-01",
    category: "model-compare",
    note: "'isch hmo günstiger als telmed?' (Wetzikon ZH region 3, born 1984, 1500): at least the Telmed price; then what HMO means (a group practice or health centre first)",
    turns: [
      {
        user: "isch hmo günstiger als telmed? 8620 wetzikon, jg 1984, franchise 1500",
        expect: {
          act: "ask_compare",
          fields: { plz: "8620", birthYear: 1984, franchise: 1500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500 }],
        },
      },
      {
        user: "was heisst hmo genau?",
        expect: {
          fields: { plz: "8620", birthYear: 1984 },
          answers: [/gruppenpraxis|gesundheitszentrum|ärztezentrum|hmo-?(praxis|zentrum)|praxis|zentrum/i],
        },
      },
    ],
  },
  {
    id: "v12-model-compare-02",
    category: "model-compare",
    note: "what Telmed is (a call or app first) and its saving against the standard model (Langnau i.E. BE region 3, born 1958, 300): both figures; then the Hausarzt model",
    turns: [
      {
        user: "was isch telmed überhaupt, und wie vill spar i gäge s standardmodäu? 3550 langnau, jg 1958, 300er franchise",
        expect: {
          fields: { plz: "3550", birthYear: 1958, franchise: 300 },
          answers: [/telefon|anruf|hotline|\bapp\b|telemedizin/i],
          figures: [
            { what: "cheapest", model: "standard", franchise: 300 },
            { what: "cheapest", model: "telmed", franchise: 300 },
          ],
        },
      },
      {
        user: "u we n i s hausarztmodäu nime?",
        expect: {
          act: "change",
          fields: { plz: "3550", birthYear: 1958, franchise: 300, model: "hausarzt" },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "v12-model-compare-03",
    category: "model-compare",
    note: "no family doctor and rarely ill: an alternative model is named; then an emergency abroad: no call needed first (emergencies are exempt)",
    turns: [
      {
        user: "ha kei hausarzt und bi fasch nie chrank. weles modell würdsch du näh?",
        expect: { answers: [/telmed|telemedizin|hmo|hausarzt/i] },
      },
      {
        user: "und wenn i im usland bi und öppis passiert, mues i denn au zerscht aalüüte?",
        expect: { answers: [/notfall|\bnein\b|direkt|ausnahme|nachträglich|nachher|danach/i] },
      },
    ],
  },
  {
    id: "v12-model-compare-04",
    category: "model-compare",
    note: "changing from Telmed to the standard model during the year: only for the start of a calendar year; then the standard 1500 price (Oberuzwil SG region 2, born 1992)",
    turns: [
      {
        user: "chan i mitte im jahr vom telmed is standardmodell wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/ende (des |eines )?(kalender)?jahr|jahresende|1\.\s?januar|auf (das )?(neue|nächste) jahr|nicht (unterjährig|während|mitten)|31\.\s?12|30\.\s?11|november|\bnein\b/i],
        },
      },
      {
        user: "ok. was würd s standardmodell denn für mi choschte? 9242 oberuzwil, 1992, 1500",
        expect: {
          fields: { plz: "9242", birthYear: 1992, franchise: 1500, model: "standard" },
          figures: [{ what: "cheapest", model: "standard", franchise: 1500 }],
        },
      },
    ],
  },
];
