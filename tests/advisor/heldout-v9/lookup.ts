import type { AdvisorCase } from "../case-format";

/** Deadlines, cancelling, subsidies, coverage, dental, accident cover, abroad.
 * Conversations take place on 22.11.2026 (eight days before 30 November). */
const DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november/i;

export const lookupCases: AdvisorCase[] = [
  {
    id: "h9-lookup-01",
    category: "lookup",
    note: "the notice must reach the insurer by 30 November; a letter arriving on 1 December is too late (the switch is then only possible a year later)",
    turns: [
      {
        user: "bis wänn muess i d kk kündige wenn i ufs 2027 wechsle wott?",
        expect: { act: "ask_rule", answers: [DEADLINE] },
      },
      {
        user: "und wenn de brief erscht am 1. dezember achunnt?",
        expect: {
          act: "ask_rule",
          answers: [/zu spät|nicht mehr|ein(em)? jahr|verpasst|2028|nächste(s|n) (jahr|möglichkeit)|erst (auf|per|ende)|ungültig/i],
        },
      },
    ],
  },
  {
    id: "h9-lookup-02",
    category: "lookup",
    note: "raising the deductible while staying with the insurer: possible for 1 January, notice by 31 December; lowering it: by 30 November",
    turns: [
      {
        user: "Kann ich meine Franchise von 300 auf 2500 erhöhen, auch wenn ich bei meiner Kasse bleibe? Bis wann muss ich das melden?",
        expect: {
          act: "ask_rule",
          answers: [/31\.? ?(12\b|dez)|ende dezember|arbeitstag im dezember|jahresende|ende (des )?jahr/i],
        },
      },
      {
        user: "und wenn ich später wieder auf 300 runter will?",
        expect: { act: "ask_rule", answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h9-lookup-03",
    category: "lookup",
    note: "a pensioner has no UVG cover from an employer any more: accident cover must be included in the basic insurance",
    turns: [
      {
        user: "Ich bin seit Oktober pensioniert. Muss ich jetzt die Unfalldeckung bei der Krankenkasse einschliessen?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|einschliess|nicht mehr .{0,60}(arbeitgeber|uvg)|kein(e)? .{0,20}uvg/i],
        },
      },
    ],
  },
  {
    id: "h9-lookup-04",
    category: "lookup",
    note: "premium subsidy in the canton of Zürich: applied for at the SVA Zürich, depends on income and taxes",
    turns: [
      {
        user: "Wo und wie beantrage ich im Kanton Zürich die Prämienverbilligung?",
        expect: {
          act: "ask_rule",
          answers: [/sva|sozialversicherungsanstalt|antrag|gesuch|formular|einkommen|steuer/i],
        },
      },
    ],
  },
  {
    id: "h9-lookup-05",
    category: "lookup",
    note: "orthodontic braces are not covered by basic insurance (only severe congenital defects, through the IV); a supplementary insurance is needed",
    turns: [
      {
        user: "zahlt d grundversicherig e zahnspange fürs chind?",
        expect: { act: "ask_rule", answers: [/nein|nicht|kein|zusatz/i] },
      },
    ],
  },
  {
    id: "h9-lookup-06",
    category: "lookup",
    note: "a mid-year switch: only with the standard deductible, to 30 June with three months' notice",
    turns: [
      {
        user: "kann man eigentlich auch unterjährig die kasse wechseln?",
        expect: {
          act: "ask_rule",
          answers: [/30\.? ?(6\b|06|juni)|ende juni|31\.? ?(3\b|03|märz)|halbj|mitte (des )?jahr|1\.? ?juli/i],
        },
      },
    ],
  },
  {
    id: "h9-lookup-07",
    category: "lookup",
    note: "yes/no: the benefits of basic insurance are set by law and identical at every insurer",
    turns: [
      {
        user: "Sind die Leistungen der Grundversicherung bei allen Kassen gleich, oder zahle ich bei der billigen weniger Leistung?",
        expect: {
          act: "ask_rule",
          answers: [/gleich|identisch|gesetzlich|kvg|dieselben|die selben/i],
        },
      },
    ],
  },
  {
    id: "h9-lookup-08",
    category: "lookup",
    note: "moving abroad ends the Swiss insurance obligation: cancel with the departure confirmation of the municipality, no 30 November deadline",
    turns: [
      {
        user: "ich zieh im märz nach deutschland. wie kann ich die kk kündigen?",
        expect: {
          act: "ask_rule",
          answers: [/abmeld|wegzug|ausreise|bestätigung|gemeinde|versicherungspflicht|ohne frist|jederzeit/i],
        },
      },
    ],
  },
  {
    id: "h9-lookup-09",
    category: "lookup",
    note: "the deductible is per calendar year, not per treatment",
    turns: [
      {
        user: "isch d franchise pro jahr oder pro arztbsuech?",
        expect: { act: "ask_rule", answers: [/(pro|je|jedes|im|einmal) (kalender)?jahr|jährlich|kalenderjahr/i] },
      },
    ],
  },
];
