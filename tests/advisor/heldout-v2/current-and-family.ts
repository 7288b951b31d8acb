import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, EIGHT_HOURS, NOVEMBER_DEADLINE } from "../heldout-patterns";

/** The current insurer (stated premium, like-for-like savings, the notice deadline) and households. */
const HOUSEHOLD_TOTAL = /zusammen|total|gesamt|familie|haushalt|alle (drei|vier)|für euch/i;

export const cases: AdvisorCase[] = [
  {
    id: "h2-current-insurer-1",
    category: "current-insurer",
    turns: [
      { user: "ich bin bei der visana und zahle 468.30 im monat", expect: { fields: { currentInsurer: "Visana", currentPremium: 468.3 }, act: "provide_info" } },
      {
        user: "8048, 1976, hausarzt 1000 mit unfall",
        expect: { fields: { plz: "8048", birthYear: 1976, model: "hausarzt", franchise: 1000, accident: true, currentInsurer: "Visana", currentPremium: 468.3 } },
      },
      { user: "wie viel würd ich spare?", expect: { figures: [{ what: "saving" }], answers: [/visana|468/i, CHF_AMOUNT], notAnswers: [ASKS_BIRTH_YEAR] } },
    ],
  },
  {
    id: "h2-current-insurer-2",
    category: "current-insurer",
    note: "Naming the current insurer deserves the notice deadline (30 November).",
    turns: [
      {
        user: "Meine Krankenkasse ist die Atupri, Telmed mit 2500 Franchise, ohne Unfall. 3007 Bern, Jahrgang 1990. Lohnt sich ein Wechsel?",
        expect: {
          fields: { currentInsurer: "Atupri", currentModel: "telmed", model: "telmed", franchise: 2500, accident: false, plz: "3007", birthYear: 1990 },
          figures: [{ what: "current", insurer: "Atupri", model: "telmed", franchise: 2500, accident: false }],
          answers: [/atupri/i, NOVEMBER_DEADLINE],
        },
      },
    ],
  },
  {
    id: "h2-current-insurer-3",
    category: "current-insurer",
    note: "'stutz' is colloquial for francs.",
    turns: [
      { user: "bi bi dr sympany sit 10 johr, zahl 520 stutz", expect: { fields: { currentInsurer: "Sympany", currentPremium: 520 }, act: "provide_info" } },
      { user: "4053 basel, 1971, standard 300 mit unfall", expect: { fields: { plz: "4053", birthYear: 1971, currentInsurer: "Sympany", model: "standard", franchise: 300, accident: true } } },
      {
        user: "chani das günschtiger ha?",
        expect: { figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }, { what: "saving" }], answers: [CHF_AMOUNT], notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "h2-current-insurer-4",
    category: "current-insurer",
    note: "Saying where one is insured today is not choosing that insurer's offer.",
    turns: [
      { user: "1260 nyon, 1983, hmo 2500 ohne unfall", expect: { fields: { plz: "1260", birthYear: 1983 }, action: "show_offers" } },
      {
        user: "ich bin heute bei der swica, ist die günstiger als diese?",
        expect: { fields: { currentInsurer: "SWICA" }, figures: [{ what: "current", insurer: "SWICA", model: "hmo", franchise: 2500, accident: false }], answers: [/swica/i] },
      },
    ],
  },
  {
    id: "h2-current-insurer-5",
    category: "current-insurer",
    note: "The saving is compared at the person's own deductible 300 with accident cover, never against 2500.",
    turns: [
      {
        user: "bin bei css, standard 300 franchise mit unfall, zahle 540. 6005 luzern, 1968. wieviel spar ich?",
        expect: {
          fields: { currentInsurer: "CSS", currentPremium: 540, franchise: 300, accident: true, model: "standard", plz: "6005", birthYear: 1968 },
          figures: [{ what: "saving" }],
          answers: [CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "h2-current-insurer-6",
    category: "current-insurer",
    turns: [
      {
        user: "ich bin bei sanitas, wie kündige ich?",
        expect: { fields: { currentInsurer: "Sanitas" }, act: "ask_rule", answers: [/schriftlich|brief|einschreiben|kündigungsschreiben/i, NOVEMBER_DEADLINE] },
      },
      { user: "muss ich zuerst kündigen oder zuerst die neue abschliessen?", expect: { act: "ask_rule", answers: [/neue|aufnahme|bestätigung|police|zuerst/i] } },
    ],
  },
  {
    id: "h2-current-insurer-7",
    category: "current-insurer",
    turns: [
      {
        user: "ich bin bei der Galenos, Hausarztmodell, 1500, ohne Unfall, 8302 Kloten, 1985. Gibts was billigeres im gleichen Modell?",
        expect: {
          fields: { currentInsurer: "Galenos", currentModel: "hausarzt", franchise: 1500, accident: false, plz: "8302", birthYear: 1985 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: false }, { what: "current", insurer: "Galenos", model: "hausarzt", franchise: 1500, accident: false }],
          answers: [/galenos/i, CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "h2-current-insurer-8",
    category: "current-insurer",
    note: "A saving from a higher deductible must name the extra risk in the same breath.",
    turns: [
      { user: "bin bi de helsana mit 300er franchise, standard, mit unfall. 3097 liebefeld, 1959", expect: { fields: { currentInsurer: "Helsana", franchise: 300, plz: "3097", birthYear: 1959 } } },
      {
        user: "und wenn ich auf telmed mit 2500 gehe, was spar ich dann?",
        expect: { fields: { model: "telmed", franchise: 2500 }, figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }], answers: [CHF_AMOUNT, /risiko|selber|selbst|bis zu|2200|franchise/i] },
      },
    ],
  },
  {
    id: "h2-family-1",
    category: "family",
    turns: [
      {
        user: "mein Mann und ich (1979, 1981) und unsere Tochter 2014, wohnen in 9500 wil",
        expect: {
          fields: {
            plz: "9500",
            persons: [
              { birthYear: 1981, role: "self" },
              { birthYear: 1979, role: "partner" },
              { birthYear: 2014, role: "child" },
            ],
          },
          act: "provide_info",
        },
      },
      { user: "was zahlen wir zusammen?", expect: { act: "ask_price", answers: [HOUSEHOLD_TOTAL, CHF_AMOUNT], notAnswers: [ASKS_BIRTH_YEAR] } },
      { user: "und was kostet die kleine allein?", expect: { figures: [{ what: "cheapest", birthYear: 2014 }], answers: [CHF_AMOUNT], notAnswers: [EIGHT_HOURS] } },
    ],
  },
  {
    id: "h2-family-2",
    category: "family",
    note: "Children only: deductibles 0-600, no 8-hour question.",
    turns: [
      {
        user: "für meine 3 kinder: 2012, 2016, 2019. wir sind in 1700 fribourg",
        expect: {
          fields: {
            plz: "1700",
            persons: [
              { birthYear: 2012, role: "child" },
              { birthYear: 2016, role: "child" },
              { birthYear: 2019, role: "child" },
            ],
          },
          notAnswers: [EIGHT_HOURS],
        },
      },
      { user: "franchise 0 bitte", expect: { fields: { franchise: 0 }, answers: [CHF_AMOUNT], notAnswers: [EIGHT_HOURS, /300 ist die tiefste/i] } },
    ],
  },
  {
    id: "h2-family-3",
    category: "family",
    turns: [
      {
        user: "ich (1992) und mein partner (1990), 3014 bern, beide telmed 2500 ohne unfall",
        expect: {
          fields: {
            plz: "3014",
            model: "telmed",
            franchise: 2500,
            accident: false,
            persons: [
              { birthYear: 1992, role: "self" },
              { birthYear: 1990, role: "partner" },
            ],
          },
          figures: [
            { what: "cheapest", birthYear: 1992, model: "telmed", franchise: 2500, accident: false },
            { what: "cheapest", birthYear: 1990, model: "telmed", franchise: 2500, accident: false },
          ],
        },
      },
    ],
  },
  {
    id: "h2-family-4",
    category: "family",
    note: "A newborn must be registered within three months of birth to be insured from birth.",
    turns: [
      { user: "wir bekommen im februar ein baby, wann müssen wir es versichern?", expect: { act: "ask_rule", answers: [/3 monate|drei monate|3 monaten|drei monaten/i, /geburt/i] } },
      { user: "kann man das schon vor der geburt machen?", expect: { answers: [/\bja\b|vor der geburt|vorgeburtlich|anmelden|schwangerschaft/i] } },
    ],
  },
  {
    id: "h2-family-5",
    category: "family",
    note: "The writer asks for the parents only; pensioners need accident cover.",
    turns: [
      {
        user: "mini eltere sind 1950 und 1953, wohned in 6430 schwyz, was zahled die?",
        expect: { fields: { plz: "6430", persons: [{ birthYear: 1950 }, { birthYear: 1953 }] }, act: "ask_price", notAnswers: [EIGHT_HOURS] },
      },
      {
        user: "beidi hausarzt mit 300",
        expect: {
          fields: { model: "hausarzt", franchise: 300 },
          figures: [
            { what: "cheapest", birthYear: 1950, model: "hausarzt", franchise: 300, accident: true },
            { what: "cheapest", birthYear: 1953, model: "hausarzt", franchise: 300, accident: true },
          ],
          notAnswers: [EIGHT_HOURS],
        },
      },
    ],
  },
  {
    id: "h2-family-6",
    category: "family",
    turns: [
      { user: "8400, 1985, standard 2500", expect: { fields: { plz: "8400", birthYear: 1985, franchise: 2500 } } },
      {
        user: "und mein sohn 2017 au no",
        expect: {
          fields: {
            plz: "8400",
            persons: [
              { birthYear: 1985, role: "self" },
              { birthYear: 2017, role: "child" },
            ],
          },
          answers: [/sohn|kind/i],
          notAnswers: [ASKS_POSTAL_CODE, EIGHT_HOURS],
        },
      },
    ],
  },
  {
    id: "h2-family-7",
    category: "family",
    note: "Born 2006: 21 in 2027, young-adult premiums.",
    turns: [
      {
        user: "tochter 2006 macht lehre, sohn 2010, ich 1975, 4600 olten",
        expect: {
          fields: {
            plz: "4600",
            persons: [
              { birthYear: 1975, role: "self" },
              { birthYear: 2006, role: "child" },
              { birthYear: 2010, role: "child" },
            ],
          },
        },
      },
      { user: "was zahlt die tochter?", expect: { figures: [{ what: "cheapest", birthYear: 2006 }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-family-8",
    category: "family",
    turns: [
      {
        user: "wir sind zu viert, 2 erwachsene 1988 und 1989 und zwillinge 2021, 8620 wetzikon. was kostet das im monat für alle?",
        expect: {
          fields: {
            plz: "8620",
            persons: [{ birthYear: 1988 }, { birthYear: 1989 }, { birthYear: 2021, role: "child" }, { birthYear: 2021, role: "child" }],
          },
          act: "ask_price",
          answers: [HOUSEHOLD_TOTAL, CHF_AMOUNT],
        },
      },
    ],
  },
];
