import type { AdvisorCase } from "../case-format";

/** Greetings, thanks, "ok". Conversations take place on 27.11.2026. */
export const smalltalkCases: AdvisorCase[] = [
  {
    id: "h8-smalltalk-01",
    category: "smalltalk",
    turns: [{ user: "Hallo 👋", expect: { act: "greeting" } }],
  },
  {
    id: "h8-smalltalk-02",
    category: "smalltalk",
    turns: [{ user: "merci viu mau, hesch mir mega ghulfe 🙏", expect: { act: "thanks" } }],
  },
  {
    id: "h8-smalltalk-03",
    category: "smalltalk",
    note: "a formal greeting with a question about the bot, then the data",
    turns: [
      { user: "Guten Tag. Mit wem spreche ich hier eigentlich?", expect: { act: "greeting" } },
      {
        user: "Gut. Dann: 8005 Zürich, Jahrgang 1998.",
        expect: { act: "provide_info", fields: { plz: "8005", birthYear: 1998 } },
      },
    ],
  },
  {
    id: "h8-smalltalk-04",
    category: "smalltalk",
    turns: [{ user: "ok danke, jetzt isch es klar", expect: { act: "thanks" } }],
  },
  {
    id: "h8-smalltalk-05",
    category: "smalltalk",
    note: "greeting, then a sigh about too many insurers (the advisor should offer to help and ask for the data), then thanks and goodbye",
    turns: [
      { user: "hoi", expect: { act: "greeting" } },
      {
        user: "bin grad chli überforderet mit dene ganze kassene, sympany vivao rhenusana was weiss ich 😩",
        expect: { answers: [/plz|postleitzahl|wohn|jahrgang|geburtsjahr|geboren|alter|wie alt/i] },
      },
      { user: "merci, bis spöter", expect: { act: "thanks" } },
    ],
  },
];
