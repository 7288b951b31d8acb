import type { AdvisorCase } from "../case-format";

/** Postal code or locality and birth year or age, in every phrasing. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age; a birthday named with its month is counted exactly
 * ("wirde im dezämber 33i": December 2026 → 1993). No age used here sits on an age-class boundary. */
/** Asking again for the age (a question, not a confirmation like "dein Jahrgang 1955"). */
const ASKS_BIRTH_YEAR = /(dein|ihr)(e)? (geburtsjahr|jahrgang)\?|wann bist du geboren|wie alt bist du/i;
const ASK_PLACE = /plz|postleitzahl|wohnort|wo wohnst|wo (du |sie )?wohn|gemeinde|ortschaft/i;
const WHICH_SCHMITTEN = /welche(s|m|n)?\b.{0,40}schmitten|schmitten\W{0,3}(\(|im kanton )?(fr|gr|freiburg|fribourg|graubünden|albula)\b|3185|7493/i;
/** 8260 is Stein am Rhein (SH region 2), not the town of Schaffhausen (8200–8208, SH region 1). */
const PLACE_MISMATCH = /stein am rhein|(8260|postleitzahl|plz).{0,80}(nicht|stimmt|passt|gehört)|(meinst|meinen) (du|sie)/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v11-place-age-01",
    category: "place-age",
    note: "a birthday still to come this year: 'wirde im dezämber 33i' (December 2026) → born 1993; Zuchwil SO; then Telmed",
    turns: [
      {
        user: "hoi zäme. wohne in 4528 zuchwil und wirde im dezämber 33i. was zahl i für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "4528", birthYear: 1993 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit em telmed?",
        expect: {
          act: "change",
          fields: { plz: "4528", birthYear: 1993, model: "telmed" },
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v11-place-age-02",
    category: "place-age",
    note: "'Schmitten' alone is Schmitten FR (3185, Sense district) or Schmitten (Albula) GR (7493): the advisor must ask; Sensler German; 58 → 1968; 'im sensebezirk, kanton fribourg' settles 3185",
    turns: [
      {
        user: "grüessech, i wohne z schmitte u bi 58i. wivüu chostet mi d chranchekasse?",
        expect: { fields: { birthYear: 1968 }, answers: [WHICH_SCHMITTEN] },
      },
      {
        user: "ds schmitte im sensebezirk, kanton fribourg",
        expect: {
          fields: { plz: "3185", birthYear: 1968 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v11-place-age-03",
    category: "place-age",
    note: "the age first (71 → 1955, retired), the place missing: ask for it and not for the age again; then only a locality name, Goldau (municipality Arth SZ, 6410)",
    turns: [
      {
        user: "bi 71 und sit em früelig pensioniert. was chostet mi d grundversicherig?",
        expect: { fields: { birthYear: 1955 }, answers: [ASK_PLACE], notAnswers: [ASKS_BIRTH_YEAR] },
      },
      {
        user: "goldau",
        expect: {
          fields: { plz: "6410", birthYear: 1955 },
          notAnswers: [ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v11-place-age-04",
    category: "place-age",
    note: "a move on 1 January from Bern to Hünenberg ZG: the 2027 premium is the one at the new place (6331), not Bern; then the deductible changes and the new place stays",
    turns: [
      {
        user: "Ich ziehe am 1. Januar von Bern nach 6331 Hünenberg. Jahrgang 1991. Was bezahle ich nächstes Jahr für die Grundversicherung?",
        expect: {
          act: "ask_price",
          fields: { plz: "6331", birthYear: 1991, tariffYear: 2027 },
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
      {
        user: "Und wenn ich die Franchise auf 2000 erhöhe?",
        expect: {
          act: "change",
          fields: { plz: "6331", birthYear: 1991, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "v11-place-age-05",
    category: "place-age",
    note: "postal code and place name do not match: 8260 is Stein am Rhein (SH region 2), the town of Schaffhausen is SH region 1: the advisor must point it out or ask; then the person settles Stein am Rhein (works in Schaffhausen)",
    turns: [
      {
        user: "8260 schaffhausen, jg 1980",
        expect: { fields: { birthYear: 1980 }, answers: [PLACE_MISMATCH] },
      },
      {
        user: "stimmt, i wohn z stei am rhii. schaffhuuse isch nur wo n i schaff",
        expect: {
          fields: { plz: "8260", birthYear: 1980 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v11-place-age-06",
    category: "place-age",
    note: "18 now (→ 2008; born 2007 or 2008, 19 or 20 in 2027): the 2027 premium is a young adult's, not a child's (Sargans SG region 2); then until when the young-adult tariff runs (to the end of the year the person turns 25; adult from the year of the 26th birthday)",
    turns: [
      {
        user: "bin 18 und wohne in 7320 sargans. was muss ich ab januar zahlen?",
        expect: {
          fields: { plz: "7320", birthYear: 2008 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "bis wenn zahl ich den tarif für junge erwachsene?",
        expect: {
          fields: { plz: "7320", birthYear: 2008 },
          answers: [/\b25\b|\b26\b|2033|2034/],
        },
      },
    ],
  },
];
