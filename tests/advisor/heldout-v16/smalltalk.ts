import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, greetings, "how are you", thanks with an emoji, a goodbye, whether the advisor belongs to an
 * insurer, what the advisor can do. Written apart from the engine and never tuned against (its code, its own cases and
 * its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown
 * by default is 2027. The product describes itself as free and independent of insurers, without commissions. Every
 * postal code and locality was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data with a throw-away script.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "v16-smalltalk-01",
    category: "smalltalk",
    note: "A morning greeting with 'wie gaht's?'; then whether the advisor belongs to CSS: no, it is independent of the insurers (and takes no commissions).",
    turns: [
      { user: "guete morge, wie gaht's?", expect: { act: "greeting" } },
      {
        user: "bisch du eigentlich vo de css oder so?",
        expect: {
          answers: [/unabhängig|neutral|kein(e|em|er)? (versicherer|krankenkasse|kasse|versicherung)|nicht (von|bei|im auftrag) (der|einer)|keine provision|gehöre? (zu )?kein/i],
        },
      },
    ],
  },
  {
    id: "v16-smalltalk-02",
    category: "smalltalk",
    note: "Offers for 4133 Pratteln (94.7 % Pratteln, 5 % Muttenz, both BL region 1; 0.2 % Augst, region 2), born 1997; then thanks with an emoji: the state is kept and nothing is asked again.",
    turns: [
      {
        user: "4133 pratteln, jg 1997",
        expect: { fields: { plz: "4133", birthYear: 1997 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "merci viumau, du bisch e schatz 😊",
        expect: { act: "thanks", fields: { plz: "4133", birthYear: 1997 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
  {
    id: "v16-smalltalk-03",
    category: "smalltalk",
    note: "Glarus: 8752 Näfels (municipality Glarus Nord, GL region 0), born 1961, 2500; then 'that's all, thanks' and a goodbye: the state is kept, nothing is asked again.",
    turns: [
      {
        user: "8752 näfels, jg 1961, 2500",
        expect: { fields: { plz: "8752", birthYear: 1961, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
      {
        user: "super, danke, das isch alles gsi",
        expect: { act: "thanks", fields: { plz: "8752", birthYear: 1961, franchise: 2500 }, notAnswers: [ASKS_AGAIN] },
      },
      { user: "adie mitenand", expect: { fields: { plz: "8752", birthYear: 1961, franchise: 2500 }, notAnswers: [ASKS_AGAIN] } },
    ],
  },
  {
    id: "v16-smalltalk-04",
    category: "smalltalk",
    note: "What the advisor can do (compare basic-insurance premiums, deductibles and models, help with a quote); then 'let's start': 6374 Buochs (99 % Buochs, NW region 0), born 2000 (an adult of 27 in 2027). Then thanks and goodbye: the state is kept, nothing is asked again.",
    turns: [
      {
        user: "was chasch du eigentlich alles?",
        expect: { answers: [/prämie|vergleich|franchise|krankenkasse|grundversicherung|offerte|modell/i] },
      },
      {
        user: "ok, dänn fanged mer aa: 6374 buochs, jg 2000",
        expect: { fields: { plz: "6374", birthYear: 2000 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "merci, bis bald!",
        expect: { act: "thanks", fields: { plz: "6374", birthYear: 2000 }, notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
];
