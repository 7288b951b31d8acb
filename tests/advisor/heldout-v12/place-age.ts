import type { AdvisorCase } from "../case-format";

/** Postal code or locality and birth year or age, in every phrasing (Wallis, Appenzell, Bern, Thurgau).
 * Conversations take place on 22.11.2026. Ages are turned into birth years as 2026 − age; a birthday named with its
 * month is counted exactly ("wirde am 3. jänner drissgi": January 2027 → 1997). No age here sits on an age-class boundary. */
/** Asking again for the place (a question, not a confirmation like "deine PLZ 9043"). */
const ASKS_POSTAL_CODE = /(deine|ihre) (postleitzahl|plz)\?|wo wohnst du|wo wohnen sie/i;
const ASK_AGE = /jahrgang|geburtsjahr|geboren|alter|wie alt|jg\b/i;
/** "Kirchberg" alone is Kirchberg BE (3422, BE region 2) or Kirchberg SG (9533, SG region 2). */
const WHICH_KIRCHBERG = /welche(s|m|n)?\b.{0,40}kirchberg|kirchberg\W{0,3}(\(|im kanton |im |in |bei )?(be|sg|bern|st\.? ?gallen|toggenburg|emmental)\b|3422|9533/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v12-place-age-01",
    category: "place-age",
    note: "Upper Valais German ('wohnu', 'chostut', 'nägschts jahr'), '44gi' → 1982, Visp VS region 2, next year = 2027; then the 2500 deductible keeps place and age",
    turns: [
      {
        user: "hallo zämu. ich wohnu in 3930 visp und bi 44gi. was chostut mi d grundversicherig nägschts jahr?",
        expect: {
          act: "ask_price",
          fields: { plz: "3930", birthYear: 1982, tariffYear: 2027 },
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
      {
        user: "und mit dr 2500er franchise?",
        expect: {
          act: "change",
          fields: { plz: "3930", birthYear: 1982, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v12-place-age-02",
    category: "place-age",
    note: "the place only (Trogen AR, 9043): ask for the age and not for the place; then 'bin 61' → 1965",
    turns: [
      {
        user: "was zahlt mer in 9043 trogen für d grundversicherig?",
        expect: { act: "ask_price", fields: { plz: "9043" }, answers: [ASK_AGE], notAnswers: [ASKS_POSTAL_CODE] },
      },
      {
        user: "bin 61",
        expect: {
          fields: { plz: "9043", birthYear: 1965 },
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v12-place-age-03",
    category: "place-age",
    note: "'kirchbärg' alone is Kirchberg BE (3422) or Kirchberg SG (9533): the advisor must ask; Bernese, 57 → 1969; then 'im ämmital, bi burgdorf' settles Kirchberg BE (3422)",
    turns: [
      {
        user: "grüessech. i wohne z kirchbärg u bi 57i. wivüu choschtet mi d grundversicherig?",
        expect: { fields: { birthYear: 1969 }, answers: [WHICH_KIRCHBERG] },
      },
      {
        user: "kirchbärg im ämmital, bi burgdorf",
        expect: {
          fields: { plz: "3422", birthYear: 1969 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v12-place-age-04",
    category: "place-age",
    note: "a birthday still to come: 'wirde am 3. jänner drissgi' (30 on 3 January 2027) → born 1997, Ostermundigen BE region 1; then Telmed keeps place and age",
    turns: [
      {
        user: "i wirde am 3. jänner drissgi u wohne z 3072 ostermundige. was zahle i ab jänner?",
        expect: {
          act: "ask_price",
          fields: { plz: "3072", birthYear: 1997 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit telmed?",
        expect: {
          act: "change",
          fields: { plz: "3072", birthYear: 1997, model: "telmed" },
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v12-place-age-05",
    category: "place-age",
    note: "the locality in Thurgau dialect only ('wiifelde' = Weinfelden, 8570), 'jahrgang 1959'; then the Hausarzt model",
    turns: [
      {
        user: "grüezi, bi vo wiifelde, jahrgang 1959. wa choschtet mi d chrankekasse?",
        expect: {
          fields: { ort: "Weinfelden", birthYear: 1959 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und s hausarztmodell?",
        expect: {
          act: "change",
          fields: { ort: "Weinfelden", birthYear: 1959, model: "hausarzt" },
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
];
