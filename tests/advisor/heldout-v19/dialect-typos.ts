import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, Swiss German dialects, typos, missing capitals and abbreviations: Bernese ("grüessech", "bi ne
 * 72er", "wi vil", "u"), Baselbiet ("ych", "koschtet", "modäll"), Zurich Oberland with typos ("wetzike",
 * "grunndversicherig", "franschise", "telmedd"), St. Gallen Oberland ("wa", "ond met"), Upper Valais ("wohnu",
 * "gibore", "fer", "zahlu"), Lucerne hinterland ("ond be", "wievell", "ech"), Prättigau ("koschtat", "johrgang") and
 * March/Höfe in Schwyz ("sali", "wievill zal ich"). Written apart from the engine and never tuned against (its code,
 * its own cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the
 * tariff year shown by default is 2027 (age classes 2027: young adults born 2002–2008, adults born 2001 or earlier;
 * Art. 61 para. 3 KVG). Every postal code, locality, canton and premium region was checked against swisstopo's
 * directory joined with the BAG premium regions in ../shared/data with a throw-away script outside the repository.
 */

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v19-dialect-typos-01",
    category: "dialect-typos",
    note: "Bernese German: 'z oberdiessbach' without postal code (the locality Oberdiessbach has the single postal code 3672: Oberdiessbach 99.9 %, Linden 0.1 %; Aeschlen b. Oberdiessbach of 3672 too; all BE region 2), 'bi ne 72er' = born 1972. Then 'u mit 1500er?': deductible 1500, place and year kept.",
    turns: [
      {
        user: "grüessech, i wohne z oberdiessbach u bi ne 72er. wi vil chostet mi d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "3672", ort: "Oberdiessbach", birthYear: 1972 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit 1500er?",
        expect: {
          act: "change",
          fields: { plz: "3672", birthYear: 1972, franchise: 1500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v19-dialect-typos-02",
    category: "dialect-typos",
    note: "Baselbiet German: 'ych bi vo gälterchinde (4460)' (dialect for Gelterkinden; 4460: Gelterkinden 99.9 %, Ormalingen 0.1 %; both BL region 2), 'jg 58' = 1958. Then 'hausarzt-modäll': the family-doctor model, place and year kept.",
    turns: [
      {
        user: "hoi, ych bi vo gälterchinde (4460), jg 58. was koschtet mi d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "4460", birthYear: 1958 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit em hausarzt-modäll?",
        expect: {
          act: "change",
          fields: { plz: "4460", birthYear: 1958, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v19-dialect-typos-03",
    category: "dialect-typos",
    note: "Zurich Oberland, typos and no punctuation: '8620 wetzike' (Wetzikon ZH; 8620 is 100 % Wetzikon, ZH region 3), 'jg 1993', 'grunndversicherig', 'franschise 2500'. Then 'telmedd' (typo for telemedicine), the rest kept.",
    turns: [
      {
        user: "hoi wohn in 8620 wetzike jg 1993 was choschtet grunndversicherig mit 2500 franschise",
        expect: {
          act: "ask_price",
          fields: { plz: "8620", birthYear: 1993, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und mit telmedd?",
        expect: {
          act: "change",
          fields: { plz: "8620", birthYear: 1993, franchise: 2500, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v19-dialect-typos-04",
    category: "dialect-typos",
    note: "St. Gallen Oberland German: 'bi vo flums' without postal code (the locality Flums has the single postal code 8890: Flums 99.6 %, Walenstadt 0.4 %; both SG region 2; Flums Hochwiese and the Flumserberg localities have other postal codes), born 1981, 'wa zahl i' = was zahle ich. Then 'ond met unfall?': accident cover added, place and year kept.",
    turns: [
      {
        user: "hoi zäme, bi vo flums, 1981 gebore. wa zahl i für d krankekasse?",
        expect: {
          act: "ask_price",
          fields: { plz: "8890", ort: "Flums", birthYear: 1981 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "ond met unfall?",
        expect: {
          act: "change",
          fields: { plz: "8890", birthYear: 1981, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "v19-dialect-typos-05",
    category: "dialect-typos",
    note: "Upper Valais German: 'i wohnu z gampel (3945)' (locality Gampel: 100 % municipality Gampel-Bratsch; Niedergampel of 3945 lies in Gampel-Bratsch and Leuk; all VS region 2), 'bi 1970 gibore', 'fer' = für, 'zahlu' = zahlen. Then 'u mit telmed?': telemedicine, place and year kept.",
    turns: [
      {
        user: "i wohnu z gampel (3945) u bi 1970 gibore. was mues i fer d grundversicherig zahlu?",
        expect: {
          act: "ask_price",
          fields: { plz: "3945", birthYear: 1970 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit telmed?",
        expect: {
          act: "change",
          fields: { plz: "3945", birthYear: 1970, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v19-dialect-typos-06",
    category: "dialect-typos",
    note: "Lucerne hinterland German: 'wohne in willisau (6130) ond be jg 85' (Willisau 99.3 %, Hergiswil b. W. 0.6 %, Menznau 0.2 %; all LU region 3), 'wievell zahl ech' = wie viel zahle ich. Then 'ond wenn ech 2000 franchise nehme?': deductible 2000, place and year kept.",
    turns: [
      {
        user: "grüezi, wohne in willisau (6130) ond be jg 85. wievell zahl ech för d grondversecherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "6130", birthYear: 1985 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "ond wenn ech 2000 franchise nehme?",
        expect: {
          act: "change",
          fields: { plz: "6130", birthYear: 1985, franchise: 2000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "v19-dialect-typos-07",
    category: "dialect-typos",
    note: "Prättigau German (Graubünden): 'wohn z schiers' without postal code (the locality Schiers has the single postal code 7220, 100 % Schiers, GR region 2; Lunden, Stels, Fajauna, Schuders and Pusserein of the municipality have other postal codes), 'johrgang 1977', 'koschtat' = kostet. Then 'mit hmo?': HMO model, place and year kept.",
    turns: [
      {
        user: "hoi, wohn z schiers, johrgang 1977. was koschtat mi d krankakassa?",
        expect: {
          act: "ask_price",
          fields: { plz: "7220", ort: "Schiers", birthYear: 1977 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit hmo?",
        expect: {
          act: "change",
          fields: { plz: "7220", birthYear: 1977, model: "hmo" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hmo" }],
        },
      },
    ],
  },
  {
    id: "v19-dialect-typos-08",
    category: "dialect-typos",
    note: "Höfe (Schwyz): 'sali, bi vo wollerau' without postal code (the locality Wollerau has the postal code 8832: Wollerau 99.6 %, Feusisberg and Freienbach; Wilen b. Wollerau of 8832 lies in Freienbach; all SZ region 0), 'jg 2001' (26 in 2027: an adult; 2001 is no deductible), 'wievill zal ich' (typo for zahle). Then deductible 300 with accident cover, place and year kept.",
    turns: [
      {
        user: "sali, bi vo wollerau, jg 2001, wievill zal ich?",
        expect: {
          act: "ask_price",
          fields: { plz: "8832", ort: "Wollerau", birthYear: 2001 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 300er franchise und unfall?",
        expect: {
          act: "change",
          fields: { plz: "8832", birthYear: 2001, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
    ],
  },
];
