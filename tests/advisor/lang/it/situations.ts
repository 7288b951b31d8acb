import type { AdvisorCase } from "../../case-format";
import { CHF_AMOUNT, GERMAN_REPLY, IT } from "../patterns";

/** Italian as people in Ticino and Italian-speaking Graubünden type it: place and age, numbers, years, prices, insurers. */
const UNKNOWN_POSTAL_CODE = /(npa|numero postale|codice postale)\b[^.]*\b(sconosciut|non (lo )?trovo|non esiste|non conosco)/i;

export const cases: AdvisorCase[] = [
  {
    id: "it-place-age-1",
    category: "place-age",
    turns: [
      { user: "ciao, sono nato nel 1990 a Lugano e abito ancora lì", expect: { fields: { ort: "Lugano", birthYear: 1990 }, act: "provide_info", notAnswers: [GERMAN_REPLY] } },
      { user: "6900", expect: { fields: { plz: "6900", birthYear: 1990 }, notAnswers: [IT.asksBirthYear] } },
      { user: "quanto costa la cassa malati più economica?", expect: { act: "ask_price", figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "it-place-age-2",
    category: "place-age",
    note: "34 in November 2026: born 1992.",
    turns: [
      { user: "ho 34 anni e vivo a Bellinzona", expect: { fields: { ort: "Bellinzona", birthYear: 1992 }, act: "provide_info" } },
      { user: "medico di famiglia, franchigia 1500", expect: { fields: { model: "hausarzt", franchise: 1500, birthYear: 1992 } } },
      { user: "senza infortunio, lavoro al 100%", expect: { fields: { accident: false, model: "hausarzt" }, figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: false }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "it-place-age-3",
    category: "place-age",
    note: "Coira is the Italian name of Chur.",
    turns: [
      { user: "mi trasferisco a Coira, classe 1984", expect: { fields: { ort: "Chur", birthYear: 1984 }, notAnswers: [GERMAN_REPLY] } },
      { user: "quanto pago con il modello standard e franchigia 300?", expect: { fields: { model: "standard", franchise: 300 }, act: "ask_price", answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "it-place-age-4",
    category: "place-age",
    turns: [
      { user: "abito a Poschiavo, nata nel 1961", expect: { fields: { ort: "Poschiavo", birthYear: 1961 }, notAnswers: [GERMAN_REPLY] } },
      { user: "telmed con la franchigia più alta", expect: { fields: { model: "telmed", franchise: 2500 }, figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "it-dialect-typos-1",
    category: "dialect-typos",
    turns: [
      { user: "ciao sn di locarno classe 95 qnt costa la cassa malati?", expect: { fields: { ort: "Locarno", birthYear: 1995 }, act: "ask_price", notAnswers: [GERMAN_REPLY] } },
      { user: "6600, franchiggia 2500 senza infortuni", expect: { fields: { plz: "6600", franchise: 2500, accident: false }, figures: [{ what: "cheapest", franchise: 2500, accident: false }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "it-dialect-typos-2",
    category: "dialect-typos",
    turns: [
      { user: "buongiorno, npa 6850 mendrisio, anno 1972, hmo, fr. 1000, con inf.", expect: { fields: { plz: "6850", birthYear: 1972, model: "hmo", franchise: 1000, accident: true } } },
      { user: "grazie, e quanto fa all anno?", expect: { answers: [/anno|annu|12/i, CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "it-dialect-typos-3",
    category: "dialect-typos",
    turns: [
      { user: "salve, cerco la cassa piu conveniente x me, chiasso 6830 nato 1988", expect: { fields: { plz: "6830", birthYear: 1988 }, figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
      { user: "e col medico di famiglia?", expect: { fields: { model: "hausarzt", plz: "6830" }, figures: [{ what: "cheapest", model: "hausarzt" }] } },
    ],
  },
  {
    id: "it-numbers-1",
    category: "numbers",
    note: "A deductible given after the offers is never a postal code.",
    turns: [
      { user: "6500 Bellinzona, 1983", expect: { fields: { plz: "6500", birthYear: 1983 } } },
      { user: "franchigia 2000 e telmed", expect: { fields: { franchise: 2000, model: "telmed", plz: "6500" }, notAnswers: [UNKNOWN_POSTAL_CODE], figures: [{ what: "cheapest", franchise: 2000, model: "telmed" }] } },
    ],
  },
  {
    id: "it-numbers-2",
    category: "numbers",
    turns: [
      { user: "pago 512,40 franchi al mese con la CSS", expect: { fields: { currentInsurer: "CSS", currentPremium: 512.4 }, act: "provide_info" } },
      { user: "6616 Losone, 1969", expect: { fields: { plz: "6616", birthYear: 1969, currentInsurer: "CSS" } } },
    ],
  },
  {
    id: "it-numbers-3",
    category: "numbers",
    note: "'2026' next to 'premi' is the tariff year.",
    turns: [
      { user: "6962 Viganello, 1976, standard 300 con infortunio", expect: { fields: { plz: "6962", birthYear: 1976 } } },
      { user: "e i premi 2026?", expect: { fields: { tariffYear: 2026, birthYear: 1976, plz: "6962" }, figures: [{ what: "cheapest", tariffYear: 2026 }], answers: [/2026/] } },
    ],
  },
  {
    id: "it-numbers-4",
    category: "numbers",
    note: "19 in November 2026: born 2007.",
    turns: [
      { user: "ho 19 anni, studio, abito a 6512 Giubiasco, franchigia minima", expect: { fields: { plz: "6512", birthYear: 2007, franchise: 300 } } },
      { user: "quanto?", expect: { figures: [{ what: "cheapest", franchise: 300 }], answers: [CHF_AMOUNT], notAnswers: [IT.asksBirthYear, GERMAN_REPLY] } },
    ],
  },
  {
    id: "it-tariff-year-1",
    category: "tariff-year",
    turns: [
      {
        user: "di quanto aumentano i miei premi l'anno prossimo? 6900 Lugano, 1965, medico di famiglia 300 con infortunio",
        expect: {
          fields: { plz: "6900", birthYear: 1965, model: "hausarzt", franchise: 300, accident: true },
          act: "ask_trend",
          figures: [
            { what: "cheapest", tariffYear: 2026, model: "hausarzt", franchise: 300, accident: true },
            { what: "cheapest", tariffYear: 2027, model: "hausarzt", franchise: 300, accident: true },
          ],
          answers: [/2027|anno prossimo|prossimo anno/i, CHF_AMOUNT],
          notAnswers: [GERMAN_REPLY],
        },
      },
    ],
  },
  {
    id: "it-tariff-year-2",
    category: "tariff-year",
    turns: [
      { user: "i premi 2027 sono già pubblicati?", expect: { answers: [/\bsì|pubblicat|noti|settembre/i], notAnswers: [GERMAN_REPLY] } },
      { user: "allora per me: 6710 Biasca, 1987", expect: { fields: { plz: "6710", birthYear: 1987, tariffYear: 2027 } } },
      { user: "e quanto era nel 2026?", expect: { fields: { tariffYear: 2026, plz: "6710" }, figures: [{ what: "cheapest", tariffYear: 2026 }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "it-question-price-1",
    category: "question-price",
    turns: [
      {
        user: "quanto costa la cassa malati di base più economica a Mendrisio per una persona nata nel 1980?",
        expect: { fields: { ort: "Mendrisio", birthYear: 1980 }, act: "ask_price", figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] },
      },
      { user: "e con l'infortunio quanto in più?", expect: { act: "ask_compare", figures: [{ what: "cheapest", accident: true }, { what: "cheapest", accident: false }], answers: [/infortun/i, CHF_AMOUNT] } },
    ],
  },
  {
    id: "it-question-price-2",
    category: "question-price",
    turns: [
      { user: "quanto costa in media una cassa malati?", expect: { action: "ask_user", answers: [/npa|numero postale|codice postale|dove abiti|domicilio|comune/i, /anno di nascita|età|nat[oa]|quanti anni/i], notAnswers: [GERMAN_REPLY] } },
      { user: "6600 Locarno, 1991", expect: { fields: { plz: "6600", birthYear: 1991 }, figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT] } },
      { user: "e con franchigia 2500?", expect: { fields: { franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "it-named-insurer-1",
    category: "named-insurer",
    turns: [
      {
        user: "quanto costa la Helsana per me? 6900 Lugano, 1979",
        expect: { fields: { namedInsurer: "Helsana", plz: "6900", birthYear: 1979 }, act: "ask_insurer", figures: [{ what: "insurer", insurer: "Helsana" }], answers: [/helsana/i, CHF_AMOUNT], notAnswers: [GERMAN_REPLY] },
      },
      { user: "e la Concordia?", expect: { fields: { namedInsurer: "Concordia" }, figures: [{ what: "insurer", insurer: "Concordia" }], answers: [/concordia/i] } },
    ],
  },
  {
    id: "it-named-insurer-2",
    category: "named-insurer",
    note: "Sumiswalder offers no basic insurance in Ticino.",
    turns: [
      { user: "6500, 1990, telmed 2500 senza infortunio", expect: { fields: { plz: "6500", model: "telmed", franchise: 2500, accident: false } } },
      { user: "e la Sumiswalder quanto costa qui?", expect: { fields: { namedInsurer: "Sumiswalder" }, answers: [/sumiswalder/i, /\bnon\b|nessun|solo|soltanto/i], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "it-named-insurer-3",
    category: "named-insurer",
    turns: [
      { user: "6830, 1974, standard 1500", expect: { fields: { plz: "6830", birthYear: 1974 } } },
      {
        user: "è vero che l'Assura è sempre la più economica?",
        expect: { fields: { namedInsurer: "Assura" }, act: "ask_insurer", figures: [{ what: "insurer", insurer: "Assura", model: "standard", franchise: 1500 }], answers: [/assura/i, /\bsì|\bno\b|non sempre|dipende|in questo caso|è la più/i] },
      },
    ],
  },
  {
    id: "it-current-insurer-1",
    category: "current-insurer",
    turns: [
      { user: "sono con la Sanitas e pago 455 franchi al mese", expect: { fields: { currentInsurer: "Sanitas", currentPremium: 455 }, act: "provide_info" } },
      { user: "6600 Locarno, 1985, telmed, franchigia 2500, senza infortunio", expect: { fields: { plz: "6600", birthYear: 1985, model: "telmed", franchise: 2500, accident: false, currentPremium: 455 } } },
      { user: "quanto potrei risparmiare?", expect: { figures: [{ what: "saving" }], answers: [/sanitas|455/i, CHF_AMOUNT], notAnswers: [GERMAN_REPLY, IT.asksBirthYear] } },
    ],
  },
  {
    id: "it-current-insurer-2",
    category: "current-insurer",
    note: "Asked on 24 November 2026: the notice must arrive by 30 November.",
    turns: [
      { user: "la mia cassa è la Visana, posso ancora cambiare per il 2027?", expect: { fields: { currentInsurer: "Visana" }, act: "ask_rule", answers: [IT.novemberDeadline], notAnswers: [GERMAN_REPLY] } },
      { user: "come faccio la disdetta?", expect: { act: "ask_rule", answers: [/lettera|scritt|raccomandata/i] } },
    ],
  },
  {
    id: "it-current-insurer-3",
    category: "current-insurer",
    turns: [
      {
        user: "sono assicurato con la SWICA, medico di famiglia, franchigia 500, con infortunio, 6900, 1958. conviene cambiare?",
        expect: {
          fields: { currentInsurer: "SWICA", model: "hausarzt", franchise: 500, accident: true, plz: "6900", birthYear: 1958 },
          figures: [{ what: "current", insurer: "SWICA", model: "hausarzt", franchise: 500, accident: true }],
          answers: [/swica/i, CHF_AMOUNT],
          notAnswers: [GERMAN_REPLY, IT.eightHours],
        },
      },
      { user: "voglio tenere la stessa franchigia", expect: { fields: { franchise: 500 }, figures: [{ what: "saving" }] } },
    ],
  },
];
