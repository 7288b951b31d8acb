import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, models: is HMO cheaper than telemedicine (the Knonauer Amt, Zurich: no, telemedicine is cheaper
 * in 2026 and in 2027), what telemedicine means (Lötschental), whether the family-doctor model pays off against the
 * standard model (the Aargau Rhine, yes: 41.75 a month in 2026, 55.35 in 2027 for the cheapest offers) and which model
 * is the cheapest (the Toggenburg: telemedicine in both years). Written apart from the engine and never tuned against.
 * Alternative insurance models with a restricted choice of providers in exchange for a lower premium: Art. 41 para. 4
 * and Art. 62 para. 1 KVG, Art. 99–101 KVV. Conversations take place on Sunday 22.11.2026; the tariff year shown by
 * default is 2027. Checked with a throw-away script outside the repository against the 2026 and 2027 tables (2027:
 * HMO and family doctor = "PRAXIS", telemedicine = "TEL_DIG", "FLEX" counted separately and never the cheapest here)
 * and swisstopo's directory joined with the BAG premium regions in ../shared/data.
 */

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v22-model-compare-01",
    category: "model-compare",
    note: "Knonauer Amt (Zurich): 8925 Ebertswil (100 % Hausen am Albis, ZH region 3), born 1986, 2500, without accident. 'isch hmo günstiger als telmed?': no. 2026: cheapest telemedicine Sanitas 300.90 < cheapest HMO ÖKK 302.10 (family doctor rhenusana 301.30); 2027: cheapest telemedicine Assura MediTel 315.60 < cheapest practice tariff Sanitas 322.40 (FLEX Assura QualiMed 320.60). The difference is small; the reply must not claim HMO is cheaper. Then the difference between HMO (a group practice or health centre as first contact) and the family-doctor model (a chosen family doctor as first contact), both alternative models (Art. 41 para. 4 KVG).",
    turns: [
      {
        user: "8925 ebertswil, jg 86, 2500 ohni unfall. isch hmo günstiger als telmed?",
        expect: {
          act: "ask_compare",
          fields: { plz: "8925", birthYear: 1986, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT, /telmed|telemed/i],
          notAnswers: [/hmo ist (etwas |leicht |deutlich )?(günstiger|billiger)|\bja\b,? (das )?hmo/i],
          figures: [
            { what: "cheapest", model: "telmed", franchise: 2500, accident: false },
            { what: "cheapest", model: "hmo", franchise: 2500, accident: false },
          ],
        },
      },
      {
        user: "und was isch eigentlich de unterschied zwüsche hmo und hausarzt?",
        expect: {
          act: "ask_rule",
          answers: [/gruppenpraxis|gesundheitszentrum|hmo-praxis|ärztezentrum|praxis/i, /hausarzt|hausärztin/i],
        },
      },
    ],
  },
  {
    id: "v22-model-compare-02",
    category: "model-compare",
    note: "Lötschental (Valais): 'was isch telmed überhaupt?': telemedicine means calling a medical hotline (or using an app) first before seeing a doctor, except in emergencies, for a lower premium (an alternative model, Art. 41 para. 4 and Art. 62 para. 1 KVG). Then the place and year are given: 3916 Ferden (100 % Ferden, VS region 2), born 1997 (an adult in 2026 and 2027), telemedicine: offers exist in both years (with 300, with and without accident).",
    turns: [
      {
        user: "was isch telmed überhaupt? muess i da immer zerscht alüte?",
        expect: {
          act: "ask_rule",
          answers: [/telefon|anruf|anrufen|hotline|app|zuerst|vorher/i],
          notAnswers: [/nie (mehr )?(zum|einen) arzt/i],
        },
      },
      {
        user: "ok und was würd das choschte? 3916 ferden, 1997",
        expect: {
          fields: { plz: "3916", birthYear: 1997, model: "telmed" },
          answers: [CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "v22-model-compare-03",
    category: "model-compare",
    note: "Aargau Rhine: 5326 Schwaderloch (100 % Schwaderloch, AG region 0), born 1970, 1500, without accident. 'lohnt sech hausarzt gägenüber standard?': yes; cheapest standard 2026 Luzerner Hinterland 422.30 / 2027 Sumiswalder 452.10; cheapest family doctor 2026 Sanitas 380.55 / 2027 Sanitas 396.75: the family-doctor model is cheaper in both years. Then the yearly difference (2027: 12 × 55.35 = 664.20; 2026: 12 × 41.75 = 501.00).",
    turns: [
      {
        user: "lohnt sech s hausarztmodell gägenüber em standard? 5326 schwaderloch, jahrgang 1970, 1500 franchise, ohni unfall",
        expect: {
          act: "ask_compare",
          fields: { plz: "5326", birthYear: 1970, franchise: 1500, accident: false },
          answers: [CHF_AMOUNT, /\bja\b|günstiger|billiger|sparst|ersparnis|weniger/i],
          notAnswers: [/standard(modell)? ist (günstiger|billiger)/i],
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 1500, accident: false },
            { what: "cheapest", model: "standard", franchise: 1500, accident: false },
          ],
        },
      },
      {
        user: "wie vil wär das im johr?",
        expect: {
          answers: [CHF_AMOUNT, /jahr|jährlich/i],
          notAnswers: [/standard(modell)? ist (günstiger|billiger)/i],
        },
      },
    ],
  },
  {
    id: "v22-model-compare-04",
    category: "model-compare",
    note: "Toggenburg (St. Gallen): 9652 Neu St. Johann (100 % Nesslau, SG region 3), born 1995, 2500, without accident. 'weles modell isch am billigschte?': telemedicine in both years (2026 Agrisano AGRIsmart 276.70 against HMO SWICA 281.80, family doctor 285.40, standard 321.80; 2027 Agrisano AGRIsmart 295.50 against practice tariff Helsana 295.80, FLEX 305.30, standard 341.70). The standard model is the dearest. Then 'und wenn i lieber bi mim hausarzt bliibe wött?': the family-doctor model (2027 Helsana BeneFit PLUS Hausarzt R1 295.80, 2026 Assura 285.40).",
    turns: [
      {
        user: "weles modell isch am billigschte für mi? 9652 neu st johann, jg 95, 2500 franchise ohni unfall",
        expect: {
          act: "ask_compare",
          fields: { plz: "9652", birthYear: 1995, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT, /telmed|telemed/i],
          notAnswers: [/standard(modell)? ist (am )?(günstigsten|billigsten|die günstigste)/i],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und wenn i lieber bi mim hausarzt bliibe wött?",
        expect: {
          act: "change",
          fields: { plz: "9652", birthYear: 1995, model: "hausarzt", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500, accident: false }],
        },
      },
    ],
  },
];
