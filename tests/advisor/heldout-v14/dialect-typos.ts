import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, Swiss German dialects (Züri-, Bärn-, Basel-, Ostschweizer- and Walliserdütsch), typos, no
 * capitals, text-message style. Written apart from the engine and never tuned against (its code, its own cases and its
 * results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by
 * default is 2027; the notice deadline is 30 November. Ages become birth years as 2026 − age. Every postal code,
 * locality and insurer was checked against swisstopo's directory, the BAG premium regions and the 2027 premium table
 * in ../shared/data.
 */
const ASKS_AGAIN = /(deine|ihre) (plz|postleitzahl)\?|(dein|ihr) (jahrgang|geburtsjahr)\?|wo wohnst du|wann bist du geboren|wie alt bist du/i;

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v14-dialect-typos-01",
    category: "dialect-typos",
    note: "Zurich German with typos: 'griifesee 8606' (locality Greifensee, ZH region 2; the code's other locality Nänikon, municipality Uster, is also ZH region 2), '36gi' → 1990, 'kk' for Krankenkasse, 'fransischise'; then 'de unfall chasch wegloh' (80 % in an office): without accident.",
    turns: [
      {
        user: "hoi zäme, bi 36gi und wohn in griifesee 8606. was chostet mich d kk mit 1000er fransischise?",
        expect: {
          fields: { plz: "8606", ort: "Greifensee", birthYear: 1990, franchise: 1000 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
      {
        user: "de unfall chasch wegloh, schaff 80% im büro",
        expect: {
          fields: { plz: "8606", birthYear: 1990, franchise: 1000, accident: false },
          act: "change",
          figures: [{ what: "cheapest", franchise: 1000, accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v14-dialect-typos-02",
    category: "dialect-typos",
    note: "Bernese German from the Emmental: 3454 Sumiswald (BE region 3; 7 % of the code in Lützelflüh and Rüegsau, also BE region 3), '58i' → 1968, 'hausarztmodäu'; then the highest deductible, 2500 ('ganz ufe', 'bi fasch nie chrank'): the model stays.",
    turns: [
      {
        user: "i bi 58i u wohne z sumiswald 3454. gäbs öppis günschtigers mit em hausarztmodäu?",
        expect: {
          fields: { plz: "3454", birthYear: 1968, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
      {
        user: "u we n i d franchise ganz ufe tue? bi fasch nie chrank",
        expect: {
          fields: { plz: "3454", birthYear: 1968, model: "hausarzt", franchise: 2500 },
          act: "change",
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v14-dialect-typos-03",
    category: "dialect-typos",
    note: "Basel German: 'bottmige (4103)' (Bottmingen, BL region 1), 'johrgang 1972', 'dr telmed bi dr günschtigschte kasse'; then 'tue dr unfall use' because the employer covers it: without accident, the model stays.",
    turns: [
      {
        user: "sali zämme, bi johrgang 1972 und wohn z bottmige (4103). was koschtet dr telmed bi dr günschtigschte kasse?",
        expect: {
          fields: { plz: "4103", birthYear: 1972, model: "telmed" },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
      {
        user: "tue bitte dr unfall use, dä zahlt mi arbetgeber",
        expect: {
          fields: { plz: "4103", birthYear: 1972, model: "telmed", accident: false },
          figures: [{ what: "cheapest", model: "telmed", accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v14-dialect-typos-04",
    category: "dialect-typos",
    note: "St. Gallen German: 'flawil 9230' (the locality Flawil: 97.4 % municipality Flawil and 1.4 % Oberuzwil, SG region 2; under 1.3 % in Degersheim, region 3, and Oberbüren, region 1; main region 2), 'jg 66', 'wa choscht da'; then the deductible raised to 1500.",
    turns: [
      {
        user: "grüezi, wohne z flawil 9230, jg 66, franchise 300. wa choscht da bi eu?",
        expect: {
          fields: { plz: "9230", birthYear: 1966, franchise: 300 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "wär s mit ere 1500er franchise vill billiger?",
        expect: {
          fields: { plz: "9230", birthYear: 1966, franchise: 1500 },
          figures: [{ what: "cheapest", franchise: 1500 }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
  {
    id: "v14-dialect-typos-05",
    category: "dialect-typos",
    note: "Valais German: 'z glis, 3902' (Glis, municipality Brig-Glis, VS region 2), '29i' → 1997, 'chrankchassa'; then the local Krankenkasse Visperterminen ('visperterminu'): it sells basic insurance in the whole of VS region 2 in 2027 (standard, Medicasa, Telmed; no municipality restriction in BAG's Einzugsgebiete), so its price.",
    turns: [
      {
        user: "hoi, ich bi 29i u wohnu z glis, 3902. was chostut bi miär d chrankchassa?",
        expect: { fields: { plz: "3902", birthYear: 1997 }, act: "ask_price", answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }] },
      },
      {
        user: "gits d chrankchassa visperterminu ou fer mi?",
        expect: {
          fields: { plz: "3902", birthYear: 1997, namedInsurer: "1040" },
          answers: [/visperterminen/i, CHF_AMOUNT],
          figures: [{ what: "insurer", insurer: "1040" }],
        },
      },
    ],
  },
  {
    id: "v14-dialect-typos-06",
    category: "dialect-typos",
    note: "Text-message style without punctuation: 'plz 5415 nussbaume' (localities Nussbaumen AG, Hertenstein AG and Rieden AG, all municipality Obersiggenthal, AG region 0), 'jg 1987', 'franchiese 2500', 'telmd'; then 'unfal bruch i nöd': without accident.",
    turns: [
      {
        user: "plz 5415 nussbaume jg 1987 franchiese 2500 telmd was koschtets",
        expect: {
          fields: { plz: "5415", birthYear: 1987, franchise: 2500, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
      {
        user: "unfal bruch i nöd bin agstellt 100%",
        expect: {
          fields: { plz: "5415", birthYear: 1987, franchise: 2500, model: "telmed", accident: false },
          act: "change",
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed", accident: false }],
          notAnswers: [ASKS_AGAIN],
        },
      },
    ],
  },
];
