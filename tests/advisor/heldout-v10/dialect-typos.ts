import type { AdvisorCase } from "../case-format";

/** Swiss German (Zürich, Bern, Basel, St. Gallen, Oberwallis, Luzern, Graubünden), typos, missing capitals,
 * abbreviations. Conversations take place on 22.11.2026. Ages are turned into birth years as 2026 − age.
 * Insurers are given by BAG code (509 Vivao Sympany). */
export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "h10-dialect-typos-01",
    category: "dialect-typos",
    note: "Zurich German, 'jg 86', '1500er franchise ohni unfall' with a full-time job; then the cheapest Telmed on the same terms",
    turns: [
      {
        user: "sali zäme, wohn in 8037 und bi jg 86. was zahl i für d grundversicherig mit 1500er franchise ohni unfall? schaff 100%",
        expect: {
          act: "ask_price",
          fields: { plz: "8037", birthYear: 1986, franchise: 1500, accident: false },
          figures: [{ what: "cheapest", franchise: 1500, accident: false }],
        },
      },
      {
        user: "u was wär s günstigste telmed?",
        expect: {
          fields: { plz: "8037", birthYear: 1986, franchise: 1500, accident: false, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 1500, accident: false, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h10-dialect-typos-02",
    category: "dialect-typos",
    note: "Bernese ('langnou im ämmitau' = Langnau im Emmental, several postal codes 3550–3553 of one municipality in BE region 3, so the locality is checked; 'unfau' = Unfall); 67 → 1959; a pensioner has no employer's accident insurance any more, so yes; then the price with the lowest deductible (300) and accident cover",
    turns: [
      {
        user: "grüessech, bi sit em summer pensioniert, 67i, wohne z langnou im ämmitau. mues i jetz dr unfau bi dr chrankekasse drinnä ha?",
        expect: {
          act: "ask_rule",
          fields: { birthYear: 1959 },
          answers: [/\bja\b|einschliess|mitversicher|(mit|inklusive|inkl\.) unfall|nicht mehr .{0,60}(arbeitgeber|uvg)|kein(e)? .{0,20}uvg/i],
        },
      },
      {
        user: "u wivüu choschtet das mit dr tüüfschte franchise?",
        expect: {
          fields: { ort: "Langnau im Emmental", birthYear: 1959, franchise: 300, accident: true },
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
    ],
  },
  {
    id: "h10-dialect-typos-03",
    category: "dialect-typos",
    note: "Basel German ('ych', 'hegschte Franchise' = 2500); 29 → 1997; Telmed asked in the same message; then the Sympany (BAG 509) with Telmed",
    turns: [
      {
        user: "Sali, ych bi 29 und wohn in 4055 Basel. Was koschtet mi d Grundversicherig mit dr hegschte Franchise, und isch Telmed no billiger?",
        expect: {
          fields: { plz: "4055", birthYear: 1997, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
      {
        user: "ok, denn nimm i telmed. was wär das bi dr sympany?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "4055", birthYear: 1997, franchise: 2500, model: "telmed", namedInsurer: "509" },
          figures: [{ what: "insurer", insurer: "509", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h10-dialect-typos-04",
    category: "dialect-typos",
    note: "St. Gallen German ('sangalle', 'wa choschtet'), 'jahrgang 72'; then only the deductible changes, the model stays",
    turns: [
      {
        user: "hoi, bi vo sangalle, 9010, jahrgang 72. wa choschtet mi s hausarztmodell mit 500er franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "9010", birthYear: 1972, model: "hausarzt", franchise: 500 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 500 }],
        },
      },
      {
        user: "und mit ere 2500er?",
        expect: {
          act: "change",
          fields: { plz: "9010", birthYear: 1972, model: "hausarzt", franchise: 2500 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h10-dialect-typos-05",
    category: "dialect-typos",
    note: "Upper Valais German ('wohnu', 'chostut', 'ds Telmed'); Münster in the Goms (3985, municipality Goms, VS region 2); 48 → 1978",
    turns: [
      {
        user: "Hallo zämu. Ich wohnu z Münschter im Goms (3985) und bi 48. Was chostut mich ds Telmed?",
        expect: {
          act: "ask_price",
          fields: { plz: "3985", birthYear: 1978, model: "telmed" },
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h10-dialect-typos-06",
    category: "dialect-typos",
    note: "Lucerne German; the place by name only (Ebikon = 6030); 'jg 2000' is a birth year, not a postal code or deductible; then the model changes, the deductible stays",
    turns: [
      {
        user: "grüezi, wohne z ebikon und bi jg 2000. franchise 2500, telmed. was choschtet das?",
        expect: {
          act: "ask_price",
          fields: { plz: "6030", birthYear: 2000, franchise: 2500, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
      {
        user: "und wenn i ds hausarztmodäll nime?",
        expect: {
          act: "change",
          fields: { plz: "6030", birthYear: 2000, franchise: 2500, model: "hausarzt" },
          figures: [{ what: "cheapest", franchise: 2500, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "h10-dialect-typos-07",
    category: "dialect-typos",
    note: "Graubünden German with the Romansh greeting 'Allegra'; Ilanz 7130 (GR region 3); 55 → 1971; then the wife (52 → 1974) is added: a household of two",
    turns: [
      {
        user: "Allegra! Bin vo Ilanz (7130), 55i. Wia viel zahl i bi dr billigschta Kassa?",
        expect: {
          act: "ask_price",
          fields: { plz: "7130", birthYear: 1971 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und wenn mini frau au no drbi isch? sie isch 52i",
        expect: {
          fields: {
            plz: "7130",
            persons: [
              { birthYear: 1971, role: "self" },
              { birthYear: 1974, role: "partner" },
            ],
          },
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "h10-dialect-typos-08",
    category: "dialect-typos",
    note: "heavy typos ('krankenkase', 'nechstes jar', 'wone', 'jahgang', 'franshise'); 8640 is shared by Rapperswil SG and Hurden SZ, the name settles Rapperswil (the ort check cannot tell them apart); 'nechstes jar' = 2027; then 'mit unfal'",
    turns: [
      {
        user: "halo brauch krankenkase fur nechstes jar. wone in 8640 rapperswil jahgang 1999 franshise 1000 modell egal",
        expect: {
          fields: { plz: "8640", birthYear: 1999, franchise: 1000, tariffYear: 2027 },
          figures: [{ what: "cheapest", franchise: 1000, tariffYear: 2027 }],
        },
      },
      {
        user: "un mit unfal bite",
        expect: {
          act: "change",
          fields: { plz: "8640", birthYear: 1999, franchise: 1000, accident: true },
          figures: [{ what: "cheapest", franchise: 1000, accident: true }],
        },
      },
    ],
  },
];
