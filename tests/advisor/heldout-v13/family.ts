import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, households: couples, children, pensioners, a student, a single parent. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes of 2027:
 * children 0–18, born 2009 or later; young adults 19–25, born 2002–2008; adults 26+). Every postal code and locality
 * was checked against swisstopo's directory and the BAG premium regions in ../shared/data.
 */
const HOUSEHOLD = /total|zusammen|zäme|gesamt|familie|haushalt|alle (zwei|drei|vier)|beide|insgesamt|für euch|für sie alle/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "v13-family-01",
    category: "family",
    note: "Two adults born 1983 and two children (2015, 2018) in 8180 Bülach (ZH region 3): the household total; then children with deductible 0 and the parents with 2500.",
    turns: [
      {
        user: "mir sind zwei erwachseni (beidi jg 1983) und zwei chind (2015 und 2018), 8180 bülach. was zahle mir zäme?",
        expect: {
          fields: {
            plz: "8180",
            persons: [
              { birthYear: 1983, role: "self" },
              { birthYear: 1983, role: "partner" },
              { birthYear: 2015, role: "child" },
              { birthYear: 2018, role: "child" },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "d'chind mit 0 franchise und mir zwei mit 2500",
        expect: {
          fields: {
            plz: "8180",
            persons: [
              { birthYear: 1983, role: "self", franchise: 2500 },
              { birthYear: 1983, role: "partner", franchise: 2500 },
              { birthYear: 2015, role: "child", franchise: 0 },
              { birthYear: 2018, role: "child", franchise: 0 },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v13-family-02",
    category: "family",
    note: "A pensioner couple (she 1953, he 1950) in 3800 Interlaken (Interlaken, Unterseen, Matten and Sundlauenen share the code, all BE region 3), with accident cover: the household total; then whether the two may be with different insurers (yes, each person chooses separately).",
    turns: [
      {
        user: "min maa (1950) und ich (1953), 3800 interlaken, mit unfall natürli. was zahle mir?",
        expect: {
          fields: {
            plz: "3800",
            accident: true,
            persons: [
              { birthYear: 1953, role: "self" },
              { birthYear: 1950, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "chönnte mir au bi verschidene kasse si?",
        expect: { act: "ask_rule", answers: [/\bja\b|jede (person|r)|einzeln|separat|unterschiedlich|getrennt|unabhängig|möglich/i] },
      },
    ],
  },
  {
    id: "v13-family-03",
    category: "family",
    note: "A student born 2003 (a young adult of 24 in 2027) living with her parents in 5600 Lenzburg (AG region 0; Ammerswil shares the code): her own price; then premium subsidies for students in Aargau (cantonal, income-based, on application; the parents' situation may count).",
    turns: [
      {
        user: "Ich bin Studentin (Jg. 2003) und wohne noch bei meinen Eltern in 5600 Lenzburg. Was kostet mich die Grundversicherung?",
        expect: { fields: { plz: "5600", birthYear: 2003 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "Gibt es Prämienverbilligung für Studierende im Aargau?",
        expect: { act: "ask_rule", answers: [/kanton|einkommen|antrag|SVA|gesuch|eltern|anspruch/i] },
      },
    ],
  },
  {
    id: "v13-family-04",
    category: "family",
    note: "A single mother (1986) with two children (2012, 2017) in 9200 Gossau SG (SG region 1; under 1 % of the code reaches Flawil, SG region 2, and Herisau AR; the locality Gossau SG is region 1): the household total; then the older child's price alone.",
    turns: [
      {
        user: "bin alleierziehend, ich (1986) und zwei chind (2012, 2017), 9200 gossau sg. was chostet das?",
        expect: {
          fields: {
            plz: "9200",
            persons: [
              { birthYear: 1986, role: "self" },
              { birthYear: 2012, role: "child" },
              { birthYear: 2017, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "was chostet nur s ältere chind?",
        expect: { fields: { plz: "9200" }, answers: [CHF_AMOUNT] },
      },
    ],
  },
];
