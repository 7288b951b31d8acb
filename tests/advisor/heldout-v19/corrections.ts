import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, corrections: a wrong postal code replaced by the neighbouring village's ("falschi plz"), a birth year
 * with swapped digits corrected ("zahlendreher"), a deductible changed back and forth ("doch lieber 2000"), and a model
 * taken back in favour of the standard model; each correction changes one slot and keeps the others. Places in Zurich
 * (Weinland), Appenzell Ausserrhoden, Nidwalden and the Upper Engadine. Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code, locality, canton and premium region
 * was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away
 * script outside the repository.
 */

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v19-corrections-01",
    category: "corrections",
    note: "Zurich Weinland: '8450 andelfinge, jg 1979' (100 % Andelfingen, ZH region 3), then 'sorry, falschi plz – 8451 kleinandelfinge' (100 % Kleinandelfingen, ZH region 3): the postal code changes, the birth year is kept and not asked again.",
    turns: [
      {
        user: "8450 andelfinge, jg 1979. was zahl i?",
        expect: {
          act: "ask_price",
          fields: { plz: "8450", birthYear: 1979 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "sorry, falschi plz – 8451 kleinandelfinge",
        expect: {
          act: "change",
          fields: { plz: "8451", birthYear: 1979 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v19-corrections-02",
    category: "corrections",
    note: "Appenzell Ausserrhoden: '9043 trogen, jg 1986, franchise 1500' (Trogen 98.4 %, Bühler, Wald AR, Gais; all AR region 0), then 'nei sorry, 1968 – zahlendreher': birth year 1968, place and deductible kept.",
    turns: [
      {
        user: "9043 trogen, jg 1986, franchise 1500",
        expect: {
          fields: { plz: "9043", birthYear: 1986, franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "nei sorry, 1968 – zahlendreher",
        expect: {
          act: "change",
          fields: { plz: "9043", birthYear: 1968, franchise: 1500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v19-corrections-03",
    category: "corrections",
    note: "Nidwalden: '6375 beckeried, jg 1977, franchise 1000, hausarzt' (100 % Beckenried, NW region 0), then 'doch lieber 2000 franchise': deductible 2000, place, year and model kept.",
    turns: [
      {
        user: "6375 beckeried, jg 1977, franchise 1000, hausarzt",
        expect: {
          fields: { plz: "6375", birthYear: 1977, franchise: 1000, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000, model: "hausarzt" }],
        },
      },
      {
        user: "hmm, doch lieber 2000 franchise",
        expect: {
          act: "change",
          fields: { plz: "6375", birthYear: 1977, franchise: 2000, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2000, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v19-corrections-04",
    category: "corrections",
    note: "Upper Engadine: '7504 pontresina, jg 1990, telmed, ohni unfall' (Pontresina 96.5 %, Samedan 2.4 %, Celerina 1.1 %; all GR region 2), then 'nei, doch lieber s standardmodell, i wott frei wähle': model standard (free choice of doctor, Art. 41 para. 1 KVG), place, year and accident setting kept.",
    turns: [
      {
        user: "7504 pontresina, jg 1990, telmed, ohni unfall",
        expect: {
          fields: { plz: "7504", birthYear: 1990, model: "telmed", accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", accident: false }],
        },
      },
      {
        user: "nei, doch lieber s standardmodell, i wott frei wähle",
        expect: {
          act: "change",
          fields: { plz: "7504", birthYear: 1990, model: "standard", accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "standard", accident: false }],
        },
      },
    ],
  },
];
