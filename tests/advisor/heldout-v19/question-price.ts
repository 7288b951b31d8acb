import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, price questions: "what does a 25-year-old pay" with a locality instead of a postal code (an adult
 * in 2027 whichever her birthday), telemedicine with deductible and accident cover followed by the HMO with the same
 * settings, the cheapest offer for a pensioner followed by the yearly amount, the family-doctor model with a deductible
 * followed by the lowest one, and two towns of the Italian- and French-speaking parts named by German speakers
 * (Lugano; Siders for Sierre). Places in Lucerne, Zurich, Thurgau, Solothurn, Ticino and Valais. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes 2027: young
 * adults born 2002–2008, adults born 2001 or earlier; Art. 61 para. 3 KVG). Every postal code, locality, canton and
 * premium region was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data with a
 * throw-away script outside the repository.
 */
const YEARLY = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|übers jahr/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v19-question-price-01",
    category: "question-price",
    note: "Lucerne: 'was zahlt e 25-jährigi z rothenburg?': the locality Rothenburg (its single postal code 6023: Rothenburg 99.2 % and Neuenkirch 0.5 %, LU region 2; Emmen 0.3 %, LU region 1, not meant) and an age 25 on 22.11.2026, i.e. born 2000 or 2001: 26 or 27 in 2027 and so an adult, no longer a young adult; the year is not checked. Then deductible 2500, place kept.",
    turns: [
      {
        user: "was zahlt e 25-jährigi z rothenburg für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "6023", ort: "Rothenburg" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 2500?",
        expect: {
          act: "change",
          fields: { plz: "6023", franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v19-question-price-02",
    category: "question-price",
    note: "Zurich: telemedicine, deductible 1500, without accident, 8304 Wallisellen (100 % Wallisellen, ZH region 2), born 1986. Then 'und s hmo?': the HMO model with the same deductible and accident setting (HMO tariffs exist there in 2026 and as practice tariffs in 2027).",
    turns: [
      {
        user: "wie vill choschtet telmed mit 1500 franchise ohni unfall in 8304 wallisellen, jg 1986?",
        expect: {
          act: "ask_price",
          fields: { plz: "8304", birthYear: 1986, model: "telmed", franchise: 1500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500, accident: false }],
        },
      },
      {
        user: "und s hmo?",
        expect: {
          act: "change",
          fields: { plz: "8304", birthYear: 1986, model: "hmo", franchise: 1500, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hmo", franchise: 1500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v19-question-price-03",
    category: "question-price",
    note: "Thurgau (Untersee): the cheapest basic insurance for a pensioner with accident cover, 8266 Steckborn (100 % Steckborn, TG region 0), born 1948. Then 'und im jahr?': the yearly amount (twelve monthly premiums).",
    turns: [
      {
        user: "wie vil isch di billigscht grundversicherig für en pensionär z 8266 steckborn? jg 1948, mit unfall",
        expect: {
          act: "ask_price",
          fields: { plz: "8266", birthYear: 1948, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
      {
        user: "und im jahr?",
        expect: {
          fields: { plz: "8266", birthYear: 1948, accident: true },
          answers: [CHF_AMOUNT, YEARLY],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v19-question-price-04",
    category: "question-price",
    note: "Solothurn (Leberberg): the family-doctor model with deductible 1000, 2545 Selzach (100 % Selzach, SO region 0), born 1992. Then 'und mit de tüüfschte?': the lowest deductible for adults, 300 (Art. 103 para. 1 KVV), model kept.",
    turns: [
      {
        user: "was chostet s hausarztmodell z 2545 selzach, jg 1992, mit 1000 franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "2545", birthYear: 1992, model: "hausarzt", franchise: 1000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1000 }],
        },
      },
      {
        user: "und mit de tüüfschte franchise?",
        expect: {
          act: "change",
          fields: { plz: "2545", birthYear: 1992, model: "hausarzt", franchise: 300 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "v19-question-price-05",
    category: "question-price",
    note: "Ticino, asked in Swiss German: 'was zahlt me in lugano (6900)?' (the locality Lugano of 6900 is 100 % Lugano; Massagno and Paradiso share 6900; all TI region 1), born 1978. Then deductible 2500, place and year kept.",
    turns: [
      {
        user: "bin grad uf lugano züglet (6900), jg 1978. was zahlt me da für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "6900", ort: "Lugano", birthYear: 1978 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 2500 franchise?",
        expect: {
          act: "change",
          fields: { plz: "6900", birthYear: 1978, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v19-question-price-06",
    category: "question-price",
    note: "Valais, the German name of a French-speaking town: 'siders (3960)' = Sierre (locality Sierre: Sierre 97.5 %, Crans-Montana 1.6 %, Noble-Contrée 0.9 %; all VS region 1; the locality Niouc of 3960 lies in Anniviers, VS region 2, and is not meant), born 1996. Then with accident cover, the rest kept.",
    turns: [
      {
        user: "wohne in siders (3960), jg 1996. was chostet d krankekasse?",
        expect: {
          act: "ask_price",
          fields: { plz: "3960", ort: "Sierre", birthYear: 1996 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit unfall?",
        expect: {
          act: "change",
          fields: { plz: "3960", birthYear: 1996, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
];
