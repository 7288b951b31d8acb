import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, EIGHT_HOURS, PREMIUM_FIGURE } from "../heldout-patterns";

/**
 * Held-out set v21, price questions: one message with everything (telemedicine, 2500, without accident); a
 * pensioner's family-doctor price followed by whether accident cover is included; the cheapest offer of any model and
 * then the standard model with free choice of doctor; deductibles 300 and 2500 priced side by side; a yearly amount
 * asked for; an HMO price in a Fribourg village surrounded by the canton of Bern. Places in the Zurich Unterland, the
 * Oberaargau (Bern), the Entlebuch (Lucerne), the Thurgau shore of Lake Constance, the Leuk district (Valais) and the
 * See/Lac district of Fribourg. Written apart from the engine and never tuned against (its code, its own cases and its
 * results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by
 * default is 2027. People who do not work as employees, such as pensioners, are not insured under the UVG (Art. 1a
 * UVG), so their accident cover belongs in the basic insurance (Art. 8 KVG a contrario); the 8-hour rule (Art. 13
 * UVV) is for employees and must not be offered to a pensioner as a reason to leave accident cover out. Premiums are
 * monthly; a yearly amount is twelve times the monthly premium. Every postal code, locality, canton and premium region
 * was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data, and offers for
 * each model, deductible and accident setting named exist there in 2026 and 2027 (throw-away script outside the
 * repository).
 */

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v21-question-price-01",
    category: "question-price",
    note: "Zurich Unterland: 'was kostet telmed mit 2500 franchise ohne unfall in 8157 dielsdorf, jahrgang 1995?' (100 % Dielsdorf, ZH region 3): everything in one message. Then 'und weli kasse isch das?': the insurer of the cheapest offer for 2027 is Assura (MediTel 315.60, ahead of Sanitas TelMed Basic 317.35; in 2026 Sanitas was the cheapest, so naming it for 2027 would be wrong).",
    turns: [
      {
        user: "was kostet telmed mit 2500 franchise ohne unfall in 8157 dielsdorf, jahrgang 1995?",
        expect: {
          act: "ask_price",
          fields: { plz: "8157", birthYear: 1995, model: "telmed", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und weli kasse isch das?",
        expect: {
          fields: { plz: "8157", birthYear: 1995, model: "telmed", franchise: 2500, accident: false },
          answers: [/assura/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v21-question-price-02",
    category: "question-price",
    note: "Oberaargau (Bern): 'wieviu zahle ig mit em hausarztmodell u 300 franchise? 4937 ursebach, jg 1948' ('Ursebach' is Ursenbach, single postal code 4937, 100 % Ursenbach, BE region 3): a pensioner's family-doctor price with deductible 300. Then 'u isch dr unfall drin?': a pensioner is not insured under the UVG (Art. 1a UVG), so the accident cover belongs in the basic insurance (Art. 8 KVG); the 8-hour rule for employees must not be brought up.",
    turns: [
      {
        user: "wieviu zahle ig mit em hausarztmodell u 300 franchise? 4937 ursebach, jg 1948",
        expect: {
          act: "ask_price",
          fields: { plz: "4937", birthYear: 1948, model: "hausarzt", franchise: 300 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 300 }],
        },
      },
      {
        user: "u isch dr unfall drin? i bi pensioniert",
        expect: {
          fields: { plz: "4937", birthYear: 1948 },
          answers: [/unfall/i, /\bja\b|inbegriffen|eingeschlossen|mit unfall|enthalten|mitversichert|brauchst|musst|nötig|notwendig/i],
          notAnswers: [EIGHT_HOURS],
        },
      },
    ],
  },
  {
    id: "v21-question-price-03",
    category: "question-price",
    note: "Entlebuch (Lucerne): 'was isch s günschtigschte überhaupt, egal weles modell? 6112 doppleschwand, jg 1987' (100 % Doppleschwand, LU region 3): the cheapest offer of any model. Then 'und im standardmodell mit freier arztwahl?': the standard model, place and year kept.",
    turns: [
      {
        user: "was isch s günschtigschte überhaupt, egal weles modell? 6112 doppleschwand, jg 1987",
        expect: {
          act: "ask_price",
          fields: { plz: "6112", birthYear: 1987 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und im standardmodell mit freier arztwahl?",
        expect: {
          fields: { plz: "6112", birthYear: 1987, model: "standard" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "standard" }],
        },
      },
    ],
  },
  {
    id: "v21-question-price-04",
    category: "question-price",
    note: "Thurgau shore of Lake Constance: 'altnau, jahrgang 1990. was kostet mich franchise 300 und was 2500, jeweils mit unfall?' (Altnau has the single postal code 8595, 100 % Altnau, TG region 0): both deductibles priced with accident cover; the deductible slot is not checked because two were asked for. Then 'und was lohnt sich, wenn ich im jahr öppe 500 franke arztchöschte ha?': with CHF 500 of yearly costs the cost sharing is 320 with deductible 300 (300 + 10 % of 200) and 500 with 2500, while the 2027 premium is 1'227.60 a year lower (cheapest 453.80 against 336.50 a month; standard 524.60 against 396.30); since the cost sharing is 500 with every deductible from 500 up and premiums fall as the deductible rises, 2500 is the cheapest in total (Art. 64 para. 2 KVG, Art. 103 para. 2 KVV).",
    turns: [
      {
        user: "altnau, jahrgang 1990. was kostet mich franchise 300 und was 2500, jeweils mit unfall?",
        expect: {
          act: "ask_compare",
          fields: { plz: "8595", ort: "Altnau", birthYear: 1990, accident: true },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", franchise: 300, accident: true },
            { what: "cheapest", franchise: 2500, accident: true },
          ],
        },
      },
      {
        user: "und was lohnt sich, wenn ich im jahr öppe 500 franke arztchöschte ha?",
        expect: {
          fields: { plz: "8595", birthYear: 1990, expectedCosts: 500 },
          answers: [/2[' ’]?500/],
          notAnswers: [/(300er|franchise 300|300 franken franchise) (lohnt|ist (für dich )?(besser|günstiger)|empfehle)/i],
        },
      },
    ],
  },
  {
    id: "v21-question-price-05",
    category: "question-price",
    note: "Leuk district (Valais): 'albinen, jg 1983: was zahl ich im jahr mit der 2500er franchise?' (Albinen has the single postal code 3955, 100 % Albinen, VS region 2): the premium with deductible 2500 as a yearly amount (twelve monthly premiums); the reply must state a figure and speak of the year. Then 'und pro monet?': the monthly premium.",
    turns: [
      {
        user: "albinen, jg 1983: was zahl ich im jahr mit der 2500er franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "3955", birthYear: 1983, franchise: 2500 },
          answers: [PREMIUM_FIGURE, /jahr|jährlich/i],
        },
      },
      {
        user: "und pro monet?",
        expect: {
          fields: { plz: "3955", birthYear: 1983, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v21-question-price-06",
    category: "question-price",
    note: "See/Lac district (Fribourg): 'Was zahle ich in Fräschels als Jahrgang 1976 mit Franchise 500 im HMO?' (Fräschels has the single postal code 3284, 100 % Fräschels, FR region 2, a German-speaking Fribourg village next to Kerzers; it is not in the canton of Bern). HMO tariffs with deductible 500 exist there in 2026 and practice tariffs in 2027. Then 'Und im Hausarztmodell?': the family-doctor model, the rest kept.",
    turns: [
      {
        user: "Was zahle ich in Fräschels als Jahrgang 1976 mit Franchise 500 im HMO?",
        expect: {
          act: "ask_price",
          fields: { plz: "3284", ort: "Fräschels", birthYear: 1976, franchise: 500, model: "hmo" },
          answers: [CHF_AMOUNT],
          notAnswers: [/(liegt|ist|gehört) (in |im |zum )?(kanton )?bern\b/i],
          figures: [{ what: "cheapest", franchise: 500, model: "hmo" }],
        },
      },
      {
        user: "Und im Hausarztmodell?",
        expect: {
          fields: { plz: "3284", birthYear: 1976, franchise: 500, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 500, model: "hausarzt" }],
        },
      },
    ],
  },
];
