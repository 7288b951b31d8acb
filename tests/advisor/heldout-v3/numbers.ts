import type { AdvisorCase } from "../case-format";

export const numbersCases: AdvisorCase[] = [
  {
    id: "h3-numbers-01",
    category: "numbers",
    turns: [
      {
        user: "8610 uster, 1975, 2000er franchise, 2027",
        expect: { act: "provide_info", fields: { plz: "8610", birthYear: 1975, franchise: 2000, tariffYear: 2027 } },
      },
      {
        user: "was kostets?",
        expect: { act: "ask_price", fields: { franchise: 2000, tariffYear: 2027 }, answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest", franchise: 2000, tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "h3-numbers-02",
    category: "numbers",
    turns: [
      {
        user: "Ich zahle im Moment 389.50 im Monat, wohne in 5000 Aarau, bin 1960 geboren und habe 1500 Franchise. Geht das billiger?",
        expect: {
          act: "ask_price",
          fields: { plz: "5000", birthYear: 1960, franchise: 1500, currentPremium: 389.5 },
          answers: [/\d+[.,]\d{2}|chf/],
          notAnswers: [/plz 1500|jahrgang 1500|geboren 1500/],
        },
      },
    ],
  },
  {
    id: "h3-numbers-03",
    category: "numbers",
    turns: [
      {
        user: "zwei tuusig föifhundert franchise, 4500 solothurn, geboren zwöitusigundzwöi",
        expect: { act: "provide_info", fields: { plz: "4500", franchise: 2500, birthYear: 2002 } },
      },
      { user: "was zahl ich nächstes jahr", expect: { act: "ask_price", fields: { tariffYear: 2027, birthYear: 2002 }, answers: [/\d+[.,]\d{2}|chf/] } },
    ],
  },
  {
    id: "h3-numbers-04",
    category: "numbers",
    turns: [
      {
        user: "Jahrgang 1999, PLZ 7000, Franchise 300",
        expect: { act: "provide_info", fields: { plz: "7000", birthYear: 1999, franchise: 300 } },
      },
      { user: "lieber 1000", expect: { act: "change", fields: { franchise: 1000, plz: "7000", birthYear: 1999 } } },
    ],
  },
  {
    id: "h3-numbers-05",
    category: "numbers",
    turns: [
      {
        user: "bin 8200 schafhausen, 62 jahr alt, im 2026 zahl ich 455 fr. mit 300er franchise bi de helsana",
        expect: {
          act: "provide_info",
          fields: { plz: "8200", franchise: 300, currentPremium: 455, currentInsurer: "Helsana" },
          notAnswers: [/plz 2026|plz 455/],
        },
      },
      {
        user: "was wär s günstigste für mich mit glicher franchise?",
        expect: { act: "ask_price", fields: { franchise: 300 }, answers: [/\d+[.,]\d{2}|chf/] },
      },
    ],
  },
];
