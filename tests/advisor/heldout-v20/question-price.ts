import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, EIGHT_HOURS } from "../heldout-patterns";

/**
 * Held-out set v20, price questions: what a 19-year-old pays (a young adult in 2027 whichever his birthday), then with
 * the highest deductible and without accident cover; the cheapest telemedicine offer with a deductible and which insurer
 * it is; the spread between the cheapest and the dearest insurer for a pensioner, then with accident cover; the only
 * German-speaking municipality of the canton of Jura; a pensioner in the family-doctor model with accident cover, then a
 * higher deductible; a Swiss German speaker who moved to the Centovalli in Ticino. Places in Zug, Lucerne, Schaffhausen,
 * Jura, Uri and Ticino. Written apart from the engine and never tuned against (its code, its own cases and its results
 * on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is
 * 2027 (age classes 2027: young adults born 2002–2008, adults born 2001 or earlier; Art. 61 para. 3 KVG). Pensioners
 * have no UVG cover (Art. 1a UVG covers employees and the unemployed), so their accident cover stays in the basic
 * insurance (Art. 8 KVG a contrario). Every postal code, locality, canton and premium region was checked against
 * swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away script outside the
 * repository.
 */
const INSURER_NAME =
  /agrisano|aquilana|assura|atupri|avenir|birchmeier|concordia|css|curaulta|egk|einsiedler|galenos|glarner|helsana|kpt|lumneziana|luzerner hinterland|mutuel|ökk|oekk|philos|rhenusana|sana24|sanitas|slkk|sodalis|steffisburg|sumiswalder|swica|sympany|visana|visperterminen|vita surselva|wädenswil/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v20-question-price-01",
    category: "question-price",
    note: "Zug: 'als 19-jährige z allewinde (6319)' (the locality Allenwinden, 100 % municipality Baar, ZG region 0): 19 on 22.11.2026 means born 2006 or 2007, so 20 or 21 in 2027, a young adult either way; the year is not checked. Then deductible 2500 without accident cover because he works full time (UVG cover from 8 hours a week, Art. 13 para. 1 UVV; Art. 8 KVG), place kept.",
    turns: [
      {
        user: "was zahl ich als 19-jährige z allewinde (6319) für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "6319" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit 2500 und ohni unfall? schaff 100%",
        expect: {
          act: "change",
          fields: { plz: "6319", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v20-question-price-02",
    category: "question-price",
    note: "Lucerne (Sempachersee): the cheapest telemedicine offer with deductible 2000, 'z sempach' without postal code (the locality Sempach has the single postal code 6204: Sempach 96.6 %, Neuenkirch 3.4 %; both LU region 2; Sempach Station, 6203, is another locality of Neuenkirch), 'jg 83' = 1983. Then 'bi welere kasse isch das?': the reply must name the insurer.",
    turns: [
      {
        user: "was choschtet s günstigschte telmed mit 2000er franchise z sempach? jg 83",
        expect: {
          act: "ask_price",
          fields: { plz: "6204", ort: "Sempach", birthYear: 1983, model: "telmed", franchise: 2000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2000 }],
        },
      },
      {
        user: "bi welere kasse isch das?",
        expect: {
          fields: { plz: "6204", birthYear: 1983, model: "telmed", franchise: 2000 },
          answers: [INSURER_NAME],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v20-question-price-03",
    category: "question-price",
    note: "Schaffhausen (Randen): the spread between the cheapest and the dearest insurer for 8232 Merishausen (100 % Merishausen, SH region 2), born 1957: the cheapest figure and a word for the dearest / the difference. Then with accident cover because she is retired (no UVG cover, Art. 1a UVG; Art. 8 KVG); the 8-hour rule for employees (Art. 13 para. 1 UVV) must not be offered.",
    turns: [
      {
        user: "wie gross isch de unterschied zwüsche de billigschte und de tüürschte kasse? 8232 merishausen, jg 1957",
        expect: {
          fields: { plz: "8232", birthYear: 1957 },
          answers: [CHF_AMOUNT, /teuerst|höchst|am meisten|unterschied|differenz|spanne|bis zu|bis chf|bis fr/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und mit unfall? bi pensioniert",
        expect: {
          act: "change",
          fields: { plz: "8232", birthYear: 1957, accident: true },
          answers: [CHF_AMOUNT],
          notAnswers: [EIGHT_HOURS, ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "v20-question-price-04",
    category: "question-price",
    note: "Jura: 'z ederswiler im jura' without postal code, the only German-speaking municipality of the canton of Jura (the locality Ederswiler has the single postal code 2813: Ederswiler 81.6 %, Pleigne 13.0 %, Movelier 5.4 %; all JU region 0); it must not be placed in canton Bern. 'jg 71' = 1971. Then the HMO model (2026 HMO tariffs and 2027 practice tariffs exist in JU), place and year kept.",
    turns: [
      {
        user: "mir wohne z ederswiler im jura, i bi jg 71. was chostet mi d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "2813", ort: "Ederswiler", birthYear: 1971 },
          answers: [CHF_AMOUNT],
          notAnswers: [/im kanton bern|\(be\)/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u we mer s hmo nä?",
        expect: {
          act: "change",
          fields: { plz: "2813", birthYear: 1971, model: "hmo" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hmo" }],
        },
      },
    ],
  },
  {
    id: "v20-question-price-05",
    category: "question-price",
    note: "Uri: a pensioner born 1951 in 6472 Erstfeld (Erstfeld 98.2 %, Silenen 1.8 %; both UR region 0) asks for the family-doctor model with accident cover (retired: no UVG cover, Art. 1a UVG; Art. 8 KVG). Then deductible 1500, model and accident cover kept.",
    turns: [
      {
        user: "was zahlt e rentnerin, jg 1951, in 6472 erstfeld fürs hausarztmodell mit unfall?",
        expect: {
          act: "ask_price",
          fields: { plz: "6472", birthYear: 1951, model: "hausarzt", accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", accident: true }],
        },
      },
      {
        user: "und mit 1500 franchise?",
        expect: {
          act: "change",
          fields: { plz: "6472", birthYear: 1951, model: "hausarzt", accident: true, franchise: 1500 },
          answers: [CHF_AMOUNT],
          notAnswers: [EIGHT_HOURS, ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt", accident: true, franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v20-question-price-06",
    category: "question-price",
    note: "Ticino, asked in Swiss German: 'uf golino im centovalli züglet (6656)' (100 % Centovalli, TI region 2; Locarno, TI region 1, is not meant), born 1968. Then 'd franchise ganz ufe' = the highest adult deductible, 2500 (Art. 93 para. 1 KVV), place and year kept.",
    turns: [
      {
        user: "mir sind uf golino im centovalli züglet (6656), ich bi jg 1968. was zahl ich da für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "6656", ort: "Golino", birthYear: 1968 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und wenn i d franchise ganz ufe tue?",
        expect: {
          act: "change",
          fields: { plz: "6656", birthYear: 1968, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
];
