import type { AdvisorCase } from "../case-format";

/** Deductibles, tariff years, ages, premiums, house numbers and postal codes told apart by their context.
 * Conversations take place on 22.11.2026. Ages are turned into birth years as 2026 − age.
 * Insurers by BAG code: 881 EGK. */
export const numbersCases: AdvisorCase[] = [
  {
    id: "v11-numbers-01",
    category: "numbers",
    note: "numbers written as words: 'zwöitusigfüfhundert' = 2500 (deductible), 'nüünedrissgi' = 39 (→ 1987); Uster 8610 (ZH region 2); then 'tuusig' = 1000",
    turns: [
      {
        user: "zwöitusigfüfhundert franchise, wohne z 8610 uster und bi nüünedrissgi. was zahl i?",
        expect: {
          act: "ask_price",
          fields: { plz: "8610", birthYear: 1987, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und mit tuusig?",
        expect: {
          act: "change",
          fields: { plz: "8610", birthYear: 1987, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v11-numbers-02",
    category: "numbers",
    note: "a house number ('seestrass 12') is neither an age nor a deductible; 44 → 1982; Lachen SZ 8853; then the current deductible 2000 is kept ('das so lah')",
    turns: [
      {
        user: "wohne a de seestrass 12 in 8853 lache, bi 44. wie vill zahl i für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "8853", birthYear: 1982 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "han im moment e 2000er franchise, das würd i so lah",
        expect: {
          fields: { plz: "8853", birthYear: 1982, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "v11-numbers-03",
    category: "numbers",
    note: "a full date of birth (03.11.1961 → 1961; 3 and 11 are no deductible), Schattdorf UR 6467, deductible 1000; then the running year ('dasjahr' = 2026)",
    turns: [
      {
        user: "Geboren am 03.11.1961, PLZ 6467, Franchise 1000. Was zahle ich?",
        expect: {
          act: "ask_price",
          fields: { plz: "6467", birthYear: 1961, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "und was han i dasjahr zahlt?",
        expect: {
          fields: { plz: "6467", birthYear: 1961, franchise: 1000, tariffYear: 2026 },
          figures: [{ what: "cheapest", franchise: 1000, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v11-numbers-04",
    category: "numbers",
    note: "'3'500 fr.' are expected yearly health costs (not a premium, not a deductible); with 3'500 a year the lowest deductible (300) is the cheapest in total in Malters LU (checked against the 2027 premiums); then the person takes it: the 300 price",
    turns: [
      {
        user: "ha wäge em bluetdruck und so öppe 3'500 fr. arztchöste im jahr. 6102 malters, jg 59. weli franchise lohnt sich?",
        expect: {
          fields: { plz: "6102", birthYear: 1959, expectedCosts: 3500 },
          answers: [/\b300\b/],
        },
      },
      {
        user: "ok denn nimm i di 300er. was zahl i denn bi de günstigschte?",
        expect: {
          fields: { plz: "6102", birthYear: 1959, franchise: 300 },
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "v11-numbers-05",
    category: "numbers",
    note: "'en 01er jahrgang' = born 2001: 26 in 2027, so an adult (not a young adult); Näfels GL 8752; then a brother 'en 04er' (2004, a young adult): his own price",
    turns: [
      {
        user: "bi en 01er jahrgang und wohne in 8752 näfels. was zahl i?",
        expect: {
          fields: { plz: "8752", birthYear: 2001 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und min brüeder isch en 04er, was zahlt dä?",
        expect: {
          fields: { plz: "8752" },
          figures: [{ what: "cheapest", birthYear: 2004 }],
        },
      },
    ],
  },
  {
    id: "v11-numbers-06",
    category: "numbers",
    note: "five numbers in one line: premium 458.30 (decimal point, no currency; the real 2026 EGK premium), deductible 1500, postal code 8712 (Stäfa, ZH region 2), birth year 1975; EGK Hausarzt: the like-for-like saving",
    turns: [
      {
        user: "zahle 458.30 im monet, franchise 1500, 8712 stäfa, 1975, bi de egk im hausarztmodell. gits öppis billigers?",
        expect: {
          fields: {
            plz: "8712",
            birthYear: 1975,
            franchise: 1500,
            currentInsurer: "881",
            currentPremium: 458.3,
            currentModel: "hausarzt",
          },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
];
