import type { AdvisorCase } from "../case-format";
import { NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v19, rule questions: changing insurer at the end of June with the ordinary insurance and then with
 * telemedicine and deductible 2500; dental treatment and a tooth broken in a bicycle accident; losing one's job and
 * then drawing unemployment benefit (accident cover); deductible against co-payment and the children's maximum; moving
 * from Obwalden to the city of Zurich (premium of the new residence, no forced change of insurer); the choice of
 * hospital and an emergency; psychotherapy and acupuncture; premium subsidies for a student in Lucerne and who applies;
 * a notice sent by e-mail on the evening of the last day and what it must contain. Written apart from the engine and
 * never tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take
 * place on Sunday 22.11.2026: the notice for a change on 1 January 2027 must have reached the insurer by Monday
 * 30 November 2026 (Art. 7 para. 2 KVG). Legal references: change for the end of a calendar semester with three
 * months' notice (Art. 7 para. 1 KVG), but with an optional deductible or a restricted-choice model only for the end
 * of a calendar year (Art. 94 para. 2 and Art. 100 para. 3 KVV); dental treatment only in the cases of Art. 31 para. 1
 * KVG, accident damage to teeth under Art. 31 para. 2 KVG when no accident insurance pays (UVG cover of employees,
 * Art. 1a para. 1 lit. a UVG; accident cover in the KVG, Art. 8 KVG); the UVG cover ends on the 31st day after the
 * right to at least half the salary ends (Art. 3 para. 2 UVG), the KVG then covers accidents again (Art. 8 para. 2 KVG)
 * and the insured person must inform the insurer (Art. 10 KVG, Art. 11 para. 2 KVV); people drawing unemployment
 * benefit are insured under the UVG (Art. 1a para. 1 lit. b UVG); cost sharing is the deductible plus 10 % of the
 * costs above it (Art. 64 para. 2 KVG) up to CHF 700 a year for adults and half of it, CHF 350, for children (Art. 64
 * para. 4 KVG, Art. 103 para. 2 KVV); premiums are graded by the canton and region of residence (Art. 61 para. 2 and
 * 2bis KVG), and a change of insurer is forced by a move only if the insurer does not operate at the new residence
 * (Art. 7 para. 3 KVG); free choice among the listed hospitals of the canton of residence or of the hospital's canton,
 * paid at most at the tariff of the canton of residence (Art. 41 para. 1bis KVG), in full for medical reasons such as
 * an emergency (Art. 41 para. 3 KVG); psychological psychotherapy on a doctor's prescription (Art. 11b KLV);
 * acupuncture and other complementary medicine only by doctors with the recognised further training (Art. 4b KLV);
 * premium subsidies granted by the cantons according to income, at least 50 % for young adults in training of low and
 * middle incomes (Art. 65 para. 1 and 1bis KVG). The places named were checked against swisstopo's directory joined
 * with the BAG premium regions in ../shared/data with a throw-away script outside the repository.
 */

export const lookupCases: AdvisorCase[] = [
  {
    id: "v19-lookup-01",
    category: "lookup",
    note: "Whether one can change insurer at the end of June, not only at New Year: yes, with the ordinary insurance (standard model, deductible 300) for the end of a calendar semester with three months' notice, i.e. received by 31 March 2027 for 30 June 2027 (Art. 7 para. 1 KVG). Then with telemedicine and deductible 2500: only for the end of a calendar year (Art. 94 para. 2 and Art. 100 para. 3 KVV).",
    turns: [
      {
        user: "chan i d grundversicherig au uf ende juni wächsle oder nur ufs neujahr?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|möglich|kannst|geht|auch/i, /31\.\s*märz|ende märz|drei monat|3 monat|dreimonatig|halbjahr|semester|30\.\s*juni|ende juni/i],
        },
      },
      {
        user: "ich ha aber telmed und 2500 franchise",
        expect: {
          act: "ask_rule",
          answers: [/ende (des |eines )?(kalender)?jahr|jahresende|jahreswechsel|1\.\s*januar|kalenderjahr|nur (auf|per|zum) (das )?(neue|nächste|ende)|nicht (auf|per|zum|mitte|ende juni)|neujahr/i],
        },
      },
    ],
  },
  {
    id: "v19-lookup-02",
    category: "lookup",
    note: "Whether basic insurance pays the dentist: as a rule no; only for severe unavoidable diseases of the chewing system or severe general diseases (Art. 31 para. 1 KVG); ordinary dental care needs a supplementary insurance or is paid oneself. Then a tooth broken in a bicycle accident: accident damage to the teeth is covered (Art. 31 para. 2 KVG), by the employer's UVG insurance for employees (Art. 1a UVG) or otherwise by the basic insurance with accident cover (Art. 8 KVG).",
    turns: [
      {
        user: "zahlt d grundversicherig eigentlich de zahnarzt?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|grundsätzlich nicht|in der regel nicht|nur (in|bei)|ausnahme|schwere|zusatzversicherung|nicht gedeckt|selbst (be)?zahlen/i],
        },
      },
      {
        user: "und wenn mer bim velofahre en zahn abbricht?",
        expect: {
          act: "ask_rule",
          answers: [/unfall/i, /uvg|unfallversicherung|arbeitgeber|unfalldeckung|übernimmt|übernommen|gedeckt|bezahlt/i],
        },
      },
    ],
  },
  {
    id: "v19-lookup-03",
    category: "lookup",
    note: "Losing one's job at the end of January: the UVG cover for non-occupational accidents ends on the 31st day after the right to at least half the salary ends (Art. 3 para. 2 UVG; it can be extended by an agreement, Art. 3 para. 3 UVG); then the KVG covers accidents again (Art. 8 para. 2 KVG) and the insured must inform the health insurer (Art. 10 KVG, Art. 11 para. 2 KVV). Then while drawing unemployment benefit: insured under the UVG (Art. 1a para. 1 lit. b UVG, with Suva), so the accident cover in the basic insurance need not be reinstated for that time.",
    turns: [
      {
        user: "i verlüür mini stell ende jänner. mues i jetzt d unfalldeckig i de krankekasse wieder iischliesse?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|melden|mitteilen|informieren|einschliessen|wieder|31 tage|30 tage|monat nach|abredeversicherung/i],
        },
      },
      {
        user: "und wenn i denn bim rav aagmeldet bi und arbeitslosegeld überchum?",
        expect: {
          act: "ask_rule",
          answers: [/suva|uvg|unfallversichert|über die arbeitslosenversicherung|nicht nötig|nicht (mehr )?(nötig|notwendig)|sistiert|weiterhin versichert|versichert bleib/i],
        },
      },
    ],
  },
  {
    id: "v19-lookup-04",
    category: "lookup",
    note: "Deductible against co-payment: the deductible is a fixed yearly amount; above it one pays 10 % of the costs (co-payment), at most CHF 700 a year for adults (Art. 64 para. 2 KVG, Art. 103 para. 2 KVV). Then for children: the co-payment maximum is half, CHF 350 (Art. 64 para. 4 KVG, Art. 103 para. 2 KVV).",
    turns: [
      {
        user: "was isch de unterschied zwüsche franchise und selbstbehalt?",
        expect: {
          act: "ask_rule",
          answers: [/10\s?%|10 prozent|zehn prozent/i, /\b700\b/],
        },
      },
      {
        user: "und bi de chind?",
        expect: {
          act: "ask_rule",
          answers: [/\b350\b/],
        },
      },
    ],
  },
  {
    id: "v19-lookup-05",
    category: "lookup",
    note: "Moving in March from Lungern (6078, OW region 0) to the city of Zurich (ZH region 1): the premium follows the new residence (Art. 61 para. 2 and 2bis KVG), so from the move the insurer charges its premium for Zurich region 1; the reply must mention the new place of residence, region or canton. Then whether one must change insurer: no, only if the insurer does not operate at the new residence (Art. 7 para. 3 KVG).",
    turns: [
      {
        user: "i zügle im merz vo lungern uf züri. was passiert mit minere prämie?",
        expect: {
          act: "ask_rule",
          answers: [/neue(n|r|m)? wohn|wohnort|wohnsitz|prämienregion|region|kanton|angepasst|anpass|zürich/i],
        },
      },
      {
        user: "mues i denn d kasse wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht wechseln|kannst bleiben|bleiben|musst nicht|nicht nötig|nicht notwendig/i],
        },
      },
    ],
  },
  {
    id: "v19-lookup-06",
    category: "lookup",
    note: "Choosing any hospital in Switzerland for an operation: free choice among the hospitals on the list of the canton of residence or of the hospital's canton; the basic insurance and the canton pay at most the tariff of a listed hospital of the canton of residence (Art. 41 para. 1bis KVG); a difference may have to be paid oneself or by a supplementary insurance. Then in an emergency: medical reasons such as an emergency are paid in full at the hospital's tariff (Art. 41 para. 3 KVG).",
    turns: [
      {
        user: "chan i mi i jedem spital vo de schwiiz la operiere?",
        expect: {
          act: "ask_rule",
          answers: [/spitalliste|listenspital|liste/i, /wohnkanton|tarif|differenz|zusatzversicherung|mehrkosten/i],
        },
      },
      {
        user: "und wenn s en notfall isch?",
        expect: {
          act: "ask_rule",
          answers: [/übernimmt|übernommen|bezahlt|gedeckt|kein problem|ohne einschränkung|medizinische(n)? gründe|voll/i],
        },
      },
    ],
  },
  {
    id: "v19-lookup-07",
    category: "lookup",
    note: "Psychotherapy: paid by basic insurance when done by a doctor, or by a psychological psychotherapist on a doctor's prescription (Art. 11b KLV); the reply must say yes with the prescription / doctor condition. Then acupuncture: paid only when done by a doctor with the recognised further training (Art. 4b KLV); with other therapists it is a matter for supplementary insurance.",
    turns: [
      {
        user: "zahlt d grundversicherig e psychotherapie?",
        expect: {
          act: "ask_rule",
          answers: [/ärztlich|arzt|ärztin|anordnung|verordnung|verordnet|überweisung|zugelassen/i],
        },
      },
      {
        user: "und akupunktur?",
        expect: {
          act: "ask_rule",
          answers: [/arzt|ärztin|ärzt|weiterbildung|zusatzversicherung|nur wenn|fähigkeitsausweis/i],
        },
      },
    ],
  },
  {
    id: "v19-lookup-08",
    category: "lookup",
    note: "A student of 22 in canton Lucerne asks for a premium subsidy: granted by the canton according to income; for young adults in training of low and middle incomes at least 50 % (Art. 65 para. 1 and 1bis KVG); the reply must name the subsidy and income, training or the application. Then whether one must apply oneself: in Lucerne the subsidy is applied for (with the cantonal compensation office); the reply must name the application.",
    turns: [
      {
        user: "i bi student, 22i, und wohne z luzern. chan i prämieverbilligung becho?",
        expect: {
          act: "ask_rule",
          answers: [/prämienverbilligung|verbilligung|ipv/i, /einkommen|ausbildung|antrag|gesuch|kanton|eltern|50/i],
        },
      },
      {
        user: "mues i das sälber beantrage?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|antrag|gesuch|anmeld|beantrag|ausgleichskasse|formular|wohngemeinde/i],
        },
      },
    ],
  },
  {
    id: "v19-lookup-09",
    category: "lookup",
    note: "On Sunday 22 November: a notice sent by e-mail on the evening of 30 November: the notice must have reached the insurer by 30 November 2026 (Art. 7 para. 2 KVG); whether a late e-mail counts is uncertain (receipt, the insurer's accepted forms), so sending it now with proof of receipt (registered letter) is the safe way; the reply must name the deadline and advise sending it earlier or with proof. Then what the notice must contain: name, address, insurance number, the cancellation of the basic insurance for 31 December 2026, signature.",
    turns: [
      {
        user: "wenn i am 30. november am abig no per mail kündige, längt das?",
        expect: {
          act: "ask_rule",
          answers: [NOVEMBER_DEADLINE, /eingeschrieben|einschreiben|rechtzeitig|früher|jetzt|sofort|sicher|nachweis|eintreffen|erhalten|zugestellt|schriftlich|riskant|risiko/i],
        },
      },
      {
        user: "und was mues i i d kündigung schriibe?",
        expect: {
          act: "ask_rule",
          answers: [/versichertennummer|versicherungsnummer|versicherten-nr|policennummer|unterschrift|31\.\s*dezember|31\.12|grundversicherung/i],
        },
      },
    ],
  },
];
