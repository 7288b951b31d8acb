import type { AdvisorCase } from "../case-format";

/** "ich bin bei der X", "zahle 512 im Monat": like-for-like savings, the notice deadline. Conversations take place on 27.11.2026. */
const DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november/i;
const CHEAPER = /günstiger|billiger|spar|weniger|tiefer/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "h7-current-insurer-01",
    category: "current-insurer",
    note: "premium with cents, current contract standard model with deductible 500",
    turns: [
      {
        user: "ich zahle 412.80 bei der visana, 3014 bern, jg 1986, franchise 500, standard mit unfall. gits öppis billigers?",
        expect: {
          fields: {
            plz: "3014",
            birthYear: 1986,
            franchise: 500,
            accident: true,
            currentInsurer: "Visana",
            currentPremium: 412.8,
            currentModel: "standard",
          },
          answers: [CHEAPER],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "h7-current-insurer-02",
    category: "current-insurer",
    note: "a switching question three days before the deadline, the data afterwards",
    turns: [
      {
        user: "Ich bin seit Jahren bei der Concordia und überlege mir zu wechseln. Was muss ich beachten?",
        expect: { act: "ask_rule", fields: { currentInsurer: "Concordia" }, answers: [DEADLINE] },
      },
      {
        user: "6060 Sarnen, Jahrgang 1971, Hausarzt, Franchise 2500",
        expect: {
          fields: { plz: "6060", birthYear: 1971, model: "hausarzt", franchise: 2500, currentInsurer: "Concordia" },
          figures: [{ what: "saving", model: "hausarzt", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h7-current-insurer-03",
    category: "current-insurer",
    note: "already a cheap contract; the honest answer may be that little or nothing is saved",
    turns: [
      {
        user: "Bin bei der KPT mit Telmed und Franchise 2500, zahle 289.55. Lohnt sich ein Wechsel überhaupt noch? 8910 Affoltern am Albis, 1994",
        expect: {
          fields: {
            plz: "8910",
            birthYear: 1994,
            franchise: 2500,
            currentInsurer: "KPT",
            currentPremium: 289.55,
            currentModel: "telmed",
          },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "h7-current-insurer-04",
    category: "current-insurer",
    note: "with unpaid premiums under debt collection a switch is blocked until everything is paid (Art. 64a para. 6 KVG)",
    turns: [
      {
        user: "ich bi bi de css, ha aber no offeni rächnige und e betreibig am hals. chan i trotzdem wächsle?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "CSS" },
          answers: [/erst|sobald|bezahlt|beglichen|ausstände|ausstehend|nicht möglich|nicht wechseln|kein wechsel/i],
        },
      },
    ],
  },
  {
    id: "h7-current-insurer-05",
    category: "current-insurer",
    note: "the current insurer's own price next year against the cheapest",
    turns: [
      {
        user: "bi bi dr sympany, 4242 laufe, jg 1963, franchise 1000",
        expect: { fields: { plz: "4242", birthYear: 1963, franchise: 1000, currentInsurer: "Sympany" } },
      },
      {
        user: "was zahl i dert 2027 und was wär s günstigschte?",
        expect: {
          fields: { plz: "4242", birthYear: 1963, franchise: 1000, currentInsurer: "Sympany", tariffYear: 2027 },
          figures: [
            { what: "current", franchise: 1000, tariffYear: 2027 },
            { what: "cheapest", franchise: 1000, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "h7-current-insurer-06",
    category: "current-insurer",
    note: "two amounts (this year's 356.20 and next year's 398.70): which one is 'current' is debatable, so the premium is not checked",
    turns: [
      {
        user: "Laut Brief der ÖKK steigt meine Prämie von 356.20 auf 398.70 (Franchise 1500, Hausarzt, ohne Unfall). Wohne in 7260 Davos Dorf, Jg. 1980. Soll ich wechseln und bis wann?",
        expect: {
          fields: { plz: "7260", birthYear: 1980, franchise: 1500, model: "hausarzt", accident: false, currentInsurer: "ÖKK" },
          answers: [DEADLINE],
        },
      },
    ],
  },
  {
    id: "h7-current-insurer-07",
    category: "current-insurer",
    note: "a cheap insurer already, asking whether another model would be cheaper still",
    turns: [
      {
        user: "bin bi de assura, 1870 monthey, jg 1999, franchise 2500, zahle 268.40. wär ächt telmed no billiger?",
        expect: {
          fields: { plz: "1870", birthYear: 1999, franchise: 2500, currentInsurer: "Assura", currentPremium: 268.4 },
          answers: [/telmed/i],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
];
