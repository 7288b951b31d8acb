import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v13, corrections: one slot changes, the others stay. Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and locality was checked against
 * swisstopo's directory and the BAG premium regions in ../shared/data.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const correctionsCases: AdvisorCase[] = [
  {
    id: "v13-corrections-01",
    category: "corrections",
    note: "4600 Olten (SO region 0; 0.1 % of the code lies in Aarburg AG, the locality is Olten SO), born 1975, 1000; then the birth year corrected to 1957 with swapped digits: place and deductible stay.",
    turns: [
      {
        user: "4600 olten, 1975, 1000er franchise",
        expect: { fields: { plz: "4600", birthYear: 1975, franchise: 1000 }, figures: [{ what: "cheapest", franchise: 1000 }] },
      },
      {
        user: "nei, nöd 1975 – 1957! zahlendreher",
        expect: {
          fields: { plz: "4600", birthYear: 1957, franchise: 1000 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v13-corrections-02",
    category: "corrections",
    note: "9500 Wil SG (SG region 1; under 1 % of the code reaches Kirchberg SG, region 2, Zuzwil and Münchwilen TG; the locality Wil SG is region 1), born 1990, without accident, 2000; then self-employed since October: with accident after all, the rest stays.",
    turns: [
      {
        user: "9500 wil, 1990, ohni unfall, 2000er franchise",
        expect: {
          fields: { plz: "9500", birthYear: 1990, accident: false, franchise: 2000 },
          figures: [{ what: "cheapest", accident: false, franchise: 2000 }],
        },
      },
      {
        user: "ah nei, bi ja sit oktober sälbständig, also doch mit unfall",
        expect: {
          fields: { plz: "9500", birthYear: 1990, accident: true, franchise: 2000 },
          act: "change",
          figures: [{ what: "cheapest", accident: true, franchise: 2000 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v13-corrections-03",
    category: "corrections",
    note: "6010 is shared by the localities Kriens (LU region 1; 0.1 % in Hergiswil NW) and Pilatus Kulm (municipality Alpnach, OW region 0): 'kriens' settles LU. Telmed with 1500, born 1973; then 'doch lieber hmo': only the model changes.",
    turns: [
      {
        user: "6010 kriens, 1973, telmed, 1500",
        expect: {
          fields: { plz: "6010", ort: "Kriens", birthYear: 1973, model: "telmed", franchise: 1500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500 }],
        },
      },
      {
        user: "nei doch lieber hmo",
        expect: {
          fields: { plz: "6010", ort: "Kriens", birthYear: 1973, model: "hmo", franchise: 1500 },
          act: "change",
          figures: [{ what: "cheapest", model: "hmo", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v13-corrections-04",
    category: "corrections",
    note: "8044 is shared half and half by Zürich (ZH region 1) and Gockhausen (municipality Dübendorf, ZH region 2): 'gockhausen' settles region 2. A couple (1980, 1982); then the partner's year corrected to 1984: the writer stays, the place stays.",
    turns: [
      {
        user: "ich (1980) und mini frau (1982), 8044 gockhausen",
        expect: {
          fields: {
            plz: "8044",
            ort: "Gockhausen",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 1982, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
      {
        user: "sorry, sie isch 1984, nöd 82",
        expect: {
          fields: {
            plz: "8044",
            ort: "Gockhausen",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 1984, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
