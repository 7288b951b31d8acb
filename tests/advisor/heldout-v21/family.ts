import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/**
 * Held-out set v21, families and households: a family of four in Bernese German followed by the price per child; a
 * single mother whose elder son turns 19 in 2027 and asks why he costs so much more; a couple of an adult and a young
 * adult, both with telemedicine and 2500 without accident, priced per person; a family of three with a deductible
 * each; a grandmother living with her grandchild; a family of four with working parents who then asks whether the
 * children need accident cover; a couple who raise the deductible for both. Places in the Gürbetal (Bern), the Urseren
 * approach (Uri), the Upper Basel-Land, the Thurgau (Lauchetal), the Upper Valais, the Randen (Schaffhausen) and the
 * Alpthal (Schwyz). Written apart from the engine and never tuned against (its code, its own cases and its results on
 * these cases were not looked at). Conversations take place on Sunday 22.11.2026; the tariff year shown by default is
 * 2027. Age classes 2027 (Art. 61 para. 3 KVG, by the age reached in the premium year): children born 2009 or later,
 * young adults born 2002–2008, adults born 2001 or earlier; a son born 2008 turns 19 in 2027 and moves from the child
 * to the young-adult class on 1 January 2027. Children's deductibles 0–600, adults' 300–2500 (Art. 93 para. 1 and Art.
 * 103 para. 1 KVV). Children are not insured under the UVG unless they work as employees (Art. 1a UVG), so their
 * basic insurance must include accident cover (Art. 8 KVG a contrario); parents employed at least 8 hours a week may
 * leave it out (Art. 13 UVV). A partner is listed with role partner and children with role child; a young-adult son
 * and a grandchild are listed without a role. `household` figures are computed by the evaluation for the persons in
 * the state. Every postal code, locality, canton and premium region was checked against swisstopo's directory joined
 * with the BAG premium regions in ../shared/data, and offers for every age class and setting named exist there in 2026
 * and 2027 (throw-away script outside the repository).
 */

export const familyCases: AdvisorCase[] = [
  {
    id: "v21-family-01",
    category: "family",
    note: "Gürbetal (Bern): 'ig 1982, mi frou 1984, d chind 2014 u 2017. 3665 wattewil' ('Wattewil' is Wattenwil; 3665: Wattenwil 99.3 %, Burgistein 0.6 %, Forst-Längenbühl 0.1 %, all BE region 2): a family of four, the household total. Then 'u wie vil isch das pro chind?': a price for a child, the household and place kept.",
    turns: [
      {
        user: "mir si e familie: ig 1982, mi frou 1984, d chind 2014 u 2017. 3665 wattewil. was zahle mir zäme?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "3665",
            persons: [
              { birthYear: 1982, role: "self" },
              { birthYear: 1984, role: "partner" },
              { birthYear: 2014, role: "child" },
              { birthYear: 2017, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "u wie vil isch das pro chind?",
        expect: {
          fields: { plz: "3665" },
          answers: [CHF_AMOUNT, /kind/i],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
        },
      },
    ],
  },
  {
    id: "v21-family-02",
    category: "family",
    note: "Uri: a single mother born 1987 with sons born 2008 and 2012 in 6487 Göschenen (100 % Göschenen, UR region 0): the household total; the son born 2008 is 19 in 2027 (young adult, listed without a role), the son born 2012 a child. Then 'wieso isch dr gross so vill tüürer als dr chli?': he turns 19 in 2027 and moves from the child class to the young-adult class (Art. 61 para. 3 KVG).",
    turns: [
      {
        user: "ich (1987) und mini zwei buebe, 2008 und 2012. 6487 göschenen. was choschtet das für üs alli?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "6487",
            persons: [{ birthYear: 1987, role: "self" }, { birthYear: 2008 }, { birthYear: 2012, role: "child" }],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "wieso isch dr gross so vill tüürer als dr chli?",
        expect: {
          fields: { plz: "6487" },
          answers: [/19|junge(n|r)? erwachsene|altersklasse|altersgruppe|altersstufe|kinderprämie|kindertarif/i],
          notAnswers: [ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v21-family-03",
    category: "family",
    note: "Upper Basel-Land: 'min fründ isch 2004, ich 1999, beidi telmed 2500 ohni unfall, 4494 oltinge' ('Oltinge' is Oltingen, single postal code 4494, 100 % Oltingen, BL region 2): the boyfriend is a young adult in 2027 (23), she is an adult (28); per-person prices and the total.",
    turns: [
      {
        user: "min fründ isch 2004, ich 1999, beidi telmed 2500 ohni unfall, 4494 oltinge. was zahled mir?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "4494",
            model: "telmed",
            franchise: 2500,
            accident: false,
            persons: [
              { birthYear: 1999, role: "self" },
              { birthYear: 2004, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [
            { what: "household" },
            { what: "cheapest", model: "telmed", franchise: 2500, accident: false, birthYear: 2004 },
            { what: "cheapest", model: "telmed", franchise: 2500, accident: false, birthYear: 1999 },
          ],
        },
      },
    ],
  },
  {
    id: "v21-family-04",
    category: "family",
    note: "Thurgau: 'ich 1978 mit 2500, mini frau 1980 mit 1000, üse sohn 2015 mit franchise 0. 9507 stettfurt' (Stettfurt has the single postal code 9507, 100 % Stettfurt, TG region 0): a deductible per person (valid: adults 1000 and 2500, a child 0), the household total. Then 'und wenn mir alli drü is telmed wächsled?': the telemedicine model for all three, the deductibles kept.",
    turns: [
      {
        user: "ich 1978 mit 2500, mini frau 1980 mit 1000, üse sohn 2015 mit franchise 0. 9507 stettfurt. was macht das im monet?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "9507",
            persons: [
              { birthYear: 1978, role: "self", franchise: 2500 },
              { birthYear: 1980, role: "partner", franchise: 1000 },
              { birthYear: 2015, role: "child", franchise: 0 },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn mir alli drü is telmed wächsled?",
        expect: {
          fields: {
            plz: "9507",
            model: "telmed",
            persons: [
              { birthYear: 1978, role: "self", franchise: 2500 },
              { birthYear: 1980, role: "partner", franchise: 1000 },
              { birthYear: 2015, role: "child", franchise: 0 },
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
    id: "v21-family-05",
    category: "family",
    note: "Upper Valais: a grandmother born 1961 and her grandchild born 2016 who lives with her, in 3935 Bürchen (100 % Bürchen, VS region 2): both persons, the household total (the grandchild is listed without a role). Then 'und wenn s grosschind d franchise 600 het?': the child's deductible 600 (the highest for children, Art. 93 para. 1 KVV), the grandmother's unchanged.",
    turns: [
      {
        user: "ich bi jg 1961 und mis grosschind (2016) wohnt bi mir in bürchen 3935. was zahle mir zäme?",
        expect: {
          act: "ask_price",
          fields: { plz: "3935", persons: [{ birthYear: 1961, role: "self" }, { birthYear: 2016 }] },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn s grosschind d franchise 600 het?",
        expect: {
          fields: { plz: "3935", persons: [{ birthYear: 1961, role: "self" }, { birthYear: 2016, franchise: 600 }] },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
  {
    id: "v21-family-06",
    category: "family",
    note: "Randen (Schaffhausen): parents born 1983 and 1985 and children born 2016 and 2020 in 8228 Beggingen (100 % Beggingen, SH region 2): the household total. Then 'mir schaffed beidi 100%. müend d chind trotzdem mit unfall versicheret si?': yes, children are not insured under the UVG (Art. 1a UVG), so their basic insurance includes accident cover (Art. 8 KVG); only the employed parents may leave it out.",
    turns: [
      {
        user: "mir sind 4: 1983, 1985 und d chind 2016 und 2020. 8228 beggingen. was wär s günschtigschte für alli?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8228",
            persons: [
              { birthYear: 1983, role: "self" },
              { birthYear: 1985, role: "partner" },
              { birthYear: 2016, role: "child" },
              { birthYear: 2020, role: "child" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "mir schaffed beidi 100%. müend d chind trotzdem mit unfall versicheret si?",
        expect: {
          act: "ask_rule",
          answers: [/\bja\b|müssen|brauchen|mit unfall|unfalldeckung/i, /kind/i],
          notAnswers: [/kinder (können|dürfen) (ohne|auf die) unfall|\bnein\b,? (die |eure )?kinder (müssen|brauchen) (nicht|keine)/i, ASKS_POSTAL_CODE],
        },
      },
    ],
  },
  {
    id: "v21-family-07",
    category: "family",
    note: "Alpthal (Schwyz): a couple born 1972 and 1975, both family-doctor model, deductible 1500, in 8849 Alpthal (100 % Alpthal, SZ region 0): the household total. Then 'und wenn mir beidi uf 2500 gönd?': deductible 2500 for both, model, persons and place kept.",
    turns: [
      {
        user: "min partner (1975) und ich (1972), beidi hausarztmodell mit 1500er franchise, 8849 alpthal",
        expect: {
          fields: {
            plz: "8849",
            model: "hausarzt",
            franchise: 1500,
            persons: [
              { birthYear: 1972, role: "self" },
              { birthYear: 1975, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "household" }],
        },
      },
      {
        user: "und wenn mir beidi uf 2500 gönd?",
        expect: {
          act: "change",
          fields: {
            plz: "8849",
            model: "hausarzt",
            franchise: 2500,
            persons: [
              { birthYear: 1972, role: "self" },
              { birthYear: 1975, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          notAnswers: [ASKS_POSTAL_CODE, ASKS_BIRTH_YEAR],
          figures: [{ what: "household" }],
        },
      },
    ],
  },
];
