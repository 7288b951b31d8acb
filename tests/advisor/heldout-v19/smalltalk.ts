import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, small talk: a greeting, "what can you do?" and a goodbye with thanks; a result followed by thanks and
 * a Sunday greeting without anything being asked again. Places in Appenzell Innerrhoden (Oberegg). Written apart from
 * the engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and
 * locality was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data with a
 * throw-away script outside the repository.
 */

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v19-smalltalk-01",
    category: "smalltalk",
    note: "'hallo zäme' (greeting), then 'was chasch du eigentlich alles?': the advisor says what it does (comparing basic-insurance premiums, models, deductibles, savings, quotes); then 'ok merci, bis spöter' (thanks).",
    turns: [
      { user: "hallo zäme", expect: { act: "greeting" } },
      {
        user: "was chasch du eigentlich alles?",
        expect: { answers: [/prämie|vergleich|krankenkasse|grundversicherung|offerte|franchise|versicherer/i] },
      },
      { user: "ok merci, bis spöter", expect: { act: "thanks" } },
    ],
  },
  {
    id: "v19-smalltalk-02",
    category: "smalltalk",
    note: "9413 Oberegg (Oberegg 99.2 %, AI region 0; 0.8 % Heiden AR, not meant), born 1982: a price. Then 'merci vilmal!' and 'schöne sunntig no': the state is kept, nothing is asked again.",
    turns: [
      {
        user: "9413 oberegg, jg 1982",
        expect: { fields: { plz: "9413", birthYear: 1982 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "merci vilmal!",
        expect: { act: "thanks", fields: { plz: "9413", birthYear: 1982 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
      {
        user: "schöne sunntig no",
        expect: { fields: { plz: "9413", birthYear: 1982 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
];
