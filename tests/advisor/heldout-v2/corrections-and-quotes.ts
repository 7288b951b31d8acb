import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/** Corrections mid-conversation (one slot changes, the others stay) and the quote request. */
const ASKS_CONTACT = /name|vorname|adresse|e-mail|email|telefon|geburtsdatum|angaben|daten/i;

export const cases: AdvisorCase[] = [
  {
    id: "h2-corrections-1",
    category: "corrections",
    turns: [
      { user: "8001, 1985", expect: { fields: { plz: "8001", birthYear: 1985 } } },
      { user: "nein sorry, 1958", expect: { fields: { birthYear: 1958, plz: "8001" }, act: "change", notAnswers: [ASKS_POSTAL_CODE] } },
    ],
  },
  {
    id: "h2-corrections-2",
    category: "corrections",
    turns: [
      { user: "3014 bern, 1979, hmo 1500 ohne unfall", expect: { fields: { plz: "3014", model: "hmo", franchise: 1500, accident: false } } },
      {
        user: "doch lieber mit unfall",
        expect: { fields: { accident: true, model: "hmo", franchise: 1500, plz: "3014" }, act: "change", figures: [{ what: "cheapest", accident: true, model: "hmo", franchise: 1500 }] },
      },
    ],
  },
  {
    id: "h2-corrections-3",
    category: "corrections",
    turns: [
      { user: "3600 thun, jahrgang 1966", expect: { fields: { plz: "3600", birthYear: 1966 } } },
      { user: "falsch, ich wohne in 3612 steffisburg", expect: { fields: { plz: "3612", birthYear: 1966 }, act: "change", notAnswers: [ASKS_BIRTH_YEAR] } },
    ],
  },
  {
    id: "h2-corrections-4",
    category: "corrections",
    turns: [
      { user: "5000 aarau 1990 standard franchise 2000", expect: { fields: { plz: "5000", birthYear: 1990, franchise: 2000, model: "standard" } } },
      { user: "ach nei doch 500", expect: { fields: { franchise: 500, model: "standard", plz: "5000" }, act: "change", figures: [{ what: "cheapest", franchise: 500, model: "standard" }] } },
    ],
  },
  {
    id: "h2-corrections-5",
    category: "corrections",
    turns: [
      { user: "8400 winterthur, 1982, nur telmed bitte", expect: { fields: { plz: "8400", model: "telmed" } } },
      { user: "zeig doch alle modelle", expect: { fields: { model: null, plz: "8400", birthYear: 1982 }, act: "change" } },
    ],
  },
  {
    id: "h2-corrections-6",
    category: "corrections",
    turns: [
      {
        user: "ich 1984 und mein mann 1987, 6003 luzern",
        expect: {
          fields: {
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 1987, role: "partner" },
            ],
          },
        },
      },
      {
        user: "halt, mein mann ist 1978 nicht 1987",
        expect: {
          fields: {
            plz: "6003",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 1978, role: "partner" },
            ],
          },
          act: "change",
        },
      },
    ],
  },
  {
    id: "h2-corrections-7",
    category: "corrections",
    turns: [
      { user: "bin bei der kpt, 4051 basel, 1972", expect: { fields: { currentInsurer: "KPT", plz: "4051" } } },
      { user: "sorry, ich meinte concordia, nicht kpt", expect: { fields: { currentInsurer: "Concordia", plz: "4051", birthYear: 1972 } } },
    ],
  },
  {
    id: "h2-corrections-8",
    category: "corrections",
    note: "Correcting the accident cover does not reset model or deductible; the change shows new figures.",
    turns: [
      { user: "1950 sion, 1995, hausarzt 2500 mit unfall", expect: { fields: { plz: "1950", model: "hausarzt", franchise: 2500, accident: true } } },
      { user: "ou nei, ohni unfall, i schaffe ja 100 prozent", expect: { fields: { accident: false, model: "hausarzt", franchise: 2500 }, figures: [{ what: "cheapest", accident: false, model: "hausarzt", franchise: 2500 }] } },
      { user: "und doch 1000 franchise", expect: { fields: { franchise: 1000, accident: false, model: "hausarzt" }, act: "change", answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "h2-quote-1",
    category: "quote",
    turns: [
      { user: "8005, 1988, telmed 2500 ohne unfall", expect: { fields: { plz: "8005", birthYear: 1988 }, action: "show_offers" } },
      { user: "das erste nehm ich", expect: { act: "choose_offer" } },
      { user: "ja ich möchte eine offerte", expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] } },
      {
        user: "Anna Muster, Langstrasse 12, 8005 Zürich, 12.03.1988, 079 123 45 67, anna.muster@example.ch",
        expect: { act: "give_contact", notAnswers: [ASKS_BIRTH_YEAR] },
      },
    ],
  },
  {
    id: "h2-quote-2",
    category: "quote",
    turns: [
      { user: "4058 basel, 1979, hausarzt 1500 mit unfall", expect: { action: "show_offers" } },
      { user: "die sympany passt mir, wie gehts weiter?", expect: { fields: { namedInsurer: "Sympany" }, answers: [/offerte|angaben|name|e-mail|formular/i] } },
    ],
  },
  {
    id: "h2-quote-3",
    category: "quote",
    turns: [
      { user: "kann ich direkt bei euch abschliessen?", expect: { answers: [/offerte|versicherer|antrag|vermitteln|nicht direkt/i] } },
      { user: "ok, dann 6004 luzern, 1999, hmo 2500", expect: { fields: { plz: "6004", birthYear: 1999, model: "hmo", franchise: 2500 } } },
    ],
  },
  {
    id: "h2-quote-4",
    category: "quote",
    turns: [
      { user: "9000 st gallen, 1970, standard 300 mit unfall", expect: { fields: { plz: "9000", birthYear: 1970 } } },
      {
        user: "schick mir eine offerte von der agrisano",
        expect: { fields: { namedInsurer: "Agrisano" }, act: "request_quote", action: "collect_offer_data", answers: [/agrisano/i, ASKS_CONTACT] },
      },
    ],
  },
  {
    id: "h2-quote-5",
    category: "quote",
    note: "Contact data given piecemeal; nothing already given is asked again.",
    turns: [
      { user: "1003 lausanne, 1991, telmed 2500 ohne unfall", expect: { action: "show_offers" } },
      { user: "die günstigste bitte als offerte", expect: { action: "collect_offer_data", answers: [ASKS_CONTACT] } },
      { user: "Marco Rossi", expect: { act: "give_contact" } },
      { user: "marco.rossi@example.ch und 078 555 12 34", expect: { act: "give_contact", notAnswers: [/wie heisst du|dein name/i] } },
    ],
  },
  {
    id: "h2-quote-6",
    category: "quote",
    turns: [
      { user: "was passiert mit meinen daten wenn ich eine offerte anfordere?", expect: { answers: [/versicherer|weitergeleitet|weitergegeben|datenschutz|nur/i] } },
      { user: "und kostet mich die offerte etwas?", expect: { answers: [/kostenlos|gratis|nichts|unverbindlich|nein/i] } },
    ],
  },
  {
    id: "h2-quote-7",
    category: "quote",
    note: "Asking for a quote before any data: the advisor collects what the offer needs.",
    turns: [
      { user: "ich will eine offerte von der helsana", expect: { fields: { namedInsurer: "Helsana" }, act: "request_quote", answers: [/postleitzahl|plz|wohnort|geburtsjahr|jahrgang/i] } },
      { user: "8610 uster, 1983, hausarzt 1000 ohne unfall", expect: { fields: { plz: "8610", birthYear: 1983, namedInsurer: "Helsana" }, figures: [{ what: "insurer", insurer: "Helsana", model: "hausarzt", franchise: 1000, accident: false }] } },
    ],
  },
];
