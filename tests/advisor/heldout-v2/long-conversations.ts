import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, NOVEMBER_DEADLINE } from "../heldout-patterns";

/** Longer conversations as they really run: data in pieces, questions in between, a change of mind. */
export const cases: AdvisorCase[] = [
  {
    id: "h2-tariff-year-9",
    category: "tariff-year",
    turns: [
      { user: "hoi", expect: { act: "greeting" } },
      { user: "i wott wüsse wieviel mini prämie 2027 ufschlaat", expect: { act: "ask_trend" } },
      { user: "8400 winti, 1966, bi de helsana mit hausarzt 1500 und unfall", expect: { fields: { plz: "8400", birthYear: 1966, currentInsurer: "Helsana", model: "hausarzt", franchise: 1500, accident: true } } },
      {
        user: "also wievill meh als hüür?",
        expect: {
          figures: [
            { what: "insurer", insurer: "Helsana", tariffYear: 2026, model: "hausarzt", franchise: 1500, accident: true },
            { what: "insurer", insurer: "Helsana", tariffYear: 2027, model: "hausarzt", franchise: 1500, accident: true },
          ],
          answers: [/helsana/i, CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "h2-lookup-13",
    category: "lookup",
    turns: [
      { user: "ich ziehe im januar von bern nach genf, was muss ich bei der krankenkasse machen?", expect: { act: "ask_rule", answers: [/melden|mitteilen|informieren|adresse/i, /prämie|region|kanton/i] } },
      { user: "muss ich die kasse wechseln?", expect: { answers: [/nein|nicht|kannst bleiben|bleiben/i] } },
      { user: "was kostet es dann in 1202 für jahrgang 1993?", expect: { fields: { plz: "1202", birthYear: 1993 }, act: "ask_price", answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-lookup-14",
    category: "lookup",
    note: "The basic insurance renews itself each year unless it is cancelled in time.",
    turns: [
      { user: "muss ich die grundversicherung jedes jahr erneuern?", expect: { act: "ask_rule", answers: [/nein|automatisch|stillschweigend|läuft weiter|verlängert/i] } },
      { user: "und wie viel selbstbehalt zahle ich maximal?", expect: { act: "ask_rule", answers: [/700/, /10\s*%|zehn prozent|prozent/i] } },
      { user: "gilt das auch für kinder?", expect: { answers: [/350/] } },
    ],
  },
  {
    id: "h2-family-9",
    category: "family",
    turns: [
      { user: "hallo, ich brauche die krankenkasse für uns alle", expect: { answers: [/postleitzahl|plz|wohnort|geburtsjahr|jahrgang|wer|personen/i] } },
      { user: "wir wohnen in 4123 allschwil", expect: { fields: { plz: "4123" } } },
      {
        user: "ich bin 1983, mein mann 1980, der sohn 2013 und die tochter 2016",
        expect: {
          fields: {
            plz: "4123",
            persons: [
              { birthYear: 1983, role: "self" },
              { birthYear: 1980, role: "partner" },
              { birthYear: 2013, role: "child" },
              { birthYear: 2016, role: "child" },
            ],
          },
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
      { user: "kinder mit unfall, wir zwei ohne, weil wir beide arbeiten", expect: { notAnswers: [ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE] } },
      { user: "was macht das total im monat?", expect: { answers: [/total|zusammen|gesamt|familie|haushalt/i, CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-current-insurer-9",
    category: "current-insurer",
    turns: [
      { user: "ich zahle im moment 431.85 bei der assura", expect: { fields: { currentInsurer: "Assura", currentPremium: 431.85 }, act: "provide_info" } },
      { user: "plz 1400, 1986", expect: { fields: { plz: "1400", birthYear: 1986, currentInsurer: "Assura" } } },
      { user: "standard, 2500, ohne unfall", expect: { fields: { model: "standard", franchise: 2500, accident: false, currentPremium: 431.85 } } },
      { user: "und bis wann müsste ich kündigen?", expect: { act: "ask_rule", answers: [NOVEMBER_DEADLINE] } },
    ],
  },
  {
    id: "h2-quote-8",
    category: "quote",
    turns: [
      { user: "3007 bern, 1993, hmo 2500 ohne unfall", expect: { action: "show_offers" } },
      { user: "ich möchte die zweite", expect: { act: "choose_offer" } },
      { user: "äh nei doch lieber die erste", expect: { act: "choose_offer" } },
      { user: "ja offerte bitte", expect: { act: "request_quote", action: "collect_offer_data" } },
    ],
  },
  {
    id: "h2-model-compare-8",
    category: "model-compare",
    note: "From 2027 the BAG lists family-doctor and HMO products as one practice model.",
    turns: [
      { user: "6300 zug, 1978, franchise 1500 ohne unfall", expect: { fields: { plz: "6300", birthYear: 1978, franchise: 1500, accident: false } } },
      { user: "was isch de unterschied zwüsched hausarzt und telmed im pris?", expect: { act: "ask_compare", figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500 }, { what: "cheapest", model: "telmed", franchise: 1500 }], answers: [/hausarzt/i, /telmed/i] } },
      { user: "guet, dänn nimm i telmed", expect: { fields: { model: "telmed", franchise: 1500, plz: "6300" } } },
    ],
  },
];
