import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v20, the current insurer and premium: like-for-like savings (same deductible, model and accident cover)
 * for people who name their insurer, product, deductible and monthly premium; a pensioner who then asks until when he
 * must cancel; a telemedicine customer who then asks about the HMO; a premium given as a yearly amount ("jahresprämie
 * 4'938.–") followed by whether the new insurer may ask about a chronic illness; a person who first names only insurer
 * and premium, gives the rest when asked and then asks what to do; what one's own insurer will charge in 2027; a young
 * adult who asks from when the change applies; an HMO customer who then wants the highest deductible. Places in
 * Graubünden, Zurich, Thurgau, Solothurn, Aargau, Lucerne and Bern. Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026: the notice for a change on 1 January 2027 must reach the insurer by Monday 30 November 2026
 * (Art. 7 para. 2 KVG); the old insurance ends only when the new insurer has confirmed the uninterrupted cover (Art. 7
 * para. 5 KVG); every insurer must accept every person in its area of activity (Art. 4 para. 2 KVG), without health
 * questions or reservations in the basic insurance. Every postal code, locality and insurer was checked against
 * swisstopo's directory, the BAG premium regions and the 2026/2027 premium tables in ../shared/data; each premium a
 * person names is that insurer's real 2026 premium for the situation described (its only tariff of that model there,
 * named in the note), computed with a throw-away script outside the repository. Each saving noted below is positive
 * whether it is computed 2026 against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against
 * 2027 (for 2027, family-doctor and HMO tariffs are compared with BAG's "PRAXIS" type, telemedicine with "TEL_DIG", and
 * the savings stay positive if "FLEX" tariffs are counted as well, also for the standard model; 2027 tariffs restricted
 * to listed municipalities were applied).
 */

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v20-current-insurer-01",
    category: "current-insurer",
    note: "Prättigau (Graubünden): a pensioner with Sanitas, standard model, 300, with accident cover, 515.30 = Sanitas's real 2026 standard premium (its only one) for an adult in GR region 2 (7214 Grüsch, 100 % Grüsch), born 1955. Like-for-like: 2026 cheapest standard 300 with accident vita surselva 464.00 → 51.30; 2027 curaulta 489.50 → 25.80 against his 2026 premium, 52.60 against Sanitas's own 2027 standard premium 542.10 (56.30 / 83.10 against ÖKK's FLEX tariff 459.00). Then until when he must cancel: the notice must have reached Sanitas by Monday 30 November 2026 (Art. 7 para. 2 KVG).",
    turns: [
      {
        user: "bi pensioniert und bi de sanitas im standardmodell, 300er franchise mit unfall, zahle 515.30 im monet. 7214 grüsch, jg 55. chan i da öppis spare?",
        expect: {
          fields: {
            plz: "7214",
            birthYear: 1955,
            franchise: 300,
            accident: true,
            currentInsurer: "Sanitas",
            currentPremium: 515.3,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "und bis wänn mues i kündige?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "Sanitas" },
          answers: [NOVEMBER_DEADLINE],
          notAnswers: [/31\.\s*dezember (ist|als) (die )?(frist|deadline|letzte)/i],
        },
      },
    ],
  },
  {
    id: "v20-current-insurer-02",
    category: "current-insurer",
    note: "Zurich (Pfannenstiel): CSS Callmed (telemedicine), 2000, without accident, 408.00 = CSS's real 2026 premium of that product (its only telemedicine tariff there) for an adult in ZH region 2 (8126 Zumikon, 100 % Zumikon), born 1988. Like-for-like: 2026 cheapest telemedicine 2000 without accident Sanitas 362.50 → 45.50; 2027 Assura MediTel 369.60 → 38.40 against his 2026 premium, 90.00 against CSS's own 2027 Callmed 459.60. Then the HMO instead, deductible and accident setting kept (2026 HMO tariffs and 2027 practice tariffs exist there).",
    turns: [
      {
        user: "ich bi bi de css mit callmed, 2000 franchise ohni unfall, zahl 408.– im monet. 8126 zumikon, jg 88. wie vill chönnt i spare?",
        expect: {
          fields: {
            plz: "8126",
            birthYear: 1988,
            franchise: 2000,
            accident: false,
            currentInsurer: "CSS",
            currentPremium: 408,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "telmed", franchise: 2000, accident: false }],
        },
      },
      {
        user: "und wenn i is hmo wächsle würd?",
        expect: {
          fields: { plz: "8126", birthYear: 1988, franchise: 2000, accident: false, model: "hmo", currentInsurer: "CSS" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hmo", franchise: 2000, accident: false }],
        },
      },
    ],
  },
  {
    id: "v20-current-insurer-03",
    category: "current-insurer",
    note: "Untersee (Thurgau): the premium given per year, 'jahresprämie 4'938.–' = 12 × 411.50, Visana's real 2026 family-doctor premium 'Med Direct' (its only family-doctor tariff there) with deductible 1500 without accident for an adult in TG region 0 (8264 Eschenz: Eschenz 97.0 %, Mammern 3.0 %), born 1971; the monthly current premium is 411.50. Like-for-like: 2026 cheapest family-doctor 1500 without accident CSS 362.60 → 48.90; 2027 cheapest practice tariff ÖKK 371.20 → 40.30 against her 2026 premium, 60.00 against Visana's own 2027 practice tariff 431.20. Then whether she must tell the new insurer about her diabetes: no; every insurer must accept her in the basic insurance (Art. 4 para. 2 KVG), without health questions or reservations (only supplementary insurance under the VVG may ask and refuse).",
    turns: [
      {
        user: "ich ha bi de visana s hausarztmodell med direct, 1500 franchise ohni unfall, jahresprämie 4'938.–. 8264 eschenz, jg 1971. lohnt sich en wechsel?",
        expect: {
          fields: {
            plz: "8264",
            birthYear: 1971,
            franchise: 1500,
            accident: false,
            currentInsurer: "Visana",
            currentPremium: 411.5,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "hausarzt", franchise: 1500, accident: false }],
        },
      },
      {
        user: "mues i de neue kasse säge dass i diabetes ha? chönd die mi ablehne?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|muss (dich )?(aufnehmen|annehmen)|aufnahmepflicht|keine gesundheitsfragen|ohne gesundheits|nicht ablehnen|darf (dich )?nicht|kein(en)? vorbehalt|jede(n|r)? (person )?(aufnehmen|annehmen)/i],
          notAnswers: [/grundversicherung (kann|darf) dich ablehnen|(kann|darf) dich in der grundversicherung ablehnen/i],
        },
      },
    ],
  },
  {
    id: "v20-current-insurer-04",
    category: "current-insurer",
    note: "Solothurn (Wasseramt): only insurer and premium first, 'bi de sympany und zahl 407.50': without place, year, model and deductible nothing can be compared like for like, so a good answer asks for them (any of them). Then '4542 luterbach, jg 84, telmed flexhelp 24, 2000 franchise ohni unfall': 407.50 = Vivao Sympany's (BAG 509) real 2026 premium of FlexHelp 24 (its only telemedicine tariff there) for an adult in SO region 0 (Luterbach 98.1 %, Deitingen 1.9 %). Like-for-like: 2026 cheapest telemedicine 2000 without accident Helsana 378.70 → 28.80; 2027 Agrisano 397.10 → 10.40 against his 2026 premium, 46.00 against Sympany's own 2027 callmed 24 443.10. Then what to do: cancel in writing so that the notice reaches Sympany by 30 November 2026 (Art. 7 para. 2 KVG) and join the new insurer, which informs the old one (Art. 7 para. 5 KVG).",
    turns: [
      {
        user: "bi bi de sympany und zahl 407.50 im monet. isch das z vill?",
        expect: {
          fields: { currentInsurer: "509", currentPremium: 407.5 },
          answers: [/postleitzahl|\bplz\b|wohnort|wo wohnst|jahrgang|geburtsjahr|alt bist|franchise|modell/i],
        },
      },
      {
        user: "4542 luterbach, jg 84, telmed (flexhelp 24), 2000 franchise ohni unfall",
        expect: {
          fields: {
            plz: "4542",
            birthYear: 1984,
            franchise: 2000,
            accident: false,
            currentInsurer: "509",
            currentPremium: 407.5,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "telmed", franchise: 2000, accident: false }],
        },
      },
      {
        user: "ok und was mues i jetzt mache zum wächsle?",
        expect: {
          act: "ask_rule",
          answers: [NOVEMBER_DEADLINE, /kündig/i],
        },
      },
    ],
  },
  {
    id: "v20-current-insurer-05",
    category: "current-insurer",
    note: "Aargau (Wiggertal): Helsana standard model, 2500, with accident cover, 447.70 = Helsana's real 2026 standard premium (its only one) for an adult in AG region 0 (4852 Rothrist: Rothrist 99.7 %, Vordemwald 0.3 %), born 1979. Like-for-like: 2026 cheapest standard 2500 with accident Luzerner Hinterland 390.90 → 56.80; 2027 Agrisano 420.50 → 27.20 against his 2026 premium, 66.20 against Helsana's own 2027 standard premium 486.70 (59.40 / 98.40 against Helsana's FLEX tariff 388.30). Then what he pays in 2027 if he stays: Helsana's own 2027 standard premium, 486.70; the reply must state it.",
    turns: [
      {
        user: "helsana, standard, 2500er franchise mit unfall, zahle 447.70. 4852 rothrist, jg 79. sött i wächsle?",
        expect: {
          fields: {
            plz: "4852",
            birthYear: 1979,
            franchise: 2500,
            accident: true,
            currentInsurer: "Helsana",
            currentPremium: 447.7,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 2500, accident: true }],
        },
      },
      {
        user: "und was zahl i 2027 wenn i bi de helsana bliib?",
        expect: {
          fields: { currentInsurer: "Helsana", franchise: 2500, accident: true },
          answers: [/486[.,]70/],
          figures: [{ what: "current", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v20-current-insurer-06",
    category: "current-insurer",
    note: "Lucerne hinterland: a young adult born 2003 (24 in 2027) with Concordia, standard model, 300, without accident cover because he works full time, 360.90 = Concordia's real 2026 young-adult standard premium (its only one) in LU region 3 (6218 Ettiswil, 100 % Ettiswil). Like-for-like: 2026 cheapest standard 300 without accident Sanitas 308.00 → 52.90; 2027 Sanitas 322.15 → 38.75 against his 2026 premium, 42.65 against Concordia's own 2027 standard premium 364.80 (48.45 / 52.35 against Sanitas's FLEX tariff 312.45). Then from when the new insurance applies: 1 January 2027, if the notice reaches Concordia by 30 November 2026 (Art. 7 para. 2 KVG).",
    turns: [
      {
        user: "bi jg 2003, bi de concordia im standard mit 300 franchise ohni unfall (schaff 100%), zahl 360.90. 6218 ettiswil. lohnt sich das wächsle?",
        expect: {
          fields: {
            plz: "6218",
            birthYear: 2003,
            franchise: 300,
            accident: false,
            currentInsurer: "Concordia",
            currentPremium: 360.9,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "standard", franchise: 300, accident: false }],
        },
      },
      {
        user: "und ab wänn wär i denn bi de neue kasse?",
        expect: {
          act: "ask_rule",
          answers: [/1\.\s*januar|1\.\s?1\.|jahresbeginn|neujahr|anfang 2027|ab 2027|per 2027/i, NOVEMBER_DEADLINE],
        },
      },
    ],
  },
  {
    id: "v20-current-insurer-07",
    category: "current-insurer",
    note: "Bern (Urtenen valley): Agrisano AGRIeco (HMO), 1000, with accident cover, 494.20 = Agrisano's real 2026 HMO premium (its only HMO tariff there) for an adult in BE region 2 (3303 Jegenstorf: the localities Jegenstorf, Münchringen, Ballmoos and Zuzwil BE are all BE region 2), born 1992. Like-for-like: 2026 cheapest HMO 1000 with accident Visana 453.90 (ÖKK 462.60 without Visana's HMO tariffs) → 40.30; 2027 cheapest practice tariff ÖKK CASAMED HMO 478.40 → 15.80 against her 2026 premium, 37.10 against Agrisano's own 2027 AGRIeco 515.50. Then deductible 2500 in the HMO, accident cover kept.",
    turns: [
      {
        user: "agrisano agrieco, also hmo, 1000er franchise mit unfall, 494.20 im monet. 3303 jegenstorf, jg 92. was chan i spare?",
        expect: {
          fields: {
            plz: "3303",
            birthYear: 1992,
            franchise: 1000,
            accident: true,
            currentInsurer: "Agrisano",
            currentPremium: 494.2,
            currentModel: "hmo",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving", model: "hmo", franchise: 1000, accident: true }],
        },
      },
      {
        user: "und wenn i grad no uf 2500 franchise gang?",
        expect: {
          fields: { plz: "3303", birthYear: 1992, franchise: 2500, accident: true, model: "hmo" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hmo", franchise: 2500, accident: true }],
        },
      },
    ],
  },
];
