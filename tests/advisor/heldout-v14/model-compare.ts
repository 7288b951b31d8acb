import type { AdvisorCase } from "../case-format";

/**
 * Held-out set v14, insurance models compared and explained (standard, Hausarzt, HMO, Telmed). Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and
 * locality was checked against swisstopo's directory and the BAG premium regions in ../shared/data, and practice
 * (family doctor / HMO) and telemedicine tariffs exist in each of these premium regions in 2027.
 */

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v14-model-compare-01",
    category: "model-compare",
    note: "Whether HMO and the family doctor model are the same (no: the difference an HMO or group practice or network first vs one's own family doctor first); then both cheapest premiums with 1500 for 9404 Rorschacherberg (SG region 2; 1.1 % of the code in Untereggen and Thal, also SG region 2), born 1981.",
    turns: [
      {
        user: "min kolleg seit, hmo und hausarztmodell sig eh s gliiche. stimmt das?",
        expect: {
          act: "ask_compare",
          answers: [/hausarzt|hausärzt|eigene?n? (arzt|ärztin)/i, /praxis|zentrum|gruppenpraxis|netzwerk|ärztenetz/i],
        },
      },
      {
        user: "9404 rorschacherberg, 1981, 1500er franchise: weles isch billiger?",
        expect: {
          fields: { plz: "9404", birthYear: 1981, franchise: 1500 },
          figures: [
            { what: "cheapest", model: "hmo", franchise: 1500 },
            { what: "cheapest", model: "hausarzt", franchise: 1500 },
          ],
        },
      },
    ],
  },
  {
    id: "v14-model-compare-02",
    category: "model-compare",
    note: "Whether the standard model still makes sense (3613 Steffisburg: 85 % municipality Steffisburg, 15 % Heimberg, both BE region 2; born 1970; 300): the cheapest standard, family doctor and Telmed premiums; then keeping one's own family doctor in Thun: the family doctor model (the doctor must be on the insurer's list).",
    turns: [
      {
        user: "lohnt sich s standardmodell überhaupt no? 3613 steffisburg, jg 1970, 300er franchise",
        expect: {
          fields: { plz: "3613", birthYear: 1970, franchise: 300 },
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "standard", franchise: 300 },
            { what: "cheapest", model: "hausarzt", franchise: 300 },
            { what: "cheapest", model: "telmed", franchise: 300 },
          ],
        },
      },
      {
        user: "mi hausärztin z thun isch mer aber wichtig, die wett i bhaute",
        expect: {
          fields: { plz: "3613", birthYear: 1970, franchise: 300, model: "hausarzt" },
          answers: [/liste|hausarzt/i],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "v14-model-compare-03",
    category: "model-compare",
    note: "Basel German: Telmed or family doctor model for 4104 Oberwil BL (BL region 1), born 1988, 2000: both cheapest premiums; then whether the model can be changed every year (yes, for 1 January).",
    turns: [
      {
        user: "für mi (4104 oberwil bl, jg 1988, 2000er franchise): chunnt telmed oder s hausarztmodell billiger?",
        expect: {
          fields: { plz: "4104", birthYear: 1988, franchise: 2000 },
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "telmed", franchise: 2000 },
            { what: "cheapest", model: "hausarzt", franchise: 2000 },
          ],
        },
      },
      {
        user: "und cha me s modell jedes johr wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|jährlich|jedes jahr|auf (den )?1\.?\s*jan|jahresende|ende (des )?jahr|30\.?\s*nov|ende november|31\.?\s*dez/i],
        },
      },
    ],
  },
  {
    id: "v14-model-compare-04",
    category: "model-compare",
    note: "Thurgau: someone who hardly sees a doctor weighs standard with 2500 against Telmed with 300 (9315 Neukirch (Egnach): 97 % municipality Egnach, 3 % Roggwil TG, TG region 0; the code's locality Winden reaches 0.7 % into Häggenschwil SG), born 1993: both premiums; then Telmed with 2500.",
    turns: [
      {
        user: "bi fasch nie bim dokter. was isch besser: standard mit 2500 oder telmed mit 300? 9315 neukirch egnach, 1993",
        expect: {
          fields: { plz: "9315", birthYear: 1993 },
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "standard", franchise: 2500 },
            { what: "cheapest", model: "telmed", franchise: 300 },
          ],
        },
      },
      {
        user: "und wenn i telmed au mit 2500 nimm?",
        expect: {
          fields: { plz: "9315", birthYear: 1993, model: "telmed", franchise: 2500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
];
