import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v17, numbers told apart by their context: postal code, deductible and birth year in one line in any
 * order; a birth year 2008 that makes a child in 2026 and a young adult in 2027; a deductible written "2'500"; an age
 * (26) next to a postal code and a deductible; a postal code (2502) that looks like a year. Places in Schwyz,
 * Nidwalden, Solothurn, Thurgau and Bern. Written apart from the engine and never tuned against (its code, its own cases
 * and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year
 * shown by default is 2027 (age classes 2027: children born 2009 or later, young adults born 2002–2008, adults born 2001
 * or earlier; in 2026: children born 2008 or later). Every postal code, locality, canton and premium region was checked
 * against swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away script in
 * /tmp.
 */

export const numbersCases: AdvisorCase[] = [
  {
    id: "v17-numbers-01",
    category: "numbers",
    note: "Schwyz: '8853 lachen, 1500 franchise, jahrgang 1965' (Lachen 98.8 %, Wangen and Galgenen: all SZ region 0): three four-digit numbers told apart by their words. Then 'und mit 1000?': only the deductible changes.",
    turns: [
      {
        user: "8853 lachen, 1500 franchise, jahrgang 1965",
        expect: {
          act: "provide_info",
          fields: { plz: "8853", franchise: 1500, birthYear: 1965 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "und mit 1000?",
        expect: {
          act: "change",
          fields: { plz: "8853", franchise: 1000, birthYear: 1965 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v17-numbers-02",
    category: "numbers",
    note: "Nidwalden: 6370 Stans (Stans 99.7 %, Ennetmoos, Oberdorf: all NW region 0), born 2008, asks for 2027: she turns 19 in 2027 and pays a young-adult premium (19–25), not a child premium. Then 'und im 2026 jetzt?': the 2026 premium, where she is still a child (18): tariff year 2026. 2008 must not be read as a postal code or a deductible.",
    turns: [
      {
        user: "bi 2008 gebore und wohne in 6370 stans. was zahl i 2027?",
        expect: {
          act: "ask_price",
          fields: { plz: "6370", birthYear: 2008, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
      {
        user: "und im 2026 jetzt?",
        expect: {
          fields: { plz: "6370", birthYear: 2008, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v17-numbers-03",
    category: "numbers",
    note: "Solothurn: '4500 solothurn, jg. 85, franchise 2'500' (Solothurn 93.6 %, Biberist, Rüttenen, Bellach, Zuchwil: all SO region 0): two-digit year 85 = 1985, deductible with a thousands apostrophe = 2500, 'modell egal' (any model). Then the same without accident cover.",
    turns: [
      {
        user: "4500 solothurn, jg. 85, franchise 2'500, modell egal",
        expect: {
          fields: { plz: "4500", birthYear: 1985, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "ohne unfall, bin angestellt",
        expect: {
          act: "change",
          fields: { plz: "4500", birthYear: 1985, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v17-numbers-04",
    category: "numbers",
    note: "Thurgau: an age '26' next to 8280 Kreuzlingen (Kreuzlingen 99 %, Tägerwilen, Bottighofen: all TG region 0) and a deductible 1000: 26 is neither a deductible nor a postal code; born 1999 or 2000, an adult in 2027 either way, so the year is not checked at first. Then 'im 2000 gebore': birth year 2000, deductible and place kept.",
    turns: [
      {
        user: "ich bin 26 und wohne in 8280 kreuzlingen, wie viel mit 1000er franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "8280", franchise: 1000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "bin im 2000 gebore falls das wichtig isch",
        expect: {
          fields: { plz: "8280", franchise: 1000, birthYear: 2000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v17-numbers-05",
    category: "numbers",
    note: "Bern (Biel/Bienne): postal code 2502 (100 % Biel/Bienne, BE region 1) looks like a year, next to the real year 1957 and deductible 300: plz 2502, born 1957, deductible 300. Then 'und mit 500?': deductible 500, the rest kept.",
    turns: [
      {
        user: "2502 biel, bin 1957, franchise 300, was kostet das?",
        expect: {
          act: "ask_price",
          fields: { plz: "2502", birthYear: 1957, franchise: 300 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "und mit 500?",
        expect: {
          act: "change",
          fields: { plz: "2502", birthYear: 1957, franchise: 500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
];
