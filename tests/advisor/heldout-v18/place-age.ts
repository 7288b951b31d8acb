import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, place and age in many phrasings: a town's nickname next to its postal code ("8400 winti"), a
 * locality name shared by several cantons settled by its canton abbreviation ("buchs sg"), an age ("bi 52") made exact
 * later ("jahrgang 74"), a date of birth with a two-digit year ("07.11.02"), the year before the place, a year written
 * "jg. '66", a dialect spelling of the town ("rhyfälde"). Places in Zurich, St. Gallen, Bern, Valais, Schwyz,
 * Graubünden and Aargau. Written apart from the engine and never tuned against (its code, its own cases and its results
 * on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default
 * is 2027 (age classes 2027: children born 2009 or later, young adults born 2002–2008, adults born 2001 or earlier; the
 * classes of Art. 61 para. 3 KVG, applied by the age reached in the premium year). Every postal code, locality, canton
 * and premium region was checked against swisstopo's directory joined with the BAG premium regions (2026 join; the 2027
 * annex changes no region of these municipalities) in ../shared/data with a throw-away script outside the repository.
 */

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v18-place-age-01",
    category: "place-age",
    note: "Winterthur: '8400 winti' (the town's nickname next to its postal code; 8400 is 100 % Winterthur, ZH region 2) and 'jahrgang 91' = 1991. Then 'und mit hausarztmodell?': the family-doctor model, place and year kept and not asked again.",
    turns: [
      {
        user: "8400 winti, jahrgang 91",
        expect: {
          act: "provide_info",
          fields: { plz: "8400", birthYear: 1991 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit hausarztmodell?",
        expect: {
          act: "change",
          fields: { plz: "8400", birthYear: 1991, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v18-place-age-02",
    category: "place-age",
    note: "St. Gallen: 'buchs sg' without postal code, born 1979. The locality Buchs SG is 9470 (municipality Buchs SG 98.7 %, Sevelen 1.2 %: SG region 2; Grabs 0.07 %, SG region 3; the locality Werdenberg of 9470 lies in Grabs, SG region 3, and is not meant). Buchs AG (5033, AG region 0), Buchs ZH (8107, ZH region 3) and Buchs LU (6211, municipality Dagmersellen, LU region 3) also exist; the 'sg' settles it, so none of their postal codes may be shown. Then deductible 1500, place and year kept.",
    turns: [
      {
        user: "wohne in buchs sg und bin 1979 gebore. was zahl ich?",
        expect: {
          act: "ask_price",
          fields: { plz: "9470", ort: "Buchs SG", birthYear: 1979 },
          answers: [CHF_AMOUNT],
          notAnswers: [/5033|8107|6211|buchs ag|buchs zh|buchs lu/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "mit 1500er franchise bitte",
        expect: {
          act: "change",
          fields: { plz: "9470", birthYear: 1979, franchise: 1500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v18-place-age-03",
    category: "place-age",
    note: "Upper Aargau region of Bern: 'langethal' (dialect spelling of Langenthal, whose only postal code 4900 is 100 % Langenthal, BE region 3) and an age '52' (born 1973 or 1974 on 22.11.2026; an adult either way, so the year is not checked in the first turn). Then 'jahrgang 74 isch es genau': birth year 1974, place kept.",
    turns: [
      {
        user: "bi 52 und wohne z langethal. was chostet mi d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "4900" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "jahrgang 74 isch es genau",
        expect: {
          fields: { plz: "4900", birthYear: 1974 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v18-place-age-04",
    category: "place-age",
    note: "Upper Valais German: 3904 Naters (100 % Naters, VS region 2) and a date of birth with a two-digit year, 'gibore am 07.11.02' = 2002: 25 in 2027, so still a young adult (19–25); neither 07 nor 11 may be read as anything else. Then until when she stays a young adult: the young-adult class ends with the year of the 25th birthday (Art. 61 para. 3 KVG), i.e. 2027; from 1 January 2028 she pays the adult premium. The reply must name one of those years or ages.",
    turns: [
      {
        user: "hallo, ich bi vo naters 3904, gibore am 07.11.02. was miesst ich zahle?",
        expect: {
          act: "ask_price",
          fields: { plz: "3904", birthYear: 2002 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u wie lang bin i de no bi de junge erwachsene?",
        expect: {
          act: "ask_rule",
          fields: { plz: "3904", birthYear: 2002 },
          answers: [/2027|2028|\b25\b|\b26\b/],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v18-place-age-05",
    category: "place-age",
    note: "Schwyz: the year before the place, 'jahrgang 1956, wohne z küssnacht am rigi': 6403 (100 % Küssnacht SZ, SZ region 0). Küsnacht ZH (8700, ZH region 2) must not be taken. Then the standard model, place and year kept.",
    turns: [
      {
        user: "jahrgang 1956, wohne z küssnacht am rigi. was isch am günstigschte?",
        expect: {
          act: "ask_price",
          fields: { plz: "6403", birthYear: 1956 },
          answers: [CHF_AMOUNT],
          notAnswers: [/8700|küsnacht zh|kanton zürich/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und s standardmodell?",
        expect: {
          act: "change",
          fields: { plz: "6403", birthYear: 1956, model: "standard" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard" }],
        },
      },
    ],
  },
  {
    id: "v18-place-age-06",
    category: "place-age",
    note: "Graubünden: 'landquart gr' without postal code and a year written with an apostrophe, 'jg. '66' = 1966. Landquart's only postal code is 7302 (municipality Landquart 87.8 %, Zizers 8.8 %, Maienfeld 3.4 %: all GR region 2). Then with accident cover because he is self-employed: the self-employed are not compulsorily insured under the UVG (Art. 1a UVG; voluntary insurance Art. 4 UVG), so accident cover stays in the basic insurance (Art. 8 KVG a contrario).",
    turns: [
      {
        user: "landquart gr, jg. '66",
        expect: {
          act: "provide_info",
          fields: { plz: "7302", birthYear: 1966 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "mit unfall bitte, bi sälbständig",
        expect: {
          act: "change",
          fields: { plz: "7302", birthYear: 1966, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "v18-place-age-07",
    category: "place-age",
    note: "Fricktal (Aargau): '4310 rhyfälde' (dialect spelling of Rheinfelden; 4310 is 100 % Rheinfelden, AG region 0; not Rheinfelden in Germany) and '92er jahrgang' = 1992. Then without accident cover because he works full time (non-occupational accidents covered by the employer's UVG insurance from 8 hours a week, Art. 13 para. 1 UVV; suspension of the KVG accident cover, Art. 8 KVG).",
    turns: [
      {
        user: "4310 rhyfälde, 92er jahrgang, was choscht mi das?",
        expect: {
          act: "ask_price",
          fields: { plz: "4310", birthYear: 1992 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "ohni unfall, i schaff 100%",
        expect: {
          act: "change",
          fields: { plz: "4310", birthYear: 1992, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: false }],
        },
      },
    ],
  },
];
