import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, corrections: a birth year with swapped digits corrected ("76" → "67") in the Zurich Oberland, a
 * model changed from family doctor to telemedicine in the Wasseramt (Solothurn), accident cover switched on by a
 * pensioner in Ascona, and a mistyped postal code (3068 Utzigen → 3086 Zimmerwald). Changing one slot keeps the
 * others. Written apart from the engine and never tuned against. Conversations take place on Sunday 22.11.2026; the
 * tariff year shown by default is 2027. Every postal code and locality was checked against swisstopo's directory joined
 * with the BAG premium regions (../shared/data), and offers exist for every setting a figure is expected for in 2026
 * and 2027 (throw-away script outside the repository).
 */

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v22-corrections-01",
    category: "corrections",
    note: "Zurich Oberland: 8499 Sternenberg (93.7 % Bauma, ZH region 3; 6.3 % Fischingen TG), born '76' corrected to 1967, 2500, without accident. Offers exist in both years for both years of birth (2026 Sanitas TelMed 300.90 for 1967, any model).",
    turns: [
      {
        user: "sternenberg 8499, jg 76, 2500 franchise ohni unfall",
        expect: { fields: { plz: "8499", birthYear: 1976, franchise: 2500, accident: false }, answers: [CHF_AMOUNT] },
      },
      {
        user: "sorry verschribe, 67 nöd 76",
        expect: {
          act: "change",
          fields: { plz: "8499", birthYear: 1967, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v22-corrections-02",
    category: "corrections",
    note: "Wasseramt (Solothurn): 4566 Kriegstetten (100 % Kriegstetten, SO region 0; also Halten and Oekingen), born 1984, family doctor 1000 without accident; then 'nei doch lieber telmed': the model becomes telemedicine, deductible and accident cover are kept (2026 Agrisano AGRIsmart 428.60, 2027 445.10). Then accident cover is added (self-employed, not insured under the UVG as an employee, Art. 1a UVG; 2026 Agrisano AGRIsmart 451.20, 2027 468.50); model and deductible kept.",
    turns: [
      {
        user: "kriegstette 4566, 1984, hausarzt mit 1000 franchise, ohni unfall",
        expect: { fields: { plz: "4566", birthYear: 1984, franchise: 1000, accident: false, model: "hausarzt" }, answers: [CHF_AMOUNT] },
      },
      {
        user: "nei doch lieber telmed",
        expect: {
          act: "change",
          fields: { plz: "4566", birthYear: 1984, franchise: 1000, accident: false, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed", franchise: 1000, accident: false }],
        },
      },
      {
        user: "und doch mit unfall, bi selbständig",
        expect: {
          act: "change",
          fields: { plz: "4566", birthYear: 1984, franchise: 1000, accident: true, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 1000, accident: true }],
        },
      },
    ],
  },
  {
    id: "v22-corrections-03",
    category: "corrections",
    note: "A German-speaking pensioner in Ascona (Ticino): 6612 Ascona (98.4 % Ascona, 1.6 % Locarno, both TI region 1), born 1950, 2000, 'ohni unfall' corrected to 'mit unfall' once he remembers he is retired (a pensioner has no employer's accident insurance, Art. 1a UVG; Art. 8 KVG). Offers exist in both years (with accident: 2026 Agrisano AGRIsmart 498.60, 2027 530.90).",
    turns: [
      {
        user: "6612 ascona, jahrgang 1950, franchise 2000 ohne unfall",
        expect: { fields: { plz: "6612", birthYear: 1950, franchise: 2000, accident: false }, answers: [CHF_AMOUNT] },
      },
      {
        user: "ah nei, bi jo pensioniert, also mit unfall",
        expect: {
          act: "change",
          fields: { plz: "6612", birthYear: 1950, franchise: 2000, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2000, accident: true }],
        },
      },
    ],
  },
  {
    id: "v22-corrections-04",
    category: "corrections",
    note: "Längenberg (Bern): '3068' (Utzigen, 99.3 % Vechigen, BE region 1) corrected to 3086 Zimmerwald (91.9 % Wald (BE), BE region 2; small shares of Belp, Niedermuhlern (region 2) and Oberbalm (region 1)). Born 1972, standard, 2500, without accident; after the correction the postal code is 3086 and the rest is kept (2026 Sumiswalder 407.20, 2027 ÖKK 429.40, region 2).",
    turns: [
      {
        user: "3068, jg 72, standard 2500 ohni unfall",
        expect: { fields: { plz: "3068", birthYear: 1972, franchise: 2500, accident: false, model: "standard" } },
      },
      {
        user: "oh zahlen vertuuscht, isch 3086 zimmerwald",
        expect: {
          act: "change",
          fields: { plz: "3086", ort: "Zimmerwald", birthYear: 1972, franchise: 2500, accident: false, model: "standard" },
          answers: [CHF_AMOUNT],
          notAnswers: [/utzigen|vechigen/i, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "standard", franchise: 2500, accident: false }],
        },
      },
    ],
  },
];
