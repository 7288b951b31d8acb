import type { AdvisorCase } from "../case-format";

/**
 * Held-out set v14, rule questions: the notice deadline of the basic and the supplementary insurance, premium subsidies, accident
 * cover with two part-time jobs, changing in mid-year, the product's independence and data source, newcomers from abroad.
 * Written apart from the engine and never tuned against (its code, its own cases and its results on these cases were
 * not looked at). Conversations take place on Sunday 22.11.2026: the notice must reach the insurer by Monday 30
 * November for a change on 1 January 2027. The product describes itself (its own "About us" and welcome texts) as
 * independent of health insurers, free, without commissions, with the official BAG premium data. No postal code is
 * used in this file.
 */
const NOVEMBER = /30\.?\s*(nov|11\.)|ende november/i;

export const lookupCases: AdvisorCase[] = [
  {
    id: "v14-lookup-01",
    category: "lookup",
    note: "The new premium letter has arrived: the notice deadline of the basic insurance (30 November); then whether the same deadline applies to the supplementary insurance: no, that is a separate contract under private law (VVG) with its own notice terms in its conditions.",
    turns: [
      { user: "d kasse het mer d neui prämie gschickt, bis wenn chan i no kündige?", expect: { act: "ask_rule", answers: [NOVEMBER] } },
      {
        user: "und gilt für mini zuesatzversicherig die gliich frist?",
        expect: {
          act: "ask_rule",
          answers: [/andere|eigene|vertrag|bedingungen|AVB|unterschiedlich|separat|nicht (die |dieselbe )?gleich|VVG|police/i],
        },
      },
    ],
  },
  {
    id: "v14-lookup-02",
    category: "lookup",
    note: "A family with three children and about 70,000 a year asks about premium subsidies in canton Zurich (cantonal, income-based, on application; in Zurich through the SVA); then whether one may still change insurer while receiving them (yes).",
    turns: [
      {
        user: "mir händ drü chind und verdiened zäme öppe 70'000 im jahr. hätte mir im kanton züri aaspruch uf prämieverbilligung?",
        expect: { act: "ask_rule", answers: [/SVA|einkommen|antrag|kanton|anspruch|steuer/i] },
      },
      {
        user: "und wenn i verbilligung ha, dörf i trotzdem d kasse wächsle?",
        expect: { act: "ask_rule", answers: [/\bja\b|trotzdem|weiterhin|unabhängig|möglich|kein(en)? einfluss/i] },
      },
    ],
  },
  {
    id: "v14-lookup-03",
    category: "lookup",
    note: "Standard German: two part-time jobs of 5 hours a week each: the 8-hour threshold for non-occupational accident cover counts per employer, so neither employer covers leisure accidents and accident cover belongs in the basic insurance; then one job rises to 10 hours a week: that employer's UVG insurance covers leisure accidents, so the accident cover can be taken out of the basic insurance.",
    turns: [
      {
        user: "Ich habe zwei Teilzeitjobs mit je 5 Stunden pro Woche. Bin ich da gegen Freizeitunfälle versichert oder brauche ich Unfall bei der Krankenkasse?",
        expect: { act: "ask_rule", answers: [/8 stunden|acht stunden|pro arbeitgeber|je arbeitgeber|einschliessen|mit unfall|brauchst|nötig|notwendig/i] },
      },
      {
        user: "Und wenn einer der beiden Jobs ab März auf 10 Stunden pro Woche steigt?",
        expect: {
          act: "ask_rule",
          answers: [/8 stunden|acht stunden|arbeitgeber|UVG|ausschliessen|sistier|ohne unfall|nicht mehr|weglassen|streichen/i],
        },
      },
    ],
  },
  {
    id: "v14-lookup-04",
    category: "lookup",
    note: "Changing in mid-year: only with the ordinary deductible (300) in the standard model, for 30 June with three months' notice (by 31 March); then with the 2500 deductible: only for the end of the year.",
    turns: [
      {
        user: "cha me d grundversicherig au uf mitti jahr wächsle?",
        expect: { act: "ask_rule", answers: [/30\.?\s*juni|ende juni|mitte jahr|31\.?\s*märz|ende märz|drei monat|3 monat|300/i] },
      },
      {
        user: "und wenn i d 2500er franchise ha?",
        expect: { act: "ask_rule", answers: [/nur (auf|per|zum|für)|ende (des )?jahr|jahresende|1\.?\s*jan|31\.?\s*dez|nicht/i] },
      },
    ],
  },
  {
    id: "v14-lookup-05",
    category: "lookup",
    note: "Whether the product is paid by the insurers or earns commissions: it is independent, free and takes no commissions; then whether the premiums shown are the official ones (yes: the BAG's approved premium data).",
    turns: [
      {
        user: "sind ihr eigentlich vo de krankekasse zahlt? verdienet ihr provision?",
        expect: { answers: [/unabhängig|keine provision|keine kommission|nicht bezahlt|neutral|gratis|kostenlos/i] },
      },
      {
        user: "und sind die prämie, wo dir azeiget, die offizielle?",
        expect: { answers: [/BAG|bundesamt|offiziell|genehmigt/i] },
      },
    ],
  },
  {
    id: "v14-lookup-06",
    category: "lookup",
    note: "Standard German: moving from Freiburg im Breisgau to Basel for a job from March: basic insurance must be taken out within three months of taking up residence; then registering only in July, after the three months: too late, the cover starts only when one joins and a surcharge for late joining is due (Art. 5 KVG); the canton may assign an insurer.",
    turns: [
      {
        user: "Ab März arbeite ich in Basel und ziehe dafür aus Freiburg im Breisgau her. Wie lange habe ich Zeit, eine Schweizer Krankenkasse abzuschliessen?",
        expect: { act: "ask_rule", answers: [/3 monat|drei monat/i] },
      },
      {
        user: "Und wenn ich mich erst im Juli anmelde?",
        expect: { act: "ask_rule", answers: [/zuschlag|verspät|zu spät|nicht rückwirkend|erst ab|beitritt|zuweis|kanton|teurer|nachzahl/i] },
      },
    ],
  },
];
