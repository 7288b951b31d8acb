import type { AdvisorCase } from "../case-format";

/** Choosing an offer, giving contact data, the quote request. Conversations take place on 27.11.2026. */
const ASKS_DATA = /plz|postleitzahl|wohnort|wo wohn|jahrgang|geburtsjahr|geburtsdatum|alter|wie alt/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "h7-quote-01",
    category: "quote",
    note: "the cheapest offer chosen, then all contact data in one line",
    turns: [
      {
        user: "3186 düdingen, jg 1983, 1500er franchise, telmed",
        expect: {
          fields: { plz: "3186", birthYear: 1983, franchise: 1500, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 1500, model: "telmed" }],
        },
      },
      { user: "die günstigste nehm ich", expect: { act: "choose_offer" } },
      {
        user: "Marco Baeriswyl, Hauptstrasse 5, 3186 Düdingen, 26.04.1983, marco.b@gmx.ch",
        expect: { act: "give_contact", action: "collect_offer_data" },
      },
    ],
  },
  {
    id: "h7-quote-02",
    category: "quote",
    note: "a named insurer's quote asked for directly, formal",
    turns: [
      {
        user: "Schicken Sie mir bitte eine Offerte der Swica: Jahrgang 1978, 8804 Au ZH, Franchise 2500, HMO.",
        expect: {
          act: "request_quote",
          fields: { plz: "8804", birthYear: 1978, franchise: 2500, model: "hmo", namedInsurer: "SWICA" },
          answers: [/swica/i],
        },
      },
    ],
  },
  {
    id: "h7-quote-03",
    category: "quote",
    note: "Appenzell dialect; the quote wanted after the price, contact data in pieces",
    turns: [
      {
        user: "was wär s günstigscht för mi? 9100 herisau, 1960",
        expect: { act: "ask_price", fields: { plz: "9100", birthYear: 1960 }, figures: [{ what: "cheapest" }] },
      },
      { user: "chönd er mer da e offerte schicke?", expect: { act: "request_quote" } },
      { user: "heidi zellweger, heidi.zellweger@bluewin.ch", expect: { act: "give_contact" } },
    ],
  },
  {
    id: "h7-quote-04",
    category: "quote",
    note: "a quote wanted before any data: the advisor asks for what it needs",
    turns: [
      { user: "chönnt i bi öich e offerte übercho?", expect: { act: "request_quote", action: "ask_user", answers: [ASKS_DATA] } },
      { user: "6370 stans, 1975", expect: { fields: { plz: "6370", birthYear: 1975 } } },
    ],
  },
  {
    id: "h7-quote-05",
    category: "quote",
    note: "a family quote with a model",
    turns: [
      {
        user: "Offerte für unsere Familie bitte: 1979, 1981, Kinder 2011 und 2016, PLZ 3860 Meiringen, günstigstes Angebot mit Hausarzt.",
        expect: {
          act: "request_quote",
          fields: {
            plz: "3860",
            model: "hausarzt",
            persons: [{ birthYear: 1979 }, { birthYear: 1981 }, { birthYear: 2011, role: "child" }, { birthYear: 2016, role: "child" }],
          },
        },
      },
    ],
  },
  {
    id: "h7-quote-06",
    category: "quote",
    note: "an offer chosen by the insurer's name",
    turns: [
      {
        user: "8570 weinfelden, 1986, franchise 2500",
        expect: { fields: { plz: "8570", birthYear: 1986, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] },
      },
      { user: "d concordia tönt guet, die wett i", expect: { act: "choose_offer", answers: [/concordia/i] } },
    ],
  },
  {
    id: "h7-quote-07",
    category: "quote",
    note: "a privacy question before the quote; the data then follow",
    turns: [
      {
        user: "Ich möchte eine Offerte, aber was passiert eigentlich mit meinen Daten?",
        expect: { answers: [/daten|datenschutz|weitergegeben|weitergeben|dritte|vertraulich/i] },
      },
      {
        user: "ok. 1227 Carouge, 1991, Franchise 300",
        expect: { fields: { plz: "1227", birthYear: 1991, franchise: 300 } },
      },
    ],
  },
];
