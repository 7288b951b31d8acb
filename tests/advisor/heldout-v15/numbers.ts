import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, numbers told apart by their context: a deductible, a birth year and a postal code in one line, "the
 * second-lowest deductible", a full date of birth, a child's deductible (0–600), a two-digit year "01" that is 2001, a
 * monthly premium next to a deductible. Written apart from the engine and never tuned against (its code, its own cases
 * and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year
 * shown by default is 2027 (age classes of 2027: children born 2009 or later, young adults 2002–2008, adults 2001 or
 * earlier; of 2026: children 2008 or later, young adults 2001–2007). Every postal code and locality was checked against
 * swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away script.
 */
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|pro anno/i;
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const numbersCases: AdvisorCase[] = [
  {
    id: "v15-numbers-01",
    category: "numbers",
    note: "Three four-digit numbers in one line: deductible 2500, born 2003 (a young adult of 24 in 2027), 5400 Baden (AG region 0); then 'the second-lowest deductible' = 500 (adult levels 300, 500, 1000, 1500, 2000, 2500).",
    turns: [
      {
        user: "2500 franchise, 2003 gebore, 5400 bade. was macht das im monet?",
        expect: {
          fields: { plz: "5400", birthYear: 2003, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und mit de zweittüüfste franchise?",
        expect: {
          fields: { plz: "5400", birthYear: 2003, franchise: 500 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v15-numbers-02",
    category: "numbers",
    note: "Standard German, a date of birth 07.12.1984 (neither 07 nor 12 is a deductible), 4614 Hägendorf (99 % Hägendorf, 1 % Gunzgen, SO region 0), deductible 300; then the yearly difference to the 2500 deductible (a CHF amount per year).",
    turns: [
      {
        user: "Geb. 07.12.1984, PLZ 4614 Hägendorf, Franchise 300. Was kostet das?",
        expect: {
          fields: { plz: "4614", birthYear: 1984, franchise: 300 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "Wie gross ist der Unterschied zur 2500er Franchise, aufs Jahr gerechnet?",
        expect: { fields: { plz: "4614", birthYear: 1984 }, answers: [CHF_AMOUNT, PER_YEAR] },
      },
    ],
  },
  {
    id: "v15-numbers-03",
    category: "numbers",
    note: "A parent asks for a daughter born 2016 (a child in 2027) in 8180 Bülach (99.7 % Bülach, the rest Winkel and Bachenbülach, all ZH region 3) with the children's deductible 400 (children: 0–600 in steps of 100); then 'mit 0'. The figures are the daughter's; the birth-year slot is not checked (the writer is not the person insured).",
    turns: [
      {
        user: "für mini tochter (jg 2016) in 8180 bülach: was chostet si mit 400 franchise?",
        expect: {
          fields: { plz: "8180", franchise: 400 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 400, birthYear: 2016 }],
        },
      },
      {
        user: "und mit 0?",
        expect: {
          fields: { plz: "8180", franchise: 0 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 0, birthYear: 2016 }],
        },
      },
    ],
  },
  {
    id: "v15-numbers-04",
    category: "numbers",
    note: "'jg 01' → 2001 (not 1901, not a deductible): an adult of 26 in 2027 but a young adult of 25 in 2026; 8046 Zürich (ZH region 1), 300 with accident; then the 2026 price, at the young-adult rate.",
    turns: [
      {
        user: "jg 01, 8046 züri, 300er, mit unfall",
        expect: {
          fields: { plz: "8046", birthYear: 2001, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
      {
        user: "und wie vill wärs 2026 gsi?",
        expect: {
          fields: { plz: "8046", birthYear: 2001, franchise: 300, accident: true, tariffYear: 2026 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300, accident: true, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v15-numbers-05",
    category: "numbers",
    note: "A monthly premium (418.60) next to the deductible 1500, 'jg 1977' and 8570 Weinfelden (99.2 % Weinfelden, 0.8 % Berg TG, TG region 0), without the insurer: the premium must not be read as a deductible or a year; the cheapest with 1500 is the comparison the advisor can give. Then the contract: KPT, KPTwin.doc (family doctor), with accident: 418.60 is KPT's real 2026 premium for an adult there, so the like-for-like saving can be given (cheaper family-doctor tariffs exist in TG region 0 in 2026 and 2027, e.g. CSS Gesundheitspraxisversicherung 389.90 in 2026, Atupri HMO 394.80 in 2027; KPT's own 2027 family-doctor premium is 432.70).",
    turns: [
      {
        user: "zahl im moment 418.60 im monet, han 1500 franchise, jg 1977, 8570 weinfelde. isch das z vill?",
        expect: {
          fields: { plz: "8570", birthYear: 1977, franchise: 1500, currentPremium: 418.6 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "ich bi bi de kpt, kptwin.doc, also hausarztmodell, mit unfall",
        expect: {
          fields: { plz: "8570", birthYear: 1977, franchise: 1500, currentInsurer: "KPT", currentModel: "hausarzt", accident: true, currentPremium: 418.6 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
];
