import type { AdvisorCase } from "../case-format";

/** Greetings, thanks, "ok". Conversations take place on 22.11.2026. */
const ASK_DATA = /plz|postleitzahl|wohn|jahrgang|geburtsjahr|geboren|alter|wie alt/i;
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "h10-smalltalk-01",
    category: "smalltalk",
    note: "a bare greeting, then a request for help without data: the advisor asks for place and year",
    turns: [
      { user: "hallo", expect: { act: "greeting" } },
      {
        user: "chönd sie mir hälfe bi de krankekasse z spare?",
        expect: { answers: [ASK_DATA] },
      },
    ],
  },
  {
    id: "h10-smalltalk-02",
    category: "smalltalk",
    note: "a greeting with the question whether this is the right place: yes, and what the advisor needs",
    turns: [
      {
        user: "Guten Abend, bin ich hier richtig für einen Krankenkassenvergleich?",
        expect: { answers: [/\bja\b|richtig|plz|postleitzahl|jahrgang|geburtsjahr/i] },
      },
    ],
  },
  {
    id: "h10-smalltalk-03",
    category: "smalltalk",
    note: "thanks with an emoji after the offers: the state is kept, no new question for the data",
    turns: [
      {
        user: "4800 zofingen, 1975",
        expect: { act: "provide_info", fields: { plz: "4800", birthYear: 1975 }, figures: [{ what: "cheapest" }] },
      },
      {
        user: "merci vielmal, het mer scho viel ghulfe 🙏",
        expect: { act: "thanks", fields: { plz: "4800", birthYear: 1975 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
  {
    id: "h10-smalltalk-04",
    category: "smalltalk",
    note: "a bare 'ok' after the offers: nothing changes and nothing is asked again ('jg 83' = 1983, '2000er franchise')",
    turns: [
      {
        user: "8472 seuzach, jg 83, 2000er franchise",
        expect: {
          fields: { plz: "8472", birthYear: 1983, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
      {
        user: "ok",
        expect: { fields: { plz: "8472", birthYear: 1983, franchise: 2000 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
];
