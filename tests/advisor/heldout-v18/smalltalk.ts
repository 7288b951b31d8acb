import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, small talk: a greeting followed by "are you a human or a bot?" (the advisor says honestly that it
 * is an automated assistant); a result followed by thanks and a goodbye without anything being asked again. Places in
 * Aargau (Fricktal). Written apart from the engine and never tuned against (its code, its own cases and its results on
 * these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is
 * 2027. Every postal code and locality was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data with a throw-away script outside the repository.
 */

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v18-smalltalk-01",
    category: "smalltalk",
    note: "A greeting with an emoticon ('guete morge :)'), then 'bisch du e mensch oder en bot?': the advisor says honestly that it is a bot / digital assistant (it must not claim to be human).",
    turns: [
      { user: "guete morge :)", expect: { act: "greeting" } },
      {
        user: "bisch du e mensch oder en bot?",
        expect: {
          answers: [/bot|\bki\b|künstlich|assistent|digital|virtuell|programm|automat|maschine/i],
          notAnswers: [/ich bin (ein )?mensch|ich bin (eine )?echte(r)? (person|mensch|beraterin|berater)/i],
        },
      },
    ],
  },
  {
    id: "v18-smalltalk-02",
    category: "smalltalk",
    note: "5070 Frick (100 % Frick, AG region 0), born 1990: a price. Then 'super, merci!' and 'ciao zäme': the state is kept, nothing is asked again.",
    turns: [
      {
        user: "5070 frick, jg 1990",
        expect: { fields: { plz: "5070", birthYear: 1990 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "super, merci!",
        expect: { act: "thanks", fields: { plz: "5070", birthYear: 1990 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
      {
        user: "ciao zäme",
        expect: { fields: { plz: "5070", birthYear: 1990 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
];
