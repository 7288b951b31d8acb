import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, choosing an offer, the quote request and contact data: the second offer chosen, a named insurer's
 * quote with a model, contact data given only in part, whether a quote is binding. Written apart from the engine and
 * never tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take
 * place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code, locality and insurer was
 * checked against swisstopo's directory, the BAG premium regions and the 2027 premium table in ../shared/data with a
 * throw-away script. Contact data are invented (example.ch addresses, 079 555 numbers). The product asks for name and
 * first name, full address, date of birth, phone number and e-mail address for a quote request and passes it only to
 * the insurer chosen.
 */
const ASKS_CONTACT = /name|adresse|e-?mail|telefon|kontakt|geburtsdatum/i;
/** Asking for the contact data still missing after name and phone. */
const ASKS_MISSING = /adresse|e-?mail|geburtsdatum|strasse|wohnadresse/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v16-quote-01",
    category: "quote",
    note: "Aargau: 5600 Lenzburg (localities Lenzburg and Ammerswil, AG region 0), born 1983, 2000 without accident; the second offer chosen; a quote asked for (contact data requested); then the contact data in one line with a date of birth matching the birth year.",
    turns: [
      {
        user: "5600 lenzburg, jg 1983, 2000er franchise, ohni unfall",
        expect: {
          fields: { plz: "5600", birthYear: 1983, franchise: 2000, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000, accident: false }],
        },
      },
      { user: "ich nimm s zweite", expect: { act: "choose_offer", fields: { plz: "5600", birthYear: 1983, franchise: 2000 } } },
      { user: "ja bitte, e offerte", expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] } },
      {
        user: "Nadine Hofer, Aavorstadt 8, 5600 Lenzburg, 21.08.1983, 079 555 63 10, nadine.hofer@example.ch",
        expect: { act: "give_contact", fields: { plz: "5600", birthYear: 1983, franchise: 2000, accident: false } },
      },
    ],
  },
  {
    id: "v16-quote-02",
    category: "quote",
    note: "Zurich German: a quote from Atupri with Telmed in 8800 Thalwil (100 % Thalwil, ZH region 2), born 1990: Atupri sells telemedicine tariffs there in 2027 (SmartCare, TelFirst): its price; then the contact data.",
    turns: [
      {
        user: "chönd ihr mir e offerte vo de atupri mache? telmed, 8800 thalwil, jg 1990",
        expect: {
          fields: { plz: "8800", birthYear: 1990, model: "telmed", namedInsurer: "312" },
          act: "request_quote",
          answers: [/atupri/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "312", model: "telmed" }],
        },
      },
      {
        user: "Luca Brunner, Gotthardstrasse 31, 8800 Thalwil, geb. 14.02.1990, luca.brunner@example.ch, 079 555 82 47",
        expect: { act: "give_contact", fields: { plz: "8800", birthYear: 1990, model: "telmed" } },
      },
    ],
  },
  {
    id: "v16-quote-03",
    category: "quote",
    note: "Bernese German: 3714 Frutigen (localities Frutigen and Wengi b. Frutigen, BE region 3), born 1979, 1500; the first offer chosen together with the quote request; then only name and phone: the advisor asks for what is missing (address, date of birth, e-mail).",
    turns: [
      {
        user: "3714 frutige, jg 1979, 1500er franchise",
        expect: { fields: { plz: "3714", birthYear: 1979, franchise: 1500 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest", franchise: 1500 }] },
      },
      {
        user: "i nime ds erschte. chasch mr e offerte mache?",
        expect: { action: "collect_offer_data", fields: { plz: "3714", birthYear: 1979, franchise: 1500 }, answers: [ASKS_CONTACT] },
      },
      {
        user: "Marco Bernasconi, 079 555 77 21",
        expect: { act: "give_contact", answers: [ASKS_MISSING] },
      },
    ],
  },
  {
    id: "v16-quote-04",
    category: "quote",
    note: "Whether a quote request is binding: no, it is without obligation (a request to the chosen insurer, no contract); then 9053 Teufen AR (98.2 % Teufen AR, 1.8 % Schlatt-Haslen AI; both region 0), born 1968; then a quote from Sympany (Vivao Sympany, BAG 509, sells in canton Appenzell Ausserrhoden in 2027).",
    turns: [
      {
        user: "isch so e offerte verbindlich, oder mues i dänn wächsle?",
        expect: {
          answers: [/unverbindlich|nicht verbindlich|keine verpflichtung|verpflichtet (dich|sie) (zu )?nicht|kein vertrag|musst nicht|nicht wechseln musst|frei entscheiden/i],
        },
      },
      {
        user: "guet. 9053 teufe ar, jg 1968",
        expect: { fields: { plz: "9053", birthYear: 1968 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "d sympany gfallt mir, vo dene hett i gärn e offerte",
        expect: { act: "request_quote", fields: { plz: "9053", birthYear: 1968, namedInsurer: "509" }, answers: [/sympany/i] },
      },
    ],
  },
];
