import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, a named insurer's price, an insurer that does not sell in the canton, an insurer under its former
 * name, whether a budget insurer really is the cheapest, three insurers compared. Written apart from the engine and never
 * tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take place
 * on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code, locality and insurer was checked
 * against swisstopo's directory, the BAG premium regions and the 2026/2027 premium tables in ../shared/data with a
 * throw-away script. Insurers by BAG code: 8 CSS, 376 KPT, 509 Vivao Sympany, 820 curaulta (called Lumneziana in the
 * 2026 table; premiums only in canton Graubünden), 1318 Krankenkasse Wädenswil (2027 premiums only in AG, SZ, ZG and
 * ZH), 1542 Assura, 1555 Visana, 1562 Helsana.
 */
const NOT_OFFERED =
  /nicht (angeboten|verfügbar|erhältlich|aktiv|tätig|möglich|wählbar|im kanton|in basel)|kein(e|en)? (angebot|prämien?|tarif|grundversicherung)|nur (im|in|für|in den kantonen)|bietet .{0,60}nicht|ausserhalb|gibt es .{0,40}nicht|gibt's .{0,40}nicht/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v15-named-insurer-01",
    category: "named-insurer",
    note: "Zurich German: CSS's price in 8704 Herrliberg (ZH region 2), born 1975; then Helsana's (both sell every model there in 2027).",
    turns: [
      {
        user: "was chostet d css in 8704 herrlibärg für mi, jg 1975?",
        expect: {
          fields: { plz: "8704", birthYear: 1975, namedInsurer: "8" },
          act: "ask_insurer",
          answers: [/css/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "8" }],
        },
      },
      {
        user: "und d helsana?",
        expect: {
          fields: { plz: "8704", birthYear: 1975, namedInsurer: "1562" },
          act: "ask_insurer",
          answers: [/helsana/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "1562" }],
        },
      },
    ],
  },
  {
    id: "v15-named-insurer-02",
    category: "named-insurer",
    note: "Basel German: the Krankenkasse Wädenswil has 2027 premiums only in AG, SZ, ZG and ZH, not in Basel-Stadt: say so, no price for it (4057 Basel, BS region 0, born 1980); then the cheapest in Basel.",
    turns: [
      {
        user: "gits d krankekasse wädischwil au z basel? 4057, jg 1980",
        expect: { fields: { plz: "4057", birthYear: 1980, namedInsurer: "1318" }, act: "ask_insurer", answers: [NOT_OFFERED] },
      },
      {
        user: "schad. weli isch denn z basel am günschtigschte?",
        expect: { fields: { plz: "4057", birthYear: 1980 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v15-named-insurer-03",
    category: "named-insurer",
    note: "Graubünden: the Lumneziana by its old name in 7130 Ilanz (localities Ilanz and Schnaus, municipality Ilanz/Glion, GR region 3), born 1964: BAG number 820 is listed as 'Lumneziana' in the 2026 table and as 'curaulta' in the 2027 table (standard and CASAMED there): its price under either name; then the cheapest in the region.",
    turns: [
      {
        user: "was choschtet d lumneziana z ilanz? 7130, jg 1964",
        expect: {
          fields: { plz: "7130", birthYear: 1964, namedInsurer: "820" },
          act: "ask_insurer",
          answers: [/curaulta|lumneziana/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "820" }],
        },
      },
      {
        user: "und weli isch i dr surselva am billigschte?",
        expect: { fields: { plz: "7130", birthYear: 1964 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v15-named-insurer-04",
    category: "named-insurer",
    note: "Bernese German: whether Assura really is the cheapest in 3700 Spiez (BE region 3), born 1983: no; in 2027 Assura is not the cheapest there for any deductible, with or without accident (e.g. 300 with accident: Agrisano AGRIsmart 468.10 against Assura MediTel 520.70; Visana's cheaper VIVA tariff is restricted to other municipalities): Assura's price and the cheapest; then how much the difference is per year.",
    turns: [
      {
        user: "isch d assura würklech di billigschti? 3700 spiez, jg 1983",
        expect: {
          fields: { plz: "3700", birthYear: 1983, namedInsurer: "1542" },
          act: "ask_insurer",
          answers: [/assura/i, /\bnein\b|\bnei\b|nicht (die |am )?(billigste|günstigste|billigsten|günstigsten)|günstiger|billiger|preiswerter/i],
          figures: [{ what: "insurer", insurer: "1542" }, { what: "cheapest" }],
        },
      },
      {
        user: "wi viu wär dr unterschied im jahr?",
        expect: { fields: { plz: "3700", birthYear: 1983 }, answers: [CHF_AMOUNT, /pro jahr|im jahr|jährlich|\/\s?jahr|12 monat|aufs jahr/i] },
      },
    ],
  },
  {
    id: "v15-named-insurer-05",
    category: "named-insurer",
    note: "Three insurers compared in 4410 Liestal (99.8 % Liestal, 0.2 % Bubendorf, BL region 1), born 1971, deductible 1000: Vivao Sympany, Visana and KPT all sell there in 2027 (cheapest with accident: KPT 542.10, Sympany 561.20, Visana 579.20): all three prices; then the cheapest of all with 1000.",
    turns: [
      {
        user: "sympany, visana oder kpt – wele isch für mich am günstigste? 4410 liestal, 1971, 1000er franchise",
        expect: {
          fields: { plz: "4410", birthYear: 1971, franchise: 1000 },
          act: "ask_compare",
          answers: [/sympany/i, /visana/i, /kpt/i],
          figures: [
            { what: "insurer", insurer: "509", franchise: 1000 },
            { what: "insurer", insurer: "1555", franchise: 1000 },
            { what: "insurer", insurer: "376", franchise: 1000 },
          ],
        },
      },
      {
        user: "und welli kasse wär überhaupt am billigschte mit 1000?",
        expect: { fields: { plz: "4410", birthYear: 1971, franchise: 1000 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest", franchise: 1000 }] },
      },
    ],
  },
];
