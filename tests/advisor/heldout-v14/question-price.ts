import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, price questions ("was kostet …", "wie viel zahlt …"). Written apart from the engine and never
 * tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take place
 * on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes of 2027: children 0–18, born 2009 or
 * later; young adults 19–25, born 2002–2008; adults 26+). Ages become birth years as 2026 − age. Every postal code and
 * locality was checked against swisstopo's directory and the BAG premium regions in ../shared/data.
 */
const ASKS_AGE = /jahrgang|geburtsjahr|geboren|wie alt|dein alter|ihr alter/i;
const PER_YEAR = /pro jahr|im jahr|jährlich|jahresprämie|\/\s?jahr|12 monat|zwölf monat|aufs jahr/i;

export const questionPriceCases: AdvisorCase[] = [
  {
    id: "v14-question-price-01",
    category: "question-price",
    note: "A son of 20 (→ 2006, a young adult of 21 in 2027) starting 18 weeks of basic military training in January: the premiums keep running unless the insurance is suspended, which is possible for military service of more than 60 consecutive days (the military insurance covers him then); then his price afterwards in 6208 Oberkirch (LU region 2).",
    turns: [
      {
        user: "min sohn (20) macht ab januar d rekruteschuel, 18 wuche. mues er d krankekasse wiiter zahle?",
        expect: { act: "ask_rule", answers: [/sistier|militärversicherung|60 tage|unterbrech|aussetz|ruhen|befrei/i] },
      },
      {
        user: "und was zahlt er nachher für d grundversicherig? mir wohned in 6208 oberkirch",
        expect: { fields: { plz: "6208" }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest", birthYear: 2006 }] },
      },
    ],
  },
  {
    id: "v14-question-price-02",
    category: "question-price",
    note: "Standard German: a husband asks for his wife (born 1975) the family doctor model with 2000 in 5034 Suhr (AG region 0); then the HMO model: the deductible stays (the figures are the wife's; the birth-year slot is not checked, since the writer is not the person insured).",
    turns: [
      {
        user: "Meine Frau (Jahrgang 1975) möchte ins Hausarztmodell mit 2000 Franchise wechseln. Wir wohnen in 5034 Suhr. Mit welcher Prämie muss sie rechnen?",
        expect: {
          fields: { plz: "5034", model: "hausarzt", franchise: 2000 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2000, birthYear: 1975 }],
        },
      },
      {
        user: "Und wie sieht es beim HMO-Modell aus?",
        expect: {
          fields: { plz: "5034", model: "hmo", franchise: 2000 },
          figures: [{ what: "cheapest", model: "hmo", franchise: 2000, birthYear: 1975 }],
        },
      },
    ],
  },
  {
    id: "v14-question-price-03",
    category: "question-price",
    note: "A pensioner of 67 (→ 1959) in 8906 Bonstetten (ZH region 3); then the yearly amount.",
    turns: [
      {
        user: "bi sit em summer pensioniert (67) und wohne in 8906 bonstette. wie vill muess i für d grundversicherig rächne?",
        expect: { fields: { plz: "8906", birthYear: 1959 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      { user: "chasch mer das grad uf 12 mönet umrechne?", expect: { fields: { plz: "8906", birthYear: 1959 }, answers: [CHF_AMOUNT, PER_YEAR] } },
    ],
  },
  {
    id: "v14-question-price-04",
    category: "question-price",
    note: "A daughter asks for her mother, who is moving to 7208 Malans (GR region 2), without giving the mother's age: the age must be asked; then 'si isch 78' → 1948 (the mother's price; the writer is not insured here).",
    turns: [
      {
        user: "mini muetter zieht nach malans (7208). was chostet det d grundversicherig für sie?",
        expect: { fields: { plz: "7208" }, act: "ask_price", action: "ask_user", answers: [ASKS_AGE] },
      },
      {
        user: "si isch 78",
        expect: { fields: { plz: "7208" }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest", birthYear: 1948 }], notAnswers: [/postleitzahl\?|wo wohnst/i] },
      },
    ],
  },
];
