import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, corrections mid-conversation: one slot changes, the others stay (birth year, accident cover, place,
 * deductible, a child's birth year in a household). Written apart from the engine and never tuned against (its code,
 * its own cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the
 * tariff year shown by default is 2027. Every postal code and locality was checked against swisstopo's directory
 * joined with the BAG premium regions in ../shared/data with a throw-away script.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v15-corrections-01",
    category: "corrections",
    note: "8340 Hinwil (99.4 % Hinwil, the rest Dürnten, Bäretswil and Fischenthal, all ZH region 3), born 1978, 500; then 'nei, 1979': only the birth year changes.",
    turns: [
      {
        user: "8340 hinwil, 1978, 500",
        expect: { fields: { plz: "8340", birthYear: 1978, franchise: 500 }, figures: [{ what: "cheapest", franchise: 500 }] },
      },
      {
        user: "nei, 1979",
        expect: {
          fields: { plz: "8340", birthYear: 1979, franchise: 500 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v15-corrections-02",
    category: "corrections",
    note: "Bernese German: 3800 Interlaken (localities Interlaken, Unterseen, Matten and Sundlauenen, all BE region 3), born 2000, without accident; then 'doch lieber mit unfau' because the person is between two jobs (no employer's accident cover in the gap once the 31 days have passed): accident cover on, the rest stays.",
    turns: [
      {
        user: "3800 interlake, jg 2000, ohni unfau",
        expect: { fields: { plz: "3800", birthYear: 2000, accident: false }, figures: [{ what: "cheapest", accident: false }] },
      },
      {
        user: "doch lieber mit unfau, i wächsle grad d stell u bi drzwüsche ohni job",
        expect: {
          fields: { plz: "3800", birthYear: 2000, accident: true },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: true }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v15-corrections-03",
    category: "corrections",
    note: "Schwyz: 6410 Goldau (municipality Arth, SZ region 0), born 1962, 2000; then the place corrected to 6430 Schwyz (SZ region 0, so the same premiums): birth year and deductible stay.",
    turns: [
      {
        user: "6410 goldau, 1962, 2000",
        expect: { fields: { plz: "6410", birthYear: 1962, franchise: 2000 }, figures: [{ what: "cheapest", franchise: 2000 }] },
      },
      {
        user: "sorry nöd goldau, mir wohned z schwyz, 6430",
        expect: {
          fields: { plz: "6430", birthYear: 1962, franchise: 2000 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v15-corrections-04",
    category: "corrections",
    note: "Rheintal: 9443 Widnau (95.3 % Widnau, 4.7 % Diepoldsau, both SG region 3), born 1981, Telmed with 1500; then 'halt, 1000er, nöd 1500': only the deductible changes, Telmed stays.",
    turns: [
      {
        user: "9443 widnau, 1981, telmed 1500",
        expect: {
          fields: { plz: "9443", birthYear: 1981, model: "telmed", franchise: 1500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500 }],
        },
      },
      {
        user: "halt, 1000er franchise, nöd 1500",
        expect: {
          fields: { plz: "9443", birthYear: 1981, model: "telmed", franchise: 1000 },
          act: "change",
          figures: [{ what: "cheapest", model: "telmed", franchise: 1000 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v15-corrections-05",
    category: "corrections",
    note: "Basel-Landschaft: a family of four (the writer 1985, his wife 1987, children 2018 and 2021) in 4153 Reinach BL (99.5 % Reinach, the rest Therwil, Aesch and Münchenstein, all BL region 1): the household total; then the younger child's year corrected to 2022: everybody else stays.",
    turns: [
      {
        user: "ich (1985), mini frau (1987) und zwei chind (2018, 2021), 4153 reinach bl",
        expect: {
          fields: {
            plz: "4153",
            persons: [
              { birthYear: 1985, role: "self" },
              { birthYear: 1987, role: "partner" },
              { birthYear: 2018, role: "child" },
              { birthYear: 2021, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "s chliine isch 2022 gebore, nöd 2021",
        expect: {
          fields: {
            plz: "4153",
            persons: [
              { birthYear: 1985, role: "self" },
              { birthYear: 1987, role: "partner" },
              { birthYear: 2018, role: "child" },
              { birthYear: 2022, role: "child" },
            ],
          },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
];
