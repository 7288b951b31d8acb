import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, dialect and typos: Lötschental German ("ich wohnu", "gibore", "chostut"), Bernese Oberland
 * ("grüessech", "was chunnt mi das"), Upper Basel-Land ("s billigschte", "kei unfall dri"), the St. Gallen Rhine
 * valley with misspelt terms ("franschise", "telmet"), the Rheinwald in Graubünden ("dahai"), standard German full of
 * typos ("jahrgnag", "krankenkase", "franchiese"), a Zurich SMS ("jg 99 hmo 2.5k ohni unfall thx") and Uri German
 * ("sali", "unterschächä", "grundversicherig"). Follow-ups refer back ("u mit telmed?", "u we i d franchise ufe 2500
 * tue?", "isch das pro monet?"). Places in the Lötschental (Valais), the Bernese Oberland, Basel-Landschaft, St. Gallen,
 * Graubünden, Aargau (Seetal), Zurich (Pfannenstiel) and Uri (Schächental). Written apart from the engine and never
 * tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take place
 * on Sunday 22.11.2026; the tariff year shown by default is 2027. Employees working at least 8 hours a week are
 * insured against accidents under the UVG (Art. 1a UVG, Art. 13 UVV) and may leave accident cover out (Art. 8 KVG).
 * Premiums are monthly amounts. Every postal code, locality, canton and premium region was checked against swisstopo's
 * directory joined with the BAG premium regions in ../shared/data, and offers for every model, deductible and accident
 * setting named exist there in 2026 and 2027 (throw-away script outside the repository).
 */

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v21-dialect-typos-01",
    category: "dialect-typos",
    note: "Lötschental (Valais): 'ich wohnu in wiler im lötschental u bi 79 gibore': the locality Wiler (Lötschen), postal code 3918 (100 % Wiler (Lötschen), VS region 2), not Wiler bei Utzenstorf or Wiler bei Seedorf (Bern); born 1979. Then 'u mit telmed?': the telemedicine model, place and year kept.",
    turns: [
      {
        user: "hallo zäme, ich wohnu in wiler im lötschental u bi 79 gibore. was chostut mich d krankukassa?",
        expect: {
          act: "ask_price",
          fields: { plz: "3918", birthYear: 1979 },
          answers: [CHF_AMOUNT],
          notAnswers: [/utzenstorf|seedorf|\b342[78]\b|\b3266\b/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit telmed?",
        expect: {
          fields: { plz: "3918", birthYear: 1979, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v21-dialect-typos-02",
    category: "dialect-typos",
    note: "Bernese Oberland: 'grüessech, i wohne z iseltwald u bi jahrgang 62' (Iseltwald has the single postal code 3807, 100 % Iseltwald, BE region 3); 'was chunnt mi das ungfähr?' asks for a price. Then 'u we i d franchise ufe 2500 tue?': deductible 2500, place and year kept.",
    turns: [
      {
        user: "grüessech, i wohne z iseltwald u bi jahrgang 62. was chunnt mi das ungfähr?",
        expect: {
          act: "ask_price",
          fields: { plz: "3807", ort: "Iseltwald", birthYear: 1962 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u we i d franchise ufe 2500 tue?",
        expect: {
          act: "change",
          fields: { plz: "3807", birthYear: 1962, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v21-dialect-typos-03",
    category: "dialect-typos",
    note: "Upper Basel-Land: 'mir wohne z maisprach, i bi vo 93, was choschtet mi s billigschte?' (Maisprach has the single postal code 4464, 100 % Maisprach, BL region 2; 'vo 93' is 1993); only the writer is to be priced ('mi'). Then 'und wenn i kei unfall dri will? schaff 80 prozänt': an employee working 80 % is insured under the UVG, so accident cover may be left out (Art. 8 KVG, Art. 13 UVV). Then 'und mit dr höchschte franchise?': the highest adult deductible, 2500 (Art. 93 para. 1 KVV), the rest kept.",
    turns: [
      {
        user: "hoi zämme, mir wohne z maisprach, i bi vo 93, was choschtet mi s billigschte?",
        expect: {
          act: "ask_price",
          fields: { plz: "4464", birthYear: 1993 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und wenn i kei unfall dri will? schaff 80 prozänt",
        expect: {
          act: "change",
          fields: { plz: "4464", birthYear: 1993, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: false }],
        },
      },
      {
        user: "und mit dr höchschte franchise?",
        expect: {
          act: "change",
          fields: { plz: "4464", birthYear: 1993, accident: false, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: false, franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v21-dialect-typos-04",
    category: "dialect-typos",
    note: "St. Gallen Rhine valley: 'wohn in altenrhein, jg 1988, franschise 1500, telmet pls' (Altenrhein has the single postal code 9423, 100 % Thal, SG region 2): misspelt deductible ('franschise') and model ('telmet'). Then 'merci. und ohni unfall, bin agstellt': accident cover left out (employee, Art. 8 KVG), the rest kept.",
    turns: [
      {
        user: "grüezi wohn in altenrhein, jg 1988, franschise 1500, telmet pls",
        expect: {
          fields: { plz: "9423", ort: "Altenrhein", birthYear: 1988, franchise: 1500, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500, model: "telmed" }],
        },
      },
      {
        user: "merci. und ohni unfall, bin agstellt",
        expect: {
          act: "change",
          fields: { plz: "9423", birthYear: 1988, franchise: 1500, model: "telmed", accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1500, model: "telmed", accident: false }],
        },
      },
    ],
  },
  {
    id: "v21-dialect-typos-05",
    category: "dialect-typos",
    note: "Rheinwald (Graubünden): 'bin z splüga dahai, jahrgang 1971' ('Splüga' is the local form of Splügen, single postal code 7435, 100 % Rheinwald, GR region 3). Then 'und wenn i hausarzt nimm?': the family-doctor model, place and year kept.",
    turns: [
      {
        user: "tag, bin z splüga dahai, jahrgang 1971, was zahl i do?",
        expect: {
          act: "ask_price",
          fields: { plz: "7435", birthYear: 1971 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und wenn i hausarzt nimm?",
        expect: {
          fields: { plz: "7435", birthYear: 1971, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v21-dialect-typos-06",
    category: "dialect-typos",
    note: "Seetal (Aargau), standard German full of typos: 'ich wohn in Hallwil im Aargau und bin jahrgnag 1983, wieviel kostet die billigste krankenkase mit franchiese 2000?' (Hallwil has the single postal code 5705, 100 % Hallwil, AG region 0): birth year 1983, deductible 2000. Then 'und ohen unfal? bin angestelt 100%' (typos again): accident cover left out for a full-time employee (Art. 8 KVG, Art. 13 UVV), the rest kept.",
    turns: [
      {
        user: "Hallo, ich wohn in Hallwil im Aargau und bin jahrgnag 1983, wieviel kostet die billigste krankenkase mit franchiese 2000?",
        expect: {
          act: "ask_price",
          fields: { plz: "5705", ort: "Hallwil", birthYear: 1983, franchise: 2000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
      {
        user: "und ohen unfal? bin angestelt 100%",
        expect: {
          act: "change",
          fields: { plz: "5705", birthYear: 1983, franchise: 2000, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2000, accident: false }],
        },
      },
    ],
  },
  {
    id: "v21-dialect-typos-07",
    category: "dialect-typos",
    note: "Pfannenstiel (Zurich), SMS style: '8124 maur jg 99 hmo 2.5k ohni unfall thx' (100 % Maur, ZH region 2; 'jg 99' is 1999, an adult in 2027; '2.5k' is the deductible 2500). Then 'isch das pro monet?': yes, premiums are monthly amounts.",
    turns: [
      {
        user: "8124 maur jg 99 hmo 2.5k ohni unfall thx",
        expect: {
          fields: { plz: "8124", birthYear: 1999, model: "hmo", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hmo", franchise: 2500, accident: false }],
        },
      },
      {
        user: "isch das pro monet?",
        expect: {
          fields: { plz: "8124", birthYear: 1999 },
          answers: [/monat/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v21-dialect-typos-08",
    category: "dialect-typos",
    note: "Schächental (Uri): 'sali, bi vo unterschächä, jg 55, was choschtet mi d grundversicherig mit dr 300er franchise?' ('Unterschächä' is Unterschächen, single postal code 6465, 100 % Unterschächen, UR region 0; 'jg 55' is 1955): deductible 300. Then 'und wenn i is hmo gah?': the HMO model (HMO tariffs exist in UR in 2026, practice tariffs in 2027), the rest kept.",
    turns: [
      {
        user: "sali, bi vo unterschächä, jg 55, was choschtet mi d grundversicherig mit dr 300er franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "6465", birthYear: 1955, franchise: 300 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "und wenn i is hmo gah?",
        expect: {
          fields: { plz: "6465", birthYear: 1955, franchise: 300, model: "hmo" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 300, model: "hmo" }],
        },
      },
    ],
  },
];
