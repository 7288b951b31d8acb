import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v22, the current insurer and premium: like-for-like savings (same deductible, model and accident
 * cover) for people who name their insurer, model or product, deductible and monthly premium: a CSS customer in the
 * Emmental who then asks until when he must cancel; a Helsana telemedicine customer in the St. Gallen Rhine valley; a
 * pensioner in the Entlebuch with Aquilana's CASAMED who then asks for the yearly amount; a German-speaking woman in
 * Montreux with Groupe Mutuel; a KPT HMO customer in Thurgau who asks whether a registered letter is required; a SWICA
 * telemedicine customer in the Tösstal who asks whether the new insurer may refuse him. Written apart from the engine
 * and never tuned against. Conversations take place on Sunday 22.11.2026: the notice for a change on 1 January 2027
 * must have reached the insurer by Monday 30 November 2026 (Art. 7 para. 2 KVG); the law prescribes no form such as a
 * registered letter (it is advisable as proof); every insurer must accept every person subject to compulsory insurance
 * in its area of activity (Art. 4 para. 2 KVG). Every premium a person names is that insurer's real 2026 premium for
 * the situation described (named in the note), and each like-for-like saving is positive whether it is computed 2026
 * against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against 2027 (2027: standard = BAG
 * "BASE", family doctor and HMO = "PRAXIS", telemedicine = "TEL_DIG"; 2027 tariffs restricted to listed municipalities
 * were applied). Checked with a throw-away script outside the repository against the 2026 and 2027 tables and
 * swisstopo's directory joined with the BAG premium regions in ../shared/data.
 */

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v22-current-insurer-01",
    category: "current-insurer",
    note: "Emmental (Bern): 3532 Zäziwil (99.7 % Zäziwil, the rest Oberhünigen, both BE region 2; the postal code also covers Mirchel, region 2), born 1980. CSS (BAG 8) standard model, 300, with accident, 608.00 = CSS's real 2026 standard premium. Like-for-like: 2026 cheapest Sumiswalder 566.10 → 41.90; 2027 cheapest ÖKK 590.00 → 18.00 against the 2026 premium, 59.00 against CSS's own 2027 standard premium 649.00. Then 'bis wenn mues i künde?': the notice must have reached CSS by Monday 30 November 2026 (Art. 7 para. 2 KVG).",
    turns: [
      {
        user: "grüessech, bi bi dr css, standard, 300 franchise mit unfau, zahle 608 stutz im monet. wohne z 3532 zäziwil, jahrgang 1980. chani do öppis spare?",
        expect: {
          fields: { plz: "3532", birthYear: 1980, franchise: 300, accident: true, currentInsurer: "8", currentPremium: 608, currentModel: "standard" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "u bis wenn mues i de künde?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "8", plz: "3532" },
          answers: [NOVEMBER_DEADLINE],
          notAnswers: [/31\.\s*dezember|ende dezember/i, ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v22-current-insurer-02",
    category: "current-insurer",
    note: "St. Gallen Rhine valley: 9468 Sax (100 % Sennwald, SG region 3), born 1992. Helsana (BAG 1562) 'BeneFit PLUS Telmed', 2500, without accident, 311.10 = Helsana's real 2026 premium of that product. Like-for-like (telemedicine): 2026 cheapest Agrisano AGRIsmart 276.70 → 34.40; 2027 cheapest Agrisano AGRIsmart 295.50 → 15.60 against the 2026 premium, 5.00 against Helsana's own 2027 BeneFit PLUS Telemed 300.50. Sax must not be read as Saxon (VS) or Saxeten (BE). Then the deadline: the notice must have reached Helsana by Monday 30 November 2026 (Art. 7 para. 2 KVG).",
    turns: [
      {
        user: "hoi, ha d helsana benefit plus telmed, 2500er franchise ohni unfall, zahl 311.10. 9468 sax, jg 92. wieviel spar i wenn i wechsle?",
        expect: {
          fields: { plz: "9468", birthYear: 1992, franchise: 2500, accident: false, currentInsurer: "1562", currentPremium: 311.1, currentModel: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [/saxon|saxeten|wallis|\bVS\b/i],
          figures: [{ what: "saving", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und bis wenn mues d kündigung bi de helsana si?",
        expect: { act: "ask_rule", fields: { currentInsurer: "1562" }, answers: [NOVEMBER_DEADLINE] },
      },
    ],
  },
  {
    id: "v22-current-insurer-03",
    category: "current-insurer",
    note: "Entlebuch (Lucerne): 6173 Flühli (98.8 % Flühli, the rest Escholzmatt-Marbach, both LU region 3), born 1959, a pensioner with accident cover. Aquilana (BAG 32) 'CASAMED' family-doctor model, 1500, with accident, 401.80 = Aquilana's real 2026 premium of that product. Like-for-like: 2026 cheapest family-doctor Sanitas Hausarztmodell 1 359.50 → 42.30; 2027 cheapest practice tariff Luzerner Hinterland Hausmed 375.20 → 26.60 against the 2026 premium, 47.80 against Aquilana's own cheapest 2027 practice tariff 423.00. Then 'und ufs johr gseh?': the yearly saving, twelve times the monthly one (e.g. 507.60, 319.20 or 573.60).",
    turns: [
      {
        user: "bin pensioniert, bi de aquilana casamed hausarzt, franchise 1500 mit unfall, zahle 401.80. wohne 6173 flühli, gebore 1959",
        expect: {
          fields: { plz: "6173", birthYear: 1959, franchise: 1500, accident: true, currentInsurer: "32", currentPremium: 401.8, currentModel: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "hausarzt", franchise: 1500, accident: true }],
        },
      },
      {
        user: "und ufs johr gseh?",
        expect: {
          fields: { currentInsurer: "32", currentPremium: 401.8 },
          answers: [CHF_AMOUNT, /jahr|jährlich/i],
          notAnswers: [ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v22-current-insurer-04",
    category: "current-insurer",
    note: "A German speaker in Montreux (Vaud): 1820 Montreux (100 % Montreux, VD region 1; the postal code also covers Territet and Veytaux, region 1), born 1975. Groupe Mutuel's Mutuel Krankenversicherung (BAG 1479), standard model, 300, with accident, 718.00 = its real 2026 standard premium. Like-for-like: 2026 cheapest Galenos 647.80 → 70.20; 2027 cheapest Galenos 661.40 → 56.60 against the 2026 premium, 60.20 against Mutuel's own 2027 standard premium 721.60.",
    turns: [
      {
        user: "Guten Tag, ich wohne in 1820 Montreux, bin Jahrgang 1975 und bei der Groupe Mutuel (Mutuel) versichert, Standardmodel, Franchise 300 mit Unfall, 718 Fr. pro Monat. Das ist doch viel zu teuer oder? Was würde ich sparen?",
        expect: {
          fields: { plz: "1820", birthYear: 1975, franchise: 300, accident: true, currentInsurer: "1479", currentPremium: 718, currentModel: "standard" },
          answers: [CHF_AMOUNT],
          notAnswers: [/kanton (bern|freiburg|fribourg)/i],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "v22-current-insurer-05",
    category: "current-insurer",
    note: "Thurgau: 8586 Erlen (100 % Erlen, TG region 0), born 1988. KPT (BAG 376) 'KPTwin.plus' HMO, 1000, without accident, 416.50 = KPT's real 2026 premium of that product. Like-for-like (HMO/practice): 2026 cheapest HMO Atupri 386.80 → 29.70; 2027 cheapest practice tariff ÖKK CASAMED HMO 398.40 → 18.10 against the 2026 premium, 31.20 against KPT's own cheapest 2027 practice tariff 429.60. Then 'mues das igschribe si?': the law prescribes no registered letter; it is only advisable as proof that the notice arrived by 30 November (Art. 7 para. 2 KVG).",
    turns: [
      {
        user: "bin bi dr kpt im hmo (kptwin.plus), 1000 franchise, ohni unfall, 416.50 im monet. 8586 erlen, jg 88. lohnts sich?",
        expect: {
          fields: { plz: "8586", birthYear: 1988, franchise: 1000, accident: false, currentInsurer: "376", currentPremium: 416.5, currentModel: "hmo" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "hmo", franchise: 1000, accident: false }],
        },
      },
      {
        user: "mues d kündigig igschribe si?",
        expect: {
          act: "ask_rule",
          answers: [/nicht (zwingend|vorgeschrieben|nötig|notwendig|erforderlich|obligatorisch|pflicht)|kein(e)? pflicht|empfohlen|empfehlenswert|ratsam|sinnvoll|beweis|nachweis/i],
          notAnswers: [/(muss|musst) (zwingend |unbedingt )?(eingeschrieben|per einschreiben)(?! .{0,10}nicht)/i],
        },
      },
    ],
  },
  {
    id: "v22-current-insurer-06",
    category: "current-insurer",
    note: "Tösstal (Zurich): 8488 Turbenthal (99.7 % Turbenthal, the rest Wildberg, both ZH region 3), born 1971. SWICA (BAG 1384) 'FAVORIT TELMED', 2000, without accident, 376.60 = SWICA's real 2026 premium of that product. Like-for-like (telemedicine): 2026 cheapest rhenusana sanmed24 324.40 → 52.20; 2027 cheapest Assura MediTel 342.80 → 33.80 against the 2026 premium, 67.10 against SWICA's own cheapest 2027 telemedicine tariff 409.90. Then 'chan mich di neu kasse ablehne? ha rückeproblem': no, every insurer must accept every person for basic insurance in its area, regardless of health (Art. 4 para. 2 KVG).",
    turns: [
      {
        user: "swica favorit telmed, 2000.- franchise, kein unfall, 376.60/mt. plz 8488, geb. 1971. was isch s günstigschte glichwertige?",
        expect: {
          fields: { plz: "8488", birthYear: 1971, franchise: 2000, accident: false, currentInsurer: "1384", currentPremium: 376.6, currentModel: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "telmed", franchise: 2000, accident: false }],
        },
      },
      {
        user: "chan mich di neu kasse ablehne? ha rückeproblem",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht ablehnen|muss (dich )?(jede|aufnehmen|annehmen)|aufnahmepflicht|keine gesundheitsfragen|unabhängig von (deiner|der) gesundheit/i],
          notAnswers: [/\bja,? (sie|die (neue )?kasse|die versicherung) (kann|darf)|grundversicherung (kann|darf) (dich )?(ablehnen|abweisen)/i],
        },
      },
    ],
  },
];
