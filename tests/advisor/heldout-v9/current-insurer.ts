import type { AdvisorCase } from "../case-format";

/** "ich bin bei der X", "zahle 512 im Monat": like-for-like savings, the notice deadline.
 * Conversations take place on 22.11.2026 (eight days before 30 November). */
const DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november/i;
const ASK_DATA = /plz|postleitzahl|wohn|jahrgang|geburtsjahr|geboren|alter|wie alt|franchise|modell/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "h9-current-insurer-01",
    category: "current-insurer",
    note: "formal letter; Kriens 6010 (shared with Pilatus Kulm OW, the name settles LU); like-for-like saving (hausarzt, 1500, without accident)",
    turns: [
      {
        user: "Sehr geehrte Damen und Herren\n\nIch bin seit Jahren bei der Helsana versichert (Hausarztmodell, Franchise 1'500.–, ohne Unfalldeckung) und bezahle aktuell Fr. 402.40 monatlich. Ich wohne in 6010 Kriens und bin Jahrgang 1961. Lohnt sich ein Wechsel auf 2027?\n\nMit freundlichen Grüssen\nR. Amrein",
        expect: {
          fields: {
            plz: "6010",
            birthYear: 1961,
            franchise: 1500,
            accident: false,
            currentInsurer: "Helsana",
            currentPremium: 402.4,
            currentModel: "hausarzt",
          },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "h9-current-insurer-02",
    category: "current-insurer",
    note: "'455 stutz' is the monthly premium; the data come in the next turn, then the notice deadline (8 days left)",
    turns: [
      {
        user: "bi bi dr css und zahl 455 stutz im monet",
        expect: { fields: { currentInsurer: "CSS", currentPremium: 455 }, answers: [ASK_DATA] },
      },
      {
        user: "8180 bülach, 1990, franchise 300, standard",
        expect: {
          fields: { plz: "8180", birthYear: 1990, franchise: 300, currentInsurer: "CSS", currentPremium: 455 },
          figures: [{ what: "saving", franchise: 300, model: "standard" }],
        },
      },
      {
        user: "und bis wänn muess i künde?",
        expect: { act: "ask_rule", fields: { currentInsurer: "CSS" }, answers: [DEADLINE] },
      },
    ],
  },
  {
    id: "h9-current-insurer-03",
    category: "current-insurer",
    note: "current contract standard/300 at 520.-, the question is about telmed/2500: the cheapest telmed 2500 offer must be given (the comparison with 520 is not like-for-like and not checked)",
    turns: [
      {
        user: "Ich bin bei der Visana, 300er Franchise, freie Arztwahl, zahle 520.- im Monat. 3011 Bern, Jg. 1984. Was würde ich bezahlen, wenn ich zu Telmed mit 2500 wechsle?",
        expect: {
          fields: {
            plz: "3011",
            birthYear: 1984,
            currentInsurer: "Visana",
            currentPremium: 520,
            currentModel: "standard",
            franchise: 2500,
            model: "telmed",
          },
          figures: [{ what: "cheapest", franchise: 2500, model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "h9-current-insurer-04",
    category: "current-insurer",
    note: "cancelled without a new insurer yet: the old insurance continues until the new insurer confirms the cover (Art. 7 KVG), there is no gap",
    turns: [
      {
        user: "Ich habe bei der Sympany gekündigt, aber noch keine neue Kasse gefunden. Was passiert, wenn ich am 1. Januar keine neue habe? Bin ich dann unversichert?",
        expect: {
          act: "ask_rule",
          answers: [/bleib|weiter.{0,30}versichert|erst wenn|bestätig|nahtlos|lückenlos|endet erst|nicht unversichert|bisherige/i],
        },
      },
    ],
  },
  {
    id: "h9-current-insurer-05",
    category: "current-insurer",
    note: "Groupe Mutuel is a group of several carriers, so the insurer is not checked; Martinach = Martigny 1920; then 'is that a lot' wants the cheapest like-for-like offer",
    turns: [
      {
        user: "Bi bi dr Groupe Mutuel, zahle 498.70, wohne z Martinach, jg 1979, 1000 franchise, standardmodell",
        expect: {
          fields: { plz: "1920", birthYear: 1979, franchise: 1000, currentPremium: 498.7, currentModel: "standard" },
        },
      },
      {
        user: "isch das vill?",
        expect: {
          fields: { plz: "1920", birthYear: 1979, franchise: 1000 },
          figures: [{ what: "cheapest", franchise: 1000, model: "standard" }],
        },
      },
    ],
  },
  {
    id: "h9-current-insurer-06",
    category: "current-insurer",
    note: "a premium with 'fr.' before it and no data, then the data (Wattwil, SG region 3); saving like-for-like with Assura standard 2500",
    turns: [
      {
        user: "zahl fr. 312 bi dr assura, gits no öppis günstigers?",
        expect: { fields: { currentInsurer: "1542", currentPremium: 312 }, answers: [ASK_DATA] },
      },
      {
        user: "9630 wattwil, jg 2000, 2500er franchise, ganz normales modell",
        expect: {
          fields: { plz: "9630", birthYear: 2000, franchise: 2500, currentInsurer: "1542", currentPremium: 312 },
          figures: [{ what: "saving", franchise: 2500, model: "standard" }],
        },
      },
    ],
  },
  {
    id: "h9-current-insurer-07",
    category: "current-insurer",
    note: "mid-year switch with the standard model and 300 deductible: yes, to 30 June with three months' notice (by 31 March); then the year-end deadline",
    turns: [
      {
        user: "Ich bin bei der KPT, Standardmodell mit Franchise 300. Kann ich auch per Ende Juni wechseln statt Ende Jahr?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "KPT" },
          answers: [/\bja\b|30\.? ?(6\b|06|juni)|ende juni|31\.? ?(3\b|03|märz)|drei monat|3 monat/i],
        },
      },
      {
        user: "Und wenn ich lieber auf den 1.1. wechsle, bis wann muss die Kündigung dort sein?",
        expect: { act: "ask_rule", fields: { currentInsurer: "KPT" }, answers: [DEADLINE] },
      },
    ],
  },
];
