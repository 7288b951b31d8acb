import type { AdvisorCase } from "../case-format";
import { EIGHT_HOURS, NOVEMBER_DEADLINE } from "../heldout-patterns";

/**
 * Held-out set v17, rule questions: the notice deadline and whether the postmark counts, accident cover for someone
 * working 6 hours a week and after losing the job, premium subsidies in canton Lucerne, deductible against co-payment
 * (adults and children), moving from Basel-Landschaft to Uri, leaving Switzerland for a job in Portugal, changing
 * insurer with unpaid premiums under debt collection, supplementary insurance when changing basic insurance, and
 * dental treatment. Written apart from the engine and never tuned against (its code, its own cases and its results on
 * these cases were not looked at). Conversations take place on Sunday 22.11.2026: the notice for a change on 1 January
 * 2027 must reach the insurer by Monday 30 November 2026 (Art. 7 para. 2 KVG; it is the arrival that counts, not the
 * postmark). Legal references: non-occupational accident cover under the UVG from 8 hours a week with one employer
 * (Art. 13 para. 1 UVV) and suspension of accident cover in the KVG (Art. 8 and 10 KVG); UVG cover ends 31 days after
 * the end of the salary (Art. 3 para. 2 UVG); premium subsidies (Art. 65 KVG, cantonal); cost sharing: the deductible,
 * then 10 % up to CHF 700 a year for adults and CHF 350 for children (Art. 64 KVG, Art. 103 KVV), ordinary deductible 0
 * for children; a move changes the premium to that of the new premium region, and if the insurer does not operate there
 * the contract ends with the move (Art. 7 para. 3 KVG); the insurance ends when the duty to be insured ends, e.g. on
 * leaving Switzerland (Art. 3 and Art. 5 para. 3 KVG); no change of insurer while premiums or cost shares under debt
 * collection are unpaid (Art. 64a para. 6 KVG); supplementary insurance is a separate private-law contract under the VVG,
 * concluded and cancelled independently of the basic insurance under the KVG; dental treatment only for
 * severe, unavoidable diseases of the masticatory system, as a result of a severe illness, or after an accident
 * (Art. 31 KVG). The postal codes named were checked against swisstopo's directory joined with the BAG premium regions
 * in ../shared/data with a throw-away script outside the repository.
 */
const ARRIVES = /eintreffen|eingetroffen|ankommen|angekommen|erhalten|vorliegen|eingehen|eingegangen|eingang|zugestellt|empfang|bei (der|deiner|ihrer|ihr) (kasse|krankenkasse|versicher)/i;

export const lookupCases: AdvisorCase[] = [
  {
    id: "v17-lookup-01",
    category: "lookup",
    note: "Zurich German: until when one must give notice for a change to 2027: the notice must have arrived at the insurer by Monday 30 November 2026 (Art. 7 para. 2 KVG). Then whether the postmark counts: no, the arrival counts.",
    turns: [
      {
        user: "bis wänn mues i d chrankekasse kündige, wenn i uf 2027 wächsle wott?",
        expect: { act: "ask_rule", answers: [NOVEMBER_DEADLINE] },
      },
      {
        user: "gilt de poschtstempel?",
        expect: { act: "ask_rule", answers: [/\bnein\b|nicht|kein/i, ARRIVES] },
      },
    ],
  },
  {
    id: "v17-lookup-02",
    category: "lookup",
    note: "Bernese German: someone working 6 hours a week: below 8 hours a week with one employer, non-occupational accidents are not covered by the employer's UVG insurance (Art. 13 para. 1 UVV), so accident cover must stay in the basic insurance (Art. 8 KVG). Then after losing the job in December: the UVG cover ends 31 days after the salary ends (Art. 3 para. 2 UVG; it can be extended by an agreement, 'Abredeversicherung'); then the accident cover in the basic insurance must be reactivated and the insurer informed (Art. 10 KVG).",
    turns: [
      {
        user: "i schaffe nume 6 stund pro wuche. bruuch i d unfalldeckig bi de chrankekasse?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|einschliessen|mit unfall|brauchst|benötig|notwendig|musst|sollte|nötig|einschluss/i, EIGHT_HOURS],
        },
      },
      {
        user: "und wenn i im dezember mini stell verlüür, wo i meh als 8 stund gha ha?",
        expect: {
          act: "ask_rule",
          answers: [/31 tag|einunddreissig tag|ein(en)? monat|abredeversicherung|abrede/i, /unfall/i],
        },
      },
    ],
  },
  {
    id: "v17-lookup-03",
    category: "lookup",
    note: "Lucerne German: how to get a premium subsidy in canton Lucerne: it is cantonal and depends on income and assets (Art. 65 KVG); in Lucerne one applies for it (the cantonal compensation office WAS handles it). Then whether it is paid to the person: no, it is paid to the insurer and deducted from the premium bill (Art. 65 para. 1 KVG: paid directly to the insurer).",
    turns: [
      {
        user: "wie chum i im kanton luzern zu prämieverbilligung?",
        expect: {
          act: "ask_rule",
          answers: [/prämienverbilligung|verbilligung|ipv/i, /antrag|gesuch|anmeld|beantrag/i, /einkommen|vermögen|steuer/i],
        },
      },
      {
        user: "und überchum i das gäld denn uf mis konto?",
        expect: {
          act: "ask_rule",
          answers: [/krankenkasse|versicherer|kasse|prämienrechnung|rechnung|abgezogen|verrechnet|angerechnet|direkt/i],
        },
      },
    ],
  },
  {
    id: "v17-lookup-04",
    category: "lookup",
    note: "Deductible against co-payment: the deductible is paid first each year; then a co-payment of 10 % up to CHF 700 a year for adults (Art. 64 KVG, Art. 103 KVV). Then children: co-payment capped at CHF 350 a year, their deductible can be 0 (ordinary deductible 0).",
    turns: [
      {
        user: "was isch de unterschied zwüsche franchise und selbstbehalt?",
        expect: { act: "ask_rule", answers: [/10\s?%|zehn prozent|10 prozent/i, /700/] },
      },
      {
        user: "und bi de chind?",
        expect: { act: "ask_rule", answers: [/350/] },
      },
    ],
  },
  {
    id: "v17-lookup-05",
    category: "lookup",
    note: "Moving in February from 4242 Laufen (BL region 2) to 6460 Altdorf (UR region 0): one must report the new address to the insurer; the premium changes to that of the new canton/premium region from the move; if the insurer did not operate in Uri the contract would end with the move (Art. 7 para. 3 KVG). Then whether the deductible and model stay: yes, the contract continues with the same insurer, deductible and model (a model may be tied to a local network, which must be checked).",
    turns: [
      {
        user: "ich zügle im februar vo 4242 laufen uf 6460 altdorf. was passiert mit minere chrankekasse?",
        expect: {
          act: "ask_rule",
          answers: [/meld|mitteil|informier|bekannt|adressänderung|neue adresse/i, /prämie|region|kanton|wohnort/i],
        },
      },
      {
        user: "und mini franchise bliibt glich?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|bleibt|gleich|unverändert|weiter|behalten/i],
        },
      },
    ],
  },
  {
    id: "v17-lookup-06",
    category: "lookup",
    note: "Leaving Switzerland for a job in Portugal in January: the KVG duty ends with the departure (Art. 3 and Art. 5 para. 3 KVG); no notice period applies: one deregisters with the municipality and sends the insurer the confirmation of departure; the insurance ends on the date of departure (insurance in Portugal through the job). Then what the insurer needs: the confirmation of deregistration (proof of departure).",
    turns: [
      {
        user: "ha e stell in portugal und zügle im jänner ganz dert ane. wie chan i d grundversicherig kündige?",
        expect: {
          act: "ask_rule",
          answers: [
            /abmeld|wegzug|ausreise|gemeinde|wegzieh|ausland/i,
            /endet|beendet|aufgelöst|erlischt|nicht mehr (versichert|obligatorisch|pflichtig)|keine kündigungsfrist|austritt|bestätigung/i,
          ],
        },
      },
      {
        user: "und was bruucht d kasse vo mir?",
        expect: {
          act: "ask_rule",
          answers: [/abmeldebestätigung|bestätigung|nachweis|beleg|abmeldung|wegzugsbestätigung/i],
        },
      },
    ],
  },
  {
    id: "v17-lookup-07",
    category: "lookup",
    note: "Unpaid premiums and a running debt collection: one cannot change insurer until everything (premiums, cost shares, interest and collection costs) is paid in full (Art. 64a para. 6 KVG). Then whether that also applies if he pays everything before 30 November: if the arrears are fully paid, the change is possible; the answer must say that paying in full makes the change possible.",
    turns: [
      {
        user: "ich ha no offeni prämie und e betreibig lauft. chan i trotzdem uf 2027 wechsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|erst (wenn|nach)|kein/i, /bezahl|begleich|ausstehend|offen|ausstände/i],
        },
      },
      {
        user: "und wenn i alles bis ende november zahl?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|möglich|dann (kannst|können|klappt|geht)|wechseln|vollständig/i],
        },
      },
    ],
  },
  {
    id: "v17-lookup-08",
    category: "lookup",
    note: "Whether the supplementary insurance must also be cancelled when changing the basic insurance: no, they are separate contracts (supplementary insurance under the VVG, basic insurance under the KVG); it can stay with the old insurer. Then whether basic insurance pays the dentist: as a rule no; only for severe unavoidable diseases of the masticatory system, as a result of a severe illness, or after an accident (Art. 31 KVG).",
    turns: [
      {
        user: "mues i mini zuesatzversicherig au kündige, wenn i d grundversicherig wechsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|muss nicht|separat|getrennt|unabhängig|behalten|bleiben/i],
        },
      },
      {
        user: "und zahlt d grundversicherig eigentlich de zahnarzt?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|grundsätzlich nicht|nur (bei|in|wenn)|ausnahme|in der regel nicht/i, /unfall|schwer|krankheit/i],
        },
      },
    ],
  },
];
