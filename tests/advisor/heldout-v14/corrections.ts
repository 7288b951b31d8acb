import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, corrections mid-conversation: one slot changes, the others stay; a forgotten child added to a
 * household. Written apart from the engine and never tuned against (its code, its own cases and its results on these
 * cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027.
 * Every postal code and locality was checked against swisstopo's directory and the BAG premium regions in
 * ../shared/data.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v14-corrections-01",
    category: "corrections",
    note: "8492 Wila (88.5 % municipality Wila, 11.5 % Turbenthal, both ZH region 3), born 1985, 2500; then the year corrected to 1983 ('falsch vertippt'): place and deductible stay.",
    turns: [
      {
        user: "8492 wila, 1985, 2500",
        expect: { fields: { plz: "8492", birthYear: 1985, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
      {
        user: "ups falsch vertippt, 1983 natürli",
        expect: {
          fields: { plz: "8492", birthYear: 1983, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v14-corrections-02",
    category: "corrections",
    note: "6023 Rothenburg (99.2 % municipality Rothenburg and 0.5 % Neuenkirch, LU region 2; 0.3 % Emmen, region 1; the locality's main region is 2), born 1991, HMO with 1000; then 'telmed gmeint, nöd hmo': only the model changes.",
    turns: [
      {
        user: "6023 rothenburg, 1991, hmo, 1000",
        expect: {
          fields: { plz: "6023", birthYear: 1991, model: "hmo", franchise: 1000 },
          figures: [{ what: "cheapest", model: "hmo", franchise: 1000 }],
        },
      },
      {
        user: "nei sorry, ich han telmed gmeint, nöd hmo",
        expect: {
          fields: { plz: "6023", birthYear: 1991, model: "telmed", franchise: 1000 },
          act: "change",
          figures: [{ what: "cheapest", model: "telmed", franchise: 1000 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v14-corrections-03",
    category: "corrections",
    note: "Bernese German: 3322 Schönbühl (localities Urtenen-Schönbühl and Mattstetten; municipalities Urtenen-Schönbühl, Moosseedorf and Mattstetten, all BE region 2), born 1966, family doctor model; then the place corrected to 3054 Schüpfen (BE region 2): birth year and model stay.",
    turns: [
      {
        user: "3322 schönbüel, jg 1966, hausarzt",
        expect: {
          fields: { plz: "3322", birthYear: 1966, model: "hausarzt" },
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
      {
        user: "äh nei, mir wohne z schüpfe, 3054, nid z schönbüel",
        expect: {
          fields: { plz: "3054", ort: "Schüpfen", birthYear: 1966, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt" }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v14-corrections-04",
    category: "corrections",
    note: "A couple (1987, husband 1985) in 8308 Illnau (localities Illnau and Agasul; municipalities Illnau-Effretikon, Fehraltorf and Weisslingen, all ZH region 3); then a forgotten son born 2022 is added; then the husband's year corrected to 1984: the others stay.",
    turns: [
      {
        user: "ich (1987) und min maa (1985), 8308 illnau",
        expect: {
          fields: {
            plz: "8308",
            persons: [
              { birthYear: 1987, role: "self" },
              { birthYear: 1985, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "ah und üse sohn, de isch 2022 gebore, de söttsch au no drzue näh",
        expect: {
          fields: {
            plz: "8308",
            persons: [
              { birthYear: 1987, role: "self" },
              { birthYear: 1985, role: "partner" },
              { birthYear: 2022, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und de maa isch 1984, nöd 85",
        expect: {
          fields: {
            plz: "8308",
            persons: [
              { birthYear: 1987, role: "self" },
              { birthYear: 1984, role: "partner" },
              { birthYear: 2022, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
