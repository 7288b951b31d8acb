import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, price questions: "what does a 30-year-old pay" with a locality instead of a postal code, the
 * highest and then the lowest deductible named by words instead of numbers, a model with deductible and accident cover
 * followed by the standard model with the same deductible, the monthly and the yearly amount asked in one message, a
 * region ("glarnerland") without a postal code, and a pensioner's standard model with accident cover. Places in the
 * Bernese Oberland, Bern, Basel-Landschaft, Thurgau, Glarus and Solothurn. Written apart from the engine and never
 * tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take place
 * on Sunday 22.11.2026; the tariff year shown by default is 2027. Deductibles for adults: 300 (the ordinary one,
 * Art. 103 para. 1 KVV) up to 2500 (Art. 93 para. 1 KVV). Every postal code, locality, canton and premium region was
 * checked against swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away script
 * outside the repository.
 */
const YEARLY = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|übers jahr/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v18-question-price-01",
    category: "question-price",
    note: "Bernese Oberland: 'was zahlt me als 30jährige in spiez': the locality Spiez (its only postal code 3700 is 100 % Spiez, BE region 3) and an age 30 (born 1995 or 1996, an adult either way, so the year is not checked). Then deductible 2000, place kept.",
    turns: [
      {
        user: "was zahlt me als 30jährige in spiez für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "3700", ort: "Spiez" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 2000er franchise?",
        expect: {
          act: "change",
          fields: { plz: "3700", franchise: 2000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "v18-question-price-02",
    category: "question-price",
    note: "Bern: 'mit der höchsten franchise' (the highest deductible for an adult is 2500, Art. 93 para. 1 KVV) in 3110 Münsingen (100 % Münsingen, BE region 2), born 1985. Then 'mit der tiefsten': 300, the ordinary deductible (Art. 103 para. 1 KVV).",
    turns: [
      {
        user: "wieviel zahl ich mit der höchsten franchise? 3110 münsingen, jg 1985",
        expect: {
          act: "ask_price",
          fields: { plz: "3110", birthYear: 1985, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und mit der tiefsten?",
        expect: {
          act: "change",
          fields: { plz: "3110", birthYear: 1985, franchise: 300 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "v18-question-price-03",
    category: "question-price",
    note: "Basel-Landschaft: telemedicine, deductible 2500, without accident, in 4450 Sissach (Sissach 99.4 %, Itingen, Thürnen, Böckten: all BL region 2), born 1990. Then the standard model with the same deductible and accident cover.",
    turns: [
      {
        user: "wie viel kostet telmed mit 2500 ohne unfall in 4450 sissach, jahrgang 1990?",
        expect: {
          act: "ask_price",
          fields: { plz: "4450", birthYear: 1990, model: "telmed", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und s standardmodell mit de gliiche franchise?",
        expect: {
          fields: { plz: "4450", birthYear: 1990, model: "standard", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v18-question-price-04",
    category: "question-price",
    note: "Thurgau: the monthly and the yearly amount asked in one message, 8355 Aadorf (municipality Aadorf 96.8 %, TG region 0; 3.2 % of the addresses of 8355 lie in Elgg ZH, ZH region 3, not meant here), born 1969, deductible 500: a monthly figure and the yearly amount.",
    turns: [
      {
        user: "wie viel zahle ich im monat und im jahr? 8355 aadorf, jahrgang 1969, 500er franchise",
        expect: {
          act: "ask_price",
          fields: { plz: "8355", birthYear: 1969, franchise: 500 },
          answers: [CHF_AMOUNT, YEARLY],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "v18-question-price-05",
    category: "question-price",
    note: "Glarus German: 'im glarnerland' (canton Glarus, which has a single premium region) without postal code, born 1987: a price may be given or the postal code asked for; the first turn checks only the act. Then '8752 näfels' (municipality Glarus Nord, GL region 0): the price, the birth year kept, the postal code not asked again.",
    turns: [
      {
        user: "was choschtet d grundversicherig im glarnerland? bi jg 1987",
        expect: { act: "ask_price" },
      },
      {
        user: "8752 näfels",
        expect: {
          fields: { plz: "8752", birthYear: 1987 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v18-question-price-06",
    category: "question-price",
    note: "Solothurn (Dorneck): the standard model with deductible 300 and accident cover for a pensioner born 1950 in 4143 Dornach (100 % Dornach, SO region 0). Then 'und mit 1500?': only the deductible changes.",
    turns: [
      {
        user: "was chostet s standardmodell mit 300 franchise und unfall in 4143 dornach, jg 1950?",
        expect: {
          act: "ask_price",
          fields: { plz: "4143", birthYear: 1950, model: "standard", franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "und mit 1500?",
        expect: {
          act: "change",
          fields: { plz: "4143", birthYear: 1950, model: "standard", franchise: 1500, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 1500, accident: true }],
        },
      },
    ],
  },
];
