import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, tariff years and premium trends. Written apart from the engine and never tuned against (its code,
 * its own cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026: the
 * 2027 premiums were published in autumn 2026 and are shown by default; 2028 premiums do not exist yet; the notice
 * deadline is 30 November. Every postal code, locality and insurer was checked against swisstopo's directory, the BAG
 * premium regions and the 2026/2027 premium tables in ../shared/data.
 */
const PERCENT = /\d ?%|prozent/i;
const NOVEMBER = /30\.?\s*(nov|11\.)|ende november/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v13-tariff-year-01",
    category: "tariff-year",
    note: "How much premiums rise in canton Zurich for 2027 (a percentage); then the person's own 2026 and 2027 cheapest with 2500 (8600 Dübendorf, ZH region 2, born 1979).",
    turns: [
      { user: "wie vill schlönd d prämie 2027 im kanton züri uf?", expect: { act: "ask_trend", answers: [PERCENT] } },
      {
        user: "und für mich? 8600 dübendorf, 1979, 2500er franchise. was hani 2026 zahlt und was zahl ich 2027?",
        expect: {
          fields: { plz: "8600", birthYear: 1979, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", franchise: 2500, tariffYear: 2026 },
            { what: "cheapest", franchise: 2500, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v13-tariff-year-02",
    category: "tariff-year",
    note: "The running year asked for explicitly (2026) in standard German (4410 Liestal, BL region 1, born 1955); then 'nächstes Jahr' = 2027.",
    turns: [
      {
        user: "Zeigen Sie mir bitte die Prämien 2026 für 4410 Liestal, Jahrgang 1955.",
        expect: { fields: { plz: "4410", birthYear: 1955, tariffYear: 2026 }, figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
      {
        user: "Und nächstes Jahr?",
        expect: { fields: { plz: "4410", birthYear: 1955, tariffYear: 2027 }, figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "v13-tariff-year-03",
    category: "tariff-year",
    note: "2028 premiums are not known yet (they are published in autumn 2027): no 2028 price may be invented; then 2027 for 6005 Luzern (Luzern, Kriens, Horw and St. Niklausen share the code, all LU region 1), born 1994.",
    turns: [
      {
        user: "was choschtet d grundversicherig im 2028?",
        expect: {
          answers: [/noch nicht|nicht bekannt|nicht verfügbar|unbekannt|erst im (herbst|september)|herbst 2027|keine (daten|prämien|angaben|zahlen)|nicht vor/i],
        },
      },
      {
        user: "ok dänn halt 2027: 6005 luzern, 1994",
        expect: {
          fields: { plz: "6005", birthYear: 1994, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v13-tariff-year-04",
    category: "tariff-year",
    note: "Sympany in Glarus: standard 300 with accident rises from 546.00 (2026) to 636.00 (2027), +16.5 %, the largest rise of any insurer's adult standard 300 premium with accident in the 2027 data (BAG's mean rise for canton GL, +3.0 %, is the lowest of all cantons). 8750 Glarus (GL region 0; the code reaches 0.4 % into Muotathal SZ through Klöntal, Glarus itself is GL). The current premium slot is not checked (two are named). The cheapest alternative for 2027; then whether there is still time to switch: 30 November.",
    turns: [
      {
        user: "mini prämie bi de sympany stiigt uf januar vo 546 uf 636 stutz, das sind über 16 prozent! isch das normal? 8750 glarus, jg 1970, standard, 300, mit unfall",
        expect: {
          fields: { plz: "8750", birthYear: 1970, franchise: 300, accident: true, model: "standard", currentInsurer: "Sympany" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true, tariffYear: 2027 }],
        },
      },
      {
        user: "chan i no wächsle?",
        expect: { act: "ask_rule", fields: { currentInsurer: "Sympany" }, answers: [NOVEMBER] },
      },
    ],
  },
];
