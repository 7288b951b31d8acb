import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, tariff years: how much dearer 2027 is than 2026 for a person in Schwyz; the 2026 premiums asked
 * for explicitly ("nöd die vom nächste johr") and then 2027 for comparison; next year's and this year's price of a
 * family-doctor model in one message; "nöchschts johr" followed by "das johr"; whether the 2026 price can be kept by
 * switching now. Places in Schwyz (Illgau), Appenzell Ausserrhoden (Vorderland), the Bernese Seeland, the Prättigau
 * (Graubünden) and the Thunersee (Bern). Written apart from the engine and never tuned against (its code, its own
 * cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff
 * year shown by default is 2027, 2026 is also loaded. Premiums are approved by the FOPH for one calendar year (Art. 16
 * KVAG) and the new premium applies from 1 January (Art. 7 para. 2 KVG), so a person switching for 1 January 2027
 * pays the 2027 premium of the new insurer; there is no way to keep a 2026 price. The claims that premiums rose were
 * checked in the 2026 and 2027 tables for every deductible named and with and without accident cover (throw-away
 * script outside the repository). Every postal code, locality, canton and premium region was checked against
 * swisstopo's directory joined with the BAG premium regions in ../shared/data.
 */

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v21-tariff-year-01",
    category: "tariff-year",
    note: "Schwyz: 'wie vill tüürer wird s 2027 für mi? 6434 illgau, jg 1970' (100 % Illgau, SZ region 0). The cheapest adult premium rises from 2026 to 2027 in every setting checked (300 with accident: any model 400.20 → 434.70, standard 439.30 → 454.70; 2500 with accident 289.80 → 316.20; 300 without accident 380.20 → 413.00; 2500 without accident 275.30 → 298.90). A good answer gives the 2027 and the 2026 figure (or the difference) and does not claim a fall. Then 'und mit 2500er franchise, wie gross isch dr ufschlag det?': the same comparison with deductible 2500, which also rises.",
    turns: [
      {
        user: "wie vill tüürer wird s 2027 für mi? 6434 illgau, jg 1970",
        expect: {
          act: "ask_trend",
          fields: { plz: "6434", birthYear: 1970 },
          answers: [CHF_AMOUNT, /2026|dieses jahr|aktuell|bisher|letzt/i],
          notAnswers: [/(deine|die günstigste) prämie (sinkt|fällt|wird (günstiger|billiger))|(günstiger|billiger) als (2026|dieses jahr|heute)/i],
          figures: [
            { what: "cheapest", tariffYear: 2027 },
            { what: "cheapest", tariffYear: 2026 },
          ],
        },
      },
      {
        user: "und mit 2500er franchise, wie gross isch dr ufschlag det?",
        expect: {
          fields: { plz: "6434", birthYear: 1970, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [/(deine|die günstigste) prämie (sinkt|fällt|wird (günstiger|billiger))|(günstiger|billiger) als (2026|dieses jahr|heute)/i],
          figures: [
            { what: "cheapest", franchise: 2500, tariffYear: 2027 },
            { what: "cheapest", franchise: 2500, tariffYear: 2026 },
          ],
        },
      },
    ],
  },
  {
    id: "v21-tariff-year-02",
    category: "tariff-year",
    note: "Appenzell Vorderland: 'zeig mer bitte d prämie 2026, nöd die vom nächste johr. 9426 lutzenberg, jg 1992' (Lutzenberg 99.0 %, Rheineck SG 1.0 %; the locality Lutzenberg is in AR, region 0): tariff year 2026. Then 'und jetzt 2027 zum vergliiche': tariff year 2027, place and year kept.",
    turns: [
      {
        user: "zeig mer bitte d prämie 2026, nöd die vom nächste johr. 9426 lutzenberg, jg 1992",
        expect: {
          fields: { plz: "9426", birthYear: 1992, tariffYear: 2026 },
          answers: [CHF_AMOUNT, /2026/],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
      {
        user: "und jetzt 2027 zum vergliiche",
        expect: {
          fields: { plz: "9426", birthYear: 1992, tariffYear: 2027 },
          answers: [CHF_AMOUNT, /2027/],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v21-tariff-year-03",
    category: "tariff-year",
    note: "Bernese Seeland: '2565 jens, 1988, hausarzt, 1500er. was zahl i nächschts jahr u was zahl i jetz?' (100 % Jens, BE region 2): the family-doctor model with deductible 1500 in 2027 and in 2026, both in one answer. Then 'u ohni unfall? bi agstellt': accident cover left out for an employee (Art. 8 KVG), the rest kept.",
    turns: [
      {
        user: "2565 jens, 1988, hausarzt, 1500er. was zahl i nächschts jahr u was zahl i jetz?",
        expect: {
          fields: { plz: "2565", birthYear: 1988, model: "hausarzt", franchise: 1500 },
          answers: [CHF_AMOUNT, /2027|nächste(s|n)? jahr/i, /2026|dieses jahr|aktuell|jetzt/i],
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 1500, tariffYear: 2027 },
            { what: "cheapest", model: "hausarzt", franchise: 1500, tariffYear: 2026 },
          ],
        },
      },
      {
        user: "u ohni unfall? bi agstellt",
        expect: {
          act: "change",
          fields: { plz: "2565", birthYear: 1988, model: "hausarzt", franchise: 1500, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v21-tariff-year-04",
    category: "tariff-year",
    note: "Prättigau (Graubünden): '7246 st. antönien, jg 1966, was zahl i nöchschts johr?' (100 % Luzein, GR region 2): tariff year 2027. Then 'und wia vil isch es das johr gsi?': tariff year 2026 for the same person, place and year kept.",
    turns: [
      {
        user: "7246 st. antönien, jg 1966, was zahl i nöchschts johr?",
        expect: {
          act: "ask_price",
          fields: { plz: "7246", birthYear: 1966, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
      {
        user: "und wia vil isch es das johr gsi?",
        expect: {
          fields: { plz: "7246", birthYear: 1966, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v21-tariff-year-05",
    category: "tariff-year",
    note: "Thunersee (Bern): '3655 sigriswil, jg 1981, mit unfall: wie sehr steigt d prämie?' (100 % Sigriswil, BE region 2): the cheapest adult premium with deductible 300 and accident cover rises from 493.60 (2026) to 519.20 (2027); standard model 566.10 → 590.00. Then 'cha i mir no dr 2026er priis sichere we i jetz wächsle?': no, premiums are approved per calendar year (Art. 16 KVAG) and whoever switches for 1 January 2027 pays the new insurer's 2027 premium (Art. 7 para. 2 KVG).",
    turns: [
      {
        user: "3655 sigriswil, jg 1981, mit unfall: wie sehr steigt d prämie?",
        expect: {
          act: "ask_trend",
          fields: { plz: "3655", birthYear: 1981, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [/(deine|die günstigste) prämie (sinkt|fällt|wird (günstiger|billiger))|(günstiger|billiger) als (2026|dieses jahr|heute)/i],
          figures: [
            { what: "cheapest", accident: true, tariffYear: 2027 },
            { what: "cheapest", accident: true, tariffYear: 2026 },
          ],
        },
      },
      {
        user: "cha i mir no dr 2026er priis sichere we i jetz wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|kein/i, /2027/],
          notAnswers: [/\bja\b,? (das geht|du kannst|kannst du)/i],
        },
      },
    ],
  },
];
