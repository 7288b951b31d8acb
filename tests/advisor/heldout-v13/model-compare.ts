import type { AdvisorCase } from "../case-format";

/**
 * Held-out set v13, insurance models compared and explained (standard, Hausarzt, HMO, Telmed). Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and
 * locality was checked against swisstopo's directory and the BAG premium regions in ../shared/data, and family
 * doctor, HMO and telemedicine tariffs exist in each of these premium regions in 2027.
 */
const PHONE_FIRST = /telefon|anruf|anrufen|app\b|hotline|telemedizin|call/i;

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v13-model-compare-01",
    category: "model-compare",
    note: "'isch HMO günstiger als telmed?' with data (4900 Langenthal, BE region 3, born 1984, 2000): both cheapest premiums; then the difference in everyday use (an HMO practice first vs a phone call or app first).",
    turns: [
      {
        user: "isch HMO günstiger als telmed? 4900 langenthal, 1984, 2000er franchise",
        expect: {
          fields: { plz: "4900", birthYear: 1984, franchise: 2000 },
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "hmo", franchise: 2000 },
            { what: "cheapest", model: "telmed", franchise: 2000 },
          ],
        },
      },
      {
        user: "und was isch de unterschied im alltag?",
        expect: { answers: [PHONE_FIRST, /praxis|zentrum|gruppenpraxis|netzwerk|ärztenetz/i] },
      },
    ],
  },
  {
    id: "v13-model-compare-02",
    category: "model-compare",
    note: "What Telmed is (a phone call or app before seeing a doctor); then emergencies (exempt: one goes straight to hospital or the emergency service).",
    turns: [
      { user: "was isch telmed eigentlich?", expect: { answers: [PHONE_FIRST] } },
      { user: "und bi emne notfall?", expect: { answers: [/notf/i] } },
    ],
  },
  {
    id: "v13-model-compare-03",
    category: "model-compare",
    note: "A chronic illness with monthly specialist visits: does the family doctor model still pay off (referrals needed, usually a standing referral; or standard with free choice); then the gynaecologist: usually allowed directly, depending on the insurer's rules.",
    turns: [
      {
        user: "i ha e chronischi chrankheit und mues all monet zum spezialist. lohnt sich s hausarztmodell trotzdem?",
        expect: { answers: [/überweis|zuweis|hausarzt|standard|freie arztwahl|koordin/i] },
      },
      {
        user: "und darf i bim hausarztmodell direkt zur frauenärztin?",
        expect: { answers: [/direkt|ausnahme|ohne (überweisung|zuweisung)|gynäkolog|frauenärzt|je nach|bedingungen|reglement/i] },
      },
    ],
  },
  {
    id: "v13-model-compare-04",
    category: "model-compare",
    note: "Which model saves most (8200 Schaffhausen, SH region 1; 0.05 % of the code reaches Büttenhardt, SH region 2, the locality Schaffhausen is region 1), born 1992, 2500: the cheapest standard, family doctor and Telmed premiums; then accident cover added: the deductible stays.",
    turns: [
      {
        user: "weles modell spart am meischte? 8200 schaffhuuse, 1992, 2500er franchise",
        expect: {
          fields: { plz: "8200", birthYear: 1992, franchise: 2500 },
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "standard", franchise: 2500 },
            { what: "cheapest", model: "hausarzt", franchise: 2500 },
            { what: "cheapest", model: "telmed", franchise: 2500 },
          ],
        },
      },
      {
        user: "und mit unfall? bi sälbständig",
        expect: {
          fields: { plz: "8200", birthYear: 1992, franchise: 2500, accident: true },
          act: "change",
          figures: [{ what: "cheapest", franchise: 2500, accident: true }],
        },
      },
    ],
  },
];
