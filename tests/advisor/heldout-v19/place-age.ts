import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, EIGHT_HOURS } from "../heldout-patterns";

/**
 * Held-out set v19, place and age in many phrasings: a locality name shared by two cantons settled by its canton
 * abbreviation ("pfäffike zh"), a dialect name of the Emmental next to a town that exists three times ("langnau im
 * ämmital"), a full date of birth with a one-digit month ("14.2.2005"), an age to be reached next year ("wird nächscht
 * johr 40i"), a two-digit year next to a postal code ("jahrgang 60") followed by accident cover for a pensioner, a
 * spa town without postal code next to a neighbour town with a similar name ("leukerbad", not Leuk), and bare numbers
 * ("7031 laax, 1994"). Places in Zurich, Bern, Zug, St. Gallen (Toggenburg), Valais (Leuk district) and Graubünden
 * (Surselva). Written apart from the engine and never tuned against (its code, its own cases and its results on these
 * cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027
 * (age classes 2027: children born 2009 or later, young adults born 2002–2008, adults born 2001 or earlier; the classes
 * of Art. 61 para. 3 KVG, applied by the age reached in the premium year). Every postal code, locality, canton and
 * premium region was checked against swisstopo's directory joined with the BAG premium regions (2026 join; the 2027
 * annex changes no region of these municipalities) in ../shared/data with a throw-away script outside the repository.
 */

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v19-place-age-01",
    category: "place-age",
    note: "Zurich Oberland: 'pfäffike zh' without postal code, 'jg 88' = 1988. The locality Pfäffikon ZH has the single postal code 8330 (100 % municipality Pfäffikon, ZH region 3); Pfäffikon SZ (8808, municipality Freienbach, SZ region 0) also exists, and the 'zh' settles it, so neither 8808 nor Freienbach nor canton Schwyz may be shown. Then deductible 2000, place and year kept.",
    turns: [
      {
        user: "wohne z pfäffike zh, bi jg 88. was zahl i für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "8330", ort: "Pfäffikon ZH", birthYear: 1988 },
          answers: [CHF_AMOUNT],
          notAnswers: [/8808|pfäffikon sz|freienbach|kanton schwyz/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 2000er franchise?",
        expect: {
          act: "change",
          fields: { plz: "8330", birthYear: 1988, franchise: 2000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "v19-place-age-02",
    category: "place-age",
    note: "Emmental (Bern): 'langnau im ämmital' (dialect for Langnau im Emmental) without postal code, born 1971. The locality Langnau im Emmental has the single postal code 3550 (Langnau i.E. 96.3 %, Lauperswil 3.3 %, Eggiwil 0.4 %: all BE region 3). Langnau am Albis (8135, ZH region 3) and Langnau b. Reiden (6262, LU region 3) also exist and must not be taken. Then the HMO model, place and year kept.",
    turns: [
      {
        user: "grüessech, i wohne z langnau im ämmital u bi 1971 gebore. was chostet mi das?",
        expect: {
          act: "ask_price",
          fields: { plz: "3550", ort: "Langnau im Emmental", birthYear: 1971 },
          answers: [CHF_AMOUNT],
          notAnswers: [/8135|6262|langnau am albis|langnau b(ei|\.) reiden/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit hmo?",
        expect: {
          act: "change",
          fields: { plz: "3550", birthYear: 1971, model: "hmo" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hmo" }],
        },
      },
    ],
  },
  {
    id: "v19-place-age-03",
    category: "place-age",
    note: "Zug: a full date of birth with a one-digit month, 'geboren am 14.2.2005' = 2005 (22 in 2027: a young adult, Art. 61 para. 3 KVG), in 6343 Rotkreuz (every locality of 6343, Rotkreuz, Buonas, Risch and Holzhäusern ZG, lies in the municipality Risch, ZG region 0); neither 14 nor 2 may be read as anything else. Then deductible 2500 and no accident cover because she works full time (non-occupational accidents covered by the employer's UVG insurance from 8 hours a week, Art. 13 para. 1 UVV; suspension of the KVG accident cover, Art. 8 KVG).",
    turns: [
      {
        user: "hallo, ich bin am 14.2.2005 geboren und wohne in 6343 rotkreuz. was kostet mich die krankenkasse?",
        expect: {
          act: "ask_price",
          fields: { plz: "6343", birthYear: 2005 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 2500 franchise, ohne unfall? ich arbeite 100%",
        expect: {
          act: "change",
          fields: { plz: "6343", birthYear: 2005, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v19-place-age-04",
    category: "place-age",
    note: "Toggenburg (St. Gallen): 'wird nächscht johr 40i' = turns 40 in 2027, so born 1987 (an adult), in 9650 Nesslau (100 % Nesslau, SG region 3). 40 is not a deductible. Then the telemedicine model, place and year kept.",
    turns: [
      {
        user: "bi vo nesslau (9650) und wird nächscht johr 40i. was choscht mi d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "9650", birthYear: 1987 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "mit telmed bitte",
        expect: {
          act: "change",
          fields: { plz: "9650", birthYear: 1987, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v19-place-age-05",
    category: "place-age",
    note: "Zug: '6313 menzinge, jahrgang 60' = 1960 (the locality Menzingen: Menzingen 99.6 %, Neuheim 0.4 %; Edlibach and Finstersee of 6313 lie in Menzingen too; all ZG region 0); 60 is neither an age nor a deductible here. Then with accident cover because he is retired: pensioners have no UVG cover (Art. 1a UVG covers employees and the unemployed), so accident cover stays in the basic insurance (Art. 8 KVG a contrario); the 8-hour rule for employees (Art. 13 para. 1 UVV) must not be offered.",
    turns: [
      {
        user: "6313 menzinge, jahrgang 60. was isch am günstigschte?",
        expect: {
          act: "ask_price",
          fields: { plz: "6313", birthYear: 1960 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit unfall, bin pensioniert",
        expect: {
          act: "change",
          fields: { plz: "6313", birthYear: 1960, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [EIGHT_HOURS, ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "v19-place-age-06",
    category: "place-age",
    note: "Upper Valais (Leuk district): 'leukerbad' without postal code, born 2003 (24 in 2027: a young adult). The locality Leukerbad has the single postal code 3954 (100 % Leukerbad, VS region 2); the neighbouring town Leuk (3953) is a different place and its postal code must not be taken. Then deductible 1000, place and year kept.",
    turns: [
      {
        user: "hallo, wohnu in leukerbad und bi jg 2003. was mues i fer d grundversicherig zahlu?",
        expect: {
          act: "ask_price",
          fields: { plz: "3954", ort: "Leukerbad", birthYear: 2003 },
          answers: [CHF_AMOUNT],
          notAnswers: [/\b3953\b/],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit 1000 franchise?",
        expect: {
          act: "change",
          fields: { plz: "3954", birthYear: 2003, franchise: 1000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v19-place-age-07",
    category: "place-age",
    note: "Surselva (Graubünden): bare numbers, '7031 laax, 1994' (100 % Laax, GR region 3): a postal code and a birth year without any word; 1994 is a plausible year, not a deductible. Then the family-doctor model ('hausarzt bitte'), place and year kept.",
    turns: [
      {
        user: "7031 laax, 1994",
        expect: {
          act: "provide_info",
          fields: { plz: "7031", birthYear: 1994 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "hausarzt bitte",
        expect: {
          act: "change",
          fields: { plz: "7031", birthYear: 1994, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
];
