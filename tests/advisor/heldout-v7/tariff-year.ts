import type { AdvisorCase } from "../case-format";

/** "Prämien 2026", "nächstes Jahr", "wie stark steigen …". Conversations take place on 27.11.2026. */
const RISE = /steig|stieg|höher|teurer|tüürer|mehr|zunahme|aufschlag|erhöh|%|prozent|sink|günstiger|billiger|weniger|gleich/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "h7-tariff-year-01",
    category: "tariff-year",
    note: "no insurer named: a trend answer, no exact figure required",
    turns: [
      {
        user: "Wie viel teurer wird meine Prämie 2027 gegenüber 2026? Ich wohne in 1700 Fribourg, Jahrgang 1976, Franchise 300, Standardmodell.",
        expect: {
          act: "ask_trend",
          fields: { plz: "1700", birthYear: 1976, franchise: 300, model: "standard" },
          answers: [RISE, /2027/],
        },
      },
    ],
  },
  {
    id: "h7-tariff-year-02",
    category: "tariff-year",
    note: "'ab Januar' is 2027, 'das laufende Jahr' is 2026",
    turns: [
      {
        user: "9500 wil, 1969, franchise 2500. was zahl ich ab januar?",
        expect: {
          fields: { plz: "9500", birthYear: 1969, franchise: 2500, tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 2500, tariffYear: 2027 }],
        },
      },
      {
        user: "und fürs laufende jahr?",
        expect: {
          fields: { plz: "9500", birthYear: 1969, franchise: 2500, tariffYear: 2026 },
          figures: [{ what: "cheapest", franchise: 2500, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "h7-tariff-year-03",
    category: "tariff-year",
    note: "'dieses Jahr' on 27.11.2026 is 2026",
    turns: [
      {
        user: "was wär dieses jahr die günstigste gewesen? 8280 kreuzlingen, jg 1991",
        expect: { fields: { plz: "8280", birthYear: 1991, tariffYear: 2026 }, figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
    ],
  },
  {
    id: "h7-tariff-year-04",
    category: "tariff-year",
    note: "both years side by side",
    turns: [
      {
        user: "1260 nyon, 1983, telmed mit 2500 franchise: zeig mir 2026 und 2027 nebeneinander",
        expect: {
          act: "ask_compare",
          fields: { plz: "1260", birthYear: 1983, model: "telmed", franchise: 2500 },
          answers: [/2026/, /2027/],
          figures: [
            { what: "cheapest", model: "telmed", franchise: 2500, tariffYear: 2026 },
            { what: "cheapest", model: "telmed", franchise: 2500, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "h7-tariff-year-05",
    category: "tariff-year",
    note: "a general trend question about a canton; the advisor must not invent a ranking it does not know",
    turns: [
      {
        user: "Stimmt es, dass die Prämien im Tessin nächstes Jahr am stärksten steigen?",
        expect: { act: "ask_trend", answers: [/tessin|ticino|\bTI\b/i] },
      },
    ],
  },
  {
    id: "h7-tariff-year-06",
    category: "tariff-year",
    note: "a pensioner; the year switched back and forth, the other slots stay",
    turns: [
      {
        user: "8200 schaffhausen, jahrgang 1948, rentner, ohne unfall",
        expect: { fields: { plz: "8200", birthYear: 1948, accident: false }, figures: [{ what: "cheapest", accident: false }] },
      },
      {
        user: "und wie sieht das 2026 us?",
        expect: {
          fields: { plz: "8200", birthYear: 1948, accident: false, tariffYear: 2026 },
          figures: [{ what: "cheapest", accident: false, tariffYear: 2026 }],
        },
      },
      {
        user: "ok und nöchscht jahr wieder?",
        expect: {
          fields: { plz: "8200", birthYear: 1948, accident: false, tariffYear: 2027 },
          figures: [{ what: "cheapest", accident: false, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h7-tariff-year-07",
    category: "tariff-year",
    note: "2028 premiums are not published before autumn 2027; no invented price",
    turns: [
      { user: "4153 reinach bl, 1986", expect: { fields: { plz: "4153", birthYear: 1986 } } },
      {
        user: "gits scho prämie für 2028?",
        expect: {
          fields: { plz: "4153", birthYear: 1986 },
          answers: [/noch nicht|nonig|nicht bekannt|nicht verfügbar|nicht publiziert|nicht veröffentlicht|erst|herbst|september|oktober|keine/i],
          notAnswers: [/2028[^.]{0,60}(chf|fr\.)\s*\d/i],
        },
      },
    ],
  },
];
