import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v20, named insurers: a regional insurer that kept its adult premiums unchanged for 2027 (Glarner
 * Krankenversicherung in Glarus), where a rise must not be claimed, but raised its children's premiums; a regional
 * insurer that does not sell in the person's canton (Krankenkasse Steffisburg in Thurgau) followed by one that does
 * (Sumiswalder); two small Upper Valais insurers (Krankenkasse Visperterminen, sodalis); the belief that CSS is the
 * cheapest in Basel, true in 2026 but no longer in 2027; how much Concordia and then Agrisano rise in Uri; and whether
 * KPT or Atupri is cheaper in Appenzell Innerrhoden, then with another deductible. Places in Glarus, Thurgau, Valais,
 * Basel-Stadt, Uri and Appenzell Innerrhoden. Written apart from the engine and never tuned against (its code, its own
 * cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff
 * year shown by default is 2027. An insurer must accept every person subject to the insurance duty within its area of
 * activity (Art. 4 para. 2 KVG) and need not offer basic insurance elsewhere. Every postal code, locality, canton and
 * premium region was checked against swisstopo's directory joined with the BAG premium regions in ../shared/data;
 * every insurer named was checked against the 2026 and 2027 premium tables for that canton and region, including the
 * 2027 tariffs restricted to listed municipalities (none concerns these insurers there); claims about which insurer is
 * cheaper, or whether one rose, were checked for every adult deductible with and without accident cover in both years
 * (BAG numbers: CSS 8, Einsiedler 134, Sumiswalder 194, Steffisburg 246, Concordia 290, Atupri 312, KPT 376, Glarner
 * 780, sodalis 941, Krankenkasse Visperterminen 1040, Agrisano 1560), with a throw-away script outside the repository.
 */

export const namedInsurerCases: AdvisorCase[] = [
  {
    id: "v20-named-insurer-01",
    category: "named-insurer",
    note: "Glarus: does the Glarner Krankenversicherung (BAG 780) rise in 2027? 8754 Netstal (Netstal 99.9 % in the municipality Glarus, 0.1 % Glarus Nord; GL region 0), born 1969. No: every adult and young-adult premium of the Glarner in GL is identical in 2026 and 2027 (e.g. glarnermed24 with 300 and accident cover 498.60 both years, standard model 524.80 both years), so a rise must not be claimed. Then the daughter born 2016: the Glarner's children's premiums do rise (every child tariff, e.g. glarnermed24 with deductible 0 and accident cover 114.00 → 125.40, standard 120.00 → 132.00).",
    turns: [
      {
        user: "schlat d glarner 2027 au uf? 8754 netstal, jg 1969",
        expect: {
          fields: { plz: "8754", birthYear: 1969, namedInsurer: "780" },
          answers: [/gleich|unverändert|keine (erhöhung|änderung|prämienerhöhung)|nicht (teurer|gestiegen|erhöht|aufgeschlagen)|bleib(t|en)|stabil|identisch|\bnein\b/i, CHF_AMOUNT],
          notAnswers: [/glarner[^.]{0,80}(steigt|steigen|erhöht|aufschlag)[^.]{0,30}\bum\s+(chf\s*|fr\.\s*)?\d/i],
          figures: [
            { what: "insurer", insurer: "780", tariffYear: 2026 },
            { what: "insurer", insurer: "780", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und für üsi tochter, jg 2016?",
        expect: {
          fields: { plz: "8754" },
          answers: [/teurer|steigt|gestiegen|erhöh|mehr|höher|aufschlag/i, CHF_AMOUNT],
          figures: [
            { what: "insurer", insurer: "780", birthYear: 2016, tariffYear: 2026 },
            { what: "insurer", insurer: "780", birthYear: 2016, tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v20-named-insurer-02",
    category: "named-insurer",
    note: "Thurgau: can one join the Krankenkasse Steffisburg (BAG 246) in 8505 Pfyn (the localities Pfyn and Dettighofen of 8505 lie 100 % in Pfyn, TG region 0), born 1980? No: it has premiums only in AG, BE, GL, NW, OW, SO, SZ, UR, VS, ZG and ZH in 2026 and 2027, none in Thurgau; an insurer need only accept people within its area of activity (Art. 4 para. 2 KVG). No price of it may be shown. Then 'wie gseht s bi de sumiswalder us?': the Sumiswalder (BAG 194), which sells in TG in both years (2027 cheapest with 300 and accident cover 501.30, Hausarztmodell): its price.",
    turns: [
      {
        user: "chan i mi z pfyn bi de krankekasse steffisburg versichere? bi jg 1980",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8505", birthYear: 1980 },
          answers: [/(bietet|ist|gibt|sind|führt|verkauft)[^.]{0,60}(nicht|kein)|nicht (in|im|für|verfügbar|tätig|aktiv|angeboten|erhältlich|möglich)|keine (prämie|angebot|grundversicherung)|nur (in|im)|leider nein|\bnein\b/i],
        },
      },
      {
        user: "schade. wie gseht s bi de sumiswalder us?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "8505", birthYear: 1980, namedInsurer: "194" },
          answers: [CHF_AMOUNT, /sumiswald/i],
          figures: [{ what: "insurer", insurer: "194" }],
        },
      },
    ],
  },
  {
    id: "v20-named-insurer-03",
    category: "named-insurer",
    note: "Upper Valais: the Krankenkasse Visperterminen (BAG 1040), which sells only in VS, in 3931 Lalden (Lalden 99.0 %, Baltschieder 1.0 %; both VS region 2), born 1990: its price (2027 with 300 and accident cover 440.05, Telmed; 2026 419.10). Then 'und d sodalis?' (BAG 941, sells in BE and VS): its price (2027 446.20, Digimed), place and year kept.",
    turns: [
      {
        user: "was chostet d krankekasse visperterminen in 3931 lalden? jg 1990",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3931", birthYear: 1990, namedInsurer: "1040" },
          answers: [CHF_AMOUNT, /visperterminen/i],
          figures: [{ what: "insurer", insurer: "1040" }],
        },
      },
      {
        user: "und d sodalis?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "3931", birthYear: 1990, namedInsurer: "941" },
          answers: [CHF_AMOUNT, /sodalis/i],
          figures: [{ what: "insurer", insurer: "941" }],
        },
      },
    ],
  },
  {
    id: "v20-named-insurer-04",
    category: "named-insurer",
    note: "Basel-Stadt: 'd css isch doch z basel di günschtigscht, au 2027?' for 4059 Basel (100 % Basel, BS region 0), born 1977. In 2026 CSS (Gesundheitspraxisversicherung) is indeed the cheapest offer for every adult deductible with and without accident cover, but in 2027 it is not the cheapest for any of them (300 with accident: Concordia HMO 599.00, CSS 608.40, 6th; without accident Mutuel and Assura are cheaper); the reply must not claim CSS is the cheapest in 2027. Then CSS's own 2027 price with deductible 2500 (with accident cover 480.10).",
    turns: [
      {
        user: "d css isch doch z basel di günschtigscht, oder? au 2027? 4059 basel, jg 1977",
        expect: {
          fields: { plz: "4059", birthYear: 1977 },
          answers: [/nicht (mehr )?(die |am )?(günstigste|billigste|günstigsten|billigsten)|nicht mehr|\bnein\b|günstiger (ist|sind|wäre|bietet|bieten)|billiger (ist|sind)|concordia|mutuel|assura/i, CHF_AMOUNT],
          notAnswers: [/css (ist|bleibt) (2027 |auch 2027 |weiterhin |nach wie vor |immer noch |auch )?(die |am )?(günstigste|billigste|günstigsten|billigsten)/i],
          figures: [
            { what: "cheapest", tariffYear: 2027 },
            { what: "insurer", insurer: "8", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und was würd mi d css 2027 mit 2500 franchise choschte?",
        expect: {
          act: "ask_insurer",
          fields: { plz: "4059", birthYear: 1977, namedInsurer: "8", franchise: 2500 },
          answers: [CHF_AMOUNT, /css/i],
          figures: [{ what: "insurer", insurer: "8", franchise: 2500, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v20-named-insurer-05",
    category: "named-insurer",
    note: "Uri: how much does Concordia (BAG 290) rise in 2027? 6462 Seedorf UR (100 % Seedorf (UR), UR region 0), born 1974: Concordia's cheapest offer rises for every adult deductible with and without accident cover (300 with accident: HMO 421.50 → 442.50, +5.0 %; 2500: +7.2 %); both years' figures and the rise. Then 'und d agrisano?' (BAG 1560): it rises too (AGRIsmart 376.60 → 401.50, +6.6 %); both years' figures.",
    turns: [
      {
        user: "wie vill schlat d concordia 2027 uf? 6462 seedorf, jg 1974",
        expect: {
          act: "ask_trend",
          fields: { plz: "6462", birthYear: 1974, namedInsurer: "290" },
          answers: [CHF_AMOUNT, /concordia/i, /%|prozent|mehr|teurer|steigt|gestiegen|erhöh|aufschlag/i],
          notAnswers: [/concordia[^.]{0,60}(sinkt|gesunken|günstiger geworden|billiger geworden)/i],
          figures: [
            { what: "insurer", insurer: "290", tariffYear: 2026 },
            { what: "insurer", insurer: "290", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und d agrisano?",
        expect: {
          fields: { plz: "6462", birthYear: 1974, namedInsurer: "1560" },
          answers: [CHF_AMOUNT, /agrisano/i],
          figures: [
            { what: "insurer", insurer: "1560", tariffYear: 2026 },
            { what: "insurer", insurer: "1560", tariffYear: 2027 },
          ],
        },
      },
    ],
  },
  {
    id: "v20-named-insurer-06",
    category: "named-insurer",
    note: "Appenzell Innerrhoden: 'wer isch billiger, d kpt oder d atupri?' in 9054 Haslen (100 % Schlatt-Haslen, AI region 0), born 1985. KPT (BAG 376): its cheapest offer is below Atupri's (BAG 312) for every deductible KPT offers there, with and without accident cover, in 2026 and 2027 (2027, 300 with accident: KPT 376.70, Atupri 406.10). Then both with deductible 2500 without accident cover (2027: KPT 231.00, Atupri 263.90).",
    turns: [
      {
        user: "wer isch billiger, d kpt oder d atupri? 9054 haslen, jg 85",
        expect: {
          act: "ask_compare",
          fields: { plz: "9054", birthYear: 1985 },
          answers: [/kpt/i, /atupri/i, CHF_AMOUNT],
          notAnswers: [/atupri (ist|wäre) (günstiger|billiger)|kpt (ist|wäre) (teurer|nicht günstiger)/i],
          figures: [
            { what: "insurer", insurer: "376" },
            { what: "insurer", insurer: "312" },
          ],
        },
      },
      {
        user: "und wenn beid mit 2500er franchise und ohni unfall?",
        expect: {
          act: "change",
          fields: { plz: "9054", birthYear: 1985, franchise: 2500, accident: false },
          answers: [/kpt/i, /atupri/i, CHF_AMOUNT],
          notAnswers: [/atupri (ist|wäre) (günstiger|billiger)|kpt (ist|wäre) (teurer|nicht günstiger)/i],
          figures: [
            { what: "insurer", insurer: "376", franchise: 2500, accident: false },
            { what: "insurer", insurer: "312", franchise: 2500, accident: false },
          ],
        },
      },
    ],
  },
];
