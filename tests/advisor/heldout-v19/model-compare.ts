import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, insurance models: telemedicine against HMO for one person and what the catch of the HMO is;
 * whether the family-doctor model pays off for someone who sometimes needs a specialist, then how much it saves against
 * the standard model; the saving of telemedicine against the standard model and whether the first contact may be by app
 * or video; whether one can choose the family-doctor model without having a family doctor, then its price; HMO against
 * the standard model with the same high deductible, then with the lowest one. Places in Bern, Lucerne (lake shore) and
 * St. Gallen (Linth). Written apart from the engine and never tuned against (its code, its own cases and its results on
 * these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is
 * 2027. Legal background: insurance forms with a restricted choice of provider (Art. 41 para. 4 and Art. 62 para. 1
 * KVG; Art. 99–101 KVV), whose conditions (first contact, referral to specialists, list of doctors, exceptions) are set
 * by each insurer; in the ordinary insurance the choice of doctor is free (Art. 41 para. 1 KVG). BAG's 2027 tariff type
 * "TEL_DIG" covers models with a first contact by phone or app. Every postal code, locality, canton and premium region
 * was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data, and HMO tariffs were
 * checked to exist in the regions where they are asked for (2026 HMO type, 2027 practice type), with a throw-away script
 * outside the repository.
 */

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v19-model-compare-01",
    category: "model-compare",
    note: "Bern (Gürbetal): 'was isch günstiger, telmed oder hmo?' for 3122 Kehrsatz (Kehrsatz 98.8 %, Belp 1.2 %; both BE region 2), born 1980: the cheapest of each model, both named. Then the catch of the HMO: one must first go to the HMO practice / group practice (restricted choice of provider, Art. 41 para. 4 and Art. 62 para. 1 KVG), specialists only by referral; the reply must name the restriction.",
    turns: [
      {
        user: "was isch günstiger, telmed oder hmo? 3122 kehrsatz, jg 1980",
        expect: {
          act: "ask_compare",
          fields: { plz: "3122", birthYear: 1980 },
          answers: [/hmo/i, /telmed|telemed|telefon/i, CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "telmed" },
            { what: "cheapest", model: "hmo" },
          ],
        },
      },
      {
        user: "und was isch bim hmo de haken?",
        expect: {
          answers: [/zentrum|gruppenpraxis|praxis|zuerst|erst|eingeschränkt|freie arztwahl|überweis|zuweis/i],
        },
      },
    ],
  },
  {
    id: "v19-model-compare-02",
    category: "model-compare",
    note: "Whether the family-doctor model pays off for someone who sometimes needs a specialist: yes, specialists are reached by referral from the chosen family doctor (insurers' conditions under Art. 41 para. 4 KVG), so the reply must mention the referral or going to the family doctor first. Then the saving against the standard model in 6045 Meggen (100 % Meggen, LU region 2), born 1966: the cheapest family-doctor and standard offers.",
    turns: [
      {
        user: "lohnt sich s hausarztmodell, wenn i ab und zue zum spezialist mues?",
        expect: {
          answers: [/überweis|zuweis|zuerst|vorher|hausarzt schickt|über (den|deine|ihre|die) hausärzt/i],
        },
      },
      {
        user: "und wie vill spar i denn z meggen gägenüber em standardmodell? jg 1966",
        expect: {
          act: "ask_compare",
          fields: { plz: "6045", birthYear: 1966 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hausarzt" },
            { what: "cheapest", model: "standard" },
          ],
        },
      },
    ],
  },
  {
    id: "v19-model-compare-03",
    category: "model-compare",
    note: "Lake Lucerne: the saving of telemedicine against the standard model in 6353 Weggis (Weggis 99.3 %, Greppen 0.7 %; both LU region 3), born 1975: the cheapest of both models. Then whether the first contact can be by app or video: many telemedicine products offer app, chat or video consultations besides the phone (BAG's 2027 type 'TEL_DIG'), depending on the insurer; the reply must mention app, video or a digital channel.",
    turns: [
      {
        user: "wie vill spar i mit telmed gägenüber em standardmodell? 6353 weggis, jg 1975",
        expect: {
          act: "ask_compare",
          fields: { plz: "6353", birthYear: 1975 },
          answers: [CHF_AMOUNT, /telmed|telemed|telefon/i, /standard/i],
          figures: [
            { what: "cheapest", model: "telmed" },
            { what: "cheapest", model: "standard" },
          ],
        },
      },
      {
        user: "cha me bim telmed au per app oder video?",
        expect: {
          answers: [/app|video|online|digital|chat/i],
        },
      },
    ],
  },
  {
    id: "v19-model-compare-04",
    category: "model-compare",
    note: "Whether someone without a family doctor can choose the family-doctor model: yes, one chooses a doctor from the insurer's list when joining (insurers' conditions under Art. 41 para. 4 KVG). Then its price in 3818 Grindelwald (100 % Grindelwald, BE region 3), born 1984: the cheapest family-doctor offer.",
    turns: [
      {
        user: "ich ha gar kei hausarzt. chan i trotzdem s hausarztmodell neh?",
        expect: {
          answers: [/\bja\b|liste|auswählen|wählen|aussuchen|suchen|bestimmen/i],
        },
      },
      {
        user: "was chostet das in 3818 grindelwald? jg 1984",
        expect: {
          act: "ask_price",
          fields: { plz: "3818", birthYear: 1984, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v19-model-compare-05",
    category: "model-compare",
    note: "St. Gallen (Linth): HMO against the standard model, both with deductible 2500, in 8733 Eschenbach SG (100 % Eschenbach (SG), SG region 2; Eschenbach LU, 6274, LU region 3, is not meant), born 1970: both figures (HMO is offered there in 2026 and as a practice tariff in 2027; with 2500 and accident cover it is cheaper than the standard model in both years). Then both with deductible 300.",
    turns: [
      {
        user: "isch hmo bi 2500er franchise no billiger als s standardmodell mit 2500? 8733 eschenbach sg, jg 1970",
        expect: {
          act: "ask_compare",
          fields: { plz: "8733", birthYear: 1970, franchise: 2500 },
          answers: [/hmo/i, /standard/i, CHF_AMOUNT],
          notAnswers: [/6274|eschenbach lu/i],
          figures: [
            { what: "cheapest", model: "hmo", franchise: 2500 },
            { what: "cheapest", model: "standard", franchise: 2500 },
          ],
        },
      },
      {
        user: "und bi 300?",
        expect: {
          fields: { plz: "8733", birthYear: 1970, franchise: 300 },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hmo", franchise: 300 },
            { what: "cheapest", model: "standard", franchise: 300 },
          ],
        },
      },
    ],
  },
];
