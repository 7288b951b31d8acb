import type { AdvisorCase } from "../case-format";

// Held-out v4: a named insurer's price, whether it is cheapest, whether it got dearer.
export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "h4-named-insurer-01",
    category: "named-insurer",
    turns: [
      {
        user: "Was kostet die EGK bei mir? 4051 Basel, 1985, Franchise 2500",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "EGK", plz: "4051", birthYear: 1985, franchise: 2500 },
          answers: [/egk/i],
          figures: [{ what: "insurer", insurer: "EGK", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h4-named-insurer-02",
    category: "named-insurer",
    note: "whether the named insurer is the cheapest: both figures needed",
    turns: [
      {
        user: "isch d assura würklich am billigschte? 1201 genf, jg 1978",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "Assura", plz: "1201", birthYear: 1978 },
          answers: [/assura/i],
          figures: [{ what: "insurer", insurer: "Assura" }, { what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h4-named-insurer-03",
    category: "named-insurer",
    turns: [
      {
        user: "Ist die Concordia teurer geworden? Ich wohne in 6003 Luzern, 1969",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "Concordia", plz: "6003", birthYear: 1969 },
          answers: [/concordia/i],
        },
      },
    ],
  },
  {
    id: "h4-named-insurer-04",
    category: "named-insurer",
    note: "search, then two named insurers one after the other with the same criteria",
    turns: [
      {
        user: "8400 winti, 1992, franchise 2500, telmed",
        expect: { fields: { plz: "8400", birthYear: 1992, franchise: 2500, model: "telmed" } },
      },
      {
        user: "und was choschtet d swica?",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "SWICA", plz: "8400", franchise: 2500, model: "telmed" },
          figures: [{ what: "insurer", insurer: "SWICA", franchise: 2500, model: "telmed" }],
        },
      },
      {
        user: "und helsana?",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "Helsana", plz: "8400", franchise: 2500, model: "telmed" },
          figures: [{ what: "insurer", insurer: "Helsana", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h4-named-insurer-05",
    category: "named-insurer",
    turns: [
      {
        user: "Hat die KPT ein Hausarztmodell in 3011 Bern? Bin 1979.",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "KPT", plz: "3011", birthYear: 1979 },
          answers: [/kpt/i],
          figures: [{ what: "insurer", insurer: "KPT", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "h4-named-insurer-06",
    category: "named-insurer",
    turns: [
      {
        user: "wie viel zahl ich bei der ÖKK in chur 7000, jahrgang 1996, hmo",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "ÖKK", plz: "7000", birthYear: 1996, model: "hmo" },
          figures: [{ what: "insurer", insurer: "ÖKK", model: "hmo" }],
        },
      },
    ],
  },
  {
    id: "h4-named-insurer-07",
    category: "named-insurer",
    note: "insurer name written without umlaut and in lowercase ('sympany' = Vivao Sympany)",
    turns: [
      {
        user: "3600 thun, 1987",
        expect: { fields: { plz: "3600", birthYear: 1987 } },
      },
      {
        user: "was kostet sympany im vergleich zur visana?",
        expect: {
          act: "ask_compare",
          fields: { plz: "3600", birthYear: 1987 },
          answers: [/sympany/i, /visana/i],
          figures: [{ what: "insurer", insurer: "Sympany" }, { what: "insurer", insurer: "Visana" }],
        },
      },
    ],
  },
];
