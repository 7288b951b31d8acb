import type { AdvisorCase } from "../case-format";

/** "nein, 1985", "doch lieber mit Unfall": changing one slot keeps the others. Conversations take place on 27.11.2026. */
export const correctionsCases: AdvisorCase[] = [
  {
    id: "h7-corrections-01",
    category: "corrections",
    note: "swapped digits in the birth year",
    turns: [
      {
        user: "3960 siders, 1985, 1500 franchise",
        expect: { fields: { plz: "3960", birthYear: 1985, franchise: 1500 } },
      },
      {
        user: "äxgüsi, nid 1985 sondern 1958",
        expect: { act: "change", fields: { plz: "3960", birthYear: 1958, franchise: 1500 }, figures: [{ what: "cheapest", franchise: 1500 }] },
      },
    ],
  },
  {
    id: "h7-corrections-02",
    category: "corrections",
    note: "the model corrected, formal German",
    turns: [
      {
        user: "Jahrgang 1977, 2800 Delémont, Telmed, Franchise 2500",
        expect: { fields: { plz: "2800", birthYear: 1977, model: "telmed", franchise: 2500 } },
      },
      {
        user: "Korrektur: Hausarztmodell, nicht Telmed.",
        expect: {
          act: "change",
          fields: { plz: "2800", birthYear: 1977, model: "hausarzt", franchise: 2500 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h7-corrections-03",
    category: "corrections",
    note: "Küssnacht am Rigi (SZ, 6403) versus Küsnacht (ZH, 8700)",
    turns: [
      { user: "wohne in 6403 küssnacht, 1966", expect: { fields: { plz: "6403", birthYear: 1966 } } },
      {
        user: "sorry, nöd am rigi – küsnacht am zürisee, 8700",
        expect: { act: "change", fields: { plz: "8700", birthYear: 1966 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h7-corrections-04",
    category: "corrections",
    note: "one person's deductible changed, the other's stays",
    turns: [
      {
        user: "ich 1984 und mein mann 1982, 5000 aarau, franchise 2500 für beide",
        expect: {
          fields: {
            plz: "5000",
            persons: [
              { birthYear: 1984, franchise: 2500 },
              { birthYear: 1982, franchise: 2500 },
            ],
          },
        },
      },
      {
        user: "halt, mein mann will doch 300",
        expect: {
          act: "change",
          fields: {
            plz: "5000",
            persons: [
              { birthYear: 1984, franchise: 2500 },
              { birthYear: 1982, franchise: 300 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h7-corrections-05",
    category: "corrections",
    note: "the year corrected from 2026 to 2027",
    turns: [
      {
        user: "1400 yverdon-les-bains, jg 1993, preise 2026 bitte",
        expect: { fields: { plz: "1400", birthYear: 1993, tariffYear: 2026 }, figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
      {
        user: "nein sorry, ich meinte fürs nächste jahr",
        expect: { act: "change", fields: { plz: "1400", birthYear: 1993, tariffYear: 2027 }, figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "h7-corrections-06",
    category: "corrections",
    note: "accident back and forth, then a deductible; each change keeps the rest",
    turns: [
      { user: "8750 glarus, 1970, mit unfall", expect: { fields: { plz: "8750", birthYear: 1970, accident: true } } },
      {
        user: "nei, ohni unfall, bi jo agstellt",
        expect: { act: "change", fields: { plz: "8750", birthYear: 1970, accident: false }, figures: [{ what: "cheapest", accident: false }] },
      },
      {
        user: "und franchise 2000 bitte",
        expect: {
          act: "change",
          fields: { plz: "8750", birthYear: 1970, accident: false, franchise: 2000 },
          figures: [{ what: "cheapest", accident: false, franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "h7-corrections-07",
    category: "corrections",
    note: "the year and the deductible corrected in one message: born 2000 (not a deductible), deductible 1000",
    turns: [
      {
        user: "3018 bern, franchise 2000, jg 91",
        expect: { fields: { plz: "3018", franchise: 2000, birthYear: 1991 } },
      },
      {
        user: "oh moment, falsch gschribe: i bi 2000 gebore, nid 91, und d franchise isch 1000",
        expect: {
          act: "change",
          fields: { plz: "3018", birthYear: 2000, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
];
