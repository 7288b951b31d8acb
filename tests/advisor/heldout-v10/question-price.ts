import type { AdvisorCase } from "../case-format";

/** "was kostet …", "wie viel zahle ich mit …". Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. */
const ASK_DATA = /plz|postleitzahl|wohn|jahrgang|geburtsjahr|geboren|alter|wie alt/i;
const ASK_AGE = /jahrgang|geburtsjahr|geboren|alter|wie alt|jg\b/i;
const ASKS_POSTAL_CODE = /(deine|ihre) (postleitzahl|plz)\?|wo wohnst du/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "h10-question-price-01",
    category: "question-price",
    note: "a price asked for a third person ('e 30-jährigi' → 1996) in Winterthur 8408 (ZH region 2); then her deductible",
    turns: [
      {
        user: "was zahlt e 30-jährigi in 8408 winterthur für d grundversicherig?",
        expect: {
          act: "ask_price",
          fields: { plz: "8408", birthYear: 1996 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und wenn si 2500 franchise nimmt?",
        expect: {
          act: "change",
          fields: { plz: "8408", birthYear: 1996, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h10-question-price-02",
    category: "question-price",
    note: "model, deductible and accident cover in one question (Nidau 2560, BE region 2); then the saving against the standard model on the same terms: both figures",
    turns: [
      {
        user: "Was kostet das Hausarztmodell mit 2500 Franchise ohne Unfall in 2560 Nidau? Jahrgang 1982",
        expect: {
          act: "ask_price",
          fields: { plz: "2560", birthYear: 1982, model: "hausarzt", franchise: 2500, accident: false },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500, accident: false }],
        },
      },
      {
        user: "wie vill spar i do gegenüber em standardmodell?",
        expect: {
          fields: { plz: "2560", birthYear: 1982, franchise: 2500, accident: false },
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 2500, accident: false },
            { what: "cheapest", model: "standard", franchise: 2500, accident: false },
          ],
        },
      },
    ],
  },
  {
    id: "h10-question-price-03",
    category: "question-price",
    note: "a bare price question, then the postal code with the place (Wohlen AG, not Wohlen bei Bern: the code settles it), then a bare year; the place must not be asked again",
    turns: [
      {
        user: "wie viel chostet d krankekasse?",
        expect: { act: "ask_price", answers: [ASK_DATA] },
      },
      {
        user: "wohne in 5610 wohlen",
        expect: { fields: { plz: "5610" }, answers: [ASK_AGE] },
      },
      {
        user: "1978",
        expect: {
          fields: { plz: "5610", birthYear: 1978 },
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h10-question-price-04",
    category: "question-price",
    note: "with and without accident cover in one question (Brunnen 6440, SZ): both figures",
    turns: [
      {
        user: "mit und ohni unfall bitte: 6440 brunnen, jg 1990, franchise 300",
        expect: {
          fields: { plz: "6440", birthYear: 1990, franchise: 300 },
          figures: [
            { what: "cheapest", franchise: 300, accident: true },
            { what: "cheapest", franchise: 300, accident: false },
          ],
        },
      },
    ],
  },
  {
    id: "h10-question-price-05",
    category: "question-price",
    note: "a student of 21 (2005, young adult in 2027) living with the parents in Zürich 8006",
    turns: [
      {
        user: "bin 21, studier no und wohn bi de eltere in 8006 züri. was chostet di billigscht kasse für mi?",
        expect: {
          act: "ask_price",
          fields: { plz: "8006", birthYear: 2005 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
];
