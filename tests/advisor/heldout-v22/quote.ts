import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, quotes: choosing the first offer and giving contact data in Appenzell Innerrhoden, and choosing an
 * offer by insurer name ("d concordia") in the Fricktal and then asking for a quote. Names, addresses, phone numbers and
 * e-mail addresses are invented (example.ch). Written apart from the engine and never tuned against. Conversations take
 * place on Sunday 22.11.2026; the tariff year shown by default is 2027. Places were checked against swisstopo's
 * directory joined with the BAG premium regions, and the insurer chosen has an offer for the settings in 2027
 * (throw-away script outside the repository, ../shared/data).
 */

export const quoteCases: AdvisorCase[] = [
  {
    id: "v22-quote-01",
    category: "quote",
    note: "Appenzell Innerrhoden: 9050 Appenzell (58.9 % Appenzell, 38.6 % Schwende-Rüte and small shares of Gonten and Schlatt-Haslen, all AI region 0), born 1991, telemedicine, 2500, without accident (2027 cheapest KPT KPTwin.smart 231.00). 'die erscht nimm i': the first offer is chosen; then the contact data are given.",
    turns: [
      {
        user: "appezell 9050, jg 91, telmed 2500 ohni unfall",
        expect: {
          fields: { plz: "9050", birthYear: 1991, franchise: 2500, accident: false, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      { user: "die erscht nimm i, chasch mer e offerte mache?", expect: { act: "choose_offer", notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] } },
      {
        user: "Reto Inauen, Hauptgasse 9, 9050 Appenzell, reto.inauen@example.ch, 079 000 11 22",
        expect: { act: "give_contact", notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
  {
    id: "v22-quote-02",
    category: "quote",
    note: "Fricktal (Aargau): 5063 Wölflinswil (99.1 % Wölflinswil, AG region 0), born 1984, family doctor, 1500, without accident (2027: Sanitas Hausarztmodell 1 396.75, Avenir 400.70, CONCORDIA HMO 406.30, a practice tariff). 'ich nimm d concordia': chosen by insurer name; then a quote is requested.",
    turns: [
      {
        user: "5063 wölflinswil, 1984, hausarzt, 1500, kein unfall",
        expect: {
          fields: { plz: "5063", birthYear: 1984, franchise: 1500, accident: false, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: false }],
        },
      },
      { user: "ich nimm d concordia", expect: { act: "choose_offer", answers: [/concordia/i] } },
      {
        user: "ja bitte offerte. sandra birri, sandra.birri@example.ch",
        expect: { act: "give_contact", notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR] },
      },
    ],
  },
];
