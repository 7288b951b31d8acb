import type { AdvisorCase } from "../case-format";

/** Swiss German of several regions, typos, autocorrect, missing capitals, abbreviations. Conversations take place on 27.11.2026. */
export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "h8-dialect-typos-01",
    category: "dialect-typos",
    note: "Zürich dialect, 'nöchscht jahr' = 2027, 'jahrgang 95'",
    turns: [
      {
        user: "hoi zäme, wie vill choschtet mi krankekasse nöchscht jahr? wohn in 8046 züri, jahrgang 95, franchise 2500 ohni unfall",
        expect: {
          act: "ask_price",
          fields: { plz: "8046", birthYear: 1995, franchise: 2500, accident: false, tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 2500, accident: false, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h8-dialect-typos-02",
    category: "dialect-typos",
    note: "Basel dialect; 'dr höchschte franchise' = 2500 for an adult",
    turns: [
      {
        user: "sali, wohn in basel 4057 bin jg 1990 un will telmed mit dr höchschte franchise, was kost das?",
        expect: {
          act: "ask_price",
          fields: { plz: "4057", birthYear: 1990, model: "telmed", franchise: 2500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h8-dialect-typos-03",
    category: "dialect-typos",
    note: "Upper Valais dialect: 'Hüsarzt' = Hausarzt model, 'gibore' = geboren",
    turns: [
      {
        user: "Hellu, ich wohnu z Naters und bi 1983 gibore. Was choschtit mich d Krankuchassa mit Hüsarzt?",
        expect: {
          act: "ask_price",
          fields: { plz: "3904", birthYear: 1983, model: "hausarzt" },
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "h8-dialect-typos-04",
    category: "dialect-typos",
    note: "St. Gallen dialect, age 31 (2026 − 31 = 1995; adult either way), then a bare follow-up adding accident cover",
    turns: [
      {
        user: "Hoi mitenand, bin 31ni und wohn in Goldach. Was zahl i do öppe?",
        expect: {
          act: "ask_price",
          fields: { plz: "9403", birthYear: 1995 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit unfall?",
        expect: {
          act: "change",
          fields: { plz: "9403", birthYear: 1995, accident: true },
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "h8-dialect-typos-05",
    category: "dialect-typos",
    note: "typos and autocorrect: 'Arau', 'Jahrgabg', 'kostest', 'Franchisen'",
    turns: [
      {
        user: "Hallo ich Wohne in Arau 5000 und bin Jahrgabg 1968. Was kostest die Grundversicherungen mit Franchisen 1500 und HMO??",
        expect: {
          act: "ask_price",
          fields: { plz: "5000", birthYear: 1968, franchise: 1500, model: "hmo" },
          figures: [{ what: "cheapest", franchise: 1500, model: "hmo" }],
        },
      },
    ],
  },
  {
    id: "h8-dialect-typos-06",
    category: "dialect-typos",
    note: "Lucerne dialect without punctuation, emoji; 6010 is shared with Pilatus Kulm (OW) but Kriens is named; 'zu tüür' asks for cheaper options (higher deductible, other model)",
    turns: [
      {
        user: "hey 😊 ech wohne z kriens jg 2001 hausarztmodell wie tüür",
        expect: {
          act: "ask_price",
          fields: { plz: "6010", birthYear: 2001, model: "hausarzt" },
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
      {
        user: "zu tüür 😅 geits no billiger",
        expect: {
          fields: { plz: "6010", birthYear: 2001 },
          answers: [/franchise|telmed|hmo|modell|2'?500/i],
        },
      },
    ],
  },
];
