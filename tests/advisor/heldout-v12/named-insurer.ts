import type { AdvisorCase } from "../case-format";

/** A named insurer's price, whether it is offered at the place, comparisons, misspelled names. Conversations take place
 * on 22.11.2026. Insurers by BAG code: 455 ÖKK, 360 Krankenkasse Luzerner Hinterland (2027 premiums only in AG, BE, LU,
 * NW, OW, SO, SZ, UR, ZG, ZH: none in Thurgau), 8 CSS, 1562 Helsana, 1509 Sanitas, 1542 Assura, 1560 Agrisano, 941 sodalis.
 * Checked against the 2027 premiums: in Davos (GR region 2, born 1968, 1000) the ÖKK (418.20) is not the cheapest
 * (Agrisano 397.70); in Zermatt (VS region 2, born 1990, 300 with accident) the sodalis (446.20) is not the cheapest (Agrisano 429.00;
 * with 2500 the sodalis would be the cheapest, hence the deductible is named). */
const NOT_OFFERED_TG =
  /nicht.{0,80}(angebot|angeboten|verfügbar|erhältlich|tätig|aktiv|versicher|thurgau)|kein(e|en)? .{0,40}(angebot|prämie|tarif|grundversicherung)|nicht an\b|nur .{0,80}(kanton|zentralschweiz|luzern|innerschweiz)/i;
const NOT_CHEAPEST = /\bnein\b|nicht (die |der )?(günstigste|billigste)|günstiger|billiger|agrisano/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v12-named-insurer-01",
    category: "named-insurer",
    note: "the ÖKK's price in Davos (GR region 2, born 1968, 1000); then whether it is the cheapest: no, and the cheapest on the same terms",
    turns: [
      {
        user: "was chostet d ökk in 7270 davos? jg 1968, franchise 1000",
        expect: {
          act: "ask_insurer",
          fields: { plz: "7270", birthYear: 1968, franchise: 1000, namedInsurer: "455" },
          figures: [{ what: "insurer", insurer: "455", franchise: 1000 }],
        },
      },
      {
        user: "isch das di günstigscht?",
        expect: {
          fields: { plz: "7270", birthYear: 1968, franchise: 1000 },
          answers: [NOT_CHEAPEST],
          figures: [{ what: "cheapest", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v12-named-insurer-02",
    category: "named-insurer",
    note: "the Krankenkasse Luzerner Hinterland has no 2027 premiums in canton Thurgau: say so instead of a price (Kreuzlingen 8280); then the cheapest there",
    turns: [
      {
        user: "gits d krankekasse luzerner hinterland au im thurgau? wohne in 8280 kreuzlinge, jg 1979",
        expect: {
          fields: { plz: "8280", birthYear: 1979, namedInsurer: "360" },
          answers: [NOT_OFFERED_TG],
        },
      },
      {
        user: "schad. wer isch denn am günstigschte?",
        expect: {
          fields: { plz: "8280", birthYear: 1979 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v12-named-insurer-03",
    category: "named-insurer",
    note: "three named insurers compared at 2500 (Liestal BL region 1, born 1963): three prices; then the same three in Telmed",
    turns: [
      {
        user: "css, helsana oder sanitas – wer isch für mi am billigschte? 4410 liestal, 1963, franchise 2500",
        expect: {
          act: "ask_compare",
          fields: { plz: "4410", birthYear: 1963, franchise: 2500 },
          figures: [
            { what: "insurer", insurer: "8", franchise: 2500 },
            { what: "insurer", insurer: "1562", franchise: 2500 },
            { what: "insurer", insurer: "1509", franchise: 2500 },
          ],
        },
      },
      {
        user: "und mit telmed?",
        expect: {
          act: "change",
          fields: { plz: "4410", birthYear: 1963, franchise: 2500, model: "telmed" },
          figures: [
            { what: "insurer", insurer: "8", franchise: 2500, model: "telmed" },
            { what: "insurer", insurer: "1562", franchise: 2500, model: "telmed" },
            { what: "insurer", insurer: "1509", franchise: 2500, model: "telmed" },
          ],
        },
      },
    ],
  },
  {
    id: "v12-named-insurer-04",
    category: "named-insurer",
    note: "misspelled names: 'assurra' (Assura), then 'agrisanno' (Agrisano); Zürich 8048 (ZH region 1), born 2000 (27 in 2027, an adult)",
    turns: [
      {
        user: "was verlangt d assurra für jg 2000 in 8048 züri?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8048", birthYear: 2000, namedInsurer: "1542" },
          figures: [{ what: "insurer", insurer: "1542" }],
        },
      },
      {
        user: "und d agrisanno?",
        expect: {
          fields: { plz: "8048", birthYear: 2000, namedInsurer: "1560" },
          figures: [{ what: "insurer", insurer: "1560" }],
        },
      },
    ],
  },
  {
    id: "v12-named-insurer-05",
    category: "named-insurer",
    note: "Upper Valais German: whether the local sodalis is really the cheapest in Zermatt (VS region 2, born 1990, 300): its price and the cheapest (it is not)",
    turns: [
      {
        user: "isch d sodalis würklich di billigschti? wohnu z zermatt, jahrgang 1990, franchise 300",
        expect: {
          act: "ask_insurer",
          fields: { ort: "Zermatt", birthYear: 1990, franchise: 300, namedInsurer: "941" },
          answers: [NOT_CHEAPEST],
          figures: [
            { what: "insurer", insurer: "941", franchise: 300 },
            { what: "cheapest", franchise: 300 },
          ],
        },
      },
    ],
  },
];
