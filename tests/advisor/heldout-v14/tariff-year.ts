import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, tariff years and premium rises. Written apart from the engine and never tuned against (its code,
 * its own cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026: the
 * 2027 premiums were published at the end of September 2026, are shown by default and apply from 1 January 2027; the
 * 2028 premiums are published in autumn 2027. Every postal code, locality and insurer was checked against swisstopo's
 * directory, the BAG premium regions and the 2026/2027 premium tables in ../shared/data; premiums a person names as
 * their own were computed from those tables with a throw-away script.
 */
const PERCENT = /\d ?%|prozent/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v14-tariff-year-01",
    category: "tariff-year",
    note: "A rumour to check ('more than 5 % again in canton Bern next year'): the 2027 rise in canton Bern as a percentage; then the person's own 2026 and 2027 cheapest with 300 (3053 Münchenbuchsee: localities Münchenbuchsee, Deisswil, Diemerswil, Wiggiswil and Lätti, all BE region 2; born 1980).",
    turns: [
      { user: "stimmt's, dass d prämie im kanton bärn nächschts jahr scho wieder um meh als 5 prozänt ufe göh?", expect: { act: "ask_trend", answers: [PERCENT] } },
      {
        user: "u was heisst das für mi? 3053 münchebuchsi, jg 1980, 300er franchise – bitte dr vergliich vo däm jahr u nächschtem jahr",
        expect: {
          fields: { plz: "3053", birthYear: 1980, franchise: 300 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", franchise: 300, tariffYear: 2026 },
            { what: "cheapest", franchise: 300, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v14-tariff-year-02",
    category: "tariff-year",
    note: "The running year asked for explicitly ('was i im 2026 hätt chönne zahle') for 9011 St. Gallen (SG region 1), born 1977; then the rise to 2027 in percent: the 2027 cheapest and a percentage.",
    turns: [
      {
        user: "i wett zersch wüsse, was i im 2026 hätt chönne zahle: 9011 st. galle, jg 1977",
        expect: { fields: { plz: "9011", birthYear: 1977, tariffYear: 2026 }, figures: [{ what: "cheapest", tariffYear: 2026 }] },
      },
      {
        user: "und um wie vill prozänt goht's für mi 2027 ufe?",
        expect: { fields: { plz: "9011", birthYear: 1977 }, answers: [PERCENT], figures: [{ what: "cheapest", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "v14-tariff-year-03",
    category: "tariff-year",
    note: "ÖKK's letter: standard 300 with accident from 484.00 (2026) to 510.00 (2027), +5.4 %, the real premiums for an adult in GR region 2 (7205 Zizers), born 1959; the premium slot is not checked (two are named). The cheapest 2027 alternative in the same situation; then whether that is a lot compared with the rest of canton Graubünden (the cantonal average rise, a percentage or an average).",
    turns: [
      {
        user: "d ökk het gschribe, ab januar zahl i 510 statt 484. isch das überall so vill meh? 7205 zizers, jg 1959, standard 300 mit unfall",
        expect: {
          fields: { plz: "7205", birthYear: 1959, franchise: 300, accident: true, model: "standard", currentInsurer: "ÖKK" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true, tariffYear: 2027 }],
        },
      },
      {
        user: "isch das im vergliich zum rest vo graubünde viel?",
        expect: { answers: [/\d ?%|prozent|durchschnitt|schnitt|mittel/i] },
      },
    ],
  },
  {
    id: "v14-tariff-year-04",
    category: "tariff-year",
    note: "Whether the 2027 premiums are final (yes: approved by the BAG and binding for all of 2027); then when the 2028 premiums come out (autumn 2027, usually the end of September): no 2028 figure exists yet.",
    turns: [
      {
        user: "sind d prämie für 2027 jetzt fix oder chönd die no ändere?",
        expect: { answers: [/fix|genehmigt|bewilligt|BAG|bundesamt|verbindlich|festgelegt|gelten|nicht mehr/i] },
      },
      {
        user: "und wänn weiss me, was 2028 chostet?",
        expect: { answers: [/herbst|september|oktober|ende sept/i] },
      },
    ],
  },
];
