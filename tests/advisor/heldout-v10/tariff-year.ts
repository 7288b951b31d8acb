import type { AdvisorCase } from "../case-format";

/** "Prämien 2026", "nächstes Jahr", "wie stark steigen …". Conversations take place on 22.11.2026 (2026 running,
 * 2027 published, 2028 not known yet). Insurers by BAG code: 8 CSS. */
const PERCENT = /\d ?%|prozent/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "h10-tariff-year-01",
    category: "tariff-year",
    note: "how much dearer 2027 gets for the person: both years' cheapest at 1500 (Romanshorn TG); then the CSS in both years",
    turns: [
      {
        user: "wieviu tüürer wird's 2027 für mi? 8590 romanshorn, jg 1963, franchise 1500",
        expect: {
          act: "ask_trend",
          fields: { plz: "8590", birthYear: 1963, franchise: 1500 },
          figures: [
            { what: "cheapest", franchise: 1500, tariffYear: 2026 },
            { what: "cheapest", franchise: 1500, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und bi de css?",
        expect: {
          fields: { plz: "8590", birthYear: 1963, franchise: 1500, namedInsurer: "8" },
          figures: [
            { what: "insurer", insurer: "8", franchise: 1500, tariffYear: 2026 },
            { what: "insurer", insurer: "8", franchise: 1500, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "h10-tariff-year-02",
    category: "tariff-year",
    note: "the running year asked for explicitly (2026, not the default 2027), then 2027",
    turns: [
      {
        user: "Zeig mir bitte die Prämien für dieses Jahr, also 2026. 6004 Luzern, Jahrgang 1991.",
        expect: {
          fields: { plz: "6004", birthYear: 1991, tariffYear: 2026 },
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
      {
        user: "und jetzt s 2027 bitte",
        expect: {
          fields: { plz: "6004", birthYear: 1991, tariffYear: 2027 },
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h10-tariff-year-03",
    category: "tariff-year",
    note: "2028 premiums are not known yet (approved and published only in autumn 2027): say so, no invented figure",
    turns: [
      {
        user: "3005 bern, 1958, franchise 300",
        expect: {
          fields: { plz: "3005", birthYear: 1958, franchise: 300 },
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "und was chunnt 2028 uf mi zue?",
        expect: {
          fields: { plz: "3005", birthYear: 1958 },
          answers: [/noch nicht|nicht (bekannt|verfügbar|publiziert|veröffentlicht|genehmigt)|erst (im |ende )?(herbst|september)|keine .{0,40}(daten|prämien|zahlen)/i],
        },
      },
    ],
  },
  {
    id: "h10-tariff-year-04",
    category: "tariff-year",
    note: "the Swiss average increase 2027 without personal data (a percentage), then the same for canton Zug",
    turns: [
      {
        user: "Um wie viel Prozent steigen die Krankenkassenprämien 2027 im Schweizer Durchschnitt?",
        expect: { act: "ask_trend", answers: [PERCENT] },
      },
      {
        user: "und im kanton zug?",
        expect: { answers: [PERCENT] },
      },
    ],
  },
];
