import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, insurance models: family-doctor model against telemedicine for one person and what happens when one
 * skips the first call, what the standard model is good for and how much more it costs, the difference between
 * telemedicine and family-doctor model together with which is cheaper (two questions in one message) and whether one
 * may go straight to the gynaecologist, moving from the standard model into an alternative model during the year and
 * back, and the three models side by side followed by the pharmacy model. Places in Zurich, Lucerne, St. Gallen
 * (Rheintal) and Obwalden. Written apart from the engine and never tuned against (its code, its own cases and its
 * results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by
 * default is 2027. Legal background: insurance forms with a restricted choice of provider (Art. 41 para. 4 and Art. 62
 * para. 1 KVG; Art. 99–101 KVV), whose conditions (first contact, exceptions such as gynaecology or emergencies,
 * consequences of not keeping to the rules) are set by each insurer; the move from the ordinary insurance into such a
 * form is possible at any time (Art. 100 para. 2 KVV), the move to another insurance form only at the end of a calendar
 * year with the notice periods of Art. 7 para. 1 and 2 KVG (Art. 100 para. 3 KVV). Every postal code, locality, canton
 * and premium region was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data
 * with a throw-away script outside the repository.
 */

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v18-model-compare-01",
    category: "model-compare",
    note: "Zurich German: 'was isch billiger, hausarzt oder telmed?' for 8820 Wädenswil (100 % Wädenswil, ZH region 2), born 1981: the cheapest of each model, both named. Then what happens if one goes to the doctor without calling first in the telemedicine model: the insurer may refuse to pay that treatment or, after a warning, move the person back to the standard model (insurers' conditions under Art. 41 para. 4 KVG); the reply must name a consequence.",
    turns: [
      {
        user: "was isch billiger, hausarzt oder telmed? 8820 wädenswil, jg 1981",
        expect: {
          act: "ask_compare",
          fields: { plz: "8820", birthYear: 1981 },
          answers: [/hausarzt/i, /telmed|telemed|telefon/i, CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hausarzt" },
            { what: "cheapest", model: "telmed" },
          ],
        },
      },
      {
        user: "und was passiert, wenn i bim telmed ohni aazlüte diräkt zum dokter gang?",
        expect: {
          act: "ask_rule",
          answers: [/nicht (bezahlt|übernommen|vergütet|zahlen|übernehmen)|(selber|selbst) (be)?zahlen|kürz|sanktion|ausschluss|ausgeschlossen|verwarn|mahnung|leistung(en)? verweiger|zurück (ins|in das) standard|standardmodell/i],
        },
      },
    ],
  },
  {
    id: "v18-model-compare-02",
    category: "model-compare",
    note: "What the standard model is good for: free choice of doctor (and direct access to specialists) without a first-contact rule. Then how much more it costs in 6048 Horw (Horw 99.1 %, Kriens 0.9 %; LU region 1), born 1970: the cheapest standard offer and the cheapest offer of any model.",
    turns: [
      {
        user: "was bringt mir s standardmodell überhaupt?",
        expect: {
          answers: [/freie (arztwahl|wahl)|frei wählen|jede(n|r)? (arzt|ärztin)|direkt|ohne (vorher|zuerst|überweisung|anruf)/i],
        },
      },
      {
        user: "und wie vil meh zahl i dafür? 6048 horw, jg 1970",
        expect: {
          act: "ask_compare",
          fields: { plz: "6048", birthYear: 1970 },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "standard" }, { what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v18-model-compare-03",
    category: "model-compare",
    note: "St. Gallen Rheintal: two questions in one message, the difference between telemedicine and the family-doctor model (first a phone/app consultation against one's own chosen family doctor) and which is cheaper in 9450 Altstätten (locality Altstätten SG: 99.8 % Altstätten, SG region 3; 0.2 % Gais AR), born 1965: both explained and both priced. Then whether one may go straight to the gynaecologist in the family-doctor model: most insurers exempt gynaecology (and ophthalmology) from the referral rule, but the conditions differ, so the answer either says so or says to check the conditions.",
    turns: [
      {
        user: "was isch de unterschied zwüsche telmed und hausarztmodell, und weles isch z altstätte 9450 günstiger? jg 1965",
        expect: {
          act: "ask_compare",
          fields: { plz: "9450", birthYear: 1965 },
          answers: [/telefon|anruf|anrufen|hotline|app|video/i, /hausarzt/i, CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "telmed" },
            { what: "cheapest", model: "hausarzt" },
          ],
        },
      },
      {
        user: "und im hausarztmodell, dörf i denn direkt zur frauenärztin?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|direkt|ohne überweisung|ausgenommen|ausnahme|gynäkolog|frauenärzt|bedingungen|abklären|nachfragen|prüfen/i],
        },
      },
    ],
  },
  {
    id: "v18-model-compare-04",
    category: "model-compare",
    note: "Moving from the standard model into the family-doctor model during the year: possible at any time (Art. 100 para. 2 KVV), so not only for 2027; a bare 'ja' is not enough, the reply must say that it is possible during the year. Then whether one can go back if one does not like it: only at the end of a calendar year with the notice periods of Art. 7 KVG (Art. 100 para. 3 KVV), i.e. for 1 January at the earliest with notice by 30 November.",
    turns: [
      {
        user: "i bi im standardmodell. chan i jetzt grad is hausarztmodell wächsle oder erscht ufs nächste jahr?",
        expect: {
          act: "ask_rule",
          answers: [/jederzeit|während des jahres|unterjährig|im laufe des jahres|auch (jetzt|sofort|unter dem jahr)|sofort|nächsten monat|monatsbeginn|ersten des/i],
        },
      },
      {
        user: "und wenn s mir nöd gfallt, chan i denn wieder zrugg?",
        expect: {
          act: "ask_rule",
          answers: [/ende (des |eines )?(kalender)?jahr|auf (den )?1\.\s*januar|per 1\.\s?1\.|jahreswechsel|jahresende|nächste(s|n)? jahr|nur (auf|per|zum|einmal)|30\.\s*november/i],
        },
      },
    ],
  },
  {
    id: "v18-model-compare-05",
    category: "model-compare",
    note: "Obwalden: HMO, family doctor and telemedicine side by side for 6055 Alpnach Dorf (municipality Alpnach, OW region 0), born 1998 (29 in 2027, adult): the cheapest of each of the three. Then what the pharmacy model is: first contact at a partner pharmacy (some insurers offer it; 2027 BAG lists no product of its own type 'PHARM', the pharmacy options sit in flexible models), so the reply must mention the pharmacy.",
    turns: [
      {
        user: "hmo, hausarzt oder telmed – weles isch für mi am günstigschte? 6055 alpnach, jg 1998",
        expect: {
          act: "ask_compare",
          fields: { plz: "6055", birthYear: 1998 },
          answers: [/hmo/i, /hausarzt/i, /telmed|telemed|telefon/i, CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hmo" },
            { what: "cheapest", model: "hausarzt" },
            { what: "cheapest", model: "telmed" },
          ],
        },
      },
      {
        user: "und was isch das apothekemodell?",
        expect: {
          answers: [/apothek/i],
        },
      },
    ],
  },
];
