import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, numbers told apart by their context: birth years that look like deductibles, two-digit years,
 * a yearly premium with an apostrophe, house numbers and dates. Written apart from the engine and never tuned against
 * (its code, its own cases and its results on these cases were not looked at). Conversations take place on Sunday
 * 22.11.2026; the tariff year shown by default is 2027. Every postal code, locality and insurer was checked against
 * swisstopo's directory, the BAG premium regions and the 2026/2027 premium tables in ../shared/data; a premium the
 * person names as their own is their insurer's real 2026 premium for the situation described.
 */
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i;

export const numbersCases: AdvisorCase[] = [
  {
    id: "v13-numbers-01",
    category: "numbers",
    note: "Born 2001 next to deductible 2500 and postal code 3600 (Thun, BE region 2): 26 in 2027, an adult; then 2026, when the same person was 25, a young adult (another age class): the tariff year changes, birth year and deductible stay.",
    turns: [
      {
        user: "3600 thun, jahrgang 2001, franchise 2500",
        expect: { fields: { plz: "3600", birthYear: 2001, franchise: 2500 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest", franchise: 2500 }] },
      },
      {
        user: "und was hätt ich 2026 zahlt?",
        expect: {
          fields: { plz: "3600", birthYear: 2001, franchise: 2500, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v13-numbers-02",
    category: "numbers",
    note: "A two-digit year ('jg 59' → 1959), 'fr. 500' as the deductible (not a premium), 6003 Luzern (LU region 1), with accident; then the yearly amount.",
    turns: [
      {
        user: "jg 59, plz 6003 luzern, fr. 500 franchise, mit unfall",
        expect: {
          fields: { plz: "6003", birthYear: 1959, franchise: 500, accident: true },
          figures: [{ what: "cheapest", franchise: 500, accident: true }],
        },
      },
      {
        user: "was macht das im jahr?",
        expect: { fields: { plz: "6003", birthYear: 1959, franchise: 500 }, answers: [CHF_AMOUNT, PER_YEAR] },
      },
    ],
  },
  {
    id: "v13-numbers-03",
    category: "numbers",
    note: "A yearly premium with apostrophe and decimals: Fr. 5'804.40 a year = 483.70 a month, the real 2026 Visana standard premium (1500, without accident) for an adult in BE region 2 (3250 Lyss); the like-for-like saving; then the saving per year.",
    turns: [
      {
        user: "Ich zahle bei der Visana Fr. 5'804.40 im Jahr (Standardmodell, Franchise 1500, ohne Unfall). 3250 Lyss, Jg. 1978. Geht's günstiger?",
        expect: {
          fields: {
            plz: "3250",
            birthYear: 1978,
            franchise: 1500,
            accident: false,
            currentInsurer: "Visana",
            currentPremium: 483.7,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "wieviel wär das im jahr weniger?",
        expect: { fields: { plz: "3250", currentInsurer: "Visana" }, answers: [CHF_AMOUNT, PER_YEAR] },
      },
    ],
  },
  {
    id: "v13-numbers-04",
    category: "numbers",
    note: "A street address with a house number (Mellingerstrasse 12, a street in Baden) and a date of birth (24.12.1980: neither 24 nor 12 is a deductible) next to 5400 Baden (AG region 0) and deductible 2000; then 'mit 1000.-' changes only the deductible.",
    turns: [
      {
        user: "Adresse: Mellingerstrasse 12, 5400 Baden. Geb. 24.12.1980. Franchise 2000. Was ist am günstigsten?",
        expect: {
          fields: { plz: "5400", birthYear: 1980, franchise: 2000 },
          act: "ask_price",
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
      {
        user: "und mit 1000.-?",
        expect: { fields: { plz: "5400", birthYear: 1980, franchise: 1000 }, act: "change", figures: [{ what: "cheapest", franchise: 1000 }] },
      },
    ],
  },
];
