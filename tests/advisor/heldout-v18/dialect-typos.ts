import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, Swiss German dialects, typos, missing capitals and abbreviations: Zurich ("mitenand", "em 2500er"),
 * Bernese ("burdlef" for Burgdorf, "öppe", "u"), Basel ("ych", "vyyl", "koschtet"), St. Gallen ("wa", "ond"), Upper
 * Valais ("wohnu", "chostut", "gibore", "chrankukassa"), Nidwalden ("griezi", "fir", "met"), Graubünden ("johrgang",
 * "koschtat", "2500i") and Thurgau with typos ("weinfelde", "waas", "grunversicherung", "hausartzmodell", "unfalll").
 * Written apart from the engine and never tuned against (its code, its own cases and its results on these cases were
 * not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes
 * 2027: young adults born 2002–2008, adults born 2001 or earlier). Every postal code, locality, canton and premium
 * region was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data with a
 * throw-away script outside the repository.
 */

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v18-dialect-typos-01",
    category: "dialect-typos",
    note: "Zurich German: 'in uster' without postal code (Uster's only postal code 8610 is 100 % Uster, ZH region 2), born 1984. Then 'und mit em 2500er?': deductible 2500, place and year kept.",
    turns: [
      {
        user: "grüezi mitenand, wohne in uster und bin 1984 gebore. was chostet mich d chrankekasse?",
        expect: {
          act: "ask_price",
          fields: { plz: "8610", ort: "Uster", birthYear: 1984 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit em 2500er?",
        expect: {
          act: "change",
          fields: { plz: "8610", birthYear: 1984, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v18-dialect-typos-02",
    category: "dialect-typos",
    note: "Bernese German: 'burdlef (3400)' (the dialect name of Burgdorf; 3400: Burgdorf 95.2 %, Kirchberg BE 4.8 %, both BE region 2), 'jahrgang 71' = 1971, deductible 1000. Then 'u mit telmed?': the telemedicine model with the rest kept.",
    turns: [
      {
        user: "salü, bi vo burdlef (3400), jahrgang 71. was chostet das öppe mit 1000 franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "3400", birthYear: 1971, franchise: 1000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "u mit telmed, wär das no billiger?",
        expect: {
          fields: { plz: "3400", birthYear: 1971, franchise: 1000, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v18-dialect-typos-03",
    category: "dialect-typos",
    note: "Basel German: 'ych wohn z rieche 4125' (Riehen; 4125 is 100 % Riehen, BS region 0), 'jg 2000' = 2000 (27 in 2027: an adult; 2000 must not be read as a deductible). Then without accident cover because she works full time (Art. 13 para. 1 UVV, Art. 8 KVG).",
    turns: [
      {
        user: "hoi, ych wohn z rieche 4125, jg 2000. wie vyyl koschtet s billigschte?",
        expect: {
          act: "ask_price",
          fields: { plz: "4125", birthYear: 2000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und ohni unfall, ych schaff 100%",
        expect: {
          act: "change",
          fields: { plz: "4125", birthYear: 2000, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: false }],
        },
      },
    ],
  },
  {
    id: "v18-dialect-typos-04",
    category: "dialect-typos",
    note: "St. Gallen German: 'z rorschach' without postal code (Rorschach's only postal code 9400: Rorschach 99.8 %, Goldach 0.2 %, both SG region 2), born 1988, deductible 2500 ('wa choschtet' = was kostet). Then 'ond mit hausarzt?': family-doctor model, the rest kept.",
    turns: [
      {
        user: "hoi, wohn z rorschach, bi 1988 gebore. wa choschtet d grundversicherig mit 2500?",
        expect: {
          act: "ask_price",
          fields: { plz: "9400", birthYear: 1988, franchise: 2500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "ond mit hausarzt?",
        expect: {
          act: "change",
          fields: { plz: "9400", birthYear: 1988, franchise: 2500, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v18-dialect-typos-05",
    category: "dialect-typos",
    note: "Upper Valais German: 'wohnu in zermatt (3920)' (100 % Zermatt, VS region 2), 'bi 97 gibore' = 1997, 'chostut' = kostet, 'chrankukassa' = Krankenkasse. Then deductible 1500, place and year kept.",
    turns: [
      {
        user: "hallo zäme, wohnu in zermatt (3920), bi 97 gibore. was chostut mich d chrankukassa?",
        expect: {
          act: "ask_price",
          fields: { plz: "3920", birthYear: 1997 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u wie vill wärs mit 1500er franchise?",
        expect: {
          act: "change",
          fields: { plz: "3920", birthYear: 1997, franchise: 1500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v18-dialect-typos-06",
    category: "dialect-typos",
    note: "Nidwalden German: 'z buochs' without postal code (Buochs's only postal code 6374: Buochs 99.0 %, Ennetbürgen, Oberdorf NW; all NW region 0), born 1963, 'fir' = für. Then 'ond met telmed?': telemedicine model, the rest kept.",
    turns: [
      {
        user: "griezi, wohne z buochs, jg 1963. was zahl i fir d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "6374", ort: "Buochs", birthYear: 1963 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "ond met telmed?",
        expect: {
          act: "change",
          fields: { plz: "6374", birthYear: 1963, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v18-dialect-typos-07",
    category: "dialect-typos",
    note: "Graubünden German: 'us domat/ems' (the slash is part of the name; 7013 is 100 % Domat/Ems, GR region 2), 'johrgang 1990', deductible 300 ('300er'), 'koschtat' = kostet. Then 'und mit 2500i?': deductible 2500, the rest kept.",
    turns: [
      {
        user: "hoi, bin us domat/ems, johrgang 1990. was koschtat mi d krankakassa mit 300er franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "7013", birthYear: 1990, franchise: 300 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "und mit 2500i?",
        expect: {
          act: "change",
          fields: { plz: "7013", birthYear: 1990, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v18-dialect-typos-08",
    category: "dialect-typos",
    note: "Thurgau, no punctuation and typos: 'weinfelde 8570' (Weinfelden 99.2 %, Berg TG 0.8 %; both TG region 0), 'jg 79' = 1979, 'waas', 'grunversicherung', 'hausartzmodell' = family-doctor model. Then 'ohne unfalll': without accident cover, the rest kept.",
    turns: [
      {
        user: "hallo wohne in weinfelde 8570 bin jg 79 waas kostet grunversicherung mit hausartzmodell",
        expect: {
          act: "ask_price",
          fields: { plz: "8570", birthYear: 1979, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
      {
        user: "dankee. und ohne unfalll?",
        expect: {
          act: "change",
          fields: { plz: "8570", birthYear: 1979, model: "hausarzt", accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", accident: false }],
        },
      },
    ],
  },
];
