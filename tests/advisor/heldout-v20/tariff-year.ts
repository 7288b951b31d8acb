import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v20, tariff years: how much more one pays in 2027 than now, then as a percentage; whether the 2027
 * premiums are already final and when the 2028 premiums will be known; the rise of a family-doctor contract with its
 * deductible and accident setting, then a higher deductible for 2027; "this year's" premiums (2026) asked for in
 * dialect and then next year's. Places in Schwyz (March), Glarus, Obwalden and Basel-Landschaft. Written apart from the
 * engine and never tuned against (its code, its own cases and its results on these cases were not looked at).
 * Conversations take place on Sunday 22.11.2026; the tariff year shown by default is 2027, 2026 is also loaded. Premium
 * tariffs must be approved by the FOPH before they are applied (Art. 16 para. 1 KVAG); the insurer must tell every
 * insured person the new approved premium at least two months before it applies (Art. 7 para. 2 KVG), i.e. for 2028 by
 * the end of October 2027 at the latest. Every postal code, locality, canton and premium region was checked against
 * swisstopo's directory joined with the BAG premium regions in ../shared/data with a throw-away script outside the
 * repository.
 */
const YEAR_2026 = /2026|dieses jahr|diesem jahr|heuer|aktuell|bisher|jetzt|dezember/i;
const YEAR_2027 = /2027|nächste(s|n)? jahr|ab januar/i;

export const tariffYearCases: AdvisorCase[] = [
  {
    id: "v20-tariff-year-01",
    category: "tariff-year",
    note: "March (Schwyz): 'wie vill meh zahl i 2027 als jetzt?' for 8852 Altendorf (100 % Altendorf, SZ region 0), 'jg 75' = 1975: both years' figures. Then the change as a percentage.",
    turns: [
      {
        user: "wie vill meh zahl i 2027 als jetzt? 8852 altendorf, jg 75",
        expect: {
          act: "ask_trend",
          fields: { plz: "8852", birthYear: 1975 },
          answers: [CHF_AMOUNT, YEAR_2026, YEAR_2027],
          figures: [
            { what: "cheapest", tariffYear: 2026 },
            { what: "cheapest", tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und wie vill prozent isch das?",
        expect: {
          fields: { plz: "8852", birthYear: 1975 },
          answers: [/%|prozent/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v20-tariff-year-02",
    category: "tariff-year",
    note: "Glarus: are the 2027 premiums already final? Yes: they were approved by the FOPH (Art. 16 para. 1 KVAG) and insurers had to announce them at least two months ahead (Art. 7 para. 2 KVG); for 8755 Ennenda (Ennenda 99.5 % in the municipality Glarus, 0.5 % Glarus Süd; GL region 0), born 1962, the 2027 figure. Then when the 2028 premiums will be known: in autumn 2027, the insurer's notice at the latest two months before 1 January 2028, i.e. by the end of October 2027 (Art. 7 para. 2 KVG); the reply must name autumn, September, October or the two months.",
    turns: [
      {
        user: "sind d prämie für 2027 eigentlich scho fix? 8755 ennenda, jg 1962",
        expect: {
          fields: { plz: "8755", birthYear: 1962 },
          answers: [/\bja\b|genehmigt|bewilligt|festgelegt|fest|fix|definitiv|bag/i, CHF_AMOUNT],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
      {
        user: "und wänn weiss me die vo 2028?",
        expect: {
          act: "ask_rule",
          answers: [/herbst|september|oktober|zwei monat|2 monat/i],
        },
      },
    ],
  },
  {
    id: "v20-tariff-year-03",
    category: "tariff-year",
    note: "Obwalden: a family-doctor contract with deductible 1500 without accident cover, 'wie vill tüürer wirds 2027?', 6056 Kägiswil (100 % municipality Sarnen, OW region 0), 'jg 90' = 1990: the family-doctor figures of both years (2026 family-doctor type, 2027 BAG practice type). Then deductible 2500 for 2027, model and accident setting kept.",
    turns: [
      {
        user: "ich ha s hausarztmodell mit 1500 franchise ohni unfall. wie vill tüürer wirds 2027? 6056 kägiswil, jg 90",
        expect: {
          act: "ask_trend",
          fields: { plz: "6056", birthYear: 1990, model: "hausarzt", franchise: 1500, accident: false },
          answers: [CHF_AMOUNT, YEAR_2026, YEAR_2027],
          figures: [
            { what: "cheapest", model: "hausarzt", franchise: 1500, accident: false, tariffYear: 2026 },
            { what: "cheapest", model: "hausarzt", franchise: 1500, accident: false, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und wenn i uf 2027 grad uf 2500 gang?",
        expect: {
          fields: { plz: "6056", birthYear: 1990, model: "hausarzt", franchise: 2500, accident: false },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", model: "hausarzt", franchise: 2500, accident: false, tariffYear: 2027 }],
        },
      },
    ],
  },
  {
    id: "v20-tariff-year-04",
    category: "tariff-year",
    note: "Basel-Landschaft: 'd prämie vo dem johr, nöd vom nächschte' on 22.11.2026 = tariff year 2026, 4424 Arboldswil (100 % Arboldswil, BL region 2), 'jg 85' = 1985. Then 'und jetzt s nächscht johr': tariff year 2027, place and year kept.",
    turns: [
      {
        user: "zeig mer bitte d prämie vo dem johr, nöd vom nächschte. 4424 arboldswil, jg 85",
        expect: {
          fields: { plz: "4424", birthYear: 1985, tariffYear: 2026 },
          answers: [CHF_AMOUNT, /2026|dieses jahr|diesem jahr|aktuell/i],
          figures: [{ what: "cheapest", tariffYear: 2026 }],
        },
      },
      {
        user: "merci. und jetzt s nächscht johr",
        expect: {
          fields: { plz: "4424", birthYear: 1985, tariffYear: 2027 },
          answers: [CHF_AMOUNT, /2027|nächste(s|n)? jahr/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "cheapest", tariffYear: 2027 }],
        },
      },
    ],
  },
];
