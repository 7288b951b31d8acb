import type { AdvisorCase } from "../case-format";

/**
 * Held-out set v21, rule questions: where to apply for a premium subsidy in St. Gallen; whether the basic insurance
 * pays the dentist for a cavity; five months of travelling in New Zealand; what a five-day hospital stay costs out of
 * pocket; lowering the deductible in the middle of the year; retiring at the end of December and accident cover;
 * moving to Liechtenstein; the most one can pay in a year with deductible 1500; switching for 1 July with the
 * ordinary insurance; whether a dearer insurer pays more. Only the rules are checked here; where a place is named it
 * was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data (8873 Amden: 100 %
 * Amden, SG region 2). Written apart from the engine and never tuned against (its code, its own cases and its results
 * on these cases were not looked at). Conversations take place on Sunday 22.11.2026.
 *
 * The law the expectations rely on: premium subsidies are granted by the canton of residence (Art. 65 KVG); normal
 * dental treatment is not covered by the basic insurance, only dental care caused by a severe non-avoidable disease
 * of the chewing system, by another severe illness or by an accident (Art. 31 KVG); abroad, the basic insurance pays
 * emergency treatment during a temporary stay, at most twice what the treatment would have cost in Switzerland (Art.
 * 36 para. 2 and 4 KVV); cost sharing is the deductible plus 10 % of the costs above it up to CHF 700 a year for adults
 * (Art. 64 para. 2 KVG, Art. 103 para. 2 KVV), and in hospital a contribution of CHF 15 a day (Art. 64 para. 5 KVG,
 * Art. 104 KVV); a higher deductible can be chosen only for the beginning of a calendar year, a lower one only for the
 * end of a calendar year with the notice periods of Art. 7 KVG (Art. 94 para. 1 and 2 KVV); the UVG cover ends on the
 * 31st day after the right to at least half the salary ends (Art. 3 para. 2 UVG), from then accidents are covered by
 * the basic insurance (Art. 8 para. 2 KVG) and the person must tell the insurer (Art. 10 KVG); the Swiss compulsory
 * insurance applies to persons resident in Switzerland (Art. 3 para. 1 KVG), and Liechtenstein has its own compulsory
 * health insurance; with the ordinary insurance (300, standard model) one can switch for the end of June with three
 * months' notice (Art. 7 para. 1 KVG), i.e. the notice must reach the insurer by 31 March, while higher deductibles
 * and alternative models allow a switch only for the end of a calendar year (Art. 94 para. 2 and Art. 100 para. 3
 * KVV); every insurer pays exactly the benefits the law lists, no more and no less (Art. 34 para. 1 KVG).
 */

export const lookupCases: AdvisorCase[] = [
  {
    id: "v21-lookup-01",
    category: "lookup",
    note: "Premium subsidy in St. Gallen: 'wo chan i prämieverbilligung beantrage? wohne z amden (8873)' (100 % Amden, SG region 2): subsidies are granted by the canton of residence (Art. 65 KVG), in St. Gallen through its social insurance office; not by the federal government and not by the insurer. A wrong canton must not be named.",
    turns: [
      {
        user: "wo chan i prämieverbilligung beantrage? wohne z amden (8873), alleinerziehend, wenig lohn",
        expect: {
          act: "ask_rule",
          answers: [/kanton|st\.? ?gallen|sva|sozialversicherungsanstalt|gemeinde/i],
          notAnswers: [/beim (bund|bag) beantrag|(liegt|ist|wohnst du) (in |im )?(kanton )?(glarus|schwyz|zürich)\b/i],
        },
      },
    ],
  },
  {
    id: "v21-lookup-02",
    category: "lookup",
    note: "Dentist: 'zahlt d grundversicherig dr zahnarzt? han es loch im zahn': no, normal dental treatment such as a filling is not covered (Art. 31 KVG covers only dental care caused by a severe disease or an accident); a dental supplementary insurance or paying oneself.",
    turns: [
      {
        user: "zahlt d grundversicherig dr zahnarzt? han es loch im zahn",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|keine?/i, /zusatzversicherung|selbst|privat|eigene tasche|unfall|schwere/i],
          notAnswers: [/\bja\b,? (die grundversicherung )?(zahlt|übernimmt|bezahlt)/i],
        },
      },
    ],
  },
  {
    id: "v21-lookup-03",
    category: "lookup",
    note: "Travelling abroad: 'ich gehe ab februar 5 monate nach neuseeland reisen. zahlt die grundversicherung wenn mir dort was passiert?': emergency treatment during a temporary stay abroad is covered, at most twice the cost in Switzerland (Art. 36 para. 2 and 4 KVV); a travel insurance is advisable for the rest. Then 'brauch ich dann noch eine reiseversicherung?': advisable, since costs above twice the Swiss tariff and repatriation are not covered by the basic insurance.",
    turns: [
      {
        user: "ich gehe ab februar 5 monate nach neuseeland reisen. zahlt die grundversicherung wenn mir dort was passiert?",
        expect: {
          act: "ask_rule",
          answers: [/notf(a|ä)ll/i, /doppelt|zweifach|das doppelte|2-?fache|zweifache|200\s?%/i],
        },
      },
      {
        user: "brauch ich dann noch eine reiseversicherung?",
        expect: {
          answers: [/empfehl|sinnvoll|lohnt|ratsam|zusatz|reise(versicherung|schutz)|rücktransport|repatriierung/i],
        },
      },
    ],
  },
  {
    id: "v21-lookup-04",
    category: "lookup",
    note: "Hospital stay: 'ich mues im januar für 5 täg is spital (knie-op). was zahl i us dr eigete tasche, han 300er franchise?': the deductible 300, 10 % of the costs above it up to CHF 700 a year (Art. 64 para. 2 KVG, Art. 103 para. 2 KVV) and CHF 15 per hospital day (Art. 64 para. 5 KVG, Art. 104 KVV), i.e. 75 for five days. The daily contribution must be mentioned.",
    turns: [
      {
        user: "ich mues im januar für 5 täg is spital (knie-op). was zahl i us dr eigete tasche, han 300er franchise?",
        expect: {
          act: "ask_rule",
          answers: [/\b15\b|\b75\b/, /tag|spitalbeitrag|aufenthalt/i, /700|10\s?%|selbstbehalt/i],
        },
      },
    ],
  },
  {
    id: "v21-lookup-05",
    category: "lookup",
    note: "Deductible during the year: 'ich ha 2500er franchise. wenn i im früehlig chrank wirde, chan i denn uf 300 abe?': no, a lower deductible can be chosen only for the end of a calendar year with the notice periods of Art. 7 KVG (Art. 94 para. 2 KVV), i.e. now for 1 January 2027 (notice by 30 November 2026), not in the middle of the year.",
    turns: [
      {
        user: "ich ha 2500er franchise. wenn i im früehlig chrank wirde, chan i denn uf 300 abe?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|nur/i, /jahr|januar|1\.\s?1\.|30\.\s?november|ende november/i],
          notAnswers: [/\bja\b,? (das geht|du kannst (die franchise )?(jederzeit|während des jahres|im frühling))/i],
        },
      },
    ],
  },
  {
    id: "v21-lookup-06",
    category: "lookup",
    note: "Retirement: 'i gang ende dezämber in pension. mues i bi de chrankekasse öppis ändere?': yes, the accident cover of the employer (UVG) ends on the 31st day after the last salary (Art. 3 para. 2 UVG); from then accidents are covered by the basic insurance (Art. 8 para. 2 KVG), so the accident cover must be included and the insurer told (Art. 10 KVG). Then 'wird denn d prämie tüürer?': yes, the premium with accident cover is higher (Art. 8 para. 1 KVG: the premium is reduced while the cover is suspended; in the 2026 and 2027 tables no premium with accident cover is below the one without).",
    turns: [
      {
        user: "i gang ende dezämber in pension. mues i bi de chrankekasse öppis ändere?",
        expect: {
          act: "ask_rule",
          answers: [/unfall/i, /einschliessen|einschluss|mitversicher|dazunehmen|melden|mitteilen|aufnehmen|wieder|hinzufügen|ergänzen/i],
        },
      },
      {
        user: "wird denn d prämie tüürer?",
        expect: {
          answers: [/teurer|höher|mehr|zuschlag|aufschlag|steigt/i],
          notAnswers: [/(wird|bleibt) (die prämie )?(nicht teurer|gleich|günstiger)/i],
        },
      },
    ],
  },
  {
    id: "v21-lookup-07",
    category: "lookup",
    note: "Moving to Liechtenstein: 'mir zügle im märz uf schaan. chan i bi minere kasse bliibe?': the Swiss compulsory insurance is for persons resident in Switzerland (Art. 3 para. 1 KVG); on moving to Liechtenstein the Swiss basic insurance ends and Liechtenstein's own compulsory health insurance applies (some Swiss insurers also offer it there).",
    turns: [
      {
        user: "mir zügle im märz uf schaan. chan i bi minere kasse bliibe?",
        expect: {
          act: "ask_rule",
          answers: [/liechtenstein/i, /nicht|endet|abmelden|neu|eigene|dortige|liechtensteinische/i],
        },
      },
    ],
  },
  {
    id: "v21-lookup-08",
    category: "lookup",
    note: "Maximum cost sharing: 'wie vill chunt mi s maximal im johr, mit 1500 franchise, wenn i richtig chrank wirde? (ohni prämie)': the deductible 1500 plus at most CHF 700 retention (Art. 64 para. 2 KVG, Art. 103 para. 2 KVV) = 2200 a year (plus CHF 15 a day in hospital, Art. 104 KVV). Then 'und mit dr 300er?': 300 + 700 = 1000.",
    turns: [
      {
        user: "wie vill chunt mi s maximal im johr, mit 1500 franchise, wenn i richtig chrank wirde? (ohni prämie)",
        expect: {
          act: "ask_rule",
          answers: [/700/, /2[' ’.]?200/],
        },
      },
      {
        user: "und mit dr 300er?",
        expect: {
          answers: [/1[' ’.]?000/],
        },
      },
    ],
  },
  {
    id: "v21-lookup-09",
    category: "lookup",
    note: "Switching for 1 July: 'ich ha di ordentlichi franchise 300 im standardmodell. chan i au uf mitti jahr wächsle statt nur uf neujahr?': yes, with the ordinary insurance one can switch for the end of June with three months' notice (Art. 7 para. 1 KVG), the notice reaching the insurer by 31 March; with a higher deductible or an alternative model only for the end of the year (Art. 94 para. 2 and Art. 100 para. 3 KVV).",
    turns: [
      {
        user: "ich ha di ordentlichi franchise 300 im standardmodell. chan i au uf mitti jahr wächsle statt nur uf neujahr?",
        expect: {
          act: "ask_rule",
          answers: [/30\.?\s?juni|ende juni|1\.\s?juli|mitte (des )?jahr|halbjahr|semester/i, /31\.?\s?märz|ende märz|drei monat|3 monat/i],
        },
      },
    ],
  },
  {
    id: "v21-lookup-10",
    category: "lookup",
    note: "Same benefits: 'Zahlt eine teurere Krankenkasse in der Grundversicherung mehr als eine billige?': no, every insurer pays exactly the benefits the law lists (Art. 34 para. 1 KVG); only premiums and service differ. Then 'Und bei den Zusatzversicherungen ist das auch so?': no, supplementary insurance is private insurance under the VVG (Art. 2 para. 2 KVAG), its benefits differ between insurers.",
    turns: [
      {
        user: "Zahlt eine teurere Krankenkasse in der Grundversicherung eigentlich mehr als eine billige?",
        expect: {
          act: "ask_rule",
          answers: [/gleich|identisch|dieselben|die selben|gesetzlich (festgelegt|vorgeschrieben|geregelt)|\bnein\b/i],
          notAnswers: [/teurere (kassen|krankenkassen|versicherer) (zahlen|bezahlen|übernehmen) mehr/i],
        },
      },
      {
        user: "Und bei den Zusatzversicherungen ist das auch so?",
        expect: {
          answers: [/nein|nicht|unterschied|unterschiedlich|verschieden|frei|vvg|variieren/i],
          notAnswers: [/zusatzversicherungen sind (überall |bei allen (kassen|versicherern) )?gleich/i],
        },
      },
    ],
  },
];
