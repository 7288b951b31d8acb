import type { AdvisorCase } from "../case-format";
import { NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v22, rules: whether an insurer may refuse someone with diabetes (no: Art. 4 para. 2 KVG), the cost
 * sharing for a birth (none for maternity benefits: Art. 64 para. 7 KVG), the dentist (basic insurance pays dental
 * treatment only in the cases of Art. 31 KVG, i.e. severe illness of the chewing system, another severe illness or an
 * accident), emergencies abroad (covered up to twice the cost the treatment would have had in Switzerland: Art. 36
 * para. 4 KVV, Art. 34 para. 2 KVG), accident cover for a part-time employee working 20 hours a week (insured against
 * non-occupational accidents through the employer from 8 hours a week: Art. 7 and 8 UVG, Art. 13 para. 1 UVV; then the
 * accident cover of the basic insurance can be suspended: Art. 8 KVG), premium subsidies (granted by the canton of
 * residence, depending on income: Art. 65 KVG), moving to another canton (the insurer may be kept; the premium of the
 * new region applies: Art. 61 para. 2 KVG), and a notice that arrives on 2 December (too late for 1 January 2027:
 * Art. 7 para. 2 KVG; with the ordinary deductible and standard model the next date is 30 June 2027 with three months'
 * notice, Art. 7 para. 1 KVG, otherwise 1 January 2028). Written apart from the engine and never tuned against.
 * Conversations take place on Sunday 22.11.2026. Places used in these questions were checked against swisstopo's
 * directory (../shared/data) where a postal code is given.
 */

export const lookupCases: AdvisorCase[] = [
  {
    id: "v22-lookup-01",
    category: "lookup",
    note: "'ha diabetes, dörf mi e kasse ablehne?': no; every insurer must accept every person subject to compulsory insurance in its area of activity for basic insurance, without health questions (Art. 4 para. 2 KVG). Supplementary insurance (VVG) may refuse, but that is not the question. Then 'und bi de zuesatzversicherig?': supplementary insurance is private law (Art. 12 para. 2 KVG, governed by the VVG): the insurer may ask health questions, impose reservations or refuse.",
    turns: [
      {
        user: "ich ha diabetes typ 1. dörf mi e krankekasse für d grundversicherig ablehne?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht ablehnen|darf (dich )?nicht|muss (dich )?(aufnehmen|annehmen)|aufnahmepflicht|jede person/i],
          notAnswers: [/\bja\b,? (sie|die kasse) (darf|kann)|grundversicherung (darf|kann) dich ablehnen/i],
        },
      },
      {
        user: "und bi de zuesatzversicherig?",
        expect: {
          act: "ask_rule",
          answers: [/gesundheitsfrage|ablehnen|vorbehalt|ausschl|freiwillig|privat|vvg/i],
          notAnswers: [/zusatzversicherung (muss|müssen) (dich )?(auch )?(aufnehmen|annehmen)/i],
        },
      },
    ],
  },
  {
    id: "v22-lookup-02",
    category: "lookup",
    note: "'bi schwanger, mues i für d geburt franchise zahle?': no; no deductible and no retention fee are charged for maternity benefits, including the birth (Art. 64 para. 7 KVG with Art. 29 KVG).",
    turns: [
      {
        user: "bi schwanger (2. kind). mues i für d geburt franchise und selbstbehalt zahle?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|keine franchise|kein(en)? selbstbehalt|befreit|nicht (bezahlen|zahlen)|übernimmt|kostenbeteiligung entfällt|keine kostenbeteiligung/i],
          notAnswers: [/\bja\b,? (du )?(musst|zahlst)|(musst|zahlst) (du )?(die )?(franchise|den selbstbehalt) (auch|ganz)/i],
        },
      },
    ],
  },
  {
    id: "v22-lookup-03",
    category: "lookup",
    note: "'zahlt d grundversicherig dr zahnarzt? mues e wiisheitszah usenäh': as a rule no; basic insurance pays dental treatment only if it is caused by a severe, unavoidable illness of the chewing system, another severe illness or its effects, or an accident (Art. 31 KVG); ordinary wisdom-tooth extraction is normally not covered (a supplementary dental insurance or the accident insurance may pay). Then a tooth broken in a bicycle accident: dental damage caused by an accident is covered, by the employer\'s accident insurance (UVG) for employees, otherwise by the basic insurance with accident cover (Art. 31 para. 2 KVG, Art. 1a and 10 UVG).",
    turns: [
      {
        user: "zahlt d grundversicherig dr zahnarzt? mues e wiisheitszah usenäh",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|grundsätzlich nicht|in der regel nicht|normalerweise nicht|nur (bei|wenn|in)|ausnahme|zusatzversicherung|selbst (bezahlen|zahlen)/i],
          notAnswers: [/\bja\b,? (die grundversicherung )?(zahlt|übernimmt) (den |die )?(zahnarzt|behandlung)|wird (immer|vollständig) übernommen/i],
        },
      },
      {
        user: "und wenn mer bim velofahre en zah abbricht?",
        expect: {
          act: "ask_rule",
          answers: [/unfall/i, /übernommen|bezahlt|zahlt|gedeckt|versichert/i],
          notAnswers: [/(auch )?dann (zahlt|übernimmt) (niemand|keiner)|musst du (es |das )?selbst (bezahlen|zahlen)/i],
        },
      },
    ],
  },
  {
    id: "v22-lookup-04",
    category: "lookup",
    note: "'im februar gömmer uf thailand, zahlt d grundversicherig wenn öppis passiert?': emergencies abroad are covered, but only up to twice what the treatment would have cost in Switzerland (Art. 34 para. 2 KVG, Art. 36 para. 4 KVV); a travel or supplementary insurance is advisable. The reply must not say that nothing at all is covered.",
    turns: [
      {
        user: "im februar gömmer uf thailand. zahlt d grundversicherig wenn det öppis passiert?",
        expect: {
          act: "ask_rule",
          answers: [/notfall|notfälle/i, /doppelt|zweifach|das zweifache|2-fach|zweimal|bis zu.{0,40}(schweiz|hälfte)|reiseversicherung|zusatzversicherung/i],
          notAnswers: [/(gar nicht|überhaupt nicht) (versichert|gedeckt)|keine deckung im ausland|zahlt (im ausland )?nichts/i],
        },
      },
    ],
  },
  {
    id: "v22-lookup-05",
    category: "lookup",
    note: "'schaffe 50 % im büro, öppe 20 stund i de wuche. bruuch i unfall i de chrankekasse?': no; an employee working at least 8 hours a week for one employer is insured against non-occupational accidents through the employer (Art. 7 and 8 UVG, Art. 13 para. 1 UVV), so the accident cover of the basic insurance can be suspended (Art. 8 KVG). The 8-hour threshold is relevant and may be named. Then 'und wenn i d stell verlüür?': the employer\'s non-occupational accident cover ends 31 days after the end of the right to at least half the salary (Art. 3 para. 2 UVG; it can be extended by an agreement, Art. 3 para. 3 UVG); then accident cover must be included in the basic insurance again (Art. 8 and 10 KVG).",
    turns: [
      {
        user: "schaffe 50 % im büro, öppe 20 stund i de wuche. bruuch i unfall i de chrankekasse?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht nötig|nicht notwendig|brauchst (du )?(ihn |die )?(keine|nicht)|ausschliessen|weglassen|sistieren|arbeitgeber/i],
          notAnswers: [/\bja\b,? (du )?(brauchst|musst)|musst (du )?(die )?unfall(deckung)? (einschliessen|dazunehmen)/i],
        },
      },
      {
        user: "und wenn i d stell verlüür?",
        expect: {
          act: "ask_rule",
          answers: [/31 tage|einen monat|unfall (wieder )?(einschliessen|dazunehmen|aktivieren)|wieder einschliessen|melden|abredeversicherung/i],
          notAnswers: [/bleibst du (automatisch |weiterhin )?(immer|unbegrenzt) (über den arbeitgeber )?versichert/i],
        },
      },
    ],
  },
  {
    id: "v22-lookup-06",
    category: "lookup",
    note: "'wie chum i zu prämieverbilligung? wohne im thurgau': premium subsidies are granted by the canton of residence to people in modest economic circumstances, depending on income (Art. 65 KVG); the canton (its office or, in Thurgau, the municipality / the canton's application procedure) decides, not the insurer. The reply must name the canton or the income as the basis and must not promise a fixed amount.",
    turns: [
      {
        user: "wie chum i zu prämieverbilligung? wohne im thurgau",
        expect: {
          act: "ask_rule",
          answers: [/kanton|thurgau|gemeinde/i, /einkommen|verhältnisse|anspruch|antrag|gesuch|anmeld/i],
          notAnswers: [/die krankenkasse (entscheidet|gewährt|bezahlt) (die )?(prämienverbilligung|verbilligung)|du (bekommst|erhältst) (sicher|garantiert)/i],
        },
      },
    ],
  },
  {
    id: "v22-lookup-07",
    category: "lookup",
    note: "'ziehe im märz vo 3532 zäziwil uf luzern. mues i d kasse wechsle?': no; the insurer may be kept (insurers of the basic insurance operate in the cantons where they are approved; a change is only necessary if the insurer does not operate at the new place, Art. 7 para. 3 KVG), but the premium of the new canton and region applies from the move (Art. 61 para. 2 KVG).",
    turns: [
      {
        user: "ziehe im märz vo zäziwil uf luzern. mues i d kasse wechsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht (zwingend |unbedingt )?wechseln|kannst (bei deiner kasse |bei deiner versicherung )?bleiben|behalten/i, /prämie|region|kanton|wohnort/i],
          notAnswers: [/\bja\b,? (du )?musst (die kasse |den versicherer )?wechseln/i],
        },
      },
    ],
  },
  {
    id: "v22-lookup-08",
    category: "lookup",
    note: "'und wenn mini kündigung erst am 2. dezember bi de kasse achunnt?': too late for 1 January 2027 (it must have arrived by 30 November 2026, Art. 7 para. 2 KVG); the change is then possible at the earliest on 1 January 2028, or, with the ordinary deductible in the standard model, on 30 June 2027 with three months' notice (Art. 7 para. 1 KVG). The reply must not say 2 December is still in time.",
    turns: [
      {
        user: "wenn mini kündigung erst am 2. dezember bi de kasse achunnt, isch das no guet?",
        expect: {
          act: "ask_rule",
          answers: [/zu spät|nicht mehr|verpasst|2028|30\.\s*juni|mitte jahr/i],
          notAnswers: [/(ist|reicht|genügt) (das )?(noch )?rechtzeitig(?! nicht)|ja,? das (reicht|geht) noch/i],
        },
      },
      {
        user: "ok also bis wenn genau?",
        expect: { act: "ask_rule", answers: [NOVEMBER_DEADLINE] },
      },
    ],
  },
];
