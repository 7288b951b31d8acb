import type { AdvisorCase } from "../case-format";

/** Deadlines, cancelling, subsidies, coverage, dental, accident cover, Liechtenstein … Conversations take place on 27.11.2026. */
export const lookupCases: AdvisorCase[] = [
  {
    id: "h7-lookup-01",
    category: "lookup",
    note: "premium subsidy is cantonal; in Valais via the cantonal office / compensation fund",
    turns: [
      {
        user: "Wo beantrage ich im Kanton Wallis die Prämienverbilligung und bis wann?",
        expect: {
          act: "ask_rule",
          answers: [/prämienverbilligung|verbilligung|ipv|subvention|beitr/i, /wallis|valais|kanton|ausgleichskasse|gemeinde|antrag|formular/i],
        },
      },
    ],
  },
  {
    id: "h7-lookup-02",
    category: "lookup",
    note: "a move to another canton does not force a change of insurer; the premium follows the new place",
    turns: [
      {
        user: "ich zügle im februar vo züri uf luzärn. muess i d krankekasse wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/nein|nicht|kein|bleib|behalt|muesch nöd/i, /prämie|preis|region|kanton|wohnort|adresse|melden/i],
        },
      },
    ],
  },
  {
    id: "h7-lookup-03",
    category: "lookup",
    note: "6 hours a week is below the 8-hour limit, so the accident cover must stay in the basic insurance",
    turns: [
      {
        user: "ich schaffe 6 stund pro wuche imene café, bruch i d unfalldeckig i de krankekasse?",
        expect: { act: "ask_rule", answers: [/\b8\b|\bacht\b|nichtberufsunfall|\bnbu\b/i] },
      },
      {
        user: "ok denn mit unfall. 8404 winterthur, jg 2003",
        expect: { fields: { plz: "8404", birthYear: 2003, accident: true }, figures: [{ what: "cheapest", accident: true }] },
      },
    ],
  },
  {
    id: "h7-lookup-04",
    category: "lookup",
    note: "arrivals have three months to insure themselves, with retroactive cover",
    turns: [
      {
        user: "Ich ziehe am 1. Februar 2027 aus Deutschland in die Schweiz. Ab wann muss ich eine Grundversicherung haben?",
        expect: { act: "ask_rule", answers: [/3 monat|drei monat|90 tage/i] },
      },
    ],
  },
  {
    id: "h7-lookup-05",
    category: "lookup",
    note: "no health questionnaire in basic insurance (only for supplementary insurance)",
    turns: [
      {
        user: "muss ich beim wechsel einen gesundheitsfragebogen ausfüllen?",
        expect: { act: "ask_rule", answers: [/nein|nicht|kein|nur (bei|für) (der |die )?zusatz|zusatzversicherung/i] },
      },
    ],
  },
  {
    id: "h7-lookup-06",
    category: "lookup",
    note: "how to cancel: in writing, best by registered letter, arriving in time",
    turns: [
      {
        user: "Wie kündige ich richtig – reicht eine E-Mail oder muss es eingeschrieben sein?",
        expect: { act: "ask_rule", answers: [/eingeschrieben|einschreiben|schriftlich|brief|unterschrie/i] },
      },
    ],
  },
  {
    id: "h7-lookup-07",
    category: "lookup",
    note: "emergencies abroad are covered up to twice the Swiss cost; travel insurance advised",
    turns: [
      {
        user: "Bin im Januar drei Wochen in Thailand. Zahlt die Grundversicherung, wenn ich dort ins Spital muss?",
        expect: { act: "ask_rule", answers: [/notfall|doppelt|zweifach|bis zu|höchstens|maximal|reiseversicherung|zusatz/i] },
      },
    ],
  },
  {
    id: "h7-lookup-08",
    category: "lookup",
    note: "a cross-border commuter living in Germany has a right of option; after moving to Kreuzlingen the normal search applies",
    turns: [
      {
        user: "Ich bin Grenzgänger, wohne in Konstanz und arbeite in Kreuzlingen. Kann ich bei euch vergleichen?",
        expect: { answers: [/grenzgänger|deutschland|wohnsitz|wohnort|option|wahlrecht|nicht|leider/i] },
      },
      {
        user: "ok, und wenn ich nach 8280 kreuzlingen ziehe? jg 1989",
        expect: { fields: { plz: "8280", birthYear: 1989 }, figures: [{ what: "cheapest" }] },
      },
    ],
  },
];
