import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, the current insurer and premium: like-for-like savings, the notice deadline, how to cancel.
 * Written apart from the engine and never tuned against (its code, its own cases and its results on these cases were
 * not looked at). Conversations take place on Sunday 22.11.2026 (8 days before the notice deadline of 30 November);
 * the tariff year shown by default is 2027. Every postal code, locality and insurer was checked against swisstopo's
 * directory, the BAG premium regions and the 2026/2027 premium tables in ../shared/data; the premiums people name as
 * their own are their insurer's real premiums for the situation they describe (2026, or 2027 where they say "ab Januar").
 */
const NOVEMBER = /30\.?\s*(nov|11\.)|ende november/i;
/** Asking for the current contract (deductible or model) before a like-for-like comparison. */
const ASKS_CONTRACT = /(welche|welches|welcher|was für e(ine?)?) (franchise|modell|versicherungsmodell)|(franchise|modell)[^.?!]{0,80}\?/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v13-current-insurer-01",
    category: "current-insurer",
    note: "Helsana, standard 300 with accident, 558.- a month: the real 2026 Helsana premium for an adult in TG region 0 (8500 Frauenfeld; 0.4 % of the code, Gerlikon, reaches into Hagenbuch ZH, the locality Frauenfeld is TG), 'jg 62' → 1962: the like-for-like saving; then the deadline.",
    turns: [
      {
        user: "ich bi bi de helsana, zahle 558.- im monet, standard mit 300er franchise und unfall. 8500 frauefeld, jg 62",
        expect: {
          fields: {
            plz: "8500",
            birthYear: 1962,
            franchise: 300,
            accident: true,
            currentInsurer: "Helsana",
            currentPremium: 558,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "bis wänn muess i kündige?",
        expect: { act: "ask_rule", fields: { currentInsurer: "Helsana" }, answers: [NOVEMBER] },
      },
    ],
  },
  {
    id: "v13-current-insurer-02",
    category: "current-insurer",
    note: "Assura and 373.40 a month without the contract: deductible and model must be asked before a like-for-like comparison (9000 St. Gallen, SG region 1, born 1991); then 'Hausarztmodell, 2500, ohne Unfall': 373.40 is Assura's real 2026 'Hausarzt Modell' premium there, so the saving can be given.",
    turns: [
      {
        user: "Bin bei der Assura und zahle 373.40 im Monat. 9000 St. Gallen, Jg. 1991. Kann ich sparen?",
        expect: {
          fields: { plz: "9000", birthYear: 1991, currentInsurer: "Assura", currentPremium: 373.4 },
          answers: [ASKS_CONTRACT],
          notAnswers: [/postleitzahl\?|jahrgang\?|geburtsjahr\?/i],
        },
      },
      {
        user: "Hausarztmodell, Franchise 2500, ohne Unfall",
        expect: {
          fields: {
            plz: "9000",
            birthYear: 1991,
            currentInsurer: "Assura",
            currentPremium: 373.4,
            currentModel: "hausarzt",
            franchise: 2500,
            accident: false,
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v13-current-insurer-03",
    category: "current-insurer",
    note: "SWICA's letter: standard 1000 with accident from 581.10 (2026) to 603.80 (2027), the real premiums for an adult in AG region 0 (5430 Wettingen, 0.1 % in Würenlos, also AG), born 1984; the premium slot is not checked (two are named); the cheapest 2027 alternative; then how to cancel (in writing, arriving by 30 November; registered letter advised); then the supplementary insurance (a separate contract, it need not be cancelled).",
    turns: [
      {
        user: "d'swica het gschribe: ab januar 603.80 statt 581.10. standard, 1000er franchise, mit unfall, 5430 wettige, jg 1984. lohnt sich en wächsel?",
        expect: {
          fields: { plz: "5430", birthYear: 1984, franchise: 1000, accident: true, model: "standard", currentInsurer: "SWICA" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 1000, accident: true, tariffYear: 2027 }],
        },
      },
      {
        user: "wie kündig ich das richtig?",
        expect: { act: "ask_rule", answers: [/eingeschrieben|schriftlich|brief|unterschr|per post/i] },
      },
      {
        user: "und mini zuesatzversicherig bi de swica, mues ich die au kündige?",
        expect: {
          act: "ask_rule",
          answers: [/separat|getrennt|unabhängig|behalten|bleib|nicht (kündigen|nötig|zwingend|notwendig)|kein(e|en)? (kündigung|einfluss)|nein/i],
        },
      },
    ],
  },
  {
    id: "v13-current-insurer-04",
    category: "current-insurer",
    note: "An 82-year-old (→ 1944) with Sanitas for 40 years, standard 300 with accident, 567.80 (the real 2026 Sanitas premium in ZH region 2, 8712 Stäfa): whether one can still change at that age (yes: every insurer must accept everyone for basic insurance, age plays no part); then the saving.",
    turns: [
      {
        user: "ich bi 82 und sit 40 jahr bi de sanitas. zahle 567.80, standard 300 mit unfall, 8712 stäfa. chan i i mim alter überhaupt no wächsle?",
        expect: {
          fields: {
            plz: "8712",
            birthYear: 1944,
            franchise: 300,
            accident: true,
            currentInsurer: "Sanitas",
            currentPremium: 567.8,
            currentModel: "standard",
          },
          answers: [/\bja\b|jederzeit|alter spielt|unabhängig vom alter|egal|aufnehm|aufnahmepflicht|jede(n|r)? .{0,40}(aufnehmen|versichern)|ablehnen/i],
        },
      },
      {
        user: "und wieviel würd ich spare?",
        expect: { fields: { plz: "8712", birthYear: 1944, currentInsurer: "Sanitas" }, answers: [CHF_AMOUNT], figures: [{ what: "saving" }] },
      },
    ],
  },
];
