import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, place and age in every phrasing. Written apart from the engine and never tuned against (its code,
 * its own cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026;
 * the tariff year shown by default is 2027; the notice deadline for the basic insurance is Monday 30.11.2026. Ages
 * become birth years as 2026 − age; "wird im Mai 50" (a birthday in 2027) is counted exactly. Every postal code,
 * locality, municipality, canton and premium region was checked against swisstopo's directory joined with the BAG
 * premium regions in ../shared/data (regions from 1.1.2027 unchanged for these places).
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const placeAgeCases: AdvisorCase[] = [
  {
    id: "v14-place-age-01",
    category: "place-age",
    note: "Bernese German: 3065 Bolligen (98.9 % municipality Bolligen, 1.1 % Ostermundigen, both BE region 1), '71i' → 1955; then a move in spring to 3506 Grosshöchstetten (BE region 2; 4.9 % of the code in Oberthal, Mirchel and Zäziwil, all BE region 2): the birth year stays, nothing is asked again.",
    turns: [
      {
        user: "grüessech. pensionär, 71i, wohne z bolligen 3065 – wivüu zahlt me hüt für d grundversicherig?",
        expect: { fields: { plz: "3065", birthYear: 1955 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "mir zügle im früelig uf grosshöchstette, 3506. wi vüu wärs dert?",
        expect: { fields: { plz: "3506", birthYear: 1955 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }], notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
  {
    id: "v14-place-age-02",
    category: "place-age",
    note: "Basel German, the locality only in dialect ('gälterkinde' = Gelterkinden, 4460, BL region 2; 0.07 % of the code in Ormalingen, also BL region 2), 'johrgang 1983'; then the 2500 deductible: place and year stay.",
    turns: [
      {
        user: "mir sind grad uf gälterkinde züglet, bi johrgang 1983. wie vill zahl i für d grundversicherig?",
        expect: { fields: { ort: "Gelterkinden", birthYear: 1983 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "zeig mer s mal mit 2500 franchise",
        expect: {
          fields: { ort: "Gelterkinden", birthYear: 1983, franchise: 2500 },
          act: "change",
          figures: [{ what: "cheapest", franchise: 2500 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v14-place-age-03",
    category: "place-age",
    note: "'Oberdorf' alone is three places: Oberdorf BL (4436, BL region 2), Oberdorf SO (4515, SO region 0) and Oberdorf NW (6370, NW region 0): the advisor must ask which (or name them), not pick one; 'bi 34' → 1992; then 'im waldeburgertal (bl)' settles 4436 (localities Oberdorf BL and Liedertswil, all BL region 2).",
    turns: [
      {
        user: "was zahl ich in oberdorf? bi 34",
        expect: {
          fields: { birthYear: 1992 },
          answers: [/baselbiet|basel-?land|\bBL\b|solothurn|\bSO\b|nidwalden|\bNW\b|4436|4515|6370|welche[sm]? oberdorf|welches|welchem kanton/i],
        },
      },
      {
        user: "i mein das im waldeburgertal (bl)",
        expect: { fields: { plz: "4436", ort: "Oberdorf BL", birthYear: 1992 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
    ],
  },
  {
    id: "v14-place-age-04",
    category: "place-age",
    note: "9442 is shared by Berneck (SG region 3; 1.1 % Oberegg AI) and Büriswilen (97 % municipality Oberegg, AI region 0; 3 % Berneck SG): the person names the municipality Oberegg, so AI; 'jg 1979'. The locality/municipality slot is not checked (Büriswilen or Oberegg are both right). Then a homemaker without an employer: with accident cover.",
    turns: [
      {
        user: "9442 büriswile, ghört zur gmeind oberegg, jg 1979. was chostet d krankekasse?",
        expect: { fields: { plz: "9442", birthYear: 1979 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "ich schaff momentan nöd, bi dihei mit de chind – also bitte mit unfall",
        expect: {
          fields: { plz: "9442", birthYear: 1979, accident: true },
          act: "change",
          figures: [{ what: "cheapest", accident: true }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v14-place-age-05",
    category: "place-age",
    note: "Valais German: St. Niklaus in the Matter valley (municipality St. Niklaus VS, postal codes 3924 and 3927, both VS region 2; not Feldbrunnen-St. Niklaus SO), 'wirdu im mai 50' → born 1977; then the postal code 3924: the year stays.",
    turns: [
      {
        user: "ich wohnu in st. niklaus im mattertal u wirdu im mai 50. was chostut mi d grundversicherig?",
        expect: { fields: { ort: "St. Niklaus", birthYear: 1977 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "d plz isch 3924",
        expect: { fields: { plz: "3924", birthYear: 1977 }, figures: [{ what: "cheapest" }], notAnswers: [ASKS_AGAIN] },
      },
    ],
  },
];
