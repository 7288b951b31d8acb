import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, corrections mid-conversation: one slot changes, the others stay (a postal code with two digits
 * swapped, an impossible birth year, the partner's birth year, the tariff year, a place name shared by several places).
 * Written apart from the engine and never tuned against (its code, its own cases and its results on these cases were
 * not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal
 * code and locality was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data
 * with a throw-away script.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v16-corrections-01",
    category: "corrections",
    note: "A postal code with two digits swapped: 8602 (Wangen b. Dübendorf, ZH region 2), born 1980, 2000; then 'ups, 8620 natürli, wetzike' (Wetzikon ZH, 100 % municipality Wetzikon, ZH region 3, so the premiums change): the birth year and the deductible stay.",
    turns: [
      {
        user: "8602, jg 1980, 2000er franchise",
        expect: { fields: { plz: "8602", birthYear: 1980, franchise: 2000 }, figures: [{ what: "cheapest", franchise: 2000 }] },
      },
      {
        user: "ups, 8620 natürli, wetzike. han mi vertippt",
        expect: {
          fields: { plz: "8620", birthYear: 1980, franchise: 2000 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v16-corrections-02",
    category: "corrections",
    note: "An impossible birth year typed by mistake (1897, an age of 129): no price for it is expected; 4242 Laufen (99.4 % Laufen, the rest Brislach and Zwingen, all BL region 2), Telmed; then 'sorry, 1987 natürli': the year changes, place and model stay.",
    turns: [
      { user: "4242 laufe, jg 1897, telmed", expect: { fields: { plz: "4242", model: "telmed" } } },
      {
        user: "sorry, 1987 natürli",
        expect: {
          fields: { plz: "4242", birthYear: 1987, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed" }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v16-corrections-03",
    category: "corrections",
    note: "Zug: a couple (the writer 1974, his wife 1975) in 6312 Steinhausen (99.5 % Steinhausen, 0.5 % Baar, ZG region 0), both with 500: the household total; then 'äh nei, si isch 1976': only the wife's year changes, the writer and the deductible stay.",
    turns: [
      {
        user: "ich 1974, mini frau 1975, 6312 steinhuuse, beidi mit 500er franchise",
        expect: {
          fields: {
            plz: "6312",
            franchise: 500,
            persons: [
              { birthYear: 1974, role: "self" },
              { birthYear: 1975, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "äh nei, si isch 1976",
        expect: {
          fields: {
            plz: "6312",
            franchise: 500,
            persons: [
              { birthYear: 1974, role: "self" },
              { birthYear: 1976, role: "partner" },
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
  {
    id: "v16-corrections-04",
    category: "corrections",
    note: "Standard German from the Sense district: 1712 Tafers (99.7 % Tafers, 0.3 % Schmitten, FR region 2), born 1983, 1000: the 2027 figure by default; then 'this year, not next year': the tariff year becomes 2026, everything else stays.",
    turns: [
      {
        user: "Was kostet mich die Grundversicherung? PLZ 1712 Tafers, Jahrgang 1983, Franchise 1000",
        expect: {
          fields: { plz: "1712", birthYear: 1983, franchise: 1000 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "Entschuldigung, ich meinte die Prämien für dieses Jahr, nicht für nächstes.",
        expect: {
          fields: { plz: "1712", birthYear: 1983, franchise: 1000, tariffYear: 2026 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000, tariffYear: 2026 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v16-corrections-05",
    category: "corrections",
    note: "8630 Rüti ZH (99.7 % Rüti ZH, ZH region 3), born 1992, without accident; then 'not Rüti ZH, Rüti bei Büren in canton Bern' (3295, 100 % municipality Rüti bei Büren, BE region 2): the place changes to 3295, birth year and accident cover stay.",
    turns: [
      {
        user: "8630 rüti, jg 1992, ohni unfall",
        expect: { fields: { plz: "8630", birthYear: 1992, accident: false }, figures: [{ what: "cheapest", accident: false }] },
      },
      {
        user: "nei, nöd rüti zh – rüti bi büre im kanton bärn",
        expect: {
          fields: { plz: "3295", birthYear: 1992, accident: false },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
];
