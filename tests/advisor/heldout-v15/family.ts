import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, households: a family of five with per-person deductibles, a student son living in another canton
 * during the week, a pensioner couple, a single parent asking about premium subsidies, a couple expecting a baby.
 * Written apart from the engine and never tuned against (its code, its own cases and its results on these cases were
 * not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes
 * of 2027: children 0–18, born 2009 or later; young adults 19–25, born 2002–2008; adults 26+). Every postal code and
 * locality was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data with a
 * throw-away script.
 */
const HOUSEHOLD = /total|zusammen|zäme|gesamt|familie|haushalt|alle (zwei|drei|vier|fünf)|beide|insgesamt|für euch|für sie alle/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "v15-family-01",
    category: "family",
    note: "Zurich German: a couple (1982, 1984) with three children (2012, 2015, 2019; all children in 2027) in 8472 Seuzach (localities Seuzach, Ober- and Unterohringen, all municipality Seuzach, ZH region 3): the household total; then per person; then the children with deductible 0 and the two adults with 2500 (per-person deductibles).",
    turns: [
      {
        user: "mir sind es paar (1982 und 1984) mit drüü chind (2012, 2015, 2019) und wohned in 8472 seuzach. was zahled mir zäme?",
        expect: {
          fields: {
            plz: "8472",
            persons: [
              { birthYear: 1982, role: "self" },
              { birthYear: 1984, role: "partner" },
              { birthYear: 2012, role: "child" },
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
        user: "und wie vill isch das pro person?",
        expect: {
          fields: { plz: "8472" },
          answers: [CHF_AMOUNT, /pro person|je person|kind|erwachsen|2012|2015|2019/i],
        },
      },
      {
        user: "d chind mit franchise 0 und mir zwei mit 2500",
        expect: {
          fields: {
            plz: "8472",
            persons: [
              { birthYear: 1982, role: "self", franchise: 2500 },
              { birthYear: 1984, role: "partner", franchise: 2500 },
              { birthYear: 2012, role: "child", franchise: 0 },
              { birthYear: 2015, role: "child", franchise: 0 },
              { birthYear: 2019, role: "child", franchise: 0 },
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
    id: "v15-family-02",
    category: "family",
    note: "A son born 2004 (a young adult of 23 in 2027) studies in Lausanne and lives there during the week; the family lives in 5200 Brugg (99.8 % Brugg, 0.2 % Rüfenach, AG region 0): a weekly resident keeps his legal domicile (Wohnsitz) with his parents, and the premium follows the domicile, so he is insured at the Brugg premium, not a Vaud one; then his price in Brugg.",
    turns: [
      {
        user: "üse sohn (2004) studiert in lausanne und wohnt det under de wuche. mir wohned in 5200 brugg. wo mues er versicheret si, in lausanne oder bi üs?",
        expect: {
          act: "ask_rule",
          answers: [/wohnsitz|zivilrechtlich|wochenaufenthalt|eltern/i],
        },
      },
      {
        user: "und was zahlt er denn?",
        expect: { fields: { plz: "5200" }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest", birthYear: 2004 }] },
      },
    ],
  },
  {
    id: "v15-family-03",
    category: "family",
    note: "Bernese German: a pensioner couple (the writer 1952, her husband 1949) in 3123 Belp (99.7 % Belp, the rest Kehrsatz and Toffen, all BE region 2), both with accident cover and 300: the household total; then only the husband moves to 1500 (per-person deductibles: the writer keeps 300).",
    turns: [
      {
        user: "mi ma (1949) u ig (1952) wohne z belp, 3123. beidi mit unfau u 300er franchise. was zahle mir zäme?",
        expect: {
          fields: {
            plz: "3123",
            accident: true,
            franchise: 300,
            persons: [
              { birthYear: 1952, role: "self" },
              { birthYear: 1949, role: "partner" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "u we nume är uf 1500 geit?",
        expect: {
          fields: {
            plz: "3123",
            persons: [
              { birthYear: 1952, role: "self", franchise: 300 },
              { birthYear: 1949, role: "partner", franchise: 1500 },
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
    id: "v15-family-04",
    category: "family",
    note: "A single mother (1986) with two boys (2014, 2017) in 8280 Kreuzlingen (99 % Kreuzlingen, the rest Tägerwilen and Bottighofen, all TG region 0): the household total; then premium subsidies in canton Thurgau (cantonal, income-based; the entitlement follows from the tax data and the municipality or the canton's social insurance office handles it).",
    turns: [
      {
        user: "bin alleierziehend mit zwei buebe (2014 und 2017). ich bi jg 1986, mir wohned in 8280 kreuzlinge. was choschted mir zäme?",
        expect: {
          fields: {
            plz: "8280",
            persons: [
              { birthYear: 1986, role: "self" },
              { birthYear: 2014, role: "child" },
              { birthYear: 2017, role: "child" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "gits im thurgau prämieverbilligung für mich?",
        expect: { act: "ask_rule", answers: [/einkommen|antrag|anspruch|steuer|gemeinde|sozialversicherung|SVA|berechtigt|vermögen/i] },
      },
    ],
  },
  {
    id: "v15-family-05",
    category: "family",
    note: "A baby expected in March: a newborn can be registered before the birth, and basic insurance taken out within three months of the birth is backdated to the birth; then the couple (the writer 1991, her partner 1989) in 6340 Baar (the locality Baar: 99.7 % Baar, the rest Neuheim and Zug, all ZG region 0; the code's other locality, Sihlbrugg, lies mostly in canton Zurich): the household total for 2027; then roughly what the baby adds (a CHF amount).",
    turns: [
      {
        user: "mir erwarted im märz es chind. chönd mir s jetzt scho bi de krankekasse aamelde?",
        expect: {
          act: "ask_rule",
          answers: [/vor der geburt|vorgeburtlich|pränatal|schon vor|bereits vor|3 monat|drei monat|rückwirkend|ab (der )?geburt|nach der geburt|jetzt schon|bereits jetzt|\bja\b/i],
        },
      },
      {
        user: "mir wohned in 6340 baar, ich bi 1991 und min partner 1989. was zahled mir zwei im 2027?",
        expect: {
          fields: {
            plz: "6340",
            tariffYear: 2027,
            persons: [
              { birthYear: 1991, role: "self" },
              { birthYear: 1989, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      { user: "und was chunnt für s baby öppe dezue?", expect: { fields: { plz: "6340" }, answers: [CHF_AMOUNT] } },
    ],
  },
];
