import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, numbers told apart by their context: "3205 1978 2000" (postal code, birth year, deductible), a
 * year written as "1.1.1960" with a deductible "1'500" in a Holderbank that exists in Solothurn and in Aargau, a house
 * number and a premium next to the postal code, and a young adult born 2002 with "300 fr" and "2027". Written apart
 * from the engine and never tuned against. Conversations take place on Sunday 22.11.2026; the tariff year shown by
 * default is 2027; adults' deductibles are 300/500/1000/1500/2000/2500 (Art. 93 para. 1 KVV). Every postal code and
 * locality was checked against swisstopo's directory joined with the BAG premium regions (../shared/data), and offers
 * exist for every setting a figure is expected for in 2026 and 2027 (throw-away script outside the repository).
 */

export const numbersCases: AdvisorCase[] = [
  {
    id: "v22-numbers-01",
    category: "numbers",
    note: "'3205 1978 2000 ohni unfall': 3205 Gümmenen (76.4 % Mühleberg, 21.7 % Ferenbalm, BE region 2; 1.9 % Gurmels FR, region 2), born 1978, deductible 2000 (not a birth year, not a tariff year). Offers exist in both years (any model; 2026 Visana VIVA 370.80, 2027 ÖKK CASAMED HMO 390.70). Then 'und 2026?': the tariff year 2026, not a deductible or a birth year (2026 Visana VIVA 370.80).",
    turns: [
      {
        user: "3205 1978 2000 ohni unfall",
        expect: {
          fields: { plz: "3205", birthYear: 1978, franchise: 2000, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000, accident: false }],
        },
      },
      {
        user: "und 2026?",
        expect: {
          fields: { tariffYear: 2026, plz: "3205", birthYear: 1978, franchise: 2000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000, accident: false, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v22-numbers-02",
    category: "numbers",
    note: "'holderbank so, gebore 1.1.1960, franchise 1'500, mit unfall': 4718 Holderbank SO (99.1 % Holderbank SO, SO region 0), not 5113 Holderbank AG; born 1960; deductible 1500 written with an apostrophe. Offers exist in both years (2026 Visana VIVA 425.90, 2027 Agrisano AGRIsmart 443.20). Then the family-doctor model (2026 Helsana 436.30, 2027 CONCORDIA HMO 457.40, a practice tariff).",
    turns: [
      {
        user: "holderbank so, gebore 1.1.1960, franchise 1'500, mit unfall",
        expect: {
          fields: { plz: "4718", birthYear: 1960, franchise: 1500, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [/5113|kanton aargau|\(AG\)/i],
          figures: [{ what: "cheapest", franchise: 1500, accident: true }],
        },
      },
      {
        user: "ah und hausarztmodäll",
        expect: {
          act: "change",
          fields: { plz: "4718", birthYear: 1960, franchise: 1500, accident: true, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: true }],
        },
      },
    ],
  },
  {
    id: "v22-numbers-03",
    category: "numbers",
    note: "'dorfstrasse 14, 8626 ottikon, jg 82, franchise 500, hüt zahl i öppe 455.-': 8626 Ottikon (Gossau ZH) (100 % Gossau ZH, ZH region 3); the house number 14 and the premium 455 are neither a postal code, a birth year nor a deductible; born 1982; deductible 500. The premium is approximate and no insurer is named, so it is not checked.",
    turns: [
      {
        user: "dorfstrasse 14, 8626 ottikon, jg 82, franchise 500, hüt zahl i öppe 455.-",
        expect: {
          fields: { plz: "8626", birthYear: 1982, franchise: 500 },
          answers: [CHF_AMOUNT],
          notAnswers: [/franchise (von )?(CHF |Fr\. )?(14|455)\b/i],
        },
      },
    ],
  },
  {
    id: "v22-numbers-04",
    category: "numbers",
    note: "Domleschg (Graubünden): 7412 Scharans (100 % Scharans, GR region 3), born 2002: 24 in 2026 and 25 in 2027, a young adult in both years (Art. 61 para. 3 KVG); '300 fr franchise' = deductible 300; '2027' the tariff year; 'wird 25' is an age, not a deductible. Offers exist in both years (without accident: 2026 Agrisano AGRIsmart 282.30, 2027 292.50). Then 'und 2026?': the tariff year 2026 (24, a young adult; Agrisano AGRIsmart 282.30).",
    turns: [
      {
        user: "jg 2002 (wird 25), 7412 scharans, 300 fr franchise ohni unfall, prämie 2027?",
        expect: {
          fields: { plz: "7412", birthYear: 2002, franchise: 300, accident: false, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          notAnswers: [/franchise (von )?(CHF |Fr\. )?25\b/i],
          figures: [{ what: "cheapest", franchise: 300, accident: false, tariffYear: 2027 }],
        },
      },
      {
        user: "und 2026?",
        expect: {
          fields: { tariffYear: 2026, plz: "7412", birthYear: 2002, franchise: 300 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300, accident: false, tariffYear: 2026 }],
        },
      },
    ],
  },
];
