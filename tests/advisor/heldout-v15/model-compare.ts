import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v15, insurance models compared and explained (standard, family doctor, HMO, Telmed). Written apart from
 * the engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Every postal code and
 * locality was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data, and
 * standard, practice (family doctor / HMO) and telemedicine tariffs exist in each of these premium regions in 2027.
 */

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v15-model-compare-01",
    category: "model-compare",
    note: "What Telmed is (call a telemedicine centre or use its app first, before going to a doctor, except in emergencies); then how much it saves against the standard model in 8910 Affoltern am Albis (99.7 % Affoltern, 0.3 % Obfelden, ZH region 3), born 1984: both cheapest premiums.",
    turns: [
      {
        user: "was isch telmed eigentlich genau?",
        expect: {
          act: "ask_rule",
          answers: [/telefon|anruf|anrufen|hotline|app\b|telemedizin|video/i, /zuerst|vorher|erst|bevor|immer|erste anlaufstelle|als erstes/i],
        },
      },
      {
        user: "und wie vill spar i demit gäge standard? 8910 affoltere am albis, jg 1984",
        expect: {
          fields: { plz: "8910", birthYear: 1984 },
          act: "ask_compare",
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "telmed" },
            { what: "cheapest", model: "standard" },
          ],
        },
      },
    ],
  },
  {
    id: "v15-model-compare-02",
    category: "model-compare",
    note: "Bernese German: family doctor or HMO, which is cheaper, in 3250 Lyss (99.1 % Lyss, 0.9 % Kappelen, 0.03 % Aarberg, all BE region 2), born 1990, 2500: both cheapest premiums; then what the difference is in practice (own family doctor first vs a group practice or HMO centre first).",
    turns: [
      {
        user: "hausarzt oder hmo, was isch günschtiger für mi? 3250 lyss, jg 1990, 2500er franchise",
        expect: {
          fields: { plz: "3250", birthYear: 1990, franchise: 2500 },
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 2500 },
            { what: "cheapest", model: "hmo", franchise: 2500 },
          ],
        },
      },
      {
        user: "u was isch dr unterschied im alltag?",
        expect: { answers: [/hausarzt|hausärzt|eigene?n? (arzt|ärztin)/i, /praxis|zentrum|gruppenpraxis|netzwerk|ärztenetz/i] },
      },
    ],
  },
  {
    id: "v15-model-compare-03",
    category: "model-compare",
    note: "Rules of the family doctor model: going straight to a gynaecologist (most insurers allow direct access to gynaecology and ophthalmology; the insurer's conditions decide); then going to a specialist without referral: the insurer may refuse to pay or sanction it, up to moving the person back to the dearer standard model.",
    turns: [
      {
        user: "cha me im hausarztmodell direkt zur frauenärztin?",
        expect: {
          act: "ask_rule",
          answers: [/gynäkolog|frauenarzt|frauenärzt/i, /direkt|ohne überweis|ausnahm|überweisung|bedingungen|AVB/i],
        },
      },
      {
        user: "und wenn i eifach so zum spezialist gang ohni überwiisig?",
        expect: {
          act: "ask_rule",
          answers: [
            /sanktion|nicht (übernommen|bezahlt|vergütet|übernehmen|bezahlen|zahlen)|verweiger|ausschluss|ausgeschlossen|kürz|selber|selbst|rückstufung|zurück|standardmodell|ins standard|verwarn|mahnung/i,
          ],
        },
      },
    ],
  },
  {
    id: "v15-model-compare-04",
    category: "model-compare",
    note: "Standard with 2500 against HMO with 1000 in 4500 Solothurn (93.6 % Solothurn, the rest Biberist, Rüttenen, Bellach and Zuchwil, all SO region 0), born 1979: both premiums; then HMO with 2500.",
    turns: [
      {
        user: "isch standard mit 2500 billiger als hmo mit 1000? 4500 solothurn, jg 1979",
        expect: {
          fields: { plz: "4500", birthYear: 1979 },
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "standard", franchise: 2500 },
            { what: "cheapest", model: "hmo", franchise: 1000 },
          ],
        },
      },
      {
        user: "und s hmo mit 2500?",
        expect: {
          fields: { plz: "4500", birthYear: 1979, model: "hmo", franchise: 2500 },
          act: "change",
          figures: [{ what: "cheapest", model: "hmo", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v15-model-compare-05",
    category: "model-compare",
    note: "All four models side by side for 6004 Luzern (99.8 % Luzern, 0.2 % Ebikon, LU region 1), born 1970, 1000; then which fits someone often away on business (telemedicine by phone or app from anywhere, or the free choice of doctor of the standard model; either is a sound answer).",
    turns: [
      {
        user: "zeig mir bitte alli vier modell im vergliich: 6004 luzern, jg 1970, 1000er franchise",
        expect: {
          fields: { plz: "6004", birthYear: 1970, franchise: 1000 },
          act: "ask_compare",
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "standard", franchise: 1000 },
            { what: "cheapest", model: "hausarzt", franchise: 1000 },
            { what: "cheapest", model: "hmo", franchise: 1000 },
            { what: "cheapest", model: "telmed", franchise: 1000 },
          ],
        },
      },
      {
        user: "ich bi viel uf gschäftsreise, weles passt da am beschte?",
        expect: { answers: [/telmed|telemedizin|telefon|app\b|standard|freie arztwahl/i] },
      },
    ],
  },
];
