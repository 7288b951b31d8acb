import type { AdvisorCase } from "../case-format";
import { ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, quotes: choosing the second offer, asking for a quote and giving name, address and e-mail in one
 * message; a quote asked for straight away for a named insurer with model and deductible, followed by the contact data;
 * a quote for the cheapest offer with the contact data given in two parts (name and e-mail, then the address). Places
 * in Zug, the Bernese Oberland (Haslital) and Thurgau. Written apart from the engine and never tuned against (its code,
 * its own cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the
 * tariff year shown by default is 2027. Every postal code, locality, canton and premium region was checked against
 * swisstopo's directory joined with the BAG premium regions in ../shared/data, and ÖKK was checked to sell a
 * telemedicine tariff with deductible 2500 in BE region 3 in 2026 and 2027, with a throw-away script outside the
 * repository. Names, addresses and e-mail addresses are invented (example.ch).
 */
const ASKS_CONTACT = /name|e-?mail|adresse|telefon|kontakt|angaben|daten/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v18-quote-01",
    category: "quote",
    note: "Zug: 6314 Unterägeri (locality Unterägeri: Unterägeri 99.8 %, Oberägeri 0.2 %; all of 6314 is ZG region 0), born 1988, deductible 1000, family-doctor model: offers. Then 'di zwöiti gfallt mer' (choose the second offer), a quote request, and the contact data in one message: the postal code is not asked again.",
    turns: [
      {
        user: "6314 unterägeri, jg 1988, 1000 franchise, hausarztmodell",
        expect: {
          fields: { plz: "6314", birthYear: 1988, franchise: 1000, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000, model: "hausarzt" }],
        },
      },
      { user: "di zwöiti gfallt mer", expect: { act: "choose_offer" } },
      {
        user: "ja gern, schicked mer e offerte",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
      {
        user: "Lea Iten, Seestrasse 8, 6314 Unterägeri, lea.iten@example.ch",
        expect: { act: "give_contact", fields: { plz: "6314" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "v18-quote-02",
    category: "quote",
    note: "Haslital (Bernese Oberland): a quote from ÖKK (BAG 455) for telemedicine with deductible 2500 asked for straight away, 3860 Meiringen (Meiringen 98.4 %, Brienzwiler; the localities Rosenlaui, Schattenhalb and Brünig of 3860 too: all BE region 3), born 1992; ÖKK sells telemedicine 2500 there in 2026 (Select) and 2027 (ÖKK CASAMED 24). Then the contact data with a phone number.",
    turns: [
      {
        user: "ich wett e offerte vo de ökk, telmed mit 2500 franchise. 3860 meiringen, jg 1992",
        expect: {
          act: "request_quote",
          fields: { plz: "3860", birthYear: 1992, namedInsurer: "455", model: "telmed", franchise: 2500 },
        },
      },
      {
        user: "Jonas Kehrli, Alpbachstrasse 3, 3860 Meiringen, 079 000 00 00, jonas.kehrli@example.ch",
        expect: { act: "give_contact", fields: { plz: "3860" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "v18-quote-03",
    category: "quote",
    note: "Thurgau: 8590 Romanshorn (Romanshorn 99.9 %, Uttwil 0.1 %; TG region 0), born 1961, standard model, deductible 300, with accident, and a quote for the cheapest offer in the same message. Then the contact data in two parts: name and e-mail, then the address; the postal code is not asked again.",
    turns: [
      {
        user: "8590 romanshorn, jg 1961, standard 300 mit unfall – ich hätt gern e offerte vom günstigste",
        expect: {
          act: "request_quote",
          fields: { plz: "8590", birthYear: 1961, model: "standard", franchise: 300, accident: true },
        },
      },
      {
        user: "Ruth Keller, ruth.keller@example.ch",
        expect: { act: "give_contact" },
      },
      {
        user: "adresse: Bahnhofstrasse 12, 8590 Romanshorn",
        expect: { act: "give_contact", fields: { plz: "8590" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
];
