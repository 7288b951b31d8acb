import type { AdvisorCase } from "../case-format";

/** "ich bin bei der X", "zahle 512 im Monat": like-for-like savings, the notice deadline.
 * Conversations take place on 22.11.2026 (eight days before 30 November, a Monday).
 * Insurers by BAG code: 290 Concordia, 1384 SWICA, 1562 Helsana, 1509 Sanitas, 881 EGK, 376 KPT. */
const DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november|letzte(n)? arbeitstag im november/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "h10-current-insurer-01",
    category: "current-insurer",
    note: "like-for-like saving (Concordia Telmed 2500 at 318.90, Wettingen AG); then the notice deadline",
    turns: [
      {
        user: "Bin bei der Concordia, Telmed, Franchise 2500, zahle 318.90 pro Monat. 5430 Wettingen, Jahrgang 1990. Lohnt sich ein Wechsel?",
        expect: {
          fields: {
            plz: "5430",
            birthYear: 1990,
            franchise: 2500,
            currentInsurer: "290",
            currentPremium: 318.9,
            currentModel: "telmed",
          },
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "bis wann müsste ich kündigen?",
        expect: { act: "ask_rule", fields: { currentInsurer: "290" }, answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h10-current-insurer-02",
    category: "current-insurer",
    note: "a mid-year switch asked with the current insurer and contract: with Telmed and a 2500 deductible a switch is only possible to the end of the year (the 30 June switch needs the standard deductible and no alternative model); then the year-end deadline",
    turns: [
      {
        user: "bi bi dr swica mit telmed u 2500er franchise. cha i eigentli au uf ändi juni wächsle?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "1384" },
          answers: [/\bnein\b|nicht|nur .{0,60}(ende|jahresende|31\.? ?12|1\.? ?1|januar)|erst (auf|per|ende)|jahresende|ende (des )?(kalender)?jahr/i],
        },
      },
      {
        user: "ok u uf ändi jahr, bis wänn mues d kündigung dert si?",
        expect: { act: "ask_rule", fields: { currentInsurer: "1384" }, answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h10-current-insurer-03",
    category: "current-insurer",
    note: "'612 stutz' is the monthly premium; like-for-like saving with Helsana standard 300 (Basel 4051); then the cheapest Hausarzt offer",
    turns: [
      {
        user: "zahl 612 stutz bi dr helsana, isch das z vill? 4051 basel, 1958, standard mit 300",
        expect: {
          fields: {
            plz: "4051",
            birthYear: 1958,
            franchise: 300,
            currentInsurer: "1562",
            currentPremium: 612,
            currentModel: "standard",
          },
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "u mit hausarzt statt standard, was wär s billigste?",
        expect: {
          fields: { plz: "4051", birthYear: 1958, franchise: 300, model: "hausarzt" },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 300 }],
        },
      },
    ],
  },
  {
    id: "h10-current-insurer-04",
    category: "current-insurer",
    note: "who cancels: the person cancels the basic insurance in writing themselves (the new insurer only confirms the cover); the letter must arrive by 30 November",
    turns: [
      {
        user: "Ich will von der Sanitas weg. Muss ich selbst kündigen oder macht das die neue Kasse? Und bis wann?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "1509" },
          answers: [/selbst|selber|schriftlich|einschreiben|kündigungsschreiben|du (musst|kündigst)/i, DEADLINE],
        },
      },
    ],
  },
  {
    id: "h10-current-insurer-05",
    category: "current-insurer",
    note: "the premium letter arrived late (today, 22 November): the cancellation can still reach the insurer by 30 November; then the data for a comparison (Weinfelden TG, Hausarzt 1000)",
    turns: [
      {
        user: "ha dr brief mit dr nöie prämie vo dr egk ersch hüt übercho!! isch es jetzt scho z spot zum wächsle?",
        expect: { act: "ask_rule", fields: { currentInsurer: "881" }, answers: [DEADLINE] },
      },
      {
        user: "8570 weinfelden, jg 1973, 1000er franchise, hausarzt. was wär günstiger?",
        expect: {
          fields: { plz: "8570", birthYear: 1973, franchise: 1000, currentInsurer: "881" },
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "h10-current-insurer-06",
    category: "current-insurer",
    note: "like-for-like saving with KPT Hausarzt 1000 at 389.- (Horw LU); then whether the new insurer requires the same model (no, the model is chosen freely)",
    turns: [
      {
        user: "mini kasse isch d kpt, zahl 389.- im hausarztmodell mit 1000 franchise. 6048 horw, jg 1995",
        expect: {
          fields: {
            plz: "6048",
            birthYear: 1995,
            franchise: 1000,
            currentInsurer: "376",
            currentPremium: 389,
            currentModel: "hausarzt",
          },
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "mues i bim nöie dänn au s hausarztmodell näh?",
        expect: {
          answers: [/\bnein\b|frei|kannst .{0,40}(wählen|aussuchen|nehmen)|jedes modell|beliebig|unabhängig/i],
        },
      },
    ],
  },
];
