import type { AdvisorCase } from "../case-format";

/** Deductibles, tariff years, ages, premiums and postal codes told apart by their context. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. */
export const numbersCases: AdvisorCase[] = [
  {
    id: "h9-numbers-01",
    category: "numbers",
    note: "three bare numbers in an unusual order: 2500 is no postal code and the highest deductible; 1978 is also a postal code (Lens VS), but 8610 (Uster) cannot be a birth year, so 1978 is the year; then a deductible that does not exist (3000): the highest is 2500, the state keeps 2500",
    turns: [
      {
        user: "2500 1978 8610",
        expect: {
          act: "provide_info",
          fields: { plz: "8610", birthYear: 1978, franchise: 2500 },
        },
      },
      {
        user: "gits au 3000er franchise?",
        expect: {
          fields: { plz: "8610", birthYear: 1978, franchise: 2500 },
          answers: [/(höchste|maximal|max\.|grösste|nicht|kein).{0,80}2'?500|2'?500.{0,40}(höchste|maximal|grösste)|\bnein\b/i],
        },
      },
    ],
  },
  {
    id: "h9-numbers-02",
    category: "numbers",
    note: "'CHF 389.55' is the premium, 'Franchise 2'500.-' with apostrophe and dash; like-for-like saving (telmed, 2500)",
    turns: [
      {
        user: "Zahle aktuell CHF 389.55 pro Monat bei der KPT, Franchise 2'500.-, Telmed. 8304 Wallisellen, Jahrgang 1986. Geht's günstiger?",
        expect: {
          fields: {
            plz: "8304",
            birthYear: 1986,
            franchise: 2500,
            currentInsurer: "KPT",
            currentPremium: 389.55,
            currentModel: "telmed",
          },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "h9-numbers-03",
    category: "numbers",
    note: "a bare '1500' after the offers is a deductible (1500 is no postal code)",
    turns: [
      {
        user: "6003 luzern, jahrgang 1969",
        expect: {
          act: "provide_info",
          fields: { plz: "6003", birthYear: 1969 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "1500",
        expect: {
          act: "change",
          fields: { plz: "6003", birthYear: 1969, franchise: 1500 },
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "h9-numbers-04",
    category: "numbers",
    note: "three four-digit numbers: 2027 the tariff year, 1954 the birth year, 2540 Grenchen the postal code, 500 the deductible",
    turns: [
      {
        user: "Prämie 2027 für eine 1954 geborene Frau in 2540 Grenchen, Franchise 500?",
        expect: {
          act: "ask_price",
          fields: { plz: "2540", birthYear: 1954, franchise: 500, tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 500, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h9-numbers-05",
    category: "numbers",
    note: "an age (62 → 1964), a premium with '.-', a '2000er' deductible and the postal code in one run-on line; no model, so no saving figure is checked",
    turns: [
      {
        user: "bi 62, zahl 610.- im monet bi dr visana, 2000er franchise, 3700 spiez. gits öppis billigers?",
        expect: {
          fields: {
            plz: "3700",
            birthYear: 1964,
            franchise: 2000,
            currentInsurer: "Visana",
            currentPremium: 610,
          },
        },
      },
    ],
  },
  {
    id: "h9-numbers-06",
    category: "numbers",
    note: "'Fr. 3'000.-' are expected yearly costs, not a premium: with 3000 of costs the 300 deductible is cheapest overall; then with 500 of costs the 2500 deductible",
    turns: [
      {
        user: "Ich habe jedes Jahr ca. Fr. 3'000.- Arztkosten (chronisch krank). Welche Franchise lohnt sich für mich? 4410 Liestal, Jahrgang 1980",
        expect: {
          fields: { plz: "4410", birthYear: 1980, expectedCosts: 3000 },
          answers: [/\b300\b.{0,120}(günstig|lohnt|empfehl|besser|sinnvoll|tiefste)|(günstig|lohnt|empfehl|besser|sinnvoll|tiefste).{0,120}\b300\b/i],
        },
      },
      {
        user: "und wenn es nur so 500.- wären?",
        expect: {
          fields: { plz: "4410", birthYear: 1980, expectedCosts: 500 },
          answers: [/2'?500.{0,120}(günstig|lohnt|empfehl|besser|sinnvoll|höchste)|(günstig|lohnt|empfehl|besser|sinnvoll|höchste).{0,120}2'?500/i],
        },
      },
    ],
  },
  {
    id: "h9-numbers-07",
    category: "numbers",
    note: "the same number as birth year and postal code (1950 Sion), told apart by the words; Sitten = Sion",
    turns: [
      {
        user: "Bin 1950 geboren und wohne in Sitten (PLZ 1950). Was kostet die Grundversicherung mit Franchise 300?",
        expect: {
          act: "ask_price",
          fields: { plz: "1950", ort: "Sion", birthYear: 1950, franchise: 300 },
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
    ],
  },
];
