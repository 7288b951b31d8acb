import type { AdvisorCase } from "../case-format";

/** "isch HMO günstiger als Telmed?", which model, what is Telmed. Conversations take place on 27.11.2026. */
export const modelCompareCases: AdvisorCase[] = [
  {
    id: "h8-model-compare-01",
    category: "model-compare",
    turns: [
      {
        user: "isch hmo oder telmed günschtiger? 8050 oerlike jg 1991 franchise 2500",
        expect: {
          act: "ask_compare",
          fields: { plz: "8050", birthYear: 1991, franchise: 2500 },
          answers: [/hmo/i, /telmed/i],
          figures: [
            { what: "cheapest", model: "hmo", franchise: 2500 },
            { what: "cheapest", model: "telmed", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h8-model-compare-02",
    category: "model-compare",
    note: "how Telmed works; in an emergency no call is needed first",
    turns: [
      {
        user: "Was ist eigentlich Telmed genau? Muss ich da immer zuerst anrufen, auch im Notfall?",
        expect: {
          act: "ask_rule",
          answers: [
            /telefon|anruf|anrufen|hotline|beratungsstelle|call/i,
            /notf[aä]ll.{0,150}(nicht|kein|direkt|sofort|ausnahme)|(nicht|kein|direkt|sofort|ausnahme).{0,150}notf[aä]ll/i,
          ],
        },
      },
    ],
  },
  {
    id: "h8-model-compare-03",
    category: "model-compare",
    note: "Hausarzt against Standard for a person, then the direct access to specialists (eye doctor, gynaecologist: usually exceptions, depending on the insurer's rules)",
    turns: [
      {
        user: "Hausarzt vs. Standard – was ist der Unterschied und lohnt sich das für mich? 4125 Riehen, 1960, Franchise 300",
        expect: {
          act: "ask_compare",
          fields: { plz: "4125", birthYear: 1960, franchise: 300 },
          answers: [/zuerst|erste anlaufstelle|überweis|zuweis|freie arztwahl|direkt/i],
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 300 },
            { what: "cheapest", model: "standard", franchise: 300 },
          ],
        },
      },
      {
        user: "Und kann ich beim Hausarztmodell noch direkt zum Augenarzt?",
        expect: {
          act: "ask_rule",
          fields: { plz: "4125", birthYear: 1960, franchise: 300 },
          answers: [/ausnahme|ohne (überweisung|zuweisung)|direkt|je nach|bedingungen|reglement|versicherer|kasse/i],
        },
      },
    ],
  },
  {
    id: "h8-model-compare-04",
    category: "model-compare",
    note: "which model is cheapest (no model given), then 'gliich aber' standard",
    turns: [
      {
        user: "weles modell isch am billigschte für mi? 3900 brig, 1994, franchise 2500 ohni unfall",
        expect: {
          act: "ask_compare",
          fields: { plz: "3900", birthYear: 1994, franchise: 2500, accident: false },
          answers: [/telmed|hmo|hausarzt/i],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
      {
        user: "gliich aber standard",
        expect: {
          act: "change",
          fields: { plz: "3900", birthYear: 1994, franchise: 2500, accident: false, model: "standard" },
          figures: [{ what: "cheapest", model: "standard", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "h8-model-compare-05",
    category: "model-compare",
    note: "leaving Telmed during the year: a model change takes effect on 1 January (deadlines per the insurer's rules)",
    turns: [
      {
        user: "Kann ich unterm Jahr vom Telmed zurück ins Standardmodell?",
        expect: {
          act: "ask_rule",
          answers: [/(1\.|ersten?) ?januar|jahresende|ende (des )?jahr|auf (das )?neue jahr|per 1\.? ?1\.|31\.? ?(12|dez)|30\.? ?(11|nov)|nicht während|unterjährig nicht|nur auf/i],
        },
      },
    ],
  },
  {
    id: "h8-model-compare-06",
    category: "model-compare",
    note: "saving of HMO against Standard as a percentage and in francs",
    turns: [
      {
        user: "wie vil spart me mit hmo vergliche mit standard, so in prozänt? 3013 bärn jg 84 franchise 2500",
        expect: {
          act: "ask_compare",
          fields: { plz: "3013", birthYear: 1984, franchise: 2500 },
          answers: [/\d ?%|prozent/i],
          figures: [
            { what: "cheapest", model: "hmo", franchise: 2500 },
            { what: "cheapest", model: "standard", franchise: 2500 },
          ],
        },
      },
    ],
  },
];
