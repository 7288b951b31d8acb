import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, place and age in every phrasing: a city by its nickname ("Winti", "Rappi"), an age in words, a
 * locality name shared by two cantons, a pensioner by age with the town only, a birth decade in dialect ("en sächzger
 * jahrgang"). Written apart from the engine and never tuned against (its code, its own cases and its results on these
 * cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027
 * (age classes of 2027: children 0–18, born 2009 or later; young adults 19–25, born 2002–2008; adults 26+). Ages become
 * birth years as 2026 − age; none sits on an age-class boundary. Every postal code, locality and municipality was
 * checked against swisstopo's directory joined with the BAG premium regions in ../shared/data (the regions valid from
 * 1.1.2027 are unchanged for these places), and every premium comparison below against the 2027 premium table, with a
 * throw-away script.
 */
/** The place is cheaper: said in any words. */
const CHEAPER = /günstiger|billiger|weniger|tiefer|spar(st|en|t)?\b|sparpotenzial/i;
/** Asking which of the two Kirchbergs is meant (or naming both). */
const WHICH_KIRCHBERG =
  /welche[sm]? kirchberg|kirchberg (be|sg)|kirchberg\s*\((be|sg)\)|kirchberg .{0,40}(bern|st\.? ?gallen)|(bern|st\.? ?gallen).{0,60}kirchberg|3422|9533|mehrere (orte|gemeinden|ortschaften)|meinst du/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v16-place-age-01",
    category: "place-age",
    note: "Zurich German: 'winti' = Winterthur (every postal code of the locality Winterthur is ZH region 2, apart from 0.3 % of 8405 in Schlatt, region 3), '34i' → 1992; then a move in spring to 'Rappi' = Rapperswil SG (8640/8645, municipality Rapperswil-Jona, SG region 2): there it is cheaper in 2027 for every default the advisor might take (cheapest of all models with 300 and accident 441.10 against 493.00 in Winterthur; standard 300 with accident 509.90 against 557.10; 2500 without accident 311.50 against 342.50), so the answer must say cheaper. Then the 2500 deductible there: the place stays Rapperswil-Jona.",
    turns: [
      {
        user: "hoi, bi 34i und wohn in winti. was zahl ich für d grundversicherig?",
        expect: {
          fields: { ort: "Winterthur", birthYear: 1992 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
      {
        user: "und wänn ich im früelig uf rappi zügle, wirds dänn billiger?",
        expect: {
          fields: { ort: "Rapperswil-Jona", birthYear: 1992 },
          answers: [CHF_AMOUNT, CHEAPER],
          figures: [{ what: "cheapest" }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
      {
        user: "und det mit 2500er franchise?",
        expect: {
          fields: { ort: "Rapperswil-Jona", birthYear: 1992, franchise: 2500 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v16-place-age-02",
    category: "place-age",
    note: "Lucerne German: an age in words, 'zweiezwänzgi' = 22 → 2004 (a young adult of 23 in 2027), and 'z kriens' (the locality Kriens has the single postal code 6010: 99.9 % municipality Kriens, LU region 1, 0.1 % Hergiswil NW); then whether young adults pay less than adults: yes, 19- to 25-year-olds have their own, lower premiums.",
    turns: [
      {
        user: "grüezi, ich bi zweiezwänzgi und wohne z kriens. wievill chostet mich d chrankekasse?",
        expect: {
          fields: { plz: "6010", birthYear: 2004 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
      {
        user: "zahl ich als junge erwachsene weniger als mini eltere?",
        expect: {
          fields: { plz: "6010", birthYear: 2004 },
          answers: [/\bja\b|junge erwachsene|19 ?(bis|–|-) ?25|unter 26|bis 25|tiefere prämie|günstigere prämie|weniger als erwachsene/i],
        },
      },
    ],
  },
  {
    id: "v16-place-age-03",
    category: "place-age",
    note: "Standard German: 'Kirchberg' alone is Kirchberg BE (3422, BE region 2) or Kirchberg SG (9533, SG region 2), two cantons with different premiums: the advisor must ask which (or name both), not pick one silently; the full date of birth gives 1967. Then 'das im Kanton St. Gallen' → 9533 (localities Kirchberg SG and Dietschwil, both municipality Kirchberg SG).",
    turns: [
      {
        user: "Guten Abend, ich wohne in Kirchberg und bin am 3. März 1967 geboren. Was kostet bei mir die Grundversicherung?",
        expect: { fields: { birthYear: 1967 }, answers: [WHICH_KIRCHBERG] },
      },
      {
        user: "Das Kirchberg im Kanton St. Gallen.",
        expect: {
          fields: { plz: "9533", birthYear: 1967 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v16-place-age-04",
    category: "place-age",
    note: "Standard German from a pensioner: 71 → 1955, 'Arbon am Bodensee' (the locality Arbon, 9320, is 100 % municipality Arbon, TG region 0): a retired person has no employer's accident insurance, so the figure is with accident cover; then whether accident cover is really needed: yes.",
    turns: [
      {
        user: "Grüezi, ich bin 71 und pensioniert, wohne in Arbon am Bodensee. Mit was muss ich bei der Krankenkasse rechnen?",
        expect: {
          fields: { plz: "9320", birthYear: 1955 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: true }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
      {
        user: "Muss ich den Unfall wirklich dazunehmen?",
        expect: {
          act: "ask_rule",
          fields: { plz: "9320", birthYear: 1955 },
          answers: [/\bja\b|musst|brauchst|nötig|notwendig|nicht mehr (angestellt|erwerbstätig|berufstätig)|pensioniert|rentner|kein(en)? arbeitgeber|über den arbeitgeber/i],
        },
      },
    ],
  },
  {
    id: "v16-place-age-05",
    category: "place-age",
    note: "Schwyz German: 'en sächzger jahrgang' = born 1960, 'z küssnacht am rigi' (6403, municipality Küssnacht SZ, SZ region 0; not Küsnacht ZH); then the wife, 'zwöi jahr jünger' → 1962: her price (adults of the same place pay the same, so her cheapest equals his; a household total is also a fair answer).",
    turns: [
      {
        user: "tag wohl, i bi en sächzger jahrgang und wohne z küssnacht am rigi. was zahl i für d grundversicherig?",
        expect: {
          fields: { plz: "6403", birthYear: 1960 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
      {
        user: "und für mini frau, si isch zwöi jahr jünger?",
        expect: {
          fields: {
            plz: "6403",
            persons: [
              { birthYear: 1960, role: "self" },
              { birthYear: 1962, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 1962 }],
        },
      },
    ],
  },
];
