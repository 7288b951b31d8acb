import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, place and age in every phrasing: a locality in dialect without its postal code, an old dialect
 * month name in a date of birth, a postal code alone, a locality name shared by four postal codes in four cantons, a
 * city in dialect with a birth year. Written apart from the engine and never tuned against (its code, its own cases
 * and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year
 * shown by default is 2027 (age classes of 2027: children 0–18, born 2009 or later; young adults 19–25, born
 * 2002–2008; adults 26+). Ages become birth years as 2026 − age; none sits on an age-class boundary. Every postal
 * code, locality and municipality was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data (the regions valid from 1.1.2027 are unchanged for these places) with a throw-away script.
 */
const ASKS_AGE = /jahrgang|geburtsjahr|geboren|wie alt|dein alter|ihr alter/i;
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|pro anno/i;
/** Asking which of several places of the same name is meant. */
const ASKS_WHICH_PLACE = /welche[sm]?|meinst du|mehrere|verschiedene|gibt es .{0,30}(mehrere|verschiedene|einige)|postleitzahl|\bplz\b/i;
/** Same canton and premium region, so the same premium. */
const SAME_PREMIUM = /gleich|dieselbe|selbe|identisch|kein(en)? unterschied|nicht teurer|ändert (sich )?nichts|bleibt/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v15-place-age-01",
    category: "place-age",
    note: "Zurich German: Horgen by name only (the locality Horgen has the single postal code 8810, municipality Horgen, ZH region 2), 52 → 1974; then a planned move to Wädenswil (8820, municipality Wädenswil, also ZH region 2): the premiums are the same in the same canton and region (no ZH tariff is restricted to certain municipalities in 2027), so the answer is that nothing changes.",
    turns: [
      {
        user: "grüezi mitenand, ich wohne z horge am see und bi 52i. was chostet mich d grundversicherig?",
        expect: {
          fields: { ort: "Horgen", birthYear: 1974 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
      {
        user: "im früelig zügled mir aber uf wädischwil. wird's det tüürer?",
        expect: { fields: { ort: "Wädenswil", birthYear: 1974 }, answers: [SAME_PREMIUM] },
      },
    ],
  },
  {
    id: "v15-place-age-02",
    category: "place-age",
    note: "Bernese German: a date of birth with the old dialect month 'Hornig' (February), 14.2.1961 → 1961, and 'Langnou im Ämmitau' = Langnau im Emmental (3550: 96.3 % municipality Langnau, 3.3 % Lauperswil, 0.4 % Eggiwil, all BE region 3); then the yearly amount.",
    turns: [
      {
        user: "i bi am 14. hornig 1961 gebore u wohne z langnou im ämmitau. wi viu zahle ig für d grundversicherig?",
        expect: {
          fields: { plz: "3550", birthYear: 1961 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
      { user: "u ufs jahr grechnet?", expect: { fields: { plz: "3550", birthYear: 1961 }, answers: [CHF_AMOUNT, PER_YEAR] } },
    ],
  },
  {
    id: "v15-place-age-03",
    category: "place-age",
    note: "Only a postal code, 3930 (localities Visp and Eyholz; the locality Visp is 89.4 % municipality Visp, 9.8 % Visperterminen, 0.5 % Baltschieder, 0.2 % Raron; all VS region 2): the age is asked for; then 'bi 41 jahr' → 1985.",
    turns: [
      { user: "3930", expect: { fields: { plz: "3930" }, act: "provide_info", answers: [ASKS_AGE] } },
      {
        user: "bi 41 jahr",
        expect: { fields: { plz: "3930", birthYear: 1985 }, act: "provide_info", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v15-place-age-04",
    category: "place-age",
    note: "'Buchs' alone is four localities in four cantons and regions (5033 Buchs AG, AG region 0; 6211 Buchs LU, municipality Dagmersellen, LU region 3; 8107 Buchs ZH, ZH region 3; 9470 Buchs SG, SG region 2): the advisor must ask which one; then 'im Rheintal, SG' → 9470 (the locality Buchs SG: 98.7 % municipality Buchs SG and 1.2 % Sevelen, SG region 2; 0.07 % Grabs, SG region 3; the code's other locality Werdenberg is Grabs, SG region 3). Born 1979.",
    turns: [
      {
        user: "hallo, wohne in buchs und bi jg 1979. wie tüür isch d krankekasse?",
        expect: { fields: { birthYear: 1979 }, answers: [ASKS_WHICH_PLACE] },
      },
      {
        user: "s buchs im rhiintal, sg",
        expect: { fields: { plz: "9470", birthYear: 1979 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }], notAnswers: [ASKS_BIRTH_YEAR] },
      },
    ],
  },
  {
    id: "v15-place-age-05",
    category: "place-age",
    note: "Schaffhausen in dialect ('Schafuuse'; the locality Schaffhausen has the codes 8200, 8203, 8207 and 8208, all SH region 1 except 0.05 % of 8200 in Büttenhardt, SH region 2), born 2003 (a young adult of 24 in 2027); then the highest deductible (2500).",
    turns: [
      {
        user: "sali, bi 2003 uf d wält cho und wohn z schafuuse. wa mues ich für d grundversicherig zahle?",
        expect: {
          fields: { ort: "Schaffhausen", birthYear: 2003 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
      {
        user: "und mit de höchschte franchise?",
        expect: {
          fields: { ort: "Schaffhausen", birthYear: 2003, franchise: 2500 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
];
