import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, place and age in many phrasings: a full birth date near Winterthur, a locality without postal code
 * in the Valais ("unterbäch im wallis"), a village of the Lucerne Seetal with "im seetal", Düdingen in German-speaking
 * Fribourg with the canton written in French, a place given after the year in a second message, and an age instead of
 * a birth year (which must not be turned into a fixed birth year). Written apart from the engine and never tuned
 * against. Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code
 * and locality was checked against swisstopo's directory joined with the BAG premium regions (../shared/data), and
 * offers exist for every setting a figure is expected for in 2026 and 2027 (throw-away script outside the repository).
 */

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v22-place-age-01",
    category: "place-age",
    note: "Near Winterthur (Zurich): 8311 Brütten (100 % Brütten, ZH region 3), a full birth date '3.4.1989' → 1989 (not 3, 4 or 1989 as a postal code). The date must not be read as a deductible or postal code. Then 'mit 1000 franchise ohni unfall': offers exist in both years (2026 Agrisano AGRIsmart 373.10, 2027 SLKK SmartMed 394.10).",
    turns: [
      {
        user: "brütten bi winti, gebore am 3.4.1989. was zahl i?",
        expect: {
          fields: { plz: "8311", birthYear: 1989 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "mit 1000 franchise ohni unfall",
        expect: {
          act: "change",
          fields: { plz: "8311", birthYear: 1989, franchise: 1000, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000, accident: false }],
        },
      },
    ],
  },
  {
    id: "v22-place-age-02",
    category: "place-age",
    note: "Valais: 'unterbäch im wallis' without a postal code → 3944 Unterbäch VS (100 % Unterbäch, VS region 2; the only Unterbäch). The year is given in the second message ('jg 1971').",
    turns: [
      {
        user: "ich wohne in unterbäch im wallis",
        expect: {
          act: "provide_info",
          fields: { plz: "3944", ort: "Unterbäch" },
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
      {
        user: "jg 1971",
        expect: {
          fields: { plz: "3944", birthYear: 1971 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v22-place-age-03",
    category: "place-age",
    note: "Lucerne Seetal: 'gelfingen im seetal' → 6284 Gelfingen (100 % Hitzkirch, LU region 3; the postal code also covers Sulz LU, same municipality). Born 1972. Then telemedicine 2500 without accident (2026 Luzerner Hinterland Telmed 279.45, 2027 293.45).",
    turns: [
      {
        user: "gelfingen im seetal, jahrgang zweiundsiebzig",
        expect: {
          fields: { plz: "6284", birthYear: 1972 },
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
      {
        user: "was wär d prämie mit telmed u 2500, ohni unfall?",
        expect: {
          fields: { plz: "6284", birthYear: 1972, model: "telmed", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v22-place-age-04",
    category: "place-age",
    note: "German-speaking Fribourg: 'düdingen (fribourg)' → 3186 Düdingen (100 % Düdingen, FR region 2), born 1983; the canton is written in French. Then 'mit 300 franchise und unfall': offers exist in both years (2026 Agrisano AGRIsmart 450.00, 2027 Aquilana SMARTMED 479.50, any model).",
    turns: [
      {
        user: "düdingen (fribourg), 1983 gebore",
        expect: { fields: { plz: "3186", birthYear: 1983 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
      {
        user: "mit 300 franchise und unfall bitte",
        expect: {
          fields: { plz: "3186", birthYear: 1983, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "v22-place-age-05",
    category: "place-age",
    note: "Nidwalden: 6386 Wolfenschiessen (100 % Wolfenschiessen, NW region 0), 'bi 56i': an age, which does not fix the birth year (1969 or 1970 depending on the birthday), so no birthYear is expected; the advisor may ask for the year or use the age, but must not ask for the postal code again. Then 'jahrgang 1970. mit 300 und unfall': offers exist in both years (2026 Agrisano AGRIsmart 385.40, 2027 399.20).",
    turns: [
      {
        user: "6386 wolfeschiesse, bi 56i",
        expect: { fields: { plz: "6386" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
      {
        user: "jahrgang 1970. mit 300 und unfall",
        expect: {
          fields: { plz: "6386", birthYear: 1970, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
    ],
  },
];
