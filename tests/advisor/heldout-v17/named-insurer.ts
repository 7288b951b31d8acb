import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v17, named insurers: one insurer's price and whether it is the cheapest, whether an insurer became dearer
 * from 2026 to 2027, a second insurer asked for as a follow-up, two insurers compared, an insurer that does not sell
 * basic insurance in the person's canton (Glarner in Obwalden) followed by one that does (Einsiedler Krankenkasse), and
 * an insurer with deductible and accident cover given. Places in Lucerne, Graubünden, German-speaking Fribourg,
 * Thurgau, Obwalden and Aargau. Written apart from the engine and never tuned against (its code, its own cases and its
 * results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by
 * default is 2027. Every postal code, locality, canton and premium region was checked against swisstopo's directory
 * joined with the BAG premium regions in ../shared/data; every insurer named was checked against the 2026 and 2027
 * premium tables for that canton and region (BAG numbers: CSS 8, ÖKK 455, Helsana 1562, Vivao Sympany 509, SWICA 1384,
 * Sanitas 1509, Glarner 780, Einsiedler Krankenkasse 134, Assura 1542), with a throw-away script outside the repository.
 */

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v17-named-insurer-01",
    category: "named-insurer",
    note: "Lucerne: CSS's price in 6003 Luzern (100 % Luzern, LU region 1), born 1982. Then whether CSS is the cheapest: no; in LU region 1, 2027, CSS is not the cheapest for any deductible, accident cover or model (e.g. adult 300 with accident: cheapest Atupri HMO 474.60, CSS's cheapest 502.70, CSS standard 602.00).",
    turns: [
      {
        user: "was kostet die css in 6003 luzern für jahrgang 1982?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "6003", birthYear: 1982, namedInsurer: "8" },
          answers: [CHF_AMOUNT, /css/i],
          figures: [{ what: "insurer", insurer: "8" }],
        },
      },
      {
        user: "isch d css di günstigscht?",
        expect: {
          fields: { plz: "6003", birthYear: 1982 },
          answers: [/nein|nicht (die )?(günstigste|billigste)|gibt (es )?günstiger|günstiger (ist|sind|wäre|bieten|bietet)|billiger (ist|sind|wäre)|andere (kasse|versicherer|anbieter)/i, CHF_AMOUNT],
          figures: [{ what: "cheapest" }],
        },
      },
    ],
  },
  {
    id: "v17-named-insurer-02",
    category: "named-insurer",
    note: "Graubünden German: whether ÖKK became dearer, standard model, deductible 300, with accident, 7000 Chur (Chur 99.3 %, Churwalden 0.7 %; both GR region 1), born 1970: yes, ÖKK standard 300 with accident rises from 515.00 (2026) to 534.00 (2027). Then the yearly difference (12 × 19.00 = 228.00).",
    turns: [
      {
        user: "isch d ökk teurer worde? standard, 300 franchise, mit unfall, jg 1970, 7000 chur",
        expect: {
          act: "ask_insurer",
          fields: { plz: "7000", birthYear: 1970, namedInsurer: "455", model: "standard", franchise: 300, accident: true },
          answers: [/\bja\b|teurer|gestiegen|steigt|mehr|erhöh|aufschlag|plus/i, /ökk/i],
          figures: [
            { what: "insurer", insurer: "455", model: "standard", franchise: 300, accident: true, tariffYear: 2026 },
            { what: "insurer", insurer: "455", model: "standard", franchise: 300, accident: true, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und wie viel macht das ufs jahr?",
        expect: {
          fields: { plz: "7000", birthYear: 1970 },
          answers: [/228|pro jahr|im jahr|jährlich|aufs jahr|12 monat|zwölf monat/i],
        },
      },
    ],
  },
  {
    id: "v17-named-insurer-03",
    category: "named-insurer",
    note: "German-speaking Fribourg (Sense district): Helsana's price in 3175 Flamatt (Wünnewil-Flamatt 99.9 %, Ueberstorf 0.1 %; FR region 2), born 1996 (31 in 2027, adult). Then 'und d sympany?': Vivao Sympany's price, which also sells in FR region 2 in 2027; place and year kept.",
    turns: [
      {
        user: "was choschtet d helsana bi mir? 3175 flamatt, 1996",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3175", birthYear: 1996, namedInsurer: "1562" },
          answers: [CHF_AMOUNT, /helsana/i],
          figures: [{ what: "insurer", insurer: "1562" }],
        },
      },
      {
        user: "und d sympany?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3175", birthYear: 1996, namedInsurer: "509" },
          answers: [CHF_AMOUNT, /sympany/i],
          figures: [{ what: "insurer", insurer: "509" }],
        },
      },
    ],
  },
  {
    id: "v17-named-insurer-04",
    category: "named-insurer",
    note: "Thurgau German: SWICA against Sanitas, deductible 2000, in 8580 Amriswil (locality Amriswil: Amriswil 99.6 %, Salmsach 0.4 %; TG region 0), born 1963: both prices (2027 Sanitas is cheaper than SWICA in every model and with or without accident, e.g. cheapest with accident 374.90 against 402.40). Then the same in the standard model (with accident: Sanitas 445.75, SWICA 477.40).",
    turns: [
      {
        user: "swica oder sanitas, was isch günstiger für mi? 8580 amriswil, 1963, 2000er franchise",
        expect: {
          act: "ask_compare",
          fields: { plz: "8580", birthYear: 1963, franchise: 2000 },
          answers: [/swica/i, /sanitas/i, CHF_AMOUNT],
          figures: [
            { what: "insurer", insurer: "1384", franchise: 2000 },
            { what: "insurer", insurer: "1509", franchise: 2000 },
          ],
        },
      },
      {
        user: "und im standardmodell?",
        expect: {
          fields: { plz: "8580", birthYear: 1963, franchise: 2000, model: "standard" },
          answers: [/swica/i, /sanitas/i],
          figures: [
            { what: "insurer", insurer: "1384", franchise: 2000, model: "standard" },
            { what: "insurer", insurer: "1509", franchise: 2000, model: "standard" },
          ],
        },
      },
    ],
  },
  {
    id: "v17-named-insurer-05",
    category: "named-insurer",
    note: "Obwalden: whether one can join the Glarner Krankenversicherung in 6060 Sarnen (100 % Sarnen, OW region 0), born 1989: no, Glarner (BAG 780) has no premiums in OW in 2026 or 2027 (BAG list: active in GL, SG, SZ only); an insurer need only accept people in its area of activity (Art. 4 para. 2 KVG). Then the Einsiedler Krankenkasse (BAG 134): it does sell in OW in 2027 (standard model only; adult 300 with accident 513.30): its price.",
    turns: [
      {
        user: "chan i mi in 6060 sarnen bi de glarner versichere? bi jg 1989",
        expect: {
          act: "ask_insurer",
          fields: { plz: "6060", birthYear: 1989 },
          answers: [/(bietet|ist|gibt|sind|führt)[^.]{0,60}(nicht|kein)|nicht (in|im|für|verfügbar|tätig|aktiv|angeboten|erhältlich|möglich)|keine (prämie|angebot|grundversicherung)|nur (in|im)|leider nein|\bnein\b/i],
        },
      },
      {
        user: "und d einsiedler krankekasse?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "6060", birthYear: 1989, namedInsurer: "134" },
          answers: [CHF_AMOUNT, /einsiedl/i],
          figures: [{ what: "insurer", insurer: "134" }],
        },
      },
    ],
  },
  {
    id: "v17-named-insurer-06",
    category: "named-insurer",
    note: "Aargau: Assura with deductible 2500 without accident in 4800 Zofingen (Zofingen 99.9 %, Oftringen 0.1 %; AG region 0), born 1998 (29 in 2027, adult): Assura's price. Then whether it is the cheapest: no (2027 AG 2500 without accident: cheapest any model Sanitas 342.45 against Assura's cheapest 350.20; standard model Sumiswalder 397.80 against Assura 453.10).",
    turns: [
      {
        user: "wie viel kostet assura mit 2500 ohne unfall in 4800 zofingen, jg 1998?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "4800", birthYear: 1998, franchise: 2500, accident: false, namedInsurer: "1542" },
          answers: [CHF_AMOUNT, /assura/i],
          figures: [{ what: "insurer", insurer: "1542", franchise: 2500, accident: false }],
        },
      },
      {
        user: "isch das s billigste?",
        expect: {
          fields: { plz: "4800", birthYear: 1998, franchise: 2500, accident: false },
          answers: [/nein|nicht (das |die |der )?(günstigste|billigste)|gibt (es )?günstiger|günstiger (ist|sind|wäre|bieten|bietet)|billiger (ist|sind|wäre)|andere/i],
          figures: [{ what: "cheapest", franchise: 2500, accident: false }],
        },
      },
    ],
  },
];
