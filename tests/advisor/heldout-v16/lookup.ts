import type { AdvisorCase } from "../case-format";

/**
 * Held-out set v16, rule questions: moving to Liechtenstein, premium subsidies in canton Zurich and how they are paid,
 * accident cover for an employee and after retirement, switching with unpaid bills, deductible and co-payment (adults
 * and children), changing the deductible in mid-year. Written apart from the engine and never tuned against (its code,
 * its own cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026: the
 * notice must reach the insurer by Monday 30 November 2026 for a change on 1 January 2027. Legal references: residence
 * in Switzerland for the KVG duty (Art. 3 KVG; Liechtenstein has its own compulsory health insurance), premium
 * subsidies (Art. 65 KVG, cantonal; in Zurich through the SVA, paid to the insurer), non-occupational accident cover
 * from 8 hours a week with one employer (Art. 13 UVV, Art. 8 KVG), no change of insurer while premiums or cost shares
 * are unpaid after a debt-collection procedure (Art. 64a para. 6 KVG), cost sharing 10 % up to CHF 700 for adults and
 * CHF 350 for children (Art. 103 KVV), deductible changes only for the start of a calendar year (Art. 94 KVV). No postal
 * code is used in this file.
 */

export const lookupCases: AdvisorCase[] = [
  {
    id: "v16-lookup-01",
    category: "lookup",
    note: "St. Gallen Rheintal German: moving from Buchs SG to Schaan in Liechtenstein in January: Swiss basic insurance (KVG) requires residence in Switzerland; a resident of Liechtenstein must be insured under Liechtenstein's own compulsory health insurance (the Swiss policy ends with the departure).",
    turns: [
      {
        user: "i zügle im jänner vo buchs uf schaan im liechtestei. chan i bi minere schwiizer chrankekasse bliibe?",
        expect: {
          act: "ask_rule",
          answers: [
            /liechtenstein/i,
            /eigene|dortige|separate|liechtensteinisch|in liechtenstein versichert|nicht (mehr )?(über|nach|dem|das) (schweizer|kvg)|kvg gilt|wohnsitz|abmeld|wegzug|ausland|endet|nicht mehr/i,
          ],
        },
      },
    ],
  },
  {
    id: "v16-lookup-02",
    category: "lookup",
    note: "Zurich German: how to get a premium subsidy in canton Zurich (income-based, handled by the SVA Zürich on the basis of the tax data; application); then whether it is deducted from the premium or paid out: it is paid to the insurer and credited on the premium bill.",
    turns: [
      {
        user: "wie chum ich zu prämieverbilligung im kanton züri?",
        expect: { act: "ask_rule", answers: [/SVA|sozialversicherungsanstalt|steuer|einkommen|antrag|anspruch|berechtigt/i] },
      },
      {
        user: "wird das vo de prämie abzoge oder überwiised die mir das?",
        expect: {
          act: "ask_rule",
          answers: [/krankenversicherer|krankenkasse|versicherer|direkt|abgezogen|verrechnet|angerechnet|gutgeschrieben|prämienrechnung|reduziert/i],
        },
      },
    ],
  },
  {
    id: "v16-lookup-03",
    category: "lookup",
    note: "A nurse employed at 60 % (well over 8 hours a week with one employer) is insured against leisure accidents through the employer (UVG), so accident cover can be left out of the basic insurance; then retiring in March: the employer's cover ends (31 days after the last working day), so accident cover must then be added to the basic insurance (tell the insurer).",
    turns: [
      {
        user: "ich schaff 60% als pflegfachfrau im spital. bruuch ich de unfall bi de chrankekasse?",
        expect: {
          act: "ask_rule",
          answers: [
            /8 stunden|acht stunden|arbeitgeber|UVG|nichtberufsunfall|freizeitunf|suva/i,
            /\bnein\b|nicht|weglassen|ausschliess|sistier|streichen|verzichten|ohne unfall/i,
          ],
        },
      },
      {
        user: "und wänn ich im märz pensioniert wird?",
        expect: {
          act: "ask_rule",
          answers: [/wieder|einschliess|mit unfall|melden|mitteilen|informier|anpassen|aufnehmen|hinzufügen|ergänzen|einbauen/i],
        },
      },
    ],
  },
  {
    id: "v16-lookup-04",
    category: "lookup",
    note: "Switching with unpaid bills at the old insurer: once the insurer has started a debt-collection procedure for unpaid premiums or cost shares, the person cannot switch until everything (including interest and costs) is paid; then whether paying it all by Friday is enough to switch for 1 January: yes, if everything is paid and the notice arrives by 30 November (the old insurer must then let the person go).",
    turns: [
      {
        user: "chan ich d kasse wächsle, obwohl ich no offeni rächnige bi de alte ha?",
        expect: {
          act: "ask_rule",
          answers: [/betreib|ausstände|ausstehend|bezahlt|begleichen|beglichen|zahlungsrückstand|offene(n)? (prämien|rechnungen|beträge)|erst (wenn|nach|dann)|nicht wechseln/i],
        },
      },
      {
        user: "und wenn ich alles bis fritig zahl?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|dann (kannst|ist|geht|klappt)|möglich|wechseln|30\.?\s*(nov|11\.)|ende november|kündigung|rechtzeitig/i],
        },
      },
    ],
  },
  {
    id: "v16-lookup-05",
    category: "lookup",
    note: "The difference between deductible and co-payment: the deductible first, then 10 % of the costs above it, at most CHF 700 a year for adults; then for children: at most CHF 350 (and deductibles from 0).",
    turns: [
      {
        user: "was isch de unterschied zwüsche franchise und selbstbehalt?",
        expect: { act: "ask_rule", answers: [/10 ?%|zehn prozent|10 prozent/i, /700/] },
      },
      { user: "und bi chind?", expect: { act: "ask_rule", answers: [/350/] } },
    ],
  },
  {
    id: "v16-lookup-06",
    category: "lookup",
    note: "Changing the deductible in June: not possible during the year; a deductible changes only for 1 January (a lower deductible with notice by the end of November, a higher one by the end of December); then whether the new deductible can still be chosen for 2027: yes, a lower one by 30 November, a higher one by 31 December.",
    turns: [
      {
        user: "chan ich d franchise au im juni wächsle, wenn ich merke dass ich vill zum dokter mues?",
        expect: {
          act: "ask_rule",
          answers: [/1\.\s?januar|jahresende|ende (des )?jahr|auf (anfang|beginn)|nur (auf|per|zum)|einmal (pro|im) jahr|nächste(s|n)? jahr|nicht (während|im laufenden|unter dem|unterjährig)|unterjährig/i],
        },
      },
      {
        user: "und für 2027 chan ich si jetzt no ändere?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|30\.?\s*(nov|11\.)|ende november|31\.?\s*(dez|12\.)|ende dezember|noch möglich|rechtzeitig/i],
        },
      },
    ],
  },
];
