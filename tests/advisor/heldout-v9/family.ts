import type { AdvisorCase } from "../case-format";

/** Several persons: partner, children; per person and household answers. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. Children are those born 2009 or later (0–18 in 2027). */
export const familyCases: AdvisorCase[] = [
  {
    id: "h9-family-01",
    category: "family",
    note: "four persons, deductibles per group (adults 2500, children 0), Zurich German; Jona 8645",
    turns: [
      {
        user: "hoi, mir sind e familie in 8645 jona: ich 1983, min maa 1981, zwei chind 2014 und 2019. franchise 2500 für üs, bi de chind 0. was zahled mer total?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8645",
            persons: [
              { birthYear: 1983, role: "self", franchise: 2500 },
              { birthYear: 1981, role: "partner", franchise: 2500 },
              { birthYear: 2014, role: "child", franchise: 0 },
              { birthYear: 2019, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h9-family-02",
    category: "family",
    note: "a couple of pensioners with different deductibles each (Interlaken, BE region 3)",
    turns: [
      {
        user: "Mein Mann (1958) und ich (1961) wohnen in 3800 Interlaken. Er will Franchise 300, ich nehme 2500. Was zahlen wir zusammen pro Monat?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "3800",
            persons: [
              { birthYear: 1961, role: "self", franchise: 2500 },
              { birthYear: 1958, role: "partner", franchise: 300 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h9-family-03",
    category: "family",
    note: "ages instead of years: adults 38 and 36 (1988, 1990; which is the writer is not said), children 9, 6 and 1 (2017, 2020, 2025); then 'tiefste Franchise' = 300 for adults, 0 for children; then the baby alone",
    turns: [
      {
        user: "wir sind 2 erwachsene (38 und 36) mit 3 kids (9, 6 und 1) in 4600 olten. was kostet uns das im monat?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "4600",
            persons: [
              { birthYear: 1988 },
              { birthYear: 1990 },
              { birthYear: 2017, role: "child" },
              { birthYear: 2020, role: "child" },
              { birthYear: 2025, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "alle mit der tiefsten franchise bitte",
        expect: {
          act: "change",
          fields: {
            plz: "4600",
            persons: [
              { birthYear: 1988, franchise: 300 },
              { birthYear: 1990, franchise: 300 },
              { birthYear: 2017, role: "child", franchise: 0 },
              { birthYear: 2020, role: "child", franchise: 0 },
              { birthYear: 2025, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "was kostet davon nur das baby?",
        expect: {
          fields: { plz: "4600" },
          figures: [{ what: "cheapest", birthYear: 2025, franchise: 0 }],
        },
      },
    ],
  },
  {
    id: "h9-family-04",
    category: "family",
    note: "a baby due in January: insure within 3 months of birth (registration before birth possible), and it may be with another insurer than the parents; two questions in one message; then a child figure",
    turns: [
      {
        user: "Wir erwarten im Januar ein Baby. Bis wann müssen wir es versichern, und darf es bei einer anderen Kasse sein als wir Eltern?",
        expect: {
          act: "ask_rule",
          answers: [
            /3 monat|drei monat|innert|innerhalb|vor der geburt|ab (der )?geburt|rückwirkend/i,
            /\bja\b|andere(n)? (kasse|versicher)|unabhängig|separat|einzeln|frei|nicht (bei )?(der )?gleichen/i,
          ],
        },
      },
      {
        user: "Wir wohnen in 9400 Rorschach. Was würde das Baby mit Franchise 0 ungefähr kosten?",
        expect: {
          fields: { plz: "9400" },
          answers: [/(chf|fr\.?) ?\d|\d+[.,]\d{2}/i],
        },
      },
    ],
  },
  {
    id: "h9-family-05",
    category: "family",
    note: "a single parent with one daughter, deductibles per person; Neuenburg = Neuchâtel 2000",
    turns: [
      {
        user: "Bin alleinerziehend: ich 1990 und meine Tochter 2016, wir wohnen in Neuenburg (2000). Ich Franchise 1500, sie 0. Was zahlen wir gesamt pro Monat?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "2000",
            persons: [
              { birthYear: 1990, role: "self", franchise: 1500 },
              { birthYear: 2016, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h9-family-06",
    category: "family",
    note: "a son born 2008 turns 19 in 2027: from child to young-adult tariff, so yes, dearer; the son is the only person; then his deductible",
    turns: [
      {
        user: "Unser Sohn (Jahrgang 2008) wird nächstes Jahr 19. Wird seine Prämie dann teurer? Wir wohnen in 6430 Schwyz.",
        expect: {
          fields: { plz: "6430", birthYear: 2008 },
          answers: [/junge(n)? erwachsene|19 ?(bis|[-–]) ?25|jugend|erwachsenentarif|höher|teurer|\bja\b/i],
          figures: [{ what: "cheapest", birthYear: 2008 }],
        },
      },
      {
        user: "Und mit Franchise 2500 statt 300?",
        expect: {
          act: "change",
          fields: { plz: "6430", birthYear: 2008, franchise: 2500 },
          figures: [{ what: "cheapest", birthYear: 2008, franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h9-family-07",
    category: "family",
    note: "the household grows turn by turn; each deductible stays with its person",
    turns: [
      {
        user: "6005 luzern, bin 1979, franchise 1000",
        expect: {
          fields: { plz: "6005", birthYear: 1979, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "mini frau söt au no drii, sie isch 1982, au franchise 1000",
        expect: {
          fields: {
            plz: "6005",
            persons: [
              { birthYear: 1979, role: "self", franchise: 1000 },
              { birthYear: 1982, role: "partner", franchise: 1000 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und öisi tochter, 2012, mit 600er franchise",
        expect: {
          fields: {
            plz: "6005",
            persons: [
              { birthYear: 1979, role: "self", franchise: 1000 },
              { birthYear: 1982, role: "partner", franchise: 1000 },
              { birthYear: 2012, role: "child", franchise: 600 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h9-family-08",
    category: "family",
    note: "a couple of the same year; 6340 is shared with Sihlbrugg (ZH), the name Baar settles ZG; the model for both",
    turns: [
      {
        user: "Mir zwei sind beidi Jahrgang 1995 und wohned z Baar (6340). Hausarztmodell, Franchise 2500 für beidi. Was macht das zäme?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6340",
            model: "hausarzt",
            persons: [
              { birthYear: 1995, role: "self", franchise: 2500 },
              { birthYear: 1995, role: "partner", franchise: 2500 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
