import type { AdvisorCase } from "../case-format";

/** "was zahl i im dezember no", "ab wänn gälted d neue prämie", percentages. Conversations take place on
 * 22.11.2026 (2026 running, 2027 published, 2028 not known yet). Insurers by BAG code: 1555 Visana. */
const PERCENT = /\d ?%|prozent/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v11-tariff-year-01",
    category: "tariff-year",
    note: "December (still 2026) and January (2027) in one question: both years' cheapest at 300 (Münchenstein BL region 1); then the change in percent",
    turns: [
      {
        user: "4142 münchestei, jg 1970, 300er franchise. was zahl i jetzt im dezember no und was ab januar?",
        expect: {
          fields: { plz: "4142", birthYear: 1970, franchise: 300 },
          figures: [
            { what: "cheapest", franchise: 300, tariffYear: 2026 },
            { what: "cheapest", franchise: 300, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und wie vill prozänt isch das?",
        expect: { fields: { plz: "4142", birthYear: 1970, franchise: 300 }, answers: [PERCENT] },
      },
    ],
  },
  {
    id: "v11-tariff-year-02",
    category: "tariff-year",
    note: "the average increase in canton Solothurn for 2027 (a percentage), then the person's own two years at 2500 (Oensingen SO)",
    turns: [
      {
        user: "wie starch stiigend d prämie im kanton solothurn uf 2027?",
        expect: { act: "ask_trend", answers: [PERCENT] },
      },
      {
        user: "und für mi? 4702 oensinge, jg 72, franchise 2500",
        expect: {
          fields: { plz: "4702", birthYear: 1972, franchise: 2500 },
          figures: [
            { what: "cheapest", franchise: 2500, tariffYear: 2026 },
            { what: "cheapest", franchise: 2500, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v11-tariff-year-03",
    category: "tariff-year",
    note: "from when the new premiums apply (1 January 2027), then data and 'die neue' = 2027 (Dürnten ZH region 3, born 1949)",
    turns: [
      {
        user: "ab wänn gälted eigentlich die neue prämie?",
        expect: { answers: [/1\.\s?(1\.|jan)|januar/i] },
      },
      {
        user: "ok. 8635 dürnten, 1949, zeig mer die neue",
        expect: {
          fields: { plz: "8635", birthYear: 1949, tariffYear: 2027 },
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v11-tariff-year-04",
    category: "tariff-year",
    note: "'aktuell, also no für 2026' asks for the running year (not the default 2027), Telmed in Frutigen (BE region 3); then how much more next year: both years",
    turns: [
      {
        user: "was zahl i aktuell, also no für 2026? 3714 frutige, jg 1984, telmed",
        expect: {
          fields: { plz: "3714", birthYear: 1984, model: "telmed", tariffYear: 2026 },
          figures: [{ what: "cheapest", model: "telmed", tariffYear: 2026 }],
        },
      },
      {
        user: "und um wie vill gaht das nächscht jahr ufe?",
        expect: {
          fields: { plz: "3714", birthYear: 1984, model: "telmed" },
          figures: [
            { what: "cheapest", model: "telmed", tariffYear: 2026 },
            { what: "cheapest", model: "telmed", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v11-tariff-year-05",
    category: "tariff-year",
    note: "the person's own insurer (Visana, standard 300) from 2026 to 2027 in percent, Bernese, Schwarzenburg BE region 2: both years' Visana premium and a percentage",
    turns: [
      {
        user: "bi bi dr visana, standard mit 300 franchise, 3150 schwarzeburg, jg 1962. um wivüu prozänt schlat mini prämie uf?",
        expect: {
          fields: { plz: "3150", birthYear: 1962, franchise: 300, currentInsurer: "1555", currentModel: "standard" },
          answers: [PERCENT],
          figures: [
            { what: "current", model: "standard", franchise: 300, tariffYear: 2026 },
            { what: "current", model: "standard", franchise: 300, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
];
