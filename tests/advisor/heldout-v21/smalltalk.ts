import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, small talk: a greeting with "wer bisch du?", the question whether one talks to a human or an AI
 * (the advisor is an AI chat, ../shared/spec/product-spec.md: "AI advisor chat", "AI chatbot disclaimer") and thanks;
 * a result followed by thanks and a Sunday wish without anything being asked again. Places in the Lucerne Surental.
 * Written apart from the engine and never tuned against (its code, its own cases and its results on these cases were
 * not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. The postal
 * code and locality were checked against swisstopo's directory joined with the BAG premium regions in ../shared/data
 * (6231 Schlierbach: 100 % Schlierbach, LU region 3), and family-doctor offers with deductible 1500 exist there in 2026
 * and 2027 (throw-away script outside the repository).
 */

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v21-smalltalk-01",
    category: "smalltalk",
    note: "'hallo, wer bisch du?' (a greeting): the advisor says what it helps with (basic health insurance, premiums, comparison). Then 'bisch du en mänsch oder e ki?': an AI (the product is an AI advisor chat); it must not claim to be a human. Then 'ok merci, denn probier is mal' (thanks).",
    turns: [
      {
        user: "hallo, wer bisch du?",
        expect: { act: "greeting", answers: [/krankenkass|krankenversicherung|grundversicherung|prämie|vergleich|berat/i] },
      },
      {
        user: "bisch du en mänsch oder e ki?",
        expect: {
          answers: [/\bki\b|künstliche intelligenz|\bbot\b|chatbot|assistent|kein mensch|digital|automatisiert/i],
          notAnswers: [/ich bin (ein )?(echter |richtiger )?mensch|ich bin (eine )?(echte )?person\b/i],
        },
      },
      { user: "ok merci, denn probier is mal", expect: { act: "thanks" } },
    ],
  },
  {
    id: "v21-smalltalk-02",
    category: "smalltalk",
    note: "Surental (Lucerne): '6231 schlierbach, jg 1968, hausarzt, 1500' (100 % Schlierbach, LU region 3): a family-doctor price. Then 'perfekt, merci vilmal! schöne sunntig no' (thanks and a Sunday wish): the state is kept, nothing is asked again.",
    turns: [
      {
        user: "6231 schlierbach, jg 1968, hausarzt, 1500",
        expect: {
          fields: { plz: "6231", birthYear: 1968, model: "hausarzt", franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500 }],
        },
      },
      {
        user: "perfekt, merci vilmal! schöne sunntig no",
        expect: {
          act: "thanks",
          fields: { plz: "6231", birthYear: 1968 },
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
];
