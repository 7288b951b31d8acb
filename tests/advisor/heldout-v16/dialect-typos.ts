import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, Swiss German dialects (Bärndütsch, Baseldytsch, Walliserdiitsch, St. Gallen German) and a
 * standard-German run-on message full of typos and without capitals. Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026; the tariff year shown by default is 2027 ("ab nächschtem jahr" = 2027). Ages become birth years as
 * 2026 − age. Every postal code and locality was checked against swisstopo's directory joined with the BAG premium
 * regions in ../shared/data with a throw-away script, and the models asked for exist in each premium region in 2027.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v16-dialect-typos-01",
    category: "dialect-typos",
    note: "Bernese German: 'z münsige' = Münsingen (3110, 100 % municipality Münsingen, BE region 2), born 1959, 'ab nächschtem jahr' = 2027; then 'd franchise vo 2500, lohnt sech das?': the price with 2500 and a word on when it pays off.",
    turns: [
      {
        user: "grüessech, i wohne z münsige u bi 1959 gebore. wi viu choschtet mi d chrankekasse ab nächschtem jahr?",
        expect: {
          fields: { plz: "3110", birthYear: 1959, tariffYear: 2027 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
      {
        user: "u mit dr franchise vo 2500, lohnt sech das?",
        expect: {
          fields: { plz: "3110", birthYear: 1959, franchise: 2500 },
          answers: [CHF_AMOUNT, /lohnt|spar|günstiger|weniger|arzt|gesundheitskosten|kosten|risiko|gesund|selten/i],
          figures: [{ what: "cheapest", franchise: 2500 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v16-dialect-typos-02",
    category: "dialect-typos",
    note: "Basel German: 'ych wohn in allschwil (4123)' (100 % municipality Allschwil, BL region 1), 'jahrgang 1990', 'dr billigscht telmed' (telemedicine tariffs exist there in 2027); then without accident cover because the person works 80 % at the university hospital (employer's accident insurance): Telmed stays.",
    turns: [
      {
        user: "hoi zämme, ych wohn in allschwil (4123) und bi jahrgang 1990. was koschtet dr billigscht telmed?",
        expect: {
          fields: { plz: "4123", birthYear: 1990, model: "telmed" },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
      {
        user: "und ohni unfall? ych schaff 80 prozänt im unispital",
        expect: {
          fields: { plz: "4123", birthYear: 1990, model: "telmed", accident: false },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v16-dialect-typos-03",
    category: "dialect-typos",
    note: "Valais German: 'va Natersch, 3904' (Naters, 100 % municipality Naters, VS region 2), 'jahrgang 1981', 'wiäviel chostut'; then 'zwäituusig franchise' = the 2000 deductible.",
    turns: [
      {
        user: "hallo, ich bi va natersch, 3904, jahrgang 1981. wiäviel chostut mich d grundversicherig?",
        expect: { fields: { plz: "3904", birthYear: 1981 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "und mit zwäituusig franchise?",
        expect: {
          fields: { plz: "3904", birthYear: 1981, franchise: 2000 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2000 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v16-dialect-typos-04",
    category: "dialect-typos",
    note: "St. Gallen German: '47i' → 1979, 'gossau sg' (9200: the locality Gossau SG is 98.9 % municipality Gossau, SG region 1; under 1.2 % in Niederbüren, Flawil and Herisau), 'för d chrankekasse', 'wievill', the 1000 deductible; then without accident cover because employed full time. Then Telmed: deductible and accident cover stay.",
    turns: [
      {
        user: "hoi, bi 47i und wohn in gossau sg. wievill zahl i för d chrankekasse mit 1000er franchise?",
        expect: {
          fields: { plz: "9200", birthYear: 1979, franchise: 1000 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "u ohni unfall, bi agstellt 100%",
        expect: {
          fields: { plz: "9200", birthYear: 1979, franchise: 1000, accident: false },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000, accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
      {
        user: "merci. u wenn i telmed nimm?",
        expect: {
          fields: { plz: "9200", birthYear: 1979, franchise: 1000, accident: false, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 1000, accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v16-dialect-typos-05",
    category: "dialect-typos",
    note: "Standard German in one run-on line without capitals or punctuation, with typos ('franschise', 'unfal'): 8953 Dietikon (99.7 % municipality Dietikon, ZH region 2; 0.3 % Spreitenbach AG), born 1994, 1500, without accident (works full time); then 'hausartz modell' = the family doctor model, the rest stays.",
    turns: [
      {
        user: "hallo ich wollte mal fragen was die krankenkasse kosten würde ich wohne in 8953 dietikon bin jahrgang 1994 und hätte gerne die franschise 1500 und ohne unfal weil ich arbeite vollzeit",
        expect: {
          fields: { plz: "8953", birthYear: 1994, franchise: 1500, accident: false },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500, accident: false }],
        },
      },
      {
        user: "danke und was wäre mit dem hausartz modell",
        expect: {
          fields: { plz: "8953", birthYear: 1994, franchise: 1500, accident: false, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
];
