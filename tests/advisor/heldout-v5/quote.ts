import type { AdvisorCase } from "../case-format";

/** Choosing an offer, giving contact data, the quote request. Conversations take place on 27.11.2026. */
const CONTACT = /name|e-?mail|adresse|telefon|geburtsdatum|kontakt|formular/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "h5-quote-01",
    category: "quote",
    turns: [
      { user: "3123 belp, 1979, 2500, telmed", expect: { fields: { plz: "3123", birthYear: 1979, franchise: 2500, model: "telmed" } } },
      { user: "i nimm s erschte", expect: { act: "choose_offer", fields: { plz: "3123", franchise: 2500, model: "telmed" } } },
      { user: "und wie gaht's jetzt witer?", expect: { answers: [/offerte|anfrage|antrag|name|adresse|kontakt|e-?mail|kündig/i] } },
    ],
  },
  {
    id: "h5-quote-02",
    category: "quote",
    turns: [
      {
        user: "Ich möchte eine Offerte der Atupri. 8620 Wetzikon, Jahrgang 1985, Franchise 2500, Telmed",
        expect: {
          act: "request_quote",
          fields: { namedInsurer: "Atupri", plz: "8620", birthYear: 1985, franchise: 2500, model: "telmed" },
          answers: [/atupri/i],
        },
      },
    ],
  },
  {
    id: "h5-quote-03",
    category: "quote",
    note: "contact data over two messages; the search data must stay",
    turns: [
      { user: "5430 wettingen, 1991", expect: { fields: { plz: "5430", birthYear: 1991 } } },
      { user: "ich hätt gern e offerte vom billigschte", expect: { act: "request_quote", answers: [CONTACT] } },
      { user: "Sandra Frei, Landstrasse 40, 5430 Wettingen", expect: { act: "give_contact", fields: { plz: "5430", birthYear: 1991 } } },
      {
        user: "sandra.frei@gmail.com, 076 555 12 34, geb 03.08.1991",
        expect: { act: "give_contact", fields: { plz: "5430", birthYear: 1991 }, notAnswers: [/postleitzahl\?|wie alt bist du|jahrgang\?/i] },
      },
    ],
  },
  {
    id: "h5-quote-04",
    category: "quote",
    note: "the offer is chosen by the insurer's name",
    turns: [
      { user: "4125 riehen, 1986, franchise 1500", expect: { fields: { plz: "4125", birthYear: 1986, franchise: 1500 } } },
      { user: "d egk, die wott i", expect: { act: "choose_offer", fields: { plz: "4125", franchise: 1500 }, answers: [/egk/i] } },
    ],
  },
  {
    id: "h5-quote-05",
    category: "quote",
    note: "the advisor cannot enrol directly; it can forward a quote request",
    turns: [
      {
        user: "Könnt ihr mich direkt bei der Swica anmelden? 8400 Winterthur, 1977",
        expect: { fields: { namedInsurer: "SWICA", plz: "8400", birthYear: 1977 }, answers: [/swica/i, /offerte|anfrage|antrag|formular|kontakt/i] },
      },
    ],
  },
  {
    id: "h5-quote-06",
    category: "quote",
    note: "the person refuses to give a phone number; the advisor explains instead of looping",
    turns: [
      { user: "6500 bellinzona, 1974, franchise 2500", expect: { fields: { plz: "6500", birthYear: 1974, franchise: 2500 } } },
      { user: "ich möcht e offerte vom günstigste", expect: { act: "request_quote", answers: [CONTACT] } },
      {
        user: "Luca Bernasconi, Viale Stazione 8, 6500 Bellinzona, luca.b@bluewin.ch, 12.02.1974. telefonnummer gib i nöd aa",
        expect: { act: "give_contact", fields: { plz: "6500", birthYear: 1974 }, answers: [/telefon|nummer/i] },
      },
    ],
  },
  {
    id: "h5-quote-07",
    category: "quote",
    note: "data protection question during the quote",
    turns: [
      {
        user: "was passiert mit mine date wenn ich e offerte aafroge?",
        expect: { act: "ask_rule", answers: [/versicherer|krankenkasse|weitergegeben|weitergeleitet|nur|datenschutz|verschlüssel/i] },
      },
    ],
  },
  {
    id: "h5-quote-08",
    category: "quote",
    turns: [
      { user: "7000 chur 1995", expect: { fields: { plz: "7000", birthYear: 1995 } } },
      { user: "nur hausarztmodell", expect: { act: "change", fields: { plz: "7000", model: "hausarzt" } } },
      { user: "s zweite, bitte e offerte devo", expect: { fields: { plz: "7000", birthYear: 1995, model: "hausarzt" }, answers: [CONTACT] } },
    ],
  },
];
