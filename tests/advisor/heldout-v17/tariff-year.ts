import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v17, tariff years: how much premiums rise next year for one person, the 2026 premium asked for
 * explicitly and then the 2027 one, whether the shown premiums are already the 2027 ones and from when they apply, the
 * average rise and then the person's own. Places in Schaffhausen, Glarus, Zug and Solothurn. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027, 2026 is also loaded. The new
 * premiums apply from 1 January 2027 (the premium tariffs approved by the supervisory authority, Art. 16 KVAG, apply per calendar year; the insurer announces them
 * at least two months ahead, Art. 7 para. 2 KVG). BAG announced an average rise of about 5 % for 2027 (headline figure
 * in ../shared/data/2027/checks); the cases do not require that number, only some figure. Every postal code,
 * locality, canton and premium region was checked against swisstopo's directory joined with the BAG premium regions
 * in ../shared/data with a throw-away script outside the repository.
 */
const YEAR_2026 = /2026|dieses jahr|diesem jahr|heuer|aktuell|bisher|jetzt/i;
const YEAR_2027 = /2027|nächste(s|n)? jahr|ab januar/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v17-tariff-year-01",
    category: "tariff-year",
    note: "Schaffhausen German: how much premiums rise next year for him: 8200 Schaffhausen (99.7 % Schaffhausen, 0.3 % Neuhausen, both SH region 1; 0.05 % Büttenhardt, SH region 2), born 1980: the 2026 and 2027 figures side by side. Then by how much in percent or francs.",
    turns: [
      {
        user: "wie viel stiiged d prämie nächst jahr? 8200 schaffhuse, jg 1980",
        expect: {
          act: "ask_trend",
          fields: { plz: "8200", birthYear: 1980 },
          answers: [CHF_AMOUNT, YEAR_2026, YEAR_2027],
          figures: [
            { what: "cheapest", tariffYear: 2026 },
            { what: "cheapest", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "also wie viel prozent isch das?",
        expect: {
          fields: { plz: "8200", birthYear: 1980 },
          answers: [/\d\s?%|\d[.,]\d+\s?%|prozent/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v17-tariff-year-02",
    category: "tariff-year",
    note: "Glarus German: explicitly the 2026 premium, 'nid 2027': 8750 Glarus (99.8 % Glarus, 0.2 % Glarus Süd; GL region 0), born 1994, deductible 300: tariff year 2026. Then 's gliiche für 2027': tariff year 2027, the rest kept.",
    turns: [
      {
        user: "prämie 2026 bitte, nid 2027: 8750 glarus, jg 1994, 300er franchise",
        expect: {
          fields: { plz: "8750", birthYear: 1994, franchise: 300, tariffYear: 2026 },
          answers: [CHF_AMOUNT, /2026/],
          figures: [{ what: "cheapest", franchise: 300, tariffYear: 2026 }],
        },
      },
      {
        user: "und jetzt s gliiche für 2027",
        expect: {
          fields: { plz: "8750", birthYear: 1994, franchise: 300, tariffYear: 2027 },
          answers: [CHF_AMOUNT, /2027/],
          figures: [{ what: "cheapest", franchise: 300, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v17-tariff-year-03",
    category: "tariff-year",
    note: "Zug: 6330 Cham (Cham 99.8 %, Steinhausen, Zug: ZG region 0), born 1960, asks whether these are already the 2027 premiums: yes (tariff year 2027). Then from when they apply: from 1 January 2027.",
    turns: [
      {
        user: "6330 cham, jahrgang 1960 – sind das scho d prämie fürs 2027?",
        expect: {
          fields: { plz: "6330", birthYear: 1960, tariffYear: 2027 },
          answers: [/2027/],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
      {
        user: "und ab wann gälted die?",
        expect: {
          act: "ask_rule",
          answers: [/1\.\s*januar|1\.\s?1\.|01\.01\.|januar 2027|jahresbeginn|anfang (des )?(nächsten )?jahr|neujahr|jahreswechsel/i],
        },
      },
    ],
  },
  {
    id: "v17-tariff-year-04",
    category: "tariff-year",
    note: "Average rise 2027 without any personal data: some figure (BAG's headline: about +5 % mean premium; the cases accept any percentage or amount). Then the person's own change: 4710 Balsthal (99.8 % Balsthal, 0.2 % Oensingen; SO region 0), born 1988: the 2026 and 2027 figures.",
    turns: [
      {
        user: "wie stark steigen die prämien 2027 im schnitt?",
        expect: {
          act: "ask_trend",
          answers: [/\d\s?%|\d[.,]\d+\s?%|prozent|CHF|Fr\./i],
        },
      },
      {
        user: "und für mich konkret? 4710 balsthal, jahrgang 1988",
        expect: {
          fields: { plz: "4710", birthYear: 1988 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", tariffYear: 2026 },
            { what: "cheapest", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
];
