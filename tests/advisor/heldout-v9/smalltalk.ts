import type { AdvisorCase } from "../case-format";

/** Greetings, thanks, "ok". Conversations take place on 22.11.2026. */
const ASK_DATA = /plz|postleitzahl|wohn|jahrgang|geburtsjahr|geboren|alter|wie alt/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "h9-smalltalk-01",
    category: "smalltalk",
    turns: [{ user: "Grüessech mitenand", expect: { act: "greeting" } }],
  },
  {
    id: "h9-smalltalk-02",
    category: "smalltalk",
    note: "a greeting with a request for help and no data: the advisor asks for place and year",
    turns: [
      {
        user: "Hoi 😊 chasch mir hälfe e günschtigeri chrankekasse z finde?",
        expect: { answers: [ASK_DATA] },
      },
    ],
  },
  {
    id: "h9-smalltalk-03",
    category: "smalltalk",
    note: "greeting, whether it is a human (it should say it is an automatic/AI assistant), then the data",
    turns: [
      { user: "guete morge", expect: { act: "greeting" } },
      {
        user: "bisch du en mönsch oder en bot?",
        expect: { answers: [/bot|\bki\b|künstlich|assistent|automat|digital|programm/i] },
      },
      {
        user: "ok. 8706 meilen, 1975",
        expect: { act: "provide_info", fields: { plz: "8706", birthYear: 1975 } },
      },
    ],
  },
  {
    id: "h9-smalltalk-04",
    category: "smalltalk",
    turns: [{ user: "haha du bisch no schnäll 😂 merci viumau", expect: { act: "thanks" } }],
  },
  {
    id: "h9-smalltalk-05",
    category: "smalltalk",
    note: "thanks in the middle of a conversation: the state is kept, no new question for the data",
    turns: [
      {
        user: "9000 st. gallen, jahrgang 1980",
        expect: { act: "provide_info", fields: { plz: "9000", birthYear: 1980 }, figures: [{ what: "cheapest" }] },
      },
      {
        user: "ok perfekt, danke! das längt mer fürs erschte",
        expect: {
          act: "thanks",
          fields: { plz: "9000", birthYear: 1980 },
          notAnswers: [/(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?/i],
        },
      },
    ],
  },
];
