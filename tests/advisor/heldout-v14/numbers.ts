import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, numbers told apart by their context: a deductible given relative to another, a full date of birth,
 * a telephone number and a house number, a two-digit year with an apostrophe and "2,5k". Written apart from the engine
 * and never tuned against (its code, its own cases and its results on these cases were not looked at). Conversations
 * take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and locality was checked
 * against swisstopo's directory and the BAG premium regions in ../shared/data.
 */
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i;

export const numbersCases: AdvisorCase[] = [
  {
    id: "v14-numbers-01",
    category: "numbers",
    note: "Born 1996 next to deductible 1500 and 8306 Brüttisellen (municipality Wangen-Brüttisellen, ZH region 2); then '500 weniger franchise': 1500 − 500 = 1000.",
    turns: [
      {
        user: "bi 1996 gebore, ha 1500 franchise und wohn in 8306 brüttisellen. was zahl ich 2027?",
        expect: {
          fields: { plz: "8306", birthYear: 1996, franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "und mit 500 weniger franchise?",
        expect: { fields: { plz: "8306", birthYear: 1996, franchise: 1000 }, act: "change", figures: [{ what: "cheapest", franchise: 1000 }] },
      },
    ],
  },
  {
    id: "v14-numbers-02",
    category: "numbers",
    note: "A date of birth (3.4.1970: neither 3 nor 4 is a deductible), 6204 Sempach (LU region 2; 3.4 % of the code in Neuenkirch, also LU region 2), deductible 500; then the yearly saving of 2500 against 500: a CHF amount per year.",
    turns: [
      {
        user: "bi am 3.4.1970 gebore, wohne in 6204 sempach und ha 500 franchise. was wär am günstigste?",
        expect: {
          fields: { plz: "6204", birthYear: 1970, franchise: 500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
      {
        user: "wie vill spar ich im jahr mit 2500 statt 500?",
        expect: { fields: { plz: "6204", birthYear: 1970 }, answers: [CHF_AMOUNT, PER_YEAR] },
      },
    ],
  },
  {
    id: "v14-numbers-03",
    category: "numbers",
    note: "Standard German with a house number (Seestrasse 93) and a telephone number (079 555 38 61) next to 8713 Uerikon (municipality Stäfa, ZH region 2) and 'Jg. 1961': none of 93, 079, 555, 38 or 61 is a deductible or a postal code; then 'mach bitte d 1000er franchise'.",
    turns: [
      {
        user: "Wohnhaft Seestrasse 93, 8713 Uerikon. Tel. 079 555 38 61. Jg. 1961. Was kostet bei mir die Grundversicherung?",
        expect: { fields: { plz: "8713", birthYear: 1961 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "mach bitte d 1000er franchise",
        expect: { fields: { plz: "8713", birthYear: 1961, franchise: 1000 }, act: "change", figures: [{ what: "cheapest", franchise: 1000 }] },
      },
    ],
  },
  {
    id: "v14-numbers-04",
    category: "numbers",
    note: "A two-digit year with an apostrophe ('jg 88' → 1988), 9300 Wittenbach (SG region 2; under 0.7 % of the code in St. Gallen and Gaiserwald, region 1, and Berg and Waldkirch, region 2) and '2,5k franchise' = 2500; then the difference to the 300 deductible per month: a CHF amount.",
    turns: [
      {
        user: "jg '88, 9300 wittebach, 2,5k franchise. was zahl i?",
        expect: {
          fields: { plz: "9300", birthYear: 1988, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und wie vill meh wärs mit de 300er pro monet?",
        expect: { fields: { plz: "9300", birthYear: 1988 }, answers: [CHF_AMOUNT] },
      },
    ],
  },
];
