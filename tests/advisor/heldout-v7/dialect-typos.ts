import type { AdvisorCase } from "../case-format";

/** Swiss German dialects, typos, missing capitals, abbreviations. Conversations take place on 27.11.2026. */
export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "h7-dialect-typos-01",
    category: "dialect-typos",
    note: "Bernese; someone who hardly ever sees a doctor should hear about the deductible",
    turns: [
      {
        user: "sälü zäme, i bi ä 82er u wohne z 3700 spiez. was zahlt me so für d grundversicherig we me fasch nie zum dokter geit?",
        expect: { fields: { plz: "3700", birthYear: 1982 }, answers: [/franchise|fraschise/i] },
      },
    ],
  },
  {
    id: "h7-dialect-typos-02",
    category: "dialect-typos",
    note: "Zurich German, '95i jahrgang' is 1995",
    turns: [
      {
        user: "hoi, bin en 95i jahrgang und wohne in 8953 dietike. was chostet mi telmed mit tuusiger franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "8953", birthYear: 1995, model: "telmed", franchise: 1000 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h7-dialect-typos-03",
    category: "dialect-typos",
    note: "Basel German, next year",
    turns: [
      {
        user: "Guete Daag, ych bi 1961 gebore und wohn z Rieche (4125). Was kunnt mi d Kasse im näggschte Joor?",
        expect: { fields: { plz: "4125", birthYear: 1961, tariffYear: 2027 }, figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "h7-dialect-typos-04",
    category: "dialect-typos",
    note: "St. Gallen German; employed full time, so without accident",
    turns: [
      {
        user: "grüezi, ich wohn in 9200 gossau und bi 1990 geborä. was choschtet mi s hausarztmodäll mit franchise 2500 ohni unfall? schaff 100% bim kanton",
        expect: {
          act: "ask_price",
          fields: { plz: "9200", birthYear: 1990, model: "hausarzt", franchise: 2500, accident: false },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "h7-dialect-typos-05",
    category: "dialect-typos",
    note: "Valais German ('üss', 'billigschtu', 'fraschise')",
    turns: [
      {
        user: "tag, bi üss 3940 steg, jg 66. weli chassa isch am billigschtu mit fraschise 1500?",
        expect: { fields: { plz: "3940", birthYear: 1966, franchise: 1500 }, figures: [{ what: "cheapest", franchise: 1500 }] },
      },
    ],
  },
  {
    id: "h7-dialect-typos-06",
    category: "dialect-typos",
    note: "abbreviations and no punctuation: 'fr.' is the deductible here, 'pro mt' per month",
    turns: [
      {
        user: "hallo bin jg.98 plz 4600 olten fr. 2500 hmo wie viel kostets pro mt",
        expect: {
          act: "ask_price",
          fields: { plz: "4600", birthYear: 1998, franchise: 2500, model: "hmo" },
          figures: [{ what: "cheapest", franchise: 2500, model: "hmo" }],
        },
      },
    ],
  },
  {
    id: "h7-dialect-typos-07",
    category: "dialect-typos",
    note: "Lucerne German, the accident cover dropped in the second turn",
    turns: [
      {
        user: "hoi, chönd ihr mer hälfe? wohne z ämmebrögg 6020, be 1987",
        expect: { fields: { plz: "6020", birthYear: 1987 } },
      },
      {
        user: "tüend mol ohni unfall rächne, ech be agstellt",
        expect: { act: "change", fields: { plz: "6020", birthYear: 1987, accident: false }, figures: [{ what: "cheapest", accident: false }] },
      },
    ],
  },
  {
    id: "h7-dialect-typos-08",
    category: "dialect-typos",
    note: "Grisons German with typos, then a deductible in dialect spelling",
    turns: [
      {
        user: "grüezi. wohn in 7130 ilanz, jg 1959, wetti wüssa was dr günschtigscht isch",
        expect: { fields: { plz: "7130", birthYear: 1959 }, figures: [{ what: "cheapest" }] },
      },
      {
        user: "und mit ra 2000er fraschise?",
        expect: { act: "change", fields: { plz: "7130", birthYear: 1959, franchise: 2000 }, figures: [{ what: "cheapest", franchise: 2000 }] },
      },
    ],
  },
];
