import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, named insurers: what KPT costs and then the cheapest offer overall; whether Helsana's standard
 * premium rose; whether ÖKK is the cheapest standard insurer in a Graubünden village (it is not); whether the
 * Einsiedler Krankenkasse sells in Thurgau (it does not) followed by the cheapest offer there; Assura or Sanitas in
 * the standard model; whether Atupri is really cheaper than CSS. Places in the Zurzibiet (Aargau), the Zurich
 * Unterland, the Bündner Herrschaft (Graubünden), the Thurgau shore of the Untersee, the Toggenburg (St. Gallen) and
 * the March (Schwyz). Written apart from the engine and never tuned against (its code, its own cases and its results
 * on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default
 * is 2027. BAG insurer numbers: CSS 8, Einsiedler Krankenkasse 134, Atupri 312, KPT 376, ÖKK 455, Sanitas 1509,
 * Assura 1542, Helsana 1562. An insurer sells the basic insurance only where it has approved premiums (Art. 4 para. 2
 * KVG: it must accept everyone within its area of activity); the Einsiedler Krankenkasse has premiums in GL, LU, NW,
 * OW, SG, SZ, UR, ZG and ZH but none in TG, in 2026 and in 2027. Every claim below ("X is cheaper than Y", "X rose",
 * "X is not the cheapest") was checked in the 2026 and 2027 tables for the settings given, and where noted for every
 * deductible and accident setting (throw-away script outside the repository). Every postal code, locality, canton and
 * premium region was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data.
 */

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v21-named-insurer-01",
    category: "named-insurer",
    note: "Zurzibiet (Aargau): 'was kostet d kpt bi mir? 5316 leuggern, jg 1973, 1000er franchise' (100 % Leuggern, AG region 0): KPT (BAG 376) has tariffs with deductible 1000 there in 2026 and 2027 (cheapest 2027 KPTwin.smart 461.50 with accident). Then 'und was wär s günschtigschte mit 1000 überhaupt?': the cheapest offer, which is not KPT (Agrisano AGRIsmart 439.40 with accident in 2027, 418.70 in 2026).",
    turns: [
      {
        user: "was kostet d kpt bi mir? 5316 leuggern, jg 1973, 1000er franchise",
        expect: {
          act: "ask_insurer",
          fields: { plz: "5316", birthYear: 1973, franchise: 1000, namedInsurer: "376" },
          answers: [CHF_AMOUNT, /kpt/i],
          figures: [{ what: "insurer", insurer: "376", franchise: 1000 }],
        },
      },
      {
        user: "und was wär s günschtigschte mit 1000 überhaupt?",
        expect: {
          fields: { plz: "5316", birthYear: 1973, franchise: 1000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR, /kpt (ist|wäre|bleibt) (die |am )?(günstigste|billigste)/i],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v21-named-insurer-02",
    category: "named-insurer",
    note: "Zurich Unterland: 'isch d helsana bi eus tüürer worde? 8113 boppelse, standard, 300, mit unfall, jg 1984' ('Boppelse' is Boppelsen, single postal code 8113, 100 % Boppelsen, ZH region 3): Helsana's (BAG 1562) standard premium rises from 560.00 (2026) to 594.00 (2027); every Helsana tariff there with deductible 300 and accident cover rises too. The reply must say it rose and give a figure.",
    turns: [
      {
        user: "isch d helsana bi eus tüürer worde? 8113 boppelse, standard, 300, mit unfall, jg 1984",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8113", birthYear: 1984, model: "standard", franchise: 300, accident: true, namedInsurer: "1562" },
          answers: [CHF_AMOUNT, /teurer|gestiegen|steigt|erhöh|aufschlag|mehr als/i],
          notAnswers: [/helsana[^.]{0,60}(gesunken|gleich geblieben|günstiger geworden|billiger geworden)/i],
          figures: [
            { what: "insurer", insurer: "1562", model: "standard", franchise: 300, accident: true, tariffYear: 2027 },
            { what: "insurer", insurer: "1562", model: "standard", franchise: 300, accident: true, tariffYear: 2026 },
          ],
        },
      },
    ],
  },
  {
    id: "v21-named-insurer-03",
    category: "named-insurer",
    note: "Bündner Herrschaft (Graubünden): 'isch d ökk z jenins würkli di günschtigschti? standard, 300, mit unfall, jg 1980' (Jenins has the single postal code 7307, 100 % Jenins, GR region 2): no. ÖKK's (BAG 455) standard premium is 510.00 in 2027, while curaulta (BAG 820, until 2026 Lumneziana) has 489.50 and vita surselva 492.00; in 2026 ÖKK 484.00 against vita surselva 464.00 and Lumneziana 466.10. The reply must not call ÖKK the cheapest. Then 'und wer isch denn am günschtigschte?': for 2027 curaulta (the former Lumneziana, BAG 820) with 489.50.",
    turns: [
      {
        user: "isch d ökk z jenins würkli di günschtigschti? standard, 300, mit unfall, jg 1980",
        expect: {
          act: "ask_insurer",
          fields: { plz: "7307", birthYear: 1980, model: "standard", franchise: 300, accident: true, namedInsurer: "455" },
          answers: [/\bnein\b|nicht (die |der |am )?(günstigste|billigste)|günstiger|billiger/i],
          notAnswers: [/ökk (ist|wäre|bleibt) (tatsächlich |wirklich )?(die |der |am )?(günstigste|billigste)/i],
          figures: [
            { what: "insurer", insurer: "455", model: "standard", franchise: 300, accident: true },
            { what: "cheapest", model: "standard", franchise: 300, accident: true },
          ],
        },
      },
      {
        user: "und wer isch denn am günschtigschte?",
        expect: {
          fields: { plz: "7307", birthYear: 1980, model: "standard", franchise: 300, accident: true },
          answers: [/curaulta|lumneziana/i, CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "v21-named-insurer-04",
    category: "named-insurer",
    note: "Thurgau (Untersee): 'mini schwöschter isch bi de einsiedler krankekasse, die söll günschtig si. gits die au bi mir in 8267 berlinge?' ('Berlinge' is Berlingen, single postal code 8267, 100 % Berlingen, TG region 0): the Einsiedler Krankenkasse (BAG 134) has no premiums in Thurgau in 2026 or 2027, so it cannot be offered there; no Einsiedler premium may be quoted. Then 'schad. und was isch denn s günschtigschte für mi, jg 1984?': the cheapest offer in Berlingen.",
    turns: [
      {
        user: "mini schwöschter isch bi de einsiedler krankekasse, die söll günschtig si. gits die au bi mir in 8267 berlinge?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8267", namedInsurer: "134" },
          answers: [/\bnein\b|nicht|kein|leider/i],
          notAnswers: [/einsiedler[^.!?\n]{0,80}(CHF|Fr\.)\s*\d/i],
        },
      },
      {
        user: "schad. und was isch denn s günschtigschte für mi, jg 1984?",
        expect: {
          act: "ask_price",
          fields: { plz: "8267", birthYear: 1984 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v21-named-insurer-05",
    category: "named-insurer",
    note: "Toggenburg (St. Gallen): 'assura oder sanitas, wer isch billiger? standardmodell, 2500, ohni unfall. 9657 unterwasser, jg 79' (100 % Wildhaus-Alt St. Johann, SG region 3): in the standard model Sanitas (BAG 1509) is cheaper than Assura (BAG 1542): 377.90 against 397.40 in 2027, 357.60 against 368.20 in 2026, and also with deductible 300 and with accident cover in both years. The reply must name Sanitas as the cheaper one. Then 'und wie vill macht das im johr us?': the yearly difference (2027: 12 × 19.50 = 234.00).",
    turns: [
      {
        user: "assura oder sanitas, wer isch billiger? standardmodell, 2500, ohni unfall. 9657 unterwasser, jg 79",
        expect: {
          act: "ask_compare",
          fields: { plz: "9657", birthYear: 1979, model: "standard", franchise: 2500, accident: false },
          answers: [/sanitas/i, CHF_AMOUNT],
          notAnswers: [/assura (ist|wäre|kommt|bleibt) (dich |etwas |deutlich )?(günstiger|billiger)/i],
          figures: [
            { what: "insurer", insurer: "1509", model: "standard", franchise: 2500, accident: false },
            { what: "insurer", insurer: "1542", model: "standard", franchise: 2500, accident: false },
          ],
        },
      },
      {
        user: "und wie vill macht das im johr us?",
        expect: {
          fields: { plz: "9657", birthYear: 1979 },
          answers: [CHF_AMOUNT, /jahr|jährlich/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v21-named-insurer-06",
    category: "named-insurer",
    note: "March (Schwyz): 'isch d atupri würkli billiger als d css? 8864 reichenburg, jg 86' (100 % Reichenburg, SZ region 0): yes. Atupri (BAG 312) is cheaper than CSS (BAG 8) in 2026 and 2027, for the cheapest tariff of each and in the standard model, with deductible 300 and 2500, with and without accident cover (e.g. 2027, 300 with accident: cheapest 457.90 against 480.90, standard 521.20 against 556.00). Then 'ok, und d atupri mit 2500 franchise ohni unfall?': Atupri's cheapest tariff with 2500 without accident (2027 HMO 313.10).",
    turns: [
      {
        user: "isch d atupri würkli billiger als d css? 8864 reichenburg, jg 86",
        expect: {
          act: "ask_compare",
          fields: { plz: "8864", birthYear: 1986 },
          answers: [/\bja\b|atupri (ist|bleibt|wäre) (tatsächlich |wirklich )?(günstiger|billiger)|günstiger|billiger/i, CHF_AMOUNT],
          notAnswers: [/css (ist|wäre|kommt|bleibt) (dich |etwas |deutlich )?(günstiger|billiger)/i],
          figures: [
            { what: "insurer", insurer: "312" },
            { what: "insurer", insurer: "8" },
          ],
        },
      },
      {
        user: "ok, und d atupri mit 2500 franchise ohni unfall?",
        expect: {
          fields: { plz: "8864", birthYear: 1986, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT, /atupri/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "insurer", insurer: "312", franchise: 2500, accident: false }],
        },
      },
    ],
  },
];
