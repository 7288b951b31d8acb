import type { AdvisorCase } from "../case-format";

/** Swiss German dialects, typos, missing capitals, abbreviations. Conversations take place on 27.11.2026. */
const PRICE = /\d+[.,]\d{2}|chf|fr\./i;

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "h5-dialect-01",
    category: "dialect-typos",
    note: "Züritüütsch; '89gi jahrgang' is 1989; locality in dialect form (Dietike = Dietikon).",
    turns: [
      {
        user: "hoi zäme, bi en 89gi jahrgang und wohn in dietike. wievill zahl ich für d grundversicherig?",
        expect: { fields: { ort: "Dietikon", plz: "8953", birthYear: 1989 }, act: "ask_price", answers: [PRICE], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-dialect-02",
    category: "dialect-typos",
    note: "Bärndütsch: 'uf d wäut cho' = born.",
    turns: [
      {
        user: "grüessech, i bi 1974 uf d wäut cho u wohne z burgdorf. weli kasse isch am billigschte?",
        expect: { fields: { plz: "3400", birthYear: 1974 }, act: "ask_price", action: "show_offers", figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-dialect-03",
    category: "dialect-typos",
    note: "Baseldytsch; Riehen is a municipality of Basel-Stadt.",
    turns: [
      {
        user: "sali, i wohn z rieche (4125), bi jg 66 und hätt gärn s hausarztmodäll",
        expect: { fields: { plz: "4125", birthYear: 1966, model: "hausarzt" }, figures: [{ what: "cheapest", model: "hausarzt" }] },
      },
    ],
  },
  {
    id: "h5-dialect-04",
    category: "dialect-typos",
    note: "Heavy typos in every word.",
    turns: [
      {
        user: "krankenkase vergleichn plz 9500 wil gebohren 1998 franschise 2500 ohne unfal",
        expect: { fields: { plz: "9500", birthYear: 1998, franchise: 2500, accident: false }, figures: [{ what: "cheapest", franchise: 2500, accident: false }] },
      },
    ],
  },
  {
    id: "h5-dialect-05",
    category: "dialect-typos",
    note: "St. Gallen dialect; vague opener, then place and year ('93 gebore').",
    turns: [
      {
        user: "hoi, chasch mer helfe e billigeri kk z finde?",
        expect: { action: "ask_user", answers: [/plz|postleitzahl|wohnort|wo wohnst|ort/i] },
      },
      {
        user: "wohne in gossau sg 9200, bi 93 gebore",
        expect: { fields: { plz: "9200", birthYear: 1993 }, act: "provide_info", answers: [PRICE], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "h5-dialect-06",
    category: "dialect-typos",
    note: "Walliserdeutsch, locality name only.",
    turns: [
      {
        user: "Wiä viil chostät z'Visp di Grundversicherig fer eis vam Jahrgang 1981?",
        expect: { fields: { ort: "Visp", birthYear: 1981 }, act: "ask_price", answers: [PRICE], notAnswers: [/kanton bern\b/i] },
      },
    ],
  },
  {
    id: "h5-dialect-07",
    category: "dialect-typos",
    note: "Telegram style with abbreviations: 'fr. 2.5k' = deductible 2500, 'mit unf' = with accident cover.",
    turns: [
      {
        user: "kk grundvers. f. 1 pers, jg 85, 6004 lu, telmed, fr. 2.5k, mit unf",
        expect: {
          fields: { plz: "6004", birthYear: 1985, model: "telmed", franchise: 2500, accident: true },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: true }],
        },
      },
    ],
  },
  {
    id: "h5-dialect-08",
    category: "dialect-typos",
    note: "Bündnerdeutsch; age instead of year; then a model follow-up in dialect.",
    turns: [
      {
        user: "Hallo, i wohn z Chur und bin 52i. Gits öppis billigers als s Standardmodell?",
        expect: { fields: { ort: "Chur", plz: "7000" }, answers: [/hausarzt|hmo|telmed/i] },
      },
      {
        user: "ok und mit telmed, was zahl i dänn?",
        expect: { fields: { plz: "7000", model: "telmed" }, answers: [/telmed/i, PRICE] },
      },
    ],
  },
  {
    id: "h5-dialect-09",
    category: "dialect-typos",
    note: "Autocorrect garbage and no spaces after commas; 'hmo' in caps.",
    turns: [
      {
        user: "Gutenntag,ich wohn in 2540 Grenchen,Jahrgang1983,möchte HMO mit Francise 1500",
        expect: { fields: { plz: "2540", birthYear: 1983, model: "hmo", franchise: 1500 }, figures: [{ what: "cheapest", model: "hmo", franchise: 1500 }] },
      },
      {
        user: "unnd ohnne unfal?",
        expect: { act: "change", fields: { plz: "2540", model: "hmo", franchise: 1500, accident: false }, figures: [{ what: "cheapest", model: "hmo", franchise: 1500, accident: false }] },
      },
    ],
  },
];
