import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, quotes: choosing an offer by the insurer's name ("d ökk nimm i"), asking for a quote and giving all
 * contact data in one message; a quote asked for straight away for the cheapest telemedicine offer, with the contact
 * data in two parts; a couple who compare, choose the second offer, ask for a quote and give both persons' data. Places
 * in the Lower Engadine (Samnaun, Graubünden), Nidwalden and the Lucerne shore of Lake Zug. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. The offer data the advisor
 * asks for are name, address, date of birth, phone and e-mail (../shared/spec/product-spec.md); data already given
 * (postal code, birth year) must not be asked again. Every postal code, locality, canton and premium region was checked
 * against swisstopo's directory joined with the BAG premium regions in ../shared/data; ÖKK (BAG 455) sells in GR region
 * 2 with deductible 1000 and accident cover, telemedicine offers with 2500 without accident cover exist in NW region 0
 * and HMO/practice offers with 1500 in LU region 2, in 2026 and 2027 (throw-away script outside the repository). Names,
 * addresses, phone numbers and e-mail addresses are invented (example.ch).
 */
const ASKS_CONTACT = /name|e-?mail|adresse|telefon|kontakt|angaben|daten|geburtsdatum/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v21-quote-01",
    category: "quote",
    note: "Samnaun (Graubünden): '7563 samnaun dorf, jg 1984, 1000er franchise, mit unfall' (100 % Samnaun, GR region 2): offers. Then 'd ökk nimm i' (an offer chosen by the insurer's name; ÖKK, BAG 455, has offers there with 1000 and accident cover), 'chasch mer e offerte mache?' (a quote request: the contact data are asked for), and all contact data in one message: postal code and birth year are not asked again.",
    turns: [
      {
        user: "7563 samnaun dorf, jg 1984, 1000er franchise, mit unfall",
        expect: {
          fields: { plz: "7563", birthYear: 1984, franchise: 1000, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000, accident: true }],
        },
      },
      { user: "d ökk nimm i", expect: { act: "choose_offer" } },
      {
        user: "chasch mer e offerte mache?",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
      {
        user: "Gian Zegg, Dorfstrasse 21, 7563 Samnaun Dorf, 03.02.1984, 081 000 00 00, gian.zegg@example.ch",
        expect: { act: "give_contact", fields: { plz: "7563" }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
  {
    id: "v21-quote-02",
    category: "quote",
    note: "Nidwalden: 'ich möcht e offerte fürs günschtigschte telmed mit 2500 ohni unfall. 6382 büren nw, jg 1990' (the locality Büren NW, postal code 6382, 100 % Oberdorf (NW), NW region 0; not Büren an der Aare BE or Büren SO): a quote asked for straight away. Then the contact data in two parts: name, e-mail and phone, then date of birth and address; postal code and birth year are not asked again.",
    turns: [
      {
        user: "ich möcht e offerte fürs günschtigschte telmed mit 2500 ohni unfall. 6382 büren nw, jg 1990",
        expect: {
          act: "request_quote",
          fields: { plz: "6382", birthYear: 1990, model: "telmed", franchise: 2500, accident: false },
        },
      },
      {
        user: "Nadja Odermatt, nadja.odermatt@example.ch, 079 000 00 00",
        expect: { act: "give_contact" },
      },
      {
        user: "geb. 17.06.1990, Buochserstrasse 4, 6382 Büren NW",
        expect: { act: "give_contact", fields: { plz: "6382" }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
  {
    id: "v21-quote-03",
    category: "quote",
    note: "Lake Zug (Lucerne): a couple born 1979 and 1981, HMO with deductible 1500, in 6344 Meierskappel (100 % Meierskappel, LU region 2): the household offers. Then 'das zweiti nämed mir' (the second offer, chosen by position), 'chönd mir für das e offerte ha, für beidi?' (a quote request) and both persons' data in one message: the postal code is not asked again.",
    turns: [
      {
        user: "mir zwei (1979 und 1981), 6344 meierskappel, hmo mit 1500er franchise – zeig mal",
        expect: {
          fields: {
            plz: "6344",
            model: "hmo",
            franchise: 1500,
            persons: [
              { birthYear: 1979, role: "self" },
              { birthYear: 1981, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      { user: "das zweiti nämed mir", expect: { act: "choose_offer" } },
      {
        user: "chönd mir für das e offerte ha, für beidi?",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
      {
        user: "Marco Gisler (11.04.1979) und Sandra Gisler (25.09.1981), Seestrasse 9, 6344 Meierskappel, 041 000 00 00, gisler.familie@example.ch",
        expect: { act: "give_contact", fields: { plz: "6344" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
];
