import type { AdvisorCase } from "../case-format";

/** "Prämien 2026", "nächstes Jahr", "wie stark steigen …". Conversations take place on 22.11.2026 (2026 running, 2027 published). */
export const tariffYearCases: AdvisorCase[] = [
  {
    id: "h9-tariff-year-01",
    category: "tariff-year",
    note: "a cantonal trend question without personal data; a good answer gives a percentage",
    turns: [
      {
        user: "Um wie viel Prozent steigen die Prämien 2027 im Kanton Bern?",
        expect: { act: "ask_trend", fields: { tariffYear: 2027 }, answers: [/\d ?%|prozent/i] },
      },
    ],
  },
  {
    id: "h9-tariff-year-02",
    category: "tariff-year",
    note: "'jetzt 2026' and 'ab januar' in one question: both years; then the change in percent",
    turns: [
      {
        user: "was zahl ich jetzt 2026 und was ab januar 2027? 4500 solothurn, jg 1985, franchise 300",
        expect: {
          fields: { plz: "4500", birthYear: 1985, franchise: 300 },
          figures: [
            { what: "cheapest", franchise: 300, tariffYear: 2026 },
            { what: "cheapest", franchise: 300, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und um wieviel % isch das meh?",
        expect: {
          fields: { plz: "4500", birthYear: 1985, franchise: 300 },
          answers: [/\d ?%|prozent/i],
        },
      },
    ],
  },
  {
    id: "h9-tariff-year-03",
    category: "tariff-year",
    note: "2025 premiums are not in the data (only 2026 and 2027): say so, no invented 2025 figure",
    turns: [
      {
        user: "Wie hoch waren die Prämien 2025 für 8003 Zürich, Jahrgang 1990? Ich will schauen, wie stark es gestiegen ist.",
        expect: {
          fields: { plz: "8003", birthYear: 1990 },
          answers: [/(nur|lediglich).{0,60}(2026|2027)|nicht (mehr )?(verfügbar|vorhanden|hinterlegt)|keine .{0,40}(daten|zahlen|prämien|angaben)|2025.{0,80}(nicht|keine)/i],
        },
      },
    ],
  },
  {
    id: "h9-tariff-year-04",
    category: "tariff-year",
    note: "the current insurer's own change 2026 → 2027 (the person claims +12 %); Liebefeld 3097 (Köniz/Bern, region 1)",
    turns: [
      {
        user: "Mini Kasse, d Atupri, schlat vo 2026 uf 2027 12% uf, isch das normal? 3097 Liebefeld, 1979, Franchise 2500, Hausarzt",
        expect: {
          fields: { plz: "3097", birthYear: 1979, franchise: 2500, currentModel: "hausarzt", currentInsurer: "312" },
          figures: [
            { what: "current", franchise: 2500, model: "hausarzt", tariffYear: 2026 },
            { what: "current", franchise: 2500, model: "hausarzt", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "h9-tariff-year-05",
    category: "tariff-year",
    note: "'nächstes Jahr' = 2027; then the running year for comparison",
    turns: [
      {
        user: "Was zahle ich nächstes Jahr in 6460 Altdorf? Jg. 1948, Franchise 300, mit Unfall.",
        expect: {
          act: "ask_price",
          fields: { plz: "6460", birthYear: 1948, franchise: 300, accident: true, tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 300, accident: true, tariffYear: 2027 }],
        },
      },
      {
        user: "Und im Vergleich zu diesem Jahr (2026)?",
        expect: {
          fields: { plz: "6460", birthYear: 1948, franchise: 300, accident: true },
          figures: [{ what: "cheapest", franchise: 300, accident: true, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "h9-tariff-year-06",
    category: "tariff-year",
    note: "why premiums rise (health costs), then whether switching still pays when all rise (yes: the differences between insurers stay large)",
    turns: [
      {
        user: "wieso werden die prämien eigentlich jedes jahr teurer??",
        expect: {
          answers: [/kosten|leistungen|medikament|spital|alter|demogra|behandlung|reserve/i],
        },
      },
      {
        user: "und lohnt es sich dann überhaupt zu wechseln wenn eh alle aufschlagen",
        expect: {
          answers: [/spar|günstiger|billiger|unterschied|vergleich/i],
        },
      },
    ],
  },
];
