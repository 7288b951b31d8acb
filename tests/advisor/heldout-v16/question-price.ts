import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, price questions: "lohnt sich 2500?" asked together with the data, the cheapest HMO, a student who
 * lives away from home during the week, the worst case per year with a given deductible, a child of seven. Written apart
 * from the engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes of 2027:
 * children born 2009 or later; young adults 2002–2008; adults 2001 or earlier). Ages become birth years as 2026 − age.
 * Every postal code and locality was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data with a throw-away script. Cost sharing (Art. 64 KVG, Art. 103 KVV): the deductible, then 10 % of the
 * costs above it up to CHF 700 a year for adults (CHF 350 for children).
 */
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|pro anno/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v16-question-price-01",
    category: "question-price",
    note: "Zurich German: 'lohnt sich 2500?' with the data in the same line: 8304 Wallisellen (ZH region 2), born 1986, rarely at the doctor: the price with 2500 (with low expected costs 2500 is usually the cheapest in total; in 2027 the cheapest with 2500 and accident is about 125 a month below the cheapest with 300); then the yearly saving against 300.",
    turns: [
      {
        user: "8304 wallisellen, jg 1986, bi fasch nie bim dokter – lohnt sich 2500?",
        expect: {
          fields: { plz: "8304", birthYear: 1986 },
          answers: [CHF_AMOUNT, /2[' ’]?500/],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und wie vill spar i demit im jahr gägenüber de 300er?",
        expect: { fields: { plz: "8304", birthYear: 1986 }, answers: [CHF_AMOUNT, PER_YEAR] },
      },
    ],
  },
  {
    id: "v16-question-price-02",
    category: "question-price",
    note: "Lucerne German: the cheapest HMO for 'emmebrügg' = Emmenbrücke (6020: 98.2 % municipality Emmen, the rest Luzern and Ebikon, all LU region 1), born 1998 (an adult of 29 in 2027; practice tariffs exist there); then without accident cover (full-time employee): HMO stays. Then the yearly amount.",
    turns: [
      {
        user: "was chostet s günstigste hmo für mich? 6020 emmebrügg, jg 1998",
        expect: {
          fields: { plz: "6020", birthYear: 1998, model: "hmo" },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hmo" }],
        },
      },
      {
        user: "und ohni unfall? schaff 100% bi de schindler",
        expect: {
          fields: { plz: "6020", birthYear: 1998, model: "hmo", accident: false },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hmo", accident: false }],
        },
      },
      {
        user: "und fürs ganze jahr?",
        expect: { fields: { plz: "6020", birthYear: 1998, model: "hmo", accident: false }, answers: [CHF_AMOUNT, PER_YEAR] },
      },
    ],
  },
  {
    id: "v16-question-price-03",
    category: "question-price",
    note: "Bernese German: a student of 23 (→ 2003, a young adult of 24 in 2027) studies in Fribourg during the week and keeps his home with his parents in 3860 Meiringen (98.4 % municipality Meiringen, 1.6 % Brienzwiler, BE region 3): the premium follows the legal domicile, Meiringen; then whether a student can get a premium subsidy (cantonal, on income; for young adults in education the parents' income is usually taken into account).",
    turns: [
      {
        user: "bi 23i, studiere z fribourg u wohne dert unger dr wuche, deheime bi mine eltere in 3860 meiringe. was zahle ig?",
        expect: {
          fields: { plz: "3860", birthYear: 2003 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u chönnt i als studänt prämieverbilligig übercho?",
        expect: { act: "ask_rule", answers: [/kanton|einkommen|antrag|eltern|steuer|anspruch|berechtigt/i] },
      },
    ],
  },
  {
    id: "v16-question-price-04",
    category: "question-price",
    note: "Standard German: Telmed with 1500 without accident in 8050 Zürich-Oerlikon (ZH region 1), born 1991; then the worst case per year out of pocket besides the premium: the 1500 deductible plus at most 700 co-payment = 2200 a year.",
    turns: [
      {
        user: "Wie viel zahle ich mit Telmed, 1500 Franchise und ohne Unfall? PLZ 8050 Zürich-Oerlikon, Jahrgang 1991.",
        expect: {
          fields: { plz: "8050", birthYear: 1991, model: "telmed", franchise: 1500, accident: false },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500, accident: false }],
        },
      },
      {
        user: "Und wie viel müsste ich im schlimmsten Fall pro Jahr selber zahlen, zusätzlich zur Prämie?",
        expect: { answers: [/2[' ’.]?200|1[' ’.]?500.{0,160}700|700.{0,160}1[' ’.]?500/i] },
      },
    ],
  },
  {
    id: "v16-question-price-05",
    category: "question-price",
    note: "Appenzell Ausserrhoden: a child of seven (→ 2019) in 9100 Herisau (99.4 % municipality Herisau, the rest Waldstatt, Schwellbrunn and 0.2 % Gossau SG; AR region 0): the child's price; then deductible 0 against 600 (children: 0–600). The figures are the child's; the birth-year slot is not checked (the writer is the parent).",
    turns: [
      {
        user: "was chostet es chind vo 7 jahr? mir wohned in 9100 herisau",
        expect: { fields: { plz: "9100" }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest", birthYear: 2019 }] },
      },
      {
        user: "und mit franchise 0 oder 600, wie gross isch de unterschied?",
        expect: {
          fields: { plz: "9100" },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", franchise: 0, birthYear: 2019 },
            { what: "cheapest", franchise: 600, birthYear: 2019 },
          ],
        },
      },
    ],
  },
];
