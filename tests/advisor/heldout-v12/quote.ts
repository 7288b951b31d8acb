import type { AdvisorCase } from "../case-format";

/** Choosing an offer by rank, contact data in one line or in pieces, a quote from a named insurer, a family quote,
 * timing. Conversations take place on 22.11.2026 (eight days before 30 November). Insurers by BAG code: 881 EGK. */

/** The notice deadline for a change at the end of the year (Art. 7 Abs. 2 KVG): received by 30 November. */
const NOVEMBER_DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november|letzte(n)? arbeitstag im november/i;
const ASKS_CONTACT = /name|adresse|e-?mail|telefon|geburtsdatum|kontakt/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v12-quote-01",
    category: "quote",
    note: "Brunnen SZ, Telmed 2500 without accident; the first offer chosen ('die erschti'); a quote asked for (contact data requested); then all contact data in one line",
    turns: [
      {
        user: "6440 brunne, jg 1986, telmed 2500 ohni unfall",
        expect: {
          fields: { plz: "6440", birthYear: 1986, model: "telmed", franchise: 2500, accident: false },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      {
        user: "ich nimm die erschti",
        expect: { act: "choose_offer", fields: { plz: "6440", birthYear: 1986, model: "telmed", franchise: 2500 } },
      },
      {
        user: "bitte e offerte",
        expect: { act: "request_quote", fields: { plz: "6440", birthYear: 1986 }, answers: [ASKS_CONTACT] },
      },
      {
        user: "sandra imhof, bahnhofstrasse 3, 6440 brunnen, 079 123 45 67, s.imhof@gmx.ch, 14.06.1986",
        expect: { act: "give_contact", fields: { plz: "6440", birthYear: 1986, model: "telmed", franchise: 2500 } },
      },
    ],
  },
  {
    id: "v12-quote-02",
    category: "quote",
    note: "a quote from a named insurer (EGK, Hausarzt 1500, Grenchen SO); then only a name and an e-mail: the rest (address, phone, date of birth) must be asked for",
    turns: [
      {
        user: "ich möcht e offerte vo de egk: 2540 grenche, jg 1973, hausarzt mit 1500",
        expect: {
          act: "request_quote",
          fields: { plz: "2540", birthYear: 1973, model: "hausarzt", franchise: 1500, namedInsurer: "881" },
        },
      },
      {
        user: "beat häfliger, beat.haefliger@bluewin.ch",
        expect: {
          act: "give_contact",
          fields: { plz: "2540", birthYear: 1973 },
          answers: [/adresse|telefon|geburtsdatum/i],
        },
      },
    ],
  },
  {
    id: "v12-quote-03",
    category: "quote",
    note: "a family of three with a deductible per group (Grabs SG region 3: parents 2500, the daughter 0), then a quote of the cheapest for all of them",
    turns: [
      {
        user: "mir sind drü: ich 1990, mini frau 1992, tochter 2022. 9472 grabs. franchise 2500 für eus, 0 fürs chind",
        expect: {
          fields: {
            plz: "9472",
            persons: [
              { birthYear: 1990, role: "self", franchise: 2500 },
              { birthYear: 1992, role: "partner", franchise: 2500 },
              { birthYear: 2022, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "die günstigschti bitte – chönd ihr eus für alli e offerte mache?",
        expect: {
          act: "request_quote",
          fields: {
            plz: "9472",
            persons: [
              { birthYear: 1990, role: "self" },
              { birthYear: 1992, role: "partner" },
              { birthYear: 2022, role: "child" },
            ],
          },
        },
      },
    ],
  },
  {
    id: "v12-quote-04",
    category: "quote",
    note: "Reinach BL ('rinach', 4153, not Reinach AG), standard 300; the second offer chosen; then whether it is still in time: the cancellation must reach the old insurer by 30 November",
    turns: [
      {
        user: "4153 rinach, jg 1957, standard 300",
        expect: {
          fields: { plz: "4153", birthYear: 1957, model: "standard", franchise: 300 },
          figures: [{ what: "cheapest", model: "standard", franchise: 300 }],
        },
      },
      {
        user: "d zwöiti vo de liste gfallt mer",
        expect: { act: "choose_offer", fields: { plz: "4153", birthYear: 1957, model: "standard", franchise: 300 } },
      },
      {
        user: "längt das no uf 1. januar, wenn i jetzt d offerte aafrog?",
        expect: { answers: [NOVEMBER_DEADLINE] },
      },
    ],
  },
];
