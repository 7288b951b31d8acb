import type { AdvisorCase } from "../case-format";

/** Choosing an offer, giving contact data, the quote request. Conversations take place on 27.11.2026. */
export const quoteCases: AdvisorCase[] = [
  {
    id: "h6-quote-01",
    category: "quote",
    turns: [
      {
        user: "8004 zürich, 1990, franchise 2500, telmed",
        expect: { fields: { plz: "8004", birthYear: 1990, franchise: 2500, model: "telmed" }, figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }] },
      },
      { user: "das erschte nimm ich", expect: { act: "choose_offer" } },
      {
        user: "Anna Meier, Langstrasse 12, 8004 Zürich, anna.meier@example.ch",
        expect: { act: "give_contact", action: "collect_offer_data" },
      },
    ],
  },
  {
    id: "h6-quote-02",
    category: "quote",
    note: "a named offer is chosen",
    turns: [
      {
        user: "3011 bern, jg 1985, franchise 2500, ohne unfall",
        expect: { fields: { plz: "3011", birthYear: 1985, franchise: 2500, accident: false } },
      },
      {
        user: "ich nimm d sympany",
        expect: { act: "choose_offer", answers: [/sympany/i] },
      },
    ],
  },
  {
    id: "h6-quote-03",
    category: "quote",
    note: "a quote wanted directly",
    turns: [
      {
        user: "Ich möchte gerne eine Offerte für 2027. 6003 Luzern, Jahrgang 1981, Franchise 1500, Hausarztmodell.",
        expect: {
          act: "request_quote",
          fields: { plz: "6003", birthYear: 1981, franchise: 1500, model: "hausarzt", tariffYear: 2027 },
        },
      },
    ],
  },
  {
    id: "h6-quote-04",
    category: "quote",
    note: "a named insurer's quote",
    turns: [
      {
        user: "chönd er mir e offerte vo de concordia mache? 9400 rorschach, 1970, 300er franchise",
        expect: {
          act: "request_quote",
          fields: { plz: "9400", birthYear: 1970, franchise: 300, namedInsurer: "Concordia" },
          answers: [/concordia/i],
        },
      },
    ],
  },
  {
    id: "h6-quote-05",
    category: "quote",
    note: "contact data in several pieces",
    turns: [
      {
        user: "4051 basel, 1993, franchise 2500 hmo",
        expect: { fields: { plz: "4051", birthYear: 1993, franchise: 2500, model: "hmo" } },
      },
      { user: "ok ich will e offerte für s günstigschte", expect: { act: "request_quote" } },
      { user: "lukas brunner", expect: { act: "give_contact" } },
      { user: "lukas.brunner@bluewin.ch, 079 123 45 67", expect: { act: "give_contact" } },
    ],
  },
  {
    id: "h6-quote-06",
    category: "quote",
    note: "a family quote",
    turns: [
      {
        user: "Für uns 4 (1982, 1984, 2014, 2018) in 8620 Wetzikon hätte ich gern eine Offerte vom günstigsten Angebot.",
        expect: {
          act: "request_quote",
          fields: { plz: "8620", persons: [{ birthYear: 1982 }, { birthYear: 1984 }, { birthYear: 2014 }, { birthYear: 2018 }] },
        },
      },
    ],
  },
  {
    id: "h6-quote-07",
    category: "quote",
    note: "the second offer is chosen after a list",
    turns: [
      {
        user: "zeig mer die beste agebot für 1987 in 7000 chur mit franchise 2000",
        expect: { fields: { plz: "7000", birthYear: 1987, franchise: 2000 }, figures: [{ what: "cheapest", franchise: 2000 }] },
      },
      { user: "s zweite gfallt mer besser, chani da ne offerte ha?", expect: { act: "choose_offer" } },
    ],
  },
];
