import type { AdvisorCase } from "../case-format";

/** Postal code or locality and birth year or age, in every phrasing. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age (a birthday still to come in December would shift the year by one
 * without changing the age class; no age used here sits on a class boundary). */
const WHICH_BUCHS = /welche(s|m|n)?\b.{0,40}buchs|buchs\W{0,3}(\(|im kanton )?(ag|zh|sg|aargau|zürich|st\.? ?gallen)\b|5033|8107|9470/i;
const WHICH_WIL = /welche(s|m|n)?\b.{0,40}\bwil\b|\bwil\W{0,3}(\(|im kanton )?(zh|sg|ag|zürich|st\.? ?gallen|aargau)\b|8196|9500/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "h9-place-age-01",
    category: "place-age",
    note: "'winti' for Winterthur next to the postal code; 43 → 1983",
    turns: [
      {
        user: "grüezi, wohne in 8400 winti und bi 43i. was zahl ich für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "8400", birthYear: 1983 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-place-age-02",
    category: "place-age",
    note: "'Buchs' alone is Buchs AG (5033), Buchs ZH (8107) or Buchs SG (9470): the advisor must ask which one, then settle on 9470 and keep the birth year",
    turns: [
      {
        user: "Hallo, ich wohne in Buchs und bin Jahrgang 1972. Was kostet bei mir die günstigste Kasse?",
        expect: { fields: { birthYear: 1972 }, answers: [WHICH_BUCHS] },
      },
      {
        user: "buchs sg, im rheintal",
        expect: {
          fields: { plz: "9470", birthYear: 1972 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-place-age-03",
    category: "place-age",
    note: "'Wil' alone is Wil SG (9500) or Wil ZH (8196) (or Wil AG in Mettauertal): ask, then 'im Rafzerfeld' and 'zh' settle Wil ZH",
    turns: [
      {
        user: "jg 1995, wohnort wil. was choschtet mi das?",
        expect: { fields: { birthYear: 1995 }, answers: [WHICH_WIL] },
      },
      {
        user: "s wil im rafzerfeld, kanton zh",
        expect: {
          fields: { plz: "8196", birthYear: 1995 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-place-age-04",
    category: "place-age",
    note: "Bernese 'z Biel' is Biel/Bienne (several postal codes 2502–2505, one municipality and one premium region), so only the locality is checked; 58 → 1968",
    turns: [
      {
        user: "Salü, i bi 58 u wohne z Biel, Franchise 1000. Wiviu choschtet mi das?",
        expect: {
          act: "ask_price",
          fields: { ort: "Biel/Bienne", birthYear: 1968, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h9-place-age-05",
    category: "place-age",
    note: "'im April 24 geworden' gives 2002 without ambiguity (25 in 2027: young adult); the place comes after the age",
    turns: [
      {
        user: "Ich bin im April 24 geworden und wohne seit kurzem in 6300 Zug. Was zahle ich ungefähr?",
        expect: {
          act: "ask_price",
          fields: { plz: "6300", birthYear: 2002 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-place-age-06",
    category: "place-age",
    note: "9494 Schaan is in Liechtenstein, which has its own health insurance: no Swiss premium may be given as if it applied (no St. Gallen canton); then a move to 9470 Buchs SG",
    turns: [
      {
        user: "9494 schaan, jg 1980, was kostet mich die günstigste kk?",
        expect: {
          fields: { birthYear: 1980 },
          answers: [/liechtenstein/i],
          notAnswers: [/kanton st\.? ?gallen/i],
        },
      },
      {
        user: "aha. und wenn ich nächstes jahr nach 9470 buchs umziehe?",
        expect: {
          fields: { plz: "9470", birthYear: 1980 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-place-age-07",
    category: "place-age",
    note: "German name of Delémont JU (2800); the birth year first, as a two-digit year with an apostrophe",
    turns: [
      {
        user: "Jahrgang '69, wohnhaft in Delsberg. Bitte die günstigste Prämie.",
        expect: {
          fields: { plz: "2800", ort: "Delémont", birthYear: 1969 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-place-age-08",
    category: "place-age",
    note: "living in Konstanz (Germany) and working in Kreuzlingen: a cross-border commuter, not a resident; the answer must address the cross-border situation (residence abroad) before or instead of a Kreuzlingen premium",
    turns: [
      {
        user: "ich wohne in konstanz (deutschland) und arbeite in kreuzlingen, bin 36. muss ich in die schweizer krankenkasse und was kostet das?",
        expect: {
          answers: [/grenzgänger|grenzgaenger|deutschland|wohnsitz|ausland|eu\b|wahlrecht|option/i],
        },
      },
    ],
  },
];
