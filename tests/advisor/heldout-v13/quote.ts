import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, choosing an offer, the quote request and contact data. Written apart from the engine and never
 * tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take place
 * on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code, locality and insurer was checked
 * against swisstopo's directory, the BAG premium regions and the 2027 premium table in ../shared/data. Contact data
 * are invented (example.ch addresses, 079 555 numbers).
 */
const ASKS_CONTACT = /name|adresse|e-?mail|telefon|kontakt|geburtsdatum/i;
const ASKS_PLACE_OR_AGE = /postleitzahl|plz|wohnort|wo wohnst|wo wohnen sie|jahrgang|geburtsjahr|geboren|wie alt/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v13-quote-01",
    category: "quote",
    note: "8304 Wallisellen (ZH region 2), born 1989, Telmed 2500; the cheapest chosen; a quote asked for (contact data requested); then the contact data in one line.",
    turns: [
      {
        user: "8304 wallisellen, 1989, 2500, telmed",
        expect: {
          fields: { plz: "8304", birthYear: 1989, franchise: 2500, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
      { user: "nimm die günstigst", expect: { act: "choose_offer", fields: { plz: "8304", birthYear: 1989 } } },
      {
        user: "ich möcht e offerte",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
      {
        user: "Reto Meier, Bahnhofstrasse 5, 8304 Wallisellen, reto.meier@example.ch, 079 555 45 67",
        expect: { act: "give_contact", fields: { plz: "8304", birthYear: 1989, franchise: 2500, model: "telmed" } },
      },
    ],
  },
  {
    id: "v13-quote-02",
    category: "quote",
    note: "A quote from Visana asked for before any data: place and age are needed first; then 3123 Belp (BE region 2), born 1970, family doctor model, 1500: Visana sells family doctor tariffs there in 2027 (Med Direct in the whole region; VIVA and HMO plus, restricted to listed municipalities, include Belp, BFS 861); then the contact data.",
    turns: [
      {
        user: "Ich hätte gern eine Offerte von der Visana.",
        expect: { act: "request_quote", answers: [ASKS_PLACE_OR_AGE] },
      },
      {
        user: "3123 Belp, Jahrgang 1970, Hausarztmodell, Franchise 1500",
        expect: {
          fields: { plz: "3123", birthYear: 1970, model: "hausarzt", franchise: 1500 },
          answers: [/visana/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "1555", model: "hausarzt", franchise: 1500 }],
        },
      },
      {
        user: "Sandra Zbinden, Dorfstrasse 8, 3123 Belp, s.zbinden@example.ch, 079 555 12 12",
        expect: { act: "give_contact", fields: { plz: "3123", birthYear: 1970, model: "hausarzt", franchise: 1500 } },
      },
    ],
  },
  {
    id: "v13-quote-03",
    category: "quote",
    note: "3186 Düdingen (FR region 2), born 1995, family doctor model, 2500; the second offer chosen; then what happens with the data of a quote request (only the chosen insurer receives them, data protection).",
    turns: [
      {
        user: "3186 düdingen, 1995, 2500, hausarzt",
        expect: {
          fields: { plz: "3186", birthYear: 1995, franchise: 2500, model: "hausarzt" },
          figures: [{ what: "cheapest", franchise: 2500, model: "hausarzt" }],
        },
      },
      { user: "di zweiti bitte", expect: { act: "choose_offer", fields: { plz: "3186", birthYear: 1995 } } },
      {
        user: "was passiert mit mine date, wenn i e offerte wott?",
        expect: { answers: [/nur|datenschutz|ausgewählt|gewählt|nicht (weiter|an dritte|verkauft)|vertraulich|zweck/i] },
      },
    ],
  },
  {
    id: "v13-quote-04",
    category: "quote",
    note: "A household of three (1978, partner 1976, son 2011) in 6312 Steinhausen (ZG region 0; 0.5 % of the code in Baar, also ZG): the household total; then a quote for all three (contact data requested).",
    turns: [
      {
        user: "ich 1978, min partner 1976 und üse sohn 2011, 6312 steihuse. was zahle mir?",
        expect: {
          fields: {
            plz: "6312",
            persons: [
              { birthYear: 1978, role: "self" },
              { birthYear: 1976, role: "partner" },
              { birthYear: 2011, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "ich möcht für alli drü e offerte",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
    ],
  },
];
