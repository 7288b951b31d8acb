import type { AdvisorCase } from "../case-format";

/** A named insurer's price, quote or change. Conversations take place on 22.11.2026.
 * Insurers are given by BAG code: 1322 Krankenkasse Birchmeier (basic insurance only in canton Aargau in 2026 and 2027),
 * 923 SLKK (no premiums in VD, GE, NE, JU, TI in 2026 and 2027), 455 ÖKK, 312 Atupri, 290 Concordia, 1562 Helsana, 881 EGK. */
const NOT_OFFERED = /nicht.{0,80}(angebot|angeboten|verfügbar|erhältlich|tätig|aktiv|versicher)|kein(e|en)? .{0,40}(angebot|prämie|tarif)|nur .{0,60}(aargau|kanton)|aargau/i;
const NOT_OFFERED_VD = /nicht.{0,80}(angebot|angeboten|verfügbar|erhältlich|tätig|aktiv|versicher|waadt|westschweiz|romandie)|kein(e|en)? .{0,40}(angebot|prämie|tarif)/i;

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "h10-named-insurer-01",
    category: "named-insurer",
    note: "the Krankenkasse Birchmeier only sells basic insurance in Aargau: in Emmenbrücke (LU) it has no offer, which must be said instead of a price; then the cheapest there",
    turns: [
      {
        user: "Was kostet die Krankenkasse Birchmeier in 6020 Emmenbrücke, Jahrgang 1980?",
        expect: {
          fields: { plz: "6020", birthYear: 1980, namedInsurer: "1322" },
          answers: [NOT_OFFERED],
        },
      },
      {
        user: "schad. weli isch denn z emmenbrügg am günstigschte?",
        expect: {
          fields: { plz: "6020", birthYear: 1980 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h10-named-insurer-02",
    category: "named-insurer",
    note: "the SLKK has no premiums in canton Vaud: in Lausanne 1004 it cannot be offered; then the cheapest there",
    turns: [
      {
        user: "d slkk söll jo so billig si. was koschtet die in 1004 lausanne für jg 1985?",
        expect: {
          fields: { plz: "1004", birthYear: 1985, namedInsurer: "923" },
          answers: [NOT_OFFERED_VD],
        },
      },
      {
        user: "und wär isch denn dört am billigschte?",
        expect: {
          fields: { plz: "1004", birthYear: 1985 },
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "h10-named-insurer-03",
    category: "named-insurer",
    note: "'d ökk' with Telmed 2500 in Klosters (GR region 2); then against the cheapest Telmed: both figures",
    turns: [
      {
        user: "was chostet d ökk bi mir? 7250 klosters, jg 1990, telmed mit 2500",
        expect: {
          act: "ask_insurer",
          fields: { plz: "7250", birthYear: 1990, model: "telmed", franchise: 2500, namedInsurer: "455" },
          figures: [{ what: "insurer", insurer: "455", model: "telmed", franchise: 2500 }],
        },
      },
      {
        user: "und isch das vill tüürer als s billigschte telmed?",
        expect: {
          fields: { plz: "7250", birthYear: 1990, model: "telmed", franchise: 2500 },
          figures: [
            { what: "insurer", insurer: "455", model: "telmed", franchise: 2500 },
            { what: "cheapest", model: "telmed", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "h10-named-insurer-04",
    category: "named-insurer",
    note: "two named insurers compared for 2027 (Affoltern am Albis, ZH region 3), then the same with Telmed",
    turns: [
      {
        user: "Atupri oder Concordia – wer ist 2027 günstiger? 8910 Affoltern am Albis, 1976, Standardmodell, Franchise 300",
        expect: {
          act: "ask_compare",
          fields: { plz: "8910", birthYear: 1976, model: "standard", franchise: 300, tariffYear: 2027 },
          figures: [
            { what: "insurer", insurer: "312", model: "standard", franchise: 300 },
            { what: "insurer", insurer: "290", model: "standard", franchise: 300 },
          ],
        },
      },
      {
        user: "und mit telmed statt standard?",
        expect: {
          act: "change",
          fields: { plz: "8910", birthYear: 1976, model: "telmed", franchise: 300 },
          figures: [
            { what: "insurer", insurer: "312", model: "telmed", franchise: 300 },
            { what: "insurer", insurer: "290", model: "telmed", franchise: 300 },
          ],
        },
      },
    ],
  },
  {
    id: "h10-named-insurer-05",
    category: "named-insurer",
    note: "whether the Helsana is expensive: its price and the cheapest on the same terms (Bern 3012, Hausarzt 1500); then Helsana with Telmed",
    turns: [
      {
        user: "isch d helsana eigentlich tüür? 3012 bern, jg 1960, hausarzt, franchise 1500",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3012", birthYear: 1960, model: "hausarzt", franchise: 1500, namedInsurer: "1562" },
          figures: [
            { what: "insurer", insurer: "1562", model: "hausarzt", franchise: 1500 },
            { what: "cheapest", model: "hausarzt", franchise: 1500 },
          ],
        },
      },
      {
        user: "und wenn ich bi de helsana uf telmed wächsle?",
        expect: {
          fields: { plz: "3012", birthYear: 1960, model: "telmed", franchise: 1500 },
          figures: [{ what: "insurer", insurer: "1562", model: "telmed", franchise: 1500 }],
        },
      },
    ],
  },
  {
    id: "h10-named-insurer-06",
    category: "named-insurer",
    note: "the person's own insurer (EGK) from 2026 to 2027 with all data in one message (Basel 4056, standard 2500): both years' EGK premium",
    turns: [
      {
        user: "Ist die EGK 2027 teurer geworden? Ich bin dort versichert: 4056 Basel, Jg. 1989, Franchise 2500, Standardmodell.",
        expect: {
          fields: { plz: "4056", birthYear: 1989, franchise: 2500, currentInsurer: "881", currentModel: "standard" },
          figures: [
            { what: "current", franchise: 2500, model: "standard", tariffYear: 2026 },
            { what: "current", franchise: 2500, model: "standard", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
];
