import type { AdvisorCase } from "../case-format";
import { ASKS_POSTAL_CODE, CHF_AMOUNT, EIGHT_HOURS } from "../heldout-patterns";

/**
 * Held-out set v20, households: a family of five and then per-person deductibles (parents 2500, children 600); a single
 * father with a daughter born 2008 who moves into the young-adult class in 2027 and a younger son; a couple living with
 * a retired mother-in-law, then her premium alone with accident cover; a baby due in March 2027 and whether the mother
 * pays a deductible for the birth; an unmarried couple of the same year with two deductibles and telemedicine, then both
 * with the highest deductible; a family with twins in the family-doctor model, then the wife alone; a son who studies
 * and may move to Bern. Places in Thurgau (Untersee), Solothurn (Wasseramt), Bern, Appenzell Ausserrhoden, Graubünden
 * (Churer Rheintal), Lucerne (Sempachersee) and German-speaking Fribourg (See district). Written apart from the engine
 * and never tuned against (its code, its own cases and its results on these cases were not looked at). Conversations
 * take place on Sunday 22.11.2026; the tariff year shown by default is 2027 (age classes 2027: children 0–18, born 2009
 * or later; young adults 19–25, born 2002–2008; adults 26+; the classes of Art. 61 para. 3 KVG, applied by the age
 * reached in the premium year). Premiums are set per person (Art. 61 para. 1 KVG) and graded by the place of residence
 * (Art. 61 para. 2 and 2bis KVG), the residence being determined by Art. 23–26 ZGB (Art. 13 para. 1 ATSG), so a stay
 * for studies alone does not create a new residence (Art. 26 ZGB). Children's deductibles 0–600, adults' 300–2500
 * (Art. 93 para. 1 and Art. 103 para. 1 KVV). No cost sharing (deductible, co-payment) is charged on the specific
 * maternity benefits (Art. 29 para. 2 and Art. 64 para. 7 lit. a KVG) nor on benefits for illness from the 13th week
 * of pregnancy until eight weeks after the birth (Art. 64 para. 7 lit. b KVG). Pensioners have no UVG cover (Art. 1a
 * UVG), so their accident cover stays in the basic insurance (Art. 8 KVG a contrario). Every postal code, locality,
 * canton and premium region was checked against swisstopo's directory joined with the BAG premium regions in
 * ../shared/data with a throw-away script outside the repository.
 */
const HOUSEHOLD = /total|zusammen|zäme|gesamt|familie|haushalt|alle (zwei|drei|vier|fünf)|beide|insgesamt|für euch|für sie alle/i;

export const familyCases: AdvisorCase[] = [
  {
    id: "v20-family-01",
    category: "family",
    note: "Untersee (Thurgau): a family of five, the writer 1984, her husband 1986 and three children born 2012, 2015 and 2020 (all children in 2027), in 8272 Ermatingen (100 % Ermatingen, TG region 0): the household total. Then per-person deductibles in one message: both parents 2500, the children 600 each (the highest child deductible).",
    turns: [
      {
        user: "mir sind füf: ich (1984), min maa (1986) und drü chind, 2012, 2015 und 2020. 8272 ermatinge. was zahle mir total?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8272",
            persons: [
              { birthYear: 1984, role: "self" },
              { birthYear: 1986, role: "partner" },
              { birthYear: 2012, role: "child" },
              { birthYear: 2015, role: "child" },
              { birthYear: 2020, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn mir eltere 2500 franchise nämed und d chind 600?",
        expect: {
          act: "change",
          fields: {
            plz: "8272",
            persons: [
              { birthYear: 1984, role: "self", franchise: 2500 },
              { birthYear: 1986, role: "partner", franchise: 2500 },
              { birthYear: 2012, role: "child", franchise: 600 },
              { birthYear: 2015, role: "child", franchise: 600 },
              { birthYear: 2020, role: "child", franchise: 600 },
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
    id: "v20-family-02",
    category: "family",
    note: "Wasseramt (Solothurn): a single father born 1975 with a daughter born 2008 (19 in 2027: a young adult; her role is not checked) and a son born 2011 (a child), in 4553 Subingen (Subingen 99.0 %, Derendingen 1.0 %; SO region 0): the household total. Then why the daughter costs so much more than the son: from the year she turns 19 she pays the young-adult premium instead of the child premium (Art. 61 para. 3 KVG).",
    turns: [
      {
        user: "ich bi alleierziehende vater (1975) mit ere tochter (2008) und emne sohn (2011). mir wohned in 4553 subinge. was zahle mir?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "4553",
            persons: [{ birthYear: 1975, role: "self" }, { birthYear: 2008 }, { birthYear: 2011, role: "child" }],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "wieso isch d tochter so vill tüürer als de sohn?",
        expect: {
          answers: [/junge(n|r)? erwachsene|jung(e|en) erwachsen|\b19\b|neunzehn|nicht mehr (als )?kind|kinderprämie|altersklasse|altersgruppe/i],
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v20-family-03",
    category: "family",
    note: "Bern agglomeration: three adults, the writer 1970, his wife 1972 and his mother-in-law 1944 (her role is not checked), in 3065 Bolligen (Bolligen 98.9 %, Ostermundigen 1.1 %; both BE region 1): the household total. Then the mother-in-law alone with accident cover because she is retired (no UVG cover, Art. 1a UVG; Art. 8 KVG): her own figure; the 8-hour rule for employees (Art. 13 para. 1 UVV) must not be offered.",
    turns: [
      {
        user: "ich (1970), mini frau (1972) und mini schwiegermuetter (1944) wohne zäme in 3065 bolligen. was zahle mir alli drü?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "3065",
            persons: [{ birthYear: 1970, role: "self" }, { birthYear: 1972, role: "partner" }, { birthYear: 1944 }],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und was zahlt d schwiegermuetter allei, mit unfall? si isch pensioniert",
        expect: {
          fields: { plz: "3065" },
          answers: [CHF_AMOUNT],
          notAnswers: [EIGHT_HOURS, ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", birthYear: 1944, accident: true }],
        },
      },
    ],
  },
  {
    id: "v20-family-04",
    category: "family",
    note: "Appenzell Ausserrhoden: a baby due in March 2027 in 9038 Rehetobel (Rehetobel 94.9 %, Grub AR 4.7 %, Heiden 0.4 %; all AR region 0): what the baby costs from birth, a child premium for a child born 2027 in 2027. Then whether the mother pays deductible and co-payment for the birth: no; the specific maternity benefits, the birth included, are free of cost sharing (Art. 29 para. 2 and Art. 64 para. 7 lit. a KVG), and so are illness benefits from the 13th week of pregnancy until eight weeks after the birth (Art. 64 para. 7 lit. b KVG).",
    turns: [
      {
        user: "mini frau isch schwanger, s baby chunnt im merz 2027. mir wohned in 9038 rehetobel. was chostet s baby denn?",
        expect: {
          act: "ask_price",
          fields: { plz: "9038" },
          answers: [CHF_AMOUNT],
          figures: [{ what: "cheapest", birthYear: 2027, tariffYear: 2027 }],
        },
      },
      {
        user: "und mues mini frau für d geburt franchise und selbstbehalt zahle?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|keine (franchise|kostenbeteiligung|selbstbehalt)|befreit|nicht (bezahlen|zahlen|erhoben|verrechnet)|ohne (franchise|kostenbeteiligung)/i],
        },
      },
    ],
  },
  {
    id: "v20-family-05",
    category: "family",
    note: "Churer Rheintal (Graubünden): an unmarried couple both born 1993 with two different deductibles (the writer 2500, her boyfriend 1000), both telemedicine, in 7203 Trimmis (100 % Trimmis, GR region 2): the household total; two persons of the same year must not be merged. Then both with deductible 2500, the model kept.",
    turns: [
      {
        user: "mir sind beidi jg 93. ich wett 2500 franchise, min fründ 1000, beidi telmed. 7203 trimmis. was zahle mir zäme?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "7203",
            model: "telmed",
            persons: [
              { birthYear: 1993, role: "self", franchise: 2500 },
              { birthYear: 1993, role: "partner", franchise: 1000 },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn beidi 2500 nämed?",
        expect: {
          act: "change",
          fields: {
            plz: "7203",
            model: "telmed",
            persons: [
              { birthYear: 1993, role: "self", franchise: 2500 },
              { birthYear: 1993, role: "partner", franchise: 2500 },
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
    id: "v20-family-06",
    category: "family",
    note: "Sempachersee (Lucerne): a family of five, the writer 1980, his wife 1982, twins born 2014 and a child born 2018, all in the family-doctor model, in 6207 Nottwil (Nottwil 98.2 %, Neuenkirch, Ruswil, Oberkirch; all LU region 2): the household total (two persons born 2014 must both be kept). Then the wife alone: her family-doctor figure.",
    turns: [
      {
        user: "mir sind e familie: ich 1980, mini frau 1982, zwilling vo 2014 und no es chind vo 2018. alli im hausarztmodell. 6207 nottwil. was chostet das?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6207",
            model: "hausarzt",
            persons: [
              { birthYear: 1980, role: "self" },
              { birthYear: 1982, role: "partner" },
              { birthYear: 2014, role: "child" },
              { birthYear: 2014, role: "child" },
              { birthYear: 2018, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und was zahlt mini frau allei?",
        expect: {
          fields: { plz: "6207", model: "hausarzt" },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE],
          figures: [{ what: "cheapest", birthYear: 1982, model: "hausarzt" }],
        },
      },
    ],
  },
  {
    id: "v20-family-07",
    category: "family",
    note: "See district (German-speaking Fribourg): parents born 1968 and 1970 and a son born 2005 who studies (22 in 2027: a young adult; his role is not checked), in 3178 Bösingen (100 % Bösingen, FR region 2): the household total. Then whether the son pays another premium if he moves to Bern: the premium follows the place of residence (Art. 61 para. 2 and 2bis KVG; Bern city is BE region 1), and the residence is determined by the Civil Code (Art. 13 para. 1 ATSG, Art. 23–26 ZGB): a stay only for studies does not create a new residence (Art. 26 ZGB); the reply must make the premium depend on his residence.",
    turns: [
      {
        user: "mir sind drei: ich 1968, mini frau 1970 und üse sohn 2005, dä studiert no. 3178 bösingen. was zahle mir?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "3178",
            persons: [{ birthYear: 1968, role: "self" }, { birthYear: 1970, role: "partner" }, { birthYear: 2005 }],
          },
          answers: [CHF_AMOUNT, HOUSEHOLD],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "wenn er uf bern ziet, zahlt er denn e anderi prämie?",
        expect: {
          act: "ask_rule",
          answers: [/wohnsitz|wohnort|angemeldet|gemeldet|prämienregion/i],
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
    ],
  },
];
