import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, Swiss German dialects (Züri-, Bärn-, Basel-, Walliser-, Ostschweizerdütsch), typos, no capitals.
 * Written apart from the engine and never tuned against (its code, its own cases and its results on these cases were
 * not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027; the notice
 * deadline is 30 November. Ages become birth years as 2026 − age. Every postal code and locality was checked against
 * swisstopo's directory and the BAG premium regions in ../shared/data.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v13-dialect-typos-01",
    category: "dialect-typos",
    note: "Zurich German: '34gi' → 1992, 8047 Zürich (ZH region 1), '2500er franchise ohni unfall'; then 'mitem hausarztmodäll' adds the family doctor model, the rest stays.",
    turns: [
      {
        user: "grüezi, ich bi 34gi und wohne in 8047 züri, was zahl ich mit 2500er franchise ohni unfall?",
        expect: {
          fields: { plz: "8047", birthYear: 1992, franchise: 2500, accident: false },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und mitem hausarztmodäll?",
        expect: {
          fields: { plz: "8047", birthYear: 1992, franchise: 2500, accident: false, model: "hausarzt" },
          figures: [{ what: "cheapest", franchise: 2500, accident: false, model: "hausarzt" }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v13-dialect-typos-02",
    category: "dialect-typos",
    note: "Bernese German: 'z bärn 3014' (Bern, BE region 1), 'jahrgang 81' → 1981, '1500 fr franchise'; then Telmed asked with 'u' and 'chunnt': the deductible stays.",
    turns: [
      {
        user: "sali zäme, i wohne z bärn 3014, bi jahrgang 81 u wett e günschtigi kasse mit 1500 fr franchise",
        expect: {
          fields: { plz: "3014", birthYear: 1981, franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "u mit telmed, chunnt das no billiger?",
        expect: {
          fields: { plz: "3014", birthYear: 1981, franchise: 1500, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v13-dialect-typos-03",
    category: "dialect-typos",
    note: "Basel German: 'bi vo basel 4057' (BS region 0), 'johrgang 1963', 'dr 300er franchise'; then early retirement since the summer: accident cover is needed (no employer's cover any more).",
    turns: [
      {
        user: "hoi, bi vo basel 4057, johrgang 1963, was koschtet mi d grundversicherig mit dr 300er franchise?",
        expect: {
          fields: { plz: "4057", birthYear: 1963, franchise: 300 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "isch do dr unfall dinne? bi sit em summer frühpensioniert",
        expect: {
          fields: { plz: "4057", birthYear: 1963, franchise: 300, accident: true },
          answers: [/unfall/i],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "v13-dialect-typos-04",
    category: "dialect-typos",
    note: "Upper Valais German: 'ich wohnu in 3930 visp' (Visp, VS region 2; the code reaches into Visperterminen, Baltschieder, Raron, all region 2), 'gibore', 'chrankchassa'; then full-time work: without accident.",
    turns: [
      {
        user: "hallo, ich wohnu in 3930 visp, bi 1987 gibore u hätti gära di günschtigschti chrankchassa",
        expect: { fields: { plz: "3930", birthYear: 1987 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "ich schaffu hundert prozänt, ohni unfall bitte",
        expect: {
          fields: { plz: "3930", birthYear: 1987, accident: false },
          act: "change",
          figures: [{ what: "cheapest", accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v13-dialect-typos-05",
    category: "dialect-typos",
    note: "Eastern Swiss German with typos ('griezi', 'franschise', 'hausartzmodel'), 9320 Arbon (TG region 0), 'jg 1955'; then the 1000 deductible: model stays.",
    turns: [
      {
        user: "griezi, wohne in 9320 arbon, jg 1955, franschise 500, hausartzmodel, was choschtets?",
        expect: {
          fields: { plz: "9320", birthYear: 1955, franchise: 500, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500, model: "hausarzt" }],
        },
      },
      {
        user: "merci. gits das au mit 1000er franschise?",
        expect: {
          fields: { plz: "9320", birthYear: 1955, franchise: 1000, model: "hausarzt" },
          figures: [{ what: "cheapest", franchise: 1000, model: "hausarzt" }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
];
