import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/** Tariff years: "Prämien 2026", "nächstes Jahr" (asked in November 2026, so 2027), "wie stark steigen …". */
export const cases: AdvisorCase[] = [
  {
    id: "ho-tariff-year-1",
    category: "tariff-year",
    turns: [
      { user: "4051 basel, 1982, franchise 300 mit unfall", expect: { fields: { plz: "4051", birthYear: 1982, franchise: 300, accident: true } } },
      {
        user: "und die prämien 2026?",
        expect: { fields: { tariffYear: 2026, plz: "4051", franchise: 300 }, figures: [{ what: "cheapest", tariffYear: 2026 }], answers: [/2026/, CHF_AMOUNT] },
      },
      { user: "ok und wieder 2027 bitte", expect: { fields: { tariffYear: 2027 }, figures: [{ what: "cheapest", tariffYear: 2027 }] } },
    ],
  },
  {
    id: "ho-tariff-year-2",
    category: "tariff-year",
    note: "Asked on 24 November 2026: next year is 2027.",
    turns: [
      { user: "1700 fribourg, jg 1996", expect: { fields: { plz: "1700", birthYear: 1996 } } },
      {
        user: "was zahl ich nächstes jahr?",
        expect: { fields: { tariffYear: 2027 }, act: "ask_price", figures: [{ what: "cheapest", tariffYear: 2027 }], answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "ho-tariff-year-3",
    category: "tariff-year",
    note: "CSS in Zurich (region 1), standard 300 with accident, rises from 2026 to 2027; the answer compares like-for-like.",
    turns: [
      {
        user: "bi bi de css, 8004 zürich, 1978, standard 300 mit unfall",
        expect: { fields: { currentInsurer: "CSS", plz: "8004", birthYear: 1978, franchise: 300, model: "standard", accident: true } },
      },
      {
        user: "wie stark steigen meine prämien?",
        expect: {
          act: "ask_trend",
          answers: [/css/i, /%|prozent|CHF|\d+[.']\d{2}/i],
          figures: [
            { what: "current", insurer: "CSS", tariffYear: 2026 },
            { what: "current", insurer: "CSS", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "ho-tariff-year-4",
    category: "tariff-year",
    note: "2028 premiums are not published: no invented figure.",
    turns: [
      { user: "2502 biel, 1990", expect: { fields: { plz: "2502", birthYear: 1990 } } },
      {
        user: "und was kostet das 2028?",
        expect: { answers: [/2028/, /noch nicht|nicht bekannt|nicht verfügbar|keine|erst/i], notAnswers: [/2028[^\n]{0,80}((CHF|Fr\.)\s*\d|\d[.']\d{2})/i] },
      },
    ],
  },
  {
    id: "ho-tariff-year-5",
    category: "tariff-year",
    turns: [
      {
        user: "sind das scho d prämie fürs 2027? wohne 6900 lugano, 1965",
        expect: { fields: { plz: "6900", birthYear: 1965, tariffYear: 2027 }, answers: [/2027/] },
      },
      {
        user: "und wie vil isch es dies jahr gsi?",
        expect: { fields: { tariffYear: 2026 }, figures: [{ what: "cheapest", tariffYear: 2026 }], answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "ho-tariff-year-6",
    category: "tariff-year",
    turns: [
      {
        user: "prämien 2026 für 1003 lausanne, 1975, hmo 2000, sans accident",
        expect: { fields: { tariffYear: 2026, plz: "1003", birthYear: 1975, model: "hmo", franchise: 2000, accident: false }, action: "show_offers" },
      },
      { user: "und wie vill meh isch es 2027?", expect: { act: "ask_trend", fields: { plz: "1003" }, answers: [/2027/, /%|prozent|CHF|\d+[.']\d{2}/i] } },
    ],
  },
];
