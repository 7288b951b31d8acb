import type { AdvisorCase } from "../case-format";

/** "Prämien 2026", "nächstes Jahr", "wie stark steigen …". Conversations take place on 27.11.2026. */
const RISE = /steig|höher|teurer|mehr|zunahme|aufschlag|erhöh|%|prozent|sink|günstiger|weniger/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "h6-tariff-year-01",
    category: "tariff-year",
    turns: [
      {
        user: "wie fest stiged d prämie nöchscht jahr für mi? 8050 zürich, 1982",
        expect: { act: "ask_trend", fields: { plz: "8050", birthYear: 1982 }, answers: [RISE, /2027/] },
      },
    ],
  },
  {
    id: "h6-tariff-year-02",
    category: "tariff-year",
    note: "first this year's price, then next year",
    turns: [
      {
        user: "Was kostet die günstigste Kasse dieses Jahr in 1950 Sion für Jahrgang 1960?",
        expect: { fields: { plz: "1950", birthYear: 1960, tariffYear: 2026 }, figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
      {
        user: "und ab januar?",
        expect: { fields: { plz: "1950", birthYear: 1960, tariffYear: 2027 }, figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "h6-tariff-year-03",
    category: "tariff-year",
    note: "on 27.11.2026 a price without a year means the coming year; the explicit year 2027 must be kept",
    turns: [
      {
        user: "Prämien 2027 für 9400 Rorschach, Jahrgang 1993, Franchise 2500",
        expect: { fields: { plz: "9400", birthYear: 1993, franchise: 2500, tariffYear: 2027 }, figures: [{ what: "cheapest", franchise: 2500, tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "h6-tariff-year-04",
    category: "tariff-year",
    turns: [
      {
        user: "bin bi de helsana in 3006 bern, jg 1971. wird die nöchscht jahr tüürer?",
        expect: { fields: { plz: "3006", birthYear: 1971, currentInsurer: "Helsana" }, answers: [RISE] },
      },
    ],
  },
  {
    id: "h6-tariff-year-05",
    category: "tariff-year",
    note: "comparing the two years for a model",
    turns: [
      {
        user: "6460 altdorf, 1988, hmo. was hani 2026 zahlt und was zahl i 2027?",
        expect: {
          act: "ask_compare",
          fields: { plz: "6460", birthYear: 1988, model: "hmo" },
          answers: [/2026/, /2027/],
          figures: [
            { what: "cheapest", model: "hmo", tariffYear: 2026 },
            { what: "cheapest", model: "hmo", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "h6-tariff-year-06",
    category: "tariff-year",
    note: "general question about the average rise, no personal data needed",
    turns: [
      {
        user: "um wieviel prozent steigen die krankenkassenprämien 2027 im schnitt?",
        expect: { act: "ask_trend", answers: [/%|prozent/i] },
      },
      {
        user: "und bi mir konkret? 6300 zug, 1971",
        expect: { fields: { plz: "6300", birthYear: 1971 }, answers: [RISE] },
      },
    ],
  },
  {
    id: "h6-tariff-year-07",
    category: "tariff-year",
    note: "the year is switched back to 2026 after a 2027 answer",
    turns: [
      {
        user: "7270 davos platz, jahrgang 1955, nächstes jahr bitte",
        expect: { fields: { plz: "7270", birthYear: 1955, tariffYear: 2027 }, figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
      {
        user: "zeig mir zum vergleich noch das laufende jahr",
        expect: { fields: { plz: "7270", birthYear: 1955, tariffYear: 2026 }, figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
    ],
  },
];
