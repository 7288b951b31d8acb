import type { AdvisorCase } from "../case-format";

/**
 * Questions about prices, named insurers, models and tariff years, asked the way people type
 * them. The evaluation runs on 22 November 2026: the default tariff year is 2027, the year
 * before 2026. Figures are computed in the evaluation from the index, never written here.
 */
const ZH = { user: "8001 Zürich, Jahrgang 1990" };
const BE = { user: "3011 bern jg 85" };

export const questionCases: AdvisorCase[] = [
  // What does it cost?
  { id: "price-1", category: "question-price", turns: [{ user: "was kostet telmed mit 1500 franchise in 8004 für jahrgang 1992?", expect: { fields: { plz: "8004", birthYear: 1992, model: "telmed", franchise: 1500 }, act: "ask_price", action: "show_offers", figures: [{ what: "cheapest", model: "telmed", franchise: 1500 }] } }] },
  { id: "price-2", category: "question-price", turns: [ZH, { user: "wie viel zahle ich mit 2500 franchise?", expect: { fields: { franchise: 2500 }, act: "ask_price", action: "show_offers", figures: [{ what: "cheapest", franchise: 2500 }] } }] },
  { id: "price-3", category: "question-price", turns: [BE, { user: "und was kostet das günstigste hmo?", expect: { fields: { model: "hmo" }, act: "ask_price", action: "show_offers", figures: [{ what: "cheapest", model: "hmo" }] } }] },
  { id: "price-4", category: "question-price", turns: [{ user: "Was kostet die Grundversicherung in Basel für eine 30-jährige?", expect: { fields: { ort: "Basel", birthYear: 1996 }, act: "ask_price", action: "show_offers", figures: [{ what: "cheapest" }] } }] },
  { id: "price-5", category: "question-price", turns: [{ user: "wieviel kostet die billigste kasse? wohne in 6003 luzern", expect: { fields: { plz: "6003" }, act: "ask_price", action: "ask_user", answers: [/geburtsjahr|jahrgang|wann bist du geboren/] } }] },
  { id: "price-6", category: "question-price", turns: [ZH, { user: "was kostet es ohne unfall?", expect: { fields: { accident: false }, act: "ask_price", action: "show_offers", figures: [{ what: "cheapest", accident: false }] } }] },
  { id: "price-7", category: "question-price", turns: [{ user: "Hallo, was würde mich die Krankenkasse in 9000 St. Gallen kosten, bin 1978 geboren, Hausarztmodell", expect: { fields: { plz: "9000", birthYear: 1978, model: "hausarzt" }, act: "ask_price", action: "show_offers", figures: [{ what: "cheapest", model: "hausarzt" }] } }] },
  { id: "price-8", category: "question-price", turns: [BE, { user: "wie teuer ist es mit der tiefsten franchise?", expect: { fields: { franchise: 300 }, act: "ask_price", action: "show_offers", figures: [{ what: "cheapest", franchise: 300 }] } }] },

  // A named insurer
  { id: "insurer-1", category: "named-insurer", turns: [ZH, { user: "was kostet die helsana mit telmed und 1500?", expect: { fields: { namedInsurer: "Helsana", model: "telmed", franchise: 1500 }, act: "ask_insurer", answers: [/helsana/], figures: [{ what: "insurer", insurer: "Helsana", model: "telmed", franchise: 1500 }] } }] },
  { id: "insurer-2", category: "named-insurer", turns: [BE, { user: "stimmt es, dass die KPT immer am günstigsten ist?", expect: { fields: { namedInsurer: "KPT" }, act: "ask_insurer", answers: [/\b(?:ja|nein)\b/, /kpt/], figures: [{ what: "insurer", insurer: "KPT" }, { what: "cheapest" }] } }] },
  { id: "insurer-3", category: "named-insurer", turns: [ZH, { user: "was kostet die EGK", expect: { fields: { namedInsurer: "EGK" }, act: "ask_insurer", answers: [/egk/], figures: [{ what: "insurer", insurer: "EGK" }] } }] },
  { id: "insurer-4", category: "named-insurer", turns: [ZH, { user: "ich möchte eine Offerte von der Sympany", expect: { fields: { namedInsurer: "509" }, act: "request_quote", answers: [/sympany/] } }] },
  { id: "insurer-5", category: "named-insurer", turns: [BE, { user: "ist die Concordia teurer geworden?", expect: { fields: { namedInsurer: "Concordia" }, act: "ask_insurer", answers: [/concordia/, /2026/, /2027/], figures: [{ what: "insurer", insurer: "Concordia", tariffYear: 2026 }, { what: "insurer", insurer: "Concordia", tariffYear: 2027 }] } }] },
  { id: "insurer-6", category: "named-insurer", turns: [{ user: "wie viel kostet die css für mich? 8400 winterthur, 1988", expect: { fields: { plz: "8400", birthYear: 1988, namedInsurer: "CSS" }, act: "ask_insurer", answers: [/css/], figures: [{ what: "insurer", insurer: "CSS" }] } }] },
  { id: "insurer-7", category: "named-insurer", turns: [ZH, { user: "und die swica?", expect: { fields: { namedInsurer: "SWICA" }, act: "ask_insurer", answers: [/swica/], figures: [{ what: "insurer", insurer: "SWICA" }] } }] },
  { id: "insurer-8", category: "named-insurer", turns: [BE, { user: "hat die Visana ein HMO?", expect: { fields: { namedInsurer: "Visana" }, act: "ask_insurer", answers: [/visana/, /hmo/] } }] },
  { id: "insurer-9", category: "named-insurer", turns: [ZH, { user: "ist assura die billigste?", expect: { fields: { namedInsurer: "Assura" }, act: "ask_insurer", answers: [/\b(?:ja|nein)\b/, /assura/], figures: [{ what: "insurer", insurer: "Assura" }] } }] },
  { id: "insurer-10", category: "named-insurer", turns: [ZH, { user: "Offerte für die Atupri bitte", expect: { fields: { namedInsurer: "Atupri" }, act: "request_quote", answers: [/atupri/] } }] },

  // Models compared
  { id: "model-1", category: "model-compare", turns: [ZH, { user: "isch HMO günstiger als Telmed?", expect: { fields: { model: null }, act: "ask_compare", answers: [/hmo/, /telmed/], figures: [{ what: "cheapest", model: "hmo" }, { what: "cheapest", model: "telmed" }] } }] },
  { id: "model-2", category: "model-compare", turns: [BE, { user: "was ist billiger, hausarzt oder telmed?", expect: { fields: { model: null }, act: "ask_compare", answers: [/hausarzt/, /telmed/], figures: [{ what: "cheapest", model: "hausarzt" }, { what: "cheapest", model: "telmed" }] } }] },
  { id: "model-3", category: "model-compare", turns: [{ user: "Was ist Telmed?", expect: { act: "ask_rule", answers: [/telefon|anruf|telemedizin/] } }] },
  { id: "model-4", category: "model-compare", turns: [ZH, { user: "wie viel spare ich mit hmo statt standard?", expect: { act: "ask_compare", answers: [/hmo/, /standard/], figures: [{ what: "cheapest", model: "hmo" }, { what: "cheapest", model: "standard" }] } }] },
  { id: "model-5", category: "model-compare", turns: [{ user: "welches modell ist am günstigsten?", expect: { act: "ask_compare", action: "ask_user", answers: [/plz|wohnort|ort/] } }] },
  { id: "model-6", category: "model-compare", turns: [BE, { user: "lohnt sich telmed gegenüber dem standardmodell?", expect: { act: "ask_compare", answers: [/telmed/, /standard/], figures: [{ what: "cheapest", model: "telmed" }, { what: "cheapest", model: "standard" }] } }] },

  // Tariff years
  { id: "year-1", category: "tariff-year", turns: [ZH, { user: "und die Prämien 2026?", expect: { fields: { birthYear: 1990, plz: "8001", tariffYear: 2026 }, act: "ask_price", action: "show_offers", figures: [{ what: "cheapest", tariffYear: 2026 }] } }] },
  { id: "year-2", category: "tariff-year", turns: [BE, { user: "wie stark steigen meine Prämien nächstes Jahr?", expect: { fields: { birthYear: 1985 }, act: "ask_trend", answers: [/%/, /2026/, /2027/], figures: [{ what: "cheapest", tariffYear: 2026 }, { what: "cheapest", tariffYear: 2027 }] } }] },
  { id: "year-3", category: "tariff-year", turns: [{ user: "prämien 2027 für 8004, jahrgang 1975", expect: { fields: { plz: "8004", birthYear: 1975, tariffYear: 2027 }, act: "provide_info", action: "show_offers", figures: [{ what: "cheapest", tariffYear: 2027 }] } }] },
  { id: "year-4", category: "tariff-year", turns: [ZH, { user: "zeig mir nochmal die 2027er prämien", expect: { fields: { plz: "8001", birthYear: 1990, tariffYear: 2027 }, action: "show_offers", figures: [{ what: "cheapest", tariffYear: 2027 }] } }] },
  { id: "year-5", category: "tariff-year", turns: [ZH, { user: "ich bin bei der CSS. um wie viel wird sie teurer?", expect: { fields: { currentInsurer: "8" }, act: "ask_trend", answers: [/css/, /%/], figures: [{ what: "current", tariffYear: 2026 }, { what: "current", tariffYear: 2027 }] } }] },
];
