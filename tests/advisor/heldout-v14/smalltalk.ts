import type { AdvisorCase } from "../case-format";

/**
 * Held-out set v14, greetings, thanks, what the advisor needs and understands. Written apart from the engine and
 * never tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take
 * place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and locality was checked
 * against swisstopo's directory and the BAG premium regions in ../shared/data.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v14-smalltalk-01",
    category: "smalltalk",
    note: "A Sunday-morning greeting; then whether the advisor understands Swiss German (yes).",
    turns: [
      { user: "morgä zäme", expect: { act: "greeting" } },
      {
        user: "redsch du au schwiizerdütsch?",
        expect: { answers: [/\bja\b|schweizerdeutsch|schwiizerdütsch|mundart|dialekt|versteh/i] },
      },
    ],
  },
  {
    id: "v14-smalltalk-02",
    category: "smalltalk",
    note: "A Bernese greeting; then what the advisor needs for a comparison (place and age or birth year).",
    turns: [
      { user: "grüessech", expect: { act: "greeting" } },
      {
        user: "was bruuchsch vo mir für ne vergliich?",
        expect: { answers: [/postleitzahl|plz|wohnort|wo wohnst|wo wohnen/i, /jahrgang|geburtsjahr|geboren|alter|wie alt/i] },
      },
    ],
  },
  {
    id: "v14-smalltalk-03",
    category: "smalltalk",
    note: "Offers for 6438 Ibach (municipality Schwyz, SZ region 0), born 1994, 2500; then thanks in Bernese German: the state is kept, nothing is asked again.",
    turns: [
      {
        user: "6438 ibach, 1994, 2500",
        expect: { fields: { plz: "6438", birthYear: 1994, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
      {
        user: "top, jetzt weiss i bscheid. merci u e schöne sunntig no!",
        expect: { act: "thanks", fields: { plz: "6438", birthYear: 1994, franchise: 2500 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
];
