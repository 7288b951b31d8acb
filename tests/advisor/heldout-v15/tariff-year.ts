import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, tariff years 2026 and 2027 and premium trends. Written apart from the engine and never tuned against
 * (its code, its own cases and its results on these cases were not looked at). Conversations take place on Sunday
 * 22.11.2026: the 2027 premiums were approved by the BAG and published at the end of September 2026, are shown by
 * default and apply from 1 January 2027; the 2028 premiums are published in autumn 2027, so no 2028 figure exists.
 * Both the 2026 and the 2027 premium tables are loaded. Every postal code and locality was checked against swisstopo's
 * directory joined with the BAG premium regions in ../shared/data with a throw-away script. The average rise
 * reported for 2027 was about 5 % nationally (BAG announcement as reported by SRF, in ../shared/data/2027/checks).
 */
const PERCENT = /\d ?%|prozent/i;
/** No 2028 figures yet: they come out in autumn 2027. */
const NOT_KNOWN_YET = /noch nicht|herbst|september|oktober|nicht bekannt|unbekannt|keine (daten|zahlen|angaben|prognose)|erst (im|ende|nächst)|kann (ich )?(noch )?nicht|weiss (man|ich) noch nicht|prognos/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v15-tariff-year-01",
    category: "tariff-year",
    note: "Zurich German: how much premiums rise for 2027 in canton Aargau (a percentage; the average standard premium rose by about 5.7 % there); then the person's own case in 5430 Wettingen (99.9 % Wettingen, 0.1 % Würenlos, AG region 0), born 1966: the cheapest of 2026 and of 2027.",
    turns: [
      { user: "wie fescht stiged d prämie 2027 im kanton aargau?", expect: { act: "ask_trend", answers: [PERCENT] } },
      {
        user: "und für mich konkret? 5430 wettige, jg 1966",
        expect: {
          fields: { plz: "5430", birthYear: 1966 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", tariffYear: 2026 },
            { what: "cheapest", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v15-tariff-year-02",
    category: "tariff-year",
    note: "St. Gallen dialect: both years in one message for 9000 St. Gallen (SG region 1), born 1980, family doctor model, 1500: the cheapest family-doctor premium of 2026 and of 2027; then whether that rise is above average (a percentage or an average).",
    turns: [
      {
        user: "was hani 2026 zahlt und was zahl i 2027? 9000 st.galle, jg 1980, hausarztmodell, 1500er franchise",
        expect: {
          fields: { plz: "9000", birthYear: 1980, model: "hausarzt", franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 1500, tariffYear: 2026 },
            { what: "cheapest", model: "hausarzt", franchise: 1500, tariffYear: 2027 },
          ],
        },
      },
      { user: "isch das meh als im schnitt?", expect: { answers: [/\d ?%|prozent|durchschnitt|schnitt|mittel/i] } },
    ],
  },
  {
    id: "v15-tariff-year-03",
    category: "tariff-year",
    note: "Bernese German: the 2026 premiums asked for explicitly ('nid die vo 2027') for 3600 Thun (99.96 % Thun, 0.04 % Hilterfingen, both BE region 2), born 1990; then 'itz d 2027er'.",
    turns: [
      {
        user: "zeig mer bitte d prämie vo 2026, nid die vo 2027. 3600 thun, jg 1990",
        expect: {
          fields: { plz: "3600", birthYear: 1990, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
      {
        user: "guet, u itz d 2027er",
        expect: {
          fields: { plz: "3600", birthYear: 1990, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v15-tariff-year-04",
    category: "tariff-year",
    note: "Standard German: whether premiums rise again in 2028: not known yet (published in autumn 2027), no invented figure; then how much they rose on average for 2027 (a percentage; about 5 % nationally).",
    turns: [
      { user: "Werden die Prämien 2028 wieder steigen?", expect: { act: "ask_trend", answers: [NOT_KNOWN_YET] } },
      { user: "Und wie stark sind sie auf 2027 im Schnitt gestiegen?", expect: { act: "ask_trend", answers: [PERCENT] } },
    ],
  },
  {
    id: "v15-tariff-year-05",
    category: "tariff-year",
    note: "'nächscht jahr' = 2027 for 6060 Sarnen (localities Sarnen and Ramersberg, OW region 0), born 1993; then 'das jahr' = 2026, the running year.",
    turns: [
      {
        user: "was zahl i nächscht jahr? 6060 sarne, 1993",
        expect: {
          fields: { plz: "6060", birthYear: 1993, tariffYear: 2027 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
      {
        user: "und wie vill isch es das jahr no?",
        expect: {
          fields: { plz: "6060", birthYear: 1993, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
    ],
  },
];
