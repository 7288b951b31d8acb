import type { AdvisorCase } from "../case-format";

/**
 * Held-out set v13, greetings, thanks, what the advisor is and can do. Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and locality was checked against
 * swisstopo's directory and the BAG premium regions in ../shared/data.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;
const AI_DISCLOSURE = /\bki\b|künstlich|chatbot|\bbot\b|automatisiert|automatisch|kein mensch|nicht .{0,20}mensch|computer|programm|sprachmodell|assistent|digital/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v13-smalltalk-01",
    category: "smalltalk",
    note: "A greeting with an emoji; then what the advisor can do (compare basic insurance premiums, explain rules, request quotes).",
    turns: [
      { user: "hoi 👋", expect: { act: "greeting" } },
      { user: "was chasch du alles?", expect: { answers: [/prämie|krankenkass|krankenversicher|grundversicher|vergleich|franchise|offerte/i] } },
    ],
  },
  {
    id: "v13-smalltalk-02",
    category: "smalltalk",
    note: "Standard German, formal: whether one talks to a person: an honest answer (automated, AI); then a request for help: place or age is asked for.",
    turns: [
      { user: "Guten Tag. Spreche ich mit einem Menschen?", expect: { answers: [AI_DISCLOSURE] } },
      {
        user: "Ah so. Können Sie mir trotzdem helfen, eine günstigere Krankenkasse zu finden?",
        expect: { answers: [/postleitzahl|plz|wohnort|wo wohnen|wo wohnst|jahrgang|geburtsjahr|geboren|wie alt/i] },
      },
    ],
  },
  {
    id: "v13-smalltalk-03",
    category: "smalltalk",
    note: "Offers for 8280 Kreuzlingen (TG region 0; Tägerwilen and Bottighofen share the code, both TG), born 1997, 2500; then thanks: the state is kept, nothing is asked again.",
    turns: [
      {
        user: "8280 kreuzlinge, 1997, 2500",
        expect: { fields: { plz: "8280", birthYear: 1997, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
      {
        user: "super, merci vielmal!",
        expect: { act: "thanks", fields: { plz: "8280", birthYear: 1997, franchise: 2500 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
  {
    id: "v13-smalltalk-04",
    category: "smalltalk",
    note: "Basel greeting ('sali'), then a polite goodbye with nothing to do: no questions for data.",
    turns: [
      { user: "sali", expect: { act: "greeting" } },
      { user: "ok merci, das wärs scho gsi. schöne sunntig!", expect: { act: "thanks", notAnswers: [ASKS_AGAIN] } },
    ],
  },
];
