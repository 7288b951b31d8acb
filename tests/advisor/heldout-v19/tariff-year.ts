import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, tariff years: the rise from 2026 to 2027 asked as a percentage and then for another deductible;
 * what a telemedicine customer pays in December and from January, followed by why it rises; a person who explicitly
 * wants only the 2026 premiums and then switches to 2027; a rumour of "5 % on average" checked against the person's
 * own premiums, then with accident cover. Places in St. Gallen (Rheintal), Bern, Basel-Landschaft and Zug. Written
 * apart from the engine and never tuned against (its code, its own cases and its results on these cases were not
 * looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027, 2026 is also
 * loaded. Premium tariffs need the approval of the FOPH before they are applied (Art. 16 para. 1 KVAG) and must cover
 * the costs (Art. 16 para. 3 KVAG); premiums follow the costs of the canton and region of residence (Art. 61 para. 2
 * and 2bis KVG). Every postal code, locality, canton and premium region was checked against swisstopo's directory
 * joined with the BAG premium regions in ../shared/data with a throw-away script outside the repository.
 */
const YEAR_2026 = /2026|dieses jahr|diesem jahr|heuer|aktuell|bisher|jetzt|dezember/i;
const YEAR_2027 = /2027|nächste(s|n)? jahr|ab januar/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v19-tariff-year-01",
    category: "tariff-year",
    note: "St. Gallen Rheintal: 'um wie vill prozent gönd d prämie 2027 ufe?' for 9442 Berneck (locality Berneck: 98.9 % Berneck, SG region 3; 1.1 % Oberegg AI, not meant; the locality Büriswilen of 9442 lies mostly in Oberegg AI and is not meant), born 1969: both years' figures and the change as a percentage. Then the same for deductible 2500.",
    turns: [
      {
        user: "um wie vill prozent gönd d prämie 2027 ufe? 9442 berneck, jg 1969",
        expect: {
          act: "ask_trend",
          fields: { plz: "9442", birthYear: 1969 },
          answers: [CHF_AMOUNT, YEAR_2026, YEAR_2027, /%|prozent/i],
          figures: [
            { what: "cheapest", tariffYear: 2026 },
            { what: "cheapest", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und bi de 2500er franchise?",
        expect: {
          fields: { plz: "9442", birthYear: 1969, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [
            { what: "cheapest", franchise: 2500, tariffYear: 2026 },
            { what: "cheapest", franchise: 2500, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v19-tariff-year-02",
    category: "tariff-year",
    note: "Bern agglomeration: a telemedicine customer asks what he still pays in December (2026) and what from January (2027), 3063 Ittigen (Ittigen 99.0 %, Ostermundigen 0.6 %, Bern 0.3 %; all BE region 1), born 1990: the telemedicine figures of both years. Then why it is so much more: premiums must cover the health costs (Art. 16 para. 3 KVAG); the reply must name costs.",
    turns: [
      {
        user: "ich ha telmed. was zahl i no im dezember und was ab januar? 3063 ittige, jg 1990",
        expect: {
          act: "ask_trend",
          fields: { plz: "3063", birthYear: 1990, model: "telmed" },
          answers: [CHF_AMOUNT, YEAR_2026, YEAR_2027],
          figures: [
            { what: "cheapest", model: "telmed", tariffYear: 2026 },
            { what: "cheapest", model: "telmed", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "wieso isch das so vil meh?",
        expect: {
          answers: [/kosten|ausgaben|leistungen|behandlung|gesundheitswesen/i],
        },
      },
    ],
  },
  {
    id: "v19-tariff-year-03",
    category: "tariff-year",
    note: "Basel-Landschaft: the person explicitly wants only the 2026 premiums, 4102 Binningen (Binningen 99.96 %, Bottmingen; BL region 1), born 1964: tariff year 2026. Then 'ok, und jetzt 2027': tariff year 2027, place and year kept.",
    turns: [
      {
        user: "zeig mer bitte nume d prämie 2026, nöd die vo 2027. 4102 binninge, jg 1964",
        expect: {
          fields: { plz: "4102", birthYear: 1964, tariffYear: 2026 },
          answers: [CHF_AMOUNT, /2026/],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
      {
        user: "ok, und jetzt 2027",
        expect: {
          fields: { plz: "4102", birthYear: 1964, tariffYear: 2027 },
          answers: [CHF_AMOUNT, /2027/],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v19-tariff-year-04",
    category: "tariff-year",
    note: "Zug: 'han ghört d prämie stiiged im schnitt um 5 prozent' (BAG announced an average rise of 5.0 % for 2027, see ../shared/data/2027/checks) checked against the person's own premiums, 6318 Walchwil (Walchwil 97.7 % and Zug 0.4 %, ZG region 0; 1.9 % Arth SZ, not meant), born 1983, deductible 1500: both years' figures (the reply need not confirm the 5 %). Then with accident cover: both years again.",
    turns: [
      {
        user: "han ghört d prämie stiiged 2027 im schnitt um 5 prozent. wie isch das bi mir? 6318 walchwil, jg 1983, 1500er franchise",
        expect: {
          act: "ask_trend",
          fields: { plz: "6318", birthYear: 1983, franchise: 1500 },
          answers: [CHF_AMOUNT, YEAR_2026, YEAR_2027],
          figures: [
            { what: "cheapest", franchise: 1500, tariffYear: 2026 },
            { what: "cheapest", franchise: 1500, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und mit unfall?",
        expect: {
          fields: { plz: "6318", birthYear: 1983, franchise: 1500, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [
            { what: "cheapest", franchise: 1500, accident: true, tariffYear: 2026 },
            { what: "cheapest", franchise: 1500, accident: true, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
];
