import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, Swiss German dialects (Baseldytsch, Walliserdiitsch, Toggenburg, Zurich text-message style) and a
 * standard-German message full of typos. Written apart from the engine and never tuned against (its code, its own
 * cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff
 * year shown by default is 2027. Ages become birth years as 2026 − age. Every postal code and locality was checked
 * against swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away script.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr|pro anno/i;

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v15-dialect-typos-01",
    category: "dialect-typos",
    note: "Basel German: 'rieche (4125)' = Riehen (BS region 0), born 1968, 'frankise' for Franchise, 1500; then without accident cover (full time at Roche, so covered by the employer's accident insurance).",
    turns: [
      {
        user: "hoi zämme, ych wohn z rieche (4125) und bi jahrgang 1968. was koschtet mi d grundversicherig mit 1500 frankise?",
        expect: {
          fields: { plz: "4125", birthYear: 1968, franchise: 1500 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "unn ohni unfall? i schaff 100% bi dr roche",
        expect: {
          fields: { plz: "4125", birthYear: 1968, franchise: 1500, accident: false },
          act: "change",
          figures: [{ what: "cheapest", franchise: 1500, accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v15-dialect-typos-02",
    category: "dialect-typos",
    note: "Valais German: 'va brig, 3900' (localities Brig, Gamsen and Brigerbad; the locality Brig is 96.7 % Brig-Glis, the rest Termen, Ried-Brig and Naters; all VS region 2), 'giboru 1972', 'chranchuchassa'; then Telmed.",
    turns: [
      {
        user: "hallo, ich bi va brig, 3900, giboru 1972. waas chostut mi d chranchuchassa?",
        expect: { fields: { plz: "3900", birthYear: 1972 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "u mit telmed?",
        expect: {
          fields: { plz: "3900", birthYear: 1972, model: "telmed" },
          act: "change",
          figures: [{ what: "cheapest", model: "telmed" }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v15-dialect-typos-03",
    category: "dialect-typos",
    note: "Toggenburg dialect: 'wattwil im toggeburg' (9630: 98 % municipality Wattwil, 1.9 % Neckertal, 0.1 % Mosnang, all SG region 3), '58 johr' → 1968, 'chrankekasse', the 2000 deductible; then whether HMO is cheaper still.",
    turns: [
      {
        user: "griezi, i wohn z wattwil im toggeburg und bi 58 johr alt. wa zahl i för d chrankekasse mit de 2000er franchise?",
        expect: {
          fields: { plz: "9630", birthYear: 1968, franchise: 2000 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
      {
        user: "merci. und isch s hmo no billiger?",
        expect: {
          fields: { plz: "9630", birthYear: 1968, franchise: 2000, model: "hmo" },
          figures: [{ what: "cheapest", model: "hmo", franchise: 2000 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v15-dialect-typos-04",
    category: "dialect-typos",
    note: "Zurich text-message shorthand: 'plz 8408 wthur' (Winterthur, ZH region 2), 'jg 87' → 1987, 'fr 300' = deductible 300, 'mit unf' = with accident, 'wv' = wie viel; then 'd fr uf 1500'.",
    turns: [
      {
        user: "plz 8408 wthur jg 87 fr 300 mit unf. wv kostets?",
        expect: {
          fields: { plz: "8408", birthYear: 1987, franchise: 300, accident: true },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
      {
        user: "u wenn ich d fr uf 1500 tue?",
        expect: {
          fields: { plz: "8408", birthYear: 1987, franchise: 1500, accident: true },
          act: "change",
          figures: [{ what: "cheapest", franchise: 1500, accident: true }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v15-dialect-typos-05",
    category: "dialect-typos",
    note: "Standard German full of typos from a pensioner: '6280 Hochorf' (Hochdorf: localities Hochdorf and Urswil, municipalities Hochdorf, Römerswil and Hohenrain, all LU region 3), 'gebohren' 1955, 'krankenkase 2027'; a pensioner needs accident cover in the basic insurance; then the year.",
    turns: [
      {
        user: "Hallo ich wohne in 6280 Hochorf und bin 1955 gebohren wiefiel kosstet die krankenkase 2027 für mich bin pensioniert",
        expect: {
          fields: { plz: "6280", birthYear: 1955, tariffYear: 2027 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: true, tariffYear: 2027 }],
        },
      },
      { user: "unt fürs ganse jahr?", expect: { fields: { plz: "6280", birthYear: 1955 }, answers: [CHF_AMOUNT, PER_YEAR] } },
    ],
  },
];
