import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, small talk: a greeting with a request for help, answered by asking for the data needed (postal
 * code, birth year); a result in Nidwalden followed by thanks and goodbye without anything being asked again. Written
 * apart from the engine and never tuned against. Conversations take place on Sunday 22.11.2026; the tariff year shown
 * by default is 2027. The place was checked against swisstopo's directory joined with the BAG premium regions
 * (../shared/data: 6386 Wolfenschiessen, 100 % Wolfenschiessen, NW region 0), and family-doctor offers with deductible
 * 1500 and accident cover exist there in 2026 and 2027 (throw-away script outside the repository).
 */

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v22-smalltalk-01",
    category: "smalltalk",
    note: "'guete abig mitenand' (a greeting), then 'chasch mer hälfe e günstigi kasse z finde?': the advisor offers help and asks for the postal code or place and the birth year (or age).",
    turns: [
      { user: "guete abig mitenand", expect: { act: "greeting" } },
      {
        user: "chasch mer hälfe e günstigi kasse z finde?",
        expect: { answers: [/postleitzahl|plz|wohnort|wo wohnst|gemeinde/i, /geburtsjahr|jahrgang|alt|geboren/i] },
      },
    ],
  },
  {
    id: "v22-smalltalk-02",
    category: "smalltalk",
    note: "Nidwalden: 6386 Wolfenschiessen, born 1970, family doctor, 1500, with accident (2026 cheapest Sympany 340.70, 2027 Sanitas Hausarztmodell 1 349.85). Then 'merci viu mou, das längt mer. tschüss!' (thanks and goodbye): nothing is asked again.",
    turns: [
      {
        user: "6386 wolfenschiessen, 1970, hausarzt 1500 mit unfall",
        expect: {
          fields: { plz: "6386", birthYear: 1970, model: "hausarzt", franchise: 1500, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: true }],
        },
      },
      {
        user: "merci viu mou, das längt mer. tschüss!",
        expect: { act: "thanks", fields: { plz: "6386", birthYear: 1970 }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
];
