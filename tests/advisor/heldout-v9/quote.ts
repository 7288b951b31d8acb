import type { AdvisorCase } from "../case-format";

/** Choosing an offer, giving contact data, the quote request. Conversations take place on 22.11.2026. */
const ASK_DATA = /plz|postleitzahl|wohn|jahrgang|geburtsjahr|geboren|alter|wie alt/i;
const ASK_CONTACT = /name|adresse|e-?mail|telefon|geburtsdatum|kontakt/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "h9-quote-01",
    category: "quote",
    note: "data, 'the second' of the shown offers in Bernese, then all contact data in one line",
    turns: [
      {
        user: "3011 Bern, 1988, Telmed 2500 ohne Unfall",
        expect: {
          fields: { plz: "3011", birthYear: 1988, franchise: 2500, model: "telmed", accident: false },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed", accident: false }],
        },
      },
      {
        user: "i nime ds zwöite",
        expect: { act: "choose_offer", fields: { plz: "3011", birthYear: 1988, franchise: 2500, model: "telmed" } },
      },
      {
        user: "Marco Rüegsegger, Kramgasse 12, 3011 Bern, 12.03.1988, 079 345 67 89, marco.rueegsegger@bluewin.ch",
        expect: { act: "give_contact", fields: { plz: "3011", birthYear: 1988 } },
      },
    ],
  },
  {
    id: "h9-quote-02",
    category: "quote",
    note: "a family quote from a named insurer without data (ask for it), then the persons, then the contact data",
    turns: [
      {
        user: "Ich hätte gerne eine Offerte von der Helsana für meine Familie.",
        expect: { act: "request_quote", fields: { namedInsurer: "Helsana" }, answers: [ASK_DATA] },
      },
      {
        user: "8304 Wallisellen, ich 1980, meine Frau 1982, unser Sohn 2015",
        expect: {
          fields: {
            plz: "8304",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 1982, role: "partner" },
              { birthYear: 2015, role: "child" },
            ],
          },
        },
      },
      {
        user: "Thomas Egli, Zentralstrasse 30, 8304 Wallisellen, 044 830 12 45, t.egli@gmx.ch, geb. 05.07.1980",
        expect: { act: "give_contact", fields: { plz: "8304" } },
      },
    ],
  },
  {
    id: "h9-quote-03",
    category: "quote",
    note: "a quote from a named insurer with every datum in Appenzell dialect ('appezöll' = Appenzell 9050, '64' = 1964), then the contact data",
    turns: [
      {
        user: "chasch mer e offerte vo dr swica mache? 9050 appezöll, jg 64, franchise 2500, hausarzt",
        expect: {
          act: "request_quote",
          fields: { plz: "9050", birthYear: 1964, franchise: 2500, model: "hausarzt", namedInsurer: "Swica" },
        },
      },
      {
        user: "Sepp Fässler, Hauptgasse 8, 9050 Appenzell, 3.5.1964, 071 787 22 33, sepp.faessler@bluewin.ch",
        expect: { act: "give_contact", fields: { plz: "9050", birthYear: 1964, franchise: 2500, model: "hausarzt" } },
      },
    ],
  },
  {
    id: "h9-quote-04",
    category: "quote",
    note: "'the cheapest' chosen after the offers; the advisor must say what it needs next",
    turns: [
      {
        user: "6460 altdorf, 1996, 1500, hmo",
        expect: {
          fields: { plz: "6460", birthYear: 1996, franchise: 1500, model: "hmo" },
          figures: [{ what: "cheapest", franchise: 1500, model: "hmo" }],
        },
      },
      {
        user: "di billigscht nimm i, wie gaht das wiiter?",
        expect: {
          act: "choose_offer",
          fields: { plz: "6460", birthYear: 1996, franchise: 1500, model: "hmo" },
          answers: [ASK_CONTACT],
        },
      },
    ],
  },
  {
    id: "h9-quote-05",
    category: "quote",
    note: "a formal quote request with a date of birth and all criteria; then the address and phone",
    turns: [
      {
        user: "Guten Tag\nBitte senden Sie mir eine unverbindliche Offerte der Concordia für 2027. Angaben: 4900 Langenthal, geb. 14.08.1959, Franchise 300, Hausarztmodell, mit Unfalldeckung.\nFreundliche Grüsse\nElisabeth Kunz",
        expect: {
          act: "request_quote",
          fields: {
            plz: "4900",
            birthYear: 1959,
            franchise: 300,
            model: "hausarzt",
            accident: true,
            namedInsurer: "Concordia",
          },
        },
      },
      {
        user: "Adresse: Marktgasse 5, 4900 Langenthal. Tel. 062 922 11 22, E-Mail e.kunz@gmx.ch",
        expect: { act: "give_contact", fields: { plz: "4900", birthYear: 1959, franchise: 300, model: "hausarzt" } },
      },
    ],
  },
  {
    id: "h9-quote-06",
    category: "quote",
    note: "a switch to a named insurer with a quote request and the data in one message (sana24, Winterthur), then the contact data",
    turns: [
      {
        user: "ich möchte zur sana24 wechseln, machst du mir eine offerte? 8400 winterthur, 1992, franchise 2500, telmed",
        expect: {
          act: "request_quote",
          fields: { plz: "8400", birthYear: 1992, franchise: 2500, model: "telmed", namedInsurer: "sana24" },
        },
      },
      {
        user: "Lena Baumann, Technikumstrasse 20, 8400 Winterthur, 02.02.1992, lena.baumann@gmail.com, 076 321 45 67",
        expect: { act: "give_contact", fields: { plz: "8400", birthYear: 1992 } },
      },
    ],
  },
];
