import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, place and age: a postal code and a birth year in Bernese German ("u bi 1974 gebore") followed by
 * the accident cover dropped for a full-time employee; a locality name with a namesake in two other cantons
 * ("oberwil im simmental", not Oberwil BL or Oberwil bei Zug) and a two-digit year; an age instead of a birth year
 * ("bin 43") that leaves the birth year open until it is given; a young adult in the Matter valley who asks whether
 * she pays less than her parents; "biel im goms", which is not Biel/Bienne; a village on the Walensee that belongs to
 * Glarus, not to St. Gallen; a full date of birth and a postal code shared with a sliver of St. Gallen. Places in the
 * Emmental, the Simmental (Bern), the Gäu (Solothurn), the Matter valley and the Goms (Valais), Glarus Nord and
 * Appenzell Innerrhoden. Written apart from the engine and never tuned against (its code, its own cases and its
 * results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by
 * default is 2027. Employees working at least 8 hours a week for one employer are insured against non-occupational
 * accidents under the UVG (Art. 1a and 8 UVG, Art. 13 UVV) and may leave accident cover out of the basic insurance
 * (Art. 8 KVG). Insurers may set lower premiums for young adults (19–25) than for adults (Art. 61 para. 3 KVG); in the
 * 2026 and 2027 tables every insurer's young-adult premium in VS region 2 is below its adult premium for the same
 * tariff, deductible and accident setting. Every postal code, locality, canton and premium region was checked against
 * swisstopo's directory joined with the BAG premium regions and against the regions valid from 1.1.2027
 * (../shared/data), with a throw-away script outside the repository.
 */

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v21-place-age-01",
    category: "place-age",
    note: "Emmental (Bern): '3437 rüderswil u bi 1974 gebore' (100 % Rüderswil, BE region 3): place and birth year given without a question, a price is the useful answer. Then 'u ohni unfall? schaffe 100% ufem bau': a full-time employee is insured against accidents under the UVG (Art. 1a UVG, Art. 13 UVV), so accident cover may be left out (Art. 8 KVG); place and birth year are kept and not asked again.",
    turns: [
      {
        user: "hoi, wohne in 3437 rüderswil u bi 1974 gebore",
        expect: {
          act: "provide_info",
          fields: { plz: "3437", birthYear: 1974 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u ohni unfall? schaffe 100% ufem bau",
        expect: {
          act: "change",
          fields: { plz: "3437", birthYear: 1974, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: false }],
        },
      },
    ],
  },
  {
    id: "v21-place-age-02",
    category: "place-age",
    note: "Simmental (Bern): 'oberwil im simmental, jahrgang 68': the locality Oberwil im Simmental has the single postal code 3765 (100 % Oberwil im Simmental, BE region 3); the namesakes Oberwil BL (4104) and Oberwil bei Zug (6317) must not be taken. '68' is 1968. Then 'und mit 1000er franchise?': deductible 1000, place and year kept.",
    turns: [
      {
        user: "oberwil im simmental, jahrgang 68",
        expect: {
          fields: { plz: "3765", ort: "Oberwil im Simmental", birthYear: 1968 },
          answers: [CHF_AMOUNT],
          notAnswers: [/\b4104\b|\b6317\b|(liegt|ist) (in |im )?(kanton )?(basel-?land(schaft)?|zug)\b/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 1000er franchise?",
        expect: {
          act: "change",
          fields: { plz: "3765", birthYear: 1968, franchise: 1000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v21-place-age-03",
    category: "place-age",
    note: "Gäu (Solothurn): 'bin 43 und wohne in wolfwil (so)': Wolfwil has the single postal code 4628 (100 % Wolfwil, SO region 0). An age of 43 does not fix the birth year (1982 or 1983), so the year is not checked; either adult premiums (both years give an adult in 2027) or a question for the birth year is a good answer. Then 'jahrgang 1983': the birth year is set, the place is kept.",
    turns: [
      {
        user: "bin 43 und wohne in wolfwil (so). was kostet mich die grundversicherung?",
        expect: {
          fields: { plz: "4628" },
          answers: [/(CHF|Fr\.)\s*\d|\d[.'’]\d{2}|geburtsjahr|jahrgang|wann bist du geboren/i],
        },
      },
      {
        user: "jahrgang 1983",
        expect: {
          act: "provide_info",
          fields: { plz: "4628", birthYear: 1983 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v21-place-age-04",
    category: "place-age",
    note: "Matter valley (Valais): 'täsch, bi 2005 gebore u studiere no' (Täsch has the single postal code 3929, 100 % Täsch, VS region 2); born 2005 she is 22 in 2027, a young adult. Then whether she pays less than her parents: yes, young adults (19–25) have lower premiums (Art. 61 para. 3 KVG); in the 2026 and 2027 tables every insurer's young-adult premium in VS region 2 is below its adult premium for the same tariff, deductible and accident setting. Studying as such gives no discount in the basic insurance, so a 'student discount' must not be claimed.",
    turns: [
      {
        user: "täsch, bi 2005 gebore u studiere no",
        expect: {
          fields: { plz: "3929", ort: "Täsch", birthYear: 2005 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "zahl i als jungi weniger als mini eltere?",
        expect: {
          fields: { plz: "3929", birthYear: 2005 },
          answers: [/\bja\b|günstiger|tiefer|weniger|niedriger|billiger/i, /junge(n)? erwachsene|19|25|alter/i],
          notAnswers: [/studentenrabatt|studierendenrabatt|rabatt für student/i],
        },
      },
    ],
  },
  {
    id: "v21-place-age-05",
    category: "place-age",
    note: "Goms (Valais): 'wohne z biel im goms, jg 1957, rentner': the locality Biel VS (postal code 3989, municipality Goms, VS region 2; the other localities of 3989, Ritzingen, Selkingen, Niederwald and Blitzingen, are in Goms or Ernen, all VS region 2), not Biel/Bienne in the canton of Bern (2501–2505). A pensioner: a price. Then 'u mit telmed u 2500er franchise?': telemedicine with deductible 2500, place and year kept.",
    turns: [
      {
        user: "wohne z biel im goms, jg 1957, rentner. was choschtet mi d chrankekassa?",
        expect: {
          fields: { plz: "3989", birthYear: 1957 },
          answers: [CHF_AMOUNT],
          notAnswers: [/\b250[1-5]\b|seeland|(liegt|ist|wohnst du) (in |im )?(biel\/bienne|kanton bern)/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit telmed u 2500er franchise?",
        expect: {
          act: "change",
          fields: { plz: "3989", birthYear: 1957, model: "telmed", franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v21-place-age-06",
    category: "place-age",
    note: "Walensee: 'mühlehorn am walensee, 1990' (Mühlehorn has the single postal code 8874, 100 % Glarus Nord, GL region 0): a price. The lake borders St. Gallen too, but Mühlehorn is in Glarus; then 'isch das jetzt kanton glarus oder sg?': Glarus, and it must not be placed in St. Gallen.",
    turns: [
      {
        user: "mühlehorn am walensee, 1990",
        expect: {
          fields: { plz: "8874", ort: "Mühlehorn", birthYear: 1990 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "isch das jetzt kanton glarus oder sg? mir isch das nie ganz klar gsi",
        expect: {
          fields: { plz: "8874", birthYear: 1990 },
          answers: [/glarus/i],
          notAnswers: [/(liegt|ist|gehört) (es |das |mühlehorn )?(im|zum|in den|in) (kanton )?(st\.? ?gallen|sg)\b/i],
        },
      },
    ],
  },
  {
    id: "v21-place-age-07",
    category: "place-age",
    note: "Appenzell Innerrhoden: a full date of birth and 'PLZ 9058 Brülisau AI' (the locality Brülisau lies 99.5 % in Schwende-Rüte, AI region 0, and 0.5 % in Altstätten, SG region 3; the person names AI). Birth year 1986 from '14.03.1986', postal code 9058; the cheapest offer. Then 'Und nur beim Hausarztmodell?': the family-doctor model, place and year kept.",
    turns: [
      {
        user: "Guten Abend. Geb. 14.03.1986, PLZ 9058 Brülisau AI. Was wäre das günstigste Angebot?",
        expect: {
          act: "ask_price",
          fields: { plz: "9058", birthYear: 1986 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "Und nur beim Hausarztmodell?",
        expect: {
          fields: { plz: "9058", birthYear: 1986, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
];
