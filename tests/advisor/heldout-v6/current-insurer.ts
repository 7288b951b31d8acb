import type { AdvisorCase } from "../case-format";

/** "ich bin bei der X", "zahle 512 im Monat": like-for-like savings, the notice deadline. Conversations take place on 27.11.2026. */
const DEADLINE = /30\.? ?(11|nov)|ende november|bis ende monat|30\. november/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "h6-current-insurer-01",
    category: "current-insurer",
    turns: [
      {
        user: "ich bin bi de helsana und zahl 498.60 im monat, 8400 winterthur, jg 1980, franchise 300 mit unfall. chan ich spare?",
        expect: {
          fields: { plz: "8400", birthYear: 1980, franchise: 300, accident: true, currentInsurer: "Helsana", currentPremium: 498.6 },
          answers: [/spar|günstiger|weniger/i],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "h6-current-insurer-02",
    category: "current-insurer",
    note: "the person gives next year's premium from the insurer's letter",
    turns: [
      {
        user: "Die Sanitas hat mir für 2027 eine Prämie von 452.30 geschickt (Franchise 2500, Telmed, ohne Unfall). Ich wohne in 8810 Horgen, Jahrgang 1976. Lohnt sich ein Wechsel?",
        expect: {
          fields: {
            plz: "8810",
            birthYear: 1976,
            franchise: 2500,
            model: "telmed",
            accident: false,
            tariffYear: 2027,
            currentInsurer: "Sanitas",
            currentPremium: 452.3,
          },
          figures: [{ what: "saving", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h6-current-insurer-03",
    category: "current-insurer",
    note: "the notice deadline on 27.11.2026 is in three days",
    turns: [
      {
        user: "bi aktuell bi de css. bis wenn mues i kündige wenn i wechsle will?",
        expect: { act: "ask_rule", fields: { currentInsurer: "CSS" }, answers: [DEADLINE] },
      },
      {
        user: "ok, und was wär s günstigschte fürs nächschte jahr? 6003 luzärn, 1986, franchise 2500",
        expect: {
          fields: { plz: "6003", birthYear: 1986, franchise: 2500, tariffYear: 2027, currentInsurer: "CSS" },
          figures: [{ what: "cheapest", franchise: 2500, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h6-current-insurer-04",
    category: "current-insurer",
    note: "the current insurer first, the data later",
    turns: [
      {
        user: "ich zahle bei der swica 430 franken im monat",
        expect: { fields: { currentInsurer: "SWICA", currentPremium: 430 } },
      },
      {
        user: "9000 st. gallen, 1969, hmo, 1500",
        expect: {
          fields: { plz: "9000", birthYear: 1969, model: "hmo", franchise: 1500, currentInsurer: "SWICA", currentPremium: 430 },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "h6-current-insurer-05",
    category: "current-insurer",
    note: "the current insurer's own premium is asked",
    turns: [
      {
        user: "Ich bin bei der Concordia, 6003 Luzern, Jahrgang 1984, Franchise 2500, Hausarztmodell. Was zahle ich dort nächstes Jahr und was wäre das günstigste?",
        expect: {
          fields: { plz: "6003", birthYear: 1984, franchise: 2500, model: "hausarzt", tariffYear: 2027, currentInsurer: "Concordia" },
          figures: [
            { what: "current", tariffYear: 2027 },
            { what: "cheapest", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "h6-current-insurer-06",
    category: "current-insurer",
    note: "current model differs from the searched model",
    turns: [
      {
        user: "aktuell bi de visana im standardmodell, zahle 560.-. 3011 bärn, 1973, franchise 300. was würd i mit hausarzt spare?",
        expect: {
          fields: { plz: "3011", birthYear: 1973, franchise: 300, currentInsurer: "Visana", currentPremium: 560, currentModel: "standard" },
          answers: [/hausarzt/i],
        },
      },
    ],
  },
  {
    id: "h6-current-insurer-07",
    category: "current-insurer",
    note: "the advisor must not tell a switch is still possible for 2027 without a deadline",
    turns: [
      {
        user: "bin bi de egk in 4051 basel, 1992, franchise 2500. isch es no z spoot zum wächsle fürs 2027?",
        expect: {
          act: "ask_rule",
          fields: { plz: "4051", birthYear: 1992, franchise: 2500, currentInsurer: "EGK" },
          answers: [DEADLINE],
        },
      },
      {
        user: "und was zahl i denn bi de günstigschte im vergliich zur egk?",
        expect: {
          fields: { plz: "4051", birthYear: 1992, franchise: 2500, currentInsurer: "EGK" },
          figures: [
            { what: "current", tariffYear: 2027 },
            { what: "cheapest", franchise: 2500, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
];
