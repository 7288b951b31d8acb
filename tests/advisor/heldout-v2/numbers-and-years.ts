import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, NOVEMBER_DEADLINE } from "../heldout-patterns";

/** Numbers told apart by their context (deductible, postal code, year, premium) and the tariff year. */
const UNKNOWN_POSTAL_CODE = /(plz|postleitzahl)\b[^.]*\b(kenne ich|nicht gefunden|unbekannt|gibt es nicht)/i;

export const cases: AdvisorCase[] = [
  {
    id: "h2-numbers-1",
    category: "numbers",
    note: "A deductible given after the offers is never a postal code.",
    turns: [
      { user: "8001, 1985", expect: { fields: { plz: "8001", birthYear: 1985 } } },
      {
        user: "telmed 2000er bitte",
        expect: { fields: { plz: "8001", franchise: 2000, model: "telmed" }, notAnswers: [UNKNOWN_POSTAL_CODE], figures: [{ what: "cheapest", model: "telmed", franchise: 2000 }] },
      },
    ],
  },
  {
    id: "h2-numbers-2",
    category: "numbers",
    note: "The highest adult deductible is 2500.",
    turns: [
      { user: "4500 solothurn, 1993", expect: { fields: { plz: "4500", birthYear: 1993 } } },
      { user: "geht auch 3000 franchise?", expect: { fields: { plz: "4500" }, answers: [/2500/, /höchst|maximal|nicht|gibt es nicht|kein/i], notAnswers: [UNKNOWN_POSTAL_CODE] } },
    ],
  },
  {
    id: "h2-numbers-3",
    category: "numbers",
    note: "'2026' next to 'Prämien' is the tariff year, not a birth year.",
    turns: [
      { user: "4051, 1990, standard 300", expect: { fields: { plz: "4051", birthYear: 1990 } } },
      {
        user: "und die prämien 2026?",
        expect: { fields: { tariffYear: 2026, birthYear: 1990, plz: "4051" }, figures: [{ what: "cheapest", tariffYear: 2026 }], answers: [/2026/, CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "h2-numbers-4",
    category: "numbers",
    turns: [
      {
        user: "zahle aktuell 389.50, wohne in 1003 lausanne, 1993",
        expect: { fields: { currentPremium: 389.5, plz: "1003", birthYear: 1993 }, act: "provide_info" },
      },
    ],
  },
  {
    id: "h2-numbers-5",
    category: "numbers",
    note: "The lowest adult deductible is 300.",
    turns: [
      { user: "6300 zug, 1980, telmed", expect: { fields: { plz: "6300", birthYear: 1980, model: "telmed" } } },
      { user: "tiefste franchise bitte", expect: { fields: { franchise: 300, model: "telmed", plz: "6300" }, figures: [{ what: "cheapest", franchise: 300, model: "telmed" }] } },
      { user: "und jetzt die höchst mögliche", expect: { fields: { franchise: 2500, model: "telmed" }, figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }] } },
    ],
  },
  {
    id: "h2-numbers-6",
    category: "numbers",
    note: "6000 a year is 500 a month.",
    turns: [
      { user: "ich zahle 6000 franken im jahr bei der css", expect: { fields: { currentInsurer: "CSS", currentPremium: 500 }, act: "provide_info" } },
      { user: "8953 dietikon, 1964", expect: { fields: { plz: "8953", birthYear: 1964, currentInsurer: "CSS" } } },
    ],
  },
  {
    id: "h2-numbers-7",
    category: "numbers",
    note: "19 in November 2026: born 2007, a young adult.",
    turns: [
      { user: "8005 zürich, 19 jahre alt, 500 franchise", expect: { fields: { plz: "8005", birthYear: 2007, franchise: 500 } } },
      { user: "was kostet das?", expect: { act: "ask_price", figures: [{ what: "cheapest", franchise: 500 }], answers: [CHF_AMOUNT], notAnswers: [ASKS_BIRTH_YEAR] } },
    ],
  },
  {
    id: "h2-numbers-8",
    category: "numbers",
    note: "A year in a general question is neither a postal code nor a birth year.",
    turns: [
      { user: "3600, 1971", expect: { fields: { plz: "3600", birthYear: 1971 } } },
      {
        user: "hab seit 2015 die gleiche kasse, kann ich einfach wechseln?",
        expect: { fields: { plz: "3600", birthYear: 1971 }, act: "ask_rule", answers: [/\bja\b|kannst|jederzeit|jedes jahr|kündig/i], notAnswers: [UNKNOWN_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "h2-tariff-year-1",
    category: "tariff-year",
    turns: [
      {
        user: "3011 bern, 1975, standard 300 mit unfall. wie viel teurer wird das nächstes jahr?",
        expect: {
          fields: { plz: "3011", birthYear: 1975, model: "standard", franchise: 300, accident: true },
          act: "ask_trend",
          figures: [
            { what: "cheapest", tariffYear: 2026, model: "standard", franchise: 300, accident: true },
            { what: "cheapest", tariffYear: 2027, model: "standard", franchise: 300, accident: true },
          ],
          answers: [/2027|nächste/i, CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "h2-tariff-year-2",
    category: "tariff-year",
    turns: [
      { user: "1205, 1984, hmo 1500 ohne unfall", expect: { fields: { plz: "1205", birthYear: 1984, model: "hmo", franchise: 1500, accident: false } } },
      { user: "zeig mir die prämien 2026", expect: { fields: { tariffYear: 2026, model: "hmo", franchise: 1500 }, figures: [{ what: "cheapest", tariffYear: 2026 }] } },
      { user: "nein doch lieber die vom nächsten jahr", expect: { fields: { tariffYear: 2027, model: "hmo" }, figures: [{ what: "cheapest", tariffYear: 2027 }] } },
    ],
  },
  {
    id: "h2-tariff-year-3",
    category: "tariff-year",
    turns: [
      {
        user: "was kostet die kk im 2027 für jg 1960 in 1950 sion?",
        expect: { fields: { tariffYear: 2027, plz: "1950", birthYear: 1960 }, act: "ask_price", figures: [{ what: "cheapest", tariffYear: 2027 }], answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "h2-tariff-year-4",
    category: "tariff-year",
    note: "The 2027 premiums were published at the end of September 2026.",
    turns: [
      { user: "sind die prämien fürs nächste jahr schon bekannt?", expect: { answers: [/\bja\b|bekannt|veröffentlicht|publiziert|september/i] } },
      { user: "ok dann für 8400, 1990", expect: { fields: { plz: "8400", birthYear: 1990, tariffYear: 2027 } } },
    ],
  },
  {
    id: "h2-tariff-year-5",
    category: "tariff-year",
    turns: [
      {
        user: "ist die concordia teurer geworden? 6004 luzern, jg 1970, hausarzt 2500",
        expect: {
          fields: { namedInsurer: "Concordia", plz: "6004", birthYear: 1970, model: "hausarzt", franchise: 2500 },
          figures: [
            { what: "insurer", insurer: "Concordia", tariffYear: 2026, model: "hausarzt", franchise: 2500 },
            { what: "insurer", insurer: "Concordia", tariffYear: 2027, model: "hausarzt", franchise: 2500 },
          ],
          answers: [/concordia/i, /2026|letzt|dieses jahr|bisher/i],
        },
      },
    ],
  },
  {
    id: "h2-tariff-year-6",
    category: "tariff-year",
    turns: [
      { user: "2502 biel, 1999, telmed 2500 ohne unfall", expect: { fields: { plz: "2502", birthYear: 1999 }, action: "show_offers" } },
      { user: "und wie war es dieses jahr, also 2026?", expect: { fields: { tariffYear: 2026, plz: "2502" }, figures: [{ what: "cheapest", tariffYear: 2026, model: "telmed", franchise: 2500 }] } },
    ],
  },
  {
    id: "h2-tariff-year-7",
    category: "tariff-year",
    note: "Asked on 24 November 2026: the notice must arrive by 30 November.",
    turns: [
      { user: "lohnt es sich jetzt noch zu wechseln für 2027 oder ist es zu spät?", expect: { answers: [NOVEMBER_DEADLINE] } },
    ],
  },
  {
    id: "h2-tariff-year-8",
    category: "tariff-year",
    turns: [
      { user: "mini prämie stigt 2027 um 40 stutz, isch das normal? bi in 9000, jg 73", expect: { fields: { plz: "9000", birthYear: 1973 }, act: "ask_trend" } },
      { user: "standard mit 300 und unfall", expect: { fields: { model: "standard", franchise: 300, accident: true }, figures: [{ what: "cheapest", tariffYear: 2027 }], notAnswers: [ASKS_POSTAL_CODE] } },
    ],
  },
];
