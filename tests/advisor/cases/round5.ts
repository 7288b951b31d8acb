import type { AdvisorCase } from "../case-format";

/**
 * Round 5: the failure classes of the third held-out set, written anew (other places, people and
 * words): number words with their century and amounts in words, the contract described in one
 * message up to a wish, households said in short forms, rule questions with data in the same
 * message, and the topics the fact list now answers (pregnancy, illness abroad, age classes).
 */
export const round5Cases: AdvisorCase[] = [
  {
    id: "r5-numbers-1",
    category: "numbers",
    turns: [{ user: "wohne in 3013 bern, bi nünzähundertvierenachtzg gebore", expect: { act: "provide_info", fields: { plz: "3013", birthYear: 1984 } } }],
  },
  {
    id: "r5-numbers-2",
    category: "numbers",
    turns: [{ user: "6004 luzern, geboren zwöitusigundföif, franchise zwei tuusig", expect: { act: "provide_info", fields: { plz: "6004", birthYear: 2005, franchise: 2000 } } }],
  },
  {
    id: "r5-numbers-3",
    category: "numbers",
    turns: [{ user: "ich zahle momentan vierhundertzwänzg stutz bi de swica, 8400 winterthur, jg 77", expect: { act: "provide_info", fields: { currentPremium: 420, currentInsurer: "Swica", plz: "8400", birthYear: 1977 } } }],
  },
  {
    id: "r5-numbers-4",
    category: "numbers",
    turns: [{ user: "bin seit 15 jahren bei der css, jahrgang 1972, 4053 basel", expect: { act: "provide_info", fields: { birthYear: 1972, currentInsurer: "CSS", plz: "4053" } } }],
  },
  {
    id: "r5-numbers-5",
    category: "numbers",
    turns: [{ user: "8400, 1983, 1500, hmo", expect: { act: "provide_info", fields: { plz: "8400", birthYear: 1983, franchise: 1500, model: "hmo" } } }],
  },
  {
    id: "r5-numbers-6",
    category: "dialect-typos",
    turns: [{ user: "bi 8005 zürich, jg 1990, fransise 2000", expect: { act: "provide_info", fields: { plz: "8005", birthYear: 1990, franchise: 2000 } } }],
  },
  {
    id: "r5-contract-1",
    category: "current-insurer",
    turns: [
      {
        user: "bi bi de sanitas, zahl 402.15, telmed mit 1500. 9000 st. gallen, jg 1986",
        expect: { act: "provide_info", fields: { currentInsurer: "Sanitas", currentPremium: 402.15, currentModel: "telmed", model: "telmed", franchise: 1500, plz: "9000", birthYear: 1986 } },
      },
      { user: "lohnt sich en wächsel überhaupt?", expect: { act: "ask_compare", answers: [/\d+[.,]\d{2}/, /telmed/], figures: [{ what: "saving", model: "telmed", franchise: 1500 }] } },
    ],
  },
  {
    id: "r5-contract-2",
    category: "current-insurer",
    turns: [
      {
        user: "zahle bi de kpt 455.20 im monet, hausarzt, 500 franchise, mit unfall. bi 1979 gebore, wohne in 6300 zug. was würd ich spare wenn i uf 2500 und hmo gang?",
        expect: { fields: { currentInsurer: "KPT", currentModel: "hausarzt", model: "hmo", franchise: 2500 }, figures: [{ what: "cheapest", model: "hmo", franchise: 2500, accident: true }] },
      },
    ],
  },
  {
    id: "r5-contract-3",
    category: "current-insurer",
    turns: [
      {
        user: "mir sind beidi bi de visana. ich bi 1980, sie 1982, mir wohned in 3600 thun",
        expect: { act: "provide_info", fields: { currentInsurer: "Visana", persons: [{ birthYear: 1980 }, { birthYear: 1982 }] } },
      },
    ],
  },
  {
    id: "r5-contract-4",
    category: "current-insurer",
    turns: [
      {
        user: "ha letscht jahr vo dr css zur concordia gwächslet und zahl jetzt 388.50. 6003 luzern, 1991",
        expect: { act: "provide_info", fields: { currentInsurer: "Concordia", currentPremium: 388.5, plz: "6003", birthYear: 1991 } },
      },
    ],
  },
  {
    id: "r5-contract-5",
    category: "current-insurer",
    turns: [
      { user: "Wir sind bei der Helsana. Kann ich jetzt noch wechseln?", expect: { act: "ask_rule", fields: { currentInsurer: "Helsana" }, answers: [/30\. november/, /kündig/] } },
    ],
  },
  {
    id: "r5-trend-1",
    category: "tariff-year",
    turns: [
      {
        user: "8050 zürich, jahrgang 1962. wie viel prozent teurer wird es von 2026 auf 2027 wenn ich bei der sanitas bleibe?",
        expect: { fields: { currentInsurer: "Sanitas", tariffYear: 2027 }, answers: [/%/, /2026/, /2027/], notAnswers: [/2025/] },
      },
    ],
  },
  {
    id: "r5-trend-2",
    category: "tariff-year",
    turns: [{ user: "was hätte ich 2026 bezahlt und was 2027? 3011 bern, 1970, franchise 1000", expect: { act: "ask_trend", answers: [/2026/, /2027/], figures: [{ what: "cheapest", tariffYear: 2026, franchise: 1000 }, { what: "cheapest", tariffYear: 2027, franchise: 1000 }] } }],
  },
  {
    id: "r5-family-1",
    category: "family",
    turns: [
      {
        user: "mir sind e familie in 4600 olten: ich 1983, mini frau 1985 und d chind 2014, 2017. was chostet üs das 2027 mit telmed?",
        expect: { fields: { persons: [{ birthYear: 1983 }, { birthYear: 1985 }, { birthYear: 2014, role: "child" }, { birthYear: 2017, role: "child" }] } },
      },
    ],
  },
  {
    id: "r5-family-2",
    category: "family",
    turns: [{ user: "für mich und min fründ, beidi 1996, in 8004 zürich", expect: { fields: { persons: [{ birthYear: 1996 }, { birthYear: 1996 }] } } }],
  },
  {
    id: "r5-family-3",
    category: "corrections",
    turns: [
      { user: "6004 luzern, ich 1978, min mann 1975 und s chind 2012", expect: { fields: { persons: [{ birthYear: 1978 }, { birthYear: 1975 }, { birthYear: 2012 }] } } },
      { user: "sorry, min mann isch 1976 nöd 1975", expect: { act: "change", fields: { persons: [{ birthYear: 1978 }, { birthYear: 1976 }, { birthYear: 2012 }] } } },
    ],
  },
  {
    id: "r5-age-1",
    category: "lookup",
    turns: [
      { user: "4051 basel, ich 1979, min sohn 2008", expect: { fields: { persons: [{ birthYear: 1979 }, { birthYear: 2008, role: "child" }] } } },
      { user: "ab wann zahlt min sohn d erwachsenenprämie?", expect: { act: "ask_rule", answers: [/2008/, /junge erwachsene/, /26/] } },
    ],
  },
  {
    id: "r5-age-2",
    category: "lookup",
    turns: [{ user: "ich bin 24, zähle ich noch als junge erwachsene?", expect: { act: "ask_rule", answers: [/junge erwachsene/, /19 bis 25/] } }],
  },
  {
    id: "r5-pregnancy-1",
    category: "lookup",
    turns: [{ user: "ich bin schwanger, muss ich bei den kontrollen franchise zahlen?", expect: { act: "ask_rule", answers: [/mutterschaft|schwangerschaft/, /franchise/] } }],
  },
  {
    id: "r5-pregnancy-2",
    category: "lookup",
    turns: [
      { user: "mini partnerin erwartet es baby im juni. wänn müend mir s chind bi de kasse aamälde? mir wohned in 8400 winterthur", expect: { act: "ask_rule", answers: [/drei monat|3 monat/, /geburt/] } },
    ],
  },
  {
    id: "r5-abroad-1",
    category: "lookup",
    turns: [{ user: "zahlt d grundversicherig wenn i i de ferie in amerika chrank wirde?", expect: { act: "ask_rule", answers: [/notfall/, /doppelte/, /ausland/] } }],
  },
  {
    id: "r5-abroad-2",
    category: "lookup",
    turns: [{ user: "Was passiert, wenn ich auf einer Reise in Spanien einen Unfall habe und ins Spital muss?", expect: { act: "ask_rule", answers: [/notfall/, /ausland/] } }],
  },
  {
    id: "r5-rule-with-data-1",
    category: "lookup",
    turns: [{ user: "wie bechum ich prämieverbilligung? wohne in 6003 luzern", expect: { act: "ask_rule", answers: [/luzern/, /prämienverbilligung|verbilligt/] } }],
  },
  {
    id: "r5-rule-with-data-2",
    category: "model-compare",
    turns: [{ user: "telmed und hmo kurz erklärt bitte, bin 1988 und wohne in 3011 bern", expect: { act: "ask_rule", answers: [/telmed/, /hmo/] } }],
  },
  {
    id: "r5-cancel-1",
    category: "lookup",
    turns: [
      { user: "bis wann muss ich kündigen?", expect: { act: "ask_rule", answers: [/30\. november/] } },
      { user: "langt es per mail?", expect: { act: "ask_rule", answers: [/eingeschrieben|brief/] } },
    ],
  },
  {
    id: "r5-accident-1",
    category: "current-insurer",
    turns: [
      {
        user: "bin bei der assura, standard, franchise 300 mit unfall, zahle 540 im monat. 1000 lausanne, jahrgang 1969. wie viel chan i spare?",
        expect: { act: "ask_compare", fields: { currentInsurer: "Assura", currentModel: "standard", franchise: 300, accident: true }, answers: [/spar|günstiger/], figures: [{ what: "saving", model: "standard", franchise: 300, accident: true }] },
      },
    ],
  },
  {
    id: "r5-models-1",
    category: "model-compare",
    turns: [
      { user: "8400 winterthur, 1994", expect: { act: "provide_info", fields: { plz: "8400", birthYear: 1994 } } },
      { user: "und jetzt, hausarzt oder telmed?", expect: { act: "ask_compare", answers: [/hausarzt/, /telmed/], figures: [{ what: "cheapest", model: "telmed" }, { what: "cheapest", model: "hausarzt" }] } },
    ],
  },
  {
    id: "r5-models-2",
    category: "model-compare",
    turns: [
      { user: "3011 bern, 1966, hmo", expect: { act: "provide_info", fields: { model: "hmo" } } },
      { user: "was spar ich damit im vergleich zu standard?", expect: { act: "ask_compare", answers: [/standard/, /hmo/], figures: [{ what: "cheapest", model: "hmo" }] } },
    ],
  },
  {
    id: "r5-price-1",
    category: "corrections",
    turns: [
      { user: "9000 st gallen, 1982, telmed, franchise 500", expect: { act: "provide_info" } },
      { user: "und jetzt was kostets?", expect: { act: "ask_price", answers: [/\d+[.,]\d{2}/], figures: [{ what: "cheapest", model: "telmed", franchise: 500 }] } },
    ],
  },
  {
    id: "r5-small-1",
    category: "smalltalk",
    turns: [{ user: "grüessgott zäme", expect: { act: "greeting" } }],
  },
  {
    id: "r5-small-2",
    category: "smalltalk",
    turns: [
      { user: "4051 basel, 1990", expect: { act: "provide_info" } },
      { user: "super merci, das wärs gsi", expect: { act: "thanks" } },
    ],
  },
  {
    id: "r5-quote-1",
    category: "quote",
    turns: [
      { user: "hätte gern e offerte vo de helsana", expect: { act: "request_quote", answers: [/plz|wohnort/, /geburtsjahr/, /helsana/] } },
      { user: "3011 bern, 1987", expect: { act: "provide_info", answers: [/helsana/, /offerte/], figures: [{ what: "insurer", insurer: "Helsana" }] } },
    ],
  },
  {
    id: "r5-quote-2",
    category: "quote",
    turns: [
      { user: "8400 winterthur, 1975", expect: { act: "provide_info" } },
      { user: "ich nehme das erste", expect: { act: "choose_offer" } },
      { user: "Marco Rossi, Technikumstrasse 9, 8400 Winterthur, 14.02.1975, marco.rossi@example.ch, 052 123 45 67", expect: { act: "give_contact", action: "ask_user", answers: [/frau, herr oder divers/], notAnswers: [/wie heisst du/] } },
    ],
  },
  {
    id: "r5-quote-3",
    category: "quote",
    turns: [
      { user: "6003 luzern, 1990", expect: { act: "provide_info" } },
      { user: "s zweite bitte", expect: { act: "choose_offer" } },
      { user: "welche angaben braucht ihr von mir?", expect: { answers: [/geburtsdatum/, /adresse/, /e-mail/] } },
    ],
  },
  {
    id: "r5-deductibles-1",
    category: "question-price",
    turns: [
      { user: "4500 solothurn, 1984, hausarzt", expect: { act: "provide_info" } },
      { user: "was kostet es mit 500 oder mit 2000 franchise?", expect: { act: "ask_compare", answers: [/500/, /2'000/], figures: [{ what: "cheapest", model: "hausarzt", franchise: 500 }, { what: "cheapest", model: "hausarzt", franchise: 2000 }] } },
    ],
  },
  {
    id: "r5-keep-contract-1",
    category: "current-insurer",
    turns: [
      {
        user: "bin bei der css, hausarzt, franchise 1000, zahle 410 im monat. 9000 st. gallen, jg 1981. was würde ich sparen wenn ich auf telmed und 2500 wechsle?",
        expect: { fields: { currentInsurer: "CSS", currentModel: "hausarzt", model: "telmed", franchise: 2500 }, answers: [/mehr franchise|franchise im jahr selbst/] },
      },
      { user: "nei, lieber nur d kasse wechsle und alles andere glich loh", expect: { fields: { model: "hausarzt", franchise: 1000 }, figures: [{ what: "saving", model: "hausarzt", franchise: 1000 }] } },
    ],
  },
  {
    id: "r5-insurer-fix-1",
    category: "corrections",
    turns: [
      { user: "bi bi de sympany", expect: { fields: { currentInsurer: "Sympany" } } },
      { user: "sorry falsch, ich meinte die kpt", expect: { fields: { currentInsurer: "KPT" } } },
    ],
  },
  {
    id: "r5-two-insurers-1",
    category: "named-insurer",
    turns: [
      {
        user: "Guten Tag, ich bin bei der Sanitas und möchte wissen ob die Helsana oder die CSS für mich billiger wäre. 6300 Zug, 1960, Franchise 300 mit Unfall.",
        expect: { act: "ask_compare", answers: [/helsana/, /css/], figures: [{ what: "insurer", insurer: "Helsana", franchise: 300, accident: true }, { what: "insurer", insurer: "CSS", franchise: 300, accident: true }] },
      },
    ],
  },
  {
    id: "r5-canton-trend-1",
    category: "tariff-year",
    turns: [
      { user: "stimmt es, dass die prämien im kanton bern nomal steigen? ich wohne in thun", expect: { fields: { plz: "3600" }, answers: [/kanton bern/, /%/, /2026/, /2027/] } },
    ],
  },
  {
    id: "r5-form-thanks-1",
    category: "quote",
    turns: [
      { user: "8004 zürich, 1988", expect: { act: "provide_info" } },
      // An offer taken and its quote asked at once is first the choice (as three blind sets of round 20 label it): the quote follows from it.
      { user: "ich nehme das erste, mach mir eine offerte", expect: { act: "choose_offer" } },
      { user: "danke vielmal", expect: { answers: [/gern geschehen/, /vorname und nachname/], notAnswers: [/erforderlich/] } },
    ],
  },
];
