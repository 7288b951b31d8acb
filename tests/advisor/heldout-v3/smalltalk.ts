import type { AdvisorCase } from "../case-format";

export const smalltalkCases: AdvisorCase[] = [
  {
    id: "h3-small-01",
    category: "smalltalk",
    turns: [
      { user: "hoi", expect: { act: "greeting", answers: [/plz|postleitzahl|wohnort|jahrgang|geburtsjahr/] } },
      { user: "8500, 1990", expect: { act: "provide_info", fields: { plz: "8500", birthYear: 1990 } } },
      { user: "merci vilmal!", expect: { act: "thanks", notAnswers: [/plz .* kenne ich nicht|welche postleitzahl/] } },
    ],
  },
  {
    id: "h3-small-02",
    category: "smalltalk",
    turns: [
      { user: "Grüessgott mitenand", expect: { act: "greeting" } },
      { user: "ok", expect: { answers: [/plz|postleitzahl|wohnort|jahrgang|geburtsjahr/] } },
    ],
    note: "a bare ok after a greeting carries nothing: the advisor asks again for place and birth year; no act asserted",
  },
  {
    id: "h3-small-03",
    category: "smalltalk",
    turns: [
      { user: "6300 zug, 1965, 300, mit unfall", expect: { act: "provide_info", fields: { plz: "6300", birthYear: 1965, franchise: 300, accident: true } } },
      { user: "super danke, das hilft mir sehr", expect: { act: "thanks", fields: { plz: "6300", birthYear: 1965, franchise: 300, accident: true } } },
    ],
  },
  {
    id: "h3-small-04",
    category: "smalltalk",
    turns: [
      { user: "guete morge, wie gohts?", expect: { act: "greeting" } },
    ],
  },
  {
    id: "h3-small-05",
    category: "smalltalk",
    turns: [
      { user: "tschau zäme, bis spöter", expect: { act: "greeting" } },
    ],
  },
];
