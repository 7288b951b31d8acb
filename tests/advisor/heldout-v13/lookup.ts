import type { AdvisorCase } from "../case-format";

/**
 * Held-out set v13, rule questions: notice deadline, cancelling, accident cover, changing the deductible, premium
 * subsidies, dental care, the co-payment. Written apart from the engine and never tuned against (its code, its own
 * cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026: the
 * notice must reach the insurer by 30 November (a Monday this year) for a change on 1 January 2027. No postal code is
 * used in this file.
 */
const NOVEMBER = /30\.?\s*(nov|11\.)|ende november/i;

export const lookupCases: AdvisorCase[] = [
  {
    id: "v13-lookup-01",
    category: "lookup",
    note: "The notice deadline (30 November); whether an e-mail is enough (in writing, signed, a registered letter advised); then a letter arriving on 1 December: too late, the person stays another year (change only for 2028).",
    turns: [
      { user: "bis wänn mues i d'grundversicherig kündige?", expect: { act: "ask_rule", answers: [NOVEMBER] } },
      { user: "längt es e-mail?", expect: { act: "ask_rule", answers: [/eingeschrieben|schriftlich|unterschr|brief|per post/i] } },
      {
        user: "und wenn de brief erst am 1. dezember achunt?",
        expect: { act: "ask_rule", answers: [/zu spät|nicht mehr|verpasst|erst (per|auf|für|ab)|2028|ein (weiteres )?jahr|bleib|gültig ab/i] },
      },
    ],
  },
  {
    id: "v13-lookup-02",
    category: "lookup",
    note: "Six hours a week in a shop (under 8 hours with the employer): non-occupational accidents are not covered by the employer, so accident cover belongs in the basic insurance; then three days a week from January (over 8 hours): accident cover can be left out.",
    turns: [
      {
        user: "ich schaffe nume 6 stund pro wuche im lade. bruch ich unfall i de krankekasse?",
        expect: { act: "ask_rule", answers: [/\bja\b|8 stunden|acht stunden|einschliess|mit unfall|brauchst|nötig|notwendig/i] },
      },
      {
        user: "und wenn ich ab januar 3 täg pro wuche schaffe?",
        expect: { act: "ask_rule", answers: [/8 stunden|acht stunden|arbeitgeber|UVG|ausschliess|sistier|ohne unfall|nicht mehr|weglassen|streichen/i] },
      },
    ],
  },
  {
    id: "v13-lookup-03",
    category: "lookup",
    note: "Raising the deductible from 300 to 2500 for 2027 (possible for 1 January; insurers take the notice up to the end of the year, at the latest by the November deadline to be safe); then lowering it later (only for 1 January with the notice deadline of 30 November).",
    turns: [
      {
        user: "chan i mini franchise vo 300 uf 2500 ufe tue für 2027?",
        expect: { act: "ask_rule", answers: [/\bja\b|31\.?\s*dez|ende (des )?jahr|jahresende|30\.?\s*nov|ende november|1\.?\s*jan|möglich/i] },
      },
      {
        user: "und spöter wieder zrugg uf 300?",
        expect: { act: "ask_rule", answers: [/30\.?\s*nov|ende november|kündigungsfrist|november|1\.?\s*jan|jahresende|ende (des )?jahr/i] },
      },
    ],
  },
  {
    id: "v13-lookup-04",
    category: "lookup",
    note: "Premium subsidies in canton Bern (cantonal, income-based); then dental care (not covered by basic insurance, except after accidents or serious illness); then the co-payment (10 % of costs above the deductible, at most 700 a year for adults).",
    turns: [
      {
        user: "wie chum ich zu prämieverbilligung im kanton bärn?",
        expect: { act: "ask_rule", answers: [/einkommen|steuer|antrag|automatisch|kanton|anspruch/i] },
      },
      {
        user: "zahlt d grundversicherig de zahnarzt?",
        expect: { act: "ask_rule", answers: [/\bnein\b|nicht|kein|zusatz/i] },
      },
      {
        user: "und was isch eigentlich de selbstbehalt?",
        expect: { act: "ask_rule", answers: [/10 ?%|zehn prozent|700/i] },
      },
    ],
  },
];
