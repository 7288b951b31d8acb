import type { AdvisorCase } from "../case-format";

/** Deductibles, tariff years, ages, premiums and postal codes told apart by their context. Conversations take place on 27.11.2026. */
export const numbersCases: AdvisorCase[] = [
  {
    id: "h5-numbers-01",
    category: "numbers",
    note: "postal code, birth year, deductible and a premium with decimals in one line",
    turns: [
      {
        user: "3006 bern, 1958, franchise 1500, zahle aktuell 487.30",
        expect: { fields: { plz: "3006", birthYear: 1958, franchise: 1500, currentPremium: 487.3 } },
      },
    ],
  },
  {
    id: "h5-numbers-02",
    category: "numbers",
    note: "postal code 2000 and deductible 2000 in the same message",
    turns: [
      {
        user: "PLZ 2000 Neuchâtel, Franchise 2000, geboren 1987",
        expect: { fields: { plz: "2000", franchise: 2000, birthYear: 1987 }, figures: [{ what: "cheapest", franchise: 2000 }] },
      },
    ],
  },
  {
    id: "h5-numbers-03",
    category: "numbers",
    note: "birth year 1960 looks like a postal code; '500er' is the deductible",
    turns: [
      {
        user: "3960 sierre, 1960, 500er",
        expect: { fields: { plz: "3960", birthYear: 1960, franchise: 500 } },
      },
    ],
  },
  {
    id: "h5-numbers-04",
    category: "numbers",
    note: "bare numbers across turns: place, year, then '2500' is a deductible and must not replace the postal code",
    turns: [
      { user: "8500 frauenfeld", expect: { fields: { plz: "8500" } } },
      { user: "1979", expect: { fields: { plz: "8500", birthYear: 1979 } } },
      {
        user: "und mit 2500?",
        expect: { fields: { plz: "8500", birthYear: 1979, franchise: 2500 }, notAnswers: [/biel|bienne/i], figures: [{ what: "cheapest", franchise: 2500 }] },
      },
    ],
  },
  {
    id: "h5-numbers-05",
    category: "numbers",
    note: "a yearly premium: the monthly premium is 5400 / 12 = 450",
    turns: [
      {
        user: "ich zahle im jahr 5400 franken für d grundversicherig, 5430 wettingen, jahrgang 1971",
        expect: { fields: { currentPremium: 450, plz: "5430", birthYear: 1971 }, notAnswers: [/5400 (fr\.?|chf|franken) (pro|im|\/) ?monat/i] },
      },
    ],
  },
  {
    id: "h5-numbers-06",
    category: "numbers",
    note: "expected yearly costs (1200) next to two deductibles; compare question",
    turns: [
      {
        user: "franchise 1000 oder 1500 – was lohnt sich bei ca. 1200 fr. arztkosten im jahr? 4410 liestal, 1990",
        expect: { act: "ask_compare", fields: { expectedCosts: 1200, plz: "4410", birthYear: 1990 }, answers: [/1[' ]?000|1[' ]?500/] },
      },
    ],
  },
  {
    id: "h5-numbers-07",
    category: "numbers",
    note: "house number in the address must not be read as deductible or year",
    turns: [
      {
        user: "Bahnhofstrasse 12, 8001 Zürich, Jg. 1984 – was kostet die günstigste Kasse?",
        expect: { fields: { plz: "8001", birthYear: 1984 }, act: "ask_price", figures: [{ what: "cheapest" }], notAnswers: [/franchise (von )?(chf )?12\b/i] },
      },
    ],
  },
  {
    id: "h5-numbers-08",
    category: "numbers",
    note: "'2027' is the tariff year, '27' in 'am 27.' is not an age",
    turns: [
      {
        user: "hab heut am 27. gemerkt dass ich noch nix verglichen hab. prämien 2027 für 6300 zug, jahrgang 1994, franchise 300",
        expect: { fields: { tariffYear: 2027, plz: "6300", birthYear: 1994, franchise: 300 }, figures: [{ what: "cheapest", tariffYear: 2027, franchise: 300 }] },
      },
    ],
  },
  {
    id: "h5-numbers-09",
    category: "numbers",
    note: "apostrophe thousands separator and 'CHF 2'500' as deductible",
    turns: [
      {
        user: "Jahrgang 1976, wohnhaft 8304 Wallisellen, Franchise CHF 2'500, zur Zeit zahle ich CHF 389.- pro Monat",
        expect: { fields: { birthYear: 1976, plz: "8304", franchise: 2500, currentPremium: 389 } },
      },
    ],
  },
];
