import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, corrections: an ambiguous "2000" explained as the deductible with the birth year added, a model
 * corrected ("nei, telmed han i gmeint"), the person corrected (the price is not for the writer but for her mother),
 * and accident cover switched on because the person becomes self-employed; each correction changes one slot (or the
 * person) and keeps the others. Places in Solothurn, Appenzell Innerrhoden, the Bernese Oberland and the Lower
 * Engadine. Written apart from the engine and never tuned against (its code, its own cases and its results on these
 * cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027.
 * Every postal code, locality, canton and premium region was checked against swisstopo's directory joined with the BAG
 * premium regions in ../shared/data with a throw-away script outside the repository.
 */

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v18-corrections-01",
    category: "corrections",
    note: "Solothurn: '4702 oensingen, 2000' (100 % Oensingen, SO region 0): 2000 could be a birth year or a deductible, so only the postal code is checked. Then '2000 isch d franchise, gebore bin i 1966': deductible 2000 and birth year 1966, place kept, a price for that.",
    turns: [
      {
        user: "4702 oensingen, 2000",
        expect: {
          fields: { plz: "4702" },
        },
      },
      {
        user: "2000 isch d franchise, gebore bin i 1966",
        expect: {
          fields: { plz: "4702", franchise: 2000, birthYear: 1966 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "v18-corrections-02",
    category: "corrections",
    note: "Appenzell Innerrhoden: '9108 gonte' (locality Gonten: Gonten 96.8 %, Schwende-Rüte, Schlatt-Haslen AI; 0.3 % Hundwil AR; all region 0), born 1975, HMO. Then 'nei, telmed han i gmeint': model telemedicine, place and year kept.",
    turns: [
      {
        user: "9108 gonte, jg 1975, hmo",
        expect: {
          fields: { plz: "9108", birthYear: 1975, model: "hmo" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hmo" }],
        },
      },
      {
        user: "nei, telmed han i gmeint",
        expect: {
          act: "change",
          fields: { plz: "9108", birthYear: 1975, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v18-corrections-03",
    category: "corrections",
    note: "Bernese Oberland: 3714 Frutigen (localities Frutigen and Wengi b. Frutigen, both BE region 3), born 1985: a price. Then the person is corrected: the price is not for her but for her mother, who lives in Frutigen too, born 1949: the only person is now born 1949 (an adult), the place kept and not asked again.",
    turns: [
      {
        user: "was zahl i in 3714 frutige? jg 1985",
        expect: {
          act: "ask_price",
          fields: { plz: "3714", birthYear: 1985 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "äxgüsi, es isch nid für mi, sondern für mis mami. si wohnt o z frutige u isch jg 1949",
        expect: {
          act: "change",
          fields: { plz: "3714", birthYear: 1949 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v18-corrections-04",
    category: "corrections",
    note: "Lower Engadine: 7550 Scuol (100 % Scuol, GR region 2), born 1983, deductible 2500, without accident. Then 'sorry, doch mit unfall – ab januar bin i sälbständig': accident cover on (the self-employed are not compulsorily insured under the UVG, Art. 1a and 4 UVG, so accident cover belongs in the basic insurance, Art. 8 KVG), place, year and deductible kept.",
    turns: [
      {
        user: "7550 scuol, jg 1983, franchise 2500, ohni unfall",
        expect: {
          fields: { plz: "7550", birthYear: 1983, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
      {
        user: "sorry, doch mit unfall – ab januar bin i sälbständig",
        expect: {
          act: "change",
          fields: { plz: "7550", birthYear: 1983, franchise: 2500, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500, accident: true }],
        },
      },
    ],
  },
];
