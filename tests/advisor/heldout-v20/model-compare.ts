import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v20, insurance models: what telemedicine is, then its price; the difference between the family-doctor
 * model and the HMO, then both prices; the saving of telemedicine against the standard model, whether one can move into
 * it in the middle of the year and whether one can go back at once; whether the family-doctor model really is cheaper
 * than the standard model, then with the highest deductible; whether a child can be in an HMO, then the child's price.
 * Places in Valais (Leuk district), Basel-Landschaft (Homburgertal), Zug, St. Gallen (Sarganserland) and Graubünden
 * (Bündner Herrschaft). Written apart from the engine and never tuned against (its code, its own cases and its results
 * on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is
 * 2027. Legal background: insurance forms with a restricted choice of provider (Art. 41 para. 4 and Art. 62 para. 1
 * KVG; Art. 99–101 KVV), whose conditions (first contact, referral, list of doctors or HMO practices) are set by each
 * insurer; in the ordinary insurance the choice of doctor is free (Art. 41 para. 1 KVG); these forms are open to all
 * insured persons living in the area where the insurer runs them, children included (Art. 100 para. 1 KVV); moving from
 * the ordinary insurance into such a form is possible at any time (Art. 100 para. 2 KVV), moving to another form only
 * at the end of a calendar year with the notice periods of Art. 7 para. 1 and 2 KVG (Art. 100 para. 3 KVV). Every postal
 * code, locality, canton and premium region was checked against swisstopo's directory joined with the BAG premium
 * regions in ../shared/data, and the claims about which model is cheaper were checked for every adult deductible with
 * and without accident cover in 2026 and 2027 (2027 family-doctor and HMO tariffs as BAG's practice type, telemedicine
 * as "TEL_DIG"), with a throw-away script outside the repository.
 */

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v20-model-compare-01",
    category: "model-compare",
    note: "What telemedicine is: before seeing a doctor one first calls (or uses the app / video of) the insurer's telemedical centre, which advises and refers (insurers' conditions under Art. 41 para. 4 and Art. 62 para. 1 KVG); the reply must name the phone / call first. Then its price in 3946 Turtmann (Turtmann 99.9 %, Gampel-Bratsch 0.1 %; the locality Gruben of 3946 in Turtmann-Unterems, Oberems and Ergisch; all VS region 2), born 1973: the cheapest telemedicine offer.",
    turns: [
      {
        user: "was isch eigentlich telmed genau?",
        expect: {
          answers: [/telefon|anruf|anrufen|hotline|zuerst|vorher|app|video/i],
        },
      },
      {
        user: "und was chostet das bi mir? 3946 turtmann, jg 73",
        expect: {
          act: "ask_price",
          fields: { plz: "3946", birthYear: 1973, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
    ],
  },
  {
    id: "v20-model-compare-02",
    category: "model-compare",
    note: "The difference between the family-doctor model and the HMO: in the family-doctor model one's own chosen family doctor (from the insurer's list) is the first contact, in the HMO a group practice / health centre (HMO practice); specialists by referral in both (insurers' conditions under Art. 41 para. 4 KVG). Then both prices in 4448 Läufelfingen (Läufelfingen 93.2 %, Diegten 4.2 %, Häfelfingen 2.6 %; all BL region 2), born 1980 (2026 family-doctor and HMO tariffs exist there; in 2027 both are BAG's practice type).",
    turns: [
      {
        user: "was isch de unterschied zwüsche hausarztmodell und hmo?",
        expect: {
          answers: [/gruppenpraxis|gesundheitszentrum|zentrum|hmo-praxis|ärztenetz|praxis/i, /hausarzt|hausärztin/i],
        },
      },
      {
        user: "und was choschte die zwei bi mir? 4448 läufelfinge, jg 1980",
        expect: {
          act: "ask_compare",
          fields: { plz: "4448", birthYear: 1980 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hausarzt" },
            { what: "cheapest", model: "hmo" },
          ],
        },
      },
    ],
  },
  {
    id: "v20-model-compare-03",
    category: "model-compare",
    note: "Zug: the saving of telemedicine against the standard model with the ordinary deductible 300 without accident cover, 6332 Hagendorn (Hagendorn 98.9 % in Cham, 1.1 % Hünenberg; ZG region 0), born 1995 (telemedicine is cheaper for every deductible in both years). Then whether she, in the ordinary insurance, can move into telemedicine with her insurer in the middle of the year: yes, at any time (Art. 100 para. 2 KVV). Then whether she could go back to the standard model at once: no, only at the end of a calendar year with the notice periods (Art. 100 para. 3 KVV, Art. 7 para. 1 and 2 KVG).",
    turns: [
      {
        user: "wie vill spar i mit telmed statt standard? franchise 300, ohni unfall, 6332 hagendorn, jg 95",
        expect: {
          act: "ask_compare",
          fields: { plz: "6332", birthYear: 1995, franchise: 300, accident: false },
          answers: [CHF_AMOUNT, /telmed|telemed|telefon/i, /standard/i],
          figures: [
            { what: "cheapest", model: "telmed", franchise: 300, accident: false },
            { what: "cheapest", model: "standard", franchise: 300, accident: false },
          ],
        },
      },
      {
        user: "ich ha jetzt standard mit 300er franchise. chan i bi minere kasse au grad jetzt under em jahr is telmed wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|jederzeit|unter dem jahr|während des jahres|unterjährig|sofort|auf (den )?(nächsten|ersten) (monat|des monats)/i],
        },
      },
      {
        user: "und wenn s mer nöd gfallt, chan i denn grad wieder zrugg?",
        expect: {
          act: "ask_rule",
          answers: [/ende (des |eines )?(kalender)?jahr|jahresende|jahreswechsel|1\.\s*januar|kalenderjahr|nicht (sofort|jederzeit|unter dem jahr|während des jahres)|erst (auf|per|zum)|neujahr/i],
        },
      },
    ],
  },
  {
    id: "v20-model-compare-04",
    category: "model-compare",
    note: "Sarganserland (St. Gallen): is the family-doctor model really cheaper than the standard model? 7323 Wangs (100 % Vilters-Wangs, SG region 2), born 1964: yes, the cheapest family-doctor offer is below the cheapest standard offer for every deductible with and without accident cover in 2026 and 2027 (2027, 300 with accident: 456.20 against 509.90); both figures, and the standard model must not be called cheaper. Then both with deductible 2500.",
    turns: [
      {
        user: "isch s hausarztmodell bi mir würkli billiger als s standardmodell? 7323 wangs, jg 1964",
        expect: {
          act: "ask_compare",
          fields: { plz: "7323", birthYear: 1964 },
          answers: [/hausarzt/i, /standard/i, CHF_AMOUNT],
          notAnswers: [/standard(modell)? (ist|wäre) (hier |bei dir )?(günstiger|billiger)/i],
          figures: [
            { what: "cheapest", model: "hausarzt" },
            { what: "cheapest", model: "standard" },
          ],
        },
      },
      {
        user: "und bi 2500er franchise?",
        expect: {
          fields: { plz: "7323", birthYear: 1964, franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 2500 },
            { what: "cheapest", model: "standard", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "v20-model-compare-05",
    category: "model-compare",
    note: "Bündner Herrschaft: can a child be in an HMO? Yes, the forms with restricted choice of provider are open to all insured persons living where the insurer runs them, children included (Art. 100 para. 1 KVV). Then the price of the HMO for the son born 2021 in 7306 Fläsch (100 % Fläsch, GR region 2): a child premium in the HMO (2026 HMO tariffs and 2027 practice tariffs exist for children there).",
    turns: [
      {
        user: "chönd chind au is hmo? üse bueb isch 2021 gebore",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|auch (für )?kinder|kinder (können|dürfen)|möglich/i],
        },
      },
      {
        user: "was würd er denn im hmo choschte? mir wohned in 7306 fläsch",
        expect: {
          act: "ask_price",
          fields: { plz: "7306", model: "hmo" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 2021, model: "hmo" }],
        },
      },
    ],
  },
];
