import type { AdvisorCase } from "../case-format";

/** "nein, 1985", "doch lieber mit Unfall": changing one slot keeps the others. Conversations take place on 27.11.2026. */
export const correctionsCases: AdvisorCase[] = [
  {
    id: "h6-corrections-01",
    category: "corrections",
    turns: [
      {
        user: "8004 zürich, 1987, franchise 2500, telmed",
        expect: { fields: { plz: "8004", birthYear: 1987, franchise: 2500, model: "telmed" } },
      },
      {
        user: "sorry, tippfehler: bin 1978",
        expect: {
          act: "change",
          fields: { plz: "8004", birthYear: 1978, franchise: 2500, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h6-corrections-02",
    category: "corrections",
    turns: [
      {
        user: "jg 1990, 3011 bern, ohne unfall",
        expect: { fields: { plz: "3011", birthYear: 1990, accident: false } },
      },
      {
        user: "ah nei, ich bi grad arbeitslos, also doch mit unfall",
        expect: { act: "change", fields: { plz: "3011", birthYear: 1990, accident: true }, figures: [{ what: "cheapest", accident: true }] },
      },
    ],
  },
  {
    id: "h6-corrections-03",
    category: "corrections",
    note: "the postal code is corrected; the year and deductible stay",
    turns: [
      {
        user: "Jahrgang 1966, 6300 Zug, Franchise 1000",
        expect: { fields: { plz: "6300", birthYear: 1966, franchise: 1000 } },
      },
      {
        user: "Falsche PLZ, ich meinte 6330 Cham.",
        expect: { act: "change", fields: { plz: "6330", birthYear: 1966, franchise: 1000 }, figures: [{ what: "cheapest", franchise: 1000 }] },
      },
    ],
  },
  {
    id: "h6-corrections-04",
    category: "corrections",
    note: "the model restriction is lifted",
    turns: [
      {
        user: "hmo, 9000 st.gallen, 1982",
        expect: { fields: { plz: "9000", birthYear: 1982, model: "hmo" } },
      },
      {
        user: "vergiss s hmo, zeig mer eifach s günstigschte egal weles modell",
        expect: { act: "change", fields: { plz: "9000", birthYear: 1982, model: null }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h6-corrections-05",
    category: "corrections",
    note: "the deductible is corrected twice",
    turns: [
      { user: "1995, 4057 basel, franchise 500", expect: { fields: { plz: "4057", birthYear: 1995, franchise: 500 } } },
      { user: "nei doch 1500", expect: { act: "change", fields: { plz: "4057", birthYear: 1995, franchise: 1500 } } },
      {
        user: "hm, lieber die höchste",
        expect: { act: "change", fields: { plz: "4057", birthYear: 1995, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
    ],
  },
  {
    id: "h6-corrections-06",
    category: "corrections",
    note: "the year is corrected from 2027 back to this year",
    turns: [
      {
        user: "was koschtets nächsts jahr in 7000 chur für 1975?",
        expect: { fields: { plz: "7000", birthYear: 1975, tariffYear: 2027 } },
      },
      {
        user: "nei, i meinti für das johr no",
        expect: { act: "change", fields: { plz: "7000", birthYear: 1975, tariffYear: 2026 }, figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
    ],
  },
  {
    id: "h6-corrections-07",
    category: "corrections",
    note: "the partner's year is corrected, the own year stays",
    turns: [
      {
        user: "ich 1972, mini frau 1974, 3600 thun",
        expect: { fields: { plz: "3600", persons: [{ birthYear: 1972 }, { birthYear: 1974 }] } },
      },
      {
        user: "korrektur: mini frau isch 1976",
        expect: { act: "change", fields: { plz: "3600", persons: [{ birthYear: 1972 }, { birthYear: 1976 }] } },
      },
    ],
  },
];
