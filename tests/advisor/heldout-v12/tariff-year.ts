import type { AdvisorCase } from "../case-format";

/** Both years side by side, whether 2027 and 2028 are known, cantonal increases, the person's own insurer.
 * Conversations take place on 22.11.2026 (2026 running, 2027 published at the end of September, 2028 not known yet).
 * Insurers by BAG code: 290 Concordia. */
const PERCENT = /\d ?%|prozent/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v12-tariff-year-01",
    category: "tariff-year",
    note: "both years asked for at once (Bülach ZH region 3, born 1977, 300): the 2026 and the 2027 cheapest; then the change in percent",
    turns: [
      {
        user: "was zahl i 2026 und was 2027? 8180 bülach, 1977, franchise 300",
        expect: {
          fields: { plz: "8180", birthYear: 1977, franchise: 300 },
          figures: [
            { what: "cheapest", franchise: 300, tariffYear: 2026 },
            { what: "cheapest", franchise: 300, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "wie vill prozänt mehr isch das?",
        expect: { fields: { plz: "8180", birthYear: 1977, franchise: 300 }, answers: [PERCENT] },
      },
    ],
  },
  {
    id: "v12-tariff-year-02",
    category: "tariff-year",
    note: "whether the 2027 premiums are known (yes, approved and published in September 2026); 2028 is not known yet (published in autumn 2027); then the 2027 price (Rorschach SG region 2)",
    turns: [
      {
        user: "sind d prämie für 2027 scho bekannt?",
        expect: { answers: [/\bja\b|veröffentlicht|bekannt|genehmigt|publiziert|september/i] },
      },
      {
        user: "und die vo 2028?",
        expect: {
          answers: [/noch nicht|nicht bekannt|noch keine|nicht vorhersag|erst (im|ende|herbst|nächst)|herbst 2027|september 2027|ende september/i],
        },
      },
      {
        user: "ok. denn zeig mer 2027: 9400 rorschach, jg 1995",
        expect: {
          fields: { plz: "9400", birthYear: 1995, tariffYear: 2027 },
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v12-tariff-year-03",
    category: "tariff-year",
    note: "the increase in canton Bern for next year (a percentage), Bernese; then the person's own standard 300 in both years (Köniz BE region 1, born 1952)",
    turns: [
      {
        user: "wie starch stiige d prämie im kanton bärn nächscht jahr?",
        expect: { act: "ask_trend", answers: [PERCENT] },
      },
      {
        user: "u für mi? 3098 köniz, 1952, 300er franchise, standardmodäu",
        expect: {
          fields: { plz: "3098", birthYear: 1952, franchise: 300, model: "standard" },
          figures: [
            { what: "cheapest", model: "standard", franchise: 300, tariffYear: 2026 },
            { what: "cheapest", model: "standard", franchise: 300, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v12-tariff-year-04",
    category: "tariff-year",
    note: "the person's own insurer from 2026 to 2027: Concordia standard 1000 in Sempach LU region 2 goes from 482.40 to 495.30 (both the Concordia premiums), then the change in percent (about 2.7 %)",
    turns: [
      {
        user: "isch mini prämie 2027 tüürer als 2026? bi bi de concordia, standard mit 1000er franchise, 6204 sempach, jg 83",
        expect: {
          fields: { plz: "6204", birthYear: 1983, franchise: 1000, currentInsurer: "290", currentModel: "standard" },
          figures: [
            { what: "current", model: "standard", franchise: 1000, tariffYear: 2026 },
            { what: "current", model: "standard", franchise: 1000, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und um wie vill prozänt?",
        expect: { fields: { plz: "6204", currentInsurer: "290" }, answers: [PERCENT] },
      },
    ],
  },
];
