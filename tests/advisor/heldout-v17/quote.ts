import type { AdvisorCase } from "../case-format";
import { ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v17, quotes: choosing the first offer, asking for a quote and giving name, address and e-mail in one
 * message; a quote asked for straight away for a named insurer, followed by the contact data; whether one can sign up
 * here directly. Places in Graubünden (Upper Engadine), Appenzell Ausserrhoden and Schwyz. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code, locality,
 * canton and premium region was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data, and CSS was checked to sell basic insurance in AR in 2027, with a throw-away script outside the repository. Names,
 * addresses and e-mail addresses are invented (example.ch).
 */
const ASKS_CONTACT = /name|e-?mail|adresse|telefon|kontakt|angaben|daten/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v17-quote-01",
    category: "quote",
    note: "Upper Engadine: 7500 St. Moritz (St. Moritz 99.7 %, Celerina 0.3 %; GR region 2), born 1980, deductible 2500, telemedicine: offers. Then 'ich nimm s erste' (choose the first offer), a quote request, and the contact data in one message (name, street, postal code and place, e-mail): the postal code is not asked again.",
    turns: [
      {
        user: "7500 st. moritz, jg 1980, 2500, telmed",
        expect: {
          fields: { plz: "7500", birthYear: 1980, franchise: 2500, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
      { user: "ich nimm s erste", expect: { act: "choose_offer" } },
      {
        user: "ja, mached mer e offerte",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
      {
        user: "Reto Caduff, Via Serlas 12, 7500 St. Moritz, reto.caduff@example.ch",
        expect: { act: "give_contact", fields: { plz: "7500" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "v17-quote-02",
    category: "quote",
    note: "Appenzell Ausserrhoden: a quote from CSS asked for straight away, 9063 Stein AR (Stein 99.4 %, Hundwil 0.6 %; AR region 0), born 1974; CSS sells basic insurance in AR in 2027. Then the contact data.",
    turns: [
      {
        user: "ich hätt gern e offerte vo de css. 9063 stein ar, jg 1974",
        expect: { act: "request_quote", fields: { plz: "9063", birthYear: 1974, namedInsurer: "8" } },
      },
      {
        user: "Monika Zellweger, Dorf 5, 9063 Stein, monika.zellweger@example.ch, 079 000 00 00",
        expect: { act: "give_contact", fields: { plz: "9063" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "v17-quote-03",
    category: "quote",
    note: "Schwyz: 8840 Einsiedeln (localities Einsiedeln and Trachslau, both municipality Einsiedeln, SZ region 0), born 1977, deductible 300, standard model: offers. Then whether one can sign up here directly: a quote request; the reply asks for the data needed for the quote (or says how the request works).",
    turns: [
      {
        user: "8840 einsiedeln, 1977, 300 franchise, standardmodell",
        expect: {
          fields: { plz: "8840", birthYear: 1977, franchise: 300, model: "standard" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300, model: "standard" }],
        },
      },
      {
        user: "chan i das grad bi öich abschliesse?",
        expect: {
          act: "request_quote",
          answers: [/offerte|antrag|angaben|daten|name|e-?mail|kontakt|anfrage/i],
        },
      },
    ],
  },
];
