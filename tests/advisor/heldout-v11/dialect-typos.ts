import type { AdvisorCase } from "../case-format";

/** Swiss German (Thurgau, Solothurn, Aargau, Zug, Schaffhausen, Bern, Basel), typos, missing capitals,
 * abbreviations. Conversations take place on 22.11.2026. Ages are turned into birth years as 2026 − age.
 * Insurers by BAG code: 1555 Visana. */
export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v11-dialect-typos-01",
    category: "dialect-typos",
    note: "Thurgau German ('sulge' = Sulgen 8583, 'wa chostet'), 'jg 68'; then 'eifach normal' = the standard model, the deductible stays",
    turns: [
      {
        user: "hoi mitenand, bi vo sulge (8583), jg 68. wa chostet mi s hausarztmodell mit 1500er franchise?",
        expect: {
          act: "ask_price",
          fields: { plz: "8583", birthYear: 1968, model: "hausarzt", franchise: 1500 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500 }],
        },
      },
      {
        user: "und wa wär s günstigschte ohni hausarzt, eifach normal?",
        expect: {
          fields: { plz: "8583", birthYear: 1968, model: "standard", franchise: 1500 },
          figures: [{ what: "cheapest", model: "standard", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v11-dialect-typos-02",
    category: "dialect-typos",
    note: "Solothurn German ('wone', 'weles', 'mitem'), Balsthal 4710; 43 → 1983; then the deductible up to 2500 with the model kept",
    turns: [
      {
        user: "grüessech, i wone z balsthal (4710) u bi 43i. weles isch di billigschti kasse mitem telmed?",
        expect: {
          fields: { plz: "4710", birthYear: 1983, model: "telmed" },
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
      {
        user: "u wenn i d franchise ufe tue uf 2500?",
        expect: {
          act: "change",
          fields: { plz: "4710", birthYear: 1983, model: "telmed", franchise: 2500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v11-dialect-typos-03",
    category: "dialect-typos",
    note: "Aargau German, the place by name only (Frick = 5070), 'jg 79', the deductible as '2,5k' (= 2500); then Telmed",
    turns: [
      {
        user: "hallo mitenand, wohne z frick, bi jg 79 und wett mini franchise uf 2,5k ufe tue. wa zahl i denn?",
        expect: {
          fields: { plz: "5070", birthYear: 1979, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "und mit telmed?",
        expect: {
          act: "change",
          fields: { plz: "5070", birthYear: 1979, franchise: 2500, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v11-dialect-typos-04",
    category: "dialect-typos",
    note: "Zug German, Unterägeri by name (6314), 'franchise max' = 2500, without accident cover (employed full time); then the cheapest Telmed on the same terms",
    turns: [
      {
        user: "sali, wohne z unterägeri, jahrgang 92, franchise max und ohni unfall (bi voll aagstellt). was choschtet das?",
        expect: {
          fields: { plz: "6314", birthYear: 1992, franchise: 2500, accident: false },
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und wer isch de günstigscht mit telmed?",
        expect: {
          fields: { plz: "6314", birthYear: 1992, franchise: 2500, accident: false, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 2500, accident: false, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v11-dialect-typos-05",
    category: "dialect-typos",
    note: "Schaffhausen German ('schafuuse', 'wa', 'ond'); 8207 (SH region 1); 55 → 1971; 'di tüüfschti franchise' = 300; then the Hausarzt model with it",
    turns: [
      {
        user: "grüezi, bi vo schafuuse, 8207, und bi 55i. wa zahl i mit de tüüfschte franchise?",
        expect: {
          fields: { plz: "8207", birthYear: 1971, franchise: 300 },
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
      {
        user: "ond wa wärs denn mitem hausarzt?",
        expect: {
          act: "change",
          fields: { plz: "8207", birthYear: 1971, franchise: 300, model: "hausarzt" },
          figures: [{ what: "cheapest", franchise: 300, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v11-dialect-typos-06",
    category: "dialect-typos",
    note: "abbreviations: 'kk', 'geb. 12.3.87' (→ 1987, not 12 or 3), 'fr. 1000' is the deductible in francs, 'tel med' split; Konolfingen BE region 2; then the Visana (BAG 1555) on the same terms",
    turns: [
      {
        user: "kk vergleich bitte. plz 3510 konolfinge, geb. 12.3.87, franchise fr. 1000, tel med",
        expect: {
          fields: { plz: "3510", birthYear: 1987, franchise: 1000, model: "telmed" },
          figures: [{ what: "cheapest", franchise: 1000, model: "telmed" }],
        },
      },
      {
        user: "u was wär das bi dr visana?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3510", birthYear: 1987, franchise: 1000, model: "telmed", namedInsurer: "1555" },
          figures: [{ what: "insurer", insurer: "1555", franchise: 1000, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v11-dialect-typos-07",
    category: "dialect-typos",
    note: "Basel German ('ych', 'kei ahnig vo'), an emoji; 39 → 1987; then 'wemme d franchise uf 2000 stellt'",
    turns: [
      {
        user: "ych wohn in 4059 basel, bi 39i und ha kei ahnig vo krankekasse 🙈 was isch am billigschte?",
        expect: {
          fields: { plz: "4059", birthYear: 1987 },
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "u wemme d franchise uf 2000 stellt?",
        expect: {
          act: "change",
          fields: { plz: "4059", birthYear: 1987, franchise: 2000 },
          figures: [{ what: "cheapest", franchise: 2000 }],
        },
      },
    ],
  },
];
