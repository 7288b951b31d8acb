import type { AdvisorCase } from "../case-format";

/**
 * Held-out set v15, rule questions: how to cancel and what happens when the letter arrives too late, dental care and
 * braces, pregnancy and changing insurer while pregnant, moving abroad, unemployment and accident cover. Written apart
 * from the engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026: the notice must reach the insurer by Monday 30 November 2026 for a
 * change on 1 January 2027. No postal code is used in this file.
 */

export const lookupCases: AdvisorCase[] = [
  {
    id: "v15-lookup-01",
    category: "lookup",
    note: "Zurich German: whether an e-mail is enough to cancel: the notice must be in writing and must have arrived by 30 November (a registered letter is the safe way; some insurers accept other channels); then a letter arriving on 1 December: too late for 1 January 2027; the next change is for the end of 2027, or, only in the standard model with the ordinary deductible 300, for 30 June 2027 with notice arriving by 31 March.",
    turns: [
      {
        user: "wie mues ich d grundversicherig kündige, längt es mail?",
        expect: { act: "ask_rule", answers: [/schriftlich|eingeschrieben|einschreiben|brief|unterschr/i] },
      },
      {
        user: "und wenn de brief erscht am 1. dezember achunt?",
        expect: {
          act: "ask_rule",
          answers: [/zu spät|nicht mehr|verpasst|erst (auf|per|für|zum|ende|ab)|2028|30\.?\s*juni|ende juni|31\.?\s*(dez|12\.)|ein jahr später|nächste(s|n) jahr/i],
        },
      },
    ],
  },
  {
    id: "v15-lookup-02",
    category: "lookup",
    note: "Dental care: basic insurance does not pay ordinary dental treatment (only dental treatment caused by a serious illness or an accident without other accident cover); a dental supplementary insurance or paying oneself; then braces for a daughter of 11: not covered either, except for certain severe congenital defects (covered by the disability insurance, IV, up to 20).",
    turns: [
      {
        user: "zahlt d grundversicherig eigentlich de zahnarzt?",
        expect: {
          act: "ask_rule",
          answers: [/zusatzversicherung|zahnversicherung|zusatz|nur (bei|wenn|in)|ausnahm|grundsätzlich nicht|nicht gedeckt|nicht übernommen|übernimmt (sie )?(keine|nicht)|zahlt (sie )?(keine|nicht)|selber|selbst/i],
        },
      },
      {
        user: "und d zahnspange für mini tochter (11)?",
        expect: {
          act: "ask_rule",
          answers: [/zusatz|\bIV\b|invalidenversicherung|geburtsgebrechen|schwer|ausnahm|nicht (gedeckt|übernommen|bezahlt)|übernimmt (sie )?(keine|nicht)|zahlt (sie )?(keine|nicht)/i],
        },
      },
    ],
  },
  {
    id: "v15-lookup-03",
    category: "lookup",
    note: "Pregnancy: from the 13th week of pregnancy until 8 weeks after the birth no deductible and no co-payment are charged (Art. 64 para. 7 KVG), and the check-ups are free of cost-sharing anyway; then whether she can still change insurer for 2027: yes, basic insurance must accept her (notice arriving by 30 November).",
    turns: [
      {
        user: "bi schwanger, 14. wuche. mues ich für d kontrolle franchise zahle?",
        expect: {
          act: "ask_rule",
          answers: [/keine franchise|ohne franchise|befreit|keine kostenbeteiligung|ohne kostenbeteiligung|kein selbstbehalt|13\.? ?woche|dreizehnte|nicht (an die|auf die) franchise|muss(t)? (du )?(keine|nichts)|zahlst (du )?(keine|nichts)/i],
        },
      },
      {
        user: "chan ich jetzt no uf 2027 d kasse wechsle?",
        expect: { act: "ask_rule", answers: [/\bja\b|aufnehmen|möglich|kannst|darfst|ablehnen|kein problem|trotzdem|30\.?\s*(nov|11\.)|ende november/i] },
      },
    ],
  },
  {
    id: "v15-lookup-04",
    category: "lookup",
    note: "Moving to Germany in February: the basic insurance ends with the departure, not at the 30 November deadline; the insurer needs the proof of deregistration from the municipality; then the supplementary insurance: a separate private contract (VVG) with its own terms; it does not end automatically.",
    turns: [
      {
        user: "ich zieh im februar uf dütschland. wie chan ich d grundversicherig kündige?",
        expect: { act: "ask_rule", answers: [/abmeld|wegzug|ausreise|bestätigung|gemeinde|nachweis|ausland|ausw(a|ä)nder/i] },
      },
      {
        user: "und mini zuesatzversicherig?",
        expect: { act: "ask_rule", answers: [/separat|eigene|vertrag|bedingungen|VVG|weiterführen|kündig|police|nicht automatisch/i] },
      },
    ],
  },
  {
    id: "v15-lookup-05",
    category: "lookup",
    note: "Unemployment: people receiving unemployment benefits are insured against accidents through the unemployment insurance (with Suva), so accident cover need not be added as long as benefits are paid; then once the benefits end: accident cover must be included in the basic insurance again (the employer's cover ends 31 days after the last job; an extension agreement can bridge up to 6 months).",
    turns: [
      {
        user: "bi arbeitslos worde. mues ich jetzt bi de krankekasse unfall iischlüsse?",
        expect: { act: "ask_rule", answers: [/suva|arbeitslosenversicherung|\bALV\b|\bRAV\b|taggeld|arbeitslosenkasse/i] },
      },
      {
        user: "und wenn i kei taggeld meh überchum?",
        expect: {
          act: "ask_rule",
          answers: [/einschliess|mit unfall|unfalldeckung|unfall(versicherung)? (bei|in) der krankenkasse|abredeversicherung|wieder (ein|auf)|aufnehmen|ergänzen|hinzufügen/i],
        },
      },
    ],
  },
];
