import type { AdvisorCase } from "../case-format";

export const quoteCases: AdvisorCase[] = [
  {
    id: "h3-quote-01",
    category: "quote",
    turns: [
      { user: "4051 basel, 1986, 2500, telmed", expect: { act: "provide_info", fields: { plz: "4051", birthYear: 1986, franchise: 2500, model: "telmed" } } },
      { user: "zeig mal die angebote", expect: { act: "ask_price", action: "show_offers" } },
      { user: "ich nehm das erste", expect: { act: "choose_offer" } },
      {
        user: "Anna Meier, Feldbergstrasse 12, 4057 Basel, 03.05.1986, 079 123 45 67, anna.meier@example.ch",
        expect: { act: "give_contact", notAnswers: [/postleitzahl|jahrgang angeben/] },
      },
    ],
  },
  {
    id: "h3-quote-02",
    category: "quote",
    turns: [
      { user: "ich möchte eine offerte von der sanitas", expect: { act: "request_quote", fields: { namedInsurer: "Sanitas" }, answers: [/plz|postleitzahl|wohnort|jahrgang|geburts/] } },
      { user: "8400 winterthur, 1992", expect: { act: "provide_info", fields: { plz: "8400", birthYear: 1992 } } },
    ],
  },
  {
    id: "h3-quote-03",
    category: "quote",
    turns: [
      { user: "9000, 1975, hausarzt, 1500", expect: { act: "provide_info", fields: { plz: "9000", birthYear: 1975, model: "hausarzt", franchise: 1500 } } },
      { user: "d swica gfallt mer, chani do e offerte ha?", expect: { act: "request_quote", fields: { namedInsurer: "SWICA" }, answers: [/name|adresse|e-?mail|telefon/] } },
      {
        user: "peter keller, rorschacherstr. 50, 9000 st. gallen, 12.11.1975, peter.k@bluewin.ch, 071 222 33 44",
        expect: { act: "give_contact" },
      },
    ],
  },
  {
    id: "h3-quote-04",
    category: "quote",
    turns: [
      {
        user: "mir sind 4: ich 1981, min maa 1979, chind 2013 und 2017. wohned in 6003 luzern. zeig mal was es git",
        expect: {
          act: "ask_price",
          fields: { plz: "6003", persons: [{ birthYear: 1981 }, { birthYear: 1979 }, { birthYear: 2013, role: "child" }, { birthYear: 2017, role: "child" }] },
          answers: [/\d+[.,]\d{2}|chf/],
        },
      },
      { user: "ok nehmed mir d concordia für die ganzi familie", expect: { act: "choose_offer", fields: { namedInsurer: "Concordia" } } },
      { user: "wa bruchet ihr alles vo mir?", expect: { act: "ask_rule", answers: [/name|adresse|e-?mail|telefon|geburtsdatum/] } },
    ],
  },
  {
    id: "h3-quote-05",
    category: "quote",
    turns: [
      {
        user: "Ich möchte gern eine Offerte. Mein Name ist Reto Brunner, geb. 22.07.1964, Bahnhofstrasse 3, 3800 Interlaken, reto.brunner@gmx.ch",
        expect: { act: "request_quote", fields: { plz: "3800", birthYear: 1964 } },
      },
      { user: "telefon 033 822 11 00", expect: { act: "give_contact" } },
    ],
  },
];
