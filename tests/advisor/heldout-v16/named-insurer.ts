import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, named insurers: whether one got dearer for 2027, a small local insurer at home, a group name
 * (Groupe Mutuel) instead of an insurer, a local insurer that does not sell in the canton the person moved to, insurer
 * names with typos. Written apart from the engine and never tuned against (its code, its own cases and its results on
 * these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is
 * 2027. Every postal code, locality and insurer was checked against swisstopo's directory, the BAG premium regions, the
 * insurer list and the 2026/2027 premium tables in ../shared/data with a throw-away script. Insurers by BAG code:
 * 134 Einsiedler Krankenkasse (premiums in GL, LU, NW, OW, SG, SZ, UR, ZG, ZH), 246 Krankenkasse Steffisburg (AG, BE,
 * GL, NW, OW, SO, SZ, UR, VS, ZG, ZH; not TG), 343 Avenir, 1479 Mutuel and 1535 Philos (the three basic insurers of the
 * Groupe Mutuel), 881 EGK, 1384 SWICA, 1509 Sanitas, 1562 Helsana.
 */
const NOT_OFFERED =
  /nicht (angeboten|verfügbar|erhältlich|aktiv|tätig|möglich|wählbar|im (kanton )?thurgau)|kein(e|en)? (angebot|prämien?|tarif|grundversicherung)|nur (im|in|für|in den kantonen)|bietet .{0,60}nicht|ausserhalb|gibt es .{0,40}nicht|gibt's .{0,40}nicht/i;
const GROUPE_MUTUEL = /avenir|philos|\bmutuel\b/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v16-named-insurer-01",
    category: "named-insurer",
    note: "Aargau German: whether EGK got dearer for 2027 in 4800 Zofingen (99.9 % Zofingen, 0.1 % Oftringen, AG region 0), born 1970: yes, every EGK tariff rose (300 with accident: EGK-TelCare 481.70 → 502.50, standard 550.50 → 575.30; 2500 without accident: TelCare 330.50 → 349.00): EGK's 2026 and 2027 figures; then the cheapest of all there.",
    turns: [
      {
        user: "isch d egk uf 2027 tüürer worde? 4800 zofige, jg 1970",
        expect: {
          fields: { plz: "4800", birthYear: 1970, namedInsurer: "881" },
          act: "ask_insurer",
          answers: [/egk/i, /\bja\b|teurer|gestiegen|erhöht|aufschlag|zugelegt|steig|mehr als|\+ ?\d/i],
          figures: [
            { what: "insurer", insurer: "881", tariffYear: 2026 },
            { what: "insurer", insurer: "881", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und wer wär bi mir am günstigste?",
        expect: { fields: { plz: "4800", birthYear: 1970 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v16-named-insurer-02",
    category: "named-insurer",
    note: "Schwyz German: the local Einsiedler Krankenkasse in 'iisidle' = Einsiedeln (8840, SZ region 0), born 1969: it sells only the standard model there (2027: 454.70 with 300 and accident, the cheapest standard tariff in SZ; Agrisano's AGRIsmart telemedicine tariff is cheaper at 434.70): its price; then whether it is the cheapest: the cheapest offer for the situation.",
    turns: [
      {
        user: "was chostet d einsiedler chrankekasse für mich? 8840 iisidle, jg 1969",
        expect: {
          fields: { plz: "8840", birthYear: 1969, namedInsurer: "134" },
          act: "ask_insurer",
          answers: [/einsiedl/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "134" }],
        },
      },
      {
        user: "isch das di günschtigscht?",
        expect: { fields: { plz: "8840", birthYear: 1969 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v16-named-insurer-03",
    category: "named-insurer",
    note: "Bernese German: 'Groupe Mutuel' is a group, not an insurer: its basic insurance is sold by Avenir, Mutuel and Philos (all three sell in BE region 2 in 2027); 3510 Konolfingen (the locality Konolfingen is 100 % municipality Konolfingen, BE region 2), born 1987, standard model: prices of the group's insurers (naming at least one of them); then with 2500: the model stays.",
    turns: [
      {
        user: "was choschtet d groupe mutuel bi mir im standardmodell? 3510 konolfinge, jg 1987",
        expect: {
          fields: { plz: "3510", birthYear: 1987, model: "standard" },
          answers: [GROUPE_MUTUEL, CHF_AMOUNT],
        },
      },
      {
        user: "u mit 2500er franchise?",
        expect: { fields: { plz: "3510", birthYear: 1987, model: "standard", franchise: 2500 }, act: "change", answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "v16-named-insurer-04",
    category: "named-insurer",
    note: "Someone who moved from Steffisburg to 8590 Romanshorn (99.9 % Romanshorn, TG region 0), born 1977, asks for the local Krankenkasse Steffisburg: it has no premiums in canton Thurgau (2026 or 2027): say so, no price for it; then the cheapest offers there instead.",
    turns: [
      {
        user: "bi früener z steffisburg gsi bi de lokale kasse. chan ich d krankekasse steffisburg au im thurgau ha? 8590 romanshorn, jg 1977",
        expect: { fields: { plz: "8590", birthYear: 1977, namedInsurer: "246" }, act: "ask_insurer", answers: [NOT_OFFERED] },
      },
      {
        user: "aha. denn zeig mer halt die billigschte bi mir",
        expect: { fields: { plz: "8590", birthYear: 1977 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v16-named-insurer-05",
    category: "named-insurer",
    note: "Insurer names with typos: 'helsanna' = Helsana, 'swicca' = SWICA, compared in 9500 Wil SG (98.9 % municipality Wil, SG region 1; under 1.1 % in Zuzwil, Kirchberg SG and Münchwilen TG), born 1988: both prices; then 'd sanitaz' = Sanitas. Then the cheapest of all there.",
    turns: [
      {
        user: "helsanna oder swicca, wer isch bi mir günstiger? 9500 wil, jg 1988",
        expect: {
          fields: { plz: "9500", birthYear: 1988 },
          act: "ask_compare",
          answers: [/helsana/i, /swica/i],
          figures: [
            { what: "insurer", insurer: "1562" },
            { what: "insurer", insurer: "1384" },
          ],
        },
      },
      {
        user: "und d sanitaz?",
        expect: {
          fields: { plz: "9500", birthYear: 1988, namedInsurer: "1509" },
          act: "ask_insurer",
          answers: [/sanitas/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "1509" }],
        },
      },
      {
        user: "und wele wär überhaupt am allergünschtigschte?",
        expect: { fields: { plz: "9500", birthYear: 1988 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
];
