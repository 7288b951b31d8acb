import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v20, Swiss German dialects, typos, missing capitals and abbreviations: Bernese Seeland ("bi ne 81gi",
 * "wi vüu", "u"), Entlebuch ("schöpfe", "ech", "wievöu", "ond met"), Klettgau in Schaffhausen ("wa choscht", "kk",
 * "ond"), March in Schwyz without punctuation ("tugge", "wa mues i zahle", "2500i"), Linth in St. Gallen ("chaltbrunn",
 * "wa choschtets", "för"), Hinterthurgau ("johrgang 58", "grundversicherig"), Senslerdeutsch in German-speaking Fribourg
 * ("i bü dahei", "chranchekassa", "nime") and standard German full of typos from the Zurich Unterland ("Grundversicherun",
 * "Fanchise", "Unfal", "Hausartz Modell"). Written apart from the engine and never tuned against (its code, its own
 * cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff
 * year shown by default is 2027 (age classes 2027: young adults born 2002–2008, adults born 2001 or earlier; Art. 61
 * para. 3 KVG). Every postal code, locality, canton and premium region was checked against swisstopo's directory joined
 * with the BAG premium regions in ../shared/data with a throw-away script outside the repository.
 */

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v20-dialect-typos-01",
    category: "dialect-typos",
    note: "Bernese Seeland: 'z ipsach' without postal code (the locality Ipsach has the single postal code 2563: Ipsach 97.9 %, Bellmund 2.1 %; both BE region 2), 'bi ne 81gi' = born 1981, 'wi vüu' = wie viel. Then 'u mit em 2000er?': deductible 2000, place and year kept.",
    turns: [
      {
        user: "sali, i wohne z ipsach u bi ne 81gi. wi vüu choschtet mi d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "2563", ort: "Ipsach", birthYear: 1981 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit em 2000er?",
        expect: {
          act: "change",
          fields: { plz: "2563", birthYear: 1981, franchise: 2000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
  {
    id: "v20-dialect-typos-02",
    category: "dialect-typos",
    note: "Entlebuch (Lucerne): 'schöpfe (6170)' = Schüpfheim (6170: Schüpfheim 98.0 %, Romoos, Flühli, Escholzmatt-Marbach, Hasle, Entlebuch; all LU region 3), 'jg 76' = 1976, 'wievöu mues ech zahle'. Then 'ond met hmo?': HMO model, place and year kept.",
    turns: [
      {
        user: "grüessech, ech be vo schöpfe (6170), jg 76. wievöu mues ech för d grondversecherig zahle?",
        expect: {
          act: "ask_price",
          fields: { plz: "6170", birthYear: 1976 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "ond met hmo?",
        expect: {
          act: "change",
          fields: { plz: "6170", birthYear: 1976, model: "hmo" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hmo" }],
        },
      },
    ],
  },
  {
    id: "v20-dialect-typos-03",
    category: "dialect-typos",
    note: "Klettgau (Schaffhausen): 'z hallau' without postal code (the locality Hallau has the single postal code 8215, 100 % Hallau, SH region 2), 'jg 67' = 1967, 'wa choscht mi d kk' (kk = Krankenkasse). Then 'ond mit franchise 1000?': deductible 1000, place and year kept.",
    turns: [
      {
        user: "hoi wohn z hallau, jg 67. wa choscht mi d kk?",
        expect: {
          act: "ask_price",
          fields: { plz: "8215", ort: "Hallau", birthYear: 1967 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "ond mit franchise 1000?",
        expect: {
          act: "change",
          fields: { plz: "8215", birthYear: 1967, franchise: 1000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v20-dialect-typos-04",
    category: "dialect-typos",
    note: "March (Schwyz), no punctuation: 'bi vo tugge' = Tuggen without postal code (the locality Tuggen has the single postal code 8856, 100 % Tuggen, SZ region 0; small parts of the municipality lie in the postal codes 8855 Wangen SZ and 8730 Uznach SG, which the locality name does not point to), 'jg 99' = 1999 (28 in 2027, an adult). Then 'und mit telmed und 2500i': telemedicine and deductible 2500 in one follow-up, place and year kept.",
    turns: [
      {
        user: "sali zäme bi vo tugge jg 99 wa mues i zahle für d grundversicherig",
        expect: {
          act: "ask_price",
          fields: { plz: "8856", ort: "Tuggen", birthYear: 1999 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit telmed und 2500i",
        expect: {
          act: "change",
          fields: { plz: "8856", birthYear: 1999, model: "telmed", franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v20-dialect-typos-05",
    category: "dialect-typos",
    note: "Linth (St. Gallen): 'chaltbrunn' (dialect spelling of Kaltbrunn) with postal code 8722 (Kaltbrunn 99.4 %, Schänis 0.6 %; both SG region 2), 'jahrgang 1990', 'wa choschtets för mi'. Then 'ond met em hausarzt?': family-doctor model, place and year kept.",
    turns: [
      {
        user: "hoi, wohn in 8722 chaltbrunn, jahrgang 1990. wa choschtets för mi?",
        expect: {
          act: "ask_price",
          fields: { plz: "8722", birthYear: 1990 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "ond met em hausarzt?",
        expect: {
          act: "change",
          fields: { plz: "8722", birthYear: 1990, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v20-dialect-typos-06",
    category: "dialect-typos",
    note: "Hinterthurgau: 'sirnach (8370)' (Sirnach 99.7 %, Eschlikon 0.3 %; both TG region 0), 'johrgang 58' = 1958, 'i de billigschte variante'. Then 'und mit de 500er franchise?': deductible 500, place and year kept.",
    turns: [
      {
        user: "grüezi, bi vo sirnach (8370), johrgang 58. wa choscht mi d grundversicherig i de billigschte variante?",
        expect: {
          act: "ask_price",
          fields: { plz: "8370", birthYear: 1958 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit de 500er franchise?",
        expect: {
          act: "change",
          fields: { plz: "8370", birthYear: 1958, franchise: 500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 500 }],
        },
      },
    ],
  },
  {
    id: "v20-dialect-typos-07",
    category: "dialect-typos",
    note: "Senslerdeutsch (Sense district, Fribourg): 'i bü z heitenried dahei' without postal code (the locality Heitenried has the single postal code 1714: Heitenried 66.6 %, Tafers 33.4 %; both FR region 2), 'jahrgang 88' = 1988, 'chranchekassa'. Then 'u wen i 2500 franchise nime?': deductible 2500, place and year kept.",
    turns: [
      {
        user: "i bü z heitenried dahei, jahrgang 88. was chostet mi d chranchekassa?",
        expect: {
          act: "ask_price",
          fields: { plz: "1714", ort: "Heitenried", birthYear: 1988 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u wen i 2500 franchise nime?",
        expect: {
          act: "change",
          fields: { plz: "1714", birthYear: 1988, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v20-dialect-typos-08",
    category: "dialect-typos",
    note: "Standard German full of typos from the Zurich Unterland: 'Rafz (8197)' (Rafz 99.7 %, Eglisau 0.2 %, Wil ZH 0.1 %; all ZH region 3), 'Jahrgang 1990', 'Grundversicherun', 'Fanchise 1000', 'ohne Unfal'. Then 'Hausartz Modell' (typo for the family-doctor model), the rest kept.",
    turns: [
      {
        user: "Hallo ich wohn in Rafz (8197) bin Jahrgang 1990 und wollte wissen was die Grundversicherun kostet mit Fanchise 1000 und ohne Unfal",
        expect: {
          act: "ask_price",
          fields: { plz: "8197", birthYear: 1990, franchise: 1000, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000, accident: false }],
        },
      },
      {
        user: "und mit Hausartz Modell??",
        expect: {
          act: "change",
          fields: { plz: "8197", birthYear: 1990, franchise: 1000, accident: false, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1000, accident: false, model: "hausarzt" }],
        },
      },
    ],
  },
];
