import type { AdvisorCase } from "../case-format";

// Held-out v4: Swiss German dialect, typos, missing capitals, abbreviations.
export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "h4-dialect-typos-01",
    category: "dialect-typos",
    note: "Baseldytsch, birth year as dialect number word",
    turns: [
      {
        user: "sali, ich wohn in 4057 basel und bi nünzähundertsächzgi gebore",
        expect: { act: "provide_info", fields: { plz: "4057", ort: "Basel", birthYear: 1960 } },
      },
    ],
  },
  {
    id: "h4-dialect-typos-02",
    category: "dialect-typos",
    note: "Bärndütsch, year and deductible as number words",
    turns: [
      {
        user: "grüessech, i bi jahrgang nünzähundertachtenünzg u wohne z 3012 bärn. was chostet mi das mit ere franchise vo zwöitusigföifhundert?",
        expect: {
          act: "ask_price",
          fields: { plz: "3012", birthYear: 1998, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h4-dialect-typos-03",
    category: "dialect-typos",
    note: "typos in every word",
    turns: [
      {
        user: "wiviel kostet krankenkase in 9000 st galen fur jahrgang 1987 mit frachise 300",
        expect: {
          act: "ask_price",
          fields: { plz: "9000", birthYear: 1987, franchise: 300 },
          figures: [{ what: "cheapest", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "h4-dialect-typos-04",
    category: "dialect-typos",
    turns: [
      {
        user: "Sali zämme, bi in 4051 Basel deheime, jg. 76, will e Telmed Modell ohni Unfall",
        expect: { fields: { plz: "4051", birthYear: 1976, model: "telmed", accident: false } },
      },
    ],
  },
  {
    id: "h4-dialect-typos-05",
    category: "dialect-typos",
    note: "telegram style with abbreviations",
    turns: [
      {
        user: "hmo, fr. 1500, o. unfall, 8050 zh, 1990",
        expect: { fields: { model: "hmo", franchise: 1500, accident: false, plz: "8050", birthYear: 1990 } },
      },
    ],
  },
  {
    id: "h4-dialect-typos-06",
    category: "dialect-typos",
    note: "Oberwalliser dialect",
    turns: [
      {
        user: "Hoi, ich bi vo Brig 3900 u bi 1964 gibore. was miessti ich zahle?",
        expect: { act: "ask_price", fields: { plz: "3900", birthYear: 1964 } },
      },
    ],
  },
  {
    id: "h4-dialect-typos-07",
    category: "dialect-typos",
    note: "lowercase chat, data over several turns, then a model change",
    turns: [
      {
        user: "hey brüchti e günstigi kk",
        expect: { answers: [/plz|postleitzahl|wohnort|wo wohnst|geburtsjahr|jahrgang/i] },
      },
      {
        user: "6003 luzärn, jg 97",
        expect: { act: "provide_info", fields: { plz: "6003", birthYear: 1997 } },
      },
      {
        user: "und mitem hausarztmodäll?",
        expect: { act: "change", fields: { plz: "6003", birthYear: 1997, model: "hausarzt" }, figures: [{ what: "cheapest", model: "hausarzt" }] },
      },
      {
        user: "merci, und no mit 2500er franchise bitte",
        expect: {
          act: "change",
          fields: { plz: "6003", birthYear: 1997, model: "hausarzt", franchise: 2500 },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h4-dialect-typos-08",
    category: "dialect-typos",
    turns: [
      {
        user: "chan mer öpper säge was d franchise isch? ha kei ahnig vo dem züg",
        expect: { act: "ask_rule", answers: [/selb(er|st)|pro jahr|im jahr|jährlich/i] },
      },
    ],
  },
  {
    id: "h4-dialect-typos-09",
    category: "dialect-typos",
    note: "Züritüütsch, 'drüssgi' as age, place and then birth year corrected to a year",
    turns: [
      {
        user: "bin drüssgi und wohn in örlike",
        expect: { notAnswers: [/wie alt bist du/i] },
      },
      {
        user: "plz 8050, gebore 1996",
        expect: { act: "provide_info", fields: { plz: "8050", ort: "Zürich", birthYear: 1996 } },
      },
    ],
  },
];
