import type { AdvisorCase } from "../case-format";

/** Deadlines, cancelling, subsidies, coverage, accident cover, moving, children's deductibles.
 * Conversations take place on 22.11.2026 (eight days before 30 November, a Monday). */
const DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november|letzte(n)? arbeitstag im november/i;

export const lookupCases: AdvisorCase[] = [
  {
    id: "h10-lookup-01",
    category: "lookup",
    note: "8.5 hours a week with one employer: non-occupational accidents are covered by the employer's UVG insurance (from 8 hours a week), so the accident cover can be left out; then the gap after leaving a job (UVG cover runs on for 31 days, then accident cover must be included again or an Abredeversicherung taken)",
    turns: [
      {
        user: "ich schaffe 20%, so 8,5 stund i dr wuche. chan i dr unfall bi dr kk usenäh?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|8 stunden|acht stunden|nichtberufsunfall|\bnbu\b|\buvg\b|arbeitgeber/i],
        },
      },
      {
        user: "und wenn i d stell wächsle und zwüsche drin e monet nüt ha?",
        expect: {
          act: "ask_rule",
          answers: [/31 tage|30 tage|einen monat|abrede|nachdeckung|wieder (ein|mit)|einschliessen|einschluss|melden/i],
        },
      },
    ],
  },
  {
    id: "h10-lookup-02",
    category: "lookup",
    note: "premium subsidy in canton Aargau (SVA Aargau, depends on income / taxes)",
    turns: [
      {
        user: "wie chum ich im aargau zu prämieverbilligung?",
        expect: {
          act: "ask_rule",
          answers: [/\bsva\b|sozialversicherungsanstalt|antrag|gesuch|anmeld|einkommen|steuer/i],
        },
      },
    ],
  },
  {
    id: "h10-lookup-03",
    category: "lookup",
    note: "moving from Winterthur to Chur: no need to change insurer, report the new address, the premium follows the new premium region; then the premium in Chur",
    turns: [
      {
        user: "ich zügle im januar vo winterthur uf chur. mues i d kasse wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht wechseln|bleib|adresse|melden|mitteilen|prämienregion|prämie .{0,60}(änder|anpass|neu|andere)/i],
        },
      },
      {
        user: "und was zahl ich denn in chur? bi 1988, franchise 2500",
        expect: {
          fields: { plz: "7000", birthYear: 1988, franchise: 2500 },
          figures: [{ what: "cheapest", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "h10-lookup-04",
    category: "lookup",
    note: "children have deductibles too: ordinary 0, optional up to 600",
    turns: [
      {
        user: "hend chind eigentli au e franchise?",
        expect: {
          act: "ask_rule",
          answers: [/600|keine franchise|franchise (von |ist |beträgt |liegt bei )?(chf |fr\.? ?)?0\b|null/i],
        },
      },
    ],
  },
  {
    id: "h10-lookup-05",
    category: "lookup",
    note: "an accident on a ski holiday in Austria: covered (EU, European health insurance card; or by the employer's accident insurance)",
    turns: [
      {
        user: "Zahlt die Grundversicherung, wenn ich in den Skiferien in Österreich verunfalle?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|europäische|versichertenkarte|\behic\b|doppelt|gedeckt|übernimmt|bezahlt/i],
        },
      },
    ],
  },
  {
    id: "h10-lookup-06",
    category: "lookup",
    note: "the deadline for 1.1.2027, then whether the postmark counts (no: the letter must arrive at the insurer by then)",
    turns: [
      {
        user: "bis wann muss ich kündigen damit ich auf 1.1.2027 wechseln kann?",
        expect: { act: "ask_rule", answers: [DEADLINE] },
      },
      {
        user: "reicht de poststempel?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|eingang|eintreffen|eingetroffen|ankommen|angekommen|bei der (kasse|versicherung) (sein|liegen)|erhalten/i],
        },
      },
    ],
  },
  {
    id: "h10-lookup-07",
    category: "lookup",
    note: "the supplementary insurance can be kept with the old insurer when only the basic insurance is changed",
    turns: [
      {
        user: "Kann ich die Zusatzversicherung behalten, wenn ich nur die Grundversicherung wechsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|behalten|unabhängig|getrennt|separat/i],
        },
      },
    ],
  },
  {
    id: "h10-lookup-08",
    category: "lookup",
    note: "a chronically ill person: every insurer must accept everyone in basic insurance, without health questions; supplementary insurance may refuse or set reservations",
    turns: [
      {
        user: "ich bin chronisch krank. muss mich die neue kasse überhaupt nehmen?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|muss|aufnahmepflicht|jede(n|r)?\b|ohne (vorbehalt|gesundheitsfragen)|nicht ablehnen/i],
        },
      },
      {
        user: "und bi de zuesatzversicherig?",
        expect: {
          act: "ask_rule",
          answers: [/gesundheitsfragen|ablehnen|vorbehalt|nicht verpflichtet|freiwillig|privat|\bvvg\b/i],
        },
      },
    ],
  },
];
