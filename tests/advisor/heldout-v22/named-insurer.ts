import type { AdvisorCase } from "../case-format";
import { ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, named insurers: a named insurer's price and whether it got dearer (Vivao Sympany in the Aargau
 * Wynental, Visana in the Goms), whether an insurer is really the cheapest (Assura in the Ybrig, where the Einsiedler
 * Krankenkasse is cheaper in both years), whether one insurer is cheaper than another (EGK against ÖKK in the Basel-Land
 * Waldenburg valley) and whether an insurer sells in a place at all (the Einsiedler Krankenkasse in the Prättigau:
 * no premiums in Graubünden in 2026 or 2027). Written apart from the engine and never tuned against. Conversations take
 * place on Sunday 22.11.2026; the tariff year shown by default is 2027. All premiums and claims were checked with a
 * throw-away script outside the repository against the 2026 and 2027 tables and swisstopo's directory joined with the
 * BAG premium regions in ../shared/data (BAG numbers: Vivao Sympany 509, Assura 1542, Einsiedler Krankenkasse 134,
 * Visana 1555, EGK 881, ÖKK 455).
 */

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v22-named-insurer-01",
    category: "named-insurer",
    note: "Wynental (Aargau): 5722 Gränichen (99.9 % Gränichen, AG region 0), born 1990, standard model, 300, with accident. Vivao Sympany (BAG 509): 566.00 in 2026, 615.00 in 2027, so it got dearer (+49.00); it is not the cheapest in either year (2026 Luzerner Hinterland 519.25, 2027 Agrisano 548.80).",
    turns: [
      {
        user: "was chostet d sympany bi mir? 5722 gränichen, jg 90, standard mit 300 franchise und unfall",
        expect: {
          act: "ask_insurer",
          fields: { plz: "5722", birthYear: 1990, franchise: 300, accident: true, model: "standard", namedInsurer: "509" },
          answers: [CHF_AMOUNT, /sympany/i],
          figures: [{ what: "insurer", insurer: "509", model: "standard", franchise: 300, accident: true }],
        },
      },
      {
        user: "und isch die tüürer worde gägenüber dem johr?",
        expect: {
          act: "ask_trend",
          fields: { namedInsurer: "509" },
          answers: [/teurer|gestiegen|steigt|erhöh|aufschlag|mehr|\+\s*(CHF\s*)?49/i],
          notAnswers: [/(günstiger|billiger) geworden|gesunken|sinkt|weniger als (2026|dieses jahr)/i, ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v22-named-insurer-02",
    category: "named-insurer",
    note: "Ybrig (Schwyz): 8843 Oberiberg (94.1 % Oberiberg, 5.9 % Schwyz, SZ region 0), born 1966, standard, 2500, without accident. 'isch d assura würkli di billigschti?': no. Assura (BAG 1542) costs 394.70 (2026) and 399.90 (2027); the Einsiedler Krankenkasse (BAG 134) is the cheapest in both years (292.40 and 306.90). Then 'und wer isch denn am billigschte?': the Einsiedler Krankenkasse (292.40 in 2026, 306.90 in 2027).",
    turns: [
      {
        user: "mini kollegin seit d assura isch immer di billigschti. stimmt das? wohne in oberiberg 8843, 1966, 2500 franchise ohni unfall, normals modell",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8843", birthYear: 1966, franchise: 2500, accident: false, model: "standard", namedInsurer: "1542" },
          answers: [/\bnein\b|stimmt nicht|nicht (die |am )?(günstigste|billigste|günstigsten|billigsten)|gibt (es )?günstigere|einsiedler/i],
          notAnswers: [/\bja\b,? (die )?assura|assura ist (tatsächlich |wirklich )?(die |am )?(günstigste|billigste|günstigsten|billigsten)/i],
          figures: [{ what: "cheapest", model: "standard", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und wer isch denn am billigschte?",
        expect: {
          fields: { plz: "8843", birthYear: 1966, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT, /einsiedler/i],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", model: "standard", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v22-named-insurer-03",
    category: "named-insurer",
    note: "Goms (Valais): 3995 Ernen (100 % Ernen, VS region 2; also Ausserbinn, Mühlebach, Steinhaus, all Ernen), born 1979, standard, 300, with accident. Visana (BAG 1555): 597.50 in 2026 → 606.50 in 2027 (+9.00 a month): dearer.",
    turns: [
      {
        user: "grüess eich, ich wohnu in 3995 ärnu, jahrgang 79. was chostut d visana nägschts jahr im vergliich zu hiir? standard, 300, mit unfall",
        expect: {
          fields: { plz: "3995", birthYear: 1979, franchise: 300, accident: true, model: "standard", namedInsurer: "1555" },
          answers: [CHF_AMOUNT, /teurer|mehr|gestiegen|steigt|erhöh|aufschlag|\+/i],
          notAnswers: [/(günstiger|billiger) (geworden|als (2026|dieses jahr|heuer))|gesunken|sinkt/i],
          figures: [
            { what: "insurer", insurer: "1555", model: "standard", franchise: 300, accident: true, tariffYear: 2027 },
            { what: "insurer", insurer: "1555", model: "standard", franchise: 300, accident: true, tariffYear: 2026 },
          ],
        },
      },
    ],
  },
  {
    id: "v22-named-insurer-04",
    category: "named-insurer",
    note: "Waldenburg valley (Basel-Land): 4435 Niederdorf (97 % Niederdorf, 3 % Oberdorf BL, both BL region 2), born 1994, family-doctor model, 1500, without accident. 'isch d egk günstiger als d ökk?': no. EGK (BAG 881) 'EGK-Care' 494.60 (2026) / 518.40 (2027); ÖKK (BAG 455) 424.60 (2026, Hausarzt) / 436.60 (2027, CASAMED HMO; CASAMED HAUSARZT 442.20): ÖKK is cheaper in both years. Then 'und weli isch überhaupt am günstigschte?': 2027 ÖKK CASAMED HMO 436.60 (2026 CSS Gesundheitspraxisversicherung 421.20); EGK is not the cheapest.",
    turns: [
      {
        user: "4435 niederdorf, 1994, hausarztmodell, franchise 1500, ohne unfall. isch d egk günstiger als d ökk??",
        expect: {
          act: "ask_compare",
          fields: { plz: "4435", birthYear: 1994, franchise: 1500, accident: false, model: "hausarzt" },
          answers: [/ökk/i, /egk/i, /\bnein\b|ökk ist (günstiger|billiger)|egk ist (teurer|nicht günstiger)|teurer/i],
          notAnswers: [/egk ist (günstiger|billiger)|\bja\b,? (die )?egk/i],
          figures: [
            { what: "insurer", insurer: "881", model: "hausarzt", franchise: 1500, accident: false },
            { what: "insurer", insurer: "455", model: "hausarzt", franchise: 1500, accident: false },
          ],
        },
      },
      {
        user: "und weli isch überhaupt am günstigschte?",
        expect: {
          fields: { plz: "4435", franchise: 1500, accident: false, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [/egk ist (die )?(günstigste|billigste)/i],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v22-named-insurer-05",
    category: "named-insurer",
    note: "Prättigau (Graubünden): 7233 Jenaz (100 % Jenaz, GR region 2), born 1984. The Einsiedler Krankenkasse (BAG 134) has no premiums in Graubünden in 2026 or 2027 (it sells in GL, LU, NW, OW, SG, SZ, UR, ZG, ZH only), so it cannot be chosen there; the advisor must not quote a price for it. Then the cheapest standard offer with 300 and accident cover in Jenaz (offers exist in both years; any model 2026 Agrisano AGRIsmart 418.00), which must not be the Einsiedler Krankenkasse.",
    turns: [
      {
        user: "gits d einsiedler krankekasse au bi üs in jenaz? 7233, bin 1984 gebore",
        expect: {
          act: "ask_insurer",
          fields: { plz: "7233", birthYear: 1984 },
          answers: [/\bnein\b|nicht (an)?geboten|kein(e)? (angebot|prämie|offerte)|nicht verfügbar|nicht erhältlich|nicht (in|im kanton) graubünden|nur in (anderen )?kanton/i],
          notAnswers: [/\bja\b,? (die )?einsiedler|einsiedler.{0,40}(CHF|Fr\.)\s*\d/i],
        },
      },
      {
        user: "ok und weli isch denn bi üs am günstigschte? standard, 300 mit unfall",
        expect: {
          fields: { plz: "7233", birthYear: 1984, franchise: 300, accident: true, model: "standard" },
          answers: [CHF_AMOUNT],
          notAnswers: [/einsiedler/i, ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }],
        },
      },
    ],
  },
];
