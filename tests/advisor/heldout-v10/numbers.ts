import type { AdvisorCase } from "../case-format";

/** Deductibles, tariff years, ages, premiums and postal codes told apart by their context. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. Insurers by BAG code: 8 CSS, 1555 Visana. */
export const numbersCases: AdvisorCase[] = [
  {
    id: "h10-numbers-01",
    category: "numbers",
    note: "three bare numbers: 8840 (Einsiedeln) can only be the postal code; 1960 is no postal code and no deductible, so it is the birth year; 2000 is then the deductible (not Neuchâtel 2000, not a birth year); then whether that is for 2027 (yes, the year shown)",
    turns: [
      {
        user: "2000 1960 8840",
        expect: {
          act: "provide_info",
          fields: { plz: "8840", birthYear: 1960, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
      {
        user: "gilt das fürs 2027?",
        expect: {
          fields: { plz: "8840", birthYear: 1960, franchise: 2000, tariffYear: 2027 },
          answers: [/\bja\b|2027/i],
        },
      },
    ],
  },
  {
    id: "h10-numbers-02",
    category: "numbers",
    note: "a premium with a decimal comma ('476,85'); like-for-like saving with the CSS Hausarzt model at 500",
    turns: [
      {
        user: "Meine Prämie ist 476,85 im Monat (CSS, Hausarzt, Franchise 500). 6312 Steinhausen, Jahrgang 1971. Gibt es was Günstigeres?",
        expect: {
          fields: {
            plz: "6312",
            birthYear: 1971,
            franchise: 500,
            currentInsurer: "8",
            currentPremium: 476.85,
            currentModel: "hausarzt",
          },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "h10-numbers-03",
    category: "numbers",
    note: "'45 jahr alt' is an age (→ 1981), '500er' the deductible; then a digit swap corrected: 54, not 45 (→ 1972); place and deductible stay",
    turns: [
      {
        user: "45 jahr alt, 500er franchise, 5200 brugg. was zahl ich?",
        expect: {
          act: "ask_price",
          fields: { plz: "5200", birthYear: 1981, franchise: 500 },
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
      {
        user: "sorry zahlendreher, bin 54 nicht 45",
        expect: {
          fields: { plz: "5200", birthYear: 1972, franchise: 500 },
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "h10-numbers-04",
    category: "numbers",
    note: "a yearly premium (5'400 a year = 450 a month) must be taken as CHF 450 per month; Spiegel b. Bern 3095 (Köniz, BE region 1); like-for-like saving with Visana standard/300",
    turns: [
      {
        user: "ich zahle 5'400 fr. im jahr bei der visana, standardmodell mit 300 franchise, 3095 spiegel, jg 1977. isch das z vill?",
        expect: {
          fields: {
            plz: "3095",
            birthYear: 1977,
            franchise: 300,
            currentInsurer: "1555",
            currentPremium: 450,
            currentModel: "standard",
          },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "h10-numbers-05",
    category: "numbers",
    note: "postal code 8957 and birth year 1957 side by side (1957 is also a postal code, Ardon VS; the word 'gebore' settles it); then the same for 2026",
    turns: [
      {
        user: "8957 spreitenbach, gebore 1957, franchise 300",
        expect: {
          act: "provide_info",
          fields: { plz: "8957", birthYear: 1957, franchise: 300 },
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "und wie viel wärs 2026 gsi?",
        expect: {
          fields: { plz: "8957", birthYear: 1957, franchise: 300 },
          figures: [{ what: "cheapest", franchise: 300, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "h10-numbers-06",
    category: "numbers",
    note: "'800.-' are expected yearly health costs, not a premium and not a deductible; then 4000 costs because of a knee operation (the recommendation itself is not checked)",
    turns: [
      {
        user: "ich ha so 800.- arztchöste im jahr. weli franchise lohnt sich? 8057 züri, 1984",
        expect: {
          fields: { plz: "8057", birthYear: 1984, expectedCosts: 800 },
        },
      },
      {
        user: "und wenn ich 4000 hätt, wil ich s chnü operiere mues?",
        expect: {
          fields: { plz: "8057", birthYear: 1984, expectedCosts: 4000 },
        },
      },
    ],
  },
];
