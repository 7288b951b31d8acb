import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, tariff years 2026 and 2027 and premium trends. Written apart from the engine and never tuned against
 * (its code, its own cases and its results on these cases were not looked at). Conversations take place on Sunday
 * 22.11.2026: the 2027 premiums were approved by the BAG and published at the end of September 2026, are shown by
 * default and apply from 1 January 2027; December 2026 is still billed at the 2026 premium. Both the 2026 and the 2027
 * premium tables are loaded. Every postal code and locality was checked against swisstopo's directory joined with the
 * BAG premium regions in ../shared/data with a throw-away script. Cantonal rises for 2027 are from
 * ../shared/data/2027/checks (BAG announcement as reported by SRF: +5.0 % on average, Jura highest with +6.6 %,
 * Glarus lowest with +3.0 %; the average standard-model premium per canton computed from the BAG files: Jura +5.84 %,
 * also the highest, Schaffhausen +5.55 %).
 */
const PERCENT = /\d ?%|prozent/i;
/** The new premiums apply from 1 January. */
const FROM_JANUARY = /1\.\s?januar|1\.\s?1\.|ersten januar|ab januar|im januar|per januar|anfang 2027|ab 2027|jahresbeginn|neujahr|erst (ab|im|per|mit) (dem )?(januar|2027|neuen jahr)/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v16-tariff-year-01",
    category: "tariff-year",
    note: "Bernese German: how much dearer it gets 'ab nächschtem jahr' for 3072 Ostermundigen (98.7 % municipality Ostermundigen, 1.3 % Bern, both BE region 1), born 1979: the cheapest of 2026 and of 2027; then the difference per year.",
    turns: [
      {
        user: "wi viu tüürer wird d chrankekasse ab nächschtem jahr für mi? 3072 ostermundige, jg 1979",
        expect: {
          fields: { plz: "3072", birthYear: 1979 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", tariffYear: 2026 },
            { what: "cheapest", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "u ufs jahr grechnet?",
        expect: {
          fields: { plz: "3072", birthYear: 1979 },
          answers: [CHF_AMOUNT, /pro jahr|im jahr|jährlich|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i],
        },
      },
    ],
  },
  {
    id: "v16-tariff-year-02",
    category: "tariff-year",
    note: "Schaffhausen German: whether the new premium already applies in December: no, from 1 January 2027; then what the person still pays in December = the 2026 premium, for 'nüühuuse am rhiifall' (8212: the locality Neuhausen am Rheinfall is 99.3 % municipality Neuhausen, 0.7 % Schaffhausen, both SH region 1; the code's other locality Nohl is in Zurich), born 1988.",
    turns: [
      { user: "gilt die neu prämie scho im dezämber?", expect: { answers: [FROM_JANUARY] } },
      {
        user: "und was zahl i im dezämber no? nüühuuse am rhiifall, jg 1988",
        expect: {
          fields: { ort: "Neuhausen am Rheinfall", birthYear: 1988, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v16-tariff-year-03",
    category: "tariff-year",
    note: "Standard German: when switching now, which premiums apply: the new insurer's 2027 premiums (the change takes effect on 1 January 2027); then data, 2540 Grenchen (SO region 0), born 1972, Telmed: the 2027 figure.",
    turns: [
      {
        user: "Wenn ich jetzt wechsle, zahle ich dann schon die neuen Prämien oder noch die alten?",
        expect: { answers: [/2027|neue(n)? prämie|ab januar|1\.\s?januar|ersten januar|jahresbeginn/i] },
      },
      {
        user: "PLZ 2540 Grenchen, Jahrgang 1972, Telmed. Was wäre das günstigste?",
        expect: {
          fields: { plz: "2540", birthYear: 1972, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v16-tariff-year-04",
    category: "tariff-year",
    note: "Which canton's premiums rose most for 2027: Jura (BAG: +6.6 %; also the highest rise of the average standard premium, +5.84 %); then 'und schaffuuse?' = canton Schaffhausen (a percentage; about +5.5 % on the average standard premium).",
    turns: [
      { user: "weli kanton het uf 2027 am meischte ufgschlage?", expect: { act: "ask_trend", answers: [/jura|\bJU\b/i] } },
      { user: "und schaffuuse?", expect: { act: "ask_trend", answers: [PERCENT] } },
    ],
  },
  {
    id: "v16-tariff-year-05",
    category: "tariff-year",
    note: "Both years side by side, 'nebenenand', for 9050 Appenzell (all localities AI region 0), born 1999 (an adult in both years), 2500 without accident: both cheapest premiums; then whether the person could still profit from the 2026 premiums by switching now: no, a switch takes effect on 1 January 2027 at the 2027 premiums.",
    turns: [
      {
        user: "zeig mer 2026 und 2027 nebenenand: 9050 appezäll, jg 1999, 2500 ohni unfall",
        expect: {
          fields: { plz: "9050", birthYear: 1999, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", franchise: 2500, accident: false, tariffYear: 2026 },
            { what: "cheapest", franchise: 2500, accident: false, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "chan i no vo de 2026er prämie profitiere, wenn i jetzt wächsle?",
        expect: {
          answers: [/\bnein\b|\bnei\b|leider nicht|nicht mehr|2027er|prämien? (von|für|ab) 2027|gilt (erst )?ab|1\.\s?januar|ab januar|erst (ab|per|im|zum)/i],
        },
      },
    ],
  },
];
