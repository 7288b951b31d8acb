import type { AdvisorCase } from "../case-format";

/** Swiss German (Basel, Upper Valais, Toggenburg, Zürichsee), typos, missing capitals, abbreviations.
 * Conversations take place on 22.11.2026. Ages are turned into birth years as 2026 − age. */
/** A four-digit yearly amount ("4'408.80", "4408"). */
const YEARLY_AMOUNT = /\d['’ ]?\d{3}([.,]\d{2})?/;

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v12-dialect-typos-01",
    category: "dialect-typos",
    note: "Basel German ('ych', 'wott', 'wie vyyl koschtet', 'dr billigschte'), 'jahrgang 88', Basel 4057, 2500; then accident cover taken out ('dr unfall useniim', works full time)",
    turns: [
      {
        user: "ych wohn in 4057 basel, bi jahrgang 88 und wott d franchise vo 2500. wie vyyl koschtet das bi dr billigschte kasse?",
        expect: {
          act: "ask_price",
          fields: { plz: "4057", birthYear: 1988, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und wenn ich dr unfall useniim? ich schaff 100 prozänt",
        expect: {
          act: "change",
          fields: { plz: "4057", birthYear: 1988, franchise: 2500, accident: false },
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v12-dialect-typos-02",
    category: "dialect-typos",
    note: "Upper Valais German ('wiäviel chostut ds telmed fer mi', 'wohnu z brig'), Brig 3900 (VS region 2), Telmed 1500; then 'ds hüsarztmodell' keeps the deductible; then back to Telmed with 2000",
    turns: [
      {
        user: "wiäviel chostut ds telmed fer mi? wohnu z brig (3900), jahrgang 1971, franchise 1500",
        expect: {
          act: "ask_price",
          fields: { plz: "3900", birthYear: 1971, model: "telmed", franchise: 1500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500 }],
        },
      },
      {
        user: "und ds hüsarztmodell?",
        expect: {
          act: "change",
          fields: { plz: "3900", birthYear: 1971, model: "hausarzt", franchise: 1500 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500 }],
        },
      },
      {
        user: "nei, doch telmed, aber mit 2000 franchise",
        expect: {
          act: "change",
          fields: { plz: "3900", birthYear: 1971, model: "telmed", franchise: 2000 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "v12-dialect-typos-03",
    category: "dialect-typos",
    note: "Toggenburg German with typos ('welli', 'franchis', 'unfal', 'fescht agstellt'), Wattwil 9630 (SG region 3), Hausarzt 1000; then without accident cover",
    turns: [
      {
        user: "hallo, bin vo 9630 wattwil, jg 1990, welli kasse isch am günstigschte mit hausarzt und 1000er franchis?",
        expect: {
          fields: { plz: "9630", birthYear: 1990, model: "hausarzt", franchise: 1000 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1000 }],
        },
      },
      {
        user: "und ohni unfal, bin fescht agstellt",
        expect: {
          act: "change",
          fields: { plz: "9630", birthYear: 1990, model: "hausarzt", franchise: 1000, accident: false },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1000, accident: false }],
        },
      },
    ],
  },
  {
    id: "v12-dialect-typos-04",
    category: "dialect-typos",
    note: "Zürichsee German, no capitals, 'wädischwil' for Wädenswil (8820), '29i' → 1997, 'di höchschti franchise' = 2500; then the yearly amount (a four-digit figure and the word 'Jahr')",
    turns: [
      {
        user: "grüezi, wohn in 8820 wädischwil, bi 29i und möcht wüsse was d grundversicherig chostet mit de höchschte franchise",
        expect: {
          act: "ask_price",
          fields: { plz: "8820", birthYear: 1997, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und wie vill isch das ufs jahr?",
        expect: {
          fields: { plz: "8820", birthYear: 1997, franchise: 2500 },
          answers: [/jahr/i, YEARLY_AMOUNT],
        },
      },
    ],
  },
];
