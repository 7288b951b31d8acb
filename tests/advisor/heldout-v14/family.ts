import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, households: families with children and teenagers, a pensioner couple, a newborn, a student
 * son, a patchwork family. Written apart from the engine and never tuned against (its code, its own cases and its
 * results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by
 * default is 2027 (age classes of 2027: children 0–18, born 2009 or later; young adults 19–25, born 2002–2008; adults
 * 26+). Ages become birth years as 2026 − age; none sits on an age-class boundary. Every postal code and locality was
 * checked against swisstopo's directory and the BAG premium regions in ../shared/data.
 */
const HOUSEHOLD = /total|zusammen|zäme|gesamt|familie|haushalt|alle (zwei|drei|vier|fünf)|beide|insgesamt|für euch|für sie alle/i;
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "v14-family-01",
    category: "family",
    note: "Zurich German: a family of four by ages (46, 44, daughter 15, son 12 → 1980, 1982, 2011, 2014) in 8623 Wetzikon (ZH region 3; 0.2 % in Pfäffikon, also ZH region 3): the household total per month; then per year.",
    turns: [
      {
        user: "mir sind 4: ich 46, mini frau 44, üsi tochter 15 und de sohn 12. mir wohned in 8623 wetzike. was zahled mir im monet?",
        expect: {
          fields: {
            plz: "8623",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 1982, role: "partner" },
              { birthYear: 2011, role: "child" },
              { birthYear: 2014, role: "child" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "was macht das ufs jahr für d ganz familie?",
        expect: { fields: { plz: "8623" }, answers: [CHF_AMOUNT, PER_YEAR] },
      },
    ],
  },
  {
    id: "v14-family-02",
    category: "family",
    note: "Bernese German: a pensioner couple (wife 1946, the writer 1943) in 3652 Hilterfingen (BE region 2; 0.6 % in Oberhofen, also BE region 2), both with the 300 deductible: the household total at the cheapest insurer; then both with the 1000 deductible (said for the whole household, so the household's deductible slot).",
    turns: [
      {
        user: "mi frou (1946) u i (1943) wohne z hilterfinge 3652 u hei beidi no d 300er franchise. was zahle mir zäme bim günschtigschte?",
        expect: {
          fields: {
            plz: "3652",
            franchise: 300,
            persons: [
              { birthYear: 1943, role: "self" },
              { birthYear: 1946, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "u we mir beidi d 1000er franchise näme?",
        expect: {
          fields: {
            plz: "3652",
            franchise: 1000,
            persons: [
              { birthYear: 1943, role: "self" },
              { birthYear: 1946, role: "partner" },
            ],
          },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v14-family-03",
    category: "family",
    note: "Basel German: a baby born on 10 November 2026 and not yet registered, 4106 Therwil (BL region 1): no problem yet, a newborn can be insured within three months of birth, backdated to the birth; then roughly what a baby costs at the cheapest insurer (a CHF amount).",
    turns: [
      {
        user: "üses baby isch am 10. november uf d wält cho und mir hän s no nit aagmeldet. mir wohne in 4106 therwil. isch das e problem?",
        expect: { act: "ask_rule", answers: [/3 monat|drei monat|rückwirkend|ab (der )?geburt|seit (der )?geburt|nachträglich/i] },
      },
      {
        user: "und was koschtet so es baby ungefähr bi dr günschtigschte kasse?",
        expect: { answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "v14-family-04",
    category: "family",
    note: "A son of 21 (→ 2005, a young adult of 22 in 2027) studying in St. Gallen and living at home in 9512 Rossrüti (municipality Wil SG, SG region 1): his price; then premium subsidies for him (cantonal, income-based, on application; the parents' income may count).",
    turns: [
      {
        user: "min sohn (21) studiert z st. galle, wohnt aber no dihei in 9512 rossrüti. was zahlt er für d grundversicherig?",
        expect: { fields: { plz: "9512" }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest", birthYear: 2005 }] },
      },
      {
        user: "chönnt er als student prämieverbilligig beantrage, obwohl er no dihei wohnt?",
        expect: { act: "ask_rule", answers: [/kanton|einkommen|antrag|eltern|SVA|anspruch|steuer/i] },
      },
    ],
  },
  {
    id: "v14-family-05",
    category: "family",
    note: "Valais German: two adults (1990, 1992) and a child (2020) in Raron, 3942 (the locality Raron: 91 % municipality Raron, the rest Niedergesteln, Bürchen and Unterbäch; all localities of the code VS region 2): the household total; then Telmed for everyone.",
    turns: [
      {
        user: "miär sind zwei erwachsni (1990 u 1992) u es chind (2020), wohnu in raron 3942. was zahlumer?",
        expect: {
          fields: {
            plz: "3942",
            ort: "Raron",
            persons: [
              { birthYear: 1990, role: "self" },
              { birthYear: 1992, role: "partner" },
              { birthYear: 2020, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "u mit em telmed-modell für üs drü?",
        expect: {
          fields: {
            plz: "3942",
            model: "telmed",
            persons: [
              { birthYear: 1990, role: "self" },
              { birthYear: 1992, role: "partner" },
              { birthYear: 2020, role: "child" },
            ],
          },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v14-family-06",
    category: "family",
    note: "A patchwork family of five in 5024 Küttigen (AG region 0): the writer 52 (→ 1974), two teenagers of 14 and 16 (→ 2012, 2010), the partner 49 (→ 1977) and her daughter of 19 (→ 2007, a young adult of 20 in 2027): the household total; then the 19-year-old apprentice does not need accident cover (the training company's accident insurance covers her, 8 hours a week or more).",
    turns: [
      {
        user: "ich (52) han zwei teenager, 14 und 16, und mini partnerin (49) wohnt mit ihrer tochter (19) bi üs in 5024 küttige. was zahle mir alli zäme?",
        expect: {
          fields: {
            plz: "5024",
            persons: [
              { birthYear: 1974, role: "self" },
              { birthYear: 1977, role: "partner" },
              { birthYear: 2012, role: "child" },
              { birthYear: 2010, role: "child" },
              { birthYear: 2007, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "d 19-jährig macht e lehr, bruucht die überhaupt unfall?",
        expect: { act: "ask_rule", answers: [/\bnein\b|nicht|arbeitgeber|lehrbetrieb|8 stunden|acht stunden|UVG/i] },
      },
    ],
  },
];
