import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v17, corrections: a swapped birth year ("1986" → "1968"), accident cover switched back on because the
 * person stops working, a deductible corrected ("nei, 1500 mein i"), and a postal code replaced after a move; each
 * correction changes one slot and keeps the others. Places in St. Gallen, Bern, Nidwalden and German-speaking
 * Fribourg. Written apart from the engine and never tuned against (its code, its own cases and its results on these
 * cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027.
 * Every postal code, locality, canton and premium region was checked against swisstopo's directory joined with the BAG
 * premium regions in ../shared/data with a throw-away script outside the repository.
 */

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v17-corrections-01",
    category: "corrections",
    note: "St. Gallen Rheintal: '9443 widnau' (Widnau 95.3 %, Diepoldsau 4.7 %; both SG region 3), born 1986. Then 'tippfehler: 1968': birth year 1968, place kept, a new price.",
    turns: [
      {
        user: "9443 widnau, jg 1986",
        expect: {
          act: "provide_info",
          fields: { plz: "9443", birthYear: 1986 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "sorry, tippfehler: 1968",
        expect: {
          act: "change",
          fields: { plz: "9443", birthYear: 1968 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v17-corrections-02",
    category: "corrections",
    note: "Bern: 3084 Wabern (municipality Köniz 96.8 %, Bern 3.2 %; both BE region 1), born 1992, without accident. Then 'doch lieber mit unfall, i höre ende jahr uf schaffe': accident cover on (without an employer's UVG cover from 2027 it is needed, Art. 8 KVG), place and year kept.",
    turns: [
      {
        user: "3084 wabern, jg 1992, ohni unfall bitte",
        expect: {
          fields: { plz: "3084", birthYear: 1992, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: false }],
        },
      },
      {
        user: "doch lieber mit unfall, i höre ende jahr uf schaffe",
        expect: {
          act: "change",
          fields: { plz: "3084", birthYear: 1992, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "v17-corrections-03",
    category: "corrections",
    note: "Nidwalden German: '6383 dallewil' (Dallenwil 98.9 %, Wolfenschiessen 1.1 %; the localities Niederrickenbach, Wiesenberg and Wirzweli of 6383 are all NW region 0), born 1981, deductible 1000. Then 'nei, 1500 mein i': deductible 1500, place and year kept.",
    turns: [
      {
        user: "6383 dallewil, jg 1981, franchise 1000",
        expect: {
          fields: { plz: "6383", birthYear: 1981, franchise: 1000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "nei, 1500 mein i",
        expect: {
          act: "change",
          fields: { plz: "6383", birthYear: 1981, franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v17-corrections-04",
    category: "corrections",
    note: "German-speaking Fribourg: '1712 tafers' (Tafers 99.7 %, Schmitten 0.3 %; FR region 2), born 1999. Then the person corrects the place: they moved to Murten in August, 3280 (Murten 96.3 %, Courgevaux, Meyriez; FR region 2): plz 3280, birth year kept, a price for the new place.",
    turns: [
      {
        user: "1712 tafers, jg 1999",
        expect: {
          fields: { plz: "1712", birthYear: 1999 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "ah nei, mir sind im auguscht uf murte züglet, 3280",
        expect: {
          act: "change",
          fields: { plz: "3280", birthYear: 1999 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
];
