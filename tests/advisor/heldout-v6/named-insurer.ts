import type { AdvisorCase } from "../case-format";

/** A named insurer's price, quote or change. Conversations take place on 27.11.2026. */
export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "h6-named-insurer-01",
    category: "named-insurer",
    turns: [
      {
        user: "was kostet mich d sanitas? 8004 zürich, 1989, franchise 2500",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8004", birthYear: 1989, franchise: 2500, namedInsurer: "Sanitas" },
          answers: [/sanitas/i],
          figures: [{ what: "insurer", insurer: "Sanitas", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h6-named-insurer-02",
    category: "named-insurer",
    turns: [
      { user: "1974, 6003 luzern", expect: { fields: { plz: "6003", birthYear: 1974 } } },
      {
        user: "isch d css teurer worde?",
        expect: { fields: { plz: "6003", birthYear: 1974, namedInsurer: "CSS" }, answers: [/css/i, /2026|2027|nächst|letzt|dieses|teurer|günstiger|gestiegen|gesunken/i] },
      },
    ],
  },
  {
    id: "h6-named-insurer-03",
    category: "named-insurer",
    note: "is the named insurer the cheapest?",
    turns: [
      {
        user: "Ist die Assura in 1201 Genève wirklich die billigste? Ich bin Jahrgang 1995, Franchise 2500.",
        expect: {
          act: "ask_insurer",
          fields: { plz: "1201", birthYear: 1995, franchise: 2500, namedInsurer: "Assura" },
          answers: [/assura/i],
          figures: [
            { what: "insurer", insurer: "Assura", franchise: 2500 },
            { what: "cheapest", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h6-named-insurer-04",
    category: "named-insurer",
    note: "two insurers compared",
    turns: [
      {
        user: "ökk oder swica, was isch günstiger für mi? 7000 chur, jg 1981, hausarzt",
        expect: {
          act: "ask_compare",
          fields: { plz: "7000", birthYear: 1981, model: "hausarzt" },
          answers: [/ökk|oekk/i, /swica/i],
          figures: [
            { what: "insurer", insurer: "ÖKK", model: "hausarzt" },
            { what: "insurer", insurer: "SWICA", model: "hausarzt" },
          ],
        },
      },
    ],
  },
  {
    id: "h6-named-insurer-05",
    category: "named-insurer",
    note: "a small regional insurer in Valais",
    turns: [
      {
        user: "hät d sodalis o öppis günstigs? ich bi va 3900 brig, 1966",
        expect: { fields: { plz: "3900", birthYear: 1966, namedInsurer: "sodalis" }, answers: [/sodalis/i], figures: [{ what: "insurer", insurer: "sodalis" }] },
      },
      {
        user: "und d css im vergliich?",
        expect: { fields: { plz: "3900", birthYear: 1966, namedInsurer: "CSS" }, answers: [/css/i], figures: [{ what: "insurer", insurer: "CSS" }] },
      },
    ],
  },
  {
    id: "h6-named-insurer-06",
    category: "named-insurer",
    note: "the named insurer's price next year with telmed",
    turns: [
      {
        user: "Was kostet die Visana nächstes Jahr mit Telmed? 3097 Liebefeld, 1979, Franchise 1500, ohne Unfall",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3097", birthYear: 1979, franchise: 1500, accident: false, model: "telmed", tariffYear: 2027, namedInsurer: "Visana" },
          answers: [/visana/i],
          figures: [{ what: "insurer", insurer: "Visana", model: "telmed", franchise: 1500, accident: false, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h6-named-insurer-07",
    category: "named-insurer",
    turns: [
      { user: "ich wohne in 4102 binningen und bin 1997 geboren", expect: { fields: { plz: "4102", birthYear: 1997 } } },
      {
        user: "und die kpt?",
        expect: { fields: { plz: "4102", birthYear: 1997, namedInsurer: "KPT" }, answers: [/kpt/i], figures: [{ what: "insurer", insurer: "KPT" }] },
      },
      {
        user: "und d atupri?",
        expect: { fields: { plz: "4102", birthYear: 1997, namedInsurer: "Atupri" }, answers: [/atupri/i], figures: [{ what: "insurer", insurer: "Atupri" }] },
      },
    ],
  },
];
