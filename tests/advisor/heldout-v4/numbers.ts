import type { AdvisorCase } from "../case-format";

// Held-out v4: deductibles, tariff years, ages, premiums and postal codes told apart by their context.
export const numbersCases: AdvisorCase[] = [
  {
    id: "h4-numbers-01",
    category: "numbers",
    note: "postal code, birth year, deductible and current premium in one line",
    turns: [
      {
        user: "8400, 1985, franchise 2000, 350 fr. zahl ich jetzt",
        expect: { fields: { plz: "8400", birthYear: 1985, franchise: 2000, currentPremium: 350 } },
      },
    ],
  },
  {
    id: "h4-numbers-02",
    category: "numbers",
    note: "born 2001: young adult in 2026, adult in 2027",
    turns: [
      {
        user: "Ich bin 2001 geboren, wohne in 3072 Ostermundigen, bitte die Prämien 2027 mit Franchise 1000",
        expect: { fields: { birthYear: 2001, plz: "3072", tariffYear: 2027, franchise: 1000 } },
      },
    ],
  },
  {
    id: "h4-numbers-03",
    category: "numbers",
    turns: [
      {
        user: "6300 zug, 500 franchise, jahrgang 1993",
        expect: { fields: { plz: "6300", franchise: 500, birthYear: 1993 }, figures: [{ what: "cheapest", franchise: 500 }] },
      },
    ],
  },
  {
    id: "h4-numbers-04",
    category: "numbers",
    note: "premium with decimals must not be read as a postal code or deductible",
    turns: [
      {
        user: "Ich zahle 428.50 im Monat, bin 1970 und wohne in 5000 Aarau",
        expect: { fields: { currentPremium: 428.5, birthYear: 1970, plz: "5000" }, notAnswers: [/franchise (von )?(chf )?428/i] },
      },
    ],
  },
  {
    id: "h4-numbers-05",
    category: "numbers",
    note: "postal code and birth year are the same number",
    turns: [
      {
        user: "PLZ 1950 Sion, Jahrgang 1950",
        expect: { fields: { plz: "1950", ort: "Sion", birthYear: 1950 } },
      },
    ],
  },
  {
    id: "h4-numbers-06",
    category: "numbers",
    note: "'2500er' is a deductible here, not the Biel postal code; then a compare question",
    turns: [
      {
        user: "2500er franchise, 8610 uster, 1999",
        expect: { fields: { franchise: 2500, plz: "8610", birthYear: 1999 }, notAnswers: [/biel/i] },
      },
      {
        user: "wie viel spar ich im jahr gegenüber de 300er?",
        expect: { act: "ask_compare", fields: { plz: "8610", birthYear: 1999 }, answers: [/300/, /jahr/i, /\d+[.,'’]?\d*/] },
      },
    ],
  },
  {
    id: "h4-numbers-07",
    category: "numbers",
    note: "Biel postal code 2503, then '2500' as a deductible that must not replace the postal code",
    turns: [
      {
        user: "plz 2503, bin 1981",
        expect: { fields: { plz: "2503", birthYear: 1981 } },
      },
      {
        user: "franchise 2500 bitte",
        expect: { act: "change", fields: { plz: "2503", birthYear: 1981, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
    ],
  },
];
