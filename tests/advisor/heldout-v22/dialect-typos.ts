import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v22, dialect and typos: Simmental German ("gibore", "ds chrankekassa", "1500i"), St. Gallen German from
 * the Neckertal, Upper Valais German from the Matter valley ("zahlti", "ra franchise"), Graubünden German from the
 * Albula ("koschtat"), standard German full of typos from the Solothurn Jura ("solothrun", "gebohren", "franchies",
 * "ohen unfal") and Lucerne German from the Napf region ("hergiswil bi willisau, ned nidwalde!": a namesake of
 * Hergiswil NW). Written apart from the engine and never tuned against. Conversations take place on Sunday 22.11.2026;
 * the tariff year shown by default is 2027. Every postal code and locality was checked against swisstopo's directory
 * joined with the BAG premium regions (../shared/data), and offers exist for every setting a figure is expected for in
 * 2026 and 2027 (throw-away script outside the repository).
 */

export const dialectTyposCases: AdvisorCase[] = [
  {
    id: "v22-dialect-typos-01",
    category: "dialect-typos",
    note: "Simmental (Bern): 'boltige' → 3766 Boltigen (99.9 % Boltigen, BE region 3), born 1964, '1500i franchise' = 1500, with accident ('mit unfau'). Offers exist in both years (2026 Agrisano AGRIsmart 387.30, any model). Then 'u mit em hausarztmodäu?' (2026 Sumiswalder Hausarzt 413.10, 2027 ÖKK CASAMED HMO 423.70, a practice tariff).",
    turns: [
      {
        user: "i bi 1964 gibore u wohne z boltige. was chostet mi ds chrankekassa mit dr 1500i franchise, mit unfau?",
        expect: {
          fields: { plz: "3766", birthYear: 1964, franchise: 1500, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 1500, accident: true }],
        },
      },
      {
        user: "u mit em hausarztmodäu?",
        expect: {
          act: "change",
          fields: { plz: "3766", birthYear: 1964, franchise: 1500, accident: true, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500, accident: true }],
        },
      },
    ],
  },
  {
    id: "v22-dialect-typos-02",
    category: "dialect-typos",
    note: "Neckertal (St. Gallen): 9127 St. Peterzell (100 % Neckertal, SG region 3), born 1987, family doctor, 2000, without accident ('ohni unfall'): 2026 cheapest Assura FeminaVita 312.50, 2027 Helsana BeneFit PLUS Hausarzt R1 322.90. Then 'und weli kasse isch da?': the insurer of the cheapest offer is named.",
    turns: [
      {
        user: "grüezi, wohn z sankt peterzell 9127, jg 87. was choscht mi d grundversicherig mit hausarzt u 2000 franchise ohni unfall",
        expect: {
          fields: { plz: "9127", birthYear: 1987, franchise: 2000, accident: false, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2000, accident: false }],
        },
      },
      {
        user: "und weli kasse isch da?",
        expect: {
          answers: [/helsana|assura|sanitas|ökk|css|swica|visana|concordia|kpt|atupri|agrisano|sympany|aquilana|avenir|mutuel|egk|galenos|sana24|rhenusana|slkk|philos|luzerner|sumiswalder|glarner|einsiedler|curaulta|vita surselva/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v22-dialect-typos-03",
    category: "dialect-typos",
    note: "Matter valley (Valais): 'embd' → 3926 Embd (100 % Embd, VS region 2), born 1957 ('jahrgang 57'), 300, with accident ('mit unfall'); 'zahlti' = 'würde ich zahlen'. Offers exist in both years (2026 Agrisano AGRIsmart 406.30, any model). Then without accident cover, as a full-time employee insured through the employer (Art. 8 KVG, Art. 13 UVV): 2026 Agrisano AGRIsmart 386.00, 2027 407.60.",
    turns: [
      {
        user: "ich bi vo embd (3926), jahrgang 57. was zahlti mit ra franchise vo 300 und mit unfall?",
        expect: {
          fields: { plz: "3926", birthYear: 1957, franchise: 300, accident: true },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 300, accident: true }],
        },
      },
      {
        user: "und ohni unfall? schaff no 100 % bir lonza",
        expect: {
          act: "change",
          fields: { plz: "3926", birthYear: 1957, franchise: 300, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", franchise: 300, accident: false }],
        },
      },
    ],
  },
  {
    id: "v22-dialect-typos-04",
    category: "dialect-typos",
    note: "Albula (Graubünden): 'bärgün 7482' → 7482 Bergün/Bravuogn (100 % Bergün Filisur, GR region 3), born 2000 (an adult in 2026 and 2027), telemedicine, 2500, without accident: 2026 cheapest ÖKK Select 276.60, 2027 Agrisano AGRIsmart 295.30. Then 'u weli kassa isch das?': the insurer of the cheapest offer is named.",
    turns: [
      {
        user: "hoi zäma, bärgün 7482, jg 2000, telmed 2500 ohni unfall. was koschtat das öppa?",
        expect: {
          fields: { plz: "7482", birthYear: 2000, franchise: 2500, accident: false, model: "telmed" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }],
        },
      },
      {
        user: "u weli kassa isch das?",
        expect: {
          answers: [/agrisano|ökk|kpt|sanitas|assura|helsana|swica|css|visana|concordia|atupri|sympany|aquilana|avenir|mutuel|egk|galenos|sana24|rhenusana|slkk|philos|curaulta|vita surselva|sumiswalder|luzerner/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v22-dialect-typos-05",
    category: "dialect-typos",
    note: "Solothurn Jura, standard German with typos: 'kienberg solothrun' → 4468 Kienberg (100 % Kienberg, SO region 0), 'gebohren 1993', 'franchies 2500', 'ohen unfal' = without accident. Offers exist in both years (2026 Visana VIVA 346.30, 2027 Agrisano AGRIsmart 373.20, any model). Then 'und mit hausartz model?' (2026 Helsana BeneFit PLUS Hausarzt R1 351.60, 2027 ÖKK CASAMED HMO 374.90).",
    turns: [
      {
        user: "hallo ich wohne in kienberg solothrun bin 1993 gebohren. was kostet die krankenkase mit franchies 2500 ohen unfal",
        expect: {
          fields: { plz: "4468", birthYear: 1993, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
      {
        user: "und mit hausartz model?",
        expect: {
          act: "change",
          fields: { plz: "4468", birthYear: 1993, franchise: 2500, accident: false, model: "hausarzt" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500, accident: false }],
        },
      },
    ],
  },
  {
    id: "v22-dialect-typos-06",
    category: "dialect-typos",
    note: "Napf region (Lucerne): 'hergiswil bi willisau, ned nidwalde!' → 6133 Hergiswil b. Willisau (98.8 % Hergiswil bei Willisau, LU region 3), not 6052 Hergiswil NW. Born 1979, 1000, without accident. Offers exist in both years (2026 Agrisano AGRIsmart 360.30, 2027 Sanitas TelMed Basic 375.45). Then 'u mit 2500?' (2026 Luzerner Hinterland Telmed 279.45, 2027 293.45).",
    turns: [
      {
        user: "hergiswil bi willisau, ned nidwalde! jg 1979, 1000er franchise ohni unfall",
        expect: {
          fields: { plz: "6133", birthYear: 1979, franchise: 1000, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [/6052/],
          figures: [{ what: "cheapest", franchise: 1000, accident: false }],
        },
      },
      {
        user: "u mit 2500?",
        expect: {
          act: "change",
          fields: { plz: "6133", birthYear: 1979, franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
];
