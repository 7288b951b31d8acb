import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, choosing an offer, the quote request and contact data: the cheapest offer chosen, a named
 * insurer's quote, a quote asked for before any data, a quote for a whole family, what happens with the data. Written
 * apart from the engine and never tuned against (its code, its own cases and its results on these cases were not looked
 * at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code,
 * locality and insurer was checked against swisstopo's directory, the BAG premium regions and the 2027 premium table in
 * ../shared/data with a throw-away script. Contact data are invented (example.ch addresses, 079 555 numbers). The
 * product passes a quote request only to the insurer chosen (its privacy statement).
 */
const ASKS_CONTACT = /name|adresse|e-?mail|telefon|kontakt|geburtsdatum/i;
const ASKS_PLACE_OR_AGE = /postleitzahl|plz|wohnort|wo wohnst|wo wohnen sie|jahrgang|geburtsjahr|geboren|wie alt/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v15-quote-01",
    category: "quote",
    note: "Basel-Landschaft: 4142 Münchenstein (99.9 % Münchenstein, 0.1 % Muttenz, BL region 1), born 1976, 2500 without accident; the cheapest offer chosen; a quote asked for (contact data requested); then the contact data in one line, including a date of birth that matches the birth year.",
    turns: [
      {
        user: "4142 münchestei, jg 1976, 2500, ohni unfall",
        expect: {
          fields: { plz: "4142", birthYear: 1976, franchise: 2500, accident: false },
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
      { user: "ich nimm s günstigschte", expect: { act: "choose_offer", fields: { plz: "4142", birthYear: 1976 } } },
      {
        user: "ja, gern e offerte",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
      {
        user: "Sandra Meier, Baselstrasse 12, 4142 Münchenstein, 12.05.1976, 079 555 12 34, s.meier@example.ch",
        expect: { act: "give_contact", fields: { plz: "4142", birthYear: 1976, franchise: 2500, accident: false } },
      },
    ],
  },
  {
    id: "v15-quote-02",
    category: "quote",
    note: "Graubünden: a quote from ÖKK in 7270 Davos Platz (municipality Davos, GR region 2), born 1983, family doctor model: ÖKK sells practice tariffs there in 2027 (ÖKK CASAMED HAUSARZT, CASAMED HMO): its price; then the contact data.",
    turns: [
      {
        user: "i hett gern e offerte vo dr ökk. 7270 davos platz, jg 1983, hausarztmodell",
        expect: {
          fields: { plz: "7270", birthYear: 1983, model: "hausarzt", namedInsurer: "455" },
          act: "request_quote",
          answers: [/ökk|oekk/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "455", model: "hausarzt" }],
        },
      },
      {
        user: "Reto Casutt, Promenade 45, 7270 Davos Platz, geb. 03.09.1983, reto.casutt@example.ch, 079 555 40 11",
        expect: { act: "give_contact", fields: { plz: "7270", birthYear: 1983, model: "hausarzt" } },
      },
    ],
  },
  {
    id: "v15-quote-03",
    category: "quote",
    note: "A quote asked for before any data: place and age are needed first; then 8604 Volketswil (ZH region 2), born 1995, Telmed with 2000; then the first offer chosen.",
    turns: [
      { user: "chasch mir e offerte schicke?", expect: { act: "request_quote", answers: [ASKS_PLACE_OR_AGE] } },
      {
        user: "8604 volketswil, 1995, telmed mit 2000",
        expect: {
          fields: { plz: "8604", birthYear: 1995, model: "telmed", franchise: 2000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2000 }],
        },
      },
      { user: "s erschte", expect: { act: "choose_offer", fields: { plz: "8604", birthYear: 1995, model: "telmed", franchise: 2000 } } },
    ],
  },
  {
    id: "v15-quote-04",
    category: "quote",
    note: "Bernese German: a family of three (the writer 1978, partner 1980, child 2013) in 3098 Köniz (localities Köniz and Schliern b. Köniz, municipality Köniz, BE region 1): the household total; then a quote for all three (contact data requested).",
    turns: [
      {
        user: "mir si zwöi erwachseni (1978 u 1980) u äis ching (2013), wohne in 3098 köniz",
        expect: {
          fields: {
            plz: "3098",
            persons: [
              { birthYear: 1978, role: "self" },
              { birthYear: 1980, role: "partner" },
              { birthYear: 2013, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "mir wette für aui drü e offerte",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
    ],
  },
  {
    id: "v15-quote-05",
    category: "quote",
    note: "What happens with the data of a quote request: passed only to the insurer chosen (stored encrypted, deletable on request); then 3113 Rubigen (98.9 % Rubigen, 1.1 % Worb, both BE region 2), born 1967, 1000; then the second offer chosen.",
    turns: [
      {
        user: "was passiert mit mine date, wenn i e offerte aafordere?",
        expect: { answers: [/versicherer|versicherung|krankenkasse|weitergegeben|weitergeleitet|nur an|ausschliesslich|datenschutz|verschlüssel/i] },
      },
      {
        user: "guet. 3113 rubige, jg 1967, 1000er",
        expect: { fields: { plz: "3113", birthYear: 1967, franchise: 1000 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest", franchise: 1000 }] },
      },
      { user: "ds zwöite agebot, bitte", expect: { act: "choose_offer", fields: { plz: "3113", birthYear: 1967, franchise: 1000 } } },
    ],
  },
];
