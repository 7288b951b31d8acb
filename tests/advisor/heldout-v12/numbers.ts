import type { AdvisorCase } from "../case-format";

/** Deductibles, ages, premiums, dates of birth, expected costs and postal codes told apart by their context.
 * Conversations take place on 22.11.2026. Ages are turned into birth years as 2026 − age. Insurers by BAG code: 376 KPT.
 * The premium a person names is their insurer's real 2026 premium for the situation they describe. */

/** With CHF 1'500 of yearly costs the 2500 deductible is the cheaper choice in Wängi TG (checked against the 2027
 * premiums: cheapest 2500 at 336.50 + 1'500 own costs = 5'538 a year, cheapest 300 at 453.80 + 300 + 120 = 5'866;
 * in the standard model 6'256 against 6'715). */
const WORTH_IT = /\bja\b|lohnt sich(?! (eher |wohl |kaum |also )?nicht)|günstiger|sparst|spart|rechnet sich(?! nicht)/i;
const NOT_WORTH_IT = /(lohnt|rechnet) sich (für dich |bei dir )?(eher |wohl |kaum |also )?nicht/i;

export const numbersCases: AdvisorCase[] = [
  {
    id: "v12-numbers-01",
    category: "numbers",
    note: "a full date of birth (28.09.1964 → 1964; 28 and 9 are no deductible), Lyss BE region 2, deductible 2000; then 500",
    turns: [
      {
        user: "geb. 28.09.1964, plz 3250 lyss, franchise 2000. was isch am günstigschte?",
        expect: {
          act: "ask_price",
          fields: { plz: "3250", birthYear: 1964, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
      {
        user: "u mit 500?",
        expect: {
          act: "change",
          fields: { plz: "3250", birthYear: 1964, franchise: 500 },
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "v12-numbers-02",
    category: "numbers",
    note: "a yearly premium with apostrophe and decimals: 4'069.20 fr. a year = 339.10 a month (the real 2026 KPT KPTwin.smart Telmed 2500 premium with accident, Romanshorn TG); the like-for-like saving; then per year",
    turns: [
      {
        user: "zahle 4'069.20 fr. im jahr bi de kpt, telmed mit 2500 und unfall. 8590 romanshorn, jg 1986. gits öppis billigers?",
        expect: {
          fields: {
            plz: "8590",
            birthYear: 1986,
            franchise: 2500,
            accident: true,
            currentInsurer: "376",
            currentPremium: 339.1,
            currentModel: "telmed",
          },
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "und wie vill wär das im jahr?",
        expect: {
          fields: { plz: "8590", birthYear: 1986, currentInsurer: "376" },
          answers: [/jahr/i],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v12-numbers-03",
    category: "numbers",
    note: "'1500 franke arztchöste' are expected yearly costs, not a deductible; with 1500 a year the 2500 deductible pays off in Wängi TG (see WORTH_IT); then the price with 2500",
    turns: [
      {
        user: "ha öppe 1500 franke arztchöste im jahr. lohnt sich bi mir d 2500er franchise? 9545 wängi, jg 1980",
        expect: {
          fields: { plz: "9545", birthYear: 1980, expectedCosts: 1500 },
          answers: [WORTH_IT],
          notAnswers: [NOT_WORTH_IT],
        },
      },
      {
        user: "ok, und was zahl i denn mit 2500 bi de günstigschte?",
        expect: {
          fields: { plz: "9545", birthYear: 1980, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v12-numbers-04",
    category: "numbers",
    note: "numbers as Bernese words: 'sächzgi' = 60 (→ 1966), 'füfzähhundert' = 1500 (deductible), Thun BE region 2; then 'zwöitusig' = 2000",
    turns: [
      {
        user: "i bi sächzgi, wohne z 3600 thun u wott füfzähhundert franchise. was choschtet das?",
        expect: {
          act: "ask_price",
          fields: { plz: "3600", birthYear: 1966, franchise: 1500 },
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "u mit zwöitusig?",
        expect: {
          act: "change",
          fields: { plz: "3600", birthYear: 1966, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
];
