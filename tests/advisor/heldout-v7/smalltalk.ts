import type { AdvisorCase } from "../case-format";

/** Greetings, thanks, "ok". Conversations take place on 27.11.2026. */
const OFFERS_HELP = /krankenkasse|grundversicherung|prämie|versicherung|vergleich|helfen|plz|postleitzahl|jahrgang/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "h7-smalltalk-01",
    category: "smalltalk",
    turns: [{ user: "moin moin 👋", expect: { act: "greeting", answers: [OFFERS_HELP] } }],
  },
  {
    id: "h7-smalltalk-02",
    category: "smalltalk",
    note: "Bernese thanks after an answer; the data stay",
    turns: [
      { user: "8590 romanshorn, jg 1982", expect: { fields: { plz: "8590", birthYear: 1982 }, figures: [{ what: "cheapest" }] } },
      { user: "super, merci viu mau!", expect: { act: "thanks", fields: { plz: "8590", birthYear: 1982 } } },
    ],
  },
  {
    id: "h7-smalltalk-03",
    category: "smalltalk",
    note: "a personal question in the greeting; a short friendly answer and back to the topic",
    turns: [{ user: "Guete Morge! Wie gaht's dir hüt?", expect: { act: "greeting", answers: [OFFERS_HELP] } }],
  },
  {
    id: "h7-smalltalk-04",
    category: "smalltalk",
    note: "the advisor must not claim to be a human",
    turns: [
      {
        user: "bist du ein mensch oder ein bot?",
        expect: {
          answers: [/bot|\bki\b|künstlich|assistent|digital|automat|programm|computer|kein mensch|nicht.{0,20}mensch/i],
          notAnswers: [/ich bin ein mensch|ich bin ein echter/i],
        },
      },
    ],
  },
  {
    id: "h7-smalltalk-05",
    category: "smalltalk",
    note: "fillers must not reset anything",
    turns: [
      { user: "3818 grindelwald, 1967", expect: { fields: { plz: "3818", birthYear: 1967 } } },
      { user: "hmm okay", expect: { fields: { plz: "3818", birthYear: 1967 } } },
      { user: "und jetz?", expect: { fields: { plz: "3818", birthYear: 1967 } } },
    ],
  },
  {
    id: "h7-smalltalk-06",
    category: "smalltalk",
    note: "a greeting, then a vague worry about the premium letter; the advisor should guide (data or the deadline)",
    turns: [
      { user: "hallo", expect: { act: "greeting" } },
      {
        user: "Ich weiss nicht genau, was ich brauche. Ich habe einfach den Brief mit der Prämienerhöhung bekommen.",
        expect: { answers: [/wechsel|vergleich|plz|postleitzahl|wohnort|jahrgang|geburtsjahr|30\.? ?(11\b|nov)|ende november/i] },
      },
    ],
  },
];
