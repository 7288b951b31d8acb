import type { AdvisorCase } from "../case-format";

/** "ich bin bei der X", "zahle 512 im Monat": like-for-like savings, the notice deadline. Conversations take place on 27.11.2026 (three days before 30 November). */
const DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "h8-current-insurer-01",
    category: "current-insurer",
    note: "formal letter style; Freiburg = Fribourg 1700",
    turns: [
      {
        user: "Sehr geehrte Damen und Herren. Derzeit bin ich bei der Concordia grundversichert (Standardmodell, Franchise 300, inkl. Unfall) und bezahle monatlich CHF 476.30. Wohnhaft in 1700 Freiburg, Jahrgang 1969. Wie viel könnte ich durch einen Wechsel einsparen? Freundliche Grüsse",
        expect: {
          fields: {
            plz: "1700",
            birthYear: 1969,
            franchise: 300,
            accident: true,
            currentInsurer: "Concordia",
            currentPremium: 476.3,
            currentModel: "standard",
          },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "h8-current-insurer-02",
    category: "current-insurer",
    note: "can I still switch (three days left), how to send the notice (in writing, it must arrive by 30.11.), then the data",
    turns: [
      {
        user: "chan i jetzt no wechsle? bi bi de sanitas",
        expect: { act: "ask_rule", fields: { currentInsurer: "Sanitas" }, answers: [DEADLINE] },
      },
      {
        user: "ok und wie schick ich das? reicht es mail?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "Sanitas" },
          answers: [/schriftlich|brief|einschreiben|eingeschrieben|unterschr|post/i],
        },
      },
      {
        user: "8810 horgen jg 1987 franchise 2500 hausarzt. was wär günstiger?",
        expect: {
          fields: { plz: "8810", birthYear: 1987, franchise: 2500, model: "hausarzt", currentInsurer: "Sanitas" },
          figures: [{ what: "saving", franchise: 2500, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "h8-current-insurer-03",
    category: "current-insurer",
    note: "unpaid premiums with a reminder: no switch until everything is paid (Art. 64a KVG); Groupe Mutuel is a group of several carriers, so the insurer is not checked",
    turns: [
      {
        user: "Ich habe eine Mahnung von der Groupe Mutuel, weil ich zwei Monatsprämien nicht bezahlt habe. Kann ich trotzdem auf 2027 zu einer anderen Kasse?",
        expect: {
          act: "ask_rule",
          answers: [/erst|sobald|bezahlt|beglichen|ausstände|ausstehend|nicht möglich|nicht wechseln|kein wechsel|vollständig/i],
        },
      },
    ],
  },
  {
    id: "h8-current-insurer-04",
    category: "current-insurer",
    note: "a monthly premium for the whole family of four: not a per-person premium, so currentPremium is not checked; then the household with deductibles per person",
    turns: [
      {
        user: "zahl 1'120 im monet für üs 4 bi dr egk, isch das vill?",
        expect: {
          fields: { currentInsurer: "EGK" },
          answers: [/jahrgang|geburtsjahr|geboren|alter|wohn|plz|postleitzahl|franchise/i],
        },
      },
      {
        user: "mir wohned in 4313 möhlin. ich 1985, mini frau 1987, kids 2016 und 2020, alli mit 300er franchise usser ich mit 1500",
        expect: {
          fields: {
            plz: "4313",
            currentInsurer: "EGK",
            persons: [
              { birthYear: 1985, role: "self", franchise: 1500 },
              { birthYear: 1987, role: "partner", franchise: 300 },
              { birthYear: 2016, role: "child", franchise: 300 },
              { birthYear: 2020, role: "child", franchise: 300 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h8-current-insurer-05",
    category: "current-insurer",
    note: "a pensioner of 67 (1959, or 1958: same premium) fearing to be refused: basic insurance must accept everyone, without health questions",
    turns: [
      {
        user: "Ich bin 67 und seit 40 Jahren bei der Visana, wohne in Murten. Lohnt sich ein Wechsel in meinem Alter überhaupt noch? Kann mich die neue Kasse ablehnen?",
        expect: {
          act: "ask_rule",
          fields: { plz: "3280", birthYear: 1959, currentInsurer: "Visana" },
          answers: [/nicht ablehnen|kein(e)? ablehnung|muss .{0,40}(aufnehmen|annehmen|versichern)|aufnahmepflicht|jede(n|r)? .{0,30}aufnehm|keine gesundheitsfragen|unabhängig vom alter|ohne gesundheits/i],
        },
      },
    ],
  },
  {
    id: "h8-current-insurer-06",
    category: "current-insurer",
    note: "Upper Valais; then staying with Swica but another model: the current insurer's premium in that model",
    turns: [
      {
        user: "Bi dr Swica, zahl grad 512.90, 3930 Visp, Jg 78, 2500 Telmed. Wiviel spar i bim billigschte?",
        expect: {
          fields: {
            plz: "3930",
            birthYear: 1978,
            franchise: 2500,
            currentInsurer: "Swica",
            currentPremium: 512.9,
            currentModel: "telmed",
          },
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "und wenn i bi dr swica blib aber ds hüsarztmodell nimm?",
        expect: {
          fields: { plz: "3930", birthYear: 1978, franchise: 2500, model: "hausarzt", currentInsurer: "Swica" },
          figures: [{ what: "current", model: "hausarzt", franchise: 2500 }],
        },
      },
    ],
  },
];
