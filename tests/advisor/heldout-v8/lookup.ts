import type { AdvisorCase } from "../case-format";

/** Deadlines, cancelling, subsidies, coverage, dental, accident cover, abroad. Conversations take place on 27.11.2026 (three days before 30 November). */
const DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november/i;

export const lookupCases: AdvisorCase[] = [
  {
    id: "h8-lookup-01",
    category: "lookup",
    note: "the notice must reach the insurer by 30 November (three days left)",
    turns: [
      {
        user: "Ich bin bei der Aquilana und möchte auf 2027 wechseln. Bis wann muss die Kündigung dort sein?",
        expect: { act: "ask_rule", fields: { currentInsurer: "Aquilana" }, answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h8-lookup-02",
    category: "lookup",
    note: "premium subsidy (Prämienverbilligung) in Aargau: cantonal, on application (SVA Aargau), income-dependent; two questions in one message",
    turns: [
      {
        user: "wie funktioniert die prämienverbilligung im aargau und wo muss ich die beantragen? ich verdiene nicht viel",
        expect: {
          act: "ask_rule",
          answers: [/sva|sozialversicherungsanstalt|antrag|gesuch|anmeld|formular|einkommen|steuer/i],
        },
      },
    ],
  },
  {
    id: "h8-lookup-03",
    category: "lookup",
    note: "dental care is in principle not covered by basic insurance (exceptions: accidents, serious illnesses)",
    turns: [
      {
        user: "zahlt d grundversicherig de zahnarzt?",
        expect: { act: "ask_rule", answers: [/nicht|nein|kein|ausnahme|nur bei|nur wenn|zusatz/i] },
      },
    ],
  },
  {
    id: "h8-lookup-04",
    category: "lookup",
    note: "a 60 % job (well over 8 h a week for one employer): accidents are covered by the employer's UVG insurance, so accident cover can be excluded",
    turns: [
      {
        user: "Ich arbeite 60% bei der Migros. Brauche ich die Unfalldeckung bei der Krankenkasse überhaupt?",
        expect: {
          act: "ask_rule",
          answers: [/(nicht|kein).{0,60}(nötig|notwendig|brauch|einschliess)|ausschliess|sistier|uvg|arbeitgeber|ohne unfall/i],
        },
      },
    ],
  },
  {
    id: "h8-lookup-05",
    category: "lookup",
    note: "six months abroad: emergencies covered up to twice the Swiss tariff; while the Swiss residence is kept, the insurance and the premiums continue",
    turns: [
      {
        user: "ich gehe für 6 monate nach australien (sprachaufenthalt). bin ich da versichert?",
        expect: {
          act: "ask_rule",
          answers: [/notf[aä]ll|doppelt|zweifach|maximal|höchstens|reiseversicherung|zusatzversicherung|nicht (alles|vollständig)/i],
        },
      },
      {
        user: "und muss ich die kk weiterzahlen?",
        expect: { act: "ask_rule", answers: [/\bja\b|weiter|bleib|abmeld|wohnsitz/i] },
      },
    ],
  },
  {
    id: "h8-lookup-06",
    category: "lookup",
    note: "deductibles for children: 0 to 600 CHF",
    turns: [
      {
        user: "weli franchise gits für chind? und isch 0 s gschidscht?",
        expect: { act: "ask_rule", answers: [/\b600\b/] },
      },
    ],
  },
];
