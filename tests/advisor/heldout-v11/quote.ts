import type { AdvisorCase } from "../case-format";

/** Choosing an offer by its rank, contact data given in pieces, a family quote, privacy, timing.
 * Conversations take place on 22.11.2026 (eight days before 30 November). Insurers by BAG code: 290 Concordia. */

/** The notice deadline for a change at the end of the year (Art. 7 Abs. 2 KVG): received by 30 November. */
const NOVEMBER_DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november|letzte(n)? arbeitstag im november/i;

export const quoteCases: AdvisorCase[] = [
  {
    id: "v11-quote-01",
    category: "quote",
    note: "data, then the second offer chosen by its rank ('s zweite'), then the quote asked for",
    turns: [
      {
        user: "8703 erlenbach, jg 1989, hausarzt, 1500",
        expect: {
          fields: { plz: "8703", birthYear: 1989, model: "hausarzt", franchise: 1500 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500 }],
        },
      },
      {
        user: "s zweite gfallt mer",
        expect: { act: "choose_offer", fields: { plz: "8703", birthYear: 1989, model: "hausarzt", franchise: 1500 } },
      },
      {
        user: "jo, mached mir bitte e offerte",
        expect: { act: "request_quote", fields: { plz: "8703", birthYear: 1989, model: "hausarzt", franchise: 1500 } },
      },
    ],
  },
  {
    id: "v11-quote-02",
    category: "quote",
    note: "a quote for the cheapest Telmed 2000 (Rupperswil AG), then the contact data in pieces: a name alone (ask for the rest), then address, phone, e-mail and date of birth",
    turns: [
      {
        user: "Ich hätte gern eine Offerte für das günstigste Telmed mit Franchise 2000. 5102 Rupperswil, Jahrgang 1970.",
        expect: {
          act: "request_quote",
          fields: { plz: "5102", birthYear: 1970, model: "telmed", franchise: 2000 },
        },
      },
      {
        user: "Peter Hunziker",
        expect: {
          act: "give_contact",
          fields: { plz: "5102", birthYear: 1970 },
          answers: [/adresse|telefon|e-?mail|geburtsdatum/i],
        },
      },
      {
        user: "Aarestrasse 7, 5102 Rupperswil, 062 897 11 45, p.hunziker@bluewin.ch, geb. 04.05.1970",
        expect: { act: "give_contact", fields: { plz: "5102", birthYear: 1970, model: "telmed", franchise: 2000 } },
      },
    ],
  },
  {
    id: "v11-quote-03",
    category: "quote",
    note: "a family of three with a deductible per group (Berikon AG: parents 2500, the son 0), then a quote for all of them",
    turns: [
      {
        user: "mir sind drü: ich 1985, mini frau 1987, üse sohn 2020. 8965 berike. franchise 2500 für eus zwei, 0 fürs chind",
        expect: {
          fields: {
            plz: "8965",
            persons: [
              { birthYear: 1985, role: "self", franchise: 2500 },
              { birthYear: 1987, role: "partner", franchise: 2500 },
              { birthYear: 2020, role: "child", franchise: 0 },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "chönd ihr eus für alli e offerte vo de günstigschte schicke?",
        expect: {
          act: "request_quote",
          fields: {
            plz: "8965",
            persons: [
              { birthYear: 1985, role: "self" },
              { birthYear: 1987, role: "partner" },
              { birthYear: 2020, role: "child" },
            ],
          },
        },
      },
    ],
  },
  {
    id: "v11-quote-04",
    category: "quote",
    note: "a quote from the Concordia (Buochs NW, standard 300), then what happens with the personal data (used for the quote and passed only to the chosen insurer)",
    turns: [
      {
        user: "mached mir e offerte vo de concordia: 6374 buochs, 1990, standardmodell, franchise 300",
        expect: {
          act: "request_quote",
          fields: { plz: "6374", birthYear: 1990, model: "standard", franchise: 300, namedInsurer: "290" },
        },
      },
      {
        user: "was passiert eigentlich mit mine date? gänd ihr die wiiter?",
        expect: {
          answers: [/datenschutz|nur .{0,60}(versicherer|kasse|offerte|concordia)|nicht .{0,40}(weiter|verkauf|dritte)|vertraulich|zweck/i],
        },
      },
    ],
  },
  {
    id: "v11-quote-05",
    category: "quote",
    note: "the cheapest offer chosen (Lausen BL region 1, Telmed 2500), then whether it is still in time if the quote only comes next week: the cancellation must reach the old insurer by 30 November",
    turns: [
      {
        user: "4415 lause, 1981, telmed 2500",
        expect: {
          fields: { plz: "4415", birthYear: 1981, model: "telmed", franchise: 2500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
      {
        user: "ich nimm die günstigschti",
        expect: { act: "choose_offer", fields: { plz: "4415", birthYear: 1981, model: "telmed", franchise: 2500 } },
      },
      {
        user: "längt das no, wenn i d offerte ersch nöchscht wuche überchum?",
        expect: { answers: [NOVEMBER_DEADLINE] },
      },
    ],
  },
];
