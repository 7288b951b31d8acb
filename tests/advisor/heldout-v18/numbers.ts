import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, numbers told apart by their context: postal code, deductible and birth year in one line; an age
 * (18) that makes a young adult in 2027 whichever year she was born; a deductible written "fr. 1'500.-"; an age (45)
 * next to a postal code and a deductible, the year given later; a tariff year, a postal code, a birth year and a
 * deductible in one message. Places in Solothurn, Lucerne, Zug, Basel-Landschaft and Graubünden. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes 2027: children
 * born 2009 or later, young adults born 2002–2008, adults born 2001 or earlier; Art. 61 para. 3 KVG). Every postal
 * code, locality, canton and premium region was checked against swisstopo's directory joined with the BAG premium
 * regions in ../shared/data with a throw-away script outside the repository.
 */

export const numbersCases: AdvisorCase[] = [
  {
    id: "v18-numbers-01",
    category: "numbers",
    note: "Solothurn: '2540 grenchen, franchise 2000, jg 1970' (100 % Grenchen, SO region 0): three four-digit numbers told apart by their words. Then 'und mit 500?': only the deductible changes.",
    turns: [
      {
        user: "2540 grenchen, franchise 2000, jg 1970",
        expect: {
          act: "provide_info",
          fields: { plz: "2540", franchise: 2000, birthYear: 1970 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
      {
        user: "und mit 500?",
        expect: {
          act: "change",
          fields: { plz: "2540", franchise: 500, birthYear: 1970 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "v18-numbers-02",
    category: "numbers",
    note: "Lucerne: 'ich bin 18' in 6010 Kriens (locality Kriens: Kriens 99.9 % LU region 1, Hergiswil NW 0.1 %; the locality Pilatus Kulm of 6010 lies in Alpnach OW and is not meant), asking for the premium from January: born 2007 or 2008, so 19 or 20 in 2027 and a young adult (19–25) either way; the year is not checked. 18 is neither a deductible nor part of the postal code. Then deductible 2500 (allowed for young adults), place kept.",
    turns: [
      {
        user: "ich bin 18 und wohne in 6010 kriens. was zahl ich ab januar?",
        expect: {
          act: "ask_price",
          fields: { plz: "6010" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
      {
        user: "und mit 2500 franchise?",
        expect: {
          act: "change",
          fields: { plz: "6010", franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v18-numbers-03",
    category: "numbers",
    note: "Zug: '6312 steinhausen, jg. 1959, fr. 1'500.-' (Steinhausen 99.5 %, Baar 0.5 %; ZG region 0): the deductible written with the abbreviation 'fr.', a thousands apostrophe and '.-' = 1500. Then 'u mit unfall': accident cover added, the rest kept.",
    turns: [
      {
        user: "6312 steinhausen, jg. 1959, fr. 1'500.- franchise",
        expect: {
          fields: { plz: "6312", birthYear: 1959, franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "u mit unfall",
        expect: {
          act: "change",
          fields: { plz: "6312", birthYear: 1959, franchise: 1500, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500, accident: true }],
        },
      },
    ],
  },
  {
    id: "v18-numbers-04",
    category: "numbers",
    note: "Basel-Landschaft: an age '45i' next to 4133 Pratteln (Pratteln 94.7 %, Muttenz 5.0 %, Frenkendorf: BL region 1; Augst 0.2 %, BL region 2) and a deductible 500: born 1980 or 1981 (45 on 22.11.2026), an adult either way, so the year is not checked at first. Then 'jahrgang 1981 übrigens': birth year 1981, deductible and place kept.",
    turns: [
      {
        user: "bi 45i, 4133 pratteln, franchise 500. was zahl i?",
        expect: {
          act: "ask_price",
          fields: { plz: "4133", franchise: 500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
      {
        user: "jahrgang 1981 übrigens",
        expect: {
          fields: { plz: "4133", franchise: 500, birthYear: 1981 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "v18-numbers-05",
    category: "numbers",
    note: "Graubünden: four numbers in one message, 'für 2027 bitte: 7050 arosa, jg 1999, franchise 1500' (100 % Arosa, GR region 1): tariff year 2027, postal code, birth year 1999 (an adult in both years), deductible 1500. Then 'und 2026 zum vergliich?': tariff year 2026, the rest kept.",
    turns: [
      {
        user: "für 2027 bitte: 7050 arosa, jg 1999, franchise 1500",
        expect: {
          fields: { plz: "7050", birthYear: 1999, franchise: 1500, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500, tariffYear: 2027 }],
        },
      },
      {
        user: "und 2026 zum vergliich?",
        expect: {
          fields: { plz: "7050", birthYear: 1999, franchise: 1500, tariffYear: 2026 },
          answers: [CHF_AMOUNT, /2026/],
          figures: [{ what: "cheapest", franchise: 1500, tariffYear: 2026 }],
        },
      },
    ],
  },
];
