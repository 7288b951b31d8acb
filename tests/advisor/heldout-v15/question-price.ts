import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, price questions: a model with a deductible and without accident, a teenage son, a chronic illness
 * and the best deductible, a yearly instead of a monthly price, a student with a small side job. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes of 2027:
 * children born 2009 or later; young adults 2002–2008; adults 2001 or earlier). Ages become birth years as 2026 − age.
 * Every postal code and locality was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data with a throw-away script.
 */
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|pro anno/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v15-question-price-01",
    category: "question-price",
    note: "Zurich German: Telmed with 2500 without accident in 8600 Dübendorf (99.7 % Dübendorf, the rest Schwerzenbach and Dietlikon, all ZH region 2), born 1989; then the same per year.",
    turns: [
      {
        user: "was choschtet bi mir s telmed mit 2500 ohni unfall? 8600 dübendorf, 1989",
        expect: {
          fields: { plz: "8600", birthYear: 1989, model: "telmed", franchise: 2500, accident: false },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      { user: "und wie vill wär das im jahr?", expect: { fields: { plz: "8600", birthYear: 1989 }, answers: [CHF_AMOUNT, PER_YEAR] } },
    ],
  },
  {
    id: "v15-question-price-02",
    category: "question-price",
    note: "Standard German: a son born 2010 (a child of 17 in 2027) in 3006 Bern (BE region 1); then with the children's deductible 600. The figures are the son's; the birth-year slot is not checked (the writer is the parent).",
    turns: [
      {
        user: "Wie viel zahle ich für meinen Sohn, Jahrgang 2010? Wir wohnen in 3006 Bern.",
        expect: { fields: { plz: "3006" }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest", birthYear: 2010 }] },
      },
      {
        user: "Und wenn er die Franchise 600 hat?",
        expect: {
          fields: { plz: "3006", franchise: 600 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 600, birthYear: 2010 }],
        },
      },
    ],
  },
  {
    id: "v15-question-price-03",
    category: "question-price",
    note: "A chronic illness (type 1 diabetes, about 6000 francs of costs a year) in 5000 Aarau (99.7 % Aarau, 0.3 % Suhr, AG region 0), born 1970: with costs far above 2500 the lowest deductible, 300, is the cheapest in total (out of pocket: 300 + 570 co-payment = 870 with 300, 2500 + 350 = 2850 with 2500, while the premium discount for 2500 is by law at most 70 % of the extra 2200 risk, 1540 a year); then the cheapest offer with 300.",
    turns: [
      {
        user: "ha diabetes typ 1 und öppe 6000 stutz arztchöste im jahr. weli franchise lohnt sich? 5000 aarau, jg 1970",
        expect: {
          fields: { plz: "5000", birthYear: 1970, expectedCosts: 6000 },
          answers: [/\b300\b/],
        },
      },
      {
        user: "und weli kasse isch mit dere franchise am günstigschte?",
        expect: {
          fields: { plz: "5000", birthYear: 1970, franchise: 300 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "v15-question-price-04",
    category: "question-price",
    note: "Standard German: the price per year rather than per month for 6300 Zug (localities Zug and Zugerberg; 0.5 % of the code in Baar; all ZG region 0), born 1985: a yearly CHF amount.",
    turns: [
      {
        user: "Was kostet die Grundversicherung im Jahr, nicht im Monat? 6300 Zug, Jahrgang 1985",
        expect: { fields: { plz: "6300", birthYear: 1985 }, act: "ask_price", answers: [CHF_AMOUNT, PER_YEAR] },
      },
      {
        user: "Und mit der Franchise 1000?",
        expect: { fields: { plz: "6300", birthYear: 1985, franchise: 1000 }, act: "change", answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "v15-question-price-05",
    category: "question-price",
    note: "Bernese German: a student of 21 (→ 2005, a young adult of 22 in 2027) in 3012 Bern (BE region 1): her price; then whether she needs accident cover with a side job of 4 hours a week: yes, under 8 hours a week for one employer there is no cover for leisure accidents through the employer, so accident cover belongs in the basic insurance.",
    turns: [
      {
        user: "was zahlt e studäntin vo 21 in 3012 bärn?",
        expect: { fields: { plz: "3012" }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest", birthYear: 2005 }] },
      },
      {
        user: "bruucht si unfau? si schaffet nume 4 stund pro wuche im café",
        expect: {
          act: "ask_rule",
          answers: [/8 stunden|acht stunden|einschliess|mit unfall|unfalldeckung|braucht sie|nötig|notwendig|\bja\b/i],
        },
      },
    ],
  },
];
