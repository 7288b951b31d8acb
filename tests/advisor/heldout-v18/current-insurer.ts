import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v18, the current insurer and premium: like-for-like savings (same deductible, model and accident cover)
 * for people who name their insurer, model, deductible and monthly premium; a person who names insurer and premium
 * first and the rest only when asked; a pensioner who wants to keep the standard model (a saving from another model
 * must not be passed off as his) and asks whether he may still change at his age; a yearly saving; an insurer named
 * without a premium (what will I pay in 2027 and how much more is that); whether a notice sent now is still in time,
 * what happens if the new insurer has not confirmed by January, and whether a deductible already paid is lost by
 * changing. Places in Zurich, Schwyz, Basel-Landschaft, Bern, St. Gallen, Aargau and Valais. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026: the notice for a change on 1 January 2027 must reach the insurer by
 * Monday 30 November 2026 (Art. 7 para. 2 KVG; alternative models and optional deductibles can be left only at the end
 * of a calendar year with the same notice periods, Art. 100 para. 3 and Art. 94 para. 2 KVV). Every postal code,
 * locality and insurer was checked against swisstopo's directory, the BAG premium regions and the 2026/2027 premium
 * tables in ../shared/data; each premium a person names is that insurer's real 2026 premium for the situation described
 * (the tariff is named in the note), computed with a throw-away script outside the repository. Each saving noted below
 * is positive whether it is computed 2026 against 2026, the 2026 premium against 2027, or the insurer's own 2027
 * premium against 2027 (for 2027, family-doctor and HMO tariffs are compared with BAG's "PRAXIS" type, telemedicine
 * with "TEL_DIG"; the noted savings stay positive if "FLEX" tariffs are counted as well).
 */
const YEARLY = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|übers jahr/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v18-current-insurer-01",
    category: "current-insurer",
    note: "Zurich German: Sanitas, standard model, 300, with accident, 524.80 = Sanitas's real 2026 standard premium (its only one) for an adult in ZH region 3 (8180 Bülach: Bülach 99.7 %, Winkel, Bachenbülach; all ZH region 3), 'jahrgang 72' = 1972. Like-for-like saving: 2026 cheapest standard 300 with accident Krankenkasse Wädenswil 488.50 → 36.30; 2027 Wädenswil 508.10 → 16.70 against her 2026 premium, 37.40 against Sanitas's own 2027 standard premium 545.50. Then whether a notice sent tomorrow (Monday 23 November) is still in time: yes, it must reach Sanitas by Monday 30 November 2026 (Art. 7 para. 2 KVG).",
    turns: [
      {
        user: "bi bi de sanitas, grundversicherig standard, 300 franchise mit unfall, zahl 524.80. 8180 bülach, jahrgang 72. was chan i spare?",
        expect: {
          fields: {
            plz: "8180",
            birthYear: 1972,
            franchise: 300,
            accident: true,
            currentInsurer: "Sanitas",
            currentPremium: 524.8,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "hüt isch jo scho de 22. – längt s no, wenn i morn kündige?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "Sanitas" },
          answers: [/\bja\b|reicht|rechtzeitig|noch möglich|klappt|geht noch/i, NOVEMBER_DEADLINE],
        },
      },
    ],
  },
  {
    id: "v18-current-insurer-02",
    category: "current-insurer",
    note: "Central Swiss German: Visana telemedicine, 2500, without accident, 339.70 = Visana's real 2026 premium for an adult in SZ region 0 (6410 Goldau: municipality Arth; the other localities of 6410 lie in Arth and Gersau, all SZ region 0), born 1993; 339.70 is both Tel Care and Tel Doc, Visana's two cheapest 2026 telemedicine tariffs there. Like-for-like: 2026 cheapest telemedicine 2500 without accident Agrisano 275.30 → 64.40 a month; 2027 cheapest phone/app model Agrisano 307.50 → 32.20 against his 2026 premium (33.20 against Assura's FLEX tariffs at 306.50), 34.20 against Visana's own 2027 Tel Doc 341.70 (57.30 against Tel Care 364.80). Then the saving per year (12 × the monthly saving).",
    turns: [
      {
        user: "zahle 339.70 bi de visana, telmed mit 2500 franchise, ohni unfall. wohne z goldau 6410, bi 93 gebore. gits öppis billigers mit de gliiche deckig?",
        expect: {
          fields: {
            plz: "6410",
            birthYear: 1993,
            franchise: 2500,
            accident: false,
            currentInsurer: "Visana",
            currentPremium: 339.7,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }, { what: "saving" }],
        },
      },
      {
        user: "und wie vil wär das im jahr?",
        expect: {
          fields: { currentInsurer: "Visana", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT, YEARLY],
        },
      },
    ],
  },
  {
    id: "v18-current-insurer-03",
    category: "current-insurer",
    note: "Basel German, insurer and premium first, the rest only when asked: 'bi dr concordia, 504.30 im mönet, isch das z vyyl?': without place, year, deductible and model the premium cannot be judged, so a good answer asks for them (any of them). Then '4123 allschwil, jg 87, hausarztmodell, franchise 1500, ohni unfall': 504.30 = Concordia's real 2026 family-doctor premium (MyDoc, its only one) for an adult in BL region 1 (4123 is 100 % Allschwil), born 1987. Like-for-like: 2026 cheapest family-doctor 1500 without accident CSS 454.90 → 49.40; 2027 cheapest practice model ÖKK 473.00 → 31.30 against her 2026 premium, 32.70 against Concordia's cheapest 2027 practice tariff 505.70 (42.60 against MyDoc 515.60).",
    turns: [
      {
        user: "ich bi bi dr concordia und zahl 504.30 im mönet. isch das z vyyl?",
        expect: {
          fields: { currentInsurer: "Concordia", currentPremium: 504.3 },
          answers: [/postleitzahl|\bplz\b|wohnort|wo wohnst|jahrgang|geburtsjahr|alt bist|franchise|modell/i],
        },
      },
      {
        user: "4123 allschwil, jg 87, hausarztmodell, franchise 1500, ohni unfall",
        expect: {
          fields: {
            plz: "4123",
            birthYear: 1987,
            franchise: 1500,
            accident: false,
            currentInsurer: "Concordia",
            currentPremium: 504.3,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v18-current-insurer-04",
    category: "current-insurer",
    note: "Bernese German: a pensioner with Vivao Sympany, standard model, 500, with accident, 595.40 = Sympany's real 2026 standard premium (its only one) for an adult in BE region 2 (3612 Steffisburg: Steffisburg 99.7 %, Thun, Fahrni; all BE region 2), born 1958; he wants to keep the standard model. Like-for-like: 2026 cheapest standard 500 with accident Sumiswalder 554.50 → 40.90; 2027 ÖKK 578.40 → 17.00 against his 2026 premium, 92.00 against Sympany's own 2027 standard premium 670.40. A saving against another model must not be presented as his: against the cheapest 2027 offer of any model (ÖKK practice model 507.60) it would be 87.80 / 162.80, against the cheapest 2027 telemedicine (Agrisano 509.80) 85.60 / 160.60, against the cheapest 2026 offer of any model (486.90) 108.50. Then whether he can still change at 68: yes, there is no age limit; every insurer must accept him for basic insurance (Art. 4 para. 2 KVG).",
    turns: [
      {
        user: "i bi pensioniert u bi bi de sympany, standard mit 500er franchise u unfall, zahle 595.40. 3612 steffisburg, jg 1958. i wott bim standardmodell blibe – wo chönnt i spare?",
        expect: {
          fields: {
            plz: "3612",
            birthYear: 1958,
            franchise: 500,
            accident: true,
            model: "standard",
            currentInsurer: "Sympany",
            currentPremium: 595.4,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          notAnswers: [/87\.80|162\.80|85\.60|160\.60|108\.50/],
          figures: [{ what: "saving", model: "standard", franchise: 500, accident: true }],
        },
      },
      {
        user: "cha me mit 68i überhoupt no wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|kein(e)? alter|unabhängig vom alter|jede(r|n)? (person|versicherer|kasse)|muss (dich|sie) aufnehmen|aufnahmepflicht|darf (dich|sie) nicht ablehnen|nicht ablehnen/i],
        },
      },
    ],
  },
  {
    id: "v18-current-insurer-05",
    category: "current-insurer",
    note: "St. Gallen German: Avenir (Groupe Mutuel) HMO 'OptiMed', 1000, with accident, 446.00 = Avenir's real 2026 HMO premium (its only one) for an adult in SG region 2 (locality Uzwil of 9240: 100 % Uzwil, SG region 2; the locality Niederglatt SG of 9240 lies in Oberuzwil and Oberbüren and is not meant), born 1980. Like-for-like: 2026 cheapest HMO 1000 with accident Atupri 403.10 → 42.90; 2027 cheapest practice model Atupri 415.40 → 30.60 against his 2026 premium, 62.50 against Avenir's own 2027 OptiMed 477.90. Then what happens if the new insurer has not confirmed by January: the old insurance ends only once the new insurer has told the old one that the person is insured without interruption (Art. 7 para. 5 KVG), so there is no gap.",
    turns: [
      {
        user: "avenir optimed (hmo), 1000er franchise mit unfall, 446.00 im monet. 9240 uzwil, jg 1980. was würd i spare?",
        expect: {
          fields: {
            plz: "9240",
            birthYear: 1980,
            franchise: 1000,
            accident: true,
            currentInsurer: "Avenir",
            currentPremium: 446,
            currentModel: "hmo",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "und wenn di neu kasse bis im januar nonig bestätigt het, bin i denn ohni versicherig?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|keine lücke|ohne (unterbruch|unterbrechung|lücke)|nahtlos|(bleibst|bist)[^.]{0,60}(versichert|bisherig)|bis (die|der) neue/i],
        },
      },
    ],
  },
  {
    id: "v18-current-insurer-06",
    category: "current-insurer",
    note: "Aargau: CSS, standard model, 2500, without accident, no premium named, 4663 Aarburg (Aarburg 99.4 % AG region 0; 0.6 % in Olten and Boningen SO, not meant), born 1979; two questions in one: what he pays in 2027 and how much more than now: CSS's standard premium 404.30 (2026) → 451.70 (2027), +47.40 a month; both figures. Then the like-for-like saving against the cheapest standard 2500 without accident: 2027 Sumiswalder 397.80 → 53.90 against CSS's 2027 premium, 6.50 against his 2026 premium (2026: Luzerner Hinterland 367.45 → 36.85).",
    turns: [
      {
        user: "ich bin bei der css, standardmodell mit 2500 franchise ohne unfall, 4663 aarburg, jahrgang 1979. was zahl ich 2027 und wie viel mehr ist das als jetzt?",
        expect: {
          fields: {
            plz: "4663",
            birthYear: 1979,
            franchise: 2500,
            accident: false,
            currentInsurer: "CSS",
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT, /2027|nächste(s|n)? jahr|ab januar/i],
          figures: [
            { what: "current", tariffYear: 2026 },
            { what: "current", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und mit em günstigste standardmodell, was würd i spare?",
        expect: {
          fields: { currentInsurer: "CSS", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v18-current-insurer-07",
    category: "current-insurer",
    note: "Upper Valais German: EGK family-doctor model 'EGK-Care', 300, with accident, 472.60 = EGK's real 2026 premium (its only family-doctor tariff there) for an adult in VS region 2 (3922 Stalden: municipality Stalden 99.0 %, Visperterminen 1.0 %; the other localities of 3922, Kalpetran and Eisten, are VS region 2 as well), 'jg 64' = 1964. Like-for-like: 2026 cheapest family-doctor 300 with accident ÖKK 432.00 → 40.60; 2027 cheapest practice model ÖKK 454.50 → 18.10 against her 2026 premium, 40.00 against EGK's own 2027 EGK-Care 494.50. Then whether the deductible already paid this year is lost by changing: no; the deductible is a yearly amount per calendar year (Art. 64 para. 2 lit. a KVG, Art. 103 para. 1 KVV), and a change takes effect on 1 January 2027, when a new deductible year starts anyway.",
    turns: [
      {
        user: "ich bi bi dr egk, hausarztmodell egk-care, 300 franchise mit unfall, zahlu 472.60. 3922 stalden, jg 64. was chennt ich spare?",
        expect: {
          fields: {
            plz: "3922",
            birthYear: 1964,
            franchise: 300,
            accident: true,
            currentInsurer: "EGK",
            currentPremium: 472.6,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "verlier ich de mini franchise wo i scho zahlt ha, wenn i wächslu?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|kalenderjahr|jedes jahr|pro jahr|jährlich|1\.\s*januar|neu (beginnt|an)|von vorne|nicht verloren|kein(en)? (verlust|nachteil)/i],
        },
      },
    ],
  },
];
