import type { AdvisorCase } from "../case-format";

/** Postal code or locality and birth year or age, in every phrasing. Conversations take place on 22.11.2026. */
export const placeAgeCases: AdvisorCase[] = [
  {
    id: "h5-place-01",
    category: "place-age",
    turns: [
      {
        user: "hoi, wohne in 8048 zürich und bin jg 1987. was wär am günstigste?",
        expect: {
          fields: { plz: "8048", birthYear: 1987 },
          act: "ask_price",
          action: "show_offers",
          answers: [/\d+[.,]\d{2}|chf/],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h5-place-02",
    category: "place-age",
    note: "Locality name instead of postal code, birth year first.",
    turns: [
      {
        user: "Geburtsjahr 1979, wohnhaft in Thun",
        expect: { fields: { ort: "Thun", birthYear: 1979 }, act: "provide_info" },
      },
    ],
  },
  {
    id: "h5-place-03",
    category: "place-age",
    note: "Place and year given in two separate messages; the second must not lose the first.",
    turns: [
      { user: "ich wohne in winterthur", expect: { fields: { ort: "Winterthur" }, act: "provide_info", action: "ask_user", answers: [/jahrgang|geburtsjahr|alt|jahr/] } },
      {
        user: "1995",
        expect: { fields: { ort: "Winterthur", plz: "8400", birthYear: 1995 }, act: "provide_info", figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-place-04",
    category: "place-age",
    note: "Age instead of birth year (42 in Nov 2026 -> 1984); only the place is checked strictly.",
    turns: [
      {
        user: "Ich bin 42 und wohne in 6003 Luzern. Was zahle ich ungefähr?",
        expect: { fields: { plz: "6003" }, act: "ask_price", answers: [/\d+[.,]\d{2}|chf/] },
      },
    ],
  },
  {
    id: "h5-place-05",
    category: "place-age",
    note: "Question first, data after; Basel postal code 4057.",
    turns: [
      {
        user: "was choschtet bi eu die grundversicherig? ich bi 1990 gebore und wohn in 4057",
        expect: { fields: { plz: "4057", birthYear: 1990 }, act: "ask_price", answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-place-06",
    category: "place-age",
    note: "Only the place is given; the advisor must ask for the birth year and not invent one.",
    turns: [
      {
        user: "Ich zügle nach Zug, 6300. Was kostet dort die Krankenkasse?",
        expect: { fields: { plz: "6300" }, action: "ask_user", answers: [/jahrgang|geburtsjahr|alt/] },
      },
      {
        user: "jahrgang 2001",
        expect: { fields: { plz: "6300", birthYear: 2001 }, act: "provide_info", answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-place-07",
    category: "place-age",
    note: "Date of birth instead of a year.",
    turns: [
      {
        user: "geb. 14.03.1968, plz 3110 münsingen, bitte günstigste offerte zeigen",
        expect: { fields: { plz: "3110", birthYear: 1968 }, action: "show_offers", figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-place-08",
    category: "place-age",
    note: "Place in the middle of a long sentence; Walliser place name.",
    turns: [
      {
        user: "Grüessech, ich bin letschte Monet vo Bärn uf Zermatt zügle (3920) und bi 1983 gebore, jetzt wott ich luege was d'Krankekasse hie chostet",
        expect: { fields: { plz: "3920", birthYear: 1983 }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest" }], notAnswers: [/kanton bern\b/] },
      },
    ],
  },
  {
    id: "h5-place-09",
    category: "place-age",
    note: "Birth year corrected via a later postal code in a three-turn conversation.",
    turns: [
      { user: "Hallo! Ich möchte die Prämien vergleichen.", expect: { action: "ask_user", answers: [/plz|postleitzahl|wohnort|ort/] } },
      { user: "9000 St. Gallen", expect: { fields: { plz: "9000" }, act: "provide_info", answers: [/jahrgang|geburtsjahr|alt/] } },
      { user: "bin 1972 gebore", expect: { fields: { plz: "9000", birthYear: 1972 }, act: "provide_info", figures: [{ what: "cheapest" }] } },
    ],
  },
];
