import type { AdvisorCase } from "../case-format";

/** Greetings, thanks, whether one talks to a machine. Conversations take place on 22.11.2026, a Sunday. */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v11-smalltalk-01",
    category: "smalltalk",
    note: "a greeting with an emoji, then whether the advisor is a human: it must say honestly that it is an automated (AI) assistant",
    turns: [
      { user: "guete morge 🙂", expect: { act: "greeting" } },
      {
        user: "redi ich da grad mit emne mönsch oder mit ere maschine?",
        expect: {
          answers: [/\bki\b|künstlich|chatbot|\bbot\b|automatisiert|automatisch|kein mensch|nicht .{0,20}mensch|computer|programm|sprachmodell/i],
        },
      },
    ],
  },
  {
    id: "v11-smalltalk-02",
    category: "smalltalk",
    note: "thanks and a goodbye ('schöne sunntig', it is a Sunday) after the offers: the state is kept, nothing is asked again",
    turns: [
      {
        user: "8360 eschlike, jg 1963, franchise 1000",
        expect: {
          fields: { plz: "8360", birthYear: 1963, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "merci viumau, das isch alles gsi. schöne sunntig no!",
        expect: { act: "thanks", fields: { plz: "8360", birthYear: 1963, franchise: 1000 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
  {
    id: "v11-smalltalk-03",
    category: "smalltalk",
    note: "'wie gaht's?' as a greeting, then a short question what a deductible is (the yearly amount one pays oneself before the insurer pays)",
    turns: [
      { user: "hoi, wie gaht's?", expect: { act: "greeting" } },
      {
        user: "guet, danke. churzi frag: was heisst eigentlich franchise?",
        expect: {
          act: "ask_rule",
          answers: [/selbst|selber|pro jahr|im jahr|jährlich|kalenderjahr/i],
        },
      },
    ],
  },
];
