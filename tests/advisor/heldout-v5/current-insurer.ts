import type { AdvisorCase } from "../case-format";

/** "ich bin bei der X", "zahle 512 im Monat": like-for-like savings, the notice deadline. Conversations take place on 27.11.2026. */
const DEADLINE = /30\.? ?nov|30\.11\./i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "h5-current-insurer-01",
    category: "current-insurer",
    turns: [
      {
        user: "bi bi de kpt, zahl 468.40 im monet, 3006 bärn, 1984, franchise 500, hausarzt. lohnt sech e wächsel?",
        expect: {
          fields: { currentInsurer: "KPT", currentPremium: 468.4, plz: "3006", birthYear: 1984, franchise: 500, currentModel: "hausarzt" },
          figures: [{ what: "saving", franchise: 500, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "h5-current-insurer-02",
    category: "current-insurer",
    note: "on 27.11.2026 the notice must reach the insurer by 30.11.2026",
    turns: [
      {
        user: "Ich bin bei der Sympany. Bis wann kann ich noch kündigen?",
        expect: { act: "ask_rule", fields: { currentInsurer: "Sympany" }, answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h5-current-insurer-03",
    category: "current-insurer",
    turns: [
      { user: "1950 sion, 1975", expect: { fields: { plz: "1950", birthYear: 1975 } } },
      {
        user: "ich bin bei der Mutuel, 2500er Franchise, zahle 341 Fr.",
        expect: {
          fields: { currentInsurer: "Mutuel", currentPremium: 341, franchise: 2500, plz: "1950", birthYear: 1975 },
          figures: [{ what: "saving", franchise: 2500 }],
        },
      },
      {
        user: "und wänn i jetzt no wächsle, längt das no?",
        expect: { act: "ask_rule", answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h5-current-insurer-04",
    category: "current-insurer",
    note: "the premium the person names is their 2027 premium: the saving is against 2027 tariffs",
    turns: [
      {
        user: "Meine Prämie bei der CSS steigt 2027 auf 534 Franken. 6020 Emmenbrücke, 1968, Franchise 300, Standardmodell. Was wäre günstiger?",
        expect: {
          fields: { currentInsurer: "CSS", currentPremium: 534, plz: "6020", birthYear: 1968, franchise: 300, currentModel: "standard", tariffYear: 2027 },
          figures: [{ what: "saving", franchise: 300, model: "standard", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h5-current-insurer-05",
    category: "current-insurer",
    turns: [
      {
        user: "zahle bei der Atupri 299 im Monat mit Telmed und 2500, 8050 Zürich, Jg 1996. Bin ich schon beim günstigsten?",
        expect: {
          fields: { currentInsurer: "Atupri", currentPremium: 299, currentModel: "telmed", franchise: 2500, plz: "8050", birthYear: 1996 },
          answers: [/atupri/i],
          figures: [{ what: "saving", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h5-current-insurer-06",
    category: "current-insurer",
    note: "basic cover is identical at every insurer and every insurer must accept you",
    turns: [
      {
        user: "Ich bin seit 20 Jahren bei der Helsana. Verliere ich etwas, wenn ich in der Grundversicherung wechsle?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "Helsana" },
          answers: [/gleich|identisch|dieselben|nichts|kein(en)? nachteil|gesetzlich/i],
          notAnswers: [/treuebonus in der grundversicherung/i],
        },
      },
    ],
  },
  {
    id: "h5-current-insurer-07",
    category: "current-insurer",
    turns: [
      {
        user: "egk, 1500 franchise, hmo, 388 fr, 8840 einsiedeln, 1980",
        expect: {
          fields: { currentInsurer: "EGK", currentPremium: 388, currentModel: "hmo", franchise: 1500, plz: "8840", birthYear: 1980 },
          figures: [{ what: "saving", franchise: 1500, model: "hmo" }],
        },
      },
    ],
  },
  {
    id: "h5-current-insurer-08",
    category: "current-insurer",
    note: "insurer and premium first, the rest after the advisor asks",
    turns: [
      {
        user: "ich bin bei der sanitas und zahl 415",
        expect: { fields: { currentInsurer: "Sanitas", currentPremium: 415 }, action: "ask_user", answers: [/plz|postleitzahl|wohnort|jahrgang|geburtsjahr/i] },
      },
      {
        user: "8500 frauenfeld, jg 88, franchise 1000, standard",
        expect: {
          fields: { currentInsurer: "Sanitas", currentPremium: 415, plz: "8500", birthYear: 1988, franchise: 1000, currentModel: "standard" },
          figures: [{ what: "saving", franchise: 1000, model: "standard" }],
        },
      },
    ],
  },
  {
    id: "h5-current-insurer-09",
    category: "current-insurer",
    note: "premium rose with the 2027 notice: special right to cancel, deadline 30.11.",
    turns: [
      {
        user: "d visana het mer grad gschribe, dass mini prämie ufs 2027 ufe gaht. cha ich jetzt no use?",
        expect: { act: "ask_rule", fields: { currentInsurer: "Visana" }, answers: [DEADLINE] },
      },
      {
        user: "3400 burgdorf, 1963, franchise 300, standard, zahl ab januar 512.80",
        expect: {
          fields: { currentInsurer: "Visana", currentPremium: 512.8, plz: "3400", birthYear: 1963, franchise: 300, currentModel: "standard" },
          figures: [{ what: "saving", franchise: 300, model: "standard", tariffYear: 2027 }],
        },
      },
    ],
  },
];
