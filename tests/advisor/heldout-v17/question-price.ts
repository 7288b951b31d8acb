import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v17, price questions: "was kostet die Grundversicherung für mich", a monthly price and then the yearly
 * one, the cheapest of all models and then the cheapest standard model, two deductibles asked in one message, a
 * canton with one premium region named without a postal code, a model with deductible and accident cover in one
 * question. Places in Schwyz, Aargau, St. Gallen, Basel-Stadt, Obwalden and the Bernese Oberland. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code,
 * locality, canton and premium region was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data with a throw-away script outside the repository.
 */
const YEARLY = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v17-question-price-01",
    category: "question-price",
    note: "Schwyz: 'was kostet die grundversicherung für mich?' with 6440 Brunnen (municipality Ingenbohl 99.3 %, Morschach 0.7 %; SZ region 0), born 1975. Then the family-doctor model.",
    turns: [
      {
        user: "was kostet die grundversicherung für mich? 6440 brunnen, jahrgang 1975",
        expect: {
          act: "ask_price",
          fields: { plz: "6440", birthYear: 1975 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit em hausarztmodell?",
        expect: {
          act: "change",
          fields: { plz: "6440", birthYear: 1975, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v17-question-price-02",
    category: "question-price",
    note: "Aargau: monthly price with deductible 2500 in 5400 Baden (100 % Baden, AG region 0), born 1987. Then 'und im jahr?': the yearly amount (twelve monthly premiums).",
    turns: [
      {
        user: "wieviel zahl ich im monat mit 2500 franchise in 5400 baden, bin 1987",
        expect: {
          act: "ask_price",
          fields: { plz: "5400", birthYear: 1987, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und im jahr?",
        expect: {
          fields: { plz: "5400", birthYear: 1987, franchise: 2500 },
          answers: [CHF_AMOUNT, YEARLY],
        },
      },
    ],
  },
  {
    id: "v17-question-price-03",
    category: "question-price",
    note: "St. Gallen German: the cheapest of all ('überhaupt') for '9000 sg' (100 % St. Gallen, SG region 1), born 1993. Then the cheapest standard model (free choice of doctor).",
    turns: [
      {
        user: "was chostet s billigscht überhaupt für mi? 9000 sg, 1993",
        expect: {
          act: "ask_price",
          fields: { plz: "9000", birthYear: 1993 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und s billigscht standardmodell?",
        expect: {
          fields: { plz: "9000", birthYear: 1993, model: "standard" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard" }],
        },
      },
    ],
  },
  {
    id: "v17-question-price-04",
    category: "question-price",
    note: "Basel German: two prices in one question, deductible 300 and deductible 2500, for 4058 Basel (99.95 % Basel, 0.05 % Riehen; BS region 0), born 1968: both figures. The deductible field is not checked (two were asked for).",
    turns: [
      {
        user: "was koschtet s mit 300 und was mit 2500? 4058 basel, jg 1968",
        expect: {
          act: "ask_price",
          fields: { plz: "4058", birthYear: 1968 },
          answers: [CHF_AMOUNT, /300/, /2500|2'500|2’500/],
          figures: [
            { what: "cheapest", franchise: 300 },
            { what: "cheapest", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "v17-question-price-05",
    category: "question-price",
    note: "Obwalden German: the canton only ('in obwalde') and an age 40 (born 1985 or 1986, an adult either way). Obwalden has a single premium region, so a price can be given, or the municipality asked for; the first turn checks only the act. Then '6060 sarnen' (100 % Sarnen, OW region 0): the price, and the postal code is not asked again.",
    turns: [
      {
        user: "wie viel zahlt me in obwalde für d grundversicherig? bi 40",
        expect: { act: "ask_price" },
      },
      {
        user: "6060 sarnen",
        expect: {
          fields: { plz: "6060" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v17-question-price-06",
    category: "question-price",
    note: "Bernese Oberland: family-doctor model, deductible 1000, without accident, in 3800 Interlaken (localities Interlaken, Unterseen, Matten, Sundlauenen: all BE region 3), born 1990. Then 'und mit unfall?': only the accident cover changes.",
    turns: [
      {
        user: "was zahl ich mit hausarztmodell, 1000 franchise, ohne unfall? 3800 interlaken, 1990",
        expect: {
          act: "ask_price",
          fields: { plz: "3800", birthYear: 1990, model: "hausarzt", franchise: 1000, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1000, accident: false }],
        },
      },
      {
        user: "und mit unfall?",
        expect: {
          act: "change",
          fields: { plz: "3800", birthYear: 1990, model: "hausarzt", franchise: 1000, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1000, accident: true }],
        },
      },
    ],
  },
];
