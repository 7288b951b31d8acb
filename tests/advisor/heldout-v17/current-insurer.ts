import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v17, the current insurer and premium: like-for-like savings (same deductible, model and accident cover)
 * for people who name their insurer, model, deductible and monthly premium; a person who insists on keeping the
 * standard model (a saving from another model must not be passed off as hers); a yearly saving; an insurer named without
 * premium; the notice deadline, the form of the notice, the order of notice and new contract, the duty of the new
 * insurer to accept everyone, and a notice that would come too late. Places in Aargau, Solothurn, St. Gallen, Zug,
 * Bern and Schwyz. Written apart from the engine and never tuned against (its code, its own cases and its results on
 * these cases were not looked at). Conversations take place on Sunday 22.11.2026: the notice for a change on 1 January
 * 2027 must reach the insurer by Monday 30 November 2026 (Art. 7 para. 2 KVG; alternative models and higher deductibles
 * can be left only at the end of a calendar year, Art. 94 para. 2 and Art. 100 para. 3 KVV). Every postal code,
 * locality and insurer was checked against swisstopo's directory, the BAG premium regions and the 2026/2027 premium
 * tables in ../shared/data; each premium a person names is that insurer's real 2026 premium for the situation described
 * (the tariff named in the note is the insurer's only 2026 tariff of that type there), computed with a throw-away
 * script outside the repository. Each saving noted below is positive whether it is computed 2026 against 2026, the 2026 premium
 * against 2027, or the insurer's own 2027 premium against 2027.
 */
const YEARLY = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v17-current-insurer-01",
    category: "current-insurer",
    note: "Aargau German: Concordia, standard model, 300, with accident, 562.20 a month = Concordia's real 2026 standard premium for an adult in AG region 0 (5000 Aarau: Aarau 99.7 %, Suhr 0.3 %), born 1978; she wants to keep the standard model. Like-for-like saving: cheapest standard 300 with accident 519.25 (Luzerner Hinterland) in 2026 → 42.95; Agrisano 548.80 in 2027 → 13.40 against her 2026 premium, 35.80 against Concordia's own 2027 standard premium 584.60. A saving against another model must not be presented as hers: against the cheapest telemedicine offer 2027 (Agrisano AGRIsmart 474.70) it would be 87.50 / 109.90, against the cheapest practice model (496.15) 66.05 / 88.45. Then the notice deadline: 30 November 2026.",
    turns: [
      {
        user: "bi bi de concordia, standardmodell, 300 franchise mit unfall, zahle 562.20 im monet. 5000 aarau, jg 1978. wieviel chönnt i spare, wenn i s standardmodell bhalte?",
        expect: {
          fields: {
            plz: "5000",
            birthYear: 1978,
            franchise: 300,
            accident: true,
            model: "standard",
            currentInsurer: "Concordia",
            currentPremium: 562.2,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          notAnswers: [/87\.50|109\.90|66\.05|88\.45/],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "und bis wenn mues i kündige?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "Concordia" },
          answers: [NOVEMBER_DEADLINE],
        },
      },
    ],
  },
  {
    id: "v17-current-insurer-02",
    category: "current-insurer",
    note: "Solothurn German: Visana family-doctor model (Med Direct), 1500, without accident, 437.30 = Visana's real 2026 premium for an adult in SO region 0 (4500 Solothurn), born 1985. Like-for-like saving: cheapest family-doctor 1500 without accident 2026 Helsana 405.80 → 31.50; 2027 the cheapest practice model is 429.20 (ÖKK) → 8.10 against her 2026 premium, 38.00 against Visana's own 2027 Med Direct premium 467.20. Then how to give notice, by e-mail?: in writing, recommended by registered letter (the KVG prescribes no form; insurers usually require a signed letter); any answer that names the written form or a letter passes.",
    turns: [
      {
        user: "ich bi bi de visana im hausarztmodell (med direct), 1500 franchise ohni unfall, zahl 437.30. wohne in 4500 solothurn, bi 1985 gebore. lohnt sich es wechsle?",
        expect: {
          fields: {
            plz: "4500",
            birthYear: 1985,
            franchise: 1500,
            accident: false,
            currentInsurer: "Visana",
            currentPremium: 437.3,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "wie mues i kündige, gaht das per mail?",
        expect: {
          act: "ask_rule",
          answers: [/schriftlich|eingeschrieben|einschreiben|brief|unterschr|per post/i],
        },
      },
    ],
  },
  {
    id: "v17-current-insurer-03",
    category: "current-insurer",
    note: "St. Gallen German: EGK telemedicine (EGK-TelCare), 2500, without accident, 355.30 = EGK's real 2026 premium for an adult in SG region 1 (9500 Wil: Wil 98.9 %; small shares of Zuzwil SG 1, Kirchberg SG 2, Münchwilen TG), born 1990; same cover. Like-for-like: 2026 cheapest telemedicine 329.50 (Sympany) → 25.80; 2027 cheapest phone/app model 346.80 (KPT) → 8.50 against her 2026 premium, 18.20 against EGK's own 2027 premium 365.00. Then the order of steps: give notice to EGK by 30 November and take out the new insurance; the old contract ends only when the new insurer has confirmed the cover (Art. 7 para. 5 KVG), so there is no gap.",
    turns: [
      {
        user: "zahl 355.30 bi de egk, telmed 2500 ohni unfall. 9500 wil, jg 1990. was wär s günstigschte mit de gliiche deckig?",
        expect: {
          fields: {
            plz: "9500",
            birthYear: 1990,
            franchise: 2500,
            accident: false,
            currentInsurer: "EGK",
            currentPremium: 355.3,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }, { what: "saving" }],
        },
      },
      {
        user: "und wie gaht das denn, zerscht kündige oder zerscht di neu abschlüsse?",
        expect: {
          act: "ask_rule",
          answers: [/kündig/i, /neue?n? (versicherer|kasse|krankenkasse|police|versicherung|anbieter)|anmeld|abschlie|beitritt|aufnahme|antrag/i],
        },
      },
    ],
  },
  {
    id: "v17-current-insurer-04",
    category: "current-insurer",
    note: "Zug: KPT HMO (KPTwin.plus), 1000, with accident, 319.30 = KPT's real 2026 HMO premium for an adult in ZG region 0 (6340 Baar: Baar 99.7 %; the locality Sihlbrugg of 6340 lies partly in ZH, not meant here), born 1976. Like-for-like: 2026 cheapest HMO 294.90 (Concordia) → 24.40; 2027 Concordia HMO 315.00 → 4.30 against his 2026 premium, 21.40 against KPT's own 2027 premium 336.40. Then whether the new insurer may refuse him because of a chronic illness: no, for basic insurance every insurer must accept everyone in its area, without health questions or reservations (Art. 4 para. 2 KVG).",
    turns: [
      {
        user: "kpt, hmo (kptwin.plus), 1000er franchise mit unfall, 319.30 pro monat. 6340 baar, 1976. was spar i?",
        expect: {
          fields: {
            plz: "6340",
            birthYear: 1976,
            franchise: 1000,
            accident: true,
            currentInsurer: "KPT",
            currentPremium: 319.3,
            currentModel: "hmo",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "ha e chronischi chrankheit. chan mi di neu kasse ablehne?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht ablehnen|darf (dich|sie|niemand|keine?n?)[^.]{0,30}nicht|muss (dich|sie|jede|alle)|jede person|aufnahmepflicht|aufnehmen|ohne gesundheitsfragen|keine gesundheitsfragen|keine? vorbehalt/i],
        },
      },
    ],
  },
  {
    id: "v17-current-insurer-05",
    category: "current-insurer",
    note: "Bern: Atupri family-doctor model (CareMed), 2000, without accident, 416.80 = Atupri's real 2026 premium for an adult in BE region 2 (3600 Thun), born 1981; asks for the saving per year. Like-for-like: 2026 cheapest family-doctor 380.60 (Helsana) → 36.20 a month = 434.40 a year; 2027 cheapest practice model 390.70 → 26.10 = 313.20 a year against his 2026 premium, 50.50 = 606.00 a year against Atupri's own 2027 CareMed premium 441.20. Then what if he gives notice only in January: too late for 2027; with a family-doctor model and a 2000 deductible the next change is only at the end of 2027, i.e. to 1 January 2028 (Art. 94 para. 2, Art. 100 para. 3 KVV).",
    turns: [
      {
        user: "atupri caremed, 2000 franchise, ohne unfall, 416.80 im monat, thun 3600, jahrgang 1981: wie viel spar ich im jahr?",
        expect: {
          fields: {
            plz: "3600",
            birthYear: 1981,
            franchise: 2000,
            accident: false,
            currentInsurer: "Atupri",
            currentPremium: 416.8,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT, YEARLY],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "und wenn i erscht im januar kündig?",
        expect: {
          act: "ask_rule",
          answers: [/zu spät|nicht mehr|2028|ende (des )?(nächsten |kommenden )?(kalender)?jahr|ende 2027|erst (wieder )?(auf|per|zum|ende)|ein (ganzes )?jahr/i],
        },
      },
    ],
  },
  {
    id: "v17-current-insurer-06",
    category: "current-insurer",
    note: "Schwyz: Helsana, standard model, 300, with accident, no premium named, 6430 Schwyz (100 % Schwyz, SZ region 0), born 1967: what he pays next year = Helsana's 2027 standard premium 544.00 (the same as in 2026). Then the like-for-like saving against the cheapest standard 300 with accident: 2027 Einsiedler Krankenkasse 454.70 → 89.30 a month (2026: 439.30 → 104.70).",
    turns: [
      {
        user: "ich bi bi de helsana, grundversicherig standard mit 300 franchise und unfall. 6430 schwyz, jg 1967. was zahl ich nächst jahr?",
        expect: {
          fields: {
            plz: "6430",
            birthYear: 1967,
            franchise: 300,
            accident: true,
            currentInsurer: "Helsana",
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "current", tariffYear: 2027 }],
        },
      },
      {
        user: "und was chönnt i spare bim billigschte mit de gliiche deckig?",
        expect: {
          fields: { currentInsurer: "Helsana", franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
];
