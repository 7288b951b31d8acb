import type { AdvisorCase } from "../case-format";
import { NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v18, rule questions: a notice posted on Monday 23 November and whether a reason must be given; accident
 * cover for a self-employed person and then with a side job of 10 hours a week; premium subsidies in Aargau and who
 * pays them; what one pays oneself in hospital and whether a student daughter pays it too; a six-month trip abroad
 * (premiums and cover abroad); unpaid premiums (what happens, can the insurer throw one out); supplementary insurance
 * refusing someone and basic insurance not; moving to Liechtenstein; lowering and raising the deductible. Written apart
 * from the engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026: the notice for a change on 1 January 2027 must have reached the
 * insurer by Monday 30 November 2026 (Art. 7 para. 2 KVG); the law requires no reason for it. Legal references:
 * non-occupational accident cover under the UVG for employees (Art. 1a UVG) from 8 hours a week with one employer
 * (Art. 13 para. 1 UVV); the self-employed are not compulsorily insured (voluntary insurance, Art. 4 UVG); suspension
 * of accident cover in the KVG (Art. 8 and 10 KVG); premium subsidies granted by the cantons according to income
 * (Art. 65 KVG) with a federal contribution (Art. 66 KVG); cost sharing: deductible and 10 % co-payment (Art. 64
 * para. 2 KVG; Art. 103 KVV) plus a hospital contribution of CHF 15 a day (Art. 64 para. 5 KVG, Art. 104 para. 1 KVV),
 * which children and young adults in training do not pay (Art. 104 para. 2 KVV); the insurance duty follows the
 * residence in Switzerland (Art. 3 para. 1 KVG) and ends with it (Art. 5 para. 3 KVG); emergency treatment abroad is
 * paid up to twice what it would cost in Switzerland (Art. 36 para. 2 and 4 KVV); unpaid premiums lead to a reminder
 * and debt collection (Art. 64a para. 1 and 2 KVG), and no change of insurer is possible while they are unpaid
 * (Art. 64a para. 6 KVG), but the insurer cannot end the basic insurance (it ends only under Art. 5 para. 3 and Art. 7
 * KVG); supplementary insurance is a private contract under the VVG (health questions, Art. 4 VVG), basic insurance
 * must accept everyone (Art. 4 para. 2 KVG); a higher deductible can be chosen for the start of a calendar year, a
 * lower one only for the end of a calendar year with the notice periods of Art. 7 para. 1 and 2 KVG (Art. 94 para. 1
 * and 2 KVV). Liechtenstein is outside the KVG (it has its own compulsory health insurance), so a move there ends the
 * Swiss insurance duty. The places named were checked against swisstopo's directory joined with the BAG premium regions
 * in ../shared/data with a throw-away script outside the repository.
 */

export const lookupCases: AdvisorCase[] = [
  {
    id: "v18-lookup-01",
    category: "lookup",
    note: "Zurich German, on Sunday 22 November: a notice posted tomorrow is in time if it reaches the insurer by Monday 30 November 2026 (Art. 7 para. 2 KVG); registered mail is advisable. Then whether a reason must be given: no, the KVG requires none.",
    turns: [
      {
        user: "hüt isch sunntig. wenn i d kündigung morn uf d post bringe, längt s no für 2027?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|reicht|rechtzeitig|noch möglich|klappt|sollte (es )?(reichen|klappen)/i, NOVEMBER_DEADLINE],
        },
      },
      {
        user: "und mues i en grund aagä?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|kein(en)? grund|nicht begründen|keine begründung|ohne (angabe|begründung|grund)/i],
        },
      },
    ],
  },
  {
    id: "v18-lookup-02",
    category: "lookup",
    note: "A self-employed person: the self-employed are not compulsorily insured under the UVG (Art. 1a UVG; voluntary insurance, Art. 4 UVG), so accident cover must stay in the basic insurance (Art. 8 KVG). Then with a side job of 10 hours a week: from 8 hours a week with one employer, non-occupational accidents are covered by that employer's UVG insurance (Art. 13 para. 1 UVV), so the accident cover in the basic insurance can be suspended (Art. 8 KVG); the reply must say it can be left out or refer to the employer's cover.",
    turns: [
      {
        user: "bi sälbständig. bruuch i d unfalldeckig i de grundversicherig?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|einschliessen|mit unfall|brauchst|benötig|notwendig|musst|sollte|nötig|einschluss|empfehl/i],
        },
      },
      {
        user: "und wenn i näbebi no 10 stund pro wuche agstellt bi?",
        expect: {
          act: "ask_rule",
          answers: [/ausschliessen|ohne unfall|sistier|nicht (mehr )?(nötig|notwendig)|weglassen|verzichten|uvg|arbeitgeber/i],
        },
      },
    ],
  },
  {
    id: "v18-lookup-03",
    category: "lookup",
    note: "Aargau: how to get a premium subsidy: granted by the canton according to income and assets (Art. 65 KVG); it must be applied for (in Aargau with the SVA Aargau); the reply must name the subsidy and an application or the cantonal office. Then who pays it: the canton, with a federal contribution (Art. 66 KVG); the reply must name both.",
    turns: [
      {
        user: "wie bechum i im aargau prämieverbilligung?",
        expect: {
          act: "ask_rule",
          answers: [/prämienverbilligung|verbilligung|ipv/i, /antrag|gesuch|anmeld|beantrag|sva|ausgleichskasse|sozialversicherungsanstalt/i],
        },
      },
      {
        user: "und wer zahlt das eigentlich, de bund oder de kanton?",
        expect: {
          act: "ask_rule",
          answers: [/bund/i, /kanton/i],
        },
      },
    ],
  },
  {
    id: "v18-lookup-04",
    category: "lookup",
    note: "What one pays oneself in hospital: the deductible and the 10 % co-payment (Art. 64 para. 2 KVG, Art. 103 KVV) plus a contribution of CHF 15 a day for the stay (Art. 64 para. 5 KVG, Art. 104 para. 1 KVV). Then whether the 20-year-old daughter who is still studying pays the daily contribution: no, young adults in training are exempt (Art. 104 para. 2 lit. b KVV).",
    turns: [
      {
        user: "was mues i bi emne spitalufenthalt sälber zahle?",
        expect: {
          act: "ask_rule",
          answers: [/\b15\b/, /franchise|selbstbehalt|kostenbeteiligung/i],
        },
      },
      {
        user: "und mini tochter, 20i, wo no studiert?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|kein(en)?|befreit|entfällt|ausgenommen/i],
        },
      },
    ],
  },
  {
    id: "v18-lookup-05",
    category: "lookup",
    note: "A six-month trip around the world: as long as the residence in Switzerland is kept (no deregistration with the municipality), the insurance duty continues and the premiums must be paid (Art. 3 para. 1 KVG). Then what is covered abroad: only emergencies, up to twice what the treatment would cost in Switzerland (Art. 36 para. 2 and 4 KVV); a travel insurance may be advisable.",
    turns: [
      {
        user: "ich gang 6 mönet uf weltreis. mues i d grundversicherig wiiterzahle?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|weiter|bleibt|obligatorisch|pflicht|wohnsitz|abmeld|angemeldet/i],
        },
      },
      {
        user: "und zahlt die denn im usland, wenn öppis passiert?",
        expect: {
          act: "ask_rule",
          answers: [/notfall|notfäll|dringend/i],
        },
      },
    ],
  },
  {
    id: "v18-lookup-06",
    category: "lookup",
    note: "Unpaid premiums for three months: the insurer sends a reminder and then starts debt collection (Art. 64a para. 1 and 2 KVG); while premiums are unpaid one cannot change insurer (Art. 64a para. 6 KVG). Then whether the insurer can throw her out: no, the basic insurance continues; it ends only when the insurance duty ends or the person changes insurer (Art. 5 para. 3, Art. 7 KVG).",
    turns: [
      {
        user: "ha d prämie sit drü mönet nöd zahlt. was passiert jetzt?",
        expect: {
          act: "ask_rule",
          answers: [/mahnung|gemahnt|betreibung|zahlungserinnerung|inkasso/i],
        },
      },
      {
        user: "cha mi d kasse denn usegheie?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht (kündigen|ausschliessen|rauswerfen|werfen)|kann (dich )?nicht|bleibst (versichert|bei)|weiterhin versichert|obligatorisch/i],
        },
      },
    ],
  },
  {
    id: "v18-lookup-07",
    category: "lookup",
    note: "Whether a supplementary insurer can refuse her when she changes: yes, supplementary insurance is a private contract under the VVG; the insurer asks health questions (Art. 4 VVG) and can refuse or make reservations, so the old supplementary insurance should be cancelled only once the new one has accepted. Then whether the same holds for basic insurance: no, every insurer must accept everyone in its area without reservation (Art. 4 para. 2 KVG).",
    turns: [
      {
        user: "cha mi e neui zuesatzversicherig ablehne, wenn i wechsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|kann (dich |sie )?ablehnen|ablehnung|gesundheitsfragen|gesundheitsprüfung|vorbehalt|privat/i],
        },
      },
      {
        user: "und bi de grundversicherig?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|muss (dich|sie|jede|alle)|jede person|aufnahmepflicht|aufnehmen|ohne gesundheitsfragen|keine gesundheitsfragen|nicht ablehnen|keine? vorbehalt/i],
        },
      },
    ],
  },
  {
    id: "v18-lookup-08",
    category: "lookup",
    note: "Moving in January from Sargans (7320, SG region 2) to Schaan in Liechtenstein: Liechtenstein is outside the KVG and has its own compulsory health insurance, so the Swiss basic insurance ends with the departure (Art. 3 para. 1, Art. 5 para. 3 KVG) and one must insure oneself there. Then whether she must give notice: no notice period applies; she deregisters with the municipality and sends the insurer the confirmation of departure.",
    turns: [
      {
        user: "ich zügle im jänner vo sargans uf schaan im liechtestei. chan i bi minere kasse bliibe?",
        expect: {
          act: "ask_rule",
          answers: [/liechtenstein/i, /\bnein\b|nicht|endet|aufgelöst|erlischt|dort versicher|neu versicher|liechtensteinische|ausland/i],
        },
      },
      {
        user: "mues i denn trotzdem kündige?",
        expect: {
          act: "ask_rule",
          answers: [/abmeld|wegzug|bestätigung|nachweis|keine kündigungsfrist|ohne kündigung|nicht kündigen/i],
        },
      },
    ],
  },
  {
    id: "v18-lookup-09",
    category: "lookup",
    note: "Lowering the deductible from 2500 to 300 for 2027: possible for the end of the calendar year with the notice periods of the change of insurer (Art. 94 para. 2 KVV with Art. 7 para. 2 KVG), so the request must reach the insurer by 30 November 2026. Then the other way, from 300 to 2500: a higher deductible can be chosen for the start of a calendar year (Art. 94 para. 1 KVV); insurers usually accept it until the end of December, so it is possible for 1 January 2027.",
    turns: [
      {
        user: "chan i mini franchise vo 2500 uf 300 abe tue für 2027?",
        expect: {
          act: "ask_rule",
          answers: [NOVEMBER_DEADLINE],
        },
      },
      {
        user: "und umgekehrt, vo 300 uf 2500?",
        expect: {
          act: "ask_rule",
          answers: [/1\.\s*januar|jahresbeginn|anfang (des )?(neuen |nächsten )?jahr|beginn (des |eines )?(neuen |nächsten )?(kalender)?jahr|31\.\s*dezember|ende dezember|jahresende|ende (des )?jahr|auf (das )?neue jahr|2027/i],
        },
      },
    ],
  },
];
