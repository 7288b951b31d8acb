import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, tariff years: how much more next year (the Fürstenland, St. Gallen: the cheapest standard premium
 * rises from 487.90 to 509.90), premiums explicitly for 2026 instead of 2027 (Giswil, Obwalden), "and this year?" as a
 * follow-up (Täuffelen on Lake Biel), and a person born 2008 who is a child in 2026 and a young adult in 2027 (Pully,
 * a German speaker in Vaud). Age classes by the age reached in the premium year (Art. 61 para. 3 KVG): 0–18 children,
 * 19–25 young adults, 26+ adults. Written apart from the engine and never tuned against. Conversations take place on
 * Sunday 22.11.2026; the tariff year shown by default is 2027. Checked with a throw-away script outside the repository
 * against the 2026 and 2027 tables and swisstopo's directory joined with the BAG premium regions in ../shared/data.
 */

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v22-tariff-year-01",
    category: "tariff-year",
    note: "Fürstenland (St. Gallen): 9304 Bernhardzell (100 % Waldkirch, SG region 2), born 1974, standard, 300, with accident. Cheapest 2026 Agrisano 487.90, cheapest 2027 Agrisano 509.90: premiums rise (+22.00 for the cheapest offer). Then 'und mit 2500er franchise?': 2027 Agrisano 381.60 (2026 359.60).",
    turns: [
      {
        user: "wie vil meh muess i nöchschts johr zahle? bernhardzell 9304, jg 74, standard 300 mit unfall",
        expect: {
          act: "ask_trend",
          fields: { plz: "9304", birthYear: 1974, franchise: 300, accident: true, model: "standard" },
          answers: [CHF_AMOUNT, /mehr|teurer|steig|gestiegen|erhöh|aufschlag|\+/i],
          notAnswers: [/(günstiger|billiger) als (2026|dieses jahr|heuer)|gesunken|sinken/i],
          figures: [
            { what: "cheapest", model: "standard", franchise: 300, accident: true, tariffYear: 2027 },
            { what: "cheapest", model: "standard", franchise: 300, accident: true, tariffYear: 2026 },
          ],
        },
      },
      {
        user: "und mit 2500er franchise?",
        expect: {
          act: "change",
          fields: { plz: "9304", birthYear: 1974, franchise: 2500, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "standard", franchise: 2500, accident: true }],
        },
      },
    ],
  },
  {
    id: "v22-tariff-year-02",
    category: "tariff-year",
    note: "Obwalden: 6074 Giswil (95.6 % Giswil, 4.4 % Sachseln, OW region 0), born 1985, telemedicine, 2500, without accident, explicitly the 2026 premiums ('nid die vo 2027'): the tariff year is 2026; cheapest 2026 telemedicine Agrisano AGRIsmart 258.80 (2027: Sanitas 279.60). Then 'und jetzt no 2027 zum vergliiche': the tariff year becomes 2027 (cheapest telemedicine Sanitas 279.60).",
    turns: [
      {
        user: "bruuch d prämie für 2026, nid die vo 2027 (für d stürerklärig). 6074 giswil, 1985, telmed 2500 ohni unfall",
        expect: {
          fields: { plz: "6074", birthYear: 1985, franchise: 2500, accident: false, model: "telmed", tariffYear: 2026 },
          answers: [CHF_AMOUNT, /2026/],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false, tariffYear: 2026 }],
        },
      },
      {
        user: "merci. und jetzt no 2027 zum vergliiche",
        expect: {
          fields: { tariffYear: 2027, plz: "6074", birthYear: 1985, franchise: 2500, accident: false, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v22-tariff-year-03",
    category: "tariff-year",
    note: "Lake Biel (Bern): 2575 Täuffelen (99.9 % Täuffelen, BE region 2; the postal code also covers Gerolfingen and Hagneck, region 2), born 1963, standard, 300, with accident: 2027 by default (cheapest ÖKK 590.00). Then 'und wie isch es im aktuelle johr?': the tariff year switches to 2026 (cheapest Sumiswalder 566.10), the other settings are kept.",
    turns: [
      {
        user: "täuffele 2575, jg 63, standard mit 300 u unfau",
        expect: {
          fields: { plz: "2575", birthYear: 1963, franchise: 300, accident: true, model: "standard" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "und wie isch es im aktuelle johr?",
        expect: {
          fields: { tariffYear: 2026, plz: "2575", birthYear: 1963, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v22-tariff-year-04",
    category: "tariff-year",
    note: "A German speaker in Pully (Vaud): 1009 Pully (100 % Pully, VD region 1), born 2008, standard, deductible 300, with accident. In 2026 she is 18 (child class, cheapest Agrisano 133.80 with deductible 300), in 2027 she turns 19 and is a young adult (Art. 61 para. 3 KVG; cheapest Sanitas 442.65): yes, much dearer, because of the change of age class. Then 'und wenn i d franchise uf 2500 mach?': allowed for a young adult in 2027 (adult deductibles, Art. 93 para. 1 KVV; cheapest Sanitas 314.35); the children\'s limit of 600 must not be applied to her in 2027.",
    turns: [
      {
        user: "ich bi 2008 gebore und wohn in pully (1009). wird mini prämie nächscht jahr vill tüürer? franchise 300, standard, mit unfall",
        expect: {
          act: "ask_trend",
          fields: { plz: "1009", birthYear: 2008, franchise: 300, accident: true, model: "standard" },
          answers: [CHF_AMOUNT, /junge(n)? erwachsene|19|altersklasse|altersgruppe|nicht mehr (als )?kind|kindertarif/i],
          notAnswers: [/(günstiger|billiger) als (2026|dieses jahr)|gesunken|kaum teurer|gleich (teuer|viel)/i],
          figures: [
            { what: "cheapest", model: "standard", franchise: 300, accident: true, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und wenn i d franchise uf 2500 mach?",
        expect: {
          act: "change",
          fields: { plz: "1009", birthYear: 2008, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [/franchise.{0,30}(nur|höchstens|maximal) (bis )?(CHF |Fr\. )?600/i],
          figures: [{ what: "cheapest", model: "standard", franchise: 2500, accident: true, tariffYear: 2027 }],
        },
      },
    ],
  },
];
