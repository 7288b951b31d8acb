import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v20, numbers told apart by their context: a postal code, a birth year and a deductible as bare numbers
 * next to a single model word; a two-digit year "04" next to a deductible and the tariff year 2026, then a new
 * deductible for 2027; a daughter born 2009 who is still a child in 2027 with the highest child deductible, and when she
 * leaves the child class; yearly health costs of 4000 and then 300 that look like deductibles (which deductible pays
 * off); a deductible written "2.5k" and then "1k". Places in Basel-Landschaft, Lucerne, Zurich (Unterland), Schwyz and
 * Nidwalden. Written apart from the engine and never tuned against (its code, its own cases and its results on these
 * cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027
 * (age classes 2027: children born 2009 or later, young adults born 2002–2008, adults born 2001 or earlier; Art. 61
 * para. 3 KVG, by the age reached in the premium year). Deductibles: adults 300 to 2500, children 0 to 600 in steps of
 * 100 (Art. 93 para. 1 and Art. 103 para. 1 KVV); above the deductible 10 % co-payment up to CHF 700 a year (Art. 64
 * para. 2 KVG, Art. 103 para. 2 KVV). Every postal code, locality, canton and premium region was checked against swisstopo's
 * directory joined with the BAG premium regions in ../shared/data, and the best deductibles named below were computed
 * from the 2026 and 2027 premium tables (premiums plus deductible plus co-payment), with a throw-away script outside the
 * repository.
 */

export const numbersCases: AdvisorCase[] = [
  {
    id: "v20-numbers-01",
    category: "numbers",
    note: "Basel-Landschaft: '4415 1983 2500 telmed' (Lausen 99.96 %, Liestal 0.04 %; both BL region 1): 4415 the postal code, 1983 the birth year, 2500 the deductible (not a plausible birth year), telmed the model. Then 'und 1500?': only the deductible changes.",
    turns: [
      {
        user: "4415 1983 2500 telmed",
        expect: {
          fields: { plz: "4415", birthYear: 1983, franchise: 2500, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
      {
        user: "und 1500?",
        expect: {
          act: "change",
          fields: { plz: "4415", birthYear: 1983, franchise: 1500, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v20-numbers-02",
    category: "numbers",
    note: "Lucerne: 'jg 04, plz 6037, 1500er franchise, ohni unfall, für 2026' (Root 99.8 %, Dierikon 0.2 %; both LU region 2): 04 = born 2004 (22 in 2026 and 23 in 2027, a young adult in both years), 1500 the deductible, 2026 the tariff year. Then 'und wenn i 2027 de 1000er nimm?': tariff year 2027 and deductible 1000 at once, accident setting kept.",
    turns: [
      {
        user: "jg 04, plz 6037, 1500er franchise, ohni unfall, für 2026. was choschtet das?",
        expect: {
          fields: { plz: "6037", birthYear: 2004, franchise: 1500, accident: false, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500, accident: false, tariffYear: 2026 }],
        },
      },
      {
        user: "und wenn i 2027 de 1000er nimm?",
        expect: {
          fields: { plz: "6037", birthYear: 2004, franchise: 1000, accident: false, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1000, accident: false, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v20-numbers-03",
    category: "numbers",
    note: "Zurich Unterland: a daughter born 2009 (18 in 2027: still a child, Art. 61 para. 3 KVG) with deductible 600 (the highest child deductible, Art. 93 para. 1 KVV), 8193 Eglisau (Eglisau 99.8 %, Glattfelden 0.2 %; both ZH region 3): 2009 is her birth year, 600 the deductible. Then when she leaves the child class: in 2028, the year she turns 19, she pays the young-adult premium (Art. 61 para. 3 KVG); the reply must name 2028 or the age 19.",
    turns: [
      {
        user: "mini tochter isch 2009 gebore, mir wohned in 8193 eglisau. was chostet si mit 600 franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "8193", franchise: 600, persons: [{ birthYear: 2009 }] },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 2009, franchise: 600 }],
        },
      },
      {
        user: "und ab wänn isch si bi de kasse kei chind meh?",
        expect: {
          act: "ask_rule",
          answers: [/2028|\b19\b|neunzehn/i],
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v20-numbers-04",
    category: "numbers",
    note: "Schwyz: yearly health costs 'öppe 4000 franke' that must not be read as a postal code, birth year or deductible, 6422 Steinen (Steinen 99.9 %, Sattel 0.1 %; SZ region 0), 'jg 72' = 1972: which deductible pays off? With 4000 a year the lowest deductible, 300, is cheapest overall (premiums plus deductible plus 10 % co-payment, Art. 64 para. 2 KVG) in 2026 and 2027, with and without accident cover, over all offers and in the standard model alone (e.g. 2027 with accident: 5886.40 a year with 300 against 5944.00 with 500). Then 'nume öppe 300 im jahr': now the highest deductible, 2500, is cheapest overall in every one of those settings (2027 with accident: 4094.40 with 2500 against 4444.80 with 2000).",
    turns: [
      {
        user: "ich ha pro jahr öppe 4000 franke arztchöste. weli franchise lohnt sich? 6422 steinen, jg 72",
        expect: {
          fields: { plz: "6422", birthYear: 1972, expectedCosts: 4000 },
          answers: [/\b300\b/],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "und wenn i nume öppe 300 im jahr bruuch?",
        expect: {
          fields: { plz: "6422", birthYear: 1972, expectedCosts: 300 },
          answers: [/2[’']?500/],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v20-numbers-05",
    category: "numbers",
    note: "Nidwalden: 'franchise 2.5k, jg 87, 6376 emmetten' (Emmetten 93.3 %, Beckenried 6.7 %; both NW region 0): '2.5k' = deductible 2500, 87 = born 1987. Then 'oder doch nur 1k?': deductible 1000, the rest kept.",
    turns: [
      {
        user: "franchise 2.5k, jg 87, 6376 emmetten. was isch am günstigschte?",
        expect: {
          act: "ask_price",
          fields: { plz: "6376", birthYear: 1987, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "oder doch nur 1k?",
        expect: {
          act: "change",
          fields: { plz: "6376", birthYear: 1987, franchise: 1000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
];
