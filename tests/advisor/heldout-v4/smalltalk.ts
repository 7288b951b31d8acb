import type { AdvisorCase } from "../case-format";

// Held-out v4: greetings, thanks, "ok".
export const smalltalkCases: AdvisorCase[] = [
  {
    id: "h4-smalltalk-01",
    category: "smalltalk",
    turns: [
      {
        user: "Hallo!",
        expect: { act: "greeting", answers: [/plz|postleitzahl|wohnort|geburtsjahr|jahrgang|helfen/i] },
      },
    ],
  },
  {
    id: "h4-smalltalk-02",
    category: "smalltalk",
    note: "thanks after a search; slots kept, nothing re-asked",
    turns: [
      {
        user: "3600 thun, 1979, franchise 2500",
        expect: { fields: { plz: "3600", birthYear: 1979, franchise: 2500 } },
      },
      {
        user: "merci vilmal, hesch mer guet ghulfe",
        expect: { act: "thanks", fields: { plz: "3600", birthYear: 1979, franchise: 2500 }, notAnswers: [/postleitzahl\?|geburtsjahr\?/i] },
      },
    ],
  },
  {
    id: "h4-smalltalk-03",
    category: "smalltalk",
    turns: [
      {
        user: "grüezi mitenand",
        expect: { act: "greeting" },
      },
      {
        user: "ok",
        expect: { answers: [/plz|postleitzahl|wohnort|geburtsjahr|jahrgang|helfen|frage/i] },
      },
      {
        user: "8200 schaffhuuse, 1961",
        expect: { act: "provide_info", fields: { plz: "8200", birthYear: 1961 } },
      },
    ],
  },
  {
    id: "h4-smalltalk-04",
    category: "smalltalk",
    turns: [
      {
        user: "guete morge, bisch du e mensch oder e bot?",
        expect: { answers: [/ki|bot|assistent|virtuell|künstlich|automat/i] },
      },
    ],
  },
];
