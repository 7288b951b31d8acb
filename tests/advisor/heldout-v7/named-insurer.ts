import type { AdvisorCase } from "../case-format";

/** A named insurer's price, quote or change. Conversations take place on 27.11.2026. */
const RISE = /steig|stieg|höher|teurer|tüürer|mehr|zunahme|aufschlag|erhöh|%|prozent|sink|günstiger|billiger|weniger|gleich/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "h7-named-insurer-01",
    category: "named-insurer",
    note: "Agrisano is open to everyone in basic insurance, not only to farmers",
    turns: [
      {
        user: "Was verlangt die Agrisano für einen Bauern Jahrgang 1968 in 6130 Willisau, Franchise 2500?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "6130", birthYear: 1968, franchise: 2500, namedInsurer: "Agrisano" },
          answers: [/agrisano/i],
          figures: [{ what: "insurer", insurer: "Agrisano", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h7-named-insurer-02",
    category: "named-insurer",
    note: "two insurers compared; the SLKK may not offer in Schwyz, then the reply must say so instead of inventing a price",
    turns: [
      {
        user: "Ist die SLKK in 8840 Einsiedeln günstiger als die CSS? Jg 1955",
        expect: {
          act: "ask_compare",
          fields: { plz: "8840", birthYear: 1955 },
          answers: [/slkk/i, /css/i],
          figures: [
            { what: "insurer", insurer: "SLKK" },
            { what: "insurer", insurer: "CSS" },
          ],
        },
      },
    ],
  },
  {
    id: "h7-named-insurer-03",
    category: "named-insurer",
    note: "one insurer after the other, the data and the model stay",
    turns: [
      {
        user: "4132 muttenz, 1981, telmed",
        expect: { fields: { plz: "4132", birthYear: 1981, model: "telmed" }, figures: [{ what: "cheapest", model: "telmed" }] },
      },
      {
        user: "was macht d sympany?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "4132", birthYear: 1981, model: "telmed", namedInsurer: "Sympany" },
          answers: [/sympany/i],
          figures: [{ what: "insurer", insurer: "Sympany", model: "telmed" }],
        },
      },
      {
        user: "und d oekk?",
        expect: {
          fields: { plz: "4132", birthYear: 1981, model: "telmed", namedInsurer: "ÖKK" },
          answers: [/ökk|oekk/i],
          figures: [{ what: "insurer", insurer: "ÖKK", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h7-named-insurer-04",
    category: "named-insurer",
    note: "how much the named insurer rises from 2026 to 2027",
    turns: [
      {
        user: "d helsana het mer gschribe si wird tüürer. um wieviel isch si gstige? 8820 wädenswil, 1976, franchise 1500",
        expect: {
          fields: { plz: "8820", birthYear: 1976, franchise: 1500, namedInsurer: "Helsana" },
          answers: [/helsana/i, RISE],
          figures: [
            { what: "insurer", insurer: "Helsana", franchise: 1500, tariffYear: 2026 },
            { what: "insurer", insurer: "Helsana", franchise: 1500, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "h7-named-insurer-05",
    category: "named-insurer",
    note: "a regional insurer and a model",
    turns: [
      { user: "5200 brugg, jg 1983", expect: { fields: { plz: "5200", birthYear: 1983 } } },
      {
        user: "het d aquilana o telmed und was choschtet das?",
        expect: {
          fields: { plz: "5200", birthYear: 1983, namedInsurer: "Aquilana" },
          answers: [/aquilana/i],
          figures: [{ what: "insurer", insurer: "Aquilana", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h7-named-insurer-06",
    category: "named-insurer",
    note: "Groupe Mutuel sells through several brands (Mutuel, Avenir, Philos, Easy Sana), so no single price figure; the advisor stays neutral on 'good'",
    turns: [
      {
        user: "wie isch d groupe mutuel, sind die guet? 1920 martigny, 1990",
        expect: {
          fields: { plz: "1920", birthYear: 1990 },
          answers: [/groupe mutuel|mutuel|avenir|philos|easy ?sana/i],
        },
      },
    ],
  },
  {
    id: "h7-named-insurer-07",
    category: "named-insurer",
    turns: [
      {
        user: "Welche ist günstiger: KPT oder EGK? 3280 Murten, Jahrgang 1987, Franchise 2000, Hausarzt",
        expect: {
          act: "ask_compare",
          fields: { plz: "3280", birthYear: 1987, franchise: 2000, model: "hausarzt" },
          answers: [/kpt/i, /egk/i],
          figures: [
            { what: "insurer", insurer: "KPT", franchise: 2000, model: "hausarzt" },
            { what: "insurer", insurer: "EGK", franchise: 2000, model: "hausarzt" },
          ],
        },
      },
    ],
  },
];
