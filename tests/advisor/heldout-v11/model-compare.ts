import type { AdvisorCase } from "../case-format";

/** Telmed against HMO, what a model means in practice, the saving of a model. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. */
export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v11-model-compare-01",
    category: "model-compare",
    note: "the difference between Telmed (phone or app first) and HMO (a group practice or health centre first): both sides must be named; then an emergency: no call needed first (emergencies are exempt, report afterwards)",
    turns: [
      {
        user: "was isch eigentlich de unterschied zwüsche telmed und hmo?",
        expect: {
          answers: [
            /telefon|anruf|anrufen|hotline|telemedizin|\bapp\b/i,
            /gruppenpraxis|gesundheitszentrum|ärztezentrum|hmo-?(praxis|zentrum)|praxis/i,
          ],
        },
      },
      {
        user: "und wenn i en notfall ha, mues i denn au zerscht aalüüte?",
        expect: {
          answers: [/\bnein\b|direkt|sofort|nachträglich|im nachhinein|danach|nachher|ausgenommen|ausnahme/i],
        },
      },
    ],
  },
  {
    id: "v11-model-compare-02",
    category: "model-compare",
    note: "the saving of the Hausarzt model against the standard model (Schwanden GL, 'jg 77', 1000): both figures; then having no family doctor yet (one is chosen from the insurer's list)",
    turns: [
      {
        user: "wie vill spar i mit em hausarztmodell gägenüber em standard? 8762 schwande, jg 77, 1000er franchise",
        expect: {
          act: "ask_compare",
          fields: { plz: "8762", birthYear: 1977, franchise: 1000 },
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 1000 },
            { what: "cheapest", model: "standard", franchise: 1000 },
          ],
        },
      },
      {
        user: "ha aber gar kei hausarzt. isch das es problem?",
        expect: {
          answers: [/wählen|aussuchen|suchen|liste|auswählen|bestimmen|angeben/i],
        },
      },
    ],
  },
  {
    id: "v11-model-compare-03",
    category: "model-compare",
    note: "regular visits to specialists in an alternative model: the first contact (call or family doctor) must refer the person; going directly risks refusal of payment",
    turns: [
      {
        user: "ich muess regelmässig zum dermatolog. lohnt sich telmed für mich trotzdem?",
        expect: {
          answers: [/überweis|zuweis|(zuerst|vorher|immer) .{0,40}(anruf|anrufen|telefon|melden)|nicht (bezahlt|übernommen|vergütet)|kürz|ablehn/i],
        },
      },
    ],
  },
  {
    id: "v11-model-compare-04",
    category: "model-compare",
    note: "a young adult (20 → 2006) compares the three models at 300 (Trimbach SO): three figures; then 2500 without naming a model: the cheapest at 2500",
    turns: [
      {
        user: "ich (20) wohne in 4632 trimbach. telmed, hausarzt oder standard – wo zahl ich am wenigsten? franchise 300",
        expect: {
          act: "ask_compare",
          fields: { plz: "4632", birthYear: 2006, franchise: 300 },
          figures: [
            { what: "cheapest", model: "telmed", franchise: 300 },
            { what: "cheapest", model: "hausarzt", franchise: 300 },
            { what: "cheapest", model: "standard", franchise: 300 },
          ],
        },
      },
      {
        user: "u we n i uf 2500 ufe gang?",
        expect: {
          act: "change",
          fields: { plz: "4632", birthYear: 2006, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
];
