import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, households: a family of four with per-person deductibles, a couple born five years apart with the
 * husband about to retire, a newborn, parents with a student son of 21, a couple with twins. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes of 2027:
 * children 0–18, born 2009 or later; young adults 19–25, born 2002–2008; adults 26+). Every postal code and locality was
 * checked against swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away
 * script.
 */
const HOUSEHOLD = /total|zusammen|zäme|gesamt|familie|haushalt|alle (zwei|drei|vier|fünf)|beide|insgesamt|für euch|für sie alle/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "v16-family-01",
    category: "family",
    note: "Schaffhausen German: a family of four ('ich', 'mini frau', 'd chind') born 1984, 1986, 2015 and 2019 in 'schaffuuse, 8203' (100 % municipality Schaffhausen, SH region 1): the household total; then per-person deductibles: the writer 2500, his wife 1000, the children 0. Then the yearly amount.",
    turns: [
      {
        user: "mir sind z viert: ich 1984, mini frau 1986 und d chind 2015 und 2019. mir wohned z schaffuuse, 8203. was zahled mir zäme?",
        expect: {
          fields: {
            plz: "8203",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 1986, role: "partner" },
              { birthYear: 2015, role: "child" },
              { birthYear: 2019, role: "child" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "ich wett 2500, mini frau 1000 und d chind franchise 0",
        expect: {
          fields: {
            plz: "8203",
            persons: [
              { birthYear: 1984, role: "self", franchise: 2500 },
              { birthYear: 1986, role: "partner", franchise: 1000 },
              { birthYear: 2015, role: "child", franchise: 0 },
              { birthYear: 2019, role: "child", franchise: 0 },
            ],
          },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und was macht das im jahr?",
        expect: { fields: { plz: "8203" }, answers: [CHF_AMOUNT, /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i] },
      },
    ],
  },
  {
    id: "v16-family-02",
    category: "family",
    note: "Aargau German: a couple born in different years (the writer 1963, her husband 1958; both adults) in 4310 Rheinfelden (100 % Rheinfelden, AG region 0), both with 1500: the household total; then the husband retires next year: once he no longer works for an employer 8 hours a week, accident cover must be included in his basic insurance (tell the insurer).",
    turns: [
      {
        user: "min maa isch jahrgang 1958 und ich 1963, mir wohned in 4310 rhyfälde. wievill zahled mir zäme mit 1500er franchise?",
        expect: {
          fields: {
            plz: "4310",
            franchise: 1500,
            persons: [
              { birthYear: 1963, role: "self" },
              { birthYear: 1958, role: "partner" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "er wird nächscht jahr pensioniert. bruucht er denn unfall?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|einschliess|mit unfall|unfalldeckung|unfallversicherung|arbeitgeber|melden|mitteilen|informier|aufnehmen|ergänzen|hinzufügen/i],
        },
      },
    ],
  },
  {
    id: "v16-family-03",
    category: "family",
    note: "Rheintal German: a baby girl born on 4 November 2026 (a child, born 2026) in 9450 Altstätten (the locality Altstätten SG: 99.8 % municipality Altstätten, SG region 3): her price; then by when she must be registered: within three months of the birth, and the insurance then applies from the birth.",
    turns: [
      {
        user: "mir händ am 4. novämber es meitli becho. mir wohned in 9450 altstätte. was chostet d chlii?",
        expect: { fields: { plz: "9450" }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest", birthYear: 2026 }] },
      },
      {
        user: "bis wänn müemer si aamälde?",
        expect: { act: "ask_rule", answers: [/3 monat|drei monat|rückwirkend|ab (der |ihrer )?geburt|seit (der )?geburt|4\.\s?februar|anfang februar/i] },
      },
    ],
  },
  {
    id: "v16-family-04",
    category: "family",
    note: "Lucerne German: parents (1970, 1972) and a son born 2005 (a young adult of 22 in 2027) who studies in St. Gallen but lives at home, in 6130 Willisau (99.3 % Willisau, the rest Hergiswil b. W. and Menznau, all LU region 3): the household total for three; then whether the son may be with a different insurer: yes, every person is insured individually.",
    turns: [
      {
        user: "mir (1970 und 1972) und üse sohn (2005), wo z st. galle studiert, wohned in 6130 willisau. was zahled mir alli drü?",
        expect: {
          fields: {
            plz: "6130",
            persons: [
              { birthYear: 1970, role: "self" },
              { birthYear: 1972, role: "partner" },
              { birthYear: 2005, role: "child" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "cha de sohn bi ere andere kasse si als mir?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|jede person|einzeln|individuell|separat|unabhängig|kann (er|jede)|frei wählen|eigene(n)? (versicherer|krankenkasse|kasse)/i],
        },
      },
    ],
  },
  {
    id: "v16-family-05",
    category: "family",
    note: "Bernese German: a couple both born 1990 with twins born 2022 ('zwiling', two persons of the same year, not one), 'z wabere, 3084' (Wabern: 96.8 % municipality Köniz, 3.2 % Bern, both BE region 1): the household total for four; then what the two children make up of it (a CHF amount for the children).",
    turns: [
      {
        user: "ig u mi frou si beidi 1990, u mir hei zwiling vo 2022. mir wohne z wabere, 3084. was choschtet das üs?",
        expect: {
          fields: {
            plz: "3084",
            persons: [
              { birthYear: 1990, role: "self" },
              { birthYear: 1990, role: "partner" },
              { birthYear: 2022, role: "child" },
              { birthYear: 2022, role: "child" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "u wi viu mache d zwöi ching drvo us?",
        expect: {
          fields: { plz: "3084" },
          answers: [CHF_AMOUNT, /kind|ching|zwilling|2022/i],
        },
      },
    ],
  },
];
