import type { AdvisorCase } from "../case-format";

export const correctionsCases: AdvisorCase[] = [
  {
    id: "h3-corr-01",
    category: "corrections",
    turns: [
      { user: "8004 zürich, 1995, franchise 2500", expect: { act: "provide_info", fields: { plz: "8004", birthYear: 1995, franchise: 2500 } } },
      { user: "nei sorry, 1985", expect: { act: "change", fields: { birthYear: 1985, plz: "8004", franchise: 2500 } } },
      { user: "doch lieber mit unfall", expect: { act: "change", fields: { accident: true, birthYear: 1985, plz: "8004", franchise: 2500 } } },
    ],
  },
  {
    id: "h3-corr-02",
    category: "corrections",
    turns: [
      { user: "ich wohne in 3900 brig, jahrgang 1970, hmo", expect: { act: "provide_info", fields: { plz: "3900", birthYear: 1970, model: "hmo" } } },
      { user: "oh falsch, ich meinte 3920 zermatt", expect: { act: "change", fields: { plz: "3920", ort: "Zermatt", birthYear: 1970, model: "hmo" } } },
    ],
  },
  {
    id: "h3-corr-03",
    category: "corrections",
    turns: [
      { user: "5000 aarau jg 1961 telmed 1500 mit unfall", expect: { act: "provide_info", fields: { plz: "5000", birthYear: 1961, model: "telmed", franchise: 1500, accident: true } } },
      { user: "nöd 1500, 300", expect: { act: "change", fields: { franchise: 300, model: "telmed", accident: true, birthYear: 1961 } } },
      {
        user: "und jetzt was chostets?",
        expect: { act: "ask_price", answers: [/\d+[.,]\d{2}|chf/], figures: [{ what: "cheapest", model: "telmed", franchise: 300, accident: true }] },
      },
    ],
  },
  {
    id: "h3-corr-04",
    category: "corrections",
    turns: [
      {
        user: "hallo, 6370 stans, ich und meine frau 1980 und 1982",
        expect: { act: "provide_info", fields: { plz: "6370", persons: [{ birthYear: 1980 }, { birthYear: 1982 }] } },
      },
      {
        user: "ah und ein kind, 2015. hab ich vergessen",
        expect: { act: "provide_info", fields: { persons: [{ birthYear: 1980 }, { birthYear: 1982 }, { birthYear: 2015, role: "child" }] } },
      },
      {
        user: "meine frau ist 1983 nicht 1982",
        expect: { act: "change", fields: { persons: [{ birthYear: 1980 }, { birthYear: 1983 }, { birthYear: 2015 }] } },
      },
    ],
  },
  {
    id: "h3-corr-05",
    category: "corrections",
    turns: [
      { user: "bi bi de kpt und zahl 350", expect: { act: "provide_info", fields: { currentInsurer: "KPT", currentPremium: 350 } } },
      { user: "nei warte, es isch d visana gsi, ha verwächslet", expect: { act: "change", fields: { currentInsurer: "Visana", currentPremium: 350 } } },
    ],
  },
];
