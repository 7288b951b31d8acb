import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, PREMIUM_FIGURE } from "../heldout-patterns";

/** Price questions, with and without personal data, and questions about a named insurer. */
export const cases: AdvisorCase[] = [
  {
    id: "h2-question-price-1",
    category: "question-price",
    turns: [
      {
        user: "was kostet die günstigste krankenkasse in 8032 für jahrgang 1966?",
        expect: { fields: { plz: "8032", birthYear: 1966 }, act: "ask_price", figures: [{ what: "cheapest" }], answers: [PREMIUM_FIGURE] },
      },
    ],
  },
  {
    id: "h2-question-price-2",
    category: "question-price",
    turns: [
      {
        user: "Wie viel zahle ich mit Telmed und 2500 Franchise ohne Unfall? 4058 Basel, 1989",
        expect: {
          fields: { plz: "4058", birthYear: 1989, model: "telmed", franchise: 2500, accident: false },
          act: "ask_price",
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
          answers: [CHF_AMOUNT],
        },
      },
      { user: "und im jahr?", expect: { answers: [/jahr|12/i, CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-question-price-3",
    category: "question-price",
    note: "Without personal data the honest answer is that it depends on place and age; ask for both.",
    turns: [
      {
        user: "was kostet eine krankenkasse so im schnitt?",
        expect: { action: "ask_user", answers: [/postleitzahl|plz|wohnort|wo du wohnst/i, /geburtsjahr|jahrgang|alter|wie alt/i] },
      },
      { user: "1018 lausanne, 1981", expect: { fields: { plz: "1018", birthYear: 1981 }, figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-question-price-4",
    category: "question-price",
    turns: [
      { user: "5400 baden, 1974, hausarzt mit unfall", expect: { fields: { plz: "5400", birthYear: 1974, model: "hausarzt", accident: true } } },
      {
        user: "was wäre der unterschied in franken zwischen 300 und 2500 franchise?",
        expect: {
          act: "ask_compare",
          figures: [
            { what: "cheapest", franchise: 300, model: "hausarzt" },
            { what: "cheapest", franchise: 2500, model: "hausarzt" },
          ],
          answers: [/300/, /2500|2'500/, CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "h2-question-price-5",
    category: "question-price",
    note: "Born 2004: 23 in 2027, still a young adult.",
    turns: [
      {
        user: "bin studentin, 2004, 1700 fribourg, wie teuer ist das ungefähr?",
        expect: { fields: { birthYear: 2004, plz: "1700" }, act: "ask_price", figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT] },
      },
      { user: "mit unfall bitte, ich arbeite nicht", expect: { fields: { accident: true }, figures: [{ what: "cheapest", accident: true }] } },
    ],
  },
  {
    id: "h2-question-price-6",
    category: "question-price",
    turns: [
      { user: "7000 chur, 1962, standard 1000", expect: { fields: { plz: "7000", birthYear: 1962, model: "standard", franchise: 1000 } } },
      {
        user: "wie viel chostet's mit unfall meh?",
        expect: {
          act: "ask_compare",
          figures: [
            { what: "cheapest", accident: true, model: "standard", franchise: 1000 },
            { what: "cheapest", accident: false, model: "standard", franchise: 1000 },
          ],
          answers: [/unfall/i, CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "h2-question-price-7",
    category: "question-price",
    turns: [
      { user: "was zahle ich als rentner in 6460 altdorf? jahrgang 1955", expect: { fields: { plz: "6460", birthYear: 1955 }, act: "ask_price" } },
      { user: "hmo mit 2500", expect: { fields: { model: "hmo", franchise: 2500, accident: true }, figures: [{ what: "cheapest", model: "hmo", franchise: 2500, accident: true }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-question-price-8",
    category: "question-price",
    turns: [
      { user: "1227 carouge, 1998, telmed 1500 ohne unfall", expect: { fields: { plz: "1227", birthYear: 1998, model: "telmed", franchise: 1500, accident: false } } },
      { user: "wie viel zahle ich höchstens wenn ich krank werde, alles zusammen?", expect: { answers: [/700/, /1500|1'500/, /selbstbehalt|franchise/i] } },
    ],
  },
  {
    id: "h2-named-insurer-1",
    category: "named-insurer",
    turns: [
      {
        user: "was kostet die EGK für mich? 8500 frauenfeld, 1982",
        expect: {
          fields: { namedInsurer: "EGK", plz: "8500", birthYear: 1982 },
          act: "ask_insurer",
          figures: [{ what: "insurer", insurer: "EGK" }],
          answers: [/egk/i, CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "h2-named-insurer-2",
    category: "named-insurer",
    turns: [
      { user: "2000 neuchâtel, 1979, standard 2500 ohne unfall", expect: { fields: { plz: "2000", birthYear: 1979 } } },
      {
        user: "stimmt es dass die assura immer am günstigsten ist?",
        expect: {
          fields: { namedInsurer: "Assura" },
          act: "ask_insurer",
          figures: [{ what: "insurer", insurer: "Assura", model: "standard", franchise: 2500 }],
          answers: [/assura/i, /\b(ja|nein|nicht immer|stimmt|kommt darauf an|hier)\b/i],
        },
      },
    ],
  },
  {
    id: "h2-named-insurer-3",
    category: "named-insurer",
    note: "Glarner offers basic insurance only in GL, SG and SZ.",
    turns: [
      {
        user: "was kostet d glarner krankekasse in 8003? jg 84",
        expect: {
          fields: { namedInsurer: "Glarner", plz: "8003", birthYear: 1984 },
          answers: [/glarner/i, /nicht|kein|nur/i],
        },
      },
    ],
  },
  {
    id: "h2-named-insurer-4",
    category: "named-insurer",
    turns: [
      { user: "4410 liestal, 1987, hausarzt 1500 ohne unfall", expect: { fields: { plz: "4410", birthYear: 1987 } } },
      {
        user: "ist helsana teurer als css?",
        expect: {
          figures: [
            { what: "insurer", insurer: "Helsana", model: "hausarzt", franchise: 1500, accident: false },
            { what: "insurer", insurer: "CSS", model: "hausarzt", franchise: 1500, accident: false },
          ],
          answers: [/helsana/i, /css/i],
        },
      },
    ],
  },
  {
    id: "h2-named-insurer-5",
    category: "named-insurer",
    turns: [
      { user: "1630 bulle, 1991", expect: { fields: { plz: "1630", birthYear: 1991 } } },
      { user: "und die KPT?", expect: { fields: { namedInsurer: "KPT" }, act: "ask_insurer", figures: [{ what: "insurer", insurer: "KPT" }], answers: [/kpt/i, CHF_AMOUNT] } },
      { user: "und sanitas?", expect: { fields: { namedInsurer: "Sanitas" }, figures: [{ what: "insurer", insurer: "Sanitas" }], answers: [/sanitas/i] } },
    ],
  },
  {
    id: "h2-named-insurer-6",
    category: "named-insurer",
    turns: [
      {
        user: "swica telmed 1500 was kostet das? bin 1996 und wohne in 8302",
        expect: {
          fields: { namedInsurer: "SWICA", model: "telmed", franchise: 1500, plz: "8302", birthYear: 1996 },
          act: "ask_insurer",
          figures: [{ what: "insurer", insurer: "SWICA", model: "telmed", franchise: 1500 }],
          answers: [/swica/i, CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "h2-named-insurer-7",
    category: "named-insurer",
    turns: [
      { user: "wie tüür isch d ökk z chur? bi 1977", expect: { fields: { namedInsurer: "ÖKK", ort: "Chur", birthYear: 1977 }, act: "ask_insurer" } },
      { user: "hausarzt, 2000, ohni unfall", expect: { figures: [{ what: "insurer", insurer: "ÖKK", model: "hausarzt", franchise: 2000, accident: false }], answers: [/ökk|oekk/i, CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-named-insurer-8",
    category: "named-insurer",
    note: "Where a named insurer stands among all offers, not only the first page.",
    turns: [
      { user: "8048 zürich, 1968, standard 300 mit unfall", expect: { fields: { plz: "8048", birthYear: 1968 }, action: "show_offers" } },
      {
        user: "wo steht die aquilana im vergleich?",
        expect: { fields: { namedInsurer: "Aquilana" }, figures: [{ what: "insurer", insurer: "Aquilana", model: "standard", franchise: 300, accident: true }], answers: [/aquilana/i, CHF_AMOUNT] },
      },
    ],
  },
];
