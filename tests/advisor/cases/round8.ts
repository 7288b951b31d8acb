import type { AdvisorCase } from "../case-format";

/**
 * Round 8: the failure classes of the ninth held-out set, written anew (other places, people and
 * words): children given by their ages, two adults without role words, a deductible for "üs" and
 * another for the children, he or she with their own deductible, a child's year that is also a
 * postal code, the plural price verbs ("was zahled mer"), one model against "normal", rules asked
 * (no new insurer yet, the same benefits everywhere, the deductible per calendar year), a trend
 * with a deductible children cannot have, thanks with laughter and emoji.
 */
export const round8Cases: AdvisorCase[] = [
  {
    id: "r8-family-ages",
    category: "family",
    turns: [
      {
        user: "mir sind zwei erwachsni (44 und 41) und händ 2 chind (12 u 8), wohned in 5400 baden. was choschtet das?",
        expect: {
          fields: {
            plz: "5400",
            persons: [{ birthYear: 1982 }, { birthYear: 1985 }, { birthYear: 2014, role: "child" }, { birthYear: 2018, role: "child" }],
          },
        },
      },
    ],
  },
  {
    id: "r8-family-us-and-children",
    category: "family",
    turns: [
      {
        user: "ich 1979, mini frau 1980, d chind 2012 und 2016. franchise 1500 für üs, für d chind 300. wohne in 8400 winterthur, was zahled mer?",
        expect: {
          act: "ask_price",
          fields: {
            plz: "8400",
            persons: [
              { birthYear: 1979, role: "self", franchise: 1500 },
              { birthYear: 1980, role: "partner", franchise: 1500 },
              { birthYear: 2012, role: "child", franchise: 300 },
              { birthYear: 2016, role: "child", franchise: 300 },
            ],
          },
        },
      },
    ],
  },
  {
    id: "r8-family-pronoun",
    category: "family",
    turns: [
      {
        user: "Meine Frau (1970) und ich (1968) leben in 3600 Thun. Sie möchte Franchise 500, ich 2000. Was zahlen wir gemeinsam?",
        expect: {
          act: "ask_price",
          fields: { plz: "3600", persons: [{ birthYear: 1970, role: "partner", franchise: 500 }, { birthYear: 1968, role: "self", franchise: 2000 }] },
        },
      },
    ],
  },
  {
    id: "r8-family-year-also-postal-code",
    category: "family",
    turns: [
      {
        user: "ich (1987) und min sohn 2015 wohned in biel (2502). was choschtet das für beidi?",
        expect: { fields: { plz: "2502", persons: [{ birthYear: 1987, role: "self" }, { birthYear: 2015, role: "child" }] } },
      },
    ],
  },
  {
    id: "r8-model-against-normal",
    category: "model-compare",
    turns: [
      {
        user: "6300 zug, jg 1984, hmo mit 1500 franchise: wie viel billiger isch das als normal?",
        expect: { act: "ask_compare", figures: [{ what: "cheapest", model: "hmo", franchise: 1500 }, { what: "cheapest", model: "standard", franchise: 1500 }] },
      },
    ],
  },
  {
    id: "r8-rule-no-new-insurer",
    category: "lookup",
    turns: [{ user: "ha mini kk kündet aber no kei neui gfunde, stahn ich denn im januar ohne versicherig da?", expect: { act: "ask_rule", answers: [/endet erst|ohne unterbruch|nie ohne versicherung/i] } }],
  },
  {
    id: "r8-rule-same-benefits",
    category: "lookup",
    turns: [{ user: "kriege ich bei einer günstigen kasse die gleichen leistungen wie bei einer teuren?", expect: { act: "ask_rule", answers: [/bei jeder krankenkasse gleich/i] } }],
  },
  {
    id: "r8-rule-deductible-per-year",
    category: "lookup",
    turns: [{ user: "gilt die franchise für jede behandlung neu oder pro jahr?", expect: { act: "ask_rule", answers: [/kalenderjahr/i] } }],
  },
  {
    id: "r8-trend-child-deductible",
    category: "tariff-year",
    note: "born 2008: a child in 2026, a young adult in 2027; deductible 2000 did not exist for him in 2026",
    turns: [
      { user: "mini tochter isch 2008 gebore, mir wohned in 6003 luzern. wird sie 2027 tüürer?", expect: { act: "ask_trend" } },
      { user: "und mit franchise 2000?", expect: { answers: [/kind|kinder/i], notAnswers: [/keine vorjahresprämien/i] } },
    ],
  },
  {
    id: "r8-past-year-with-search",
    category: "tariff-year",
    note: "a past year is not loaded (not 'not approved yet'); the search goes on with the loaded years",
    turns: [
      {
        user: "was hend d prämie 2024 in 3011 bern für jg 1980 kostet?",
        expect: { fields: { plz: "3011", birthYear: 1980 }, answers: [/2024 habe ich nicht geladen/i], notAnswers: [/2024 gibt es noch nicht/i] },
      },
    ],
  },
  {
    id: "r8-choose-cheapest-dialect",
    category: "quote",
    turns: [
      { user: "4500 solothurn, 1991, telmed", expect: { fields: { plz: "4500", birthYear: 1991, model: "telmed" } } },
      { user: "s billigscht nim i", expect: { act: "choose_offer" } },
    ],
  },
  {
    id: "r8-place-corrected-by-name",
    category: "corrections",
    turns: [
      { user: "8953 dietikon, jg 1985, franchise 1000", expect: { fields: { plz: "8953", birthYear: 1985, franchise: 1000 } } },
      { user: "oh sorry, ich meinte Dietlikon, nicht Dietikon", expect: { act: "change", fields: { plz: "8305", birthYear: 1985, franchise: 1000 } } },
    ],
  },
  {
    id: "r8-moving-with-postal-code",
    category: "place-age",
    note: "the move's destination given before the verb, with a postal code: the rule, then the premiums there",
    turns: [
      { user: "6003 luzern, jahrgang 1977", expect: { fields: { plz: "6003", birthYear: 1977 } } },
      { user: "und falls ich im sommer nach 7000 chur ziehe?", expect: { fields: { plz: "7000", birthYear: 1977 }, answers: [/neue wohnort/i], figures: [{ what: "cheapest" }] } },
    ],
  },
  {
    id: "r8-thanks-emoji",
    category: "smalltalk",
    turns: [{ user: "hihi super 👍 merci vilmal", expect: { act: "thanks" } }],
  },
];
