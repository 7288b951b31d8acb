import type { AdvisorCase } from "../case-format";

/** Deductibles, tariff years, ages, premiums and postal codes told apart by their context. Conversations take place on 27.11.2026. */
export const numbersCases: AdvisorCase[] = [
  {
    id: "h6-numbers-01",
    category: "numbers",
    note: "2000 is the deductible, not a year or a postal code",
    turns: [
      {
        user: "3600 thun, 1990, franchise 2000 bitte",
        expect: { fields: { plz: "3600", birthYear: 1990, franchise: 2000 }, figures: [{ what: "cheapest", franchise: 2000 }] },
      },
    ],
  },
  {
    id: "h6-numbers-02",
    category: "numbers",
    note: "the premium paid now is not a deductible; 2027 is the year",
    turns: [
      {
        user: "Ich zahle aktuell 389.40 pro Monat bei der CSS, 1500er Franchise, wohne in 6300 Zug, Jahrgang 1980. Was wäre 2027 günstiger?",
        expect: {
          fields: { plz: "6300", birthYear: 1980, franchise: 1500, currentInsurer: "CSS", currentPremium: 389.4, tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 1500, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h6-numbers-03",
    category: "numbers",
    note: "age 30 is not a deductible or a year",
    turns: [
      {
        user: "bin 30i, 8032 zürich, franchise 300",
        expect: { fields: { plz: "8032", franchise: 300 }, notAnswers: [/franchise (von )?(chf )?30\b/i] },
      },
    ],
  },
  {
    id: "h6-numbers-04",
    category: "numbers",
    note: "deductible written as 2.5k / 2'500",
    turns: [
      {
        user: "1970, 4500 solothurn, franchise 2'500.-",
        expect: { fields: { plz: "4500", birthYear: 1970, franchise: 2500 } },
      },
      {
        user: "und mit 1k?",
        expect: { act: "change", fields: { plz: "4500", birthYear: 1970, franchise: 1000 }, figures: [{ what: "cheapest", franchise: 1000 }] },
      },
    ],
  },
  {
    id: "h6-numbers-05",
    category: "numbers",
    note: "expected yearly health costs are not a deductible",
    turns: [
      {
        user: "Jahrgang 1977, 3400 Burgdorf. Ich habe etwa 3000 Franken Arztkosten im Jahr. Welche Franchise lohnt sich?",
        expect: { fields: { plz: "3400", birthYear: 1977, expectedCosts: 3000 }, answers: [/franchise/i], notAnswers: [/franchise (von )?(chf )?3'?000/i] },
      },
    ],
  },
  {
    id: "h6-numbers-06",
    category: "numbers",
    note: "postal code after the year, both four digits",
    turns: [
      {
        user: "geboren 1996 wohnhaft 2502 biel",
        expect: { fields: { plz: "2502", birthYear: 1996 } },
      },
      {
        user: "1000 franchise, hmo",
        expect: { fields: { plz: "2502", birthYear: 1996, franchise: 1000, model: "hmo" }, figures: [{ what: "cheapest", franchise: 1000, model: "hmo" }] },
      },
    ],
  },
  {
    id: "h6-numbers-07",
    category: "numbers",
    note: "child deductible 600 and year 2027 in the same message",
    turns: [
      {
        user: "Kind Jg. 2016, 6500 Bellinzona, Franchise 600, Tarif 2027",
        expect: { fields: { plz: "6500", franchise: 600, tariffYear: 2027, persons: [{ birthYear: 2016 }] } },
      },
    ],
  },
];
