import type { AdvisorCase } from "../case-format";

/** Deadlines, cancelling, subsidies, coverage, dental, abroad, Liechtenstein … Conversations take place on 27.11.2026. */
const DEADLINE = /30\.? ?nov|30\.11\./i;

export const lookupCases: AdvisorCase[] = [
  {
    id: "h5-lookup-01",
    category: "lookup",
    note: "on 27.11.2026 only three days remain; the notice must arrive, not just be posted",
    turns: [
      {
        user: "bis wenn muess d kündigung bi de kasse sii, wenn i ufs 2027 wächsle wott?",
        expect: { act: "ask_rule", answers: [DEADLINE], notAnswers: [/31\.? ?dez/i] },
      },
    ],
  },
  {
    id: "h5-lookup-02",
    category: "lookup",
    turns: [
      {
        user: "Was ist die maximale Kostenbeteiligung pro Jahr zusätzlich zur Franchise?",
        expect: { act: "ask_rule", answers: [/700/, /10 ?%|zehn prozent|selbstbehalt/i] },
      },
    ],
  },
  {
    id: "h5-lookup-03",
    category: "lookup",
    turns: [
      {
        user: "zahlt d grundversicherig eigentlich dr zahnarzt?",
        expect: { act: "ask_rule", answers: [/nicht|kein|nur|ausnahme|zusatzversicherung|unfall|schwer/i] },
      },
    ],
  },
  {
    id: "h5-lookup-04",
    category: "lookup",
    note: "Liechtenstein has its own system and is not in the Swiss premium data",
    turns: [
      {
        user: "ich wohne in schaan (liechtenstein), chan ich bi eu d prämie vergliche?",
        expect: { answers: [/liechtenstein/i, /nicht|kein|leider|eigene|andere|nur (für die )?schweiz/i] },
      },
    ],
  },
  {
    id: "h5-lookup-05",
    category: "lookup",
    turns: [
      {
        user: "Ich verdiene wenig. Gibt es im Kanton Zürich Hilfe bei den Krankenkassenprämien?",
        expect: { act: "ask_rule", answers: [/verbilligung|ipv|zuschuss|beitrag|subvention/i, /einkommen|antrag|gesuch|anspruch|automatisch|svA|sozialversicherungsanstalt/i] },
      },
    ],
  },
  {
    id: "h5-lookup-06",
    category: "lookup",
    note: "acceptance obligation in basic insurance",
    turns: [
      {
        user: "Wenn ich die Kasse wechsle, darf mich die neue wegen meiner Vorerkrankung ablehnen?",
        expect: { act: "ask_rule", answers: [/nein|nicht ablehnen|muss|aufnahmepflicht|aufnehmen|jede person|vorbehalt/i], notAnswers: [/ja, (sie|die kasse) darf/i] },
      },
    ],
  },
  {
    id: "h5-lookup-07",
    category: "lookup",
    note: "co-payment for adults, then for children",
    turns: [
      {
        user: "wie funktioniert das genau mit franchise und selbstbehalt?",
        expect: { act: "ask_rule", answers: [/10 ?%|zehn prozent/i, /700/] },
      },
      {
        user: "und bi chind?",
        expect: { act: "ask_rule", answers: [/350/] },
      },
    ],
  },
  {
    id: "h5-lookup-08",
    category: "lookup",
    turns: [
      {
        user: "Bin ich mit der Grundversicherung in den Ferien in Spanien versichert?",
        expect: { act: "ask_rule", answers: [/notfall|notfälle|europäisch|versichertenkarte|eu|ausland|doppelt|zusatzversicherung/i] },
      },
    ],
  },
  {
    id: "h5-lookup-09",
    category: "lookup",
    note: "raising the deductible for 2027 is still possible (until the end of the year); lowering it needed notice by 30.11.",
    turns: [
      {
        user: "cha ich mini franchise ufs 2027 no ufe setze?",
        expect: { act: "ask_rule", answers: [/ja|noch|möglich|kannst/i, /31\.? ?dez|jahresende|ende (des )?jahr|ende dezember|30\.? ?nov|30\.11\./i] },
      },
    ],
  },
];
