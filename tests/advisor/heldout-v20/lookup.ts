import type { AdvisorCase } from "../case-format";
import { NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v20, rule questions: unpaid premiums and whether one can still change insurer; recruit school and the
 * suspension of the basic insurance, and until when to report it; glasses for a child and for an adult; an emergency on
 * holiday abroad and a planned operation abroad; physiotherapy and how many sessions; the ambulance and a mountain rescue;
 * moving to Switzerland from Germany and registering late; a notice that arrives on 1 December and the next possible
 * date; a doctor's bill sent to the patient and how long one has to claim it back. Written apart from the engine and
 * never tuned against (its code, its own cases and its results on these cases were not looked at). Conversations take
 * place on Sunday 22.11.2026: the notice for a change on 1 January 2027 must have reached the insurer by Monday
 * 30 November 2026 (Art. 7 para. 2 KVG). Legal references: unpaid premiums are reminded and then collected by debt
 * enforcement (Art. 64a para. 1 and 2 KVG), and insured persons in arrears cannot change insurer until premiums,
 * cost shares, default interest and collection costs are paid in full (Art. 64a para. 6 KVG); the insurance duty is
 * suspended for persons subject to the military insurance for more than 60 consecutive days (Art. 3 para. 4 KVG), no
 * premium being owed if the insured reports it at least eight weeks before (Art. 10a para. 2 KVV); lenses for glasses
 * or contact lenses for children up to 18 on an eye doctor's prescription, CHF 180 a year, otherwise only for specific
 * medical conditions (Art. 52 para. 1 lit. a no. 3 KVG; Art. 20 ff. and Annex 2 KLV, MiGeL 25.01 and 25.02); emergency
 * treatment during a temporary stay abroad is covered, at most twice the cost in Switzerland, but not a trip abroad made
 * for the treatment (Art. 34 para. 2 KVG; Art. 36 para. 2 and 4 KVV); physiotherapy on a doctor's prescription, at most
 * nine sessions per prescription, a new prescription for more (Art. 5 para. 1 to 3 KLV); transport costs 50 % up to
 * CHF 500 a year (Art. 26 KLV), rescue costs 50 % up to CHF 5000 a year (Art. 27 KLV), and for employees' accidents
 * the UVG insurer pays the rescue (Art. 13 UVG); a person taking up residence in Switzerland must take out insurance
 * within three months, then covered from the arrival (Art. 3 para. 1 and Art. 5 para. 1 KVG), later only from joining,
 * with a surcharge if the delay is inexcusable (Art. 5 para. 2 KVG, Art. 8 KVV); a change for the end of a calendar
 * semester with three months' notice in the ordinary insurance (Art. 7 para. 1 KVG; with an optional deductible or an
 * alternative model only at the end of a calendar year, Art. 94 para. 2 and Art. 100 para. 3 KVV); unless agreed
 * otherwise the insured owes the fee and is reimbursed by the insurer (tiers garant, Art. 42 para. 1 KVG); the right to
 * outstanding benefits lapses five years after the end of the month for which they are owed (Art. 24 para. 1 ATSG,
 * applicable under Art. 1 para. 1 KVG).
 */

export const lookupCases: AdvisorCase[] = [
  {
    id: "v20-lookup-01",
    category: "lookup",
    note: "Unpaid premiums for three months: the insurer sends a reminder and then starts debt enforcement (Art. 64a para. 1 and 2 KVG); the reply must name the reminder or debt enforcement. Then whether one can still change to a cheaper insurer for 2027: no, not until all outstanding premiums, cost shares, interest and collection costs are paid (Art. 64a para. 6 KVG).",
    turns: [
      {
        user: "ich cha mini prämie sit drei mönet nüm zahle. was passiert jetzt?",
        expect: {
          act: "ask_rule",
          answers: [/mahnung|gemahnt|zahlungserinnerung|betreibung|betrieben|inkasso/i],
        },
      },
      {
        user: "chan i trotzdem uf 2027 zu ere billigere kasse wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht wechseln|kein wechsel|erst (wenn|nach)|solange|ausstehende|vollständig (be)?zahlt|alles (be)?zahlt/i],
        },
      },
    ],
  },
  {
    id: "v20-lookup-02",
    category: "lookup",
    note: "Recruit school of 18 weeks from January: more than 60 consecutive days under the military insurance, so the basic insurance can be suspended and no premium is owed during the service (Art. 3 para. 4 KVG, Art. 10a KVV); the reply must name the military insurance or the suspension. Then until when to report it: at least eight weeks before the service starts, otherwise premiums stop only up to eight weeks after the report (Art. 10a para. 2 KVV).",
    turns: [
      {
        user: "ich mach ab mitte jänner d rs, 18 wuche. mues i d krankekasse i dere ziit wiiter zahle?",
        expect: {
          act: "ask_rule",
          answers: [/militärversicherung|sistier|\bmv\b|ruhen|aussetzen|pausieren/i],
        },
      },
      {
        user: "und bis wänn mues i das de kasse säge?",
        expect: {
          act: "ask_rule",
          answers: [/8 wochen|acht wochen/i],
        },
      },
    ],
  },
  {
    id: "v20-lookup-03",
    category: "lookup",
    note: "Glasses for a daughter of 9: the basic insurance pays for lenses (glasses or contact lenses) for children up to 18 on an eye doctor's prescription, CHF 180 a year (MiGeL 25.01, Annex 2 KLV; Art. 52 para. 1 lit. a no. 3 KVG); the reply must say yes / name the contribution. Then for the adult writer: generally not, only for specific medical conditions (MiGeL 25.02) or through a supplementary insurance.",
    turns: [
      {
        user: "zahlt d krankekasse e brülle für mini tochter? si isch 9",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|180|beitrag|bis 18|gläser|kontaktlinsen/i],
        },
      },
      {
        user: "und für mich? bi 41",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|nur bei|nur (in|wenn)|krankheit|medizinisch|zusatzversicherung/i],
        },
      },
    ],
  },
  {
    id: "v20-lookup-04",
    category: "lookup",
    note: "An emergency during a holiday in Thailand: covered by the basic insurance, at most twice the cost in Switzerland (Art. 36 para. 2 and 4 KVV); a travel or supplementary insurance covers the rest; the reply must name the limit or the supplementary / travel insurance. Then a hip operation planned in Germany: not covered, because travelling abroad for a treatment is no emergency (Art. 34 para. 2 KVG, Art. 36 para. 2 KVV).",
    turns: [
      {
        user: "was zahlt d grundversicherig wenn mer i de ferie in thailand öppis passiert und i is spital mues?",
        expect: {
          act: "ask_rule",
          answers: [/doppelt|zweifach|2-fach|das doppelte|reiseversicherung|zusatzversicherung|reiseschutz/i],
        },
      },
      {
        user: "und wenn i extra für e hüftoperation uf dütschland gang, wils det schneller gaht?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|kein notfall|nur (im )?notf(a|ä)ll/i],
          notAnswers: [/\bja\b,? (das|die grundversicherung) (zahlt|übernimmt)/i],
        },
      },
    ],
  },
  {
    id: "v20-lookup-05",
    category: "lookup",
    note: "Physiotherapy: paid by the basic insurance on a doctor's prescription (Art. 5 para. 1 KLV); the reply must name the prescription. Then how many sessions: at most nine per prescription, more need a new prescription (Art. 5 para. 2 and 3 KLV).",
    turns: [
      {
        user: "zahlt d grundversicherig physio? ha weh im rugge",
        expect: {
          act: "ask_rule",
          answers: [/ärztlich|arzt|ärztin|verordnung|verordnet|anordnung|rezept|überweisung/i],
        },
      },
      {
        user: "und wie mängi sitzige?",
        expect: {
          act: "ask_rule",
          answers: [/\b9\b|neun/i],
        },
      },
    ],
  },
  {
    id: "v20-lookup-06",
    category: "lookup",
    note: "Who pays the ambulance: the basic insurance pays 50 % of medically necessary transport costs, at most CHF 500 a year (Art. 26 KLV); the reply must name half / 50 % or the 500. Then a Rega rescue while hiking: rescue costs 50 %, at most CHF 5000 a year (Art. 27 KLV); after an accident of an employee the UVG insurer pays the rescue (Art. 13 UVG); the reply must name the 5000 or the accident insurance.",
    turns: [
      {
        user: "wer zahlt eigentlich d ambulanz, wenn i mit em chrankewage is spital mues?",
        expect: {
          act: "ask_rule",
          answers: [/50\s?%|50 prozent|hälfte|\b500\b/i],
        },
      },
      {
        user: "und wenn mi d rega bim wandere mues abehole?",
        expect: {
          act: "ask_rule",
          answers: [/5[’' ]?000|uvg|unfallversicherung|unfallversicherer/i],
        },
      },
    ],
  },
  {
    id: "v20-lookup-07",
    category: "lookup",
    note: "Moving from Germany to Switzerland in January: the basic insurance must be taken out within three months of taking up residence, and it then applies from the arrival (Art. 3 para. 1 and Art. 5 para. 1 KVG). Then joining only after four months: the insurance starts only on joining, with a premium surcharge if the delay is inexcusable (Art. 5 para. 2 KVG, Art. 8 KVV).",
    turns: [
      {
        user: "ich zügle im jänner vo dütschland i d schwiiz. bis wänn mues i e krankekasse ha?",
        expect: {
          act: "ask_rule",
          answers: [/3 monat|drei monat|dreimonat/i],
        },
      },
      {
        user: "und wenn i mi erscht nach 4 mönet aamelde?",
        expect: {
          act: "ask_rule",
          answers: [/zuschlag|erst ab|nicht rückwirkend|ab (dem )?beitritt|ab (der )?anmeldung|lücke|nicht versichert/i],
        },
      },
    ],
  },
  {
    id: "v20-lookup-08",
    category: "lookup",
    note: "On Sunday 22 November: a notice that only arrives at the insurer on 1 December is too late for 1 January 2027, because it must have reached the insurer by 30 November (Art. 7 para. 2 KVG). Then the next possible date for someone in the ordinary insurance (standard model, deductible 300): the end of June 2027 with three months' notice, i.e. received by 31 March 2027 (Art. 7 para. 1 KVG).",
    turns: [
      {
        user: "wenn mini kündigung erscht am 1. dezember bi de kasse aachunnt, gilt die denn no?",
        expect: {
          act: "ask_rule",
          answers: [/zu spät|nicht mehr|verpasst|nicht rechtzeitig|gilt nicht|erst (auf|per|für)/i, NOVEMBER_DEADLINE],
        },
      },
      {
        user: "und wänn chönnt i denn s nächscht mol wächsle? ha standard mit 300er franchise",
        expect: {
          act: "ask_rule",
          answers: [/30\.\s*juni|ende juni|31\.\s*märz|ende märz|halbjahr|semester|mitte (des )?jahr/i],
        },
      },
    ],
  },
  {
    id: "v20-lookup-09",
    category: "lookup",
    note: "A doctor's bill sent to the patient: unless insurer and doctor agreed otherwise, the patient owes the fee and gets it reimbursed by the insurer (tiers garant, Art. 42 para. 1 KVG), so she pays it and submits it to the insurer, which pays back the part above deductible and co-payment; the reply must name submitting / reimbursement. Then how long she has to submit it: the right to the benefit lapses five years after the end of the month for which it is owed (Art. 24 para. 1 ATSG, Art. 1 para. 1 KVG).",
    turns: [
      {
        user: "ich ha e rechnig vom dokter diräkt hei übercho. mues ich die zahle oder macht das d kasse?",
        expect: {
          act: "ask_rule",
          answers: [/rückerstatt|zurück(erstattet|bezahlt|vergütet|zahlt)|einreich|tiers garant|vergüt/i],
        },
      },
      {
        user: "und wie lang han i ziit zum die iizreiche?",
        expect: {
          act: "ask_rule",
          answers: [/5 jahre|fünf jahre/i],
        },
      },
    ],
  },
];
