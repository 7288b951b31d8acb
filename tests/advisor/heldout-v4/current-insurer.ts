import type { AdvisorCase } from "../case-format";

// Held-out v4: "ich bin bei der X", "zahle 512 im Monat": like-for-like savings, the notice deadline.
const DEADLINE = /30\.? ?nov|30\.11\./i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "h4-current-insurer-01",
    category: "current-insurer",
    turns: [
      {
        user: "Ich bin bei der Helsana und zahle 512 Fr. im Monat. 8004 Zürich, 1981, Franchise 300, Standardmodell. Kann ich sparen?",
        expect: {
          fields: { currentInsurer: "Helsana", currentPremium: 512, plz: "8004", birthYear: 1981, franchise: 300, currentModel: "standard" },
          figures: [{ what: "saving", franchise: 300, model: "standard" }],
        },
      },
    ],
  },
  {
    id: "h4-current-insurer-02",
    category: "current-insurer",
    note: "like-for-like: the saving must be with Telmed and 2500, not against a different model",
    turns: [
      {
        user: "bi bi de css, zahl 389.- mit telmed und 2500er franchise. 3011 bärn jg 90. chan i no spare?",
        expect: {
          fields: { currentInsurer: "CSS", currentPremium: 389, currentModel: "telmed", franchise: 2500, plz: "3011", birthYear: 1990 },
          figures: [{ what: "saving", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h4-current-insurer-03",
    category: "current-insurer",
    note: "current insurer and premium first, the contract details only in the third turn",
    turns: [
      {
        user: "9000 st. gallen, 1977",
        expect: { fields: { plz: "9000", birthYear: 1977 } },
      },
      {
        user: "ich bin bei der sanitas, zahle ca 450 im monat",
        expect: { fields: { currentInsurer: "Sanitas", currentPremium: 450, plz: "9000", birthYear: 1977 } },
      },
      {
        user: "franchise 1500, hausarztmodell",
        expect: {
          fields: { currentInsurer: "Sanitas", currentPremium: 450, franchise: 1500, currentModel: "hausarzt" },
          figures: [{ what: "saving", franchise: 1500, model: "hausarzt" }],
        },
      },
      {
        user: "und bis wann muess i kündige?",
        expect: { act: "ask_rule", answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h4-current-insurer-04",
    category: "current-insurer",
    turns: [
      {
        user: "Bin bei Assura, will wechseln. Bis wann muss ich kündigen?",
        expect: { act: "ask_rule", fields: { currentInsurer: "Assura" }, answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h4-current-insurer-05",
    category: "current-insurer",
    turns: [
      {
        user: "zahl bi dr visana 620 im monet, das isch doch z vill! 4057 basel, jg 72, 300er franchise, mit unfall",
        expect: {
          fields: { currentInsurer: "Visana", currentPremium: 620, plz: "4057", birthYear: 1972, franchise: 300, accident: true },
          figures: [{ what: "saving", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "h4-current-insurer-06",
    category: "current-insurer",
    note: "'Groupe Mutuel' is a group (Mutuel, Philos, Avenir …); the other data must still be taken",
    turns: [
      {
        user: "Ich bin bei der Groupe Mutuel mit Franchise 2500 und zahle 298 Franken. Sion, Jahrgang 1994",
        expect: { fields: { currentPremium: 298, franchise: 2500, ort: "Sion", birthYear: 1994 } },
      },
    ],
  },
  {
    id: "h4-current-insurer-07",
    category: "current-insurer",
    turns: [
      {
        user: "atupri, 2000er franchise, zahl 355, bin 1986, 5400 baden, ohni unfall",
        expect: {
          fields: { currentInsurer: "Atupri", currentPremium: 355, franchise: 2000, birthYear: 1986, plz: "5400", accident: false },
          figures: [{ what: "saving", franchise: 2000, accident: false }],
        },
      },
    ],
  },
  {
    id: "h4-current-insurer-08",
    category: "current-insurer",
    turns: [
      {
        user: "Lohnt sich ein Wechsel weg von der Swica? 8200 Schaffhausen, 1965, 1000er Franchise, HMO, ich zahle 510 Fr./Monat",
        expect: {
          fields: { currentInsurer: "SWICA", currentPremium: 510, currentModel: "hmo", franchise: 1000, plz: "8200", birthYear: 1965 },
          figures: [{ what: "saving", franchise: 1000, model: "hmo" }],
        },
      },
      {
        user: "und wie gang ich da vor?",
        expect: { act: "ask_rule", answers: [DEADLINE, /kündig/i] },
      },
    ],
  },
  {
    id: "h4-current-insurer-09",
    category: "current-insurer",
    note: "current insurer given after a search; the saving must use the search's deductible and model",
    turns: [
      {
        user: "1004 lausanne, 1989, franchise 2500, telmed",
        expect: { fields: { plz: "1004", birthYear: 1989, franchise: 2500, model: "telmed" } },
      },
      {
        user: "im moment bin ich bei der kpt mit genau dem modell und zahle 402.40",
        expect: {
          fields: { currentInsurer: "KPT", currentPremium: 402.4, franchise: 2500 },
          figures: [{ what: "saving", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
];
