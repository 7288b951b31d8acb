import type { AdvisorCase } from "../case-format";

/** "was kostet …", "ufs jahr grechnet", a price for someone else. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. */
/** Asking again for the place (a question, not a confirmation like "deine PLZ 7220"). */
const ASKS_POSTAL_CODE = /(deine|ihre) (postleitzahl|plz)\?|wo wohnst du/i;
const ASK_AGE = /jahrgang|geburtsjahr|geboren|alter|wie alt|jg\b/i;
/** 12 × CHF 508.10, the cheapest 2027 standard-model premium with a 300 deductible and accident cover for an
 * adult in Hinwil ZH (region 3), computed from the BAG premiums: CHF 6'097.20 a year. */
const YEARLY_HINWIL = /6['’ ]?097/;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v11-question-price-01",
    category: "question-price",
    note: "every datum in short form (Hinwil ZH region 3, standard model, 300), then 'und ufs jahr grechnet?': the yearly amount (12 × the monthly premium) must be stated",
    turns: [
      {
        user: "8340 hinwil, jg 1980, standardmodell mit 300er franchise",
        expect: {
          fields: { plz: "8340", birthYear: 1980, model: "standard", franchise: 300 },
          figures: [{ what: "cheapest", model: "standard", franchise: 300 }],
        },
      },
      {
        user: "und ufs jahr grechnet?",
        expect: {
          fields: { plz: "8340", birthYear: 1980, model: "standard", franchise: 300 },
          answers: [YEARLY_HINWIL],
        },
      },
    ],
  },
  {
    id: "v11-question-price-02",
    category: "question-price",
    note: "the price of Telmed with the place given (Schiers GR region 2) and the age missing: ask only for the age; then '36i' (→ 1990)",
    turns: [
      {
        user: "was chostet s telmed in 7220 schiers?",
        expect: {
          act: "ask_price",
          fields: { plz: "7220" },
          answers: [ASK_AGE],
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
      {
        user: "bi 36i",
        expect: {
          fields: { plz: "7220", birthYear: 1990, model: "telmed" },
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v11-question-price-03",
    category: "question-price",
    note: "two deductibles in one question (Egg ZH region 2): both figures; then yearly health costs of about 1000 (with 1000 a year the 2500 deductible is clearly the cheaper choice there; only the costs are checked)",
    turns: [
      {
        user: "Was zahle ich mit Franchise 300 und was mit 2500? 8132 Egg, Jahrgang 1986",
        expect: {
          fields: { plz: "8132", birthYear: 1986 },
          figures: [
            { what: "cheapest", franchise: 300 },
            { what: "cheapest", franchise: 2500 },
          ],
        },
      },
      {
        user: "lohnt sich die hohe, wenn ich so ca. 1000 Fr. Arztkosten im Jahr habe?",
        expect: { fields: { plz: "8132", birthYear: 1986, expectedCosts: 1000 } },
      },
    ],
  },
  {
    id: "v11-question-price-04",
    category: "question-price",
    note: "a student of 22 (→ 2004, a young adult in 2027) studying in Fribourg but living at home in Tafers (FR region 2), Sensler German; then whether there is a student discount (no: only the young-adult tariff up to 25; a premium subsidy may be possible)",
    turns: [
      {
        user: "bi 22i u studiere z fribourg, wone aber no deheime z 1712 tafers. wivüu zahl i für d chranchekasse?",
        expect: {
          act: "ask_price",
          fields: { plz: "1712", birthYear: 2004 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "gits für studänte no e rabatt?",
        expect: {
          fields: { plz: "1712", birthYear: 2004 },
          answers: [/junge erwachsene|\b25\b|kein(en)? .{0,30}(rabatt|studenten)|prämienverbilligung|\bnein\b/i],
        },
      },
    ],
  },
];
