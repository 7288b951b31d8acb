import type { AdvisorCase } from "../case-format";

/** "nein, 1985", "doch lieber mit Unfall": changing one slot keeps the others. Conversations take place on 27.11.2026. */
export const correctionsCases: AdvisorCase[] = [
  {
    id: "h5-corrections-01",
    category: "corrections",
    turns: [
      { user: "8050 zürich, 1988", expect: { fields: { plz: "8050", birthYear: 1988 } } },
      {
        user: "sorry, bin 1986 nöd 88",
        expect: { act: "change", fields: { plz: "8050", birthYear: 1986 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-corrections-02",
    category: "corrections",
    turns: [
      { user: "3006 bern 1975 franchise 300", expect: { fields: { plz: "3006", birthYear: 1975, franchise: 300 } } },
      {
        user: "doch lieber die höchste franchise",
        expect: { act: "change", fields: { plz: "3006", birthYear: 1975, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
    ],
  },
  {
    id: "h5-corrections-03",
    category: "corrections",
    note: "became unemployed: accident cover is needed again",
    turns: [
      { user: "6004 luzern, 1990, ohni unfall", expect: { fields: { plz: "6004", birthYear: 1990, accident: false } } },
      {
        user: "ah nei, ich bi ja grad arbeitslos worde, also doch mit unfall",
        expect: { act: "change", fields: { plz: "6004", birthYear: 1990, accident: true }, figures: [{ what: "cheapest", accident: true }] },
      },
    ],
  },
  {
    id: "h5-corrections-04",
    category: "corrections",
    note: "moving to another canton: the postal code changes, the year and deductible stay",
    turns: [
      { user: "8400 winterthur, 1980, franchise 1500", expect: { fields: { plz: "8400", birthYear: 1980, franchise: 1500 } } },
      {
        user: "ah, ab januar wohn ich aber in 3960 sierre",
        expect: { fields: { plz: "3960", birthYear: 1980, franchise: 1500 }, figures: [{ what: "cheapest", franchise: 1500 }] },
      },
    ],
  },
  {
    id: "h5-corrections-05",
    category: "corrections",
    turns: [
      { user: "1400 yverdon, 1993, hmo", expect: { fields: { plz: "1400", birthYear: 1993, model: "hmo" } } },
      {
        user: "nei doch kei hmo, lieber telmed",
        expect: { act: "change", fields: { plz: "1400", birthYear: 1993, model: "telmed" }, figures: [{ what: "cheapest", model: "telmed" }] },
      },
    ],
  },
  {
    id: "h5-corrections-06",
    category: "corrections",
    note: "swapped digits in the year",
    turns: [
      { user: "8700 küsnacht, bin 1969", expect: { fields: { plz: "8700", birthYear: 1969 } } },
      {
        user: "tippfehler, 1996 natürlich",
        expect: { act: "change", fields: { plz: "8700", birthYear: 1996 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-corrections-07",
    category: "corrections",
    note: "one slot confirmed, another corrected",
    turns: [
      {
        user: "2000 neuchâtel, 1981, franchise 1000, hausarzt",
        expect: { fields: { plz: "2000", birthYear: 1981, franchise: 1000, model: "hausarzt" } },
      },
      {
        user: "franchise stimmt, aber bitte standardmodell",
        expect: { act: "change", fields: { plz: "2000", birthYear: 1981, franchise: 1000, model: "standard" }, figures: [{ what: "cheapest", franchise: 1000, model: "standard" }] },
      },
    ],
  },
  {
    id: "h5-corrections-08",
    category: "corrections",
    note: "removing the model restriction",
    turns: [
      { user: "9000 st.gallen, 1985, nur telmed", expect: { fields: { plz: "9000", birthYear: 1985, model: "telmed" } } },
      {
        user: "zeig mer doch alli modell",
        expect: { act: "change", fields: { plz: "9000", birthYear: 1985, model: null }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-corrections-09",
    category: "corrections",
    note: "tariff year corrected back to the current year, then the postal code corrected",
    turns: [
      { user: "prämien 2027, 5000 aarau, 1972", expect: { fields: { tariffYear: 2027, plz: "5000", birthYear: 1972 } } },
      {
        user: "ich meinte eigentlich dieses jahr, also 2026",
        expect: { act: "change", fields: { tariffYear: 2026, plz: "5000", birthYear: 1972 }, figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
      {
        user: "und plz isch 5430 nöd 5000",
        expect: { act: "change", fields: { tariffYear: 2026, plz: "5430", birthYear: 1972 } },
      },
    ],
  },
];
