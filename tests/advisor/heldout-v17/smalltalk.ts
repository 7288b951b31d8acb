import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v17, small talk: a greeting with an emoji and "what can you do", then a first price; a result followed
 * by thanks and a goodbye without anything being asked again. Places in Basel-Landschaft (Laufental). Written apart from
 * the engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and
 * locality was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data with a
 * throw-away script outside the repository.
 */

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v17-smalltalk-01",
    category: "smalltalk",
    note: "A greeting with an emoji ('hoi zäme 👋'), then 'was chasch du eigentlich alles?': the advisor says it compares basic-insurance premiums (and answers questions about it).",
    turns: [
      { user: "hoi zäme 👋", expect: { act: "greeting" } },
      {
        user: "was chasch du eigentlich alles?",
        expect: { answers: [/prämie|vergleich|krankenkasse|grundversicherung|franchise|offerte/i] },
      },
    ],
  },
  {
    id: "v17-smalltalk-02",
    category: "smalltalk",
    note: "4242 Laufen (Laufen 99.4 %, Brislach, Zwingen; all BL region 2), born 1966: a price. Then thanks and a goodbye: the state is kept, nothing is asked again.",
    turns: [
      {
        user: "4242 laufen, jg 1966",
        expect: { fields: { plz: "4242", birthYear: 1966 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "merci vilmal, bisch e gueti hilf gsi!",
        expect: { act: "thanks", fields: { plz: "4242", birthYear: 1966 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
      {
        user: "tschüss",
        expect: { fields: { plz: "4242", birthYear: 1966 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
];
