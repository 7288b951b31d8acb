import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, price questions: "was chostet mi …" above Lake Thun, an HMO price for a pensioner in the Surselva,
 * a student in the Laufental asking about telemedicine with the ordinary deductible, a family-doctor price in the
 * Muotatal (a postal code shared with Bürglen UR, mostly Schwyz), and the monthly and yearly price on the Untersee.
 * Written apart from the engine and never tuned against. Conversations take place on Sunday 22.11.2026; the tariff year
 * shown by default is 2027. Every place was checked against swisstopo's directory joined with the BAG premium regions,
 * and offers exist for every setting a figure is expected for in 2026 and 2027 (throw-away script outside the
 * repository, ../shared/data).
 */

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v22-question-price-01",
    category: "question-price",
    note: "Above Lake Thun (Bern): 3625 Heiligenschwendi (99.3 % Heiligenschwendi, 0.7 % Hilterfingen, both BE region 2), born 1977, 2000, without accident, no model named: offers of every model exist in both years (2026 cheapest Visana VIVA 370.80, 2027 ÖKK CASAMED HMO 390.70). Then 'und mit unfall?': accident cover added, the rest kept.",
    turns: [
      {
        user: "was chostet mi d grundversicherig? 3625 heiligeschwändi, jg 77, 2000 franchise, ohni unfau",
        expect: {
          act: "ask_price",
          fields: { plz: "3625", birthYear: 1977, franchise: 2000, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000, accident: false }],
        },
      },
      {
        user: "u mit unfau?",
        expect: {
          act: "change",
          fields: { accident: true, franchise: 2000, plz: "3625", birthYear: 1977 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 2000, accident: true }],
        },
      },
    ],
  },
  {
    id: "v22-question-price-02",
    category: "question-price",
    note: "Surselva (Graubünden): 7153 Falera (100 % Falera, GR region 3), born 1958, a pensioner, HMO, 500, with accident: HMO offers exist in 2026 (ÖKK Gesundheitszentrum 414.10) and practice tariffs in 2027 (curaulta CASAMED 413.60). Then 'und mit 1500?' (2026 HMO ÖKK 355.70, 2027 curaulta CASAMED 359.80).",
    turns: [
      {
        user: "wie viel zahl ich mit hmo und 500 franchise? falera 7153, jahrgang 1958, rentner, mit unfall",
        expect: {
          act: "ask_price",
          fields: { plz: "7153", birthYear: 1958, franchise: 500, accident: true, model: "hmo" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hmo", franchise: 500, accident: true }],
        },
      },
      {
        user: "und mit 1500?",
        expect: {
          act: "change",
          fields: { plz: "7153", birthYear: 1958, franchise: 1500, accident: true, model: "hmo" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hmo", franchise: 1500, accident: true }],
        },
      },
    ],
  },
  {
    id: "v22-question-price-03",
    category: "question-price",
    note: "Laufental (Basel-Land): 4246 Wahlen b. Laufen (99.1 % Wahlen, 0.9 % Laufen, both BL region 2), born 2003: a young adult in 2027 (24) and 2026 (23). Telemedicine, the ordinary deductible 300, without accident (a student insured against accidents elsewhere is not asked here): 2026 cheapest Agrisano AGRIsmart 343.10, 2027 Assura MediTel 351.30. Wahlen must not be read as Wahlendorf (BE). Then 'ab wenn zahl i erwachsenenprämie?': from the year in which she turns 26, i.e. 2029 (Art. 61 para. 3 KVG).",
    turns: [
      {
        user: "bin studentin (jg 2003) us wahlen bi laufe 4246. was choschtet telmed mit dr tiefschte franchise ohni unfall?",
        expect: {
          act: "ask_price",
          fields: { plz: "4246", birthYear: 2003, franchise: 300, accident: false, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [/wahlendorf/i],
          figures: [{ what: "cheapest", model: "telmed", franchise: 300, accident: false }],
        },
      },
      {
        user: "und ab wenn zahl i denn erwachsenenprämie?",
        expect: {
          act: "ask_rule",
          answers: [/2029|26\. (geburtstag|lebensjahr)|26 wirst|26 (jahre alt )?bist|ab 26/i],
          notAnswers: [/ab 2027 (zahlst|bist) du (die )?erwachsen/i],
        },
      },
    ],
  },
  {
    id: "v22-question-price-04",
    category: "question-price",
    note: "Muotatal (Schwyz): 6436 Muotathal (95.8 % Muotathal SZ, 4.2 % Bürglen UR, both region 0 of their canton); the person names Muotathal, so Schwyz. Born 1981, family doctor, 1000, without accident: 2026 cheapest Atupri CareMed 374.70, 2027 CONCORDIA HMO 381.50 (practice tariff). Then 'gits das mit telmed günstiger?': yes, in both years (2026 Agrisano AGRIsmart 346.80 against 374.70; 2027 379.40 against 381.50).",
    turns: [
      {
        user: "hallo. muotathal 6436, 1981. hausarzt 1000 ohne unfall, was kostets?",
        expect: {
          act: "ask_price",
          fields: { plz: "6436", birthYear: 1981, franchise: 1000, accident: false, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [/kanton uri|\(UR\)|bürglen/i],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1000, accident: false }],
        },
      },
      {
        user: "gits das mit telmed günstiger?",
        expect: {
          act: "ask_compare",
          fields: { plz: "6436", franchise: 1000, accident: false },
          answers: [CHF_AMOUNT, /\bja\b|günstiger|billiger|sparst|weniger/i],
          notAnswers: [/telmed ist (teurer|nicht günstiger)/i],
          figures: [{ what: "cheapest", model: "telmed", franchise: 1000, accident: false }],
        },
      },
    ],
  },
  {
    id: "v22-question-price-05",
    category: "question-price",
    note: "Untersee (Thurgau): 8265 Mammern (100 % Mammern, TG region 0), born 1969, standard, 300, without accident: 2027 cheapest ÖKK 495.70 a month (5948.40 a year); 2026 Agrisano 474.60. 'im monet und ufs johr': both a monthly and a yearly amount. Then 'isch das meh als hüür?': yes, the cheapest rises from 474.60 (2026, Agrisano) to 495.70 (2027, ÖKK).",
    turns: [
      {
        user: "8265 mammern, jg 69, standardmodell 300 ohni unfall. was macht das im monet und ufs johr?",
        expect: {
          act: "ask_price",
          fields: { plz: "8265", birthYear: 1969, franchise: 300, accident: false, model: "standard" },
          answers: [CHF_AMOUNT, /jahr|jährlich/i, /monat/i],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: false }],
        },
      },
      {
        user: "isch das meh als hüür?",
        expect: {
          act: "ask_trend",
          answers: [/\bja\b|mehr|teurer|gestiegen|steigt|erhöh|aufschlag/i],
          notAnswers: [/(günstiger|billiger) als (2026|dieses jahr|heuer)|gesunken/i],
        },
      },
    ],
  },
];
