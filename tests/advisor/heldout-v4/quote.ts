import type { AdvisorCase } from "../case-format";

// Held-out v4: choosing an offer, asking for an Offerte, giving contact data.
export const quoteCases: AdvisorCase[] = [
  {
    id: "h4-quote-01",
    category: "quote",
    note: "search, pick the cheapest, ask for a quote, give contact data",
    turns: [
      {
        user: "8004, 1988, 2500, telmed",
        expect: { fields: { plz: "8004", birthYear: 1988, franchise: 2500, model: "telmed" } },
      },
      {
        user: "ich nimm s günstigschte",
        expect: { act: "choose_offer", fields: { plz: "8004", franchise: 2500, model: "telmed" } },
      },
      {
        user: "chönd er mir e offerte schicke?",
        expect: { act: "request_quote", answers: [/name|e-?mail|telefon|adresse|formular|kontakt/i] },
      },
      {
        user: "Lukas Brunner, lukas.brunner@bluewin.ch, 079 412 33 80",
        expect: { act: "give_contact", notAnswers: [/postleitzahl\?|wie alt bist du/i] },
      },
    ],
  },
  {
    id: "h4-quote-02",
    category: "quote",
    turns: [
      {
        user: "Kann ich direkt eine Offerte von der Visana bekommen? 3011 Bern, 1975, Franchise 1000",
        expect: { act: "request_quote", fields: { namedInsurer: "Visana", plz: "3011", birthYear: 1975, franchise: 1000 }, answers: [/visana/i] },
      },
    ],
  },
  {
    id: "h4-quote-03",
    category: "quote",
    note: "the offer is chosen by the insurer's name",
    turns: [
      {
        user: "6900 lugano, 1984, hausarzt",
        expect: { fields: { plz: "6900", birthYear: 1984, model: "hausarzt" } },
      },
      {
        user: "d sympany gfallt mer, wie chum i vo dene e offerte über?",
        expect: { fields: { plz: "6900", model: "hausarzt" }, answers: [/sympany/i] },
      },
      {
        user: "marco rossi, via nassa 5, 6900 lugano, marco.rossi@ticino.com",
        expect: { act: "give_contact", fields: { plz: "6900", birthYear: 1984 } },
      },
    ],
  },
  {
    id: "h4-quote-04",
    category: "quote",
    note: "contact data with full address; the postal code of the address equals the search's",
    turns: [
      {
        user: "4500 solothurn, jg 1992, franchise 2500, ohne unfall",
        expect: { fields: { plz: "4500", birthYear: 1992, franchise: 2500, accident: false } },
      },
      {
        user: "das zweite angebot bitte, ich möchte eine offerte",
        expect: { fields: { plz: "4500", franchise: 2500 } },
      },
      {
        user: "Anna Meier, Hauptgasse 12, 4500 Solothurn, anna.meier@gmx.ch, 032 622 45 10, geb. 14.05.1992",
        expect: { act: "give_contact", fields: { plz: "4500", birthYear: 1992 } },
      },
    ],
  },
];
