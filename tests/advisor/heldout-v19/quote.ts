import type { AdvisorCase } from "../case-format";
import { ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, quotes: choosing an offer by the insurer's name ("d agrisano nimm i"), asking for a quote and giving
 * name, address, phone and e-mail in one message; a quote asked for straight away for a named insurer with model and
 * deductible, followed by the contact data; a quote for the cheapest offer with the contact data given in two parts
 * (name and e-mail, then the address). Places in Thurgau (Upper Lake Constance), the Sense district of Fribourg and
 * Nidwalden. Written apart from the engine and never tuned against (its code, its own cases and its results on these
 * cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027.
 * Every postal code, locality, canton and premium region was checked against swisstopo's directory joined with the BAG
 * premium regions in ../shared/data, Agrisano was checked to sell telemedicine with deductible 2500 in TG region 0 and
 * Concordia a family-doctor tariff with deductible 1500 in FR region 2, both in 2026 and 2027, with a throw-away script
 * outside the repository. Names, addresses, phone numbers and e-mail addresses are invented (example.ch).
 */
const ASKS_CONTACT = /name|e-?mail|adresse|telefon|kontakt|angaben|daten/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v19-quote-01",
    category: "quote",
    note: "Thurgau: 9315 Neukirch (Egnach) (Egnach 97.0 %, Roggwil TG 3.0 %; TG region 0; not Neukirch an der Thur, 9217), born 1987, telemedicine, 2500, without accident: offers (Agrisano AGRIsmart is the cheapest telemedicine offer there in 2027, 325.70, and tied with Galenos for the cheapest in 2026, 303.30). Then 'd agrisano nimm i' (choosing by insurer name), a quote request, and the contact data in one message: the postal code is not asked again.",
    turns: [
      {
        user: "9315 neukirch-egnach, jg 1987, telmed, 2500, ohni unfall",
        expect: {
          fields: { plz: "9315", birthYear: 1987, model: "telmed", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      { user: "d agrisano nimm i", expect: { act: "choose_offer" } },
      {
        user: "chönd ihr mer e offerte schicke?",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
      {
        user: "Sandra Brunner, Seestrasse 21, 9315 Neukirch (Egnach), 071 000 00 00, sandra.brunner@example.ch",
        expect: { act: "give_contact", fields: { plz: "9315" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "v19-quote-02",
    category: "quote",
    note: "Sense district (Fribourg): a quote from Concordia (BAG 290) for the family-doctor model with deductible 1500 asked for straight away, 1735 Giffers (Giffers 99.0 %, Rechthalten 1.0 %; FR region 2), born 1980; Concordia sells that there in 2026 (MyDoc) and 2027 (MyDoc and its HMO, practice type). Then the contact data with a phone number.",
    turns: [
      {
        user: "ich hätt gärn e offerte vo de concordia, hausarztmodell mit 1500 franchise. 1735 giffers, jg 1980",
        expect: {
          act: "request_quote",
          fields: { plz: "1735", birthYear: 1980, namedInsurer: "290", model: "hausarzt", franchise: 1500 },
        },
      },
      {
        user: "Beat Aebischer, Dorfstrasse 14, 1735 Giffers, 026 000 00 00, beat.aebischer@example.ch",
        expect: { act: "give_contact", fields: { plz: "1735" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "v19-quote-03",
    category: "quote",
    note: "Nidwalden: 6362 Stansstad (Stansstad 99.0 %, Ennetmoos 1.0 %; NW region 0), born 1969, and a quote for the cheapest offer in the same message. Then the contact data in two parts: name and e-mail, then the address; the postal code is not asked again.",
    turns: [
      {
        user: "ich möcht e offerte fürs günstigschte. 6362 stansstad, jg 1969",
        expect: {
          act: "request_quote",
          fields: { plz: "6362", birthYear: 1969 },
        },
      },
      {
        user: "Anna Zimmermann, anna.zimmermann@example.ch",
        expect: { act: "give_contact" },
      },
      {
        user: "adrässe: Achereggstrasse 5, 6362 Stansstad",
        expect: { act: "give_contact", fields: { plz: "6362" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
];
