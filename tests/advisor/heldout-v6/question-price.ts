import type { AdvisorCase } from "../case-format";

/** "was kostet …", "wie viel zahle ich mit …". Conversations take place on 27.11.2026. */
export const questionPriceCases: AdvisorCase[] = [
  {
    id: "h6-question-price-01",
    category: "question-price",
    turns: [
      {
        user: "Wie viel kostet die Grundversicherung für eine 35-jährige Frau in 4058 Basel mit Franchise 300 und Unfall?",
        expect: { act: "ask_price", fields: { plz: "4058", franchise: 300, accident: true }, answers: [/\d+[.,]\d{2}|chf|fr\./i] },
      },
    ],
  },
  {
    id: "h6-question-price-02",
    category: "question-price",
    turns: [
      { user: "1986, 8600 dübendorf", expect: { fields: { plz: "8600", birthYear: 1986 } } },
      {
        user: "was zahl ich mit telmed und 2500 franchise ohne unfall?",
        expect: {
          act: "ask_price",
          fields: { plz: "8600", birthYear: 1986, model: "telmed", franchise: 2500, accident: false },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und im jahr?",
        expect: { fields: { plz: "8600", model: "telmed", franchise: 2500 }, answers: [/jahr|jährlich|pro jahr|\/ ?j/i] },
      },
    ],
  },
  {
    id: "h6-question-price-03",
    category: "question-price",
    note: "a student asks for the cheapest possible premium",
    turns: [
      {
        user: "Bin Studentin, Jg 2004, wohne in 3018 Bern. Was ist das absolut billigste was ich kriegen kann?",
        expect: { act: "ask_price", fields: { plz: "3018", birthYear: 2004 }, answers: [/\d+[.,]\d{2}|chf|fr\./i] },
      },
    ],
  },
  {
    id: "h6-question-price-04",
    category: "question-price",
    note: "price of the standard model",
    turns: [
      {
        user: "was choscht s standardmodell mit freier arztwahl? 9630 wattwil, 1962, franchise 500",
        expect: {
          act: "ask_price",
          fields: { plz: "9630", birthYear: 1962, franchise: 500, model: "standard" },
          figures: [{ what: "cheapest", model: "standard", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "h6-question-price-05",
    category: "question-price",
    note: "the difference between two deductibles",
    turns: [
      {
        user: "Ich bin 1990 geboren, wohne in 6330 Cham. Wie viel spare ich im Monat wenn ich von 300 auf 2500 Franchise gehe?",
        expect: {
          act: "ask_compare",
          fields: { plz: "6330", birthYear: 1990 },
          figures: [
            { what: "cheapest", franchise: 300 },
            { what: "cheapest", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h6-question-price-06",
    category: "question-price",
    note: "a retiree, price without accident cover",
    turns: [
      {
        user: "Guten Tag. Ich bin pensioniert (Jahrgang 1953) und wohne in 3250 Lyss. Was kostet mich die Krankenkasse nächstes Jahr? Unfall brauche ich keinen mehr, oder doch?",
        expect: {
          fields: { plz: "3250", birthYear: 1953, tariffYear: 2027 },
          answers: [/unfall/i],
        },
      },
    ],
  },
  {
    id: "h6-question-price-07",
    category: "question-price",
    turns: [
      { user: "wohne in 7302 landquart", expect: { fields: { plz: "7302" } } },
      { user: "jg 1978", expect: { fields: { plz: "7302", birthYear: 1978 } } },
      {
        user: "also was isch jetzt de billigscht priis?",
        expect: { act: "ask_price", fields: { plz: "7302", birthYear: 1978 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
];
