import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, numbers told apart by their context: a deductible written "2'500.-" next to a two-digit year, a
 * daughter who turns 19 in March (a child in 2026, a young adult in 2027), an age next to a deductible and a postal
 * code, a monthly budget that is neither a premium paid nor a deductible, numbers written out in dialect words.
 * Written apart from the engine and never tuned against (its code, its own cases and its results on these cases were
 * not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes
 * of 2027: children born 2009 or later, young adults 2002–2008, adults 2001 or earlier; of 2026: children 2008 or
 * later). Ages become birth years as 2026 − age. Every postal code and locality was checked against swisstopo's
 * directory joined with the BAG premium regions in ../shared/data, and every premium stated below against the
 * 2026/2027 premium tables, with a throw-away script.
 */
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|pro anno/i;
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const numbersCases: AdvisorCase[] = [
  {
    id: "v16-numbers-01",
    category: "numbers",
    note: "A deductible with a thousands apostrophe and a trailing '.-' ('2'500.-'), 'jg. 73' → 1973, 'plz 8580 amriswil' (the locality Amriswil: 99.6 % municipality Amriswil, 0.4 % Salmsach, TG region 0); then '1'000.-' → 1000.",
    turns: [
      {
        user: "franchise 2'500.-, jg. 73, plz 8580 amriswil. was choschtets?",
        expect: {
          fields: { plz: "8580", birthYear: 1973, franchise: 2500 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und mit 1'000.-?",
        expect: {
          fields: { plz: "8580", birthYear: 1973, franchise: 1000 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v16-numbers-02",
    category: "numbers",
    note: "A daughter who turns 19 in March 2027 (born March 2008): from January 2027 she is priced as a young adult (19–25), in 2026 still as a child; 6214 Schenkon (99.6 % municipality Schenkon, 0.4 % Eich, LU region 2). 'ab januar' = 2027; then 'jetzt im 2026' = the running year, at the child rate. The figures are the daughter's; the birth-year slot is not checked (the writer is the parent).",
    turns: [
      {
        user: "mini tochter wird im märz 19i. mir wohned in 6214 schenkon. was zahlt si ab januar?",
        expect: {
          fields: { plz: "6214" },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 2008, tariffYear: 2027 }],
        },
      },
      {
        user: "und was zahlt si jetzt im 2026 no?",
        expect: {
          fields: { plz: "6214", tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 2008, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v16-numbers-03",
    category: "numbers",
    note: "An age (31 → 1995), a deductible (500) and a postal code (4600 Olten: 99.7 % municipality Olten, the rest Trimbach, Starrkirch-Wil and 0.1 % Aarburg AG; all region 0) in one short line; then the yearly difference to the 1500 deductible (a CHF amount per year). Then 1500 chosen: 1500 is a deductible here, not a year.",
    turns: [
      {
        user: "bi 31 und ha e 500er franchise, plz 4600",
        expect: {
          fields: { plz: "4600", birthYear: 1995, franchise: 500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
      {
        user: "wie vill wär de unterschied zu 1500 im jahr?",
        expect: { fields: { plz: "4600", birthYear: 1995 }, answers: [CHF_AMOUNT, PER_YEAR], notAnswers: [ASKS_AGAIN] },
      },
      {
        user: "ok dänn nimm i 1500",
        expect: {
          fields: { plz: "4600", birthYear: 1995, franchise: 1500 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v16-numbers-04",
    category: "numbers",
    note: "A monthly budget ('under 350 stutz'): not a premium paid now and not a deductible; 8004 Zürich (ZH region 1), born 1985. Below 350 is not reachable there: the cheapest adult premium of all models and deductibles is 384.05 in 2027 (Sanitas TelMed Basic, 2500 without accident; 406.80 with accident) and 366.90 in 2026, so the answer must say no (and may give the lowest figure).",
    turns: [
      {
        user: "chum ich irgendwie under 350 stutz im monet? 8004 züri, jg 1985",
        expect: {
          fields: { plz: "8004", birthYear: 1985, currentPremium: null },
          answers: [
            CHF_AMOUNT,
            /\bnein\b|\bnei\b|leider|nicht (unter|möglich|drin|erreichbar|machbar|ganz)|unmöglich|kein(e|en)? .{0,40}unter|mindestens|über 350|mehr als 350|knapp darüber|liegt (darüber|über)/i,
          ],
        },
      },
      {
        user: "und mit de höchschte franchise und ohni unfall, bi agstellt?",
        expect: {
          fields: { plz: "8004", birthYear: 1985, franchise: 2500, accident: false },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v16-numbers-05",
    category: "numbers",
    note: "Numbers in dialect words: 'drüesächzgi' = 63 → 1963, 'zwöituusig' = a 2000 deductible; 'z lache sz' = Lachen SZ (8853: 98.8 % municipality Lachen, the rest Wangen SZ and Galgenen, all SZ region 0); then 'füfhundert' = 500.",
    turns: [
      {
        user: "bi drüesächzgi, wohne z lache sz und hett gärn e franchise vo zwöituusig. was chostet das?",
        expect: {
          fields: { plz: "8853", birthYear: 1963, franchise: 2000 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
      {
        user: "und mit füfhundert?",
        expect: {
          fields: { plz: "8853", birthYear: 1963, franchise: 500 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
];
