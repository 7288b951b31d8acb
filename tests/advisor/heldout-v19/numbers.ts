import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, numbers told apart by their context: three bare four-digit numbers (postal code, birth year,
 * deductible) without a single word; an age (31) next to a deductible, made exact later; a deductible written "1000.-"
 * next to a birth year of a young adult; a birth year 2000 next to a deductible 2000 and a tariff year 2026; a child's
 * deductible of 400 (a step only children have) followed by 0. Places in Thurgau, Uri, Schaffhausen, Aargau and
 * Obwalden. Written apart from the engine and never tuned against (its code, its own cases and its results on these
 * cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027
 * (age classes 2027: children born 2009 or later, young adults born 2002–2008, adults born 2001 or earlier; Art. 61
 * para. 3 KVG). Deductibles: adults 300 to 2500, children 0 to 600 in steps of 100 (Art. 93 para. 1 and Art. 103
 * para. 1 KVV). Every postal code, locality, canton and premium region was checked against swisstopo's directory joined
 * with the BAG premium regions in ../shared/data with a throw-away script outside the repository.
 */

export const numbersCases: AdvisorCase[] = [
  {
    id: "v19-numbers-01",
    category: "numbers",
    note: "Thurgau: '8583 sulgen 1975 1500' without any word (every locality of 8583, Sulgen, Götighofen and Donzhausen, lies in Sulgen, TG region 0): 8583 is the postal code, 1975 the birth year (not a deductible), 1500 the deductible (not a plausible birth year). Then 'und 2500?': only the deductible changes.",
    turns: [
      {
        user: "8583 sulgen 1975 1500",
        expect: {
          fields: { plz: "8583", birthYear: 1975, franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "und 2500?",
        expect: {
          act: "change",
          fields: { plz: "8583", birthYear: 1975, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v19-numbers-02",
    category: "numbers",
    note: "Uri: '6467 schattdorf, bin 31, franchise 300 mit unfall' (100 % Schattdorf, UR region 0): 31 on 22.11.2026 means born 1994 or 1995, an adult either way, so the year is not checked at first; 31 is neither a deductible nor part of the postal code. Then 'jg 95 genau': birth year 1995, the rest kept.",
    turns: [
      {
        user: "6467 schattdorf, bin 31, franchise 300 mit unfall. was zahl i?",
        expect: {
          act: "ask_price",
          fields: { plz: "6467", franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
      {
        user: "jg 95 genau",
        expect: {
          fields: { plz: "6467", birthYear: 1995, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "v19-numbers-03",
    category: "numbers",
    note: "Klettgau (Schaffhausen): 'ich wott 1000.- franchise, bi 2004 gebore, wohne in 8213 neunkirch' (100 % Neunkirch, SH region 2): a deductible written with '.-', a young adult (23 in 2027) and a postal code. Then 'und 500.-?': deductible 500, the rest kept.",
    turns: [
      {
        user: "ich wott 1000.- franchise, bi 2004 gebore, wohne in 8213 neunkirch. was chostet das?",
        expect: {
          act: "ask_price",
          fields: { plz: "8213", birthYear: 2004, franchise: 1000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "und 500.-?",
        expect: {
          act: "change",
          fields: { plz: "8213", birthYear: 2004, franchise: 500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "v19-numbers-04",
    category: "numbers",
    note: "Aargau: '5036 oberentfelde, jg 2000, franchise 2000, für 2026' (100 % Oberentfelden, AG region 0): birth year 2000 (26 in 2026 and 27 in 2027, an adult in both years), deductible 2000 and tariff year 2026, each told apart by its word. Then 'und 2027?': tariff year 2027, the rest kept.",
    turns: [
      {
        user: "5036 oberentfelde, jg 2000, franchise 2000, für 2026 bitte",
        expect: {
          fields: { plz: "5036", birthYear: 2000, franchise: 2000, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000, tariffYear: 2026 }],
        },
      },
      {
        user: "und 2027?",
        expect: {
          fields: { plz: "5036", birthYear: 2000, franchise: 2000, tariffYear: 2027 },
          answers: [CHF_AMOUNT, /2027/],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2000, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v19-numbers-05",
    category: "numbers",
    note: "Obwalden: a child born 2016 (a child in 2027) with deductible 400, '6064 kerns' (Kerns 99.9 %, Alpnach 0.1 %; OW region 0): 400 is a valid child deductible (0–600 in steps of 100, Art. 93 para. 1 KVV) and must not be replaced by an adult step. Then 'und mit 0?': the ordinary child deductible 0 (Art. 103 para. 1 KVV; Art. 64 para. 4 KVG).",
    turns: [
      {
        user: "mis chind isch jg 2016, mir wohned in 6064 kerns. was chostets mit 400 franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "6064", franchise: 400, persons: [{ birthYear: 2016 }] },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", birthYear: 2016, franchise: 400 }],
        },
      },
      {
        user: "und mit 0?",
        expect: {
          act: "change",
          fields: { plz: "6064", franchise: 0, persons: [{ birthYear: 2016 }] },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", birthYear: 2016, franchise: 0 }],
        },
      },
    ],
  },
];
