import type { AdvisorCase } from "../case-format";

/** Premium subsidies (Basel-Stadt), accident cover and the 8-hour rule, the retention, physiotherapy and
 * acupuncture, the mid-year switch of the standard model with 300. Conversations take place on 22.11.2026. */
export const lookupCases: AdvisorCase[] = [
  {
    id: "v12-lookup-01",
    category: "lookup",
    note: "Basel German, a premium subsidy in Basel-Stadt (through the Amt für Sozialbeiträge, depends on income); then it is paid to the insurer and deducted from the premium bill, not paid out",
    turns: [
      {
        user: "wie bechum ich in basel-stadt prämieverbilligung?",
        expect: {
          act: "ask_rule",
          answers: [/amt für sozialbeiträge|antrag|gesuch|einkommen|anmeld|formular/i],
        },
      },
      {
        user: "wird mir das gäld uszahlt oder goht das direkt an d kasse?",
        expect: {
          act: "ask_rule",
          answers: [/direkt|krankenversicherer|versicherer|prämienrechnung|abgezogen|angerechnet|verrechnet/i],
        },
      },
    ],
  },
  {
    id: "v12-lookup-02",
    category: "lookup",
    note: "20 hours a week with one employer: non-occupational accidents are covered by the employer (at least 8 hours a week), so accident cover can be left out; then losing the job: the accident cover must be included again (after the employer's cover ends)",
    turns: [
      {
        user: "schaff 20 stund d wuche. bruch i unfall i de grundversicherig?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht nötig|nicht notwendig|ausschliess|weglassen|sistier|ohne unfall|nicht (mehr )?(brauchst|brauchen|benötigst)/i],
        },
      },
      {
        user: "und wenn i mini stell verlüür?",
        expect: {
          act: "ask_rule",
          answers: [/wieder|einschliessen|einschluss|melden|informier|31 tage|30 tage|einen monat|abredeversicherung|mitversicher/i],
        },
      },
    ],
  },
  {
    id: "v12-lookup-03",
    category: "lookup",
    note: "the retention: 10 % of the costs above the deductible, at most CHF 700 a year for adults; then for children at most CHF 350",
    turns: [
      {
        user: "was isch de selbstbehalt genau?",
        expect: { act: "ask_rule", answers: [/10 ?%|zehn prozent|10 prozent/i, /700/] },
      },
      {
        user: "und bi chind?",
        expect: { act: "ask_rule", answers: [/350/] },
      },
    ],
  },
  {
    id: "v12-lookup-04",
    category: "lookup",
    note: "physiotherapy is paid when a doctor prescribes it; then acupuncture is paid by basic insurance only from doctors with the matching qualification (otherwise supplementary insurance)",
    turns: [
      {
        user: "zahlt d grundversicherig d physio?",
        expect: { act: "ask_rule", answers: [/verordnung|verordnet|ärztlich|arzt|verschrieben|rezept/i] },
      },
      {
        user: "und akupunktur?",
        expect: { act: "ask_rule", answers: [/ärzt|arzt|zusatzversicherung|anerkannt|fähigkeitsausweis|komplementär/i] },
      },
    ],
  },
  {
    id: "v12-lookup-05",
    category: "lookup",
    note: "a switch in summer: only with the standard model and the 300 deductible, for 30 June with notice by 31 March; then with Telmed 2500: only at the end of the year",
    turns: [
      {
        user: "cha mer eigentlich au im summer d kasse wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/30\.?\s?(6\.|juni)|31\.?\s?(3\.|märz)|ende juni|ende märz|standard\w*.{0,60}300|300.{0,60}standard/i],
        },
      },
      {
        user: "au mit telmed und 2500er franchise?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nur .{0,40}(jahresende|ende (des |eines )?(kalender)?jahr|1\.\s?januar|31\.\s?12)|nicht .{0,40}(möglich|unterjährig|mitten|im sommer|auf ende juni)|30\.?\s?11|november/i],
        },
      },
    ],
  },
];
