import type { AdvisorCase } from "../case-format";

/** "Prämien 2026", "nächstes Jahr", "wie stark steigen …". Conversations take place on 27.11.2026 (2026 running, 2027 published). */
export const tariffYearCases: AdvisorCase[] = [
  {
    id: "h8-tariff-year-01",
    category: "tariff-year",
    note: "a cantonal trend question without personal data; a good answer gives a percentage",
    turns: [
      {
        user: "Wie stark steigen die Prämien 2027 im Kanton Luzern?",
        expect: { act: "ask_trend", fields: { tariffYear: 2027 }, answers: [/\d ?%|prozent/i] },
      },
    ],
  },
  {
    id: "h8-tariff-year-02",
    category: "tariff-year",
    note: "this year against next year in one question, then why",
    turns: [
      {
        user: "was zahl ich dieses jahr und was nächstes? 8953 dietikon jg 1992 franchise 2500 telmed",
        expect: {
          fields: { plz: "8953", birthYear: 1992, franchise: 2500, model: "telmed" },
          figures: [
            { what: "cheapest", franchise: 2500, model: "telmed", tariffYear: 2026 },
            { what: "cheapest", franchise: 2500, model: "telmed", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "wieso ändert sich das überhaupt jedes jahr?",
        expect: {
          fields: { plz: "8953", birthYear: 1992, franchise: 2500, model: "telmed" },
          answers: [/kosten|leistungen|medikament|spital|behandlung|reserve|genehmig|bag|bundesamt/i],
        },
      },
    ],
  },
  {
    id: "h8-tariff-year-03",
    category: "tariff-year",
    note: "2028 premiums are not known yet (published in autumn 2027); no figure may be invented",
    turns: [
      {
        user: "Gibt es schon die Prämien für 2028? Ich möchte etwas längerfristig planen.",
        expect: {
          answers: [/noch nicht|nicht bekannt|nicht verfügbar|keine .{0,30}(angaben|daten|zahlen)|erst im (herbst|september|oktober)|nicht publiziert|nicht veröffentlicht|gibt es noch keine|noch keine/i],
        },
      },
    ],
  },
  {
    id: "h8-tariff-year-04",
    category: "tariff-year",
    note: "the current insurer's own change from 2026 to 2027, then the cheapest for 2027",
    turns: [
      {
        user: "bi bi dr ökk, isch die 2027 tüürer worde? 4052 basel, 1981, franchise 1500",
        expect: {
          fields: { plz: "4052", birthYear: 1981, franchise: 1500, currentInsurer: "ÖKK" },
          figures: [
            { what: "current", franchise: 1500, tariffYear: 2026 },
            { what: "current", franchise: 1500, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "u wieviel wär s billigschte 2027?",
        expect: {
          act: "ask_price",
          fields: { plz: "4052", birthYear: 1981, franchise: 1500, currentInsurer: "ÖKK", tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 1500, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h8-tariff-year-05",
    category: "tariff-year",
    note: "explicitly the running year 2026 instead of the default 2027",
    turns: [
      {
        user: "Mich interessieren nur die aktuellen Prämien, also die von diesem Jahr und nicht 2027. 7270 Davos Platz, geb. 1956, Hausarztmodell, Franchise 300.",
        expect: {
          fields: { plz: "7270", birthYear: 1956, model: "hausarzt", franchise: 300, tariffYear: 2026 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 300, tariffYear: 2026 }],
        },
      },
    ],
  },
];
