import type { AdvisorCase } from "../case-format";

/** Greetings, thanks, whether one talks to a machine, an offer of help. Conversations take place on 22.11.2026, a Sunday. */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v12-smalltalk-01",
    category: "smalltalk",
    note: "a greeting with an emoji; a request for help (the advisor asks for place and age); then the data (Burgdorf BE region 2)",
    turns: [
      { user: "hoi zäme 😊", expect: { act: "greeting" } },
      {
        user: "chasch du mir hälfe, e günstigi krankekasse z finde?",
        expect: { answers: [/postleitzahl|plz|wohnort|jahrgang|geburtsjahr|wo wohnst|wie alt/i] },
      },
      {
        user: "3400 burgdorf, 1994",
        expect: {
          fields: { plz: "3400", birthYear: 1994 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v12-smalltalk-02",
    category: "smalltalk",
    note: "warm thanks after the offers (Felben-Wellhausen TG, born 1948, 500): the state is kept, nothing is asked again",
    turns: [
      {
        user: "8552 felbe-wellhuse, jg 1948, franchise 500",
        expect: {
          fields: { plz: "8552", birthYear: 1948, franchise: 500 },
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
      {
        user: "merci vilmal, bisch e schatz! 🙏",
        expect: { act: "thanks", fields: { plz: "8552", birthYear: 1948, franchise: 500 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
  {
    id: "v12-smalltalk-03",
    category: "smalltalk",
    note: "'guete abig, wie gohts dir?' as a greeting; then whether the advisor is a human or a computer: an honest answer (automated, AI)",
    turns: [
      { user: "guete abig, wie gohts dir?", expect: { act: "greeting" } },
      {
        user: "bisch du eigentlich e mönsch oder e computer?",
        expect: {
          answers: [/\bki\b|künstlich|chatbot|\bbot\b|automatisiert|automatisch|kein mensch|nicht .{0,20}mensch|computer|programm|sprachmodell|assistent/i],
        },
      },
    ],
  },
  {
    id: "v12-smalltalk-04",
    category: "smalltalk",
    note: "Upper Valais German greeting ('tschau zämu'), then thanks with nothing else to do",
    turns: [
      { user: "tschau zämu", expect: { act: "greeting" } },
      { user: "eigentlich hä mi scho entschiedu. danke fa dr hilf!", expect: { act: "thanks", notAnswers: [ASKS_AGAIN] } },
    ],
  },
];
