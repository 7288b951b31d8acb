import type { AdvisorCase } from "../case-format";
import { ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v19, households: a single mother with two children and then premium subsidies for single parents; a
 * family of four with a son of 20 who studies (young-adult class, subsidy for young adults in training); parents of
 * twins born this autumn and then the twins' deductible; an unmarried couple asking whether couples pay less, then
 * both with deductible 2500; a family with three different per-person deductibles (2500, 300, 600) and then the
 * family-doctor model for all; a daughter born 2001 who moves from the young-adult to the adult class in 2027; and
 * parents whose baby is due on 10 December asking whether registering it in February still covers it from birth, then
 * the baby's premium. Places in St. Gallen, Basel-Landschaft, German-speaking Fribourg (See and Sense districts),
 * Aargau and Zug. Written apart from the engine and never tuned against (its code, its own cases and its results on
 * these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is
 * 2027 (age classes 2027: children 0–18, born 2009 or later; young adults 19–25, born 2002–2008; adults 26+; the
 * classes of Art. 61 para. 3 KVG, applied by the age reached in the premium year, so a class changes on 1 January).
 * Premiums are set per person; the KVG knows no couple or family discount for adults (Art. 61 para. 1 KVG: the insurer
 * charges its insured the same premiums), only lower premiums for children and young adults (Art. 61 para. 3 KVG).
 * Children's deductibles 0–600, adults' 300–2500 (Art. 93 para. 1 and Art. 103 para. 1 KVV); several children of one
 * family with the same insurer pay together at most the deductible and co-payment maximum of one adult (Art. 64
 * para. 4 KVG). A newborn must be insured within three months of birth, and the insurance then starts at birth (Art. 3
 * para. 1 and Art. 5 para. 1 KVG); if later, it starts only on joining, with a surcharge if the delay is inexcusable
 * (Art. 5 para. 2 KVG). Premium subsidies are cantonal and depend on income; for children of low and middle incomes
 * the premium is reduced by at least 80 %, for young adults in training by at least 50 % (Art. 65 para. 1 and 1bis
 * KVG). Every postal code, locality, canton and premium region was checked against swisstopo's directory joined with the
 * BAG premium regions in ../shared/data with a throw-away script outside the repository.
 */
const HOUSEHOLD = /total|zusammen|zäme|gesamt|familie|haushalt|alle (zwei|drei|vier|fünf)|beide|insgesamt|für euch|für sie alle/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "v19-family-01",
    category: "family",
    note: "St. Gallen: a single mother born 1989 with two children born 2015 and 2019 (both children in 2027), in 9300 Wittenbach (locality Wittenbach: Wittenbach 99.4 %, Berg SG and Waldkirch, SG region 2; St. Gallen and Gaiserwald 0.3 %, SG region 1, not meant): the household total. Then whether single parents get premium subsidies: subsidies are granted by the canton according to income (Art. 65 KVG), for children of low and middle incomes at least 80 % (Art. 65 para. 1bis KVG); the reply must name the subsidy and that it depends on income or must be applied for / checked with the canton.",
    turns: [
      {
        user: "ich bi alleierziehend mit zwei chind (2015 und 2019), ich selber jg 89. mir wohned in 9300 wittebach. was zahle mir?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "9300",
            persons: [
              { birthYear: 1989, role: "self" },
              { birthYear: 2015, role: "child" },
              { birthYear: 2019, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "git s für alleierziehendi prämieverbilligig?",
        expect: {
          act: "ask_rule",
          answers: [/prämienverbilligung|verbilligung|ipv|prämienreduktion|zuschuss/i, /kanton|einkommen|antrag|gesuch|anmeld|steuer|sozialversicherung|sva|ausgleichskasse/i],
        },
      },
    ],
  },
  {
    id: "v19-family-02",
    category: "family",
    note: "Basel-Landschaft: a family of four, the writer 1979, his wife 1981, a son born 2006 (20 in 2026, 21 in 2027: a young adult; his role is not checked) and a daughter born 2011 (a child), in 4127 Birsfelden (Birsfelden 87.7 %, Muttenz 12.3 %; both BL region 1): the household total. Then whether the son who still studies pays less: young adults up to 25 pay a lower premium than adults (Art. 61 para. 3 KVG), and for young adults in training of low and middle incomes the canton reduces it by at least 50 % (Art. 65 para. 1bis KVG); the reply must name the young-adult premium or the subsidy for people in training.",
    turns: [
      {
        user: "mir sind vier: ych (1979), myni frau (1981), de sohn 2006 und d tochter 2011. 4127 birsfälde. was zahle mir zämme?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "4127",
            persons: [
              { birthYear: 1979, role: "self" },
              { birthYear: 1981, role: "partner" },
              { birthYear: 2006 },
              { birthYear: 2011, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "de sohn studiert no. zahlt dä weniger?",
        expect: {
          answers: [/junge(n|r)? erwachsene|jung(e|en) erwachsen|bis 25|unter 26|19 bis 25|19–25|ausbildung|verbilligung|tiefere prämie|günstiger|weniger/i],
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v19-family-03",
    category: "family",
    note: "German-speaking Fribourg (See district): twins born in October 2026 (two children, born 2026), the writer 1990, his wife 1991, in 3212 Gurmels (locality Gurmels 100 % Gurmels, FR region 2; the locality Kleingurmels of 3212, Gurmels 97.5 % and Courtepin 2.5 %, is FR region 2 as well): the household total from January. Then whether the twins must have deductible 0: no, children may choose 0 to 600 (Art. 93 para. 1 KVV); 0 is only the ordinary one (Art. 103 para. 1 KVV); the reply must say a higher deductible (up to 600) can be chosen.",
    turns: [
      {
        user: "mir hei im oktober zwillinge übercho. i bi 1990, mini frau 1991, mir wohne in 3212 gurmels. was zahle mir ab januar für alli vier?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "3212",
            persons: [
              { birthYear: 1990, role: "self" },
              { birthYear: 1991, role: "partner" },
              { birthYear: 2026, role: "child" },
              { birthYear: 2026, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "müesse mir für d zwillinge franchise 0 näh oder geit o meh?",
        expect: {
          act: "ask_rule",
          answers: [/600|bis (zu )?600|höhere franchise|wählen|wählbar|frei|möglich/i],
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v19-family-04",
    category: "family",
    note: "St. Gallen (Lake Constance): an unmarried couple, the writer 1995 and his girlfriend 1997, in 9323 Steinach (100 % Steinach, SG region 2): do couples pay less? No, premiums are per person and the KVG has no couple discount (Art. 61 para. 1 KVG); the reply must say so and may give the total. Then both with deductible 2500: the household total.",
    turns: [
      {
        user: "mini fründin (1997) und ich (1995) wohned zäme in 9323 steinach. zahled mir als paar weniger?",
        expect: {
          fields: {
            plz: "9323",
            persons: [
              { birthYear: 1995, role: "self" },
              { birthYear: 1997, role: "partner" },
            ],
          },
          answers: [/\bnein\b|pro person|einzeln|jede(r|s)? (person|einzeln)|kein(en)? (rabatt|paarrabatt|familienrabatt|partnerrabatt)|individuell/i],
        },
      },
      {
        user: "ok, und was zahle mir zäme mit 2500 franchise?",
        expect: {
          fields: {
            plz: "9323",
            franchise: 2500,
            persons: [
              { birthYear: 1995, role: "self" },
              { birthYear: 1997, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v19-family-05",
    category: "family",
    note: "Zurzibiet (Aargau): three per-person deductibles in one message, the writer 1983 with 2500, her husband 1980 with 300, their child 2021 with 600 (the highest for children), in 5313 Klingnau (100 % Klingnau, AG region 0): the household total. Then the family-doctor model for all three, the deductibles kept.",
    turns: [
      {
        user: "ich 1983 (franchise 2500), min maa 1980 (franchise 300) und üse chli 2021 (franchise 600). mir wohned in 5313 klingnau. was zahle mir?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "5313",
            persons: [
              { birthYear: 1983, role: "self", franchise: 2500 },
              { birthYear: 1980, role: "partner", franchise: 300 },
              { birthYear: 2021, role: "child", franchise: 600 },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und mit hausarztmodell für alli?",
        expect: {
          act: "change",
          fields: {
            plz: "5313",
            model: "hausarzt",
            persons: [
              { birthYear: 1983, role: "self", franchise: 2500 },
              { birthYear: 1980, role: "partner", franchise: 300 },
              { birthYear: 2021, role: "child", franchise: 600 },
            ],
          },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v19-family-06",
    category: "family",
    note: "Zug: a daughter born 2001 living with her parents in 6331 Hünenberg (Hünenberg 99.7 %, Cham 0.3 %; ZG region 0): why does she pay more in 2027? She turns 26 in 2027 and pays the adult premium from 1 January 2027 instead of the young-adult premium (Art. 61 para. 3 KVG); both years' figures for her (2026 as a young adult, 2027 as an adult; e.g. cheapest with 300 and accident cover 244.70 → 350.60). Then with deductible 2500 for her.",
    turns: [
      {
        user: "mini tochter isch jg 2001 und wohnt no bi üs in 6331 hünenberg. wieso zahlt si 2027 plötzlich so vill meh?",
        expect: {
          fields: { plz: "6331" },
          answers: [/\b26\b|erwachsen/i, CHF_AMOUNT],
          figures: [
            { what: "cheapest", birthYear: 2001, tariffYear: 2026 },
            { what: "cheapest", birthYear: 2001, tariffYear: 2027 },
          ],
        },
      },
      {
        user: "und wenn si 2500 franchise nimmt?",
        expect: {
          fields: { plz: "6331", franchise: 2500 },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", birthYear: 2001, franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v19-family-07",
    category: "family",
    note: "Sense district (Fribourg): a baby due on 10 December 2026; if the parents register it with the insurer only in February 2027, is it covered from birth? Yes: within three months of birth the insurance starts at birth (Art. 3 para. 1 and Art. 5 para. 1 KVG); a later registration would start cover only on joining, with a possible surcharge (Art. 5 para. 2 KVG). Then what the baby costs in 2027 in 1734 Tentlingen (Tentlingen 99.5 % and St. Silvester, FR region 2; Le Mouret 0.1 %, FR region 1, not meant): a child premium for a child born 2026.",
    turns: [
      {
        user: "üses baby chunnt vorussichtlich am 10. dezember. wenn mir s erscht im februar bi de kasse aamelde, isch es denn ab de geburt versicheret?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|rückwirkend|ab (der )?geburt|3 monat|drei monat|dreimonat/i],
        },
      },
      {
        user: "und was chostet s baby de 2027? mir wohne in 1734 tentlige",
        expect: {
          act: "ask_price",
          fields: { plz: "1734" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 2026, tariffYear: 2027 }],
        },
      },
    ],
  },
];
