import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v18, named insurers: one insurer's price and whether it became dearer from 2026 to 2027, two insurers
 * compared and then with another deductible, an insurer that does not sell basic insurance in the person's canton
 * (Krankenkasse Luzerner Hinterland in Thurgau) followed by one that does (Sumiswalder), an insurer with model and
 * deductible followed by a second insurer "im gliiche modell", whether an insurer is the cheapest in a mountain region
 * (ÖKK in the Engadine), and whether one must be a farmer to join Agrisano. Places in Bern (Seeland and city), Lucerne,
 * Thurgau, Graubünden and Aargau. Written apart from the engine and never tuned against (its code, its own cases and
 * its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown
 * by default is 2027. An insurer must accept every person subject to the insurance duty within its area of activity
 * (Art. 4 para. 2 KVG). Every postal code, locality, canton and premium region was checked against swisstopo's
 * directory joined with the BAG premium regions in ../shared/data; every insurer named was checked against the 2026 and
 * 2027 premium tables for that canton and region (BAG numbers: Visana 1555, KPT 376, CSS 8, Luzerner Hinterland 360,
 * Sumiswalder 194, Atupri 312, Vivao Sympany 509, ÖKK 455, Agrisano 1560), with a throw-away script outside the
 * repository.
 */

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v18-named-insurer-01",
    category: "named-insurer",
    note: "Bernese Seeland: Visana's price in 3250 Lyss (Lyss 99.1 %, Kappelen, Aarberg: all BE region 2), born 1984. Then whether Visana became dearer in 2027: yes; in BE region 2 every cheapest Visana offer for an adult rises, by 40.90 to 46.20 a month depending on deductible and accident cover (e.g. 300 with accident 493.60 → 539.70), the standard model by 21.40 to 23.00 (300 with accident 587.50 → 610.50). The Visana tariffs restricted to listed municipalities in 2027 (HMO plus, VIVA) do not include Lyss (BFS 306).",
    turns: [
      {
        user: "was verlangt d visana in 3250 lyss für jahrgang 1984?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3250", birthYear: 1984, namedInsurer: "1555" },
          answers: [CHF_AMOUNT, /visana/i],
          figures: [{ what: "insurer", insurer: "1555" }],
        },
      },
      {
        user: "und isch si 2027 tüürer worde als 2026?",
        expect: {
          fields: { plz: "3250", birthYear: 1984 },
          answers: [/\bja\b|teurer|gestiegen|steigt|mehr|erhöh|aufschlag|plus|zunahme/i, CHF_AMOUNT],
          notAnswers: [/(nicht|kaum) (teurer|gestiegen)|günstiger geworden|gesunken/i],
          figures: [
            { what: "insurer", insurer: "1555", tariffYear: 2026 },
            { what: "insurer", insurer: "1555", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v18-named-insurer-02",
    category: "named-insurer",
    note: "Lucerne: KPT against CSS in 6020 Emmenbrücke (municipality Emmen 98.2 %, Luzern and Ebikon 0.9 % each; all LU region 1), born 1990: both prices (2027 the cheapest offers of both sell there; e.g. with deductible 2500 without accident CSS 348.20, KPT 366.60). Then both with deductible 2500.",
    turns: [
      {
        user: "was isch billiger, d kpt oder d css? 6020 emmenbrücke, jg 1990",
        expect: {
          act: "ask_compare",
          fields: { plz: "6020", birthYear: 1990 },
          answers: [/kpt/i, /css/i, CHF_AMOUNT],
          figures: [
            { what: "insurer", insurer: "376" },
            { what: "insurer", insurer: "8" },
          ],
        },
      },
      {
        user: "und mit 2500 franchise?",
        expect: {
          act: "change",
          fields: { plz: "6020", birthYear: 1990, franchise: 2500 },
          answers: [/kpt/i, /css/i, CHF_AMOUNT],
          figures: [
            { what: "insurer", insurer: "376", franchise: 2500 },
            { what: "insurer", insurer: "8", franchise: 2500 },
          ],
        },
      },
    ],
  },
  {
    id: "v18-named-insurer-03",
    category: "named-insurer",
    note: "Thurgau German: whether one can join the Krankenkasse Luzerner Hinterland (BAG 360) in 9220 Bischofszell (locality Bischofszell: Bischofszell 87.6 %, Zihlschlacht-Sitterdorf, Hauptwil-Gottshaus, TG region 0; 2.4 % in Muolen SG, not meant), born 1976: no, it has no premiums in Thurgau in 2026 or 2027 (it sells in AG, BE, LU, NW, OW, SO, SZ, UR, ZG, ZH); an insurer need only accept people in its area of activity (Art. 4 para. 2 KVG). Then the Sumiswalder (BAG 194), which sells in TG in both years: its price.",
    turns: [
      {
        user: "chan i mi in 9220 bischofszell bi de krankekasse luzerner hinterland versichere? bi 1976 gebore",
        expect: {
          act: "ask_insurer",
          fields: { plz: "9220", birthYear: 1976 },
          answers: [/(bietet|ist|gibt|sind|führt|verkauft)[^.]{0,60}(nicht|kein)|nicht (in|im|für|verfügbar|tätig|aktiv|angeboten|erhältlich|möglich)|keine (prämie|angebot|grundversicherung)|nur (in|im)|leider nein|\bnein\b/i],
        },
      },
      {
        user: "schad. und d sumiswalder?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "9220", birthYear: 1976, namedInsurer: "194" },
          answers: [CHF_AMOUNT, /sumiswald/i],
          figures: [{ what: "insurer", insurer: "194" }],
        },
      },
    ],
  },
  {
    id: "v18-named-insurer-04",
    category: "named-insurer",
    note: "Bern: Atupri (BAG 312) telemedicine, deductible 2500, in 3012 Bern (100 % Bern, BE region 1), born 1993: Atupri's price (2027 telemedicine tariffs in BE region 1; cheapest 2500 without accident 427.60). Then 'und d sympany im gliiche modell?': Vivao Sympany (BAG 509) telemedicine 2500 (2027 callmed 24; without accident 425.60), model and deductible kept.",
    turns: [
      {
        user: "atupri, telmed, franchise 2500 – ich bi 1993 und wohne in 3012 bern. was kostet das?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3012", birthYear: 1993, namedInsurer: "312", model: "telmed", franchise: 2500 },
          answers: [CHF_AMOUNT, /atupri/i],
          figures: [{ what: "insurer", insurer: "312", model: "telmed", franchise: 2500 }],
        },
      },
      {
        user: "und d sympany im gliiche modell?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3012", birthYear: 1993, namedInsurer: "509", model: "telmed", franchise: 2500 },
          answers: [CHF_AMOUNT, /sympany/i],
          figures: [{ what: "insurer", insurer: "509", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v18-named-insurer-05",
    category: "named-insurer",
    note: "Upper Engadine: ÖKK (BAG 455) with accident cover in 7503 Samedan (100 % Samedan, GR region 2), born 1972: ÖKK's price. Then whether ÖKK is the cheapest up there: no; with accident cover ÖKK is not the cheapest in 2027 for any deductible, neither overall nor in the standard, practice or phone/app models (e.g. 300: cheapest Agrisano 433.00, ÖKK's cheapest 459.00; standard model 300: Lumneziana 489.50, ÖKK 510.00; practice model 300: Concordia 458.90; 2500: Agrisano 322.00, ÖKK 330.70); only among BAG's 'FLEX' tariffs is ÖKK CASAMED SELECT the cheapest.",
    turns: [
      {
        user: "was zahl i bi de ökk in 7503 samedan, jg 1972, mit unfall?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "7503", birthYear: 1972, namedInsurer: "455", accident: true },
          answers: [CHF_AMOUNT, /ökk|oekk/i],
          figures: [{ what: "insurer", insurer: "455", accident: true }],
        },
      },
      {
        user: "isch d ökk da obe di günstigscht?",
        expect: {
          fields: { plz: "7503", birthYear: 1972, accident: true },
          answers: [/nein|nicht (die )?(günstigste|billigste)|gibt (es )?günstiger|günstiger (ist|sind|wäre|bieten|bietet)|billiger (ist|sind|wäre)|andere (kasse|versicherer|anbieter)/i, CHF_AMOUNT],
          figures: [{ what: "cheapest", accident: true }],
        },
      },
    ],
  },
  {
    id: "v18-named-insurer-06",
    category: "named-insurer",
    note: "Freiamt (Aargau): a farmer asks for Agrisano (BAG 1560) in 5630 Muri AG (Muri 98.2 %, Aristau, Boswil; AG region 0), born 1975: Agrisano's price (it sells in AG in 2026 and 2027). Then whether one must be a farmer to join: no, in basic insurance every insurer must accept every person in its area of activity (Art. 4 para. 2 KVG).",
    turns: [
      {
        user: "i bi bürin z 5630 muri, jg 1975. was chostet d agrisano?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "5630", birthYear: 1975, namedInsurer: "1560" },
          answers: [CHF_AMOUNT, /agrisano/i],
          figures: [{ what: "insurer", insurer: "1560" }],
        },
      },
      {
        user: "mues me eigentlich bur sii, zum det inezcho?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|jede(r|n)?|alle|offen|aufnehmen|aufnahmepflicht/i],
        },
      },
    ],
  },
];
