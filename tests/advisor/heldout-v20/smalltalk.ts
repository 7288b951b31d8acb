import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v20, small talk: a morning greeting, whether the service costs anything (the product is free and
 * insurer-independent, ../shared/spec/product-spec.md) and thanks; a result followed by thanks with an emoji and a
 * goodbye without anything being asked again. Places in the Lower Engadine (Graubünden). Written apart from the engine
 * and never tuned against (its code, its own cases and its results on these cases were not looked at). Conversations
 * take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and locality was checked
 * against swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away script outside
 * the repository.
 */

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v20-smalltalk-01",
    category: "smalltalk",
    note: "'guete morge mitenand' (greeting), then 'isch das eigentlich gratis do?': yes, the comparison and the advice are free (product spec); then 'ok super, merci viu mau' (thanks).",
    turns: [
      { user: "guete morge mitenand", expect: { act: "greeting" } },
      {
        user: "isch das eigentlich gratis do?",
        expect: { answers: [/gratis|kostenlos|kostet (dich )?nichts|unentgeltlich|keine kosten|\bja\b/i] },
      },
      { user: "ok super, merci viu mau", expect: { act: "thanks" } },
    ],
  },
  {
    id: "v20-smalltalk-02",
    category: "smalltalk",
    note: "7530 Zernez (100 % Zernez, GR region 2), born 1979, with accident cover: a price. Then 'merci, hesch mer voll gholfe 👍' (thanks) and 'tschüssli': the state is kept, nothing is asked again.",
    turns: [
      {
        user: "7530 zernez, jg 1979, mit unfall",
        expect: {
          fields: { plz: "7530", birthYear: 1979, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
      {
        user: "merci, hesch mer voll gholfe 👍",
        expect: { act: "thanks", fields: { plz: "7530", birthYear: 1979 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
      {
        user: "tschüssli",
        expect: { fields: { plz: "7530", birthYear: 1979 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
];
