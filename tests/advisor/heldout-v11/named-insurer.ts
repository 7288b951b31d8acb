import type { AdvisorCase } from "../case-format";

/** A named insurer's price, whether it is offered at the place, comparisons. Conversations take place on 22.11.2026.
 * Insurers by BAG code: 1542 Assura, 246 Krankenkasse Steffisburg (2027 premiums in AG, BE, GL, NW, OW, SO, SZ,
 * UR, VS, ZG, ZH), 134 Einsiedler Krankenkasse (2027 premiums only in GL, LU, NW, OW, SG, SZ, UR, ZG, ZH),
 * 1507 AMB (premiums in VS for 2026, none at all for 2027), 1384 SWICA, 1509 Sanitas, 1560 Agrisano, 32 Aquilana. */
const NOT_OFFERED_BE = /nicht.{0,80}(angebot|angeboten|verfügbar|erhältlich|tätig|aktiv|versicher|bern)|kein(e|en)? .{0,40}(angebot|prämie|tarif)|nur .{0,80}(kanton|zentralschweiz|schwyz|zürich)/i;
const NO_2027_PREMIUM = /nicht mehr|keine .{0,60}(prämie|angebot|tarif|offerte)|nicht .{0,60}(angeboten|verfügbar|erhältlich|gefunden|enthalten)|fusion|fusioniert|übernommen|aufgelöst/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v11-named-insurer-01",
    category: "named-insurer",
    note: "whether the Assura is really the cheapest (Frenkendorf BL region 1, 2500): its price and the cheapest on the same terms",
    turns: [
      {
        user: "isch d assura würkli di billigschti? wohne in 4402 frenkendorf, jg 1978, franchise 2500",
        expect: {
          act: "ask_insurer",
          fields: { plz: "4402", birthYear: 1978, franchise: 2500, namedInsurer: "1542" },
          figures: [
            { what: "insurer", insurer: "1542", franchise: 2500 },
            { what: "cheapest", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "v11-named-insurer-02",
    category: "named-insurer",
    note: "a local-sounding insurer outside its home region: the Krankenkasse Steffisburg does sell basic insurance in canton Zug in 2027, so its price must be given (not 'only in Bern'); Cham ZG 6330; then its standard model",
    turns: [
      {
        user: "gits d krankekasse steffisburg au im kanton zug? wohne in 6330 cham, jahrgang 1969",
        expect: {
          fields: { plz: "6330", birthYear: 1969, namedInsurer: "246" },
          figures: [{ what: "insurer", insurer: "246" }],
        },
      },
      {
        user: "und was chostet bi dene s standardmodell?",
        expect: {
          fields: { plz: "6330", birthYear: 1969, model: "standard" },
          figures: [{ what: "insurer", insurer: "246", model: "standard" }],
        },
      },
    ],
  },
  {
    id: "v11-named-insurer-03",
    category: "named-insurer",
    note: "the Einsiedler Krankenkasse has no 2027 premiums in canton Bern: say so instead of a price (Bern 3008, Bernese); then the cheapest there",
    turns: [
      {
        user: "was choschtet d einsiedler krankekasse z 3008 bärn für jg 1988?",
        expect: {
          fields: { plz: "3008", birthYear: 1988, namedInsurer: "134" },
          answers: [NOT_OFFERED_BE],
        },
      },
      {
        user: "schad. u wär isch de z bärn di billigschti?",
        expect: {
          fields: { plz: "3008", birthYear: 1988 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v11-named-insurer-04",
    category: "named-insurer",
    note: "the person is with the AMB (Verbier VS, region 1, standard 1000), which has premiums for 2026 but none for 2027: no 2027 AMB price may be given; then the cheapest standard 1000 there",
    turns: [
      {
        user: "Ich bin bei der AMB, wohne in 1936 Verbier, Jahrgang 1974, Standardmodell mit Franchise 1000. Was zahle ich 2027 bei der AMB?",
        expect: {
          fields: { plz: "1936", birthYear: 1974, franchise: 1000, currentInsurer: "1507" },
          answers: [NO_2027_PREMIUM],
        },
      },
      {
        user: "und welche ist dann dort im Standardmodell am günstigsten?",
        expect: {
          fields: { plz: "1936", birthYear: 1974, franchise: 1000, model: "standard" },
          figures: [{ what: "cheapest", model: "standard", franchise: 1000 }],
        },
      },
    ],
  },
  {
    id: "v11-named-insurer-05",
    category: "named-insurer",
    note: "misspelled insurer names: 'swika' (SWICA), then 'sanitass' (Sanitas); Telmed 1500 in Heiden AR",
    turns: [
      {
        user: "was choschtet d swika mit telmed? 9410 heide, jg 85, franchise 1500",
        expect: {
          act: "ask_insurer",
          fields: { plz: "9410", birthYear: 1985, model: "telmed", franchise: 1500, namedInsurer: "1384" },
          figures: [{ what: "insurer", insurer: "1384", model: "telmed", franchise: 1500 }],
        },
      },
      {
        user: "und d sanitass?",
        expect: {
          fields: { plz: "9410", birthYear: 1985, model: "telmed", franchise: 1500, namedInsurer: "1509" },
          figures: [{ what: "insurer", insurer: "1509", model: "telmed", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "v11-named-insurer-06",
    category: "named-insurer",
    note: "two named insurers compared in the Hausarzt model (Döttingen AG, born 1957, 500), then the same in the standard model",
    turns: [
      {
        user: "agrisano oder aquilana, wer isch günstiger im hausarztmodell? 5312 döttige, 1957, franchise 500",
        expect: {
          act: "ask_compare",
          fields: { plz: "5312", birthYear: 1957, model: "hausarzt", franchise: 500 },
          figures: [
            { what: "insurer", insurer: "1560", model: "hausarzt", franchise: 500 },
            { what: "insurer", insurer: "32", model: "hausarzt", franchise: 500 },
          ],
        },
      },
      {
        user: "und im standardmodell?",
        expect: {
          act: "change",
          fields: { plz: "5312", birthYear: 1957, model: "standard", franchise: 500 },
          figures: [
            { what: "insurer", insurer: "1560", model: "standard", franchise: 500 },
            { what: "insurer", insurer: "32", model: "standard", franchise: 500 },
          ],
        },
      },
    ],
  },
];
