import type { AdvisorCase } from "../case-format";

/** Greetings, thanks, "ok". Conversations take place on 27.11.2026. */
export const smalltalkCases: AdvisorCase[] = [
  {
    id: "h6-smalltalk-01",
    category: "smalltalk",
    turns: [
      { user: "grüezi mitenand", expect: { act: "greeting", answers: [/grüezi|hallo|guten tag|willkommen|grüess|hoi/i] } },
    ],
  },
  {
    id: "h6-smalltalk-02",
    category: "smalltalk",
    note: "thanks after an answer; the data stays",
    turns: [
      { user: "3600 thun, 1984", expect: { fields: { plz: "3600", birthYear: 1984 }, figures: [{ what: "cheapest" }] } },
      { user: "merci vielmal, das hilft mer scho", expect: { act: "thanks", fields: { plz: "3600", birthYear: 1984 } } },
    ],
  },
  {
    id: "h6-smalltalk-03",
    category: "smalltalk",
    note: "a greeting with data",
    turns: [
      {
        user: "hoi zäme! bi 1992 und wohne in 8050 züri",
        expect: { fields: { plz: "8050", birthYear: 1992 } },
      },
    ],
  },
  {
    id: "h6-smalltalk-04",
    category: "smalltalk",
    note: "a plain ok must not reset anything",
    turns: [
      { user: "1968, 4500 solothurn", expect: { fields: { plz: "4500", birthYear: 1968 } } },
      { user: "ok", expect: { fields: { plz: "4500", birthYear: 1968 } } },
    ],
  },
  {
    id: "h6-smalltalk-05",
    category: "smalltalk",
    turns: [
      { user: "Guten Abend, was können Sie für mich tun?", expect: { act: "greeting", answers: [/krankenkasse|grundversicherung|prämie|versicherung/i] } },
    ],
  },
  {
    id: "h6-smalltalk-06",
    category: "smalltalk",
    note: "goodbye",
    turns: [
      { user: "7000 chur, jg 1961", expect: { fields: { plz: "7000", birthYear: 1961 } } },
      { user: "danke, schöne abig no. ade", expect: { act: "thanks" } },
    ],
  },
  {
    id: "h6-smalltalk-07",
    category: "smalltalk",
    note: "a greeting first, the data afterwards",
    turns: [
      { user: "hallo", expect: { act: "greeting" } },
      { user: "i bi 1980 u wohne in 2502 biel", expect: { fields: { plz: "2502", birthYear: 1980 } } },
    ],
  },
];
