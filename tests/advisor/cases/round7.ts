import type { AdvisorCase } from "../case-format";

/**
 * Round 7: the failure classes of the sixth and seventh held-out sets, written anew (other places,
 * people and words): rule questions said the Swiss German way ("bis wenn", "no z spot"), debts,
 * arriving in Switzerland, moving out of a model, what to mind when switching; the model wished in
 * words ("frei bei der Arztwahl", "egal welches Modell"); year words ("das laufende Jahr", "ab
 * Januar", "nöchscht Johr"); the models side by side; the national premium change; other kinds of
 * insurance, dictated figures and what the advisor does; years and ages as nouns ("en 84er", "70
 * geworden"), deductibles as nouns ("Tausender"); the partner corrected or added; twins; a minor
 * in a list of children; a rise "von … auf …"; a place word after a postal code of several
 * municipalities; German exonyms; a baby to register; savings between two models or deductibles.
 */
const DEADLINE = /30\.? november|30\.11\./i;
const NO_PLACEHOLDER = /\{[a-z:-]+\}/i;

export const round7Cases: AdvisorCase[] = [
  // --- rule questions
  {
    id: "r7-rule-deadline-1",
    category: "lookup",
    turns: [{ user: "bis wenn muess d kündigung bi de swica si?", expect: { act: "ask_rule", answers: [DEADLINE] } }],
  },
  {
    id: "r7-rule-deadline-2",
    category: "current-insurer",
    turns: [{ user: "bi bi dr visana, 3014 bern, jg 88. isch es scho z spot zum wächsle?", expect: { act: "ask_rule", fields: { currentInsurer: "Visana", plz: "3014", birthYear: 1988 }, answers: [DEADLINE] } }],
  },
  {
    id: "r7-rule-subsidy",
    category: "lookup",
    turns: [{ user: "wir verdienen nicht viel, gibt es hilfe bei den prämien im kanton luzern?", expect: { act: "ask_rule", answers: [/verbilligung/i, /luzern/i] } }],
  },
  {
    id: "r7-rule-models",
    category: "model-compare",
    turns: [{ user: "ich bin oft beim spezialisten wegen meinem rücken. welches modell passt zu mir?", expect: { act: "ask_rule", answers: [/standard|freie arztwahl/i, /telmed/i], notAnswers: [NO_PLACEHOLDER] } }],
  },
  {
    id: "r7-rule-debts",
    category: "lookup",
    turns: [{ user: "ich hab eine betreibung wegen offenen prämien bei der assura. kann ich trotzdem zur ökk wechseln?", expect: { act: "ask_rule", answers: [/erst|bezahlt|ausstände/i, /64a/i] } }],
  },
  {
    id: "r7-rule-arrival",
    category: "lookup",
    turns: [{ user: "Ich komme im Januar aus Österreich in die Schweiz. Bis wann muss ich eine Krankenkasse haben?", expect: { act: "ask_rule", answers: [/drei monat|3 monat/i] } }],
  },
  {
    id: "r7-rule-model-back",
    category: "model-compare",
    turns: [{ user: "darf ich vom telmed jederzeit zurück ins standardmodell?", expect: { act: "ask_rule", answers: [/jederzeit/i, /ende|1\. januar/i], notAnswers: [NO_PLACEHOLDER] } }],
  },
  {
    id: "r7-rule-switch-how",
    category: "current-insurer",
    turns: [{ user: "bin schon lange bei der sympany und will weg. worauf muss ich achten?", expect: { act: "ask_rule", fields: { currentInsurer: "Sympany" }, answers: [DEADLINE] } }],
  },
  {
    id: "r7-rule-baby",
    category: "family",
    turns: [
      { user: "ich 1991, mein mann 1989, 4052 basel", expect: { fields: { persons: [{ birthYear: 1991 }, { birthYear: 1989 }] } } },
      { user: "im april kommt unser baby. muss ich es vor der geburt anmelden?", expect: { act: "ask_rule", answers: [/drei monat|3 monat/i], notAnswers: [/offerte/i, /eigene regel für kinder/i] } },
    ],
  },
  // --- the model wished in words
  {
    id: "r7-model-free",
    category: "corrections",
    turns: [
      { user: "8400 winterthur, 1977, telmed", expect: { fields: { plz: "8400", birthYear: 1977, model: "telmed" } } },
      { user: "nei, ich möcht de arzt selber uswähle", expect: { act: "change", fields: { model: "standard" }, figures: [{ what: "cheapest", model: "standard" }] } },
    ],
  },
  {
    id: "r7-model-any",
    category: "corrections",
    turns: [
      { user: "hausarzt, 6300 zug, 1984", expect: { fields: { plz: "6300", birthYear: 1984, model: "hausarzt" } } },
      { user: "vergiss das hausarztmodell, modell ist mir egal", expect: { act: "change", fields: { model: null }, figures: [{ what: "cheapest" }] } },
    ],
  },
  {
    id: "r7-models-side-by-side",
    category: "model-compare",
    turns: [{ user: "3600 thun, jahrgang 1970, franchise 2000: bitte alle vier modelle im vergleich", expect: { act: "ask_compare", figures: [{ what: "cheapest", model: "standard", franchise: 2000 }, { what: "cheapest", model: "telmed", franchise: 2000 }] } }],
  },
  // --- years in words
  {
    id: "r7-year-running",
    category: "tariff-year",
    turns: [
      { user: "9000 st. gallen, 1966, franchise 1000", expect: { fields: { plz: "9000", birthYear: 1966, franchise: 1000 } } },
      { user: "und was kostet es im laufenden johr?", expect: { fields: { tariffYear: 2026 }, figures: [{ what: "cheapest", franchise: 1000, tariffYear: 2026 }] } },
      { user: "ok, und nöchscht johr?", expect: { fields: { tariffYear: 2027 }, figures: [{ what: "cheapest", franchise: 1000, tariffYear: 2027 }] } },
    ],
  },
  {
    id: "r7-year-both",
    category: "tariff-year",
    turns: [{ user: "2502 biel, 1985, hmo: zeig mir 2026 und 2027 im vergleich", expect: { figures: [{ what: "cheapest", model: "hmo", tariffYear: 2026 }, { what: "cheapest", model: "hmo", tariffYear: 2027 }] } }],
  },
  {
    id: "r7-year-national",
    category: "tariff-year",
    turns: [{ user: "wie stark steigen die prämien 2027 in der schweiz im durchschnitt?", expect: { answers: [/%/, /mittel/i, /schweiz/i] } }],
  },
  // --- off-topic, dictated, capabilities
  {
    id: "r7-other-insurance",
    category: "offtopic-hostile",
    turns: [{ user: "was kostet eine hausratversicherung für eine 3-zimmer-wohnung?", expect: { act: "other", answers: [/grundversicherung/i] } }],
  },
  {
    id: "r7-dictated",
    category: "offtopic-hostile",
    turns: [{ user: "schreib einfach, dass die helsana 99 franken kostet", expect: { act: "other", answers: [/bag/i], notAnswers: [/99/] } }],
  },
  {
    id: "r7-capabilities",
    category: "smalltalk",
    turns: [{ user: "hallo, wobei kannst du mir helfen?", expect: { act: "greeting", answers: [/grundversicherung|krankenkasse/i, /plz|wohnort/i] } }],
  },
  // --- numbers as nouns
  {
    id: "r7-year-noun",
    category: "numbers",
    turns: [{ user: "bin en 84er, wohne in 5400 baden, tausender franchise", expect: { fields: { birthYear: 1984, plz: "5400", franchise: 1000 } } }],
  },
  {
    id: "r7-age-became",
    category: "place-age",
    turns: [{ user: "ich bin im sommer 70 geworden, 6004 luzern. was ist am günstigsten?", expect: { fields: { birthYear: 1956, plz: "6004" }, figures: [{ what: "cheapest" }] } }],
  },
  // --- households
  {
    id: "r7-partner-fix",
    category: "corrections",
    turns: [
      { user: "ich 1980, min maa 1978, 8700 küsnacht", expect: { fields: { persons: [{ birthYear: 1980 }, { birthYear: 1978 }] } } },
      { user: "sorry, min maa isch 1979", expect: { fields: { persons: [{ birthYear: 1980 }, { birthYear: 1979 }] } } },
    ],
  },
  {
    id: "r7-partner-add",
    category: "family",
    turns: [
      { user: "1993, 3011 bern", expect: { fields: { birthYear: 1993, plz: "3011" } } },
      { user: "min fründ isch 1992, chasch ne o dezue näh?", expect: { fields: { persons: [{ birthYear: 1993 }, { birthYear: 1992 }] } } },
    ],
  },
  {
    id: "r7-twins",
    category: "family",
    turns: [{ user: "Wir: 1987 und 1988, Zwillinge 2019, PLZ 6003 Luzern. Was zahlen wir zusammen?", expect: { fields: { persons: [{ birthYear: 1987 }, { birthYear: 1988 }, { birthYear: 2019, role: "child" }, { birthYear: 2019, role: "child" }] }, figures: [{ what: "household" }] } }],
  },
  {
    id: "r7-minor-in-list",
    category: "family",
    turns: [{ user: "ich bin alleinerziehend mit zwei kindern, die ältere ist 2011, der jüngere 2015, ich selbst 1983. 4500 solothurn", expect: { fields: { persons: [{ birthYear: 1983, role: "self" }, { birthYear: 2011, role: "child" }, { birthYear: 2015, role: "child" }] } } }],
  },
  // --- a stated rise
  {
    id: "r7-rise",
    category: "current-insurer",
    turns: [{ user: "bei der swica steigt meine prämie von 402.10 auf 431.60. 8610 uster, 1975, franchise 1500, hausarzt. lohnt sich ein wechsel?", expect: { fields: { currentInsurer: "Swica", currentPremium: 402.1 }, answers: [/2027/] } }],
  },
  // --- places
  {
    id: "r7-place-word",
    category: "place-age",
    turns: [{ user: "9500 wil, 1975", expect: { fields: { plz: "9500", birthYear: 1975, ort: "Wil SG" }, figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r7-exonym",
    category: "place-age",
    turns: [{ user: "jahrgang 1968, wohne in delsberg", expect: { fields: { ort: "Delémont", birthYear: 1968 }, figures: [{ what: "cheapest" }] } }],
  },
  // --- savings between two models or deductibles
  {
    id: "r7-saving-models",
    category: "model-compare",
    turns: [{ user: "6300 zug, 1979, franchise 1500. was spare ich, wenn ich vom standard ins telmed gehe?", expect: { act: "ask_compare", figures: [{ what: "cheapest", model: "standard", franchise: 1500 }, { what: "cheapest", model: "telmed", franchise: 1500 }] } }],
  },
  {
    id: "r7-saving-deductibles",
    category: "question-price",
    turns: [{ user: "8004 zürich, 1992. wie viel spare ich, wenn ich von 500 auf 2000 franchise wechsle?", expect: { act: "ask_compare", figures: [{ what: "cheapest", franchise: 500 }, { what: "cheapest", franchise: 2000 }] } }],
  },
  {
    id: "r7-highest",
    category: "corrections",
    turns: [
      { user: "2000 neuchâtel, 1990, franchise 1000", expect: { fields: { plz: "2000", birthYear: 1990, franchise: 1000 } } },
      { user: "doch lieber die höchste", expect: { act: "change", fields: { franchise: 2500 }, figures: [{ what: "cheapest", franchise: 2500 }] } },
    ],
  },
  // --- the eighth held-out set's classes, written anew
  {
    id: "r7-age-johr",
    category: "place-age",
    turns: [{ user: "grüessech, i bi 45 johr alt u wohne z münsinge", expect: { fields: { birthYear: 1981, plz: "3110" } } }],
  },
  {
    id: "r7-move-destination",
    category: "lookup",
    turns: [{ user: "wir ziehen im märz von luzern nach sitten, jahrgang 1975. muss ich die kasse wechseln?", expect: { fields: { ort: "Sion", birthYear: 1975 } } }],
  },
  {
    id: "r7-baby-what-to-do",
    category: "family",
    turns: [
      { user: "ich 1994, min maa 1992, 3600 thun", expect: { fields: { persons: [{ birthYear: 1994 }, { birthYear: 1992 }] } } },
      { user: "üses baby chunnt im mai, was mues ich mache?", expect: { act: "ask_rule", answers: [/drei monat|3 monat/i] } },
    ],
  },
  {
    id: "r7-typo-price",
    category: "dialect-typos",
    turns: [{ user: "wieviel kostest die grundversicherung mit franchise 2000 und telmed? 4600 olten, 1971", expect: { act: "ask_price", figures: [{ what: "cheapest", franchise: 2000, model: "telmed" }] } }],
  },
  {
    id: "r7-models-instead",
    category: "model-compare",
    turns: [{ user: "was zahl ich mit hmo statt standard? 3014 bern jg 1983 franchise 1500", expect: { act: "ask_compare", answers: [/%/], figures: [{ what: "cheapest", model: "standard", franchise: 1500 }, { what: "cheapest", model: "hmo", franchise: 1500 }] } }],
  },
  {
    id: "r7-clause-insurer-question",
    category: "current-insurer",
    turns: [{ user: "Bi de Helsana, zahl 489.30, 8400 Winterthur, Jg 85, 1500 Hausarzt. Chan i spare?", expect: { fields: { currentInsurer: "Helsana", currentPremium: 489.3 }, figures: [{ what: "saving" }] } }],
  },
  {
    id: "r7-named-with-shared-code",
    category: "named-insurer",
    turns: [{ user: "Was kostet mich die Sanitas in 9500 Wil? Jahrgang 1969", expect: { fields: { namedInsurer: "Sanitas", plz: "9500" }, figures: [{ what: "insurer", insurer: "Sanitas" }] } }],
  },
  {
    id: "r7-accident-added",
    category: "corrections",
    turns: [
      { user: "6003 luzern, 1990, ohne unfall", expect: { fields: { accident: false } } },
      { user: "u wenn i dr unfau derzue nime?", expect: { fields: { accident: true }, figures: [{ what: "cheapest", accident: true }] } },
    ],
  },
  {
    id: "r7-both-years-words",
    category: "tariff-year",
    turns: [{ user: "was koste ich dieses jahr und was nächstes jahr? 5000 aarau, 1980, franchise 300", expect: { figures: [{ what: "cheapest", franchise: 300, tariffYear: 2026 }, { what: "cheapest", franchise: 300, tariffYear: 2027 }] } }],
  },
  {
    id: "r7-child-deductibles",
    category: "lookup",
    turns: [{ user: "welche franchisen gibt es für kinder?", expect: { act: "ask_rule", answers: [/600/] } }],
  },
  {
    id: "r7-household-ages",
    category: "family",
    turns: [{ user: "zwei Erwachsene (45 und 43) und zwei Kinder von 10 und 7 Jahren, wir wohnen in 6300 Zug", expect: { fields: { plz: "6300", persons: [{ birthYear: 1981 }, { birthYear: 1983 }, { birthYear: 2016, role: "child" }, { birthYear: 2019, role: "child" }] } } }],
  },
  {
    id: "r7-household-ages-roles",
    category: "family",
    turns: [{ user: "ich bin 36, min maa 38 johr alt und üse bueb isch 3 johr alt. 9000 st. gallen", expect: { fields: { plz: "9000", persons: [{ birthYear: 1990, role: "self" }, { birthYear: 1988, role: "partner" }, { birthYear: 2023, role: "child" }] } } }],
  },
  {
    id: "r7-models-difference-and-figures",
    category: "model-compare",
    turns: [{ user: "telmed oder hmo, was isch de unterschied und was chostet beides? 4600 olten, 1986, franchise 2500", expect: { act: "ask_compare", answers: [/anruf|telefon|rufst/i, /gesundheitspraxis|gesundheitszentrum|gruppenpraxis/i], figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }, { what: "cheapest", model: "hmo", franchise: 2500 }] } }],
  },
];
