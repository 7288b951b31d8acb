import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, the current insurer and premium: like-for-like savings (same deductible, model and accident cover),
 * a customer already at the cheapest tariff of the model, the premium named before the contract, the notice deadline,
 * the admission duty of basic insurance for a chronically ill person. Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026 (8 days before the notice deadline of Monday 30 November 2026; the letter must have arrived); the
 * tariff year shown by default is 2027. Every postal code, locality and insurer was checked against swisstopo's
 * directory, the BAG premium regions and the 2026/2027 premium tables in ../shared/data; the premiums people name as
 * their own are their insurer's real premiums for the situation they describe (2026 table for the running year, 2027
 * table for "ab Januar"), computed with a throw-away script. Each saving noted below is positive whether it is computed
 * 2026 against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against 2027.
 */
const NOVEMBER = /30\.?\s*(nov|11\.)|ende november/i;
/** Asking for the current contract (deductible or model) before a like-for-like comparison. */
const ASKS_CONTRACT = /(welche|welches|welcher|was für e(ine?)?) (franchise|modell|versicherungsmodell)|(franchise|modell)[^.?!]{0,80}\?/i;
/** Basic insurance must accept everyone, whatever their health (Art. 4 KVG). */
const MUST_ACCEPT = /muss (dich|sie|jede|alle)|aufnahmepflicht|aufnehmen|nicht ablehnen|ablehnen (darf|kann) (sie|er|die)? ?nicht|darf (dich|sie) nicht|ohne gesundheits|keine gesundheitsfragen|kein(en)? vorbehalt|unabhängig von (deiner|ihrer|der) gesundheit/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v15-current-insurer-01",
    category: "current-insurer",
    note: "Zurich German: Helsana, standard model, 300, with accident, 643.00 a month: Helsana's real 2026 premium for an adult in ZH region 1 (8046 Zürich), born 1958. The person wants exactly the same cover, so the saving is against the cheapest standard 300 with accident (2026: SLKK 605.20; 2027: SLKK 633.00; Helsana's own 2027 standard premium is 676.00). A saving against another model is not the one asked for: 643.00 − 535.10 (Atupri HMO, the cheapest of all models in 2027) = 107.90 a month or 1294.80 a year, or 643.00 − 517.70 (Atupri HMO 2026) = 125.30 or 1503.60 a year. Then the notice deadline.",
    turns: [
      {
        user: "bi sit 20 jahr bi de helsana, grundversicherig standard, 300er franchise mit unfall, zahl 643.00 im monet. 8046 zürich, jg 1958. wie vill chönnti spare? aber ich wott kei anders modell, nume e billigeri kasse mit de gliiche deckig",
        expect: {
          fields: {
            plz: "8046",
            birthYear: 1958,
            franchise: 300,
            accident: true,
            currentInsurer: "Helsana",
            currentPremium: 643,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
          notAnswers: [/107[.,]90|1[' ’]?294[.,]80|125[.,]30|1[' ’]?503[.,]60/],
        },
      },
      { user: "bis wänn mues i kündige?", expect: { act: "ask_rule", fields: { currentInsurer: "Helsana" }, answers: [NOVEMBER] } },
    ],
  },
  {
    id: "v15-current-insurer-02",
    category: "current-insurer",
    note: "Bernese German: CSS 'Hausarztversicherung Profit' (family doctor), 2000, without accident, 411.10 a month: CSS's real 2026 premium for an adult in BE region 2 (3400 Burgdorf: 95.2 % Burgdorf, 4.8 % Kirchberg BE, both BE region 2), born 1985: the like-for-like saving (cheapest family-doctor 2000 without accident: 380.60 in 2026, 390.70 in 2027; CSS's own 2027 premium 445.00); then 2500 instead: the model and accident cover stay.",
    turns: [
      {
        user: "i bi bi dr css mit dr hausarztversicherig profit, 2000er franchise ohni unfau, zahle 411.10. 3400 burgdorf, jg 1985. wi viu chönnt i spare?",
        expect: {
          fields: {
            plz: "3400",
            birthYear: 1985,
            franchise: 2000,
            accident: false,
            currentInsurer: "CSS",
            currentPremium: 411.1,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "u we i grad no uf 2500 ufe gah?",
        expect: {
          fields: { plz: "3400", birthYear: 1985, franchise: 2500, accident: false, currentInsurer: "CSS" },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v15-current-insurer-03",
    category: "current-insurer",
    note: "Lucerne German: Sanitas' letter: 'TelMed Basic', 1500, with accident, 408.00 a month from January: Sanitas' real 2027 premium for an adult in LU region 1 (6003 Luzern), born 1973. It is already the cheapest telemedicine tariff there in 2027 (next: Atupri SmartCare 418.80; the cheapest FLEX tariff is 427.00), so there is nothing cheaper with the same cover; only another model is cheaper (Atupri HMO 404.60). Then the family-doctor model at Sanitas: 'Hausarztmodell 1' costs the same 408.00.",
    turns: [
      {
        user: "d sanitas het gschribe, ab januar zahl i 408.00 für s telmed basic, 1500er franchise mit unfall. 6003 luzern, jg 1973. gits öppis billigers mit em gliiche?",
        expect: {
          fields: {
            plz: "6003",
            birthYear: 1973,
            franchise: 1500,
            accident: true,
            currentInsurer: "Sanitas",
            currentPremium: 408,
            currentModel: "telmed",
          },
          answers: [
            /bereits (die |das |den |beim |bei der )?(günstigst|billigst)|schon (die |das |den |beim |bei der |am )?(günstigst|billigst)|kein(e|en)? (günstiger|billiger)|nicht(s)? (günstiger|billiger)|kein sparpotenzial|nichts (zu )?sparen|gibt es nicht|0[.,]00/i,
          ],
        },
      },
      {
        user: "und wenn i bi de sanitas blib und is hausarztmodell wechsle?",
        expect: {
          fields: { plz: "6003", birthYear: 1973, franchise: 1500, accident: true },
          answers: [/408[.,]00|gleich|gleiche|gleich viel|gleich teuer|kein(en)? unterschied|identisch|selbe|dasselbe|nicht günstiger|nicht billiger/i],
          figures: [{ what: "insurer", insurer: "1509", model: "hausarzt", franchise: 1500, accident: true }],
        },
      },
    ],
  },
  {
    id: "v15-current-insurer-04",
    category: "current-insurer",
    note: "Thurgau: Concordia and 474.30 a month without the contract: deductible and model must be asked before a like-for-like comparison (8500 Frauenfeld: the locality Frauenfeld is 91 % municipality Frauenfeld and the rest Gachnang, Matzingen, Thundorf and Felben-Wellhausen, all TG region 0; the code's locality Gerlikon reaches 0.7 % into Hagenbuch, ZH region 3; born 1969); then the contract (MyDoc, family doctor, 500, with accident): 474.30 is Concordia's real 2026 MyDoc premium for an adult there, so the saving can be given (cheapest family-doctor 500 with accident: 448.30 in 2026, 453.20 in 2027; Concordia MyDoc 2027: 483.90).",
    turns: [
      {
        user: "bin bi de concordia und zahl 474.30 im monet. isch da z vill? 8500 frauefeld, jg 1969",
        expect: {
          fields: { plz: "8500", birthYear: 1969, currentInsurer: "Concordia", currentPremium: 474.3 },
          answers: [ASKS_CONTRACT],
          notAnswers: [/postleitzahl\?|jahrgang\?|geburtsjahr\?/i],
        },
      },
      {
        user: "s isch mydoc, also hausarzt, 500er franchise mit unfall",
        expect: {
          fields: {
            plz: "8500",
            birthYear: 1969,
            franchise: 500,
            accident: true,
            currentInsurer: "Concordia",
            currentPremium: 474.3,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v15-current-insurer-05",
    category: "current-insurer",
    note: "Fribourg (Sense district) German: CSS Callmed (telemedicine), 2500, without accident, 357.90 a month: CSS's real 2026 premium for an adult in FR region 2 (3186 Düdingen), born 1992: the like-for-like saving (cheapest telemedicine 2500 without accident: 315.30 in 2026, 329.00 in 2027; CSS Callmed 2027: 390.40); then a recent chronic illness (Crohn's disease): every insurer must accept everyone in basic insurance, without health questions; then the deductible to choose now: 300.",
    turns: [
      {
        user: "i bi bi dr css, callmed (telmed), 2500 franchise ohni unfau, zahle 357.90. 3186 düdinge, jg 92. würd sech e wächsu lohne?",
        expect: {
          fields: {
            plz: "3186",
            birthYear: 1992,
            franchise: 2500,
            accident: false,
            currentInsurer: "CSS",
            currentPremium: 357.9,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "i ha sit churzem morbus crohn. nimmt mi di nöii kasse überhoupt?",
        expect: { act: "ask_rule", answers: [MUST_ACCEPT] },
      },
      {
        user: "u weli franchise sött i itz mit dr chranket näh?",
        expect: { answers: [/\b300\b/] },
      },
    ],
  },
];
