import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, the current insurer and premium: like-for-like savings (same deductible, model and accident cover),
 * the supplementary insurance kept with the old insurer, the notice deadline asked on the Sunday before it, a premium
 * letter with this year's and next year's premium, a premium given per year instead of per month, a young adult who
 * will work part time. Written apart from the engine and never tuned against (its code, its own cases and its results on
 * these cases were not looked at). Conversations take place on Sunday 22.11.2026 (the notice must reach the insurer by
 * Monday 30 November 2026 for a change on 1 January 2027); the tariff year shown by default is 2027. Every postal code,
 * locality and insurer was checked against swisstopo's directory, the BAG premium regions and the 2026/2027 premium
 * tables in ../shared/data; the premiums people name as their own are their insurer's real premiums for the
 * situation they describe (2026 table for what they pay now, 2027 table for "ab Januar"), computed with a throw-away
 * script. Each saving noted below is positive whether it is computed 2026 against 2026, the 2026 premium against 2027,
 * or the insurer's own 2027 premium against 2027.
 */

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v16-current-insurer-01",
    category: "current-insurer",
    note: "St. Gallen German: Sanitas, standard model, 300, with accident, 537.90 a month: Sanitas' real 2026 premium for an adult in SG region 2 (9400 Rorschach: 99.8 % Rorschach, 0.2 % Goldach, both SG region 2), born 1972; same cover wanted: the like-for-like saving (cheapest standard 300 with accident: Agrisano 487.90 in 2026, 509.90 in 2027; Sanitas' own 2027 standard premium 560.70). Then whether the supplementary insurance can stay with Sanitas when only the basic insurance changes: yes, they are separate contracts.",
    turns: [
      {
        user: "bi sit jahre bi de sanitas, standardmodell, 300er franchise mit unfall, zahl 537.90 im monet. 9400 rorschach, jg 1972. wievill chönnt i spare mit de gliiche deckig?",
        expect: {
          fields: {
            plz: "9400",
            birthYear: 1972,
            franchise: 300,
            accident: true,
            currentInsurer: "Sanitas",
            currentPremium: 537.9,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "und mini zuesatzversicherige bi de sanitas, chan i die bhalte?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "Sanitas" },
          answers: [/\bja\b|behalten|bleiben|separat|getrennt|unabhängig|eigene(r|n)? vertr/i],
        },
      },
    ],
  },
  {
    id: "v16-current-insurer-02",
    category: "current-insurer",
    note: "Basel German: Assura 'Hausarzt Modell', 2500, without accident, 430.10 a month: Assura's real 2026 premium for an adult in BL region 1 (4102 Binningen, 100 % Binningen), born 1990: the like-for-like saving (cheapest family-doctor 2500 without accident: CSS 400.60 in 2026; 418.20 in 2027; Assura's own 2027 family-doctor premium 459.30). Then, on Sunday 22 November, whether a notice sent tomorrow is in time: yes, it must arrive by Monday 30 November (a registered letter sent on Monday arrives in time).",
    turns: [
      {
        user: "ych bi bi dr assura im hausarztmodell, 2500 franchise ohni unfall, zahl 430.10. 4102 binnige, jg 1990. lohnt sich e wechsel?",
        expect: {
          fields: {
            plz: "4102",
            birthYear: 1990,
            franchise: 2500,
            accident: false,
            currentInsurer: "Assura",
            currentPremium: 430.1,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "hüt isch jo sunntig. längts no, wenn i morn kündig?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "Assura" },
          answers: [/\bja\b|reicht|noch (möglich|rechtzeitig|zeit|knapp)|rechtzeitig|30\.?\s*(nov|11\.)|ende november/i],
        },
      },
    ],
  },
  {
    id: "v16-current-insurer-03",
    category: "current-insurer",
    note: "Zurich German: Helsana's letter: 'BeneFit PLUS Telmed', 1500, with accident, from 429.80 (real 2026 Helsana premium for an adult in ZH region 2, 8610 Uster, born 1982) to 469.40 from January (real 2027 premium of 'Helsana BeneFit PLUS Telemed'), +9.2 %. The current-premium slot is not checked (both figures are named). Cheaper telemedicine tariffs exist with the same deductible and accident cover (2027: Assura MediTel 426.50, SLKK SmartMed 428.70). Then whether +9 % is normal: the average rise was about 5 % (canton Zurich's average standard premium +5.4 %).",
    turns: [
      {
        user: "d helsana het gschribe, mis benefit plus telmed gaht vo 429.80 uf 469.40 ufe. 1500er franchise mit unfall, 8610 uster, jg 1982. lohnt sich es wächsle?",
        expect: {
          fields: {
            plz: "8610",
            birthYear: 1982,
            franchise: 1500,
            accident: true,
            currentInsurer: "Helsana",
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500, accident: true }],
        },
      },
      {
        user: "isch das normal, fasch 10 prozänt meh?",
        expect: { answers: [/\d ?%|prozent|durchschnitt|schnitt|mittel/i] },
      },
    ],
  },
  {
    id: "v16-current-insurer-04",
    category: "current-insurer",
    note: "Aargau German: a premium given per year: Concordia MyDoc (family doctor), 1000, with accident, 5'515.20 a year = 459.60 a month, Concordia's real 2026 premium for an adult in AG region 0 (5610 Wohlen AG: 99.7 % Wohlen, 0.3 % Villmergen), born 1966: the current premium is the monthly 459.60; the like-for-like saving (cheapest family-doctor 1000 with accident: Sanitas 437.95 in 2026, 455.35 in 2027; Concordia MyDoc 2027: 479.50). Then Concordia's own HMO instead (2027: 459.10; 2026: 439.90).",
    turns: [
      {
        user: "ich zahl bi de concordia 5'515.20 im jahr für mydoc (hausarzt), 1000er franchise mit unfall. 5610 wohle ag, jg 1966. lohnt sich en wächsel?",
        expect: {
          fields: {
            plz: "5610",
            birthYear: 1966,
            franchise: 1000,
            accident: true,
            currentInsurer: "Concordia",
            currentPremium: 459.6,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "und wenn ich bi de concordia blibe, aber is hmo wechsle?",
        expect: {
          fields: { plz: "5610", birthYear: 1966, franchise: 1000, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "290", model: "hmo", franchise: 1000, accident: true }],
        },
      },
    ],
  },
  {
    id: "v16-current-insurer-05",
    category: "current-insurer",
    note: "Lucerne German: a young carpenter of 23 (→ 2003, a young adult in 2026 and 2027) at KPT with 'KPTwin.smart', a telemedicine tariff with an app, 2500, without accident, 260.00 a month: KPT's real 2026 premium for a young adult in LU region 1 (6005 Luzern: localities Luzern and St. Niklausen, municipalities Luzern and Kriens, all LU region 1): the like-for-like saving (cheapest telemedicine 2500 without accident: Sanitas 198.40 in 2026, 209.55 in 2027; KPT's own 2027 premium 274.30). Then working 50 % from January (about 20 hours a week for one employer): still insured against leisure accidents by the employer (8 hours or more a week), so no accident cover is needed.",
    turns: [
      {
        user: "bi 23i und bi de kpt mit kptwin.smart, also telmed mit app, 2500 ohni unfall, zahl 260.– im monet. schaff 100% als schriner. 6005 luzern. gits öppis billigers?",
        expect: {
          fields: {
            plz: "6005",
            birthYear: 2003,
            franchise: 2500,
            accident: false,
            currentInsurer: "KPT",
            currentPremium: 260,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "ab januar schaff i nume no 50%. bruuch i denn unfall?",
        expect: {
          act: "ask_rule",
          answers: [/8 stunden|acht stunden|arbeitgeber|UVG|nichtberufsunfall|freizeitunf/i, /nein|nicht|weiterhin|kein(e|en)?|ohne|bleibt/i],
        },
      },
    ],
  },
];
