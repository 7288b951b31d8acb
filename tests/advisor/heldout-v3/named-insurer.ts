import type { AdvisorCase } from "../case-format";

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "h3-insurer-01",
    category: "named-insurer",
    turns: [
      {
        user: "was kostet die egk in 3011 bern für jg 1985 mit 2500 franchise?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3011", birthYear: 1985, franchise: 2500, namedInsurer: "EGK" },
          answers: [/egk/, /\d+[.,]\d{2}|chf/],
          figures: [{ what: "insurer", insurer: "EGK", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h3-insurer-02",
    category: "named-insurer",
    turns: [
      { user: "bi z wil sg, 1977", expect: { act: "provide_info", fields: { plz: "9500", birthYear: 1977 } } },
      {
        user: "isch d swica tüürer worde?",
        expect: { act: "ask_insurer", fields: { namedInsurer: "SWICA" }, answers: [/swica/, /2026|2027/] },
      },
      {
        user: "und d assura?",
        expect: { act: "ask_insurer", fields: { namedInsurer: "Assura" }, answers: [/assura/] },
      },
    ],
  },
  {
    id: "h3-insurer-03",
    category: "named-insurer",
    turns: [
      {
        user: "Ist die Concordia in Luzern die billigste? Jahrgang 1962, 6003",
        expect: { act: "ask_insurer", fields: { plz: "6003", birthYear: 1962, namedInsurer: "Concordia" }, answers: [/concordia/, /\d+[.,]\d{2}|chf/] },
      },
    ],
  },
  {
    id: "h3-insurer-04",
    category: "named-insurer",
    turns: [
      { user: "hoi, 8400 winti, jahrgang 2000", expect: { act: "provide_info", fields: { plz: "8400", birthYear: 2000 } } },
      {
        user: "was würd mi d sanitas mit telmed choste?",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "Sanitas", model: "telmed" },
          answers: [/sanitas/, /\d+[.,]\d{2}|chf/],
          figures: [{ what: "insurer", insurer: "Sanitas", model: "telmed" }],
        },
      },
      { user: "und d css?", expect: { act: "ask_insurer", fields: { namedInsurer: "CSS" }, answers: [/css/] } },
    ],
  },
  {
    id: "h3-insurer-05",
    category: "named-insurer",
    turns: [
      {
        user: "Grüezi. Ich bin bei der Atupri und würde gerne wissen ob die KPT oder die Visana für mich günstiger ist. 3072 Ostermundigen, 1954, 300er Franchise mit Unfall.",
        expect: {
          act: "ask_compare",
          fields: { plz: "3072", birthYear: 1954, franchise: 300, accident: true, currentInsurer: "Atupri" },
          answers: [/kpt/, /visana/],
          figures: [
            { what: "insurer", insurer: "KPT", franchise: 300, accident: true },
            { what: "insurer", insurer: "Visana", franchise: 300, accident: true },
          ],
        },
      },
    ],
  },
];
