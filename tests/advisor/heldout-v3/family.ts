import type { AdvisorCase } from "../case-format";

export const familyCases: AdvisorCase[] = [
  {
    id: "h3-family-01",
    category: "family",
    turns: [
      {
        user: "hallo zäme, mir sind e familie vo vier in 8610 uster. ich bi 1985, mini frau 1987, d chind sind 2016 und 2019 gebore. was zahle mir insgesamt am wenigschte?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8610",
            persons: [
              { birthYear: 1985, role: "self" },
              { birthYear: 1987, role: "partner" },
              { birthYear: 2016, role: "child" },
              { birthYear: 2019, role: "child" },
            ],
          },
          answers: [/\d+[.,]\d{2}|chf/],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "mir zwöi erwachsene 2500 franchise, d chind 0",
        expect: {
          act: "change",
          fields: {
            persons: [
              { birthYear: 1985, franchise: 2500 },
              { birthYear: 1987, franchise: 2500 },
              { birthYear: 2016, franchise: 0 },
              { birthYear: 2019, franchise: 0 },
            ],
          },
        },
      },
    ],
  },
  {
    id: "h3-family-02",
    category: "family",
    turns: [
      {
        user: "Guten Abend, ich (1979) und mein Mann (1976) wohnen in 5400 Baden. Wir haben 3 Kinder: 2009, 2012 und 2020. Die älteste ist ab nächstem Jahr keine Kind mehr oder? Und was kostet uns das alles 2027 mit Hausarztmodell?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "5400",
            tariffYear: 2027,
            model: "hausarzt",
            persons: [
              { birthYear: 1979, role: "self" },
              { birthYear: 1976, role: "partner" },
              { birthYear: 2009, role: "child" },
              { birthYear: 2012, role: "child" },
              { birthYear: 2020, role: "child" },
            ],
          },
          answers: [/18|19|junge erwachsene|kindertarif/, /\d+[.,]\d{2}|chf/],
          figures: [{ what: "household", tariffYear: 2027, model: "hausarzt" }],
        },
      },
    ],
    note: "born 2009: still a child (0-18) in 2027; the advisor should not say she becomes a young adult",
  },
  {
    id: "h3-family-03",
    category: "family",
    turns: [
      { user: "ich brauche was für mich und meine freundin, beide 1998, in 3600 thun", expect: { act: "provide_info", fields: { plz: "3600", persons: [{ birthYear: 1998 }, { birthYear: 1998 }] } } },
      {
        user: "was zahlen wir zusammen mit telmed und 2500?",
        expect: { act: "ask_price", fields: { model: "telmed", franchise: 2500 }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "household", model: "telmed", franchise: 2500 }] },
      },
    ],
  },
  {
    id: "h3-family-04",
    category: "family",
    turns: [
      {
        user: "baby chunnt im merz 2027 uf d wält. mir wohned in 9000 st gallen. wänn muess i das chind aamälde und was chostet das?",
        expect: { act: "ask_rule", fields: { plz: "9000" }, answers: [/3 monat|drei monat/, /geburt/] },
      },
      {
        user: "ok und für mich (1990) und min maa (1988) mit 1500 franchise?",
        expect: {
          act: "ask_price",
          fields: { persons: [{ birthYear: 1990, franchise: 1500 }, { birthYear: 1988, franchise: 1500 }] },
          answers: [/\d+[.,]\d{2}|chf/],
        },
      },
    ],
  },
  {
    id: "h3-family-05",
    category: "family",
    turns: [
      {
        user: "familie in 6460 altdorf: papi 1974 franchise 2500, mami 1977 franchise 1000, jonas 2008, lea 2011, nico 2014, mia 2018, kinder alle ohne franchise, alle mit unfall. günstigste kombi bitte",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6460",
            accident: true,
            persons: [
              { birthYear: 1974, franchise: 2500 },
              { birthYear: 1977, franchise: 1000 },
              { birthYear: 2008, role: "child", franchise: 0 },
              { birthYear: 2011, role: "child", franchise: 0 },
              { birthYear: 2014, role: "child", franchise: 0 },
              { birthYear: 2018, role: "child", franchise: 0 },
            ],
          },
          answers: [/\d+[.,]\d{2}|chf/],
          figures: [{ what: "household", accident: true }],
        },
      },
      { user: "jonas wird 19, was ändert sich bei ihm?", expect: { act: "ask_rule", answers: [/junge erwachsene|19|25/] } },
    ],
  },
  {
    id: "h3-family-06",
    category: "family",
    turns: [
      { user: "mini tochter 2005 studiert in zürich, wohnt aber no bi üs in 8820 wädenswil. was chostet si?", expect: { act: "ask_price", fields: { plz: "8820", persons: [{ birthYear: 2005 }] }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest", birthYear: 2005 }] } },
    ],
  },
];
