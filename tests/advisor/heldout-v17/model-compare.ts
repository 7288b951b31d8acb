import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v17, insurance models: HMO against telemedicine for one person, what telemedicine is and whether an
 * emergency needs a call first, whether the family-doctor model pays off for someone who always sees the same doctor,
 * the difference between HMO and family-doctor model followed by a price, and leaving a telemedicine model with a high
 * deductible during the year. Places in Solothurn, Appenzell Ausserrhoden and Graubünden. Written apart from the engine
 * and never tuned against (its code, its own cases and its results on these cases were not looked at). Conversations
 * take place on Sunday 22.11.2026; the tariff year shown by default is 2027. Legal background: insurance forms with a
 * restricted choice of provider (Art. 41 para. 4 and Art. 62 KVG; Art. 99–101 KVV); a change to another insurance form
 * or a lower deductible only at the end of a calendar year (Art. 100 para. 3, Art. 94 para. 2 KVV); emergencies are
 * exempt from the first-contact rule in every model (the insurers' model conditions under Art. 41 para. 4 KVG).
 * Every postal code, locality, canton and premium region was checked against swisstopo's directory joined with the BAG
 * premium regions in ../shared/data with a throw-away script outside the repository.
 */

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v17-model-compare-01",
    category: "model-compare",
    note: "Solothurn German: 'isch hmo günschtiger als telmed?' for 4600 Olten (Olten 99.7 %; Trimbach, Starrkirch-Wil SO; 0.1 % Aarburg AG), born 1989: the cheapest of each model, both named. Then what HMO means in practice.",
    turns: [
      {
        user: "isch hmo günschtiger als telmed? bi 1989 und wohne z olte 4600",
        expect: {
          act: "ask_compare",
          fields: { plz: "4600", birthYear: 1989 },
          answers: [/hmo/i, /telmed|telemed|telefon/i, CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hmo" },
            { what: "cheapest", model: "telmed" },
          ],
        },
      },
      {
        user: "und bi hmo mues i denn i es bestimmts zentrum?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|gruppenpraxis|gesundheitszentrum|hmo-(praxis|zentrum)|zentrum|praxis|ärztenetz|netzwerk/i],
        },
      },
    ],
  },
  {
    id: "v17-model-compare-02",
    category: "model-compare",
    note: "What telemedicine is: before seeing a doctor one calls (or uses the app of) a medical hotline first. Then whether one must call first in an emergency: no, emergencies are exempt (one goes straight to the emergency service or hospital).",
    turns: [
      {
        user: "was isch telmed eigentlich genau?",
        expect: {
          answers: [/telefon|anruf|anrufen|hotline|app|video/i, /zuerst|vorher|erst|bevor|vor (dem|jedem|einem)|erste(r|n)? (anlaufstelle|kontakt)/i],
        },
      },
      {
        user: "und wenn i en notfall ha, mues i denn au zerscht aalüte?",
        expect: {
          act: "ask_rule",
          answers: [/(notfall|notfällen)[^.]{0,80}(nicht|kein|direkt|ausgenommen|ohne|sofort)|(direkt|sofort)[^.]{0,60}(notfall|spital|notaufnahme|144)|ausgenommen|ausnahme|\bnein\b/i],
        },
      },
    ],
  },
  {
    id: "v17-model-compare-03",
    category: "model-compare",
    note: "Appenzell Ausserrhoden: whether the family-doctor model pays off for someone who always sees the same doctor anyway, 9100 Herisau (Herisau 99.4 %; Waldstatt, Schwellbrunn AR; 0.2 % Gossau SG), born 1972: the family-doctor model is cheaper than the standard model, both figures. Then whether the own doctor must be on a list: usually the family doctor must be one of the insurer's listed doctors (insurers' conditions); the answer must mention a list or that it must be checked.",
    turns: [
      {
        user: "lohnt sich s hausarztmodell, wenn i eh immer zum gliiche dokter gang? 9100 herisau, jg 1972",
        expect: {
          act: "ask_compare",
          fields: { plz: "9100", birthYear: 1972 },
          answers: [/günstiger|billiger|sparen|spar|weniger|tiefer|lohnt/i, CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hausarzt" },
            { what: "cheapest", model: "standard" },
          ],
        },
      },
      {
        user: "mues mi dokter denn uf ere liste sii?",
        expect: {
          act: "ask_rule",
          answers: [/liste|anerkannt|vertragsarzt|zugelassen|prüfen|nachfragen|abklären|fragen/i],
        },
      },
    ],
  },
  {
    id: "v17-model-compare-04",
    category: "model-compare",
    note: "The difference between HMO and family-doctor model: HMO = first contact in an HMO practice or health centre (group practice); family-doctor model = one's own chosen family doctor (usually from a list). Then the price of the family-doctor model in 7250 Klosters (100 % Klosters, GR region 2), born 1979.",
    turns: [
      {
        user: "was isch de unterschied zwüsche hmo und hausarztmodell?",
        expect: {
          answers: [/gruppenpraxis|gesundheitszentrum|hmo-(praxis|zentrum)|zentrum|ärztenetz|netzwerk/i, /hausarzt|eigene(n|r)? (arzt|ärztin)|selbst gewählt|wahl|liste/i],
        },
      },
      {
        user: "ok, und was choschtet s hausarztmodell bi mir? 7250 klosters, jg 1979",
        expect: {
          act: "ask_price",
          fields: { plz: "7250", birthYear: 1979, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v17-model-compare-05",
    category: "model-compare",
    note: "Whether one can go back from telemedicine with deductible 2500 to the standard model during the year: no, a change of insurance form (and to a lower deductible) is possible only at the end of a calendar year, with the notice periods of Art. 7 KVG (Art. 100 para. 3 and Art. 94 para. 2 KVV). Then whether a notice now, arriving by 30 November, works: yes, the change (of model or insurer) is possible for 1 January 2027.",
    turns: [
      {
        user: "wenn i im telmed bi mit 2500, chan i im lauf vom jahr wieder is standardmodell zrugg?",
        expect: {
          act: "ask_rule",
          answers: [/ende (des |eines )?(kalender)?jahr|auf (den )?1\.\s*januar|per 1\.\s?1\.|jahreswechsel|jahresende|nächste(s|n)? jahr|nicht (während|unter|im laufe|jederzeit)|nur (auf|per|zum|einmal)|\bnein\b/i],
        },
      },
      {
        user: "und wenn i jetzt no kündig, bis am 30. november?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|möglich|rechtzeitig|reicht|klappt|1\.\s*januar|1\.\s?1\.|2027/i],
        },
      },
    ],
  },
];
