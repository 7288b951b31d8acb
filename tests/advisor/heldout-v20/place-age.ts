import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v20, place and age in many phrasings: a full date of birth on a leap day ("29.2.96") with a locality
 * instead of a postal code; a locality that exists twice, settled by a regional name instead of a canton abbreviation
 * ("seewe im schwarzbuebeland"); an age to be reached in January ("wird im jänner 30") with a locality shared by two
 * cantons ("wald ar"); a birth year written out in words ("neunzehnhundertvierundachtzig"); a locality that exists four
 * times, settled by its canton abbreviation ("rüti gl"); a young adult in the Upper Valais who then needs accident
 * cover as a student; and a locality that exists in three cantons, settled by the region "im freiamt". Places in
 * Aargau (Fricktal, Freiamt), Solothurn (Schwarzbubenland), Appenzell Ausserrhoden, Graubünden (Prättigau), Glarus
 * (Glarus Süd) and Valais (Visp district). Written apart from the engine and never tuned against (its code, its own
 * cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff
 * year shown by default is 2027 (age classes 2027: children born 2009 or later, young adults born 2002–2008, adults
 * born 2001 or earlier; the classes of Art. 61 para. 3 KVG, applied by the age reached in the premium year). Every
 * postal code, locality, municipality, canton and premium region was checked against swisstopo's directory joined with
 * the BAG premium regions (2026 join; the 2027 annex changes no region of these municipalities) in ../shared/data with a
 * throw-away script outside the repository.
 */

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v20-place-age-01",
    category: "place-age",
    note: "Fricktal (Aargau): 'bi vo möhlin' without postal code and a date of birth on a leap day, '29.2.96' = 1996 (31 in 2027, an adult). The locality Möhlin has the single postal code 4313 (Möhlin 96.4 %, Rheinfelden 3.6 %; both AG region 0). Neither 29 nor 2 is a deductible or an age. Then deductible 1500, place and year kept.",
    turns: [
      {
        user: "hoi, bi vo möhlin und am 29.2.96 gebore (ja, schaltjohr 😅). was chostet mi d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "4313", ort: "Möhlin", birthYear: 1996 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und wenn i d franchise uf 1500 tue?",
        expect: {
          act: "change",
          fields: { plz: "4313", birthYear: 1996, franchise: 1500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v20-place-age-02",
    category: "place-age",
    note: "Schwarzbubenland (Solothurn): 'z seewe im schwarzbuebeland' = Seewen SO, postal code 4206 (Seewen 99.1 %, Himmelried 0.9 %; both SO region 0). The locality Seewen SZ (6423, municipality Schwyz, SZ region 0) also exists; the regional name settles it, so neither 6423 nor canton Schwyz may be shown. 'jg 73' = 1973. Then the family-doctor model, place and year kept.",
    turns: [
      {
        user: "mir wohne z seewe im schwarzbuebeland, ich bi jg 73. was zahl ich für d chrankekasse?",
        expect: {
          act: "ask_price",
          fields: { plz: "4206", ort: "Seewen SO", birthYear: 1973 },
          answers: [CHF_AMOUNT],
          notAnswers: [/6423|seewen sz|kanton schwyz/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mitem hausarztmodell?",
        expect: {
          act: "change",
          fields: { plz: "4206", birthYear: 1973, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v20-place-age-03",
    category: "place-age",
    note: "Appenzell Ausserrhoden: 'wald ar' without postal code (the locality Wald AR has the single postal code 9044, 100 % Wald (AR), AR region 0; Wald ZH, 8636, ZH region 3, also exists and is not meant) and 'wird im jänner 30' on 22.11.2026 = turns 30 in January 2027, so born 1997 (an adult); 30 is no deductible. Then deductible 2500 without accident cover because she works full time (non-occupational accidents covered by the employer's UVG insurance from 8 hours a week, Art. 13 para. 1 UVV; suspension of the KVG accident cover, Art. 8 KVG).",
    turns: [
      {
        user: "grüezi, ich wohne in wald ar und wird im jänner 30. was müesst ich zahle?",
        expect: {
          act: "ask_price",
          fields: { plz: "9044", ort: "Wald AR", birthYear: 1997 },
          answers: [CHF_AMOUNT],
          notAnswers: [/8636|wald zh|kanton zürich/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "mit 2500er franchise und ohni unfall bitte, schaffe 100%",
        expect: {
          act: "change",
          fields: { plz: "9044", birthYear: 1997, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v20-place-age-04",
    category: "place-age",
    note: "Prättigau (Graubünden): the birth year written out in words, 'neunzehnhundertvierundachtzig' = 1984, with '7235 fideris' (100 % Fideris, GR region 2). Then the telemedicine model, place and year kept.",
    turns: [
      {
        user: "7235 fideris, geboren neunzehnhundertvierundachtzig. was koschtet mi d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "7235", birthYear: 1984 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit telmed?",
        expect: {
          act: "change",
          fields: { plz: "7235", birthYear: 1984, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v20-place-age-05",
    category: "place-age",
    note: "Glarus Süd: 'rüti gl' without postal code (the locality Rüti GL has the single postal code 8782, 100 % municipality Glarus Süd, GL region 0). Rüti ZH (8630, ZH region 3), Rüti b. Büren (3295), Rüti b. Riggisberg (3099) and Rüti b. Lyssach (3421, all BE) also exist and must not be taken. 'jg 1958' = 1958. Then deductible 1000, place and year kept.",
    turns: [
      {
        user: "bi vo rüti gl, jg 1958. was zahl i für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "8782", ort: "Rüti GL", birthYear: 1958 },
          answers: [CHF_AMOUNT],
          notAnswers: [/8630|3295|3099|3421|rüti zh|rüti b(ei|\.) |kanton zürich|kanton bern/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit em 1000er?",
        expect: {
          act: "change",
          fields: { plz: "8782", birthYear: 1958, franchise: 1000 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v20-place-age-06",
    category: "place-age",
    note: "Upper Valais (Visp district): 'z grächen' without postal code (the locality Grächen has the single postal code 3925, 100 % Grächen, VS region 2), 'jg 2004' = 2004 (23 in 2027: a young adult, Art. 61 para. 3 KVG). Then accident cover because she is a student without a job: without an employer's UVG insurance (Art. 1a para. 1 UVG) accidents must be covered by the basic insurance (Art. 8 KVG a contrario); accident cover added, place and year kept.",
    turns: [
      {
        user: "hallo, i wohnu z grächen u bi jg 2004. wie vill müesst i fer d krankukassa zahlu?",
        expect: {
          act: "ask_price",
          fields: { plz: "3925", ort: "Grächen", birthYear: 2004 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u mit unfall, i bi no studäntin u schaffu nit",
        expect: {
          act: "change",
          fields: { plz: "3925", birthYear: 2004, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "v20-place-age-07",
    category: "place-age",
    note: "Freiamt (Aargau): 'niederwil im freiamt' without postal code = Niederwil AG, 5524 (the localities Niederwil AG and Nesselnbach of 5524 both lie 100 % in Niederwil (AG), AG region 0). Niederwil SG (9203, municipality Oberbüren, SG region 1) and Niederwil SO (4523, municipality Riedholz, SO region 0) also exist; the regional name settles it. Born 1966. Then telemedicine, place and year kept.",
    turns: [
      {
        user: "ich wohne in niederwil im freiamt und bi 1966 gebore. was chostet mich d grundversicherig am günstigschte?",
        expect: {
          act: "ask_price",
          fields: { plz: "5524", ort: "Niederwil AG", birthYear: 1966 },
          answers: [CHF_AMOUNT],
          notAnswers: [/9203|4523|niederwil sg|niederwil so|oberbüren|riedholz/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und s telmed?",
        expect: {
          act: "change",
          fields: { plz: "5524", birthYear: 1966, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
];
