import type { AdvisorCase } from "../case-format";

/** Greetings, thanks, "ok". Conversations take place on 27.11.2026. */
const REASK = /postleitzahl\?|geburtsjahr\?|jahrgang\?|wo wohnst du\?/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "h5-smalltalk-01",
    category: "smalltalk",
    turns: [
      { user: "Guten Morgen", expect: { act: "greeting", answers: [/plz|postleitzahl|wohnort|geburtsjahr|jahrgang|helfen/i] } },
    ],
  },
  {
    id: "h5-smalltalk-02",
    category: "smalltalk",
    turns: [
      { user: "hoi, wer bisch du eigentlich?", expect: { answers: [/berat|assistent|krankenkasse|grundversicherung|prämie|vergleich/i] } },
    ],
  },
  {
    id: "h5-smalltalk-03",
    category: "smalltalk",
    note: "thanks after a search: slots kept, nothing re-asked",
    turns: [
      { user: "8810 horgen, 1968, franchise 1000", expect: { fields: { plz: "8810", birthYear: 1968, franchise: 1000 } } },
      { user: "perfekt, danke!", expect: { act: "thanks", fields: { plz: "8810", birthYear: 1968, franchise: 1000 }, notAnswers: [REASK] } },
    ],
  },
  {
    id: "h5-smalltalk-04",
    category: "smalltalk",
    note: "farewell after a search",
    turns: [
      { user: "3250 lyss 1988", expect: { fields: { plz: "3250", birthYear: 1988 } } },
      { user: "merci, ciao zäme und schöne abig", expect: { act: "thanks", fields: { plz: "3250", birthYear: 1988 }, notAnswers: [REASK] } },
    ],
  },
  {
    id: "h5-smalltalk-05",
    category: "smalltalk",
    note: "'ok' after a search must not restart the conversation",
    turns: [
      { user: "6004 luzern, jg 1959", expect: { fields: { plz: "6004", birthYear: 1959 } } },
      { user: "ok", expect: { fields: { plz: "6004", birthYear: 1959 }, notAnswers: [REASK] } },
    ],
  },
  {
    id: "h5-smalltalk-06",
    category: "smalltalk",
    note: "greeting with an intent: the advisor asks for the data",
    turns: [
      {
        user: "Sali! Ich bruch dringend e günstigeri Krankekasse 😅",
        expect: { action: "ask_user", answers: [/plz|postleitzahl|wohnort|jahrgang|geburtsjahr/i] },
      },
      { user: "9630 wattwil, 1992", expect: { act: "provide_info", fields: { plz: "9630", birthYear: 1992 }, figures: [{ what: "cheapest" }] } },
    ],
  },
  {
    id: "h5-smalltalk-07",
    category: "smalltalk",
    turns: [
      { user: "bist du ein mensch oder ein bot?", expect: { answers: [/ki|bot|assistent|künstlich|digital|automatis|programm/i] } },
    ],
  },
  {
    id: "h5-smalltalk-08",
    category: "smalltalk",
    turns: [
      { user: "hallo zäme", expect: { act: "greeting" } },
      { user: "8280 kreuzlingen, 1963", expect: { act: "provide_info", fields: { plz: "8280", birthYear: 1963 } } },
      { user: "danke, das isch alles für hüt", expect: { act: "thanks", fields: { plz: "8280", birthYear: 1963 }, notAnswers: [REASK] } },
    ],
  },
  {
    id: "h5-smalltalk-09",
    category: "smalltalk",
    turns: [
      { user: "Grüessech wohl", expect: { act: "greeting", answers: [/plz|postleitzahl|wohnort|geburtsjahr|jahrgang|helfen/i] } },
    ],
  },
];
