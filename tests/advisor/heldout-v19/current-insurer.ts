import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v19, the current insurer and premium: like-for-like savings (same deductible, model and accident cover)
 * for people who name their insurer, product, deductible and monthly premium; a pensioner who then asks what the
 * family-doctor model would save instead; a person who first names only insurer, model and deductible and gives place,
 * year, accident cover and premium when asked, then asks about telemedicine; a premium given per year ("6'801.60 im
 * jahr"); a letter announcing the insurer's own 2027 premium that must be confirmed; and rules: whether the notice must
 * be sent by registered mail, whether a supplementary insurance can be kept with the old insurer, and whether someone in
 * a family-doctor model with an optional deductible can change in the middle of 2027. Places in Zurich, Lucerne,
 * Graubünden, Thurgau, Aargau, Bern and Solothurn. Written apart from the engine and never tuned against (its code, its
 * own cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026: the
 * notice for a change on 1 January 2027 must reach the insurer by Monday 30 November 2026 (Art. 7 para. 2 KVG);
 * alternative models and optional deductibles can be left only at the end of a calendar year with the notice periods of
 * Art. 7 para. 1 and 2 KVG (Art. 94 para. 2 and Art. 100 para. 3 KVV). Every postal code, locality and insurer was
 * checked against swisstopo's directory, the BAG premium regions and the 2026/2027 premium tables in ../shared/data;
 * each premium a person names is that insurer's real 2026 premium for the situation described (the tariff is named in
 * the note), computed with a throw-away script outside the repository. Each saving noted below is positive whether it
 * is computed 2026 against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against 2027 (for
 * 2027, family-doctor and HMO tariffs are compared with BAG's "PRAXIS" type, telemedicine with "TEL_DIG"; the noted
 * savings stay positive if "FLEX" tariffs are counted as well; 2027 tariffs restricted to listed municipalities were
 * applied).
 */
const YEARLY = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|übers jahr/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v19-current-insurer-01",
    category: "current-insurer",
    note: "Limmattal (Zurich): Helsana 'BeneFit PLUS Telmed', 1500, without accident, 399.80 = Helsana's real 2026 premium of that product (its cheapest telemedicine tariff there; Premed-24 costs 444.00) for an adult in ZH region 2 (8953 Dietikon: Dietikon 99.7 %, ZH region 2; 0.3 % Spreitenbach AG, not meant), 'jg 85' = 1985. Like-for-like: 2026 cheapest telemedicine 1500 without accident KPT 384.40 → 15.40; 2027 cheapest phone/app model Assura 396.70 → 3.10 against her 2026 premium, 39.90 against Helsana's own 2027 BeneFit PLUS Telemed 436.60 (28.40 against Helsana's FLEX tariff 425.10). Then whether the notice must go by registered mail: the KVG prescribes no form, but the notice must have reached Helsana by 30 November 2026 (Art. 7 para. 2 KVG), and the person must be able to prove it, so registered mail (or another form with proof of receipt) is advisable.",
    turns: [
      {
        user: "bi bi de helsana, benefit plus telmed, 1500er franchise ohni unfall, zahle 399.80. 8953 dietikon, jg 85. lohnt sich en wächsel?",
        expect: {
          fields: {
            plz: "8953",
            birthYear: 1985,
            franchise: 1500,
            accident: false,
            currentInsurer: "Helsana",
            currentPremium: 399.8,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "mues i d kündigung iigschribe schicke?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "Helsana" },
          answers: [/eingeschrieben|einschreiben|nachweis|beweis|beweisen|bestätigung|empfang|eintreffen|eingehen|erhalten/i, NOVEMBER_DEADLINE],
        },
      },
    ],
  },
  {
    id: "v19-current-insurer-02",
    category: "current-insurer",
    note: "Lucerne: a pensioner with CSS, standard model, 300, with accident, 529.00 = CSS's real 2026 standard premium (its only one) for an adult in LU region 2 (6102 Malters, 100 % Malters), born 1957. Like-for-like: 2026 cheapest standard 300 with accident Luzerner Hinterland 468.55 → 60.45; 2027 Luzerner Hinterland 489.65 → 39.35 against his 2026 premium, 74.35 against CSS's own 2027 standard premium 564.00 (49.60 / 14.10 if FLEX tariffs count as standard-like). Then what the family-doctor model would cost instead (a different model he explicitly asks for): the cheapest family-doctor offer with deductible 300 and accident cover.",
    turns: [
      {
        user: "i bi pensioniert und bi de css, standardmodell, 300 franchise mit unfall, zahle 529.00 im monet. 6102 malters, jg 1957. was chönnt i spare?",
        expect: {
          fields: {
            plz: "6102",
            birthYear: 1957,
            franchise: 300,
            accident: true,
            currentInsurer: "CSS",
            currentPremium: 529,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "und wenn i is hausarztmodell wächsle, wie vill wär s denn?",
        expect: {
          fields: { plz: "6102", birthYear: 1957, franchise: 300, accident: true, model: "hausarzt", currentInsurer: "CSS" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "v19-current-insurer-03",
    category: "current-insurer",
    note: "Graubünden: insurer, model and deductible first ('sanitas, standardmodell, 2500er franchise'): without place, year and premium the saving cannot be computed, so a good answer asks for them (any of them). Then '7078 lenzerheide, jg 91, ohni unfall, 345.80': 345.80 = Sanitas's real 2026 standard premium (its only one) for an adult in GR region 3 (the locality Lenzerheide/Lai of 7078 lies 100 % in Vaz/Obervaz, GR region 3), 2500 without accident, born 1991. Like-for-like: 2026 cheapest standard 2500 without accident vita surselva 298.95 → 46.85; 2027 curaulta (Lumneziana) 322.90 → 22.90 against his 2026 premium, 47.00 against Sanitas's own 2027 standard premium 369.90 (56.60 / 36.65 with FLEX tariffs). Then the cheapest telemedicine offer with the same deductible and accident setting.",
    turns: [
      {
        user: "i bi bi de sanitas im standardmodell mit 2500er franchise. chan i da öppis spare?",
        expect: {
          fields: { currentInsurer: "Sanitas", currentModel: "standard", franchise: 2500 },
          answers: [/postleitzahl|\bplz\b|wohnort|wo wohnst|jahrgang|geburtsjahr|alt bist|prämie|zahlst/i],
        },
      },
      {
        user: "7078 lenzerheide, jg 91, ohni unfall, zahl 345.80 im monet",
        expect: {
          fields: {
            plz: "7078",
            birthYear: 1991,
            franchise: 2500,
            accident: false,
            currentInsurer: "Sanitas",
            currentPremium: 345.8,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und wenn i uf telmed wächsle würd?",
        expect: {
          fields: { plz: "7078", birthYear: 1991, franchise: 2500, accident: false, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v19-current-insurer-04",
    category: "current-insurer",
    note: "Thurgau: SWICA 'Favorit Telmed', 2000, without accident, 378.40 = SWICA's real 2026 telemedicine premium (its only one) for an adult in TG region 0 (8560 Märstetten: Märstetten 96.4 %, Wigoltingen 3.6 %), born 1990. Like-for-like: 2026 cheapest telemedicine 2000 without accident Agrisano 327.10 → 51.30; 2027 Agrisano 349.60 → 28.80 against his 2026 premium, 64.90 against SWICA's own 2027 Favorit Telmed 414.50 (24.70 against SWICA's cheapest FLEX tariff 374.30). Then whether he can keep his supplementary insurance with SWICA: yes; supplementary insurance is a separate contract under the VVG (Art. 2 para. 2 KVAG), so changing the basic insurance does not require cancelling it.",
    turns: [
      {
        user: "ich bi bi de swica, favorit telmed, 2000 franchise ohni unfall, 378.40 im monet. 8560 märstette, jg 1990. gits öppis günstigers mit de gliiche deckig?",
        expect: {
          fields: {
            plz: "8560",
            birthYear: 1990,
            franchise: 2000,
            accident: false,
            currentInsurer: "SWICA",
            currentPremium: 378.4,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2000, accident: false }, { what: "saving" }],
        },
      },
      {
        user: "ich ha no e zuesatzversicherig bi de swica. chan i die bhalte, wenn i d grundversicherig wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|behalten|getrennt|separat|unabhängig|eigene(r|n)? vertr|nicht kündigen|bleiben|weiterlaufen/i],
        },
      },
    ],
  },
  {
    id: "v19-current-insurer-05",
    category: "current-insurer",
    note: "Freiamt (Aargau): the premium given per year, 'KPT, 6'801.60 im jahr' = 12 × 566.80, KPT's real 2026 standard premium (its only one) with deductible 500 and accident cover for an adult in AG region 0 (5620 Bremgarten AG, 100 % Bremgarten (AG); Bremgarten b. Bern, 3047, BE region 1, is not meant), born 1968; the monthly current premium is 566.80. Like-for-like: 2026 cheapest standard 500 with accident Luzerner Hinterland 507.60 → 59.20 a month (710.40 a year); 2027 Agrisano 537.10 → 29.70 against his 2026 premium (356.40 a year), 47.10 against KPT's own 2027 standard premium 584.20 (565.20 a year); with FLEX tariffs 61.80 / 32.50. Then the saving per year.",
    turns: [
      {
        user: "ich zahl bi de kpt 6'801.60 im jahr für d grundversicherig, standard mit 500er franchise und unfall. 5620 bremgarte ag, jg 68. was würd i spare?",
        expect: {
          fields: {
            plz: "5620",
            birthYear: 1968,
            franchise: 500,
            accident: true,
            currentInsurer: "KPT",
            currentPremium: 566.8,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          notAnswers: [/3047|bremgarten b(ei|\.) bern/i],
          figures: [{ what: "saving", model: "standard", franchise: 500, accident: true }],
        },
      },
      {
        user: "und wie vill isch das ufs jahr?",
        expect: {
          fields: { currentInsurer: "KPT", franchise: 500, accident: true },
          answers: [CHF_AMOUNT, YEARLY],
        },
      },
    ],
  },
  {
    id: "v19-current-insurer-06",
    category: "current-insurer",
    note: "Bern (Aaretal): Atupri HMO, 1500, without accident, 432.60 = Atupri's real 2026 HMO premium (its only HMO tariff there) for an adult in BE region 2 (3510 Konolfingen: the localities Konolfingen, Freimettigen and Häutligen are all BE region 2), born 1983. Like-for-like: 2026 cheapest HMO 1500 without accident Visana 397.00 → 35.60; 2027 cheapest practice model ÖKK 417.80 → 14.80 against her 2026 premium, 38.60 against Atupri's own 2027 HMO 456.40. Then Atupri's letter announcing 456.40 for 2027: correct, that is Atupri's approved 2027 HMO premium for her (its CareMed practice tariff costs 468.80); the reply must state 456.40.",
    turns: [
      {
        user: "atupri hmo, 1500 franchise ohni unfall, 432.60 im monet. 3510 konolfinge, jg 1983. chan i da spare?",
        expect: {
          fields: {
            plz: "3510",
            birthYear: 1983,
            franchise: 1500,
            accident: false,
            currentInsurer: "Atupri",
            currentPremium: 432.6,
            currentModel: "hmo",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "d atupri het mer gschribe, dass i 2027 456.40 zahle. stimmt das?",
        expect: {
          fields: { currentInsurer: "Atupri", franchise: 1500, accident: false },
          answers: [/456[.,]40/, /\bja\b|stimmt|korrekt|richtig|entspricht/i],
          figures: [{ what: "current", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v19-current-insurer-07",
    category: "current-insurer",
    note: "Gäu (Solothurn): EGK family-doctor model 'EGK-Care', 500, with accident, 534.50 = EGK's real 2026 premium (its only family-doctor tariff there) for an adult in SO region 0 (4614 Hägendorf: Hägendorf 99.0 %, Gunzgen 1.0 %), born 1960; he wants to stay in the family-doctor model. Like-for-like: 2026 cheapest family-doctor 500 with accident Helsana 494.70 → 39.80; 2027 cheapest practice model Concordia 515.80 → 18.70 against his 2026 premium, 29.80 against EGK's own 2027 EGK-Care 545.60. Then whether he could also change only in mid-2027: no; with a family-doctor model and an optional deductible the insurer or the model can be changed only at the end of a calendar year (Art. 100 para. 3 and Art. 94 para. 2 KVV, with the notice periods of Art. 7 para. 1 and 2 KVG), so the next dates are 1 January 2027 (notice by 30 November 2026) or 1 January 2028.",
    turns: [
      {
        user: "ich bi bi de egk, hausarztmodell egk-care, 500 franchise mit unfall, zahle 534.50. 4614 hägendorf, jg 1960. i wett bim hausarztmodell bliibe – was chönnt i spare?",
        expect: {
          fields: {
            plz: "4614",
            birthYear: 1960,
            franchise: 500,
            accident: true,
            currentInsurer: "EGK",
            currentPremium: 534.5,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "chan i au erscht uf mitti 2027 wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/ende (des |eines )?(kalender)?jahr|jahresende|jahreswechsel|1\.\s*januar|kalenderjahr|nur (auf|per|zum)|nicht (auf|per|zum|mitte|unter dem jahr|während)|30\.\s*november|2028/i],
        },
      },
    ],
  },
];
