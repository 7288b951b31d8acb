import type { AdvisorCase } from "../case-format";
import { ASKS_POSTAL_CODE, CHF_AMOUNT, EIGHT_HOURS } from "../heldout-patterns";

/**
 * Held-out set v18, households: a family of five with per-person deductibles (children 0, parents 1500), a couple with
 * a baby born this year and then the baby's deductible, a daughter born 2008 who leaves the child class in 2027, two
 * brothers priced without their parents and the choice between deductible 0 and 600, a retired couple with accident
 * cover followed by the wife alone, a pregnant woman (cost sharing at birth, registering the baby, its premium), and a
 * family of five asking for premium subsidies before giving their data. Places in Lucerne, Bern, Schaffhausen,
 * German-speaking Fribourg, Appenzell Ausserrhoden, Uri and Glarus. Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes 2027: children 0–18, born 2009 or later;
 * young adults 19–25, born 2002–2008; adults 26+; the classes of Art. 61 para. 3 KVG, applied by the age reached in the
 * premium year, so a class changes on 1 January). Children's deductibles 0–600, adults' 300–2500 (Art. 93 para. 1 and
 * Art. 103 para. 1 KVV). A newborn must be insured within three months of birth, and the insurance then starts at birth
 * (Art. 3 para. 1 and Art. 5 para. 1 KVG). No cost sharing is charged for maternity benefits, from the 13th week of
 * pregnancy until eight weeks after the birth (Art. 64 para. 7 KVG). Premium subsidies are cantonal and depend on
 * income; for children of households with low and middle incomes the premium is reduced by at least 80 % (Art. 65
 * para. 1 and 1bis KVG). Every postal code, locality, canton and premium region was checked against swisstopo's
 * directory joined with the BAG premium regions in ../shared/data with a throw-away script outside the repository.
 */
const HOUSEHOLD = /total|zusammen|zäme|gesamt|familie|haushalt|alle (zwei|drei|vier|fünf)|beide|insgesamt|für euch|für sie alle/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "v18-family-01",
    category: "family",
    note: "Lucerne German: a family of five, the writer 1984, her husband 1982, children 2012, 2015 and 2020 (all children in 2027), in 6030 Ebikon (Ebikon 99.5 % LU region 1; Buchrain and Adligenswil 0.5 %, LU region 2): the household total. Then per-person deductibles: the children 0, both parents 1500.",
    turns: [
      {
        user: "ich (1984), min maa (1982) und eusi drü chind (2012, 2015, 2020). mir wohned in 6030 ebikon. was zahle mir total?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6030",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 1982, role: "partner" },
              { birthYear: 2012, role: "child" },
              { birthYear: 2015, role: "child" },
              { birthYear: 2020, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "für d chind franchise 0 und mir zwei 1500",
        expect: {
          act: "change",
          fields: {
            plz: "6030",
            persons: [
              { birthYear: 1984, role: "self", franchise: 1500 },
              { birthYear: 1982, role: "partner", franchise: 1500 },
              { birthYear: 2012, role: "child", franchise: 0 },
              { birthYear: 2015, role: "child", franchise: 0 },
              { birthYear: 2020, role: "child", franchise: 0 },
            ],
          },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v18-family-02",
    category: "family",
    note: "Bernese German: a couple with a baby born in May 2026 (a child, born 2026), the writer 1992, his wife 1994, in 3072 Ostermundigen (Ostermundigen 98.7 %, Bern 1.3 %; both BE region 1): the household total from January. Then deductible 600 for the baby (the highest for children), the parents unchanged.",
    turns: [
      {
        user: "mir hei im mai es baby übercho. i bi 1992, mini frou 1994, mir wohne in 3072 ostermundige. was zahle mir zäme ab januar?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "3072",
            persons: [
              { birthYear: 1992, role: "self" },
              { birthYear: 1994, role: "partner" },
              { birthYear: 2026, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "u mit 600 franchise für di chlii?",
        expect: {
          act: "change",
          fields: {
            plz: "3072",
            persons: [
              { birthYear: 1992, role: "self" },
              { birthYear: 1994, role: "partner" },
              { birthYear: 2026, role: "child", franchise: 600 },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v18-family-03",
    category: "family",
    note: "Schaffhausen German: a daughter born 2008 in 8260 Stein am Rhein (100 % Stein am Rhein, SH region 2): does she still pay a child premium in 2027? No: she turns 19 in 2027 and pays the young-adult premium from 1 January 2027 (Art. 61 para. 3 KVG); her 2027 premium. Then until when she stays a young adult: until the end of 2033, the year of her 25th birthday; adult premium from 1 January 2034.",
    turns: [
      {
        user: "mini tochter isch 2008 gebore. zahlt si 2027 no e chinderprämie? mir wohned in 8260 stei am rhii",
        expect: {
          fields: { plz: "8260" },
          answers: [/\bnein\b|nicht mehr|junge(n)? erwachsene|jung(e|en) erwachsen|\b19\b/i, CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 2008 }],
        },
      },
      {
        user: "und bis wenn isch si denn bi de junge erwachsene?",
        expect: {
          act: "ask_rule",
          answers: [/2033|2034|\b25\b|\b26\b/],
        },
      },
    ],
  },
  {
    id: "v18-family-04",
    category: "family",
    note: "German-speaking Fribourg (Sense district): two brothers born 2014 and 2017, priced without their parents, in 1716 'plaffeie' (Plaffeien; every locality of 1716, Plaffeien, Oberschrot and Schwarzsee, is FR region 2, also the shares of Jaun, Val-de-Charmey and Plasselb): two children, their total. Then deductible 0 or 600: a judgement that depends on how often they see a doctor; the reply must give prices or the saving and say what it depends on. Figures for one child (born 2014) with 0 and with 600.",
    turns: [
      {
        user: "was choschte mini zwöi buebe, 2014 u 2017? mir wohne in 1716 plaffeie",
        expect: {
          act: "ask_price",
          fields: {
            plz: "1716",
            persons: [
              { birthYear: 2014, role: "child" },
              { birthYear: 2017, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "franchise 0 oder 600, was isch gschiider?",
        expect: {
          act: "ask_compare",
          fields: { plz: "1716" },
          answers: [CHF_AMOUNT, /hängt|kommt (drauf|darauf) an|wenn|arzt|ärztin|kosten|gesund|lohnt|risiko|spar/i],
          figures: [
            { what: "cheapest", birthYear: 2014, franchise: 0 },
            { what: "cheapest", birthYear: 2014, franchise: 600 },
          ],
        },
      },
    ],
  },
  {
    id: "v18-family-05",
    category: "family",
    note: "Appenzell Ausserrhoden: a retired couple, the writer 1954, his wife 1957, with accident cover, in 9053 'teufe' (Teufen AR 98.2 %, AR region 0; 1.8 % Schlatt-Haslen AI): the household total with accident cover. Pensioners have no UVG cover, so the 8-hour rule for employees (Art. 13 para. 1 UVV) must not be offered. Then the wife alone.",
    turns: [
      {
        user: "mir sind beidi pensioniert, ich 1954, mini frau 1957, mir wohned in 9053 teufe. was zahle mir mit unfall?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "9053",
            accident: true,
            persons: [
              { birthYear: 1954, role: "self" },
              { birthYear: 1957, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          notAnswers: [EIGHT_HOURS],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und nur für mini frau?",
        expect: {
          fields: { plz: "9053", accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", birthYear: 1957, accident: true }],
        },
      },
    ],
  },
  {
    id: "v18-family-06",
    category: "family",
    note: "Uri German: a pregnant woman, birth expected in April 2027. Must she pay for the birth herself? No cost sharing (no deductible, no co-payment) is charged for maternity benefits from the 13th week of pregnancy until eight weeks after the birth (Art. 64 para. 7 KVG). Then whether the baby can be registered before the birth, in 6490 Andermatt (100 % Andermatt, UR region 0): yes; it must be insured within three months of birth, cover then starts at birth (Art. 3 para. 1, Art. 5 para. 1 KVG). Then what a baby costs there: a child premium for a child born 2027.",
    turns: [
      {
        user: "bi schwanger, d geburt isch im april. mues i d geburt sälber zahle?",
        expect: {
          act: "ask_rule",
          answers: [/keine? (franchise|kostenbeteiligung|selbstbehalt)|ohne (franchise|kostenbeteiligung|selbstbehalt)|befreit|entfällt|übernimmt|kostenlos|gratis|\bnein\b|nicht selbst/i],
        },
      },
      {
        user: "und chan i s baby scho vor de geburt aamelde? mir wohned in 6490 andermatt",
        expect: {
          act: "ask_rule",
          fields: { plz: "6490" },
          answers: [/\bja\b|vor der geburt|vorgeburtlich|3 monat|drei monat|dreimonat/i],
        },
      },
      {
        user: "was chostet so es baby det?",
        expect: {
          act: "ask_price",
          fields: { plz: "6490" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v18-family-07",
    category: "family",
    note: "Glarus German: a family with three children and a low income asks whether there are premium subsidies in canton Glarus: yes, premium subsidies are granted by the canton according to income (Art. 65 KVG; for children of low and middle incomes at least 80 %, para. 1bis); the reply must name the subsidy and that it depends on income or must be applied for / checked with the canton. Then the family's data: the writer 1986, her husband 1985, children 2013, 2016 and 2021, in 8867 Niederurnen (municipality Glarus Nord, GL region 0): the household total.",
    turns: [
      {
        user: "mir sind e familie mit 3 chind und händ nöd vill iikomme. git s im glarnerland prämieverbilligig?",
        expect: {
          act: "ask_rule",
          answers: [/prämienverbilligung|verbilligung|ipv|prämienreduktion|zuschuss/i, /kanton|einkommen|antrag|gesuch|anmeld|steuer|sozialversicherung|sva|ausgleichskasse/i],
        },
      },
      {
        user: "ich 1986, min maa 1985, chind 2013, 2016 und 2021, 8867 niederurnen. was zahle mir?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8867",
            persons: [
              { birthYear: 1986, role: "self" },
              { birthYear: 1985, role: "partner" },
              { birthYear: 2013, role: "child" },
              { birthYear: 2016, role: "child" },
              { birthYear: 2021, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
