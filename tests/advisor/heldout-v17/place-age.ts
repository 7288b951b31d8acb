import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, EIGHT_HOURS } from "../heldout-patterns";

/**
 * Held-out set v17, place and age in many phrasings: a two-digit birth year ("jahrgang 88"), an age instead of a year
 * ("bin 34", "bin 23i") later made exact, a full date of birth (12.03.1990), a locality with its canton abbreviation
 * instead of a postal code ("altdorf ur"), the year before the place, Valais German ("im 79 gibore"). Places in Zug,
 * Lucerne, Valais, Uri, Appenzell Innerrhoden, Basel-Landschaft and German-speaking Fribourg. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes 2027: children
 * born 2009 or later, young adults born 2002–2008, adults born 2001 or earlier). Every postal code, locality, canton and
 * premium region was checked against swisstopo's directory joined with the BAG premium regions (2026 join, unchanged
 * for these municipalities in the 2027 annex) in ../shared/data with a throw-away script outside the repository.
 */

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v17-place-age-01",
    category: "place-age",
    note: "Zug: 6300 (localities Zug and Zugerberg, municipality Zug 99.5 %, Baar 0.5 %, all ZG region 0) with a two-digit birth year '88' = 1988 (adult). Then a bare follow-up 'und mit 2500?' that refers back: deductible 2500, place and year kept, neither asked again.",
    turns: [
      {
        user: "6300 zug, jahrgang 88",
        expect: {
          act: "provide_info",
          fields: { plz: "6300", birthYear: 1988 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 2500?",
        expect: {
          act: "change",
          fields: { plz: "6300", birthYear: 1988, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v17-place-age-02",
    category: "place-age",
    note: "Lucerne German: 'sursee' without postal code and an age '34' instead of a year (born 1991 or 1992 on 22.11.2026; an adult in 2027 either way, so the birth year is not checked). Every row of 6210 has the locality name Sursee; the municipality Sursee (89.9 %) is LU region 2, but 6 % of the addresses of 6210 lie in Mauensee (LU region 3): the figure is computed for the place the engine settles on (ambiguity noted). Then without accident cover because the person works full time (Art. 8 KVG, Art. 13 UVV).",
    turns: [
      {
        user: "wohne in sursee und bi 34i. was zahl ich für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { ort: "Sursee", plz: "6210" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "ohni unfall bitte, bi 100% agstellt",
        expect: {
          act: "change",
          fields: { plz: "6210", accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", accident: false }],
        },
      },
    ],
  },
  {
    id: "v17-place-age-03",
    category: "place-age",
    note: "Valais German: 'z visp 3930' (municipality Visp 89.4 %, Visperterminen, Baltschieder, Raron: all VS region 2) and 'im 79 gibore' = 1979. Then deductible 1000 with place and year kept.",
    turns: [
      {
        user: "grüess eich, wohne z visp 3930, bin im 79 gibore. was chostet mich d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "3930", birthYear: 1979 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und wenn i d franchise uf 1000 uehi tue?",
        expect: {
          act: "change",
          fields: { plz: "3930", birthYear: 1979, franchise: 1000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v17-place-age-04",
    category: "place-age",
    note: "Uri: 'altdorf ur' without postal code: 6460 Altdorf UR (municipalities Altdorf, Bürglen, Flüelen, all UR region 0). 'Altdorf SH' (8243, municipality Thayngen, SH region 2) also exists; the 'ur' settles it, so nothing in Schaffhausen may be shown. Born 1995. Then the cheapest telemedicine offer.",
    turns: [
      {
        user: "altdorf ur, geboren 1995, was isch s günstigschte?",
        expect: {
          act: "ask_price",
          fields: { plz: "6460", birthYear: 1995 },
          answers: [CHF_AMOUNT],
          notAnswers: [/schaffhausen|thayngen|\bSH\b/],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und s billigschte telmed?",
        expect: {
          act: "change",
          fields: { plz: "6460", birthYear: 1995, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v17-place-age-05",
    category: "place-age",
    note: "Appenzell Innerrhoden: 9050 'appezöll' (localities Appenzell, Eggerstanden, Steinegg …; municipalities Appenzell, Schwende-Rüte, Gonten, Schlatt-Haslen: all AI region 0) and an age '23i' (born 2002 or 2003: a young adult 19–25 in 2027 either way, so the year is not checked in the first turn). Then the exact date of birth 3 May 2003: birth year 2003, place kept.",
    turns: [
      {
        user: "9050 appezöll, bin 23i",
        expect: {
          act: "provide_info",
          fields: { plz: "9050" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "gebore bin i am 3. mai 2003",
        expect: {
          fields: { plz: "9050", birthYear: 2003 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v17-place-age-06",
    category: "place-age",
    note: "Basel-Landschaft: the year before the place, 'jg. 1958 – wohnhaft 4410 liestal' (Liestal 99.8 %, Bubendorf 0.2 %, both BL region 1). Then a pensioner wants accident cover: a retired person has no UVG cover, so accident cover belongs in the basic insurance (Art. 8 KVG a contrario); the 8-hour rule for employees (Art. 13 UVV) does not apply to him and must not be offered as the reason.",
    turns: [
      {
        user: "jg. 1958 – wohnhaft 4410 liestal. bitte günstigste grundversicherung",
        expect: {
          act: "ask_price",
          fields: { plz: "4410", birthYear: 1958 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "bi pensioniert, also mit unfall gäll",
        expect: {
          act: "change",
          fields: { plz: "4410", birthYear: 1958, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [EIGHT_HOURS, ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "v17-place-age-07",
    category: "place-age",
    note: "German-speaking Fribourg (Sense district): 3186 Düdingen (100 % Düdingen, FR region 2) and a full date of birth 12.03.1990: birth year 1990; neither 12 nor 03 may be taken as anything else. Then whether these are the 2027 premiums: yes, the tariff year shown is 2027.",
    turns: [
      {
        user: "3186 düdinge, gebore am 12.03.1990",
        expect: {
          act: "provide_info",
          fields: { plz: "3186", birthYear: 1990 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "isch das jetz für 2027?",
        expect: {
          fields: { plz: "3186", birthYear: 1990, tariffYear: 2027 },
          answers: [/2027/],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
];
