import type { AdvisorCase } from "../case-format";

/**
 * The current insurer (in every phrasing, with and without a stated premium) and households.
 * A saving is only stated like-for-like; the notice deadline comes with a named current insurer.
 */
const ZH = { user: "8001 Zürich, Jahrgang 1990" };
const DEADLINE = /30\.? ?(?:november|11\.)/;
const UNEQUAL = /(?:2.?500|2.?000|1.?500).{0,80}(?:sparst|spart|günstiger um)/;

export const peopleCases: AdvisorCase[] = [
  { id: "current-1", category: "current-insurer", turns: [ZH, { user: "ich bin heute bei der Helsana", expect: { fields: { currentInsurer: "1562" }, act: "provide_info", action: "show_offers", answers: [/helsana/, DEADLINE], figures: [{ what: "current" }] } }] },
  { id: "current-2", category: "current-insurer", turns: [ZH, { user: "meine Kasse ist die Sanitas und ich zahle 512 im Monat", expect: { fields: { currentInsurer: "1509", currentPremium: 512 }, act: "provide_info", answers: [/512/, /sanitas/] } }] },
  { id: "current-3", category: "current-insurer", turns: [{ user: "bin bei der css, zahle 480 fr pro monat, 3011 bern, jg 1980", expect: { fields: { currentInsurer: "8", currentPremium: 480, plz: "3011", birthYear: 1980 }, act: "provide_info", action: "show_offers", answers: [/480/], notAnswers: [UNEQUAL] } }] },
  { id: "current-4", category: "current-insurer", turns: [ZH, { user: "ich bin bei der visana mit 2500 franchise, was spare ich?", expect: { fields: { currentInsurer: "1555", franchise: 2500 }, answers: [/visana/, DEADLINE], figures: [{ what: "current", franchise: 2500 }, { what: "saving", franchise: 2500 }] } }] },
  { id: "current-5", category: "current-insurer", turns: [ZH, { user: "mini kasse isch d KPT", expect: { fields: { currentInsurer: "376" }, answers: [/kpt/, DEADLINE] } }] },
  { id: "current-6", category: "current-insurer", turns: [ZH, { user: "ich zahle aktuell CHF 455.80 im Monat bei der Concordia", expect: { fields: { currentInsurer: "290", currentPremium: 455.8 }, answers: [/455\.80/, /concordia/] } }] },
  { id: "current-7", category: "current-insurer", turns: [ZH, { user: "Ich bin heute bei der Sympany, lohnt sich ein Wechsel?", expect: { fields: { currentInsurer: "509" }, act: "provide_info", action: "show_offers", answers: [/sympany/, DEADLINE], notAnswers: [/gute wahl/, UNEQUAL] } }] },
  { id: "current-8", category: "current-insurer", turns: [ZH, { user: "ich bin bei der swica im telmed mit 1500er franchise", expect: { fields: { currentInsurer: "1384", currentModel: "telmed", franchise: 1500 }, answers: [/swica/], figures: [{ what: "current", model: "telmed", franchise: 1500 }] } }] },
  { id: "current-9", category: "current-insurer", turns: [ZH, { user: "zahle 390 im monat", expect: { fields: { currentPremium: 390 }, answers: [/390/, /(?:krankenkasse|kasse|versicher)/] } }] },
  { id: "current-11", category: "current-insurer", turns: [ZH, { user: "bei der helsana versichert", expect: { fields: { currentInsurer: "1562" }, act: "provide_info", answers: [/helsana/, DEADLINE] } }] },
  { id: "current-12", category: "current-insurer", turns: [ZH, { user: "ich habe helsana", expect: { fields: { currentInsurer: "1562" }, act: "provide_info", notAnswers: [/gute wahl/] } }] },
  { id: "current-13", category: "current-insurer", turns: [ZH, { user: "meine krankenkasse: css", expect: { fields: { currentInsurer: "8" }, answers: [/css/] } }] },
  { id: "current-14", category: "current-insurer", turns: [ZH, { user: "was spare ich, wenn ich wechsle?", expect: { answers: [/welcher krankenkasse/], notAnswers: [/sparst|spart dir/] } }] },
  { id: "current-15", category: "current-insurer", turns: [ZH, { user: "ich bin bei der css" }, { user: "und was spare ich?", expect: { fields: { currentInsurer: "8" }, answers: [/spart dir/], figures: [{ what: "saving", franchise: 300 }] } }] },
  { id: "current-10", category: "current-insurer", turns: [{ user: "ich bin heute bei der helsana und wohne in 8400 winterthur, jg 77", expect: { fields: { currentInsurer: "1562", plz: "8400", birthYear: 1977 }, act: "provide_info", action: "show_offers", answers: [/helsana/], notAnswers: [/gute wahl/] } }] },

  // Households
  { id: "family-1", category: "family", turns: [{ user: "mein Mann und ich (1979, 1981) und unsere Tochter 2014, wir wohnen in 3011 Bern", expect: { fields: { plz: "3011", persons: [{ birthYear: 1979 }, { birthYear: 1981 }, { birthYear: 2014, role: "child" }] }, act: "provide_info", action: "show_offers", answers: [/2014/, /haushalt|zusammen|total/], notAnswers: [/jahrgang 2014 gefunden/], figures: [{ what: "household" }] } }] },
  { id: "family-2", category: "family", turns: [{ user: "wir sind eine familie, 8400 winterthur. ich 1985, meine frau 1987, kinder 2016 und 2019", expect: { fields: { plz: "8400", birthYear: 1985, persons: [{ birthYear: 1985, role: "self" }, { birthYear: 1987 }, { birthYear: 2016, role: "child" }, { birthYear: 2019, role: "child" }] }, act: "provide_info", action: "show_offers", answers: [/haushalt|zusammen|total/], notAnswers: [/8 stunden/] } }] },
  { id: "family-3", category: "family", turns: [{ user: "für meinen sohn, jahrgang 2012, plz 6003", expect: { fields: { plz: "6003", birthYear: 2012 }, action: "show_offers", notAnswers: [/8 stunden/], figures: [{ what: "cheapest" }] } }] },
  { id: "family-4", category: "family", turns: [ZH, { user: "und meine Tochter ist 2018 geboren", expect: { fields: { persons: [{ birthYear: 1990, role: "self" }, { birthYear: 2018, role: "child" }] }, action: "show_offers", answers: [/2018/], figures: [{ what: "household" }] } }] },
  { id: "family-5", category: "family", turns: [{ user: "Ich bin 1960 geboren und pensioniert, wohne in Chur", expect: { fields: { ort: "Chur", birthYear: 1960, accident: true }, action: "show_offers", notAnswers: [/8 stunden/] } }] },
  { id: "family-6", category: "family", turns: [{ user: "Meine Frau und ich, beide Jahrgang 1970, 4051 Basel", expect: { fields: { plz: "4051", persons: [{ birthYear: 1970 }, { birthYear: 1970 }] }, action: "show_offers", answers: [/haushalt|zusammen|total|beide/] } }] },
  { id: "family-7", category: "family", turns: [{ user: "3 personen: 1982, 1984, 2015. plz 8050", expect: { fields: { plz: "8050", persons: [{ birthYear: 1982 }, { birthYear: 1984 }, { birthYear: 2015, role: "child" }] }, action: "show_offers", answers: [/haushalt|zusammen|total/] } }] },
  { id: "family-8", category: "family", turns: [ZH, { user: "ich arbeite 100%", expect: { fields: { accident: false }, action: "show_offers", notAnswers: [/8 stunden/] } }] },
];
