import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, models compared: whether the HMO is cheaper than telemedicine (it is not, for the person
 * asking); what telemedicine is and what happens if one does not call first; how much the family-doctor model saves
 * against the standard model; the difference between an HMO and a family-doctor model with both prices; which model
 * is the cheapest next year. Places in the Fricktal (Aargau), the Bündner Rhine valley side of St. Gallen (Bad Ragaz),
 * the See/Lac district of Fribourg, Obwalden and the Wägital (Schwyz). Written apart from the engine and never tuned
 * against (its code, its own cases and its results on these cases were not looked at). Conversations take place on
 * Sunday 22.11.2026; the tariff year shown by default is 2027. Alternative models restrict the choice of providers
 * (Art. 41 para. 4 and Art. 62 para. 1 KVG, Art. 99–101 KVV): in a telemedicine model the first contact is a medical
 * hotline (phone, app or video), in a family-doctor model one's own family doctor, in an HMO a group practice or
 * health centre; who skips the first contact breaks the insurer's conditions and risks that the insurer does not pay
 * or moves the person back to the standard model (the consequences are set in each insurer's conditions). From 2027
 * BAG groups family-doctor and HMO tariffs as "PRAXIS" and telemedicine as "TEL_DIG". Every claim about which model is
 * cheaper was checked in the 2026 and 2027 tables for the settings given (throw-away script outside the repository),
 * and every postal code, locality, canton and premium region against swisstopo's directory joined with the BAG premium
 * regions in ../shared/data.
 */

export const modelCompareCases: AdvisorCase[] = [
  {
    id: "v21-model-compare-01",
    category: "model-compare",
    note: "Fricktal (Aargau): 'isch hmo billiger als telmed? 4317 wegestette, jg 1964, 500er franchise mit unfall' ('Wegestette' is Wegenstetten, single postal code 4317, 100 % Wegenstetten, AG region 0): no, telemedicine is cheaper: 2026 cheapest telemedicine 443.80 against cheapest HMO 463.20; 2027 cheapest TEL_DIG 464.60 against cheapest PRAXIS 484.50 (telemedicine is cheaper with every deductible from 300 to 1000 and with 2500 with accident cover in both years). The reply must not call the HMO cheaper. Then 'und was isch dr unterschied im johr?': the yearly difference (2027: 12 × 19.90 = 238.80).",
    turns: [
      {
        user: "isch hmo billiger als telmed? 4317 wegestette, jg 1964, 500er franchise mit unfall",
        expect: {
          act: "ask_compare",
          fields: { plz: "4317", birthYear: 1964, franchise: 500, accident: true },
          answers: [/tel(e)?med/i, CHF_AMOUNT],
          notAnswers: [/hmo (ist|wäre|kommt|bleibt) (dich |etwas |deutlich )?(günstiger|billiger)|\bja\b,? (das )?hmo/i],
          figures: [
            { what: "cheapest", model: "telmed", franchise: 500, accident: true },
            { what: "cheapest", model: "hmo", franchise: 500, accident: true },
          ],
        },
      },
      {
        user: "und was isch dr unterschied im johr?",
        expect: {
          fields: { plz: "4317", birthYear: 1964 },
          answers: [CHF_AMOUNT, /jahr|jährlich/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v21-model-compare-02",
    category: "model-compare",
    note: "Bad Ragaz (St. Gallen): '7310 bad ragaz, jg 1992, telmed' (100 % Bad Ragaz, SG region 2): the cheapest telemedicine offer. Then 'was isch eigentlich telmed genau? u was passiert wenn i nid zersch alüte?': telemedicine means calling a medical hotline (or using the app or video) before seeing a doctor, except in emergencies; who skips it breaks the insurer's conditions and risks that costs are not paid or that the insurer moves the person to the standard model (Art. 41 para. 4 and Art. 62 para. 1 KVG, Art. 99–101 KVV; the sanction is set in the insurer's conditions).",
    turns: [
      {
        user: "7310 bad ragaz, jg 1992, telmed",
        expect: {
          fields: { plz: "7310", birthYear: 1992, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed" }],
        },
      },
      {
        user: "was isch eigentlich telmed genau? u was passiert wenn i nid zersch alüte?",
        expect: {
          act: "ask_rule",
          answers: [
            /telefon|anruf|anrufen|hotline|app|video/i,
            /(nicht|keine?) (bezahlt|übernommen|vergütet|gedeckt)|kürz|verweiger|ablehn|sanktion|ausschluss|ausgeschlossen|standardmodell|selbst (bezahlen|tragen|zahlen)|konsequenz|rückstufung|vertragsbedingungen|versicherungsbedingungen/i,
          ],
        },
      },
    ],
  },
  {
    id: "v21-model-compare-03",
    category: "model-compare",
    note: "See/Lac district (Fribourg): 'hausarzt vs standard, wie vill spar i? 3286 muntelier, jg 1980, 1500, ohni unfall' (Muntelier has the single postal code 3286, 100 % Muntelier, FR region 2): the family-doctor model is cheaper than the standard model in both years (2026 cheapest family-doctor 372.80 against standard 428.80; 2027 cheapest PRAXIS 392.50 against BASE 447.40); both figures or the difference must be stated. Then 'und telmed?': the telemedicine price with the same settings.",
    turns: [
      {
        user: "hausarzt vs standard, wie vill spar i? 3286 muntelier, jg 1980, 1500, ohni unfall",
        expect: {
          act: "ask_compare",
          fields: { plz: "3286", birthYear: 1980, franchise: 1500, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [/standard(modell)? (ist|wäre|kommt) (dich )?(günstiger|billiger)/i],
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 1500, accident: false },
            { what: "cheapest", model: "standard", franchise: 1500, accident: false },
          ],
        },
      },
      {
        user: "und telmed?",
        expect: {
          fields: { plz: "3286", birthYear: 1980, franchise: 1500, accident: false, model: "telmed" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "telmed", franchise: 1500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v21-model-compare-04",
    category: "model-compare",
    note: "Obwalden: 'Was ist der Unterschied zwischen HMO und Hausarztmodell? Und was kostet beides bei mir? 6067 Melchtal, Jahrgang 1977' (Melchtal: Kerns 89.4 %, Sachseln 10.6 %, both OW region 0): in the family-doctor model the first contact is one's own family doctor, in the HMO a group practice or health centre with salaried doctors (Art. 41 para. 4 KVG, Art. 99 KVV); then the cheapest price of each model.",
    turns: [
      {
        user: "Was ist der Unterschied zwischen HMO und Hausarztmodell? Und was kostet beides bei mir? 6067 Melchtal, Jahrgang 1977",
        expect: {
          fields: { plz: "6067", birthYear: 1977 },
          answers: [
            /gruppenpraxis|gesundheitszentrum|ärztezentrum|hmo-(praxis|zentrum)|praxiszentrum|zentrum|netzwerk/i,
            /hausarzt|hausärztin/i,
            CHF_AMOUNT,
          ],
          figures: [
            { what: "cheapest", model: "hmo" },
            { what: "cheapest", model: "hausarzt" },
          ],
        },
      },
    ],
  },
  {
    id: "v21-model-compare-05",
    category: "model-compare",
    note: "Wägital (Schwyz): 'weles modell isch nächscht johr am günschtigschte für mi? 8858 innerthal, jg 1979, 2000er franchise, ohni unfall' (Innerthal has the single postal code 8858, 100 % Innerthal, SZ region 0): in 2027 the cheapest offer is CONCORDIA's HMO (PRAXIS) at 326.50, ahead of ÖKK CASAMED HMO 330.20 and Agrisano AGRIsmart (telemedicine) 331.50; standard 334.30. In 2026 telemedicine was the cheapest (299.10), so a claim that telemedicine is the cheapest next year is wrong. Then 'und das johr, isch da au s hmo am billigschte gsi?': no, in 2026 telemedicine was the cheapest (Agrisano AGRIsmart 299.10; cheapest HMO Atupri 317.70).",
    turns: [
      {
        user: "weles modell isch nächscht johr am günschtigschte für mi? 8858 innerthal, jg 1979, 2000er franchise, ohni unfall",
        expect: {
          act: "ask_compare",
          fields: { plz: "8858", birthYear: 1979, franchise: 2000, accident: false, tariffYear: 2027 },
          answers: [/hmo|concordia/i, CHF_AMOUNT],
          notAnswers: [/tel(e)?med(izin)?(-?modell)? (ist|wäre|bleibt) (2027 |nächstes jahr )?(am |das )?(günstigste|billigste)/i, ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 2000, accident: false, tariffYear: 2027 }],
        },
      },
      {
        user: "und das johr, isch da au s hmo am billigschte gsi?",
        expect: {
          fields: { plz: "8858", birthYear: 1979, franchise: 2000, accident: false, tariffYear: 2026 },
          answers: [/tel(e)?med|agrisano|agrismart|\bnein\b/i],
          notAnswers: [/\bja\b,? (auch )?(2026|dieses jahr|das hmo)|hmo war (auch )?(2026 )?(am )?(günstigste|billigste)/i],
          figures: [{ what: "cheapest", franchise: 2000, accident: false, tariffYear: 2026 }],
        },
      },
    ],
  },
];
