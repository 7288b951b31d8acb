import type { AdvisorCase } from "../case-format";

/** Swiss German dialects, typos, missing capitals, abbreviations. Conversations take place on 27.11.2026. */
export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "h6-dialect-typos-01",
    category: "dialect-typos",
    note: "Bernese",
    turns: [
      {
        user: "grüessech, i bi jahrgang 83 u wohne z 3011 bärn. was chostet mi d grundversicherig mit 2500er franchise?",
        expect: { act: "ask_price", fields: { plz: "3011", birthYear: 1983, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
    ],
  },
  {
    id: "h6-dialect-typos-02",
    category: "dialect-typos",
    note: "Basel German",
    turns: [
      {
        user: "sali zämme, y wohn in 4057 basel, bi 1994 gebore. was koschtet mi das bi eych?",
        expect: { fields: { plz: "4057", birthYear: 1994 }, figures: [{ what: "cheapest" }] },
      },
      {
        user: "und ohni unfall, y schaff jo voll",
        expect: { act: "change", fields: { plz: "4057", birthYear: 1994, accident: false }, figures: [{ what: "cheapest", accident: false }] },
      },
    ],
  },
  {
    id: "h6-dialect-typos-03",
    category: "dialect-typos",
    note: "Valais German",
    turns: [
      {
        user: "hallo, ich bi va 3930 visp, jahrgang 1979. was chunnt mi d chrankchassa nägschts jahr?",
        expect: { fields: { plz: "3930", birthYear: 1979, tariffYear: 2027 }, figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "h6-dialect-typos-04",
    category: "dialect-typos",
    note: "St. Gallen German with typos",
    turns: [
      {
        user: "hoi, ich wohn in 9000 st gallä und bin 2001 geborä. was choschtets mit telemed?",
        expect: { fields: { plz: "9000", birthYear: 2001, model: "telmed" }, figures: [{ what: "cheapest", model: "telmed" }] },
      },
    ],
  },
  {
    id: "h6-dialect-typos-05",
    category: "dialect-typos",
    note: "Grisons German",
    turns: [
      {
        user: "tschau, i bin vo 7500 st. moritz, jg 1972. wia viel zahl i mit hausarzt modäll?",
        expect: { fields: { plz: "7500", birthYear: 1972, model: "hausarzt" }, figures: [{ what: "cheapest", model: "hausarzt" }] },
      },
    ],
  },
  {
    id: "h6-dialect-typos-06",
    category: "dialect-typos",
    note: "heavy typos and abbreviations",
    turns: [
      {
        user: "plz 8400 winti jg 85 franchsie 1500 ohne unfal wasi s günstigst??",
        expect: {
          act: "ask_price",
          fields: { plz: "8400", birthYear: 1985, franchise: 1500, accident: false },
          figures: [{ what: "cheapest", franchise: 1500, accident: false }],
        },
      },
    ],
  },
  {
    id: "h6-dialect-typos-07",
    category: "dialect-typos",
    note: "Zurich German, two turns, the second a short dialect change",
    turns: [
      {
        user: "ich bi 1964 und wohne in 8620 wetzike",
        expect: { fields: { plz: "8620", birthYear: 1964 } },
      },
      {
        user: "mach mal mit de höchschte franchise",
        expect: { act: "change", fields: { plz: "8620", birthYear: 1964, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
    ],
  },
];
