import type { AdvisorCase } from "../case-format";

/** Choosing an offer, giving contact data, the quote request. Conversations take place on 27.11.2026. */
export const quoteCases: AdvisorCase[] = [
  {
    id: "h8-quote-01",
    category: "quote",
    note: "data, 'das erste' of the shown offers, then contact data in one line; 5600 is shared by Lenzburg and Ammerswil",
    turns: [
      {
        user: "5600 Lenzburg, Jahrgang 1990, Franchise 2500, Telmed, ohne Unfall",
        expect: {
          fields: { plz: "5600", birthYear: 1990, franchise: 2500, model: "telmed", accident: false },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed", accident: false }],
        },
      },
      {
        user: "ich nimm s erschte",
        expect: { act: "choose_offer", fields: { plz: "5600", birthYear: 1990, franchise: 2500, model: "telmed" } },
      },
      {
        user: "Lara Meier, Bahnhofstrasse 12, 5600 Lenzburg, lara.meier@gmx.ch, 079 412 38 90",
        expect: { act: "give_contact", fields: { plz: "5600", birthYear: 1990 } },
      },
    ],
  },
  {
    id: "h8-quote-02",
    category: "quote",
    note: "a quote from a named insurer with the data, then the contact data",
    turns: [
      {
        user: "Ich möchte eine Offerte von der Concordia. 6020 Emmenbrücke, 1965, Franchise 300, Hausarzt.",
        expect: {
          act: "request_quote",
          fields: { plz: "6020", birthYear: 1965, franchise: 300, model: "hausarzt", namedInsurer: "Concordia" },
        },
      },
      {
        user: "Hans Brunner, Gerliswilstrasse 40, 6020 Emmenbrücke, hans.brunner@bluewin.ch",
        expect: { act: "give_contact", fields: { plz: "6020", birthYear: 1965, franchise: 300, model: "hausarzt" } },
      },
    ],
  },
  {
    id: "h8-quote-03",
    category: "quote",
    note: "a quote request with only an e-mail address: the place and birth year are still needed (request_quote or give_contact is debatable, so no act)",
    turns: [
      {
        user: "kannst du mir die offerte von der sanitas schicken? nadine.k@hotmail.com",
        expect: {
          fields: { namedInsurer: "Sanitas" },
          answers: [/jahrgang|geburt|geboren|alter|wohn|plz|postleitzahl|adresse|franchise/i],
        },
      },
    ],
  },
  {
    id: "h8-quote-04",
    category: "quote",
    note: "a named insurer's price, then choosing it; the advisor asks what it needs for the quote",
    turns: [
      {
        user: "Was kostet mich die Visana in 9450 Altstätten? Bin 1974 geboren",
        expect: {
          act: "ask_insurer",
          fields: { plz: "9450", birthYear: 1974, namedInsurer: "Visana" },
          figures: [{ what: "insurer", insurer: "Visana" }],
        },
      },
      {
        user: "passt, die nehm ich. was brauchst du von mir?",
        expect: {
          act: "choose_offer",
          fields: { plz: "9450", birthYear: 1974 },
          answers: [/name|adresse|e-?mail|telefon|geburtsdatum|kontakt/i],
        },
      },
    ],
  },
  {
    id: "h8-quote-05",
    category: "quote",
    note: "a family quote: persons first, then deductibles per group, then the contact data",
    turns: [
      {
        user: "Offerte für die ganze Familie bitte: wir wohnen in 4600 Olten, ich 1981, mein Partner 1980, Kinder 2014 und 2017",
        expect: {
          act: "request_quote",
          fields: {
            plz: "4600",
            persons: [
              { birthYear: 1981, role: "self" },
              { birthYear: 1980, role: "partner" },
              { birthYear: 2014, role: "child" },
              { birthYear: 2017, role: "child" },
            ],
          },
        },
      },
      {
        user: "Mit der günstigsten Kasse pro Person, Erwachsene 2500, Kinder 0",
        expect: {
          fields: {
            plz: "4600",
            persons: [
              { birthYear: 1981, role: "self", franchise: 2500 },
              { birthYear: 1980, role: "partner", franchise: 2500 },
              { birthYear: 2014, role: "child", franchise: 0 },
              { birthYear: 2017, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "Familie Keller-Frei, Ringstrasse 7, 4600 Olten, Tel. 062 212 34 56, keller-frei@sunrise.ch",
        expect: { act: "give_contact", fields: { plz: "4600" } },
      },
    ],
  },
];
