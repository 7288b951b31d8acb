import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, numbers told apart by their context: three bare numbers in a row ("4118 1977 1000": postal code,
 * birth year, deductible); a birth year of 2001 that makes a young adult of 2026 an adult in 2027; an explicit tariff
 * year next to a deductible and a birth year; a child's deductibles 0 and 600 compared; a house number, an
 * apostrophe thousand separator and a year written "jg. '58". Places in the Leimental and the Thal (Solothurn), the
 * Bernese Seeland, the Reiat (Schaffhausen) and the Lucerne Seetal. Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026; the tariff year shown by default is 2027. Age classes follow the age reached in the premium year
 * (Art. 61 para. 3 KVG): born 2001 is 25 in 2026 (young adult) and 26 in 2027 (adult); born 2019 is a child. Children's
 * deductibles are 0 to 600 in steps of 100 (Art. 93 para. 1 and Art. 103 para. 1 KVV). Every postal code, locality,
 * canton and premium region was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data, and offers for each setting exist there in 2026 and 2027 (throw-away script outside the repository).
 */

export const numbersCases: AdvisorCase[] = [
  {
    id: "v21-numbers-01",
    category: "numbers",
    note: "Leimental (Solothurn): '4118 1977 1000, was chostet das?': postal code 4118 (Rodersdorf, 100 % Rodersdorf, SO region 0), birth year 1977 and deductible 1000 (1000 is a valid adult deductible, not a postal code of the person's place). Then 'und mit 300?': the bare number now replaces the deductible; postal code and birth year are kept.",
    turns: [
      {
        user: "4118 1977 1000, was chostet das?",
        expect: {
          act: "ask_price",
          fields: { plz: "4118", birthYear: 1977, franchise: 1000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "und mit 300?",
        expect: {
          act: "change",
          fields: { plz: "4118", birthYear: 1977, franchise: 300 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "v21-numbers-02",
    category: "numbers",
    note: "Bernese Seeland: 'jg 2001, franchise 500, plz 3298' (Oberwil bei Büren, 100 % Oberwil bei Büren, BE region 2). Born 2001, the person is 26 in 2027: adult premiums. Then 'bin i 2027 no bi de junge erwachsene?': no, from 1 January 2027 the adult class applies (Art. 61 para. 3 KVG; in 2026, at 25, it was still the young-adult class); a 'yes' is wrong.",
    turns: [
      {
        user: "jg 2001, franchise 500, plz 3298",
        expect: {
          fields: { plz: "3298", birthYear: 2001, franchise: 500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
      {
        user: "bin i 2027 no bi de junge erwachsene? oder zahl i scho voll?",
        expect: {
          act: "ask_rule",
          fields: { plz: "3298", birthYear: 2001 },
          answers: [/\bnein\b|nicht mehr|\b26\b|erwachsenen(prämie|tarif|klasse|kategorie)|volle(n)? (erwachsenen)?prämie/i],
          notAnswers: [/(bist|gehörst|zählst) (du )?(2027 )?(noch|weiterhin) (zu den |bei den |ein(e|er)? )?junge(n|r)? erwachsene/i],
        },
      },
    ],
  },
  {
    id: "v21-numbers-03",
    category: "numbers",
    note: "Reiat (Schaffhausen): '8262 ramsen. 1500 fr franchise. geboren 1965. prämie 2027 bitte' (100 % Ramsen, SH region 2): postal code, deductible 1500, birth year 1965 and tariff year 2027, each marked by its context. Then 'und 2026?': the bare year is the tariff year 2026 (not a birth year or postal code), the rest kept.",
    turns: [
      {
        user: "8262 ramsen. 1500 fr franchise. geboren 1965. prämie 2027 bitte",
        expect: {
          act: "ask_price",
          fields: { plz: "8262", birthYear: 1965, franchise: 1500, tariffYear: 2027 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500, tariffYear: 2027 }],
        },
      },
      {
        user: "und 2026?",
        expect: {
          fields: { plz: "8262", birthYear: 1965, franchise: 1500, tariffYear: 2026 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1500, tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v21-numbers-04",
    category: "numbers",
    note: "Lucerne Seetal: only the daughter is to be insured, born 2019, in 6286 Altwis (100 % Hitzkirch, LU region 3): her premium with deductible 0 and with deductible 600 (both valid children's deductibles, Art. 93 para. 1 and Art. 103 para. 1 KVV). The person is listed without a role (a single person may be given in persons); both figures are for the child.",
    turns: [
      {
        user: "nur für üsi tochter (jg 2019), 6286 altwis: was choschtet si mit franchise 0 und was mit 600?",
        expect: {
          act: "ask_compare",
          fields: { plz: "6286", persons: [{ birthYear: 2019 }] },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", franchise: 0, birthYear: 2019 },
            { what: "cheapest", franchise: 600, birthYear: 2019 },
          ],
        },
      },
    ],
  },
  {
    id: "v21-numbers-05",
    category: "numbers",
    note: "Thal (Solothurn): '4713 matzendorf, hauptstrass 12, jg. '58, franchise 1'000, mit unfall' (100 % Matzendorf, SO region 0): the house number 12 is not a deductible or an age, \"jg. '58\" is 1958, \"1'000\" is the deductible 1000. Then 'und mit 2'500?': deductible 2500, the rest kept.",
    turns: [
      {
        user: "4713 matzendorf, hauptstrass 12, jg. '58, franchise 1'000, mit unfall",
        expect: {
          fields: { plz: "4713", birthYear: 1958, franchise: 1000, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000, accident: true }],
        },
      },
      {
        user: "und mit 2'500?",
        expect: {
          act: "change",
          fields: { plz: "4713", birthYear: 1958, franchise: 2500, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500, accident: true }],
        },
      },
    ],
  },
];
