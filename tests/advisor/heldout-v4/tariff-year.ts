import type { AdvisorCase } from "../case-format";

// Held-out v4: "Prämien 2027", "nächstes Jahr", "wie stark steigen …" (conversation date: late November 2026).
export const tariffYearCases: AdvisorCase[] = [
  {
    id: "h4-tariff-year-01",
    category: "tariff-year",
    turns: [
      {
        user: "Was kostet mich die Grundversicherung 2027? 8004 Zürich, 1982, Franchise 2500",
        expect: { act: "ask_price", fields: { tariffYear: 2027, plz: "8004", birthYear: 1982, franchise: 2500 }, answers: [/2027/] },
      },
    ],
  },
  {
    id: "h4-tariff-year-02",
    category: "tariff-year",
    turns: [
      {
        user: "wie fescht stiegä d prämie nächschts jahr in bärn?",
        expect: { act: "ask_trend", answers: [/%|prozent|steig|aufschlag|teurer|erhöh/i] },
      },
    ],
  },
  {
    id: "h4-tariff-year-03",
    category: "tariff-year",
    note: "search for the current year, then the next year, then a year comparison; slots kept",
    turns: [
      {
        user: "3011 Bern, 1975, Franchise 300, Standardmodell mit Unfall",
        expect: { fields: { plz: "3011", birthYear: 1975, franchise: 300, model: "standard", accident: true } },
      },
      {
        user: "und was wäre das 2027?",
        expect: { fields: { tariffYear: 2027, plz: "3011", birthYear: 1975, franchise: 300, model: "standard" }, answers: [/2027/] },
      },
      {
        user: "und im vergleich zu dieses jahr, wie viel mehr isch das?",
        expect: { fields: { plz: "3011", birthYear: 1975, franchise: 300 }, answers: [/2026/, /2027/] },
      },
    ],
  },
  {
    id: "h4-tariff-year-04",
    category: "tariff-year",
    turns: [
      {
        user: "Prämien 2026 für 4051 Basel, Jahrgang 1990, Telmed",
        expect: {
          fields: { tariffYear: 2026, plz: "4051", birthYear: 1990, model: "telmed" },
          figures: [{ what: "cheapest", model: "telmed", tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "h4-tariff-year-05",
    category: "tariff-year",
    note: "named insurer and next year; the reply must talk about next year, not only this year",
    turns: [
      {
        user: "Ist die CSS nächstes Jahr teurer als jetzt? Ich wohne in 6003 Luzern, Jg. 1988",
        expect: { fields: { namedInsurer: "CSS", plz: "6003", birthYear: 1988 }, answers: [/css/i, /2027|nächste/i] },
      },
    ],
  },
  {
    id: "h4-tariff-year-06",
    category: "tariff-year",
    note: "'für nächstes Jahr' after a search; birth year 2008 turns 19 in 2027 (young adult)",
    turns: [
      {
        user: "1700 fribourg, jahrgang 2008, franchise 300",
        expect: { fields: { plz: "1700", birthYear: 2008 } },
      },
      {
        user: "und für nächstes jahr?",
        expect: { fields: { tariffYear: 2027, plz: "1700", birthYear: 2008 }, answers: [/2027/] },
      },
    ],
  },
];
