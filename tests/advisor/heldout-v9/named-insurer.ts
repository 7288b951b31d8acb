import type { AdvisorCase } from "../case-format";

/** A named insurer's price, quote or change. Conversations take place on 22.11.2026.
 * Insurers with long BAG names are given by BAG code: 1542 Assura, 509 Sympany, 1040 Krankenkasse Visperterminen. */
const ASK_DATA = /plz|postleitzahl|wohn|jahrgang|geburtsjahr|geboren|alter|wie alt/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "h9-named-insurer-01",
    category: "named-insurer",
    note: "what a named insurer costs with a model and deductible (Burgdorf, BE region 2)",
    turns: [
      {
        user: "Was kostet die CSS in 3400 Burgdorf für Jahrgang 1982 mit Franchise 2500 und Hausarztmodell?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3400", birthYear: 1982, franchise: 2500, model: "hausarzt", namedInsurer: "CSS" },
          figures: [{ what: "insurer", insurer: "CSS", franchise: 2500, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "h9-named-insurer-02",
    category: "named-insurer",
    note: "a yes/no question about a named insurer being the cheapest; Genf = Genève 1204; 35 → 1991: the insurer's price and the cheapest must both be given",
    turns: [
      {
        user: "isch d assura würkli di billigschti? wohn in 1204 genf, bi 35",
        expect: {
          act: "ask_insurer",
          fields: { plz: "1204", birthYear: 1991, namedInsurer: "1542" },
          figures: [{ what: "insurer", insurer: "1542" }, { what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-named-insurer-03",
    category: "named-insurer",
    note: "two named insurers compared (Oerlikon = Zürich 8050)",
    turns: [
      {
        user: "helsana vs swica, wer isch günstiger für mich? 8050 oerlikon jg 74 franchise 300 standard",
        expect: {
          act: "ask_compare",
          fields: { plz: "8050", birthYear: 1974, franchise: 300, model: "standard" },
          figures: [
            { what: "insurer", insurer: "Helsana", franchise: 300, model: "standard" },
            { what: "insurer", insurer: "Swica", franchise: 300, model: "standard" },
          ],
        },
      },
    ],
  },
  {
    id: "h9-named-insurer-04",
    category: "named-insurer",
    note: "the own insurer's change 2026 → 2027 without data (ask for it), then the data",
    turns: [
      {
        user: "Ist die Sanitas 2027 teurer als 2026? Ich bin bei denen.",
        expect: { fields: { currentInsurer: "Sanitas" }, answers: [ASK_DATA] },
      },
      {
        user: "2502 Biel, 1966, Franchise 1500, Telmed",
        expect: {
          fields: { plz: "2502", birthYear: 1966, franchise: 1500, currentInsurer: "Sanitas" },
          figures: [
            { what: "current", franchise: 1500, model: "telmed", tariffYear: 2026 },
            { what: "current", franchise: 1500, model: "telmed", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "h9-named-insurer-05",
    category: "named-insurer",
    note: "the Krankenkasse Visperterminen (also a place name, 3932) sells basic insurance only in Valais: in Zürich it has no offer, which must be said instead of a price",
    turns: [
      {
        user: "Was kostet die Krankenkasse Visperterminen für mich in 8003 Zürich, Jahrgang 1994?",
        expect: {
          fields: { plz: "8003", birthYear: 1994, namedInsurer: "1040" },
          answers: [/nicht.{0,80}(angebot|verfügbar|erhältlich|zürich|kanton|region)|kein(e|en)? .{0,40}(angebot|prämie|tarif)|nur .{0,40}wallis|wallis/i],
        },
      },
    ],
  },
  {
    id: "h9-named-insurer-06",
    category: "named-insurer",
    note: "a named insurer without data, then the data (St. Moritz, GR region 2), then the difference to the cheapest",
    turns: [
      {
        user: "Was kostet die ÖKK?",
        expect: { act: "ask_insurer", fields: { namedInsurer: "ÖKK" }, answers: [ASK_DATA] },
      },
      {
        user: "7500 st. moritz, jg 1970",
        expect: {
          fields: { plz: "7500", birthYear: 1970 },
          figures: [{ what: "insurer", insurer: "ÖKK" }],
        },
      },
      {
        user: "und wie viel teurer isch die als die günstigst?",
        expect: {
          fields: { plz: "7500", birthYear: 1970 },
          figures: [{ what: "insurer", insurer: "ÖKK" }, { what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h9-named-insurer-07",
    category: "named-insurer",
    note: "Agrisano is a farmers' insurer, but in basic insurance every insurer must accept everyone in its area: yes",
    turns: [
      {
        user: "Kann ich zur Agrisano, auch wenn ich kein Bauer bin?",
        expect: {
          fields: { namedInsurer: "Agrisano" },
          answers: [/\bja\b|jede(r|n)?|alle|aufnahmepflicht|muss .{0,40}(aufnehmen|versichern|annehmen)|nicht nur/i],
        },
      },
    ],
  },
  {
    id: "h9-named-insurer-08",
    category: "named-insurer",
    note: "'d sympany' with telmed and 2500 (Allschwil, BL region 1)",
    turns: [
      {
        user: "was chostet d sympany mit telmed und 2500 franchise in 4123 allschwil? bi 1987 gebore",
        expect: {
          act: "ask_insurer",
          fields: { plz: "4123", birthYear: 1987, franchise: 2500, model: "telmed", namedInsurer: "509" },
          figures: [{ what: "insurer", insurer: "509", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
];
