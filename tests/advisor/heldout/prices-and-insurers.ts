import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/** "Was kostet …": prices for the person and for a named insurer. */
export const cases: AdvisorCase[] = [
  {
    id: "ho-question-price-1",
    category: "question-price",
    turns: [
      {
        user: "was chostet d grundversicherig für mi? wohne z winti, jg 1990",
        expect: { fields: { ort: "Winterthur", birthYear: 1990 }, act: "ask_price", figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT] },
      },
      {
        user: "und mit 2500 franchise statt 300?",
        expect: { fields: { franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }], answers: [CHF_AMOUNT], notAnswers: [ASKS_BIRTH_YEAR] },
      },
    ],
  },
  {
    id: "ho-question-price-2",
    category: "question-price",
    note: "Question first, data later: ask for place and birth year, then answer the question asked.",
    turns: [
      {
        user: "was kostet eigentlich die billigste krankenkasse?",
        expect: { act: "ask_price", action: "ask_user", answers: [/plz|postleitzahl|wohnort|wo wohnst|ort/i, /geburtsjahr|jahrgang|alter|wie alt/i] },
      },
      {
        user: "8610 uster, 1985",
        expect: { fields: { plz: "8610", birthYear: 1985 }, act: "provide_info", figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "ho-question-price-3",
    category: "question-price",
    turns: [
      {
        user: "wieviel kostet hmo mit 1000 franchise in bern für jahrgang 1972, mit unfall?",
        expect: {
          fields: { ort: "Bern", birthYear: 1972, model: "hmo", franchise: 1000, accident: true },
          act: "ask_price",
          figures: [{ what: "cheapest", model: "hmo", franchise: 1000 }],
          answers: [CHF_AMOUNT],
        },
      },
      { user: "pro jahr?", expect: { answers: [/jahr/i, CHF_AMOUNT] } },
    ],
  },
  {
    id: "ho-question-price-4",
    category: "question-price",
    note: "Italian and German mixed; Lugano is in Ticino.",
    turns: [
      {
        user: "ciao, la cassa più economica a lugano con infortunio? sono del 1980",
        expect: {
          fields: { ort: "Lugano", birthYear: 1980, accident: true },
          act: "ask_price",
          figures: [{ what: "cheapest", accident: true }],
          answers: [CHF_AMOUNT],
          notAnswers: [/zürich|bern\b/i],
        },
      },
      {
        user: "franchigia 2500 per favore",
        expect: { fields: { franchise: 2500, accident: true, birthYear: 1980 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
    ],
  },
  {
    id: "ho-question-price-5",
    category: "question-price",
    turns: [
      {
        user: "combien coûte l'assurance de base à lausanne pour qqn né en 1993, franchise 2500 sans accident",
        expect: {
          fields: { ort: "Lausanne", birthYear: 1993, franchise: 2500, accident: false },
          act: "ask_price",
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
          answers: [CHF_AMOUNT],
        },
      },
      { user: "et en telmed?", expect: { fields: { model: "telmed", franchise: 2500 }, figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }] } },
    ],
  },
  {
    id: "ho-question-price-6",
    category: "question-price",
    note: "A freelancer has no employer's accident insurance (UVG): accident cover belongs in the basic insurance.",
    turns: [
      {
        user: "bin selbständig als grafikerin, 8004 zürich, 1991. was zahl ich mindestens?",
        expect: {
          fields: { plz: "8004", birthYear: 1991, accident: true },
          act: "ask_price",
          figures: [{ what: "cheapest", accident: true }],
          answers: [CHF_AMOUNT, /unfall/i],
        },
      },
      { user: "telmed 2500", expect: { fields: { model: "telmed", franchise: 2500, accident: true }, action: "show_offers" } },
    ],
  },
  {
    id: "ho-question-price-7",
    category: "question-price",
    note: "Works 50 %: non-occupational accidents are insured by the employer (UVG), so without accident cover.",
    turns: [
      {
        user: "ich arbeite 50% im büro, wohne in 5000 aarau, jahrgang 1987",
        expect: { fields: { plz: "5000", birthYear: 1987, accident: false }, act: "provide_info" },
      },
      {
        user: "wie viel zahle ich mit telmed und 1500?",
        expect: {
          fields: { model: "telmed", franchise: 1500, accident: false },
          act: "ask_price",
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500, accident: false }],
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "ho-named-insurer-1",
    category: "named-insurer",
    turns: [
      { user: "8500 frauenfeld, 1975", expect: { fields: { plz: "8500", birthYear: 1975 } } },
      {
        user: "was kostet die EGK",
        expect: { fields: { namedInsurer: "EGK" }, act: "ask_insurer", figures: [{ what: "insurer", insurer: "EGK" }], answers: [/egk/i, CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "ho-named-insurer-2",
    category: "named-insurer",
    note: "In Bern (region 1) the KPT is not the cheapest for this profile in 2027: the answer says no.",
    turns: [
      { user: "3011 bern, 1980, 2500 ohni unfall", expect: { fields: { plz: "3011", birthYear: 1980, franchise: 2500, accident: false } } },
      {
        user: "isch d'KPT immer am günstigste?",
        expect: { fields: { namedInsurer: "KPT" }, act: "ask_insurer", answers: [/kpt/i, /\b(nein|nicht|stimmt nicht)\b/i], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "ho-named-insurer-3",
    category: "named-insurer",
    note: "Concordia in Lucerne, standard 300 with accident: 2027 dearer than 2026; both figures like-for-like.",
    turns: [
      {
        user: "6003 luzern, jg 1970, standard 300 mit unfall",
        expect: { fields: { plz: "6003", birthYear: 1970, model: "standard", franchise: 300, accident: true }, action: "show_offers" },
      },
      {
        user: "ist die Concordia teurer geworden?",
        expect: {
          fields: { namedInsurer: "Concordia" },
          act: "ask_insurer",
          answers: [/concordia/i, /\b(ja|teurer|gestiegen|mehr|erhöht)/i],
          figures: [
            { what: "insurer", insurer: "Concordia", tariffYear: 2026 },
            { what: "insurer", insurer: "Concordia", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "ho-named-insurer-4",
    category: "named-insurer",
    note: "AMB has 2026 premiums in Valais but none for 2027: say so, do not invent a figure.",
    turns: [
      {
        user: "1920 martigny, née en 1984, franchise 2500 sans accident",
        expect: { fields: { plz: "1920", birthYear: 1984, franchise: 2500, accident: false } },
      },
      { user: "et l'AMB, c'est combien?", expect: { act: "ask_insurer", answers: [/amb/i, /2027|nicht|kein|pas/i] } },
      {
        user: "und fürs 2026?",
        expect: { fields: { tariffYear: 2026 }, figures: [{ what: "insurer", insurer: "AMB", tariffYear: 2026 }], answers: [/amb/i, CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "ho-named-insurer-5",
    category: "named-insurer",
    note: "In Chur, family-doctor model 2500 without accident, SWICA is cheaper than Assura in 2027.",
    turns: [
      {
        user: "7000 chur, 1992, hausarzt 2500 ohni unfall. wer isch billiger, assura oder swica?",
        expect: {
          fields: { plz: "7000", birthYear: 1992, model: "hausarzt", franchise: 2500, accident: false },
          act: "ask_compare",
          answers: [/assura/i, /swica/i],
          notAnswers: [/assura (ist|isch) (billiger|günstiger)/i],
          figures: [
            { what: "insurer", insurer: "Assura" },
            { what: "insurer", insurer: "SWICA" },
          ],
        },
      },
    ],
  },
  {
    id: "ho-named-insurer-6",
    category: "named-insurer",
    turns: [
      { user: "8750 glarus 1983 mit unfall", expect: { fields: { plz: "8750", birthYear: 1983, accident: true } } },
      {
        user: "was verlangt d oekk für telmed?",
        expect: {
          fields: { namedInsurer: "ÖKK", model: "telmed" },
          act: "ask_insurer",
          figures: [{ what: "insurer", insurer: "ÖKK", model: "telmed" }],
          answers: [/ökk|oekk/i, CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "ho-named-insurer-7",
    category: "named-insurer",
    turns: [
      { user: "uster 8610, 1985, mit unfall", expect: { fields: { plz: "8610", birthYear: 1985, accident: true } } },
      {
        user: "helsana hausarzt 1500 was chostet das?",
        expect: {
          fields: { namedInsurer: "Helsana" },
          act: "ask_insurer",
          figures: [{ what: "insurer", insurer: "Helsana", franchise: 1500, model: "hausarzt" }],
          answers: [/helsana/i, CHF_AMOUNT],
        },
      },
      { user: "und isch das günstig im vergliich?", expect: { figures: [{ what: "cheapest", franchise: 1500, model: "hausarzt" }] } },
    ],
  },
];
