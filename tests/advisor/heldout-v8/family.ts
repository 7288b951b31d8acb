import type { AdvisorCase } from "../case-format";

/** Several persons: partner, children; per person and household answers. Conversations take place on 27.11.2026. */
export const familyCases: AdvisorCase[] = [
  {
    id: "h8-family-01",
    category: "family",
    note: "five persons, deductibles per group (adults 2500, children 0); 2012 is still a child in 2027",
    turns: [
      {
        user: "Familie mit 3 Kindern in 9200 Gossau: ich (1982), meine Frau (1984), Kinder 2012, 2015 und 2021. Erwachsene Franchise 2500, Kinder 0. Was kostet das total im Monat?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "9200",
            persons: [
              { birthYear: 1982, role: "self", franchise: 2500 },
              { birthYear: 1984, role: "partner", franchise: 2500 },
              { birthYear: 2012, role: "child", franchise: 0 },
              { birthYear: 2015, role: "child", franchise: 0 },
              { birthYear: 2021, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h8-family-02",
    category: "family",
    note: "a couple, then a baby due in February: the newborn must be insured within 3 months of birth (registration before birth possible)",
    turns: [
      {
        user: "mir sind es paar, beidi jg 1993, wohned in 6045 meggen. was zahled mer zäme?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6045",
            persons: [
              { birthYear: 1993, role: "self" },
              { birthYear: 1993, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und es baby chunnt im februar 😍 was mues ich da mache?",
        expect: {
          act: "ask_rule",
          fields: { plz: "6045" },
          answers: [/3 monat|drei monat|innert|innerhalb|rückwirkend|ab (der )?geburt|vor der geburt|anmeld/i],
        },
      },
    ],
  },
  {
    id: "h8-family-03",
    category: "family",
    note: "a parent asks for the son only (the only person); born 2008 he is 19 in 2027, a young adult",
    turns: [
      {
        user: "Was kostet mein Sohn? Er ist 2008 geboren, also nächstes Jahr 19. Wir wohnen in 3011 Bern, Franchise 300.",
        expect: {
          act: "ask_price",
          fields: { plz: "3011", birthYear: 2008, franchise: 300 },
          figures: [{ what: "cheapest", birthYear: 2008, franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "h8-family-04",
    category: "family",
    note: "'s höchste' = 2500 for the adults, 600 for the children; then the children's deductible changes to 0, then one child's premium",
    turns: [
      {
        user: "hallo, mir sind 5: ich 1979, min ma 1977 und 3 chind 2010, 2013, 2018. wohnort 8620 wetzike. franchise für alli s höchste",
        expect: {
          fields: {
            plz: "8620",
            persons: [
              { birthYear: 1979, role: "self", franchise: 2500 },
              { birthYear: 1977, role: "partner", franchise: 2500 },
              { birthYear: 2010, role: "child", franchise: 600 },
              { birthYear: 2013, role: "child", franchise: 600 },
              { birthYear: 2018, role: "child", franchise: 600 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "d chind aber lieber mit 0 franchise",
        expect: {
          act: "change",
          fields: {
            plz: "8620",
            persons: [
              { birthYear: 1979, role: "self", franchise: 2500 },
              { birthYear: 1977, role: "partner", franchise: 2500 },
              { birthYear: 2010, role: "child", franchise: 0 },
              { birthYear: 2013, role: "child", franchise: 0 },
              { birthYear: 2018, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "was macht das pro chind?",
        expect: {
          fields: { plz: "8620" },
          figures: [{ what: "cheapest", birthYear: 2018, franchise: 0 }],
        },
      },
    ],
  },
  {
    id: "h8-family-05",
    category: "family",
    note: "children are insured individually, each person may choose another insurer; the small insurers named are not checked",
    turns: [
      {
        user: "Ich bin bei der Einsiedler Krankenkasse. Kann ich meine Tochter bei der Galenos versichern oder muss die ganze Familie bei der gleichen Kasse sein?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|einzeln|individuell|separat|jede person|unabhängig|getrennt|verschiedene|andere(n)? (kasse|versicher)|nicht (bei der )?gleichen|muss nicht/i],
        },
      },
    ],
  },
  {
    id: "h8-family-06",
    category: "family",
    note: "ages instead of years (41 → 1985, 39 → 1987, 6 → 2020 by 2026 − age; a December birthday would shift one year without changing the age class); Sitten = Sion 1950",
    turns: [
      {
        user: "Wir sind eine Familie in Sitten: zwei Erwachsene (41 und 39) und ein Kind von 6 Jahren. Was würde uns das kosten mit Franchise 1500 für die Erwachsenen?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "1950",
            persons: [
              { birthYear: 1985, franchise: 1500 },
              { birthYear: 1987, franchise: 1500 },
              { birthYear: 2020, role: "child" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "Und für das Kind nehmen wir Franchise 0.",
        expect: {
          act: "change",
          fields: {
            plz: "1950",
            persons: [
              { birthYear: 1985, franchise: 1500 },
              { birthYear: 1987, franchise: 1500 },
              { birthYear: 2020, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
