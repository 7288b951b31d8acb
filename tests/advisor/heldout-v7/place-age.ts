import type { AdvisorCase } from "../case-format";

/** Postal code or locality and birth year or age, in every phrasing. Conversations take place on 27.11.2026. */
const ASKS_PLACE = /plz|postleitzahl|wohnort|wo wohn|welche[sm]? (ort|gemeinde|kanton)|gemeinde|kanton/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "h7-place-age-01",
    category: "place-age",
    note: "data first, the question in a second turn",
    turns: [
      {
        user: "hallo zusammen, wohne seit kurzem in 8500 frauenfeld, geb. 1993",
        expect: { act: "provide_info", fields: { plz: "8500", ort: "Frauenfeld", birthYear: 1993 } },
      },
      {
        user: "und was kostet das jetzt so ungefähr?",
        expect: { act: "ask_price", fields: { plz: "8500", birthYear: 1993 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h7-place-age-02",
    category: "place-age",
    note: "turned 60 last week (November 2026): born in November 1966",
    turns: [
      {
        user: "Ich bin letzte Woche 60 geworden und wohne in 1800 Vevey. Welche Krankenkasse ist für mich am günstigsten?",
        expect: { act: "ask_price", fields: { plz: "1800", birthYear: 1966 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h7-place-age-03",
    category: "place-age",
    note: "place by name only; Saas-Fee has one postal code (3906)",
    turns: [
      {
        user: "saas-fee, jahrgang 1988",
        expect: { fields: { plz: "3906", ort: "Saas-Fee", birthYear: 1988 } },
      },
    ],
  },
  {
    id: "h7-place-age-04",
    category: "place-age",
    note: "Buchs exists in SG (9470), AG (5033) and ZH (8107): the advisor must ask which one and not pick one silently",
    turns: [
      {
        user: "Ich wohne in Buchs und bin 1974 geboren.",
        expect: { fields: { birthYear: 1974 }, action: "ask_user", answers: [ASKS_PLACE] },
      },
      {
        user: "buchs sg, 9470",
        expect: { fields: { plz: "9470", birthYear: 1974 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h7-place-age-05",
    category: "place-age",
    note: "locality typed without its accent (Delémont, 2800)",
    turns: [
      {
        user: "Jahrgang 2001, Wohnort Delemont",
        expect: { fields: { plz: "2800", ort: "Delémont", birthYear: 2001 } },
      },
    ],
  },
  {
    id: "h7-place-age-06",
    category: "place-age",
    note: "an age of 27 is an adult in 2027 either way (born 1999 or 2000); the birth year is only checked after it is given",
    turns: [
      {
        user: "bin 27 und wohne in 6850 mendrisio, was zahl ich da?",
        expect: { act: "ask_price", fields: { plz: "6850" }, answers: [/\d+[.,]\d{2}|chf|fr\./i] },
      },
      {
        user: "bin im februar 1999 geboren falls das wichtig ist",
        expect: { fields: { plz: "6850", birthYear: 1999 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h7-place-age-07",
    category: "place-age",
    note: "a move to another municipality keeps the year",
    turns: [
      {
        user: "3073 gümlige, jg 1957",
        expect: { fields: { plz: "3073", birthYear: 1957 } },
      },
      {
        user: "mir zügle aber im januar uf münsige, 3110. was choschtet s de dert?",
        expect: { fields: { plz: "3110", ort: "Münsingen", birthYear: 1957 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h7-place-age-08",
    category: "place-age",
    note: "the place of birth (Bern) is not the place of residence (Appenzell)",
    turns: [
      {
        user: "Geboren am 3. Juli 1990 in Bern, wohne aber seit fünf Jahren in 9050 Appenzell. Was wäre bei mir die günstigste Grundversicherung?",
        expect: {
          act: "ask_price",
          fields: { plz: "9050", birthYear: 1990 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
];
