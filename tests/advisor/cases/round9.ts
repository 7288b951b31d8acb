import type { AdvisorCase } from "../case-format";

/**
 * Round 9: the failure classes of the tenth held-out set, written anew (other places, people and
 * words): a coming birthday ("ich werde im Mai 50"), one age for a couple ("beide 41"), the Swiss
 * age after a verb ("er isch 58i"), a year word right before a deductible word, dialect superlatives
 * ("di höchschti"), he or she told in an earlier message, a premium with a decimal comma and the
 * insurer listed after it, leaving an insurer ("vo dr Visana weg"), the premium letter of one's
 * insurer, "ich bin dort versichert", rules asked outright (children's deductible, acceptance,
 * mid-year switch, accident cover with place and year, why the year is needed), the terms of a
 * quote, what happens after choosing, and questions about independence and the data's source.
 * The clock of the evaluation is 22 November 2026.
 */
export const round9Cases: AdvisorCase[] = [
  {
    id: "r9-coming-birthday",
    category: "place-age",
    turns: [
      { user: "ich werde im Mai 50, wohne in 9000 St. Gallen. was kostet telmed?", expect: { act: "ask_price", fields: { plz: "9000", birthYear: 1977, model: "telmed" }, figures: [{ what: "cheapest", model: "telmed" }] } },
    ],
  },
  {
    id: "r9-couple-one-age",
    category: "family",
    turns: [
      {
        user: "mir sind verhürotet, beide 41, wohnen in 6300 zug, franchise 1500. was zahled mir zäme?",
        expect: { act: "ask_price", fields: { plz: "6300", persons: [{ birthYear: 1985, role: "self" }, { birthYear: 1985, role: "partner" }] }, figures: [{ what: "household" }] },
      },
      {
        user: "und wenn ich 2500 nimm und er 300?",
        expect: { fields: { persons: [{ birthYear: 1985, role: "self", franchise: 2500 }, { birthYear: 1985, role: "partner", franchise: 300 }] }, figures: [{ what: "household" }] },
      },
    ],
  },
  {
    id: "r9-partner-age-swiss",
    category: "family",
    turns: [
      { user: "4500 solothurn, jahrgang 1969", expect: { fields: { plz: "4500", birthYear: 1969 } } },
      { user: "min maa chunt au no dezue, er isch 58i", expect: { fields: { persons: [{ birthYear: 1969, role: "self" }, { birthYear: 1968, role: "partner" }] }, figures: [{ what: "household" }] } },
    ],
  },
  {
    id: "r9-year-word-before-deductible",
    category: "numbers",
    turns: [
      { user: "hoi, i bi jahrgang 2000. franchise 1000, hmo, wohne in 8200 schaffhausen", expect: { fields: { plz: "8200", birthYear: 2000, franchise: 1000, model: "hmo" }, figures: [{ what: "cheapest", franchise: 1000, model: "hmo" }] } },
    ],
  },
  {
    id: "r9-dialect-superlatives",
    category: "dialect-typos",
    turns: [
      { user: "7000 chur, jg 83. was choschtet s mit dr höchschte franchise?", expect: { fields: { plz: "7000", birthYear: 1983, franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] } },
      { user: "und mit dr tüfschte?", expect: { fields: { franchise: 300 }, figures: [{ what: "cheapest", franchise: 300 }] } },
    ],
  },
  {
    id: "r9-family-everyone-lowest",
    category: "family",
    turns: [
      { user: "ich 1975, mini partnerin 1977 und üse bueb 2015, mir wohned in 3600 thun", expect: { fields: { plz: "3600" } } },
      {
        user: "bitte für alle die tiefste franchise",
        expect: { fields: { persons: [{ birthYear: 1975, role: "self", franchise: 300 }, { birthYear: 1977, role: "partner", franchise: 300 }, { birthYear: 2015, role: "child", franchise: 0 }] }, figures: [{ what: "household" }] },
      },
    ],
  },
  {
    id: "r9-premium-decimal-comma",
    category: "current-insurer",
    turns: [
      {
        user: "Ich zahle 512,40 im Monat (Helsana, Telmed, Franchise 1500). 3600 Thun, Jahrgang 1980. Geht es günstiger?",
        expect: { fields: { plz: "3600", birthYear: 1980, currentInsurer: "Helsana", currentPremium: 512.4, currentModel: "telmed" } },
      },
    ],
  },
  {
    id: "r9-leaving-insurer",
    category: "current-insurer",
    turns: [
      { user: "Ich möchte vo dr Visana weg. Wie mach ich das und bis wann muss die Kündigung dort sein?", expect: { act: "ask_rule", fields: { currentInsurer: "Visana" }, answers: [/30\. November/i] } },
    ],
  },
  {
    id: "r9-letter-of-insurer",
    category: "current-insurer",
    turns: [
      { user: "han grad s schriibe mit de neue prämie vo de kpt becho. chan i no wächsle?", expect: { act: "ask_rule", fields: { currentInsurer: "KPT" }, answers: [/30\. November/i] } },
    ],
  },
  {
    id: "r9-insured-there",
    category: "named-insurer",
    turns: [
      {
        user: "Wird die Concordia 2027 teurer? Ich bin dort versichert, 6003 Luzern, Jahrgang 1972, Franchise 1500, Hausarztmodell.",
        expect: { fields: { plz: "6003", birthYear: 1972, currentInsurer: "Concordia", currentModel: "hausarzt" } },
      },
    ],
  },
  {
    id: "r9-rules-outright",
    category: "lookup",
    turns: [
      { user: "zahlen kinder eigentlich auch eine franchise?", expect: { act: "ask_rule", answers: [/600/] } },
      { user: "und muss mich eine neue kasse überhaupt aufnehmen wenn ich diabetes habe?", expect: { act: "ask_rule", answers: [/jede|aufnehmen/i] } },
      { user: "chan ich au per ende juni wechsle?", expect: { act: "ask_rule", answers: [/juni/i] } },
    ],
  },
  {
    id: "r9-accident-with-data",
    category: "lookup",
    turns: [
      {
        user: "bin rentnerin, jg 1955, 4410 liestal. muss ich den unfall jetzt bei der krankenkasse dabei haben?",
        expect: { fields: { plz: "4410", birthYear: 1955 }, answers: [/unfall/i] },
      },
    ],
  },
  {
    id: "r9-why-year",
    category: "place-age",
    turns: [
      { user: "8048 zürich", expect: { fields: { plz: "8048" } } },
      { user: "wieso brauchst du das geburtsjahr?", expect: { act: "ask_rule", answers: [/kinder/i, /erwachsene/i] } },
    ],
  },
  {
    id: "r9-quote-terms",
    category: "quote",
    turns: [
      { user: "1700 freiburg, 1991, franchise 2500", expect: { fields: { plz: "1700", birthYear: 1991, franchise: 2500 } } },
      { user: "ich nehme das erste", expect: { act: "choose_offer" } },
      { user: "kostet mich die offerte etwas?", expect: { answers: [/kostenlos|unverbindlich/i], notAnswers: [/Wie heisst du/i] } },
    ],
  },
  {
    id: "r9-after-choice-how",
    category: "quote",
    turns: [
      { user: "5000 aarau, 1987, telmed", expect: { fields: { plz: "5000", birthYear: 1987, model: "telmed" } } },
      { user: "ich nimm s zweite", expect: { act: "choose_offer" } },
      { user: "wie geht es jetzt weiter, muss ich selbst kündigen?", expect: { act: "ask_rule", answers: [/30\. November|kündigung/i] } },
    ],
  },
  {
    id: "r9-independence-source",
    category: "offtopic-hostile",
    turns: [
      { user: "seid ihr überhaupt unabhängig?", expect: { answers: [/keine Krankenkasse/i] } },
      { user: "und woher habt ihr eure prämien?", expect: { answers: [/BAG/] } },
    ],
  },
  {
    id: "r9-insurer-elsewhere",
    category: "named-insurer",
    note: "Lumneziana sells basic insurance only in Graubünden (2027 data): asked in Basel, the reply says so",
    turns: [
      { user: "was choschtet d kk lumneziana für mi? 4057 basel, jg 1988", expect: { act: "ask_insurer", fields: { plz: "4057", birthYear: 1988, namedInsurer: "820" }, answers: [/Graubünden/, /nicht an/] } },
      { user: "und d sodalis?", expect: { answers: [/Bern, Wallis/] } },
    ],
  },
  {
    id: "r9-quote-with-data-cheapest",
    category: "quote",
    note: "the quote asked together with the data, for the cheapest: the offers, then the quote starts",
    turns: [
      { user: "ich hätte gern eine offerte für das billigste hmo, 9500 wil, jahrgang 1979, franchise 1500", expect: { act: "request_quote", action: "collect_offer_data", fields: { birthYear: 1979, franchise: 1500, model: "hmo" } } },
    ],
  },
  {
    id: "r9-quote-with-data-which",
    category: "quote",
    turns: [
      { user: "Offerte bitte: 2540 Grenchen, Jahrgang 1990, Telmed", expect: { act: "request_quote", fields: { plz: "2540", birthYear: 1990, model: "telmed" }, answers: [/welches Angebot/i] } },
      { user: "das zweite", expect: { act: "choose_offer" } },
    ],
  },
  {
    id: "r9-show-cheapest-offer",
    category: "place-age",
    turns: [{ user: "jg 1972, 8200 schaffhausen, zeig mir bitte die günstigste offerte", expect: { action: "show_offers", fields: { plz: "8200", birthYear: 1972 } } }],
  },
  {
    id: "r9-three-models-cheapest",
    category: "model-compare",
    turns: [
      {
        user: "hausarzt, hmo oder telmed: was ist für mich am günstigsten? 6300 zug, 1984, franchise 1500",
        expect: { act: "ask_compare", figures: [{ what: "cheapest", model: "hausarzt", franchise: 1500 }, { what: "cheapest", model: "hmo", franchise: 1500 }, { what: "cheapest", model: "telmed", franchise: 1500 }] },
      },
    ],
  },
  {
    id: "r9-age-corrected",
    category: "corrections",
    turns: [
      { user: "bin 36, wohne in 6340 baar, franchise 300", expect: { fields: { plz: "6340", birthYear: 1990, franchise: 300 } } },
      { user: "oh sorry, verschriebe: bin 63 nid 36", expect: { act: "change", fields: { plz: "6340", birthYear: 1963, franchise: 300 }, figures: [{ what: "cheapest", franchise: 300 }] } },
    ],
  },
  {
    id: "r9-costs-after-optimizing",
    category: "numbers",
    turns: [
      { user: "3600 thun, 1975, franchise 2500", expect: { fields: { plz: "3600", birthYear: 1975 } } },
      { user: "welche franchise ist am besten für mich?", expect: { action: "optimize_franchise" } },
      { user: "und wenn ich nächstes jahr eine hüftoperation habe, so 6000?", expect: { action: "optimize_franchise", fields: { expectedCosts: 6000 } } },
    ],
  },
];
