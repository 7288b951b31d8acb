import type { AdvisorCase } from "../case-format";

/** A named insurer's price, quote or change. Conversations take place on 27.11.2026. */
const PRICE = /\d+[.,]\d{2}|chf|fr\./i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "h5-named-insurer-01",
    category: "named-insurer",
    turns: [
      {
        user: "was koschtet d sanitas für mi? 8810 horgen, jg 82",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "Sanitas", plz: "8810", birthYear: 1982 },
          answers: [/sanitas/i, PRICE],
          figures: [{ what: "insurer", insurer: "Sanitas" }],
        },
      },
    ],
  },
  {
    id: "h5-named-insurer-02",
    category: "named-insurer",
    note: "whether the named insurer is the cheapest; the answer must name it and give a comparison",
    turns: [
      {
        user: "Ist die Assura in Genf wirklich am günstigsten? 1201, Jahrgang 1988",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "Assura", plz: "1201", birthYear: 1988 },
          answers: [/assura/i],
          figures: [{ what: "insurer", insurer: "Assura" }, { what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h5-named-insurer-03",
    category: "named-insurer",
    note: "insurer asked after a search keeps the deductible",
    turns: [
      { user: "4127 birsfelden, 1979, franchise 2500", expect: { fields: { plz: "4127", birthYear: 1979, franchise: 2500 } } },
      {
        user: "und d ökk, was chostet die?",
        expect: {
          act: "ask_insurer",
          fields: { namedInsurer: "ÖKK", plz: "4127", franchise: 2500 },
          answers: [/ökk|oekk/i],
          figures: [{ what: "insurer", insurer: "ÖKK", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h5-named-insurer-04",
    category: "named-insurer",
    turns: [
      {
        user: "Ist die Concordia fürs 2027 teurer geworden? 6004 Luzern, 1965",
        expect: {
          fields: { namedInsurer: "Concordia", plz: "6004", birthYear: 1965 },
          answers: [/concordia/i, /2026|dieses jahr|aktuell/i, /2027|nächste/i],
          figures: [{ what: "insurer", insurer: "Concordia", tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "h5-named-insurer-05",
    category: "named-insurer",
    note: "two insurers compared, with a model",
    turns: [
      {
        user: "Helsana vs. Swica, wer ist günstiger? Jahrgang 1993, 3006 Bern, Telmed",
        expect: {
          act: "ask_compare",
          fields: { plz: "3006", birthYear: 1993, model: "telmed" },
          answers: [/helsana/i, /swica/i],
          figures: [
            { what: "insurer", insurer: "Helsana", model: "telmed" },
            { what: "insurer", insurer: "SWICA", model: "telmed" },
          ],
        },
      },
    ],
  },
  {
    id: "h5-named-insurer-06",
    category: "named-insurer",
    turns: [
      {
        user: "gits d kpt au mit hmo in 9630 wattwil? bi 1987",
        expect: { fields: { namedInsurer: "KPT", plz: "9630", birthYear: 1987, model: "hmo" }, answers: [/kpt/i] },
      },
    ],
  },
  {
    id: "h5-named-insurer-07",
    category: "named-insurer",
    note: "Glarner only insures in GL, SG and SZ: it has no premium in Bern",
    turns: [
      {
        user: "Kann ich mich bei der Glarner Krankenversicherung versichern? Ich wohne in 3011 Bern, Jahrgang 1990",
        expect: {
          fields: { namedInsurer: "Glarner", plz: "3011", birthYear: 1990 },
          answers: [/glarner/i, /nicht|kein|nur|leider|ausserhalb|nicht verfügbar/i],
        },
      },
    ],
  },
  {
    id: "h5-named-insurer-08",
    category: "named-insurer",
    note: "three insurers named at once",
    turns: [
      {
        user: "visana, egk oder atupri – wer isch am günstigschte für mi? 2300 la chaux-de-fonds, 1956",
        expect: {
          act: "ask_compare",
          fields: { plz: "2300", birthYear: 1956 },
          answers: [/visana/i, /egk/i, /atupri/i],
          figures: [
            { what: "insurer", insurer: "Visana" },
            { what: "insurer", insurer: "EGK" },
            { what: "insurer", insurer: "Atupri" },
          ],
        },
      },
    ],
  },
  {
    id: "h5-named-insurer-09",
    category: "named-insurer",
    note: "insurer named without data first; the advisor needs place and year, then answers for that insurer",
    turns: [
      {
        user: "was verlangt die sympany so?",
        expect: { fields: { namedInsurer: "Sympany" }, action: "ask_user", answers: [/plz|postleitzahl|wohnort|jahrgang|geburtsjahr/i] },
      },
      {
        user: "4051 basel, 1984",
        expect: { fields: { namedInsurer: "Sympany", plz: "4051", birthYear: 1984 }, answers: [/sympany/i, PRICE], figures: [{ what: "insurer", insurer: "Sympany" }] },
      },
    ],
  },
];
