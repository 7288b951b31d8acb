import type { AdvisorCase } from "../case-format";

/** "Prämien 2026", "nächstes Jahr" (= 2027), "wie stark steigen …". Conversations take place on 27.11.2026. */
const PRICE = /\d+[.,]\d{2}|chf|fr\./i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "h5-tariff-year-01",
    category: "tariff-year",
    note: "'nächstes Jahr' on 27.11.2026 is 2027",
    turns: [
      {
        user: "8400 winterthur, 1982: was zahl ich nächstes jahr?",
        expect: { fields: { plz: "8400", birthYear: 1982, tariffYear: 2027 }, act: "ask_price", answers: [PRICE], figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "h5-tariff-year-02",
    category: "tariff-year",
    note: "trend question: both years must be talked about",
    turns: [
      {
        user: "Wie stark steigen die Prämien 2027 bei mir? 3123 Belp, Jahrgang 1969",
        expect: {
          act: "ask_trend",
          fields: { plz: "3123", birthYear: 1969 },
          answers: [/2026|dieses jahr|aktuell|heute/i, /2027|nächste/i, /%|prozent|mehr|teurer|steig|günstiger|sink|weniger/i],
        },
      },
    ],
  },
  {
    id: "h5-tariff-year-03",
    category: "tariff-year",
    note: "switching to this year's tariffs keeps the other slots",
    turns: [
      { user: "6300 zug, 1995, franchise 2500", expect: { fields: { plz: "6300", birthYear: 1995, franchise: 2500 } } },
      {
        user: "und was wär das fürs 2026, also dieses jahr?",
        expect: { fields: { tariffYear: 2026, plz: "6300", birthYear: 1995, franchise: 2500 }, figures: [{ what: "cheapest", tariffYear: 2026, franchise: 2500 }] },
      },
    ],
  },
  {
    id: "h5-tariff-year-04",
    category: "tariff-year",
    note: "born 2008: child tariff in 2026 (18), young-adult tariff from January 2027 (19)",
    turns: [
      {
        user: "mini tochter isch jg 2008, mir wohne in 3074 muri. wie vill koschtet ihri kk ab januar?",
        expect: { fields: { plz: "3074", tariffYear: 2027, persons: [{ birthYear: 2008 }] }, answers: [PRICE] },
      },
    ],
  },
  {
    id: "h5-tariff-year-05",
    category: "tariff-year",
    note: "general question first (2027 premiums are published since September), then data",
    turns: [
      {
        user: "sind d prämie für nöchscht jahr eigentlich scho bekannt?",
        expect: { answers: [/ja|bekannt|publiziert|veröffentlicht|genehmigt|2027/i] },
      },
      {
        user: "guet, 9000 sg, jg 77",
        expect: { fields: { plz: "9000", birthYear: 1977, tariffYear: 2027 }, act: "provide_info", figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "h5-tariff-year-06",
    category: "tariff-year",
    note: "one insurer's premium in both years",
    turns: [
      {
        user: "Wird die CSS für mich 2027 teurer als 2026? 8050 Zürich, 1990, Franchise 300",
        expect: {
          fields: { namedInsurer: "CSS", plz: "8050", birthYear: 1990, franchise: 300 },
          answers: [/css/i, /2026/, /2027/],
          figures: [
            { what: "insurer", insurer: "CSS", tariffYear: 2026, franchise: 300 },
            { what: "insurer", insurer: "CSS", tariffYear: 2027, franchise: 300 },
          ],
        },
      },
    ],
  },
  {
    id: "h5-tariff-year-07",
    category: "tariff-year",
    note: "explicitly this year's tariffs, Geneva",
    turns: [
      {
        user: "Zeig mir bitte die günstigsten Prämien fürs laufende Jahr 2026: 1201 Genève, Jahrgang 1963",
        expect: { fields: { tariffYear: 2026, plz: "1201", birthYear: 1963 }, action: "show_offers", figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
    ],
  },
  {
    id: "h5-tariff-year-08",
    category: "tariff-year",
    note: "2027 first, then a comparison with now",
    turns: [
      {
        user: "2027er prämie bitte: 7000 chur, 1986, hmo",
        expect: { fields: { tariffYear: 2027, plz: "7000", birthYear: 1986, model: "hmo" }, figures: [{ what: "cheapest", tariffYear: 2027, model: "hmo" }] },
      },
      {
        user: "und im vergleich zu jetzt?",
        expect: { act: "ask_trend", fields: { plz: "7000", model: "hmo" }, answers: [/2026|dieses jahr|aktuell|jetzt|heute/i] },
      },
    ],
  },
  {
    id: "h5-tariff-year-09",
    category: "tariff-year",
    note: "born 2001: 25 in 2026 (young adult), 26 in 2027 (adult); the age class jump must not be hidden",
    turns: [
      {
        user: "Ich bin 2001 geboren, 4600 Olten. Warum wird meine Prämie nächstes Jahr so viel teurer?",
        expect: { fields: { birthYear: 2001, plz: "4600" }, answers: [/26|erwachsen|junge erwachsene|alter|altersklasse|altersgruppe/i] },
      },
    ],
  },
];
