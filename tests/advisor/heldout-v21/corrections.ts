import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, corrections: a mistyped postal code replaced by the neighbouring village's ("han mi vertippt"),
 * a deductible raised after all, the model corrected ("äh nei, telmed mein i"), accident cover added because the
 * working hours drop below eight a week, and a partner's birth year corrected in a household; each correction changes
 * one slot and keeps the others. Places in the St. Gallen Rhine valley (Werdenberg), the Aargau Freiamt, the Zurich
 * Furttal, the Glarus Grosstal and the Waldenburg valley (Basel-Landschaft). Written apart from the engine and never
 * tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take place
 * on Sunday 22.11.2026; the tariff year shown by default is 2027. Part-time employees working less than 8 hours a week
 * for one employer are not insured against non-occupational accidents (Art. 8 para. 2 UVG, Art. 13 para. 1 UVV), so
 * their basic insurance must include accident cover (Art. 8 KVG). Every postal code, locality, canton and premium
 * region was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data, and offers
 * for each setting exist there in 2026 and 2027 (throw-away script outside the repository).
 */

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v21-corrections-01",
    category: "corrections",
    note: "Werdenberg (St. Gallen): '9466 sennwald, jg 1970, franchise 500' (100 % Sennwald, SG region 3), then 'sorry, mir wohned in salez, 9465 – han mi vertippt' (Salez, 100 % Sennwald, SG region 3): the postal code changes to 9465, birth year and deductible are kept and not asked again.",
    turns: [
      {
        user: "9466 sennwald, jg 1970, franchise 500",
        expect: {
          fields: { plz: "9466", birthYear: 1970, franchise: 500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
      {
        user: "sorry, mir wohned in salez, 9465 – han mi vertippt",
        expect: {
          act: "change",
          fields: { plz: "9465", ort: "Salez", birthYear: 1970, franchise: 500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "v21-corrections-02",
    category: "corrections",
    note: "Freiamt (Aargau): '5619 uezwil, jg 1986, franchise 500, mit unfall' (the locality Uezwil, 100 % Uezwil; the postal code also serves Büttikon; both AG region 0), then 'nei doch lieber 2000, bi eh nie bim dokter': deductible 2000, place, year and accident cover kept.",
    turns: [
      {
        user: "5619 uezwil, jg 1986, franchise 500, mit unfall",
        expect: {
          fields: { plz: "5619", birthYear: 1986, franchise: 500, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500, accident: true }],
        },
      },
      {
        user: "nei doch lieber 2000, bi eh nie bim dokter",
        expect: {
          act: "change",
          fields: { plz: "5619", birthYear: 1986, franchise: 2000, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2000, accident: true }],
        },
      },
    ],
  },
  {
    id: "v21-corrections-03",
    category: "corrections",
    note: "Furttal (Zurich): 'dänikon zh, jg 1993, hausarzt' (the locality Dänikon ZH has the single postal code 8114, 100 % Dänikon, ZH region 3), then 'äh nei, telmed mein i': the model becomes telemedicine, place and year kept.",
    turns: [
      {
        user: "dänikon zh, jg 1993, hausarzt",
        expect: {
          fields: { plz: "8114", birthYear: 1993, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
      {
        user: "äh nei, telmed mein i",
        expect: {
          act: "change",
          fields: { plz: "8114", birthYear: 1993, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v21-corrections-04",
    category: "corrections",
    note: "Glarus Grosstal: '8775 hätzingen, jg 1991, ohni unfall' (the locality Hätzingen, 100 % Glarus Süd, GL region 0; 8775 also serves Luchsingen, same municipality), then 'ah moment, ab januar schaff i nur no 6 stund pro wuche': below 8 hours a week there is no UVG cover for non-occupational accidents (Art. 8 para. 2 UVG, Art. 13 para. 1 UVV), so accident cover is added (Art. 8 KVG); place and year kept.",
    turns: [
      {
        user: "8775 hätzingen, jg 1991, ohni unfall",
        expect: {
          fields: { plz: "8775", birthYear: 1991, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: false }],
        },
      },
      {
        user: "ah moment, ab januar schaff i nur no 6 stund pro wuche",
        expect: {
          act: "change",
          fields: { plz: "8775", birthYear: 1991, accident: true },
          answers: [CHF_AMOUNT, /unfall/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "v21-corrections-05",
    category: "corrections",
    note: "Waldenburg valley (Basel-Landschaft): 'ich 1983, mini frau 1988, 4437 waldeburg' ('Waldeburg' is Waldenburg, single postal code 4437, 100 % Waldenburg, BL region 2): the household total; then 'nei sorry, sie isch 1986': only the partner's birth year changes, the writer and the place are kept.",
    turns: [
      {
        user: "ich 1983, mini frau 1988, 4437 waldeburg. was zahle mir?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "4437",
            persons: [
              { birthYear: 1983, role: "self" },
              { birthYear: 1988, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "nei sorry, sie isch 1986",
        expect: {
          act: "change",
          fields: {
            plz: "4437",
            persons: [
              { birthYear: 1983, role: "self" },
              { birthYear: 1986, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
