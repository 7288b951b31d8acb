import type { AdvisorCase } from "../case-format";

/** Swiss German, typos, missing capitals, abbreviations. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. */
const ASK_DATA = /plz|postleitzahl|wohn|jahrgang|geburtsjahr|geboren|alter|wie alt/i;

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "h9-dialect-typos-01",
    category: "dialect-typos",
    note: "Zurich German, 'kk' for Krankenkasse, 'franchise 2.5k' = 2500",
    turns: [
      {
        user: "hoi zäme, wott wüsse was mi d kk nöchscht jahr choschtet. wohn in 8048 züri, jg 91, franchise 2.5k",
        expect: {
          act: "ask_price",
          fields: { plz: "8048", birthYear: 1991, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h9-dialect-typos-02",
    category: "dialect-typos",
    note: "Bernese ('unfau' = Unfall, 'z thun'); 37 → 1989; then without accident cover because of a full-time job",
    turns: [
      {
        user: "gmeu, i bi 37i u wohne z thun, hanis scho lang nüm verglichä. franchise 300 mit unfau",
        expect: {
          fields: { plz: "3600", birthYear: 1989, franchise: 300, accident: true },
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
      {
        user: "u ohni unfau? i schaffe 100%",
        expect: {
          act: "change",
          fields: { plz: "3600", birthYear: 1989, franchise: 300, accident: false },
          figures: [{ what: "cheapest", franchise: 300, accident: false }],
        },
      },
    ],
  },
  {
    id: "h9-dialect-typos-03",
    category: "dialect-typos",
    note: "Basel German ('ych', 'kooschtet', '1500er Franchise')",
    turns: [
      {
        user: "Hoi, ych wohn in 4058 Basel und bi 1964 gebore. Was kooschtet mi e Hausarztmodell mit 1500er Franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "4058", birthYear: 1964, model: "hausarzt", franchise: 1500 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "h9-dialect-typos-04",
    category: "dialect-typos",
    note: "Eastern Swiss German, 'sg' for St. Gallen after the postal code; 51 → 1975; telmed against the standard model at 2500",
    turns: [
      {
        user: "hoi, bin 51 und wohn in 9000 sg. was choschtet mi s telmed mit 2500? isch das vil günstiger als normal?",
        expect: {
          fields: { plz: "9000", birthYear: 1975, franchise: 2500 },
          figures: [
            { what: "cheapest", model: "telmed", franchise: 2500 },
            { what: "cheapest", model: "standard", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h9-dialect-typos-05",
    category: "dialect-typos",
    note: "Upper Valais German ('d'höchschtu Franchise' = 2500); Brig 3900 (shared with Naters, Ried-Brig, Termen: one canton, one region)",
    turns: [
      {
        user: "Tag. Bi vo Brig, Jahrgang 57, wiä vill zahl i bi dr günschtigschtu Kassa mit dr höchschtu Franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "3900", birthYear: 1957, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h9-dialect-typos-06",
    category: "dialect-typos",
    note: "heavy typos, no punctuation ('franschise', 'jahrgan', 'fur')",
    turns: [
      {
        user: "hallo ich wil wissen wiefiel krankenkase kostet in 5400 baden fur 1999 jahrgan mit franschise 1000 danke",
        expect: {
          act: "ask_price",
          fields: { plz: "5400", birthYear: 1999, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h9-dialect-typos-07",
    category: "dialect-typos",
    note: "slang and emoji without data (ask for them), then 'bärn', the deductible after 'franchise' and 'hmo' in lower case, then only the model changes",
    turns: [
      {
        user: "yo 😅 bruch e neui kk, zahl viel z viel",
        expect: { answers: [ASK_DATA] },
      },
      {
        user: "3018 bärn, 2001, hmo, franchise 1500",
        expect: {
          fields: { plz: "3018", birthYear: 2001, model: "hmo", franchise: 1500 },
          figures: [{ what: "cheapest", model: "hmo", franchise: 1500 }],
        },
      },
      {
        user: "merci! u mit telmed?",
        expect: {
          act: "change",
          fields: { plz: "3018", birthYear: 2001, model: "telmed", franchise: 1500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "h9-dialect-typos-08",
    category: "dialect-typos",
    note: "Valais German with the German name Siders (Sierre 3960; the locality Sierre lies in premium region 1)",
    turns: [
      {
        user: "Wiä viel chostet d Grundversicherig z Siders? Bi Jahrgang 71",
        expect: {
          act: "ask_price",
          fields: { plz: "3960", ort: "Sierre", birthYear: 1971 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
];
