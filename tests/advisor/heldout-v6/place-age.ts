import type { AdvisorCase } from "../case-format";

/** Postal code or locality and birth year or age, in every phrasing. Conversations take place on 27.11.2026. */
export const placeAgeCases: AdvisorCase[] = [
  {
    id: "h6-place-age-01",
    category: "place-age",
    turns: [
      {
        user: "hoi, wohne in 8004 züri und bi jahrgang 91",
        expect: { act: "provide_info", fields: { plz: "8004", birthYear: 1991 } },
      },
      {
        user: "was wär denn am günstigste?",
        expect: { act: "ask_price", fields: { plz: "8004", birthYear: 1991 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h6-place-age-02",
    category: "place-age",
    note: "age instead of birth year: 42 on 27.11.2026 is born 1984 (or late 1983); only the place is checked strictly",
    turns: [
      {
        user: "Ich bin 42 und wohne in Thun (3600). Was zahle ich ungefähr für die Grundversicherung?",
        expect: { act: "ask_price", fields: { plz: "3600", ort: "Thun" }, answers: [/\d+[.,]\d{2}|chf|fr\./i] },
      },
    ],
  },
  {
    id: "h6-place-age-03",
    category: "place-age",
    note: "place given by name only, unique postal code",
    turns: [
      {
        user: "zermatt, geboren 1968",
        expect: { fields: { plz: "3920", birthYear: 1968 } },
      },
    ],
  },
  {
    id: "h6-place-age-04",
    category: "place-age",
    note: "only the year is given; the advisor must ask for the place and not invent one",
    turns: [
      {
        user: "ich bin 1999 geboren, was kostet mich die krankenkasse?",
        expect: { fields: { birthYear: 1999 }, action: "ask_user", answers: [/plz|postleitzahl|wohnort|wo wohn|ort/i] },
      },
      {
        user: "6003 luzern",
        expect: { fields: { plz: "6003", birthYear: 1999 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h6-place-age-05",
    category: "place-age",
    note: "only the place is given; the advisor must ask for the birth year",
    turns: [
      {
        user: "Guten Tag, ich ziehe per Januar nach 5400 Baden. Welche Kasse ist dort am billigsten?",
        expect: { fields: { plz: "5400" }, action: "ask_user", answers: [/jahrgang|geburtsjahr|alter|wie alt|geboren/i] },
      },
      {
        user: "1975",
        expect: { fields: { plz: "5400", birthYear: 1975 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h6-place-age-06",
    category: "place-age",
    note: "birth date in full",
    turns: [
      {
        user: "Geb. 14.03.1987, Wohnort 7000 Chur",
        expect: { fields: { plz: "7000", birthYear: 1987 } },
      },
    ],
  },
  {
    id: "h6-place-age-07",
    category: "place-age",
    note: "postal code and year in one compact string, then moving to a different place keeps the year",
    turns: [
      {
        user: "4051 / 1958",
        expect: { fields: { plz: "4051", birthYear: 1958 } },
      },
      {
        user: "ah nei, mir zügle uf 4410 liestal",
        expect: { fields: { plz: "4410", birthYear: 1958 } },
      },
    ],
  },
];
