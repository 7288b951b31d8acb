import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v17, Swiss German dialects, typos, missing capitals and abbreviations: Bernese ("grüessech", "öppe"),
 * Basel ("dehei", "grundvers."), St. Gallen ("günschtigscht"), Upper Valais ("zämu", "miesst", "fer", "hiir" = this
 * year), Lucerne ("ond", "met", "unfau"), Graubünden ("krankakassa", "zügla"), Thurgau with typos ("franch.",
 * "unfal", "wasch"). Written apart from the engine and never tuned against (its code, its own cases and its results on
 * these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is
 * 2027 (age classes 2027: young adults born 2002–2008, adults born 2001 or earlier). Every postal code, locality, canton
 * and premium region was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data with a throw-away script outside the repository.
 */
const PREVIOUS_YEAR = /2026|dieses jahr|diesem jahr|heuer|hiir|aktuell|bisher|jetzt/i;

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v17-dialect-typos-01",
    category: "dialect-typos",
    note: "Bernese German: 'z thun' without postal code (Thun has 3600, 3603, 3604 and 3608; every one of them is BE region 2, also the small shares of Hilterfingen and Uetendorf), born 1983. Then 'u mit 2500er franchise?': deductible 2500, place and year kept.",
    turns: [
      {
        user: "grüessech, i wohne z thun u bi 1983 gebore, was chostet mi d chrankekasse öppe?",
        expect: {
          act: "ask_price",
          fields: { ort: "Thun", birthYear: 1983 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit 2500er franchise?",
        expect: {
          act: "change",
          fields: { ort: "Thun", birthYear: 1983, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v17-dialect-typos-02",
    category: "dialect-typos",
    note: "Basel German without punctuation: 'reinach bl dehei (4153)' (Reinach BL 99.5 %, small shares of Therwil, Aesch and Münchenstein, all BL region 1), 'jahrgang 77' = 1977, 'grundvers.' with deductible 1500. Then the same with the family-doctor model.",
    turns: [
      {
        user: "hallo bi in reinach bl dehei (4153) jahrgang 77 wie vill kostet grundvers. mit 1500 franchise",
        expect: {
          act: "ask_price",
          fields: { plz: "4153", birthYear: 1977, franchise: 1500 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
      {
        user: "und mit hausarzt modäll?",
        expect: {
          act: "change",
          fields: { plz: "4153", birthYear: 1977, franchise: 1500, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v17-dialect-typos-03",
    category: "dialect-typos",
    note: "St. Gallen German: 'gossau sg 9200' (locality Gossau SG: municipality Gossau 98.9 % SG region 1; Niederbüren SG 1, Flawil SG 2 0.4 %, Herisau AR 0.1 %), born 1969, 'hausarztmodell'. 'Gossau ZH' (8625, ZH region 3) must not be taken. Then the yearly amount.",
    turns: [
      {
        user: "hoi, wohn z gossau sg 9200 bin 1969 gebore, was chostet s günschtigscht mit em hausarztmodell?",
        expect: {
          act: "ask_price",
          fields: { plz: "9200", birthYear: 1969, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [/8625|kanton zürich|\bZH region/i],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
      {
        user: "und wie vil isch das im jahr?",
        expect: {
          fields: { plz: "9200", birthYear: 1969, model: "hausarzt" },
          answers: [CHF_AMOUNT, /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i],
        },
      },
    ],
  },
  {
    id: "v17-dialect-typos-04",
    category: "dialect-typos",
    note: "Upper Valais German: 'vo Brig (3900)' (Brig-Glis 96.7 %, Termen, Ried-Brig, Naters: all VS region 2), born 2001: 26 in 2027, so an adult premium (in 2026 he was still a young adult 19–25). Then 'isch das meh als hiir?' (more than this year?): the 2026 premium for comparison; that part of the rise comes from moving up from the young-adult class may be said but is not required.",
    turns: [
      {
        user: "Hallo zämu, ich bi vo Brig (3900) und bi Jahrgang 2001. Was miesst ich fer d Grundversicherig zahle?",
        expect: {
          act: "ask_price",
          fields: { plz: "3900", birthYear: 2001 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "isch das meh als hiir?",
        expect: {
          act: "ask_trend",
          fields: { plz: "3900", birthYear: 2001 },
          answers: [CHF_AMOUNT, PREVIOUS_YEAR],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
    ],
  },
  {
    id: "v17-dialect-typos-05",
    category: "dialect-typos",
    note: "Lucerne German: 'z hochdorf' without postal code (6280 is Hochdorf's only postal code; Hochdorf, Römerswil and Hohenrain are all LU region 3), born 1991, telemedicine, deductible 2500, without accident ('ohni unfau'). Then whether that is monthly: yes, premiums are monthly.",
    turns: [
      {
        user: "grüezi, bi 1991 gebore ond wohne z hochdorf. was zahl i met telmed ond 2500 ohni unfau?",
        expect: {
          act: "ask_price",
          fields: { plz: "6280", ort: "Hochdorf", birthYear: 1991, model: "telmed", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      {
        user: "isch das pro monet?",
        expect: {
          fields: { plz: "6280", model: "telmed", franchise: 2500, accident: false },
          answers: [/\bja\b|pro monat|monatlich|im monat|\/\s?monat|monatsprämie/i],
        },
      },
    ],
  },
  {
    id: "v17-dialect-typos-06",
    category: "dialect-typos",
    note: "Graubünden German: 7270 Davos Platz (municipality Davos, GR region 2), born 1986. Then 'und wenn i uf ilanz zügla tät?': the new place 7130 Ilanz (Ilanz/Glion, GR region 3, a different premium region) with the birth year kept.",
    turns: [
      {
        user: "hoi, wohn in davos platz 7270, jg 1986. was choschtet d krankakassa?",
        expect: {
          act: "ask_price",
          fields: { plz: "7270", birthYear: 1986 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und wenn i uf ilanz zügla tät?",
        expect: {
          fields: { plz: "7130", ort: "Ilanz", birthYear: 1986 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v17-dialect-typos-07",
    category: "dialect-typos",
    note: "Thurgau, abbreviations and typos: 'plz 8500 frauenfeld' (TG region 0; the locality Gerlikon has 0.7 % in Hagenbuch ZH), 'jg 1973', 'franch. 2500', 'mit unfal', 'wasch' (= was isch). Then 'und ohni unfal?': without accident, the rest kept.",
    turns: [
      {
        user: "hi. plz 8500 frauenfeld jg 1973 franch. 2500 mit unfal, wasch s günstigst??",
        expect: {
          act: "ask_price",
          fields: { plz: "8500", birthYear: 1973, franchise: 2500, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, accident: true }],
        },
      },
      {
        user: "merci. und ohni unfal?",
        expect: {
          act: "change",
          fields: { plz: "8500", birthYear: 1973, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
];
