import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, greetings, thanks, "ok", whether the advisor is a person, whether the service is free. Written apart
 * from the engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. The product describes itself
 * as free and independent, with an AI advisor. Every postal code and locality was checked against swisstopo's directory
 * joined with the BAG premium regions in ../shared/data with a throw-away script.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;
/** Disclosing that the advisor is an automated assistant. */
const AI_DISCLOSURE = /\bKI\b|künstlich|\bbot\b|chatbot|assistent|virtuell|digital|automat|programm|kein mensch|keine? (echte|reale)/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v15-smalltalk-01",
    category: "smalltalk",
    note: "A bare 'hoi'; then whether the advisor is a human: it must say it is an automated (AI) assistant.",
    turns: [
      { user: "hoi", expect: { act: "greeting" } },
      { user: "wer bisch du eigentlich, e mönsch?", expect: { answers: [AI_DISCLOSURE] } },
    ],
  },
  {
    id: "v15-smalltalk-02",
    category: "smalltalk",
    note: "Offers for 4051 Basel (BS region 0), born 1999 (an adult of 28 in 2027); then thanks: the state is kept and nothing is asked again.",
    turns: [
      {
        user: "4051 basel, jg 1999",
        expect: { fields: { plz: "4051", birthYear: 1999 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "merci vilmol, hesch mr sehr ghulfe!",
        expect: { act: "thanks", fields: { plz: "4051", birthYear: 1999 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
  {
    id: "v15-smalltalk-03",
    category: "smalltalk",
    note: "A Sunday-evening greeting; then a request for help finding a cheaper insurer: the advisor asks for place and age.",
    turns: [
      { user: "guete n abig mitenand", expect: { act: "greeting" } },
      {
        user: "chasch mer hälfe, e günstigeri krankekasse z finde?",
        expect: {
          answers: [/postleitzahl|plz|wohnort|wo wohnst|wo wohnen/i, /jahrgang|geburtsjahr|geboren|alter|wie alt/i],
        },
      },
    ],
  },
  {
    id: "v15-smalltalk-04",
    category: "smalltalk",
    note: "Whether the service costs anything (no: free and without obligation); then data: 8855 Wangen SZ (93.9 % Wangen, 5.6 % Tuggen, 0.5 % Schübelbach, all SZ region 0), born 1988.",
    turns: [
      { user: "isch das eigentlich gratis do?", expect: { answers: [/gratis|kostenlos|unverbindlich|keine kosten|nichts|umsonst/i] } },
      {
        user: "super. 8855 wange sz, 1988",
        expect: { fields: { plz: "8855", birthYear: 1988 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v15-smalltalk-05",
    category: "smalltalk",
    note: "Appenzell Ausserrhoden: 9104 Waldstatt (99.5 % Waldstatt, the rest Urnäsch and Schwellbrunn, all AR region 0), born 1974, 1000; then a bare 'ok' and a goodbye: the state is kept, nothing is asked again.",
    turns: [
      {
        user: "9104 waldstatt, 1974, 1000",
        expect: { fields: { plz: "9104", birthYear: 1974, franchise: 1000 }, figures: [{ what: "cheapest", franchise: 1000 }] },
      },
      { user: "ok", expect: { fields: { plz: "9104", birthYear: 1974, franchise: 1000 }, notAnswers: [ASKS_AGAIN] } },
      {
        user: "schöne sunntig no, tschau",
        expect: { fields: { plz: "9104", birthYear: 1974, franchise: 1000 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
];
