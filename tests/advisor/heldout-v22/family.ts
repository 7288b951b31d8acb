import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT, EIGHT_HOURS } from "../heldout-patterns";

/**
 * Held-out set v22, households: a family of four in the Aargau Freiamt with a deductible per person (parents 2500 without
 * accident, children 0 with accident) asking for the total; a single father in Thurgau with a daughter born 2009 (still
 * a child in 2027) who then asks whether she needs accident cover; a pensioner couple in Beromünster; a mother in the
 * Leuk area with a son born 2007 (a young adult in both years) and a deductible per person; a German-speaking couple in
 * Delémont expecting a baby who ask until when the baby must be insured. Written apart from the engine and never tuned
 * against. Rules relied on: every person is insured individually (Art. 3 para. 1 KVG); a newborn must be insured
 * within three months of birth, and the insurance then starts at birth (Art. 3 para. 1 and Art. 5 para. 1 KVG);
 * children are not employees insured under the UVG (Art. 1a UVG), so their accident cover belongs in the basic
 * insurance (Art. 8 KVG), and the 8-hour rule (Art. 13 UVV) does not concern them. Age classes by the age reached in
 * the premium year (Art. 61 para. 3 KVG); children's deductibles 0–600 (Art. 93 para. 1 KVV). Conversations take place
 * on Sunday 22.11.2026; the tariff year shown by default is 2027. Every place was checked against swisstopo's directory
 * joined with the BAG premium regions, and offers exist for every person's settings in 2026 and 2027 (throw-away script
 * outside the repository, ../shared/data).
 */

export const familyCases: AdvisorCase[] = [
  {
    id: "v22-family-01",
    category: "family",
    note: "Aargau Freiamt: 5637 Beinwil (Freiamt) (99.2 % Beinwil (Freiamt), AG region 0), not Beinwil am See (5712) or Beinwil SO (4229). Parents 1985 and 1987, telemedicine 2500 without accident; children 2016 and 2019, telemedicine 0 with accident. Offers exist for every person in 2026 and 2027 (adult 2026 Agrisano 326.30, 2027 345.50; child 2026 Agrisano 99.80, 2027 Assura 102.10). The total per month is expected.",
    turns: [
      {
        user: "mir sind e familie: ich 1985, mi ma 1987, chind 2016 und 2019. beinwil freiamt 5637. mir eltere telmed 2500 ohni unfall, d chind telmed franchise 0 mit unfall. was zahle mir zäme im monet?",
        expect: {
          fields: {
            plz: "5637",
            model: "telmed",
            persons: [
              { birthYear: 1985, franchise: 2500 },
              { birthYear: 1987, franchise: 2500 },
              { birthYear: 2016, franchise: 0 },
              { birthYear: 2019, franchise: 0 },
            ],
          },
          answers: [CHF_AMOUNT, /total|zusammen|gesamt|familie|haushalt/i],
          notAnswers: [/beinwil am see|kanton solothurn/i],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v22-family-02",
    category: "family",
    note: "Thurgau: 8566 Ellighausen (100 % Kemmental, TG region 0). Father born 1979 (standard, 1500, without accident: 2026 Agrisano 408.10, 2027 ÖKK 430.60); daughter born 2009, 17 in 2026 and 18 in 2027, still a child (Art. 61 para. 3 KVG), standard, deductible 0, with accident (2026 Agrisano 109.90, 2027 115.40). Then 'bruucht sie würkli unfall drin? sie goht no i d kanti': yes, a pupil is not insured under the UVG, so her accident cover belongs in the basic insurance (Art. 1a UVG, Art. 8 KVG); the 8-hour rule for employees must not be applied to her.",
    turns: [
      {
        user: "alleierziehende vater, jg 79, tochter jg 2009. 8566 ellighausen. ich standard 1500 ohni unfall, sie standard franchise 0 mit unfall",
        expect: {
          fields: { plz: "8566", persons: [{ birthYear: 1979, franchise: 1500 }, { birthYear: 2009, franchise: 0 }] },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "bruucht sie würkli unfall drin? sie goht no i d kanti",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|braucht|sinnvoll|nötig|notwendig|nicht (über|durch) (einen |den )?arbeitgeber|keine (uvg|unfallversicherung)|nicht (uvg|berufstätig|angestellt)/i],
          notAnswers: [EIGHT_HOURS, /\bnein\b,? (sie )?braucht|kannst (du )?(den )?unfall (bei ihr )?(weglassen|ausschliessen)/i, ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v22-family-03",
    category: "family",
    note: "Michelsamt (Lucerne): 6215 Beromünster (100 % Beromünster, LU region 3; also Schwarzenbach LU), a pensioner couple born 1960 and 1962, standard, 300, with accident: cheapest for each 2026 Luzerner Hinterland 452.80, 2027 468.65; the couple's monthly total is expected (both adults, so 937.30 for the cheapest mix in 2027). Then both raise the deductible to 2500 (cheapest each 2026 Luzerner Hinterland 324.45, 2027 340.30).",
    turns: [
      {
        user: "mir zwöi rentner, är 1960, sie 1962, 6215 beromünster. standard, 300er, mit unfall. was choschtet das für beidi zäme?",
        expect: {
          fields: { plz: "6215", franchise: 300, accident: true, model: "standard", persons: [{ birthYear: 1960 }, { birthYear: 1962 }] },
          answers: [CHF_AMOUNT, /zusammen|total|gesamt|beide|pro person|je/i],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn mir beidi 2500 nämed?",
        expect: {
          act: "change",
          fields: { plz: "6215", persons: [{ birthYear: 1960, franchise: 2500 }, { birthYear: 1962, franchise: 2500 }] },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v22-family-04",
    category: "family",
    note: "Leuk area (Valais): 3957 Erschmatt (99.8 % Leuk, 0.2 % Gampel-Bratsch, both VS region 2). Mother born 1990 with 2500 without accident (2026 sodalis 277.40, 2027 298.90, any model); son born 2007, 19 in 2026 and 20 in 2027, a young adult in both years (Art. 61 para. 3 KVG), with 300 and with accident (2026 Agrisano 296.60, 2027 313.20). Then 'und wenn ich au 300 nimm?': only her deductible changes, his stays 300.",
    turns: [
      {
        user: "ich (1990) und mi suhn (2007) in erschmatt 3957. ich 2500 franchise ohni unfall, är 300 mit unfall. was zahlemer?",
        expect: {
          fields: { plz: "3957", persons: [{ birthYear: 1990, franchise: 2500 }, { birthYear: 2007, franchise: 300 }] },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn ich au 300 nimm?",
        expect: {
          act: "change",
          fields: { plz: "3957", persons: [{ birthYear: 1990, franchise: 300 }, { birthYear: 2007, franchise: 300 }] },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v22-family-05",
    category: "family",
    note: "A German-speaking couple in Delémont (Jura): 2800 Delémont (99.1 % Delémont, JU region 0), she born 1988, he 1986, family doctor, 1500, without accident (2026 Assura 457.70, 2027 Sanitas 485.15 each). Then 'mir erwarte im mai es baby, bis wenn mues das versicheret si?': within three months of birth, and the insurance then applies from birth (Art. 3 para. 1 and Art. 5 para. 1 KVG); registering before the birth is possible and advisable.",
    turns: [
      {
        user: "sali, mir wohne in delsberg (2800 delémont), sie 1988, ich 1986. beidi hausarzt, 1500, ohni unfall",
        expect: {
          fields: { plz: "2800", franchise: 1500, accident: false, model: "hausarzt", persons: [{ birthYear: 1988 }, { birthYear: 1986 }] },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "mir erwarte im mai es baby, bis wenn mues das versicheret si?",
        expect: {
          act: "ask_rule",
          answers: [/drei monat|3 monat/i, /geburt/i],
          notAnswers: [/vor der geburt (versichert sein )?muss|sonst (ist|wird) (es|das baby) (nicht|nie) versichert/i],
        },
      },
    ],
  },
];
