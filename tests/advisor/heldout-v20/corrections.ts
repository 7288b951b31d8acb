import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v20, corrections: a postal code replaced after a move to the neighbouring village ("mir sind uf oeschge
 * züglet"), a birth year wrong by ten years ("1971 nöd 1961"), accident cover added back because the person became
 * self-employed, and a child's birth year corrected in a household; each correction changes one slot and keeps the
 * others. Places in Aargau (Fricktal), Schaffhausen (Klettgau), Graubünden (Churer Rheintal) and Obwalden. Written
 * apart from the engine and never tuned against (its code, its own cases and its results on these cases were not looked
 * at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. The self-employed are
 * not insured under the UVG unless they insure themselves voluntarily (Art. 1a and Art. 4 UVG), so their accident cover
 * belongs in the basic insurance (Art. 8 KVG a contrario). Every postal code, locality, canton and premium region was
 * checked against swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away script
 * outside the repository.
 */

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v20-corrections-01",
    category: "corrections",
    note: "Fricktal (Aargau): '5074 eike, jg 1983, franchise 1500' (100 % Eiken, AG region 0), then 'nei warte, mir sind im summer uf oeschge züglet, 5072' (100 % Oeschgen, AG region 0): the postal code changes, birth year and deductible are kept and not asked again.",
    turns: [
      {
        user: "5074 eike, jg 1983, franchise 1500. was zahl i?",
        expect: {
          act: "ask_price",
          fields: { plz: "5074", birthYear: 1983, franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "nei warte, mir sind im summer uf oeschge züglet, 5072",
        expect: {
          act: "change",
          fields: { plz: "5072", birthYear: 1983, franchise: 1500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v20-corrections-02",
    category: "corrections",
    note: "Klettgau (Schaffhausen): '8225 siblinge, jg 1961, hausarzt, 500er franchise' (Siblingen 97.1 %, Gächlingen 2.9 %; both SH region 2), then 'oh sorry, 1971 nöd 1961': birth year 1971, place, model and deductible kept.",
    turns: [
      {
        user: "8225 siblinge, jg 1961, hausarzt, 500er franchise",
        expect: {
          fields: { plz: "8225", birthYear: 1961, model: "hausarzt", franchise: 500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 500 }],
        },
      },
      {
        user: "oh sorry, 1971 nöd 1961",
        expect: {
          act: "change",
          fields: { plz: "8225", birthYear: 1971, model: "hausarzt", franchise: 500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "v20-corrections-03",
    category: "corrections",
    note: "Churer Rheintal (Graubünden): 'felsberg, jg 1989, 2500 franchise ohni unfall' (the locality Felsberg has the single postal code 7012, 100 % Felsberg, GR region 2), then 'doch mit unfall, bi sit oktober sälbständig': accident cover added (the self-employed have no compulsory UVG cover, Art. 1a and 4 UVG; Art. 8 KVG), place, year and deductible kept.",
    turns: [
      {
        user: "felsberg, jg 1989, 2500 franchise ohni unfall",
        expect: {
          fields: { plz: "7012", ort: "Felsberg", birthYear: 1989, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
      {
        user: "ah nei, doch mit unfall – bi sit oktober sälbständig",
        expect: {
          act: "change",
          fields: { plz: "7012", birthYear: 1989, franchise: 2500, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500, accident: true }],
        },
      },
    ],
  },
  {
    id: "v20-corrections-04",
    category: "corrections",
    note: "Obwalden: two adults born 1978 and 1980 and a child born 2018 in 6073 Flüeli-Ranft (100 % Sachseln, OW region 0): the household total; then 'sorry, s chind isch 2016 gebore, nöd 2018': only the child's birth year changes (still a child in 2027), the two adults and the place are kept.",
    turns: [
      {
        user: "mir sind zwei erwachsni, ich 1978 und min maa 1980, und es chind vo 2018. 6073 flüeli-ranft. was zahle mir?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6073",
            persons: [
              { birthYear: 1978, role: "self" },
              { birthYear: 1980, role: "partner" },
              { birthYear: 2018, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "sorry, s chind isch 2016 gebore, nöd 2018",
        expect: {
          act: "change",
          fields: {
            plz: "6073",
            persons: [
              { birthYear: 1978, role: "self" },
              { birthYear: 1980, role: "partner" },
              { birthYear: 2016, role: "child" },
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
