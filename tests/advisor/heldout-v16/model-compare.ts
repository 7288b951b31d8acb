import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v16, insurance models compared and explained (standard, family doctor, HMO, Telmed). Written apart from
 * the engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and
 * locality was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data, and the
 * models asked for exist in each of these premium regions in 2027 (standard, practice and telemedicine tariffs).
 */

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v16-model-compare-01",
    category: "model-compare",
    note: "Zurich German: the difference between HMO (a group practice or HMO centre is the first point of contact) and Telmed (a telemedicine call or app first); then which is cheaper for 8302 Kloten (100 % Kloten, ZH region 2), born 1993: both cheapest premiums. Then Telmed with 2500 chosen.",
    turns: [
      {
        user: "was isch eigentlich de unterschied zwüsche hmo und telmed?",
        expect: {
          answers: [/telefon|anruf|anrufen|hotline|app\b|telemedizin|video/i, /praxis|zentrum|gruppenpraxis|ärztenetz|netzwerk/i],
        },
      },
      {
        user: "und was isch für mich günschtiger? 8302 kloten, jg 1993",
        expect: {
          fields: { plz: "8302", birthYear: 1993 },
          act: "ask_compare",
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hmo" },
            { what: "cheapest", model: "telmed" },
          ],
        },
      },
      {
        user: "ok, dänn s telmed mit 2500",
        expect: {
          fields: { plz: "8302", birthYear: 1993, model: "telmed", franchise: 2500 },
          act: "change",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v16-model-compare-02",
    category: "model-compare",
    note: "Rules of the Telmed model: in an emergency one may go straight to the emergency room (or call 144) without calling the telemedicine centre first; then whether one can go back to the standard model: yes, for the start of a calendar year (by the insurer's notice date).",
    turns: [
      {
        user: "cha me mit telmed im notfall direkt is spital?",
        expect: {
          act: "ask_rule",
          answers: [/notfall|notfälle|notaufnahme|144/i, /\bja\b|direkt|ohne (vorher|vorgängig|zuerst|anruf)|ausnahm|sofort|nicht (zuerst )?anrufen|jederzeit/i],
        },
      },
      {
        user: "und chan ich spöter wieder is normale modell zrugg?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|jahresende|1\.\s?januar|auf (anfang|ende|beginn)|ende (des )?jahr|per ende|nächste(s|n)? jahr|jährlich|jedes jahr|kündigungsfrist|30\.?\s*(nov|11\.)/i],
        },
      },
    ],
  },
  {
    id: "v16-model-compare-03",
    category: "model-compare",
    note: "Basel-Landschaft: whether the family doctor model pays off for someone who always goes to the same doctor anyway, 4450 Sissach (99.4 % Sissach, the rest Itingen, Thürnen and Böckten, all BL region 2), born 1965: the cheapest family-doctor and standard premiums; then a doctor not on the insurer's list: one must choose a doctor from the insurer's list (or an insurer whose list has the doctor), so check before choosing.",
    turns: [
      {
        user: "lohnt sich s hausarztmodell, wenn ich eh immer zum gliiche dokter gang? 4450 sissach, jg 1965",
        expect: {
          fields: { plz: "4450", birthYear: 1965 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hausarzt" },
            { what: "cheapest", model: "standard" },
          ],
        },
      },
      {
        user: "und wenn min dokter nöd uf de lischte vo de kasse isch?",
        expect: {
          act: "ask_rule",
          answers: [/liste|anerkannt|zugelassen|vertrags|prüf|nachfrag|abklär|erkundig|andere(n|s)? (hausarzt|arzt|ärztin|versicherer|kasse|krankenkasse|modell)|nicht (wählen|möglich)|standardmodell/i],
        },
      },
    ],
  },
  {
    id: "v16-model-compare-04",
    category: "model-compare",
    note: "Engadin: free choice of doctor wanted, the standard model with 1000 in 7500 St. Moritz (99.7 % St. Moritz, 0.3 % Celerina, GR region 2), born 1976; then how much Telmed would save with the same deductible: both cheapest premiums with 1000.",
    turns: [
      {
        user: "ich wott freii arztwahl. was chostet s standardmodell mit 1000 in 7500 st. moritz? jg 1976",
        expect: {
          fields: { plz: "7500", birthYear: 1976, model: "standard", franchise: 1000 },
          act: "ask_price",
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard", franchise: 1000 }],
        },
      },
      {
        user: "und wie vill würd i mit telmed spare?",
        expect: {
          fields: { plz: "7500", birthYear: 1976, franchise: 1000 },
          act: "ask_compare",
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "telmed", franchise: 1000 },
            { what: "cheapest", model: "standard", franchise: 1000 },
          ],
        },
      },
    ],
  },
  {
    id: "v16-model-compare-05",
    category: "model-compare",
    note: "Standard German: the cheapest model of all in 6460 Altdorf UR (88.4 % Altdorf, 11.4 % Bürglen, 0.2 % Flüelen, all UR region 0), born 1975 (2027, 300 with accident: Agrisano AGRIsmart, telemedicine, 401.50; the cheapest standard is 463.90); then how much more the standard model costs.",
    turns: [
      {
        user: "Welches Modell ist bei mir überhaupt am günstigsten? 6460 Altdorf, Jahrgang 1975",
        expect: {
          fields: { plz: "6460", birthYear: 1975 },
          answers: [CHF_AMOUNT, /hmo|telmed|telemedizin|hausarzt|modell/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "Und wie viel mehr kostet das Standardmodell?",
        expect: {
          fields: { plz: "6460", birthYear: 1975 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard" }],
        },
      },
    ],
  },
];
