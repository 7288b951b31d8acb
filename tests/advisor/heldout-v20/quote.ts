import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v20, quotes: choosing an offer by its position ("s zweite"), asking for a quote and giving name,
 * address, date of birth, phone and e-mail in one message; a couple asking straight away for a quote for the cheapest
 * offer with a deductible, then the contact data; a quote for a named insurer's family-doctor model with the contact
 * data given in two parts (name and e-mail, then date of birth, address and phone). Places in St. Gallen (Fürstenland),
 * Nidwalden and the Zurich Unterland. Written apart from the engine and never tuned against (its code, its own cases and
 * its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown
 * by default is 2027. Every postal code, locality, canton and premium region was checked against swisstopo's directory
 * joined with the BAG premium regions in ../shared/data; telemedicine offers with deductible 2500 without accident cover
 * exist in SG region 2 and SWICA sells family-doctor tariffs with deductible 1000 in ZH region 3, both in 2026 and 2027,
 * checked with a throw-away script outside the repository. Names, addresses, phone numbers and e-mail addresses are
 * invented (example.ch).
 */
const ASKS_CONTACT = /name|e-?mail|adresse|telefon|kontakt|angaben|daten|geburtsdatum/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v20-quote-01",
    category: "quote",
    note: "Fürstenland (St. Gallen): 9312 Häggenschwil (100 % Häggenschwil, SG region 2), born 1991, telemedicine, 2500, without accident cover: offers. Then 's zweite' (the second offer, chosen by position), a quote request, and all contact data in one message: the postal code and birth year are not asked again.",
    turns: [
      {
        user: "9312 häggeschwil, jg 1991, telmed, 2500, ohni unfall",
        expect: {
          fields: { plz: "9312", birthYear: 1991, model: "telmed", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      { user: "s zweite gfallt mer, das nimm i", expect: { act: "choose_offer" } },
      {
        user: "chasch mer devo e offerte mache?",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
      {
        user: "Lara Keller, Dorfstrasse 8, 9312 Häggenschwil, 12.05.1991, 079 000 00 00, lara.keller@example.ch",
        expect: { act: "give_contact", fields: { plz: "9312" }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
  {
    id: "v20-quote-02",
    category: "quote",
    note: "Nidwalden: a couple born 1985 and 1987 in 6363 Fürigen (the locality Fürigen lies 100 % in Stansstad; the other localities of 6363, Obbürgen and Bürgenstock, in Stansstad and Ennetbürgen; all NW region 0) asks straight away for a quote for the cheapest offer with deductible 1500. Then the contact data of both in one message: the postal code is not asked again.",
    turns: [
      {
        user: "mir sind zwei, 1985 und 1987, wohned in 6363 fürige. mir wänd e offerte fürs günschtigschte mit 1500er franchise",
        expect: {
          act: "request_quote",
          fields: {
            plz: "6363",
            franchise: 1500,
            persons: [
              { birthYear: 1985, role: "self" },
              { birthYear: 1987, role: "partner" },
            ],
          },
        },
      },
      {
        user: "Urs Barmettler (02.03.1985) und Nina Barmettler (17.08.1987), Fürigenstrasse 3, 6363 Fürigen, 041 000 00 00, familie.barmettler@example.ch",
        expect: { act: "give_contact", fields: { plz: "6363" }, notAnswers: [ASKS_POSTAL_CODE] },
      },
    ],
  },
  {
    id: "v20-quote-03",
    category: "quote",
    note: "Zurich Unterland: a quote from SWICA (BAG 1384) for the family-doctor model with deductible 1000 asked for straight away, 8173 Neerach (100 % Neerach, ZH region 3), born 1976; SWICA sells family-doctor tariffs with 1000 there in 2026 (e.g. FAVORIT MULTICHOICE) and practice tariffs in 2027 (e.g. Favorit Santé). Then the contact data in two parts: name and e-mail, then date of birth, address and phone; postal code and birth year are not asked again.",
    turns: [
      {
        user: "ich möcht e offerte vo de swica, hausarztmodell, franchise 1000. 8173 neerach, jg 1976",
        expect: {
          act: "request_quote",
          fields: { plz: "8173", birthYear: 1976, namedInsurer: "1384", model: "hausarzt", franchise: 1000 },
        },
      },
      {
        user: "Reto Baumann, reto.baumann@example.ch",
        expect: { act: "give_contact" },
      },
      {
        user: "geb. 03.09.1976, Riedstrasse 12, 8173 Neerach, tel 044 000 00 00",
        expect: { act: "give_contact", fields: { plz: "8173" }, notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
];
