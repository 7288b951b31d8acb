import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, choosing an offer, the quote request and contact data. Written apart from the engine and never
 * tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take place
 * on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code, locality and insurer was checked
 * against swisstopo's directory, the BAG premium regions and the 2027 premium table in ../shared/data. Contact data
 * are invented (example.ch addresses, 079 555 numbers).
 */
const ASKS_CONTACT = /name|adresse|e-?mail|telefon|kontakt|geburtsdatum/i;
const ASKS_PLACE_OR_AGE = /postleitzahl|plz|wohnort|wo wohnst|wo wohnen sie|jahrgang|geburtsjahr|geboren|wie alt/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v14-quote-01",
    category: "quote",
    note: "9030 Abtwil (locality Abtwil SG: 99.9 % municipality Gaiserwald, the rest Gossau and St. Gallen; the code's other locality St. Josefen is Gaiserwald too; all SG region 1), 'jg 93' → 1993, Telmed 2500 without accident; the second offer chosen; how the quote works (contact data requested); then the contact data in one line.",
    turns: [
      {
        user: "abtwil 9030, jg 93, telmed, 2500er, ohni unfall",
        expect: {
          fields: { plz: "9030", birthYear: 1993, model: "telmed", franchise: 2500, accident: false },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      { user: "nimm s zweite agebot", expect: { act: "choose_offer", fields: { plz: "9030", birthYear: 1993 } } },
      {
        user: "wie gaht das jetzt mit de offerte?",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
      {
        user: "Nadine Keller, Dorfstrasse 14, 9030 Abtwil, nadine.keller@example.ch, 079 555 71 20",
        expect: { act: "give_contact", fields: { plz: "9030", birthYear: 1993, model: "telmed", franchise: 2500, accident: false } },
      },
    ],
  },
  {
    id: "v14-quote-02",
    category: "quote",
    note: "A quote from SWICA asked for before any data: place and age are needed first; then 6033 Buchrain (LU region 2), born 1979, family doctor model, 1500: SWICA sells practice tariffs there in 2027 (Favorit Casa, Medica, Santé): its price; then the contact data.",
    turns: [
      { user: "chame bi euch grad e swica-offerte mache?", expect: { act: "request_quote", answers: [ASKS_PLACE_OR_AGE] } },
      {
        user: "6033 buchrain, 1979, hausarzt, 1500er franchise",
        expect: {
          fields: { plz: "6033", birthYear: 1979, model: "hausarzt", franchise: 1500 },
          answers: [/swica/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "1384", model: "hausarzt", franchise: 1500 }],
        },
      },
      {
        user: "Marco Bühler, Hauptstrasse 3, 6033 Buchrain, m.buehler@example.ch, 079 555 84 02",
        expect: { act: "give_contact", fields: { plz: "6033", birthYear: 1979, model: "hausarzt", franchise: 1500 } },
      },
    ],
  },
  {
    id: "v14-quote-03",
    category: "quote",
    note: "5507 Mellingen (AG region 0), born 1984, 1000; the first offer chosen; then whether the advisor can cancel the old insurer too: no, the person cancels themselves (in writing, arriving by 30 November).",
    turns: [
      {
        user: "5507 mellige, 1984, 1000er franchise",
        expect: { fields: { plz: "5507", birthYear: 1984, franchise: 1000 }, figures: [{ what: "cheapest", franchise: 1000 }] },
      },
      { user: "ok, s erschte agebot isch guet", expect: { act: "choose_offer", fields: { plz: "5507", birthYear: 1984 } } },
      {
        user: "chönd ihr grad au mini alti kasse für mich kündige?",
        expect: {
          answers: [/selbst|selber|du (musst|müsstest)|sie müssen|eigenhändig|persönlich|vorlage|musterbrief|kündigungsschreiben|nicht für (dich|sie)/i],
        },
      },
    ],
  },
  {
    id: "v14-quote-04",
    category: "quote",
    note: "A couple (the writer 1970, partner 1973) in 4654 Lostorf (SO region 0), both with 2000: the household total; then a quote for both (contact data requested).",
    turns: [
      {
        user: "mir zwei (1970 und 1973), 4654 lostorf, beidi 2000er franchise",
        expect: {
          fields: {
            plz: "4654",
            franchise: 2000,
            persons: [
              { birthYear: 1970, role: "self" },
              { birthYear: 1973, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "mir wetted beidi grad e offerte aafordere",
        expect: { act: "request_quote", action: "collect_offer_data", answers: [ASKS_CONTACT] },
      },
    ],
  },
];
