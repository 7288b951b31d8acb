import type { AdvisorCase } from "../case-format";

/** "isch HMO günstiger als Telmed?", which model, what is Telmed. Conversations take place on 22.11.2026. */
export const modelCompareCases: AdvisorCase[] = [
  {
    id: "h10-model-compare-01",
    category: "model-compare",
    note: "what an HMO is (a group practice or health centre as first contact), then going straight to a specialist: without referral the insurer may refuse or cut benefits",
    turns: [
      {
        user: "was isch es hmo genau u wo isch dr haken?",
        expect: {
          answers: [/gruppenpraxis|gesundheitszentrum|hmo-?(praxis|zentrum)|ärztezentrum|netzwerk|zuerst|erste anlaufstelle/i],
        },
      },
      {
        user: "und wenn ich eifach direkt zum hautarzt gah?",
        expect: {
          answers: [/überweis|zuweis|nicht (bezahlt|übernommen|vergütet)|kürz|sanktion|(verweiger|ablehn)|ausschluss|zurück ins standard|vertragsverletzung|selbst (bezahlen|zahlen)/i],
        },
      },
    ],
  },
  {
    id: "h10-model-compare-02",
    category: "model-compare",
    note: "three models compared at 2500 (Belp, BE region 2): three figures; then Telmed with 1500",
    turns: [
      {
        user: "telmed, hausarzt oder standard – was isch am billigschte für mi? 3123 belp, 1988, franchise 2500",
        expect: {
          act: "ask_compare",
          fields: { plz: "3123", birthYear: 1988, franchise: 2500 },
          figures: [
            { what: "cheapest", model: "telmed", franchise: 2500 },
            { what: "cheapest", model: "hausarzt", franchise: 2500 },
            { what: "cheapest", model: "standard", franchise: 2500 },
          ],
        },
      },
      {
        user: "ok telmed. und mit 1500 statt 2500?",
        expect: {
          act: "change",
          fields: { plz: "3123", birthYear: 1988, franchise: 1500, model: "telmed" },
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "h10-model-compare-03",
    category: "model-compare",
    note: "Hausarzt against Telmed at 1000 (Lenzburg AG), 'jg 81'; then what Telmed means (call a medical hotline or use an app first)",
    turns: [
      {
        user: "isch hausarzt oder telmed billiger? 5600 lenzburg, jg 81, franchise 1000",
        expect: {
          act: "ask_compare",
          fields: { plz: "5600", birthYear: 1981, franchise: 1000 },
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 1000 },
            { what: "cheapest", model: "telmed", franchise: 1000 },
          ],
        },
      },
      {
        user: "was heisst telmed eigentlich genau?",
        expect: {
          answers: [/telefon|anruf|anrufen|hotline|telemedizin|\bapp\b|video/i],
        },
      },
    ],
  },
];
