import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, place and age in every phrasing. Written apart from the engine and never tuned against (its code,
 * its own cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026;
 * the tariff year shown by default is 2027; the notice deadline for the basic insurance is 30 November. Ages become
 * birth years as 2026 − age; "wird im Februar 67" (a birthday in 2027) is counted exactly. Every postal code, locality,
 * municipality, canton and premium region was checked against swisstopo's directory and the BAG premium regions in
 * ../shared/data (regions from 1.1.2027 unchanged for these places).
 */
const ASKS_AGE = /jahrgang|geburtsjahr|geboren|wie alt|dein alter|ihr alter/i;
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v13-place-age-01",
    category: "place-age",
    note: "9050 Appenzell (several municipalities, all AI region 0), born 1968; then a move to 9100 Herisau: AR region 0 (the locality reaches 0.2 % into Gossau SG, SG region 1, so the summary flags the code, but Herisau is AR): the birth year stays, nothing is asked again.",
    turns: [
      {
        user: "wohne in 9050 appenzell, bin 1968 gebore. was zahl ich für d krankekasse?",
        expect: { fields: { plz: "9050", birthYear: 1968 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "und wenn ich uf 9100 herisau zügle?",
        expect: { fields: { plz: "9100", birthYear: 1968 }, figures: [{ what: "cheapest" }], notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
  {
    id: "v13-place-age-02",
    category: "place-age",
    note: "The locality only, without umlaut and in dialect ('muensinge' = Münsingen BE, 3110, BE region 2): the age must be asked; then '47i' → 1979.",
    turns: [
      {
        user: "was chostet d grundversicherig in muensinge?",
        expect: { fields: { ort: "Münsingen" }, act: "ask_price", action: "ask_user", answers: [ASKS_AGE] },
      },
      {
        user: "bi 47i",
        expect: { fields: { plz: "3110", birthYear: 1979 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }], notAnswers: [/postleitzahl\?|wo wohnst/i] },
      },
    ],
  },
  {
    id: "v13-place-age-03",
    category: "place-age",
    note: "'Reinach' alone is two places: Reinach AG (5734, AG region 0) and Reinach BL (4153, BL region 1): the advisor must ask which (or name both), not pick one; then 's baselbieter' settles 4153 (official locality name 'Reinach BL', municipality Reinach (BL)).",
    turns: [
      {
        user: "Reinach, Jahrgang 1990, was zahl ich?",
        expect: {
          fields: { birthYear: 1990 },
          answers: [/aargau|basel|baselbiet|\bAG\b|\bBL\b|4153|5734|welche[sm]? reinach|welches/i],
        },
      },
      {
        user: "s baselbieter reinach",
        expect: { fields: { plz: "4153", ort: "Reinach BL", birthYear: 1990 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v13-place-age-04",
    category: "place-age",
    note: "8640 is shared by Rapperswil SG (SG region 2) and Hurden (municipality Freienbach, SZ region 0): 'hurden' settles SZ. 'wird im februar 67' → born 1960. Then retired: with accident cover, place and age stay.",
    turns: [
      {
        user: "8640 hurden, wird im februar 67",
        expect: { fields: { plz: "8640", ort: "Hurden", birthYear: 1960 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "bin pensioniert, also mit unfall bitte",
        expect: {
          fields: { plz: "8640", ort: "Hurden", birthYear: 1960, accident: true },
          act: "change",
          figures: [{ what: "cheapest", accident: true }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
];
