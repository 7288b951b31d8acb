import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, a named insurer's price, its change from 2026 to 2027, or where it does not sell. Written apart
 * from the engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code, locality
 * and insurer was checked against swisstopo's directory, the BAG premium regions and the 2026/2027 premium tables in
 * ../shared/data. Insurers by BAG code: 8 CSS, 455 ÖKK, 509 Vivao Sympany, 1318 Krankenkasse Wädenswil (2027
 * premiums only in AG, SZ, ZG and ZH), 1560 Agrisano, 1562 Helsana.
 */
const NOT_OFFERED =
  /nicht (angeboten|verfügbar|erhältlich|aktiv|tätig|möglich|wählbar|im kanton|in (bern|deinem|ihrem))|kein(e|en)? (angebot|prämien?|tarif|grundversicherung)|nur (im|in|für|in den kantonen)|bietet .{0,60}nicht|ausserhalb|gibt es .{0,40}nicht|gibt's .{0,40}nicht/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v13-named-insurer-01",
    category: "named-insurer",
    note: "CSS's price in 8953 Dietikon (Dietikon ZH region 2; 0.25 % of the code lies in Spreitenbach AG, the locality is Dietikon), born 1988; then Helsana ('und d helsana?').",
    turns: [
      {
        user: "was chostet d'css für mich? 8953 dietikon, 1988",
        expect: {
          fields: { plz: "8953", birthYear: 1988, namedInsurer: "8" },
          act: "ask_insurer",
          answers: [/css/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "8" }],
        },
      },
      {
        user: "und d helsana?",
        expect: {
          fields: { plz: "8953", birthYear: 1988, namedInsurer: "1562" },
          answers: [/helsana/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "1562" }],
        },
      },
    ],
  },
  {
    id: "v13-named-insurer-02",
    category: "named-insurer",
    note: "Whether Sympany got dearer for 2027 in Basel (4051, BS region 0), born 1977, standard 300 with accident: 677.00 in 2026, 706.00 in 2027 (+4.3 %): both figures; then the cheapest in the same situation.",
    turns: [
      {
        user: "isch d'sympany 2027 vill tüürer worde? bi in 4051 basel, jg 77, 300er franchise, standard, mit unfall",
        expect: {
          fields: { plz: "4051", birthYear: 1977, franchise: 300, model: "standard", accident: true, namedInsurer: "509" },
          answers: [/sympany/i, CHF_AMOUNT],
          figures: [
            { what: "insurer", insurer: "509", model: "standard", franchise: 300, accident: true, tariffYear: 2026 },
            { what: "insurer", insurer: "509", model: "standard", franchise: 300, accident: true, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und weli isch am günstigste?",
        expect: {
          fields: { plz: "4051", birthYear: 1977, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "v13-named-insurer-03",
    category: "named-insurer",
    note: "The Krankenkasse Wädenswil has 2027 premiums only in AG, SZ, ZG and ZH, not in canton Bern: say so, no price for it (3007 Bern, BE region 1; 0.5 % of the code in Köniz, also BE region 1); then the cheapest instead.",
    turns: [
      {
        user: "Gibt es die Krankenkasse Wädenswil auch in 3007 Bern? Jahrgang 1990.",
        expect: { fields: { plz: "3007", birthYear: 1990, namedInsurer: "1318" }, answers: [NOT_OFFERED] },
      },
      {
        user: "dänn halt di günschtigscht",
        expect: { fields: { plz: "3007", birthYear: 1990 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v13-named-insurer-04",
    category: "named-insurer",
    note: "ÖKK or Agrisano in the family doctor model with 1000 (7000 Chur, GR region 1, born 1966): both sell family doctor tariffs there in 2027 (ÖKK CASAMED HAUSARZT, Agrisano AGRIeco): both prices; then the cheapest of all in that model.",
    turns: [
      {
        user: "ökk oder agrisano, wer isch billiger für mi? 7000 chur, 1966, hausarzt, 1000er franchise",
        expect: {
          fields: { plz: "7000", birthYear: 1966, model: "hausarzt", franchise: 1000 },
          act: "ask_compare",
          answers: [/ökk|oekk/i, /agrisano/i],
          figures: [
            { what: "insurer", insurer: "455", model: "hausarzt", franchise: 1000 },
            { what: "insurer", insurer: "1560", model: "hausarzt", franchise: 1000 },
          ],
        },
      },
      {
        user: "und wer isch de günstigschti überhaupt?",
        expect: {
          fields: { plz: "7000", birthYear: 1966, model: "hausarzt", franchise: 1000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v13-named-insurer-05",
    category: "named-insurer",
    note: "Helsana is cheaper in 2027 than in 2026 in canton Appenzell Innerrhoden: standard 300 with accident 494.00 → 444.00 (−10.1 %). 9057 Weissbad (municipality Schwende-Rüte, AI region 0), born 1961: both figures; then the cheapest standard 300 with accident there.",
    turns: [
      {
        user: "stimmt das, dass d'helsana z'innerrhode 2027 billiger wird? 9057 weissbad, jg 1961, standard 300 mit unfall",
        expect: {
          fields: { plz: "9057", birthYear: 1961, franchise: 300, model: "standard", accident: true, namedInsurer: "1562" },
          answers: [/helsana/i, CHF_AMOUNT],
          figures: [
            { what: "insurer", insurer: "1562", model: "standard", franchise: 300, accident: true, tariffYear: 2026 },
            { what: "insurer", insurer: "1562", model: "standard", franchise: 300, accident: true, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und wer isch bi üs am günstigschte?",
        expect: {
          fields: { plz: "9057", birthYear: 1961, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }],
        },
      },
    ],
  },
];
