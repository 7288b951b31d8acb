import type { AdvisorCase } from "../case-format";

/** "isch HMO günstiger als Telmed?", which model, what is Telmed. Conversations take place on 22.11.2026.
 * Ages are turned into birth years as 2026 − age. */
export const modelCompareCases: AdvisorCase[] = [
  {
    id: "h9-model-compare-01",
    category: "model-compare",
    note: "a yes/no comparison of two models with the data in the same message: both figures",
    turns: [
      {
        user: "isch hmo günschtiger als telmed? 8400 winterthur, jg 1989, franchise 2500",
        expect: {
          act: "ask_compare",
          fields: { plz: "8400", birthYear: 1989, franchise: 2500 },
          figures: [
            { what: "cheapest", model: "hmo", franchise: 2500 },
            { what: "cheapest", model: "telmed", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h9-model-compare-02",
    category: "model-compare",
    note: "what Telmed is (call a medical hotline first), then emergencies (no call needed first)",
    turns: [
      {
        user: "was isch telmed überhaupt?",
        expect: {
          answers: [/telefon|anruf|anrufen|hotline|telemedizin|app|zuerst .{0,40}(melden|anruf)/i],
        },
      },
      {
        user: "und muess i bi emne notfall au zerscht aalüte?",
        expect: {
          answers: [/notf[aä]ll.{0,100}(nicht|kein|direkt|ausgenommen|ausnahme)|(nicht|kein|direkt|ausgenommen|ausnahme).{0,100}notf[aä]ll|\bnein\b/i],
        },
      },
    ],
  },
  {
    id: "h9-model-compare-03",
    category: "model-compare",
    note: "which model is cheapest (over all models), then only the free choice of doctor",
    turns: [
      {
        user: "Welches Modell ist für mich am günstigsten? 5000 Aarau, 1972, Franchise 2500",
        expect: {
          fields: { plz: "5000", birthYear: 1972, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
      {
        user: "Und nur mit freier Arztwahl?",
        expect: {
          act: "change",
          fields: { plz: "5000", birthYear: 1972, franchise: 2500, model: "standard" },
          figures: [{ what: "cheapest", model: "standard", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h9-model-compare-04",
    category: "model-compare",
    note: "the difference between Hausarzt and HMO (own GP from a list vs an HMO group practice), then the data of someone who wants to keep the GP: the Hausarzt price",
    turns: [
      {
        user: "Hausarzt oder HMO – wo ist der Unterschied? Ich möchte meine Hausärztin unbedingt behalten.",
        expect: {
          answers: [/gruppenpraxis|hmo-?(praxis|zentrum)|gesundheitszentrum|ärztezentrum|netzwerk|zentrum/i],
        },
      },
      {
        user: "Sie hat die Praxis in 8610 Uster, ich bin 1966 geboren, Franchise 1000",
        expect: {
          fields: { plz: "8610", birthYear: 1966, franchise: 1000 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h9-model-compare-05",
    category: "model-compare",
    note: "whether Telmed pays off for someone who rarely sees a doctor: Telmed and standard at 2500; 25 → 2001 (adult in 2027 either way); Wabern 3084 (Köniz/Bern, region 1)",
    turns: [
      {
        user: "Lohnt sich Telmed, wenn ich eigentlich nie zum Arzt gehe? Bin 25, wohne in 3084 Wabern, Franchise 2500.",
        expect: {
          act: "ask_compare",
          fields: { plz: "3084", birthYear: 2001, franchise: 2500 },
          figures: [
            { what: "cheapest", model: "telmed", franchise: 2500 },
            { what: "cheapest", model: "standard", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h9-model-compare-06",
    category: "model-compare",
    note: "the saving of the Hausarzt model against the standard model, then HMO instead (Stans, NW)",
    turns: [
      {
        user: "wie viel spar ich mit em hausarztmodell im vergliich zum standard? 6370 stans, 1959, franchise 300",
        expect: {
          act: "ask_compare",
          fields: { plz: "6370", birthYear: 1959, franchise: 300 },
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 300 },
            { what: "cheapest", model: "standard", franchise: 300 },
          ],
        },
      },
      {
        user: "und mit hmo?",
        expect: {
          fields: { plz: "6370", birthYear: 1959, franchise: 300, model: "hmo" },
          figures: [{ what: "cheapest", model: "hmo", franchise: 300 }],
        },
      },
    ],
  },
];
