import type { AdvisorCase } from "../case-format";

/** Deductibles, tariff years, ages, premiums and postal codes told apart by their context. Conversations take place on 27.11.2026. */
export const numbersCases: AdvisorCase[] = [
  {
    id: "h8-numbers-01",
    category: "numbers",
    note: "three bare numbers: 1987 is also a postal code (Hérémence VS), but 3123 (Belp) can only be the place, 1500 is no postal code and a valid deductible",
    turns: [
      {
        user: "1987 3123 1500",
        expect: {
          act: "provide_info",
          fields: { plz: "3123", birthYear: 1987, franchise: 1500 },
        },
      },
    ],
  },
  {
    id: "h8-numbers-02",
    category: "numbers",
    note: "a yearly premium: 4'380 a year = 365 a month; deductible and model unknown, so no saving figure",
    turns: [
      {
        user: "ich zahl 4'380.- im jahr bi dr helsana, wohne in 6020 u bi 1970 gebore. gits öppis günstigers?",
        expect: {
          fields: { plz: "6020", birthYear: 1970, currentInsurer: "Helsana", currentPremium: 365 },
        },
      },
    ],
  },
  {
    id: "h8-numbers-03",
    category: "numbers",
    note: "the same number three times, each with its label",
    turns: [
      {
        user: "Franchise 2000, Jahrgang 2000, PLZ 2000 Neuenburg – was kostet das?",
        expect: {
          act: "ask_price",
          fields: { plz: "2000", ort: "Neuchâtel", birthYear: 2000, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "h8-numbers-04",
    category: "numbers",
    note: "'300er Franchise' and a tariff year in the same message, then only the deductible changes",
    turns: [
      {
        user: "Für 2027 bitte: 8600 Dübendorf, 1958, 300er Franchise",
        expect: {
          fields: { plz: "8600", birthYear: 1958, franchise: 300, tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 300, tariffYear: 2027 }],
        },
      },
      {
        user: "und mit 2500?",
        expect: {
          act: "change",
          fields: { plz: "8600", birthYear: 1958, franchise: 2500, tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 2500, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h8-numbers-05",
    category: "numbers",
    note: "age 19 (2007, or 2006 with a December birthday: a young adult in 2027 either way); 800 are expected yearly costs, not a premium; with 800 of costs the 2500 deductible comes out cheaper overall",
    turns: [
      {
        user: "bi 19 u wohne in 3600 thun. franchise 300 oder 2500, was isch besser wenn i öppe 800.- im jahr zum dokter gah?",
        expect: {
          act: "ask_compare",
          fields: { plz: "3600", birthYear: 2007, expectedCosts: 800 },
          answers: [/2'?500.{0,100}(günstiger|billiger|besser|lohnt|empfehl|spar)|(günstiger|billiger|besser|lohnt|empfehl|spar).{0,100}2'?500/i],
        },
      },
    ],
  },
  {
    id: "h8-numbers-06",
    category: "numbers",
    note: "1958 is the postal code (shared by Uvrier, part of Sion, and St-Léonard), 1966 the birth year although 1966 is also a postal code (Ayent); Fr. 1'000.– with apostrophe and dash",
    turns: [
      {
        user: "Ich wohne in Uvrier bei Sitten (1958) und bin am 4. Mai 1966 geboren. Franchise Fr. 1'000.–. Was kostet das 2027?",
        expect: {
          act: "ask_price",
          fields: { plz: "1958", ort: "Uvrier", birthYear: 1966, franchise: 1000, tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 1000, tariffYear: 2027 }],
        },
      },
    ],
  },
];
