import type { AdvisorCase } from "../case-format";

/** Deductibles, tariff years, ages, premiums and postal codes told apart by their context. Conversations take place on 27.11.2026. */
export const numbersCases: AdvisorCase[] = [
  {
    id: "h7-numbers-01",
    category: "numbers",
    note: "2000 is the postal code of Neuchâtel here, not a deductible or a year",
    turns: [
      {
        user: "2000 neuchâtel, jg 1982, franchise 500",
        expect: { fields: { plz: "2000", birthYear: 1982, franchise: 500 }, figures: [{ what: "cheapest", franchise: 500 }] },
      },
    ],
  },
  {
    id: "h7-numbers-02",
    category: "numbers",
    note: "the postal code 1996 (Basse-Nendaz) looks like a birth year; the birth year is 1971",
    turns: [
      {
        user: "PLZ 1996 Basse-Nendaz, Jahrgang 1971, Franchise 300",
        expect: { fields: { plz: "1996", birthYear: 1971, franchise: 300 }, figures: [{ what: "cheapest", franchise: 300 }] },
      },
    ],
  },
  {
    id: "h7-numbers-03",
    category: "numbers",
    note: "a yearly premium of 5'400 is 450 a month; it is neither a deductible nor a postal code",
    turns: [
      {
        user: "zahle im ganzen jahr 5'400.- für d krankekasse (atupri), 8610 uster, jahrgang 1979, franchise 1000. isch das vill?",
        expect: {
          fields: { plz: "8610", birthYear: 1979, franchise: 1000, currentInsurer: "Atupri", currentPremium: 450 },
          notAnswers: [/franchise (von )?(chf )?5'?400/i],
        },
      },
    ],
  },
  {
    id: "h7-numbers-04",
    category: "numbers",
    note: "a child's deductibles (100, then 600); 2019 is the birth year",
    turns: [
      {
        user: "für mis meitli, jg 2019, 8406 winterthur, franchise 100",
        expect: { fields: { plz: "8406", franchise: 100, persons: [{ birthYear: 2019 }] }, figures: [{ what: "cheapest", franchise: 100 }] },
      },
      {
        user: "und mit 600?",
        expect: { act: "change", fields: { plz: "8406", franchise: 600, persons: [{ birthYear: 2019 }] }, figures: [{ what: "cheapest", franchise: 600 }] },
      },
    ],
  },
  {
    id: "h7-numbers-05",
    category: "numbers",
    note: "a deductible in words ('Fünfhunderter') and a two-digit year",
    turns: [
      {
        user: "Jahrgang 59, PLZ 6210 Sursee, Fünfhunderter-Franchise, Hausarzt",
        expect: {
          fields: { plz: "6210", birthYear: 1959, franchise: 500, model: "hausarzt" },
          figures: [{ what: "cheapest", franchise: 500, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "h7-numbers-06",
    category: "numbers",
    note: "a bare 1500 after the data is a deductible; a bare 2026 is the tariff year",
    turns: [
      { user: "6340 baar, 1984", expect: { fields: { plz: "6340", birthYear: 1984 } } },
      {
        user: "und mit 1500?",
        expect: { act: "change", fields: { plz: "6340", birthYear: 1984, franchise: 1500 }, figures: [{ what: "cheapest", franchise: 1500 }] },
      },
      {
        user: "und 2026?",
        expect: {
          fields: { plz: "6340", birthYear: 1984, franchise: 1500, tariffYear: 2026 },
          figures: [{ what: "cheapest", franchise: 1500, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "h7-numbers-07",
    category: "numbers",
    note: "1200 are the yearly costs, 2500 the deductible asked about",
    turns: [
      {
        user: "ich gehe etwa 4 mal im jahr zum arzt, das kostet so 1200 fr. im jahr. lohnt sich da die 2500er franchise? 5000 aarau, 1990",
        expect: {
          fields: { plz: "5000", birthYear: 1990, expectedCosts: 1200 },
          answers: [/franchise/i],
          notAnswers: [/franchise (von )?(chf )?1'?200\b/i],
        },
      },
    ],
  },
];
