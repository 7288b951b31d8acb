import type { AdvisorCase } from "../case-format";

// Held-out v4: deadlines, deductible change, subsidies, accident cover, maternity, moving, newborn, abroad.
const DEADLINE = /30\.? ?nov|30\.11\./i;

export const lookupCases: AdvisorCase[] = [
  {
    id: "h4-lookup-01",
    category: "lookup",
    turns: [
      {
        user: "Bis wann muss ich meine Krankenkasse kündigen, wenn ich per 1. Januar wechseln will?",
        expect: { act: "ask_rule", answers: [DEADLINE], notAnswers: [/31\.? ?dez/i] },
      },
      {
        user: "reicht es wenn ich den brief am 30. abschicke?",
        expect: { act: "ask_rule", answers: [/eintreffen|ankommen|erhalten|empfang|eingang|vorher|früher|einschreiben|rechtzeitig/i] },
      },
    ],
  },
  {
    id: "h4-lookup-02",
    category: "lookup",
    turns: [
      {
        user: "cha ich mini franchise under em jahr wächsle?",
        expect: { act: "ask_rule", answers: [/januar|jahresende|ende (des )?jahr|1\.1\.|neue jahr|jahreswechsel/i] },
      },
    ],
  },
  {
    id: "h4-lookup-03",
    category: "lookup",
    turns: [
      {
        user: "Ich schaffe 100% – muess ich d Unfalldeckig i de Krankekasse ha?",
        expect: { act: "ask_rule", answers: [/8 ?(stunden|std)|arbeitgeber|uvg|unfallversicherung/i] },
      },
    ],
  },
  {
    id: "h4-lookup-04",
    category: "lookup",
    turns: [
      {
        user: "Wie bekomme ich Prämienverbilligung im Kanton Bern?",
        expect: { act: "ask_rule", answers: [/verbilligung|ipv|kanton|ausgleichskasse|sva|amt/i, /einkommen|antrag|gesuch|anspruch|anmeld|automatisch/i] },
      },
    ],
  },
  {
    id: "h4-lookup-05",
    category: "lookup",
    note: "maternity services are exempt from deductible and co-payment",
    turns: [
      {
        user: "zahlt d grundversicherig d geburt vo mim baby? und muess i dänn franchise zahle?",
        expect: { act: "ask_rule", answers: [/franchise|selbstbehalt|kostenbeteiligung/i], notAnswers: [/geburt wird nicht (übernommen|bezahlt)/i] },
      },
    ],
  },
  {
    id: "h4-lookup-06",
    category: "lookup",
    note: "moving to another premium region",
    turns: [
      {
        user: "Ich ziehe im Februar von Zürich nach Bern um. Was muss ich bei der Krankenkasse machen?",
        expect: { act: "ask_rule", answers: [/adresse|melden|mitteilen|prämie|region|wohnort/i] },
      },
    ],
  },
  {
    id: "h4-lookup-07",
    category: "lookup",
    note: "newborn must be insured within 3 months of birth (retroactive cover)",
    turns: [
      {
        user: "Unser Baby kommt im Januar. Wann müssen wir es bei der Krankenkasse anmelden?",
        expect: { act: "ask_rule", answers: [/3 monat|drei monat|vor der geburt|ab geburt|rückwirkend/i] },
      },
    ],
  },
  {
    id: "h4-lookup-08",
    category: "lookup",
    note: "mid-year switch only with standard model and 300 deductible (to 30 June, by 31 March); then abroad",
    turns: [
      {
        user: "Bin bei der Helsana mit 300er Franchise im Standardmodell. Kann ich auch auf Mitte Jahr wechseln?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "Helsana", franchise: 300, currentModel: "standard" },
          answers: [/30\.? ?juni|31\.? ?märz|drei monat|3 monat|mitte (des )?jahr/i],
        },
      },
      {
        user: "und wenn ich 3 Monate in Australien reise, bin ich dort versichert?",
        expect: { act: "ask_rule", answers: [/notfall|ausland|doppelt|zusatz|reise/i] },
      },
    ],
  },
  {
    id: "h4-lookup-09",
    category: "lookup",
    turns: [
      {
        user: "wie viel muss ich maximal selber zahlen pro jahr wenn ich franchise 1500 habe?",
        expect: { act: "ask_rule", answers: [/700/, /1500|1'500|2200|2'200/] },
      },
    ],
  },
  {
    id: "h4-lookup-10",
    category: "lookup",
    note: "insurers must accept everyone in basic insurance",
    turns: [
      {
        user: "ich han diabetes – cha mi e neui kasse i de grundversicherig ablehne?",
        expect: { act: "ask_rule", answers: [/nein|nicht|muss|müssen|jede|alle|aufnahmepflicht/i], notAnswers: [/gesundheitsfragebogen (ist|wird) (nötig|verlangt)/i] },
      },
    ],
  },
];
