import type { AdvisorCase } from "../case-format";

/**
 * Look-up questions (answered from the reviewed fact list, with dates from the calendar),
 * numbers told apart by their context, and corrections that change one slot only.
 */
const ZH = { user: "8001 Zürich, Jahrgang 1990" };
const ZH_OFFERS = [ZH, { user: "hmo" }];

export const ruleCases: AdvisorCase[] = [
  { id: "lookup-1", category: "lookup", turns: [{ user: "bis wann muss ich kündigen?", expect: { act: "ask_rule", answers: [/30\.? ?(?:november|11\.)/, /2026/] } }] },
  { id: "lookup-2", category: "lookup", turns: [{ user: "wie kündige ich meine krankenkasse?", expect: { act: "ask_rule", answers: [/eingeschrieben|schriftlich/] } }] },
  { id: "lookup-3", category: "lookup", turns: [{ user: "Prämienverbilligung im Kanton Bern, wo beantrage ich die?", expect: { act: "ask_rule", answers: [/bern/], notAnswers: [/zürich|waadt|genf/] } }] },
  { id: "lookup-4", category: "lookup", turns: [{ user: "zahlt die grundversicherung den zahnarzt?", expect: { act: "ask_rule", answers: [/zahn/, /nicht|nur/] } }] },
  { id: "lookup-5", category: "lookup", turns: [{ user: "kann ich mitten im jahr wechseln?", expect: { act: "ask_rule", answers: [/31\.? ?(?:märz|03\.)|1\.? ?juli/] } }] },
  { id: "lookup-6", category: "lookup", turns: [{ user: "brauche ich die unfalldeckung wenn ich 8 stunden arbeite?", expect: { act: "ask_rule", answers: [/(?:8|acht) stunden/, /arbeitgeber|uvg/] } }] },
  { id: "lookup-7", category: "lookup", turns: [{ user: "ich wohne in liechtenstein, kann ich bei euch vergleichen?", expect: { act: "ask_rule", answers: [/liechtenstein/, /nicht|kein/] } }] },
  { id: "lookup-8", category: "lookup", turns: [{ user: "was passiert wenn ich nicht kündige?", expect: { act: "ask_rule", answers: [/(?:weiter|verlänger|bleib)/] } }] },
  { id: "lookup-9", category: "lookup", turns: [{ user: "kann ich meine franchise jederzeit ändern?", expect: { act: "ask_rule", answers: [/franchise/, /1\.? ?januar|jahres/] } }] },
  { id: "lookup-10", category: "lookup", turns: [{ user: "was zahlt die grundversicherung nicht?", expect: { act: "ask_rule", answers: [/nicht/] } }] },
  { id: "lookup-11", category: "lookup", turns: [{ user: "welche modelle gibt es?", expect: { act: "ask_rule", answers: [/hmo/, /telmed/, /hausarzt/] } }] },
  { id: "lookup-12", category: "lookup", turns: [{ user: "wie hoch ist die durchschnittliche prämie im kanton glarus?", expect: { act: "ask_rule", answers: [/glarus/], notAnswers: [/zürich/] } }] },
  { id: "lookup-13", category: "lookup", turns: [{ user: "was ist die quantenphysik der krankenkassen-wurmlöcher?", expect: { answers: [/weiss ich nicht|kann ich (?:dir )?nicht|keine (?:verlässliche )?antwort/] } }] },

  // Numbers by their context
  { id: "num-1", category: "numbers", turns: [...ZH_OFFERS, { user: "hmo 1500 bitte", expect: { fields: { plz: "8001", franchise: 1500, model: "hmo" }, act: "change", action: "show_offers", notAnswers: [/plz 1500/] } }] },
  { id: "num-2", category: "numbers", turns: [ZH, { user: "und mit 2000?", expect: { fields: { plz: "8001", franchise: 2000 }, act: "change", action: "show_offers" } }] },
  { id: "num-3", category: "numbers", turns: [{ user: "née en 1985, j'habite à 1003 Lausanne", expect: { fields: { plz: "1003", birthYear: 1985 }, action: "show_offers" } }] },
  { id: "num-4", category: "numbers", turns: [ZH, { user: "was kostet es 2026?", expect: { fields: { plz: "8001", birthYear: 1990, tariffYear: 2026 }, action: "show_offers" } }] },
  { id: "num-5", category: "numbers", turns: [ZH, { user: "1000er franchise", expect: { fields: { plz: "8001", franchise: 1000 }, act: "change", action: "show_offers" } }] },
  { id: "num-6", category: "numbers", turns: [ZH, { user: "tiefstmögliche franchise bitte", expect: { fields: { franchise: 300 }, act: "change", action: "show_offers" } }] },
  { id: "num-7", category: "numbers", turns: [{ user: "nato nel 1975, abito a 6900 Lugano", expect: { fields: { plz: "6900", birthYear: 1975 }, action: "show_offers" } }] },
  { id: "num-8", category: "numbers", turns: [ZH, { user: "telmed mit 2500er", expect: { fields: { plz: "8001", franchise: 2500, model: "telmed" }, action: "show_offers" } }] },

  // Corrections keep the other slots
  { id: "corr-1", category: "corrections", turns: [ZH, { user: "nein, 1985", expect: { fields: { plz: "8001", birthYear: 1985 }, act: "change", action: "show_offers" } }] },
  { id: "corr-2", category: "corrections", turns: [ZH, { user: "ohne unfall" }, { user: "doch lieber mit Unfall", expect: { fields: { plz: "8001", birthYear: 1990, accident: true }, act: "change", action: "show_offers" } }] },
  { id: "corr-3", category: "corrections", turns: [ZH, { user: "telmed" }, { user: "sorry, ich meinte hausarzt", expect: { fields: { model: "hausarzt", plz: "8001" }, act: "change", action: "show_offers" } }] },
  { id: "corr-4", category: "corrections", turns: [ZH, { user: "franchise 2500" }, { user: "nein doch 1500", expect: { fields: { franchise: 1500, plz: "8001" }, act: "change", action: "show_offers" } }] },
  { id: "corr-5", category: "corrections", turns: [ZH, { user: "falsch, ich wohne in 8050", expect: { fields: { plz: "8050", birthYear: 1990 }, act: "change", action: "show_offers" } }] },
];

/** Corrections in other words, added after the first engine pass (development set). */
export const moreCorrectionCases: AdvisorCase[] = [
  { id: "corr-6", category: "corrections", turns: [ZH, { user: "nicht 8001 sondern 8004", expect: { fields: { plz: "8004", birthYear: 1990 }, act: "change", action: "show_offers" } }] },
  { id: "corr-7", category: "corrections", turns: [ZH, { user: "telmed" }, { user: "doch nicht telmed", expect: { fields: { model: null, plz: "8001" }, act: "change", action: "show_offers" } }] },
  { id: "corr-8", category: "corrections", turns: [ZH, { user: "franchise 2500" }, { user: "ich meinte 1500, nicht 2500", expect: { fields: { franchise: 1500 }, act: "change", action: "show_offers" } }] },
  { id: "corr-9", category: "corrections", turns: [ZH, { user: "falsche plz, richtig ist 3012", expect: { fields: { plz: "3012", birthYear: 1990 }, act: "change", action: "show_offers" } }] },
  { id: "corr-10", category: "corrections", turns: [ZH, { user: "der jahrgang stimmt nicht, 1988", expect: { fields: { plz: "8001", birthYear: 1988 }, act: "change", action: "show_offers" } }] },
  { id: "corr-11", category: "corrections", turns: [ZH, { user: "ohne unfall" }, { user: "alle modelle bitte", expect: { fields: { model: null, accident: false }, act: "change", action: "show_offers" } }] },
];
