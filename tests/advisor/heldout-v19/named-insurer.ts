import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, named insurers: one insurer's price followed by a second insurer ("und d assura?"); whether one
 * insurer is dearer than another, then both with another deductible and without accident cover; a regional insurer that
 * does not sell in the person's canton (Krankenkasse Wädenswil in Basel-Stadt) followed by one that does (EGK); a
 * regional insurer that does sell there (Einsiedler Krankenkasse in Schwyz) and whether one must live in its home town;
 * whether Assura is "always the cheapest" in Ticino (it is not); and an insurer that became cheaper from 2026 to 2027
 * (Helsana in Appenzell Innerrhoden), where a rise must not be claimed. Places in Zurich, Graubünden, Basel-Stadt,
 * Schwyz, Ticino and Appenzell Innerrhoden. Written apart from the engine and never tuned against (its code, its own
 * cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff
 * year shown by default is 2027. An insurer must accept every person subject to the insurance duty within its area of
 * activity (Art. 4 para. 2 KVG). Every postal code, locality, canton and premium region was checked against swisstopo's
 * directory joined with the BAG premium regions in ../shared/data; every insurer named was checked against the 2026 and
 * 2027 premium tables for that canton and region, including the 2027 tariffs restricted to listed municipalities
 * (BAG numbers: Helsana 1562, Assura 1542, SWICA 1384, ÖKK 455, Krankenkasse Wädenswil 1318, EGK 881, Einsiedler
 * Krankenkasse 134), with a throw-away script outside the repository.
 */

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v19-named-insurer-01",
    category: "named-insurer",
    note: "Zurich (Pfannenstiel): Helsana's price in 8706 Meilen (100 % Meilen, ZH region 2), born 1970 (Helsana sells there in 2026 and 2027; 2027 cheapest with deductible 300 and accident cover 514.60, BeneFit PLUS Hausarzt R1). Then 'und d assura?': Assura's price (2027 e.g. 496.50, MediTel), place and year kept.",
    turns: [
      {
        user: "was chostet d helsana in 8706 meilen? bi jg 1970",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8706", birthYear: 1970, namedInsurer: "1562" },
          answers: [CHF_AMOUNT, /helsana/i],
          figures: [{ what: "insurer", insurer: "1562" }],
        },
      },
      {
        user: "und d assura?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8706", birthYear: 1970, namedInsurer: "1542" },
          answers: [CHF_AMOUNT, /assura/i],
          figures: [{ what: "insurer", insurer: "1542" }],
        },
      },
    ],
  },
  {
    id: "v19-named-insurer-02",
    category: "named-insurer",
    note: "Bündner Herrschaft: is SWICA dearer than ÖKK in 7208 Malans (100 % Malans, GR region 2), born 1987? Yes: ÖKK's cheapest offer is below SWICA's for every deductible with and without accident cover in 2026 and 2027 (2027, 300 with accident: ÖKK 459.00, SWICA 466.00). Then both with deductible 2500 without accident cover (2027: ÖKK 307.60, SWICA 314.10).",
    turns: [
      {
        user: "isch d swica z malans tüürer als d ökk? jg 1987",
        expect: {
          act: "ask_compare",
          fields: { plz: "7208", birthYear: 1987 },
          answers: [/swica/i, /ökk|oekk/i, CHF_AMOUNT],
          notAnswers: [/swica ist (günstiger|billiger)|ökk ist (teurer|nicht günstiger)/i],
          figures: [
            { what: "insurer", insurer: "1384" },
            { what: "insurer", insurer: "455" },
          ],
        },
      },
      {
        user: "und mit 2500 franchise ohni unfall?",
        expect: {
          act: "change",
          fields: { plz: "7208", birthYear: 1987, franchise: 2500, accident: false },
          answers: [/swica/i, /ökk|oekk/i, CHF_AMOUNT],
          figures: [
            { what: "insurer", insurer: "1384", franchise: 2500, accident: false },
            { what: "insurer", insurer: "455", franchise: 2500, accident: false },
          ],
        },
      },
    ],
  },
  {
    id: "v19-named-insurer-03",
    category: "named-insurer",
    note: "Basel-Stadt: can one join the Krankenkasse Wädenswil (BAG 1318) in 4126 Bettingen (100 % Bettingen, BS region 0), born 1990? No: it has premiums only in AG, SZ, ZG and ZH in 2026 and 2027, none in Basel-Stadt; an insurer need only accept people within its area of activity (Art. 4 para. 2 KVG). No price of it may be shown. Then the EGK (BAG 881), which sells in BS in both years: its price.",
    turns: [
      {
        user: "chan i mi z bettige (4126) bi de krankekasse wädenswil versichere? jg 1990",
        expect: {
          act: "ask_insurer",
          fields: { plz: "4126", birthYear: 1990 },
          answers: [/(bietet|ist|gibt|sind|führt|verkauft)[^.]{0,60}(nicht|kein)|nicht (in|im|für|verfügbar|tätig|aktiv|angeboten|erhältlich|möglich)|keine (prämie|angebot|grundversicherung)|nur (in|im)|leider nein|\bnein\b/i],
        },
      },
      {
        user: "schad. und d egk?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "4126", birthYear: 1990, namedInsurer: "881" },
          answers: [CHF_AMOUNT, /egk/i],
          figures: [{ what: "insurer", insurer: "881" }],
        },
      },
    ],
  },
  {
    id: "v19-named-insurer-04",
    category: "named-insurer",
    note: "Schwyz: the Einsiedler Krankenkasse (BAG 134) in 6438 Ibach (all localities of 6438 lie in the municipality Schwyz, SZ region 0), born 1978: its price (it sells its standard model in SZ in 2026 and 2027; 2027 with deductible 300 and accident cover 454.70). Then whether one must live in Einsiedeln to join: no; every insurer must accept every person in its area of activity (Art. 4 para. 2 KVG), and it sells in the whole canton.",
    turns: [
      {
        user: "was choschtet d einsiedler krankekasse in 6438 ibach? jg 1978",
        expect: {
          act: "ask_insurer",
          fields: { plz: "6438", birthYear: 1978, namedInsurer: "134" },
          answers: [CHF_AMOUNT, /einsiedl/i],
          figures: [{ what: "insurer", insurer: "134" }],
        },
      },
      {
        user: "mues me det vo einsiedle sii zum ine cho?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|jede(r|n)?|alle|offen|aufnehmen|aufnahmepflicht/i],
        },
      },
    ],
  },
  {
    id: "v19-named-insurer-05",
    category: "named-insurer",
    note: "Ticino, asked in Swiss German: 'd assura isch doch immer di billigscht?' in 6500 Bellinzona (locality Bellinzona of 6500: 100 % Bellinzona, TI region 1), born 1991. No: in 2026 and 2027 Assura is not the cheapest offer for any deductible, with or without accident cover, neither overall nor in the standard model (2027, 300 with accident: cheapest Agrisano 616.70, Assura's cheapest 642.50). Then Assura's own price.",
    turns: [
      {
        user: "d assura isch doch immer di billigscht, oder? wohne in 6500 bellinzona, jg 1991",
        expect: {
          fields: { plz: "6500", birthYear: 1991 },
          answers: [/nein|nicht (die |immer )?(günstigste|billigste)|nicht immer|gibt (es )?günstiger|günstiger (ist|sind|wäre|bieten|bietet)|billiger (ist|sind|wäre)|andere (kasse|versicherer|anbieter)/i, CHF_AMOUNT],
          notAnswers: [/assura ist (hier |dort |in bellinzona )?(tatsächlich |wirklich )?(die )?(günstigste|billigste)/i],
          figures: [{ what: "cheapest" }],
        },
      },
      {
        user: "und was würd d assura choste?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "6500", birthYear: 1991, namedInsurer: "1542" },
          answers: [CHF_AMOUNT, /assura/i],
          figures: [{ what: "insurer", insurer: "1542" }],
        },
      },
    ],
  },
  {
    id: "v19-named-insurer-06",
    category: "named-insurer",
    note: "Appenzell Innerrhoden: did Helsana (BAG 1562) become dearer in 2027? '9057 weissbad' (all localities of 9057, Weissbad, Schwende and Wasserauen, lie in Schwende-Rüte, AI region 0), born 1971. No: in AI Helsana's cheapest adult offer falls for every deductible with and without accident cover (e.g. 300 with accident 419.90 → 381.80, standard model 494.00 → 444.00); a rise must not be claimed. Then Helsana's 2027 price with deductible 2500 (253.50 with accident, 235.80 without).",
    turns: [
      {
        user: "isch d helsana 2027 wieder tüürer worde? 9057 weissbad, jg 1971",
        expect: {
          fields: { plz: "9057", birthYear: 1971 },
          answers: [/günstiger|billiger|gesunken|sinkt|weniger|tiefer|\bnein\b|nicht teurer/i, CHF_AMOUNT],
          notAnswers: [/(ist|wird) (sie |die helsana )?(2027 )?(wieder )?teurer|prämienerhöhung|aufschlag|(steigt|gestiegen) um/i],
          figures: [
            { what: "insurer", insurer: "1562", tariffYear: 2026 },
            { what: "insurer", insurer: "1562", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und was zahl i 2027 bi de helsana mit 2500 franchise?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "9057", birthYear: 1971, namedInsurer: "1562", franchise: 2500 },
          answers: [CHF_AMOUNT, /helsana/i],
          figures: [{ what: "insurer", insurer: "1562", franchise: 2500, tariffYear: 2027 }],
        },
      },
    ],
  },
];
