import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, EIGHT_HOURS, NOVEMBER_DEADLINE } from "../heldout-patterns";

/** The current insurer (like-for-like savings, the notice deadline) and households of several persons. */
export const cases: AdvisorCase[] = [
  {
    id: "ho-current-insurer-1",
    category: "current-insurer",
    note: "A saving is only stated once model, deductible and accident cover of the current contract are known.",
    turns: [
      {
        user: "bi bi de helsana, zahle 512 im monet. 8004, 1987",
        expect: { fields: { currentInsurer: "Helsana", currentPremium: 512, plz: "8004", birthYear: 1987 }, act: "provide_info" },
      },
      {
        user: "hausarzt, 1500er franchise, ohni unfall",
        expect: { fields: { model: "hausarzt", franchise: 1500, accident: false, currentInsurer: "Helsana" } },
      },
      { user: "wie viel chan i spare?", expect: { figures: [{ what: "saving" }], answers: [/helsana/i, CHF_AMOUNT], notAnswers: [ASKS_BIRTH_YEAR] } },
    ],
  },
  {
    id: "ho-current-insurer-2",
    category: "current-insurer",
    turns: [
      {
        user: "meine kasse ist d'CSS, standard mit 300 franchise und unfall",
        expect: { fields: { currentInsurer: "CSS", model: "standard", franchise: 300, accident: true } },
      },
      { user: "9000 st gallen, 1990", expect: { fields: { plz: "9000", birthYear: 1990, currentInsurer: "CSS" } } },
      { user: "was spar i wenn i wechsle", expect: { figures: [{ what: "current", insurer: "CSS" }, { what: "saving" }], answers: [/css/i, CHF_AMOUNT] } },
    ],
  },
  {
    id: "ho-current-insurer-3",
    category: "current-insurer",
    turns: [
      { user: "zahle 412 im monat bei der sanitas", expect: { fields: { currentInsurer: "Sanitas", currentPremium: 412 }, act: "provide_info" } },
      {
        user: "bin 1983, 3600 thun, telmed 2500 ohni unfall",
        expect: { fields: { plz: "3600", birthYear: 1983, model: "telmed", franchise: 2500, accident: false, currentInsurer: "Sanitas" } },
      },
      { user: "gits öppis billigers?", expect: { figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "ho-current-insurer-4",
    category: "current-insurer",
    note: "Sanitas is already the cheapest here (Bern region 1, standard 2500 without accident, 2027): no invented saving.",
    turns: [
      {
        user: "bin bi de sanitas, standard 2500 ohni unfall, 3013 bern, 1970. lohnt sich en wechsel?",
        expect: {
          fields: { currentInsurer: "Sanitas", model: "standard", franchise: 2500, accident: false, plz: "3013", birthYear: 1970 },
          answers: [/sanitas/i, /bereits|schon|am günstigsten|günstigste|lohnt sich (kaum|nicht)|kein/i],
          figures: [{ what: "current", insurer: "Sanitas" }],
        },
      },
    ],
  },
  {
    id: "ho-current-insurer-5",
    category: "current-insurer",
    note: "Asked on 24 November: the notice must reach the insurer by 30 November (Art. 7 Abs. 2 KVG).",
    turns: [
      {
        user: "bi bi de visana, bis wann mues i kündige damit i 2027 chan wechsle?",
        expect: { fields: { currentInsurer: "Visana" }, act: "ask_rule", answers: [NOVEMBER_DEADLINE] },
      },
      { user: "und wenn de brief erst am 2. dezember achunnt?", expect: { act: "ask_rule", answers: [/zu spät|nicht mehr|bleibst|2028|nächste/i] } },
    ],
  },
  {
    id: "ho-current-insurer-6",
    category: "current-insurer",
    note: "The 2026 premium the person pays is compared with 2027 offers of the same model and deductible.",
    turns: [
      {
        user: "je suis chez groupe mutuel, 1205 genève, né en 1960, standard franchise 2500 sans accident, je paie 580.60",
        expect: {
          fields: { currentInsurer: "1479", currentPremium: 580.6, plz: "1205", birthYear: 1960, model: "standard", franchise: 2500, accident: false },
        },
      },
      { user: "combien j'économise si je change?", expect: { figures: [{ what: "saving" }, { what: "current", insurer: "1479" }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "ho-current-insurer-7",
    category: "current-insurer",
    note: "A pensioner needs accident cover and may change at any age (Art. 4 KVG); no 8-hour rule.",
    turns: [
      {
        user: "i bi pensioniert, jg 1952, 6003 luzern, bi de atupri und zahl 610 fr",
        expect: { fields: { birthYear: 1952, plz: "6003", currentInsurer: "Atupri", currentPremium: 610, accident: true }, notAnswers: [EIGHT_HOURS] },
      },
      {
        user: "cha i mit 74 überhaupt no wechsle?",
        expect: { act: "ask_rule", answers: [/\bja\b|jedes alter|alter|aufnehmen|annehmen/i], notAnswers: [EIGHT_HOURS] },
      },
    ],
  },
  {
    id: "ho-family-1",
    category: "family",
    turns: [
      {
        user: "mini frau (1986) und ich (1984), 8400 winterthur",
        expect: {
          fields: {
            plz: "8400",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 1986, role: "partner" },
            ],
          },
          act: "provide_info",
        },
      },
      {
        user: "was zahle mir zäme mit 2500 ohni unfall?",
        expect: {
          fields: { franchise: 2500, accident: false },
          act: "ask_price",
          answers: [/zusammen|total|gesamt|beide|haushalt/i, CHF_AMOUNT],
          notAnswers: [ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "ho-family-2",
    category: "family",
    note: "A mother asks for her children only: children's deductibles (0-600), no 8-hour rule.",
    turns: [
      {
        user: "was kostet d krankekasse für mini 2 chind? 2017 und 2020, mir wohned in 3600 thun",
        expect: {
          fields: {
            plz: "3600",
            persons: [
              { birthYear: 2017, role: "child" },
              { birthYear: 2020, role: "child" },
            ],
          },
          act: "ask_price",
          notAnswers: [EIGHT_HOURS, ASKS_BIRTH_YEAR],
        },
      },
      { user: "franchise 0 und mit unfall", expect: { fields: { franchise: 0, accident: true }, answers: [CHF_AMOUNT], notAnswers: [EIGHT_HOURS] } },
    ],
  },
  {
    id: "ho-family-3",
    category: "family",
    turns: [
      {
        user: "nous sommes 4: moi 1983, mon mari 1981, les enfants 2012 et 2016. 1004 lausanne",
        expect: {
          fields: {
            plz: "1004",
            persons: [
              { birthYear: 1983, role: "self" },
              { birthYear: 1981, role: "partner" },
              { birthYear: 2012, role: "child" },
              { birthYear: 2016, role: "child" },
            ],
          },
          act: "provide_info",
        },
      },
      { user: "c'est combien pour toute la famille?", expect: { answers: [/famil|total|gesamt|zusammen|haushalt/i, CHF_AMOUNT] } },
    ],
  },
  {
    id: "ho-family-4",
    category: "family",
    note: "The child is named first; the writer is still 'self'.",
    turns: [
      {
        user: "mini tochter 2015 und ich 1989, plz 9000",
        expect: {
          fields: {
            plz: "9000",
            persons: [
              { birthYear: 2015, role: "child" },
              { birthYear: 1989, role: "self" },
            ],
          },
        },
      },
      { user: "was kostet das zäme im monet?", expect: { act: "ask_price", answers: [/zusammen|total|gesamt|beide/i, CHF_AMOUNT] } },
    ],
  },
  {
    id: "ho-family-5",
    category: "family",
    note: "Born 2008: 19 in 2027, so young-adult premiums instead of child premiums.",
    turns: [
      {
        user: "mini tochter isch jahrgang 2008, mir wohned in 8001. wird sie 2027 tüürer?",
        expect: { fields: { plz: "8001", persons: [{ birthYear: 2008, role: "child" }] }, act: "ask_trend", answers: [/\b19\b|junge erwachsene|jugend/i] },
      },
      { user: "sie macht e lehr", expect: { answers: [/unfall|arbeitgeber|lehrbetrieb/i] } },
    ],
  },
  {
    id: "ho-family-6",
    category: "family",
    turns: [
      {
        user: "min sohn studiert (jg 2004) und wohnt no bi üs in 4410 liestal. was chostet er?",
        expect: { fields: { plz: "4410", persons: [{ birthYear: 2004, role: "child" }] }, act: "ask_price", answers: [CHF_AMOUNT] },
      },
      {
        user: "er schaffet nöd näbebi, also mit unfall",
        expect: { fields: { accident: true, plz: "4410" }, figures: [{ what: "cheapest", accident: true }], notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "ho-family-7",
    category: "family",
    turns: [
      {
        user: "hallo, für mich 1990 und mein freund 1988, wir ziehen zusammen nach 6300 zug",
        expect: {
          fields: {
            plz: "6300",
            persons: [
              { birthYear: 1990, role: "self" },
              { birthYear: 1988, role: "partner" },
            ],
          },
        },
      },
      {
        user: "beide telmed 2500 ohne unfall",
        expect: { fields: { model: "telmed", franchise: 2500, accident: false }, action: "show_offers", notAnswers: [ASKS_BIRTH_YEAR] },
      },
    ],
  },
];
