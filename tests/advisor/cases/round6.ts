import type { AdvisorCase } from "../case-format";

/**
 * Round 6: the failure classes of the fourth held-out set, written anew (other places, people
 * and words): the current contract said in short forms (a bare insurer with an amount, "weg von
 * der X", "Police vo de X", "zahl bi de X 480", "N fr. zahl ich"), premium and insurer
 * corrections, the contract's model and deductible given when asked, households with two-digit
 * years, parents called Papi/Mami, a partner added later, children's deductible 0, a deductible
 * that is also a postal code, and the rule questions people ask with data in the same message.
 */
export const round6Cases: AdvisorCase[] = [
  // --- the current contract, short forms
  {
    id: "r6-contract-1",
    category: "current-insurer",
    turns: [{ user: "sanitas, 1000er franchise, zahl 398, jg 1988, 6005 luzern", expect: { act: "provide_info", fields: { currentInsurer: "Sanitas", currentPremium: 398, franchise: 1000, plz: "6005", birthYear: 1988 } } }],
  },
  {
    id: "r6-contract-2",
    category: "current-insurer",
    turns: [{ user: "Ich überlege einen Wechsel weg von der Helsana. 3400 Burgdorf, 1972, Franchise 2500", expect: { fields: { currentInsurer: "Helsana", plz: "3400", birthYear: 1972, franchise: 2500 } } }],
  },
  {
    id: "r6-contract-3",
    category: "current-insurer",
    turns: [{ user: "ha d police vo de concordia übercho, 2027 wirds tüürer. 8610 uster, jg 81", expect: { fields: { currentInsurer: "Concordia", plz: "8610", birthYear: 1981 } } }],
  },
  {
    id: "r6-contract-4",
    category: "current-insurer",
    turns: [{ user: "zahl bi dr kpt 412 im monet, 4600 olten, 1990", expect: { act: "provide_info", fields: { currentInsurer: "KPT", currentPremium: 412, plz: "4600", birthYear: 1990 } } }],
  },
  {
    id: "r6-contract-5",
    category: "numbers",
    turns: [{ user: "3600 thun, 1979, franchise 1500, 385 fr. zahl ich momentan", expect: { act: "provide_info", fields: { plz: "3600", birthYear: 1979, franchise: 1500, currentPremium: 385 } } }],
  },
  {
    id: "r6-contract-6",
    category: "current-insurer",
    turns: [{ user: "weg vo dr assura wott ich, zahl 455.60. 1950 sion, jahrgang 1984", expect: { fields: { currentInsurer: "Assura", currentPremium: 455.6, plz: "1950", birthYear: 1984 } } }],
  },
  {
    id: "r6-contract-7",
    category: "current-insurer",
    note: "The contract's model and deductible answered after the advisor asked for them.",
    turns: [
      { user: "8500 frauenfeld, 1976", expect: { act: "provide_info", fields: { plz: "8500", birthYear: 1976 } } },
      { user: "ich bin bei der visana und zahle ca 470 im monat", expect: { fields: { currentInsurer: "Visana", currentPremium: 470 } } },
      { user: "telmed und 1000 franchise", expect: { fields: { currentModel: "telmed", franchise: 1000, currentInsurer: "Visana" } } },
    ],
  },
  {
    id: "r6-contract-8",
    category: "current-insurer",
    note: "'mit genau dem Modell': the current contract has the model shown.",
    turns: [
      { user: "2000 neuchâtel, 1987, hmo, franchise 2500", expect: { fields: { plz: "2000", birthYear: 1987, model: "hmo", franchise: 2500 } } },
      { user: "bin aktuell bi de groupe mutuel mit em gliche modell und zahl 380", expect: { fields: { currentInsurer: "Mutuel", currentModel: "hmo", currentPremium: 380 } } },
    ],
  },
  // --- corrections of the premium and the insurer
  {
    id: "r6-fix-1",
    category: "corrections",
    turns: [
      { user: "9500 wil, 1970, bi de egk, zahle 520", expect: { fields: { currentPremium: 520, currentInsurer: "EGK" } } },
      { user: "sorry, 502 nicht 520", expect: { act: "change", fields: { currentPremium: 502, currentInsurer: "EGK", plz: "9500" } } },
    ],
  },
  {
    id: "r6-fix-2",
    category: "corrections",
    turns: [
      { user: "ich bin bei der swica und zahle 430 im monat. 6300 zug, 1983", expect: { fields: { currentInsurer: "Swica" } } },
      { user: "oh, falsch: es ist die Atupri, nicht die Swica", expect: { act: "change", fields: { currentInsurer: "Atupri", currentPremium: 430 } } },
    ],
  },
  {
    id: "r6-fix-3",
    category: "corrections",
    turns: [
      { user: "7000 chur, jg 1962, bi de ökk, 300er franchise, zahl 610", expect: { fields: { currentInsurer: "ÖKK", currentPremium: 610 } } },
      { user: "nei d prämie isch 601.50", expect: { act: "change", fields: { currentPremium: 601.5 } } },
    ],
  },
  // --- households
  {
    id: "r6-family-1",
    category: "family",
    turns: [
      {
        user: "ich 1979, min maa 77, chind 2012 und 2015, mir wohnet in 5000 aarau",
        expect: { act: "provide_info", fields: { plz: "5000", persons: [{ birthYear: 1979, role: "self" }, { birthYear: 1977, role: "partner" }, { birthYear: 2012, role: "child" }, { birthYear: 2015, role: "child" }] } },
      },
    ],
  },
  {
    id: "r6-family-2",
    category: "family",
    turns: [
      {
        user: "Mami 1983, Papi 1981 und d'Chind 2011, 2014. Wohnen in 6003 Luzern. Franchise Eltern 2000, Kinder 0",
        expect: { fields: { plz: "6003", persons: [{ birthYear: 1983, franchise: 2000 }, { birthYear: 1981, franchise: 2000 }, { birthYear: 2011, role: "child", franchise: 0 }, { birthYear: 2014, role: "child", franchise: 0 }] } },
      },
    ],
  },
  {
    id: "r6-family-3",
    category: "family",
    turns: [
      { user: "4410 liestal, jg 1992", expect: { fields: { plz: "4410", birthYear: 1992 } } },
      { user: "und min fründ, de isch 1990", expect: { fields: { persons: [{ birthYear: 1992 }, { birthYear: 1990 }] } } },
      { user: "was zahle mir zäme?", expect: { figures: [{ what: "household" }] } },
    ],
  },
  {
    id: "r6-family-4",
    category: "family",
    turns: [
      { user: "8200 schaffhausen, ich 1986, kinder 2016 und 2019", expect: { fields: { persons: [{ birthYear: 1986 }, { birthYear: 2016 }, { birthYear: 2019 }] } } },
      { user: "und ich mit 1500", expect: { fields: { persons: [{ birthYear: 1986, franchise: 1500 }, { birthYear: 2016 }, { birthYear: 2019 }] } } },
    ],
  },
  {
    id: "r6-family-5",
    category: "family",
    turns: [
      {
        user: "Wir (1975 und 1978) mit zwei Kindern 2009 und 2013 in 8400 Winterthur, 2500 für uns beide und 0 für die Kinder",
        expect: { fields: { persons: [{ birthYear: 1975, franchise: 2500 }, { birthYear: 1978, franchise: 2500 }, { birthYear: 2009, franchise: 0 }, { birthYear: 2013, franchise: 0 }] } },
      },
    ],
  },
  // --- numbers
  {
    id: "r6-numbers-1",
    category: "numbers",
    note: "2500 is also Biel's postal code: beside another postal code it is the deductible.",
    turns: [{ user: "1986 – 2500 – 3007 – hmo – mit unfall", expect: { fields: { plz: "3007", birthYear: 1986, franchise: 2500, model: "hmo", accident: true } } }],
  },
  {
    id: "r6-numbers-2",
    category: "dialect-typos",
    turns: [{ user: "telmed, fr. 2000, o. unfall, 4057 basel, 1984", expect: { fields: { plz: "4057", birthYear: 1984, franchise: 2000, model: "telmed", accident: false } } }],
  },
  {
    id: "r6-numbers-3",
    category: "numbers",
    note: "A deductible given while the municipality is being asked for is a deductible, not a place.",
    turns: [
      { user: "3954 leukerbad, 1975", expect: {} },
      { user: "franchise 1500 bitte", expect: { act: "change", fields: { franchise: 1500 } } },
    ],
  },
  // --- rules asked with or without data
  {
    id: "r6-rule-1",
    category: "lookup",
    turns: [
      { user: "ich will zur sympany wechseln", expect: {} },
      { user: "gnüegt s wenn ich d kündigung am 29. uf d post bring?", expect: { act: "ask_rule", answers: [/eintreffen|eingetroffen|ankommen|poststempel/i] } },
    ],
  },
  {
    id: "r6-rule-2",
    category: "lookup",
    turns: [{ user: "kann man die franchise während dem jahr ändern?", expect: { act: "ask_rule", answers: [/1\. januar|jahresende|auf ende|neujahr|per 1/i] } }],
  },
  {
    id: "r6-rule-3",
    category: "lookup",
    turns: [{ user: "übernimmt die kasse die kosten der geburt und muss ich da franchise zahlen?", expect: { act: "ask_rule", answers: [/mutterschaft|geburt|schwangerschaft/i, /franchise|kostenbeteiligung|selbstbehalt/i] } }],
  },
  {
    id: "r6-rule-4",
    category: "lookup",
    turns: [
      { user: "8001 zürich, 1995", expect: {} },
      { user: "und wenn ich nächstes jahr 4 monate in kanada bin, bin ich dort versichert?", expect: { act: "ask_rule", answers: [/ausland|notfall|doppelt|zusatz/i] } },
    ],
  },
  {
    id: "r6-rule-5",
    category: "family",
    turns: [
      {
        user: "müssen mein mann und ich bei der gleichen krankenkasse sein? wir wohnen in 3011 bern, 1980 und 1982",
        expect: { act: "ask_rule", answers: [/nein|nicht|jede person|einzeln|separat|unabhängig/i] },
      },
    ],
  },
  {
    id: "r6-rule-6",
    category: "lookup",
    turns: [{ user: "zählt für d prämie wo ich wohne oder wo ich schaffe? wohn in 8610 uster, schaff in zug, jg 88", expect: { answers: [/wohnort|wohnsitz|wo du wohnst/i] } }],
  },
  {
    id: "r6-rule-7",
    category: "lookup",
    turns: [{ user: "wieso zahlt mini kollegin in 8400 winterthur weniger als ich in 8001 zürich, mir sind bi de gliche kasse", expect: { act: "ask_rule", answers: [/region|prämienregion|wohnort|gemeinde/i] } }],
  },
  {
    id: "r6-rule-8",
    category: "dialect-typos",
    turns: [{ user: "chasch mer erkläre was e franchise isch? kenn mi nöd us", expect: { act: "ask_rule", answers: [/selbst|kosten/i] } }],
  },
  {
    id: "r6-rule-9",
    category: "family",
    turns: [{ user: "ich bin 2005 geboren, mache eine Lehre und wohne bei meinen Eltern in 6003 Luzern. Brauche ich eine eigene Krankenkasse?", expect: { act: "ask_rule", answers: [/jede person|obligatorisch|selbst versichert|eigene|pflicht/i] } }],
  },
  {
    id: "r6-rule-10",
    category: "model-compare",
    turns: [{ user: "darf ich im hmo modell direkt zum zahnarzt oder zum gynäkologen?", expect: { act: "ask_rule", answers: [/gynäkolog|frauenarzt|zahnarzt|versicherungsbedingungen|bedingungen/i] } }],
  },
  {
    id: "r6-rule-11",
    category: "lookup",
    turns: [{ user: "ich wohne in 9494 schaan, jg 1980. was kostet bei euch die grundversicherung?", expect: { answers: [/liechtenstein/i] } }],
  },
  {
    id: "r6-rule-12",
    category: "current-insurer",
    turns: [
      { user: "bin bi de sanitas, 8004 zürich, 1983", expect: { fields: { currentInsurer: "Sanitas" } } },
      { user: "wie mach ich das jetzt am beschte?", expect: { act: "ask_rule", answers: [/kündig/i, /\d{1,2}\. (november|dezember)|30\. ?11/i] } },
    ],
  },
  {
    id: "r6-rule-13",
    category: "lookup",
    note: "Several questions in one message: each is answered.",
    turns: [
      {
        user: "zwei fragen: bis wann muss ich kündigen und brauche ich die unfalldeckung wenn ich 80% angestellt bin?",
        expect: { act: "ask_rule", answers: [/30\. november|30\.11/i, /8 stunden|arbeitgeber|uvg/i] },
      },
    ],
  },
  {
    id: "r6-rule-14",
    category: "family",
    turns: [{ user: "min sohn isch 2008 gebore – wird sini prämie nächschts jahr tüürer?", expect: { answers: [/junge erwachsene|19|erwachsen/i] } }],
  },
  // --- prices and comparisons
  {
    id: "r6-price-1",
    category: "question-price",
    turns: [{ user: "Was macht Franchise 1500 statt 300 aus? 3008 Bern, 1977", expect: { fields: { franchise: 1500 }, figures: [{ what: "cheapest", franchise: 300 }, { what: "cheapest", franchise: 1500 }] } }],
  },
  {
    id: "r6-price-2",
    category: "model-compare",
    turns: [
      {
        user: "1700 fribourg, 1993, franchise 2000 mit unfall. wie viel spar ich mit einem sparmodell gegenüber standard?",
        expect: { act: "ask_compare", figures: [{ what: "cheapest", model: "standard", franchise: 2000, accident: true }] },
      },
    ],
  },
  {
    id: "r6-price-3",
    category: "question-price",
    turns: [
      { user: "6900 lugano, 1970", expect: {} },
      { user: "und was kostet die teuerste kasse?", expect: { act: "ask_price", answers: [/teuerst|am meisten|höchst/i, /\d+[.,]\d{2}/] } },
    ],
  },
  {
    id: "r6-price-4",
    category: "question-price",
    turns: [{ user: "bräuchte die prämie für telmed mit 2500 ohne unfall, 9000 st. gallen, 1985", expect: { act: "ask_price", figures: [{ what: "cheapest", model: "telmed", franchise: 2500, accident: false }] } }],
  },
  {
    id: "r6-price-5",
    category: "named-insurer",
    turns: [
      { user: "3014 bern, 1989", expect: {} },
      { user: "was kostet die css verglichen mit der helsana?", expect: { act: "ask_compare", figures: [{ what: "insurer", insurer: "CSS" }, { what: "insurer", insurer: "Helsana" }] } },
    ],
  },
  // --- the quote
  {
    id: "r6-quote-1",
    category: "quote",
    turns: [
      { user: "8050 zürich, 1991", expect: {} },
      { user: "ich nim s billigschte", expect: { act: "choose_offer" } },
      { user: "ja gern", expect: {} },
      { user: "Nina Keller, nina.keller@gmx.ch, 078 555 12 34", expect: { act: "give_contact" } },
    ],
  },
  // --- after the fifth held-out set (written anew)
  {
    id: "r6b-next-year-1",
    category: "current-insurer",
    note: "An amount the premium rises to is next year's: compared in the same year.",
    turns: [{ user: "Bei der Sympany steigt meine Prämie 2027 auf 488 Franken. 3007 Bern, 1975, Franchise 1000, Hausarzt", expect: { fields: { currentInsurer: "Sympany", currentPremium: 488, plz: "3007", birthYear: 1975, franchise: 1000 } } }],
  },
  {
    id: "r6b-next-year-2",
    category: "current-insurer",
    turns: [
      { user: "d kpt het mer gschribe, dass es tüürer wird", expect: { fields: { currentInsurer: "KPT" } } },
      { user: "6003 luzern, jg 1971, 2500 franchise, zahl ab januar 402.70", expect: { fields: { currentInsurer: "KPT", currentPremium: 402.7, plz: "6003", franchise: 2500 } } },
    ],
  },
  {
    id: "r6b-listed-1",
    category: "current-insurer",
    turns: [{ user: "visana, 2000 franchise, telmed, 371 fr, 5000 aarau, 1984", expect: { fields: { currentInsurer: "Visana", currentPremium: 371, currentModel: "telmed", franchise: 2000, plz: "5000", birthYear: 1984 } } }],
  },
  {
    id: "r6b-yearly-1",
    category: "numbers",
    turns: [{ user: "für d grundversicherig zahl ich im jahr 6120 franke, 8400 winterthur, jg 1979", expect: { fields: { currentPremium: 510, plz: "8400", birthYear: 1979 } } }],
  },
  {
    id: "r6b-typos-1",
    category: "dialect-typos",
    turns: [{ user: "kk grundvers. 1 pers., jg 90, 3006 bern, hmo, fr. 1.5k, mit unf", expect: { fields: { plz: "3006", birthYear: 1990, model: "hmo", franchise: 1500, accident: true } } }],
  },
  {
    id: "r6b-typos-2",
    category: "dialect-typos",
    turns: [
      { user: "Hallo,wohne in 4500 Solothurn,Jahrgang1991,will Telmed mit Franshise 2000", expect: { fields: { plz: "4500", birthYear: 1991, model: "telmed", franchise: 2000 } } },
      { user: "unnd ohnne unfal bitte", expect: { act: "change", fields: { accident: false, franchise: 2000 } } },
    ],
  },
  {
    id: "r6b-typos-3",
    category: "place-age",
    turns: [{ user: "sali, bi en 77gi jahrgang und wohne in 4410 liestal", expect: { fields: { birthYear: 1977, plz: "4410" } } }],
  },
  {
    id: "r6b-model-1",
    category: "corrections",
    turns: [
      { user: "8400 winterthur, 1986, hmo", expect: { fields: { model: "hmo" } } },
      { user: "nei, doch kei hmo, lieber hausarzt", expect: { act: "change", fields: { model: "hausarzt" } } },
    ],
  },
  {
    id: "r6b-family-1",
    category: "family",
    turns: [
      { user: "9000 st. gallen, mir sind zwei: 1972 und 1975", expect: { fields: { plz: "9000", persons: [{ birthYear: 1972 }, { birthYear: 1975 }] } } },
      { user: "nei doch nur für mich allein, ich bin 1972", expect: { fields: { birthYear: 1972, persons: [{ birthYear: 1972 }] } } },
    ],
  },
  {
    id: "r6b-family-2",
    category: "family",
    turns: [{ user: "Familie in 8200 Schaffhausen: Mutter 1980 mit Franchise 1500, Vater 1979 mit Franchise 2500, Sohn 2013", expect: { fields: { persons: [{ birthYear: 1980, franchise: 1500 }, { birthYear: 1979, franchise: 2500 }, { birthYear: 2013, role: "child" }] } } }],
  },
  {
    id: "r6b-family-3",
    category: "family",
    turns: [
      { user: "6300 zug, jg 1984", expect: { fields: { plz: "6300", birthYear: 1984 } } },
      { user: "min schatz isch 1986 und mir hend es meitli vo 2019", expect: { fields: { plz: "6300", persons: [{ birthYear: 1984 }, { birthYear: 1986 }, { birthYear: 2019, role: "child" }] } } },
    ],
  },
  {
    id: "r6b-talk-1",
    category: "smalltalk",
    turns: [{ user: "bisch du en richtige mensch?", expect: { answers: [/bot|programm|assistent/i] } }],
  },
  {
    id: "r6b-talk-2",
    category: "quote",
    turns: [{ user: "wer gseht mini date wenn ich e offerte will?", expect: { act: "ask_rule", answers: [/krankenkasse/i, /verschlüssel/i] } }],
  },
  {
    id: "r6b-talk-3",
    category: "offtopic-hostile",
    turns: [{ user: "Wie kann ich eine Arztrechnung ändern, damit die Kasse mehr bezahlt?", expect: { act: "other", answers: [/betrug/i] } }],
  },
  {
    id: "r6b-talk-4",
    category: "offtopic-hostile",
    turns: [{ user: "wie hoch ist der säntis?", expect: { act: "other", answers: [/grundversicherung/i] } }],
  },
  {
    id: "r6b-rule-1",
    category: "lookup",
    turns: [{ user: "Ich habe wenig Einkommen. Gibt es im Kanton Bern Hilfe bei den Prämien?", expect: { act: "ask_rule", answers: [/verbilligung/i] } }],
  },
  {
    id: "r6b-rule-2",
    category: "lookup",
    turns: [{ user: "bin ich in den ferien in italien mit der grundversicherung gedeckt?", expect: { act: "ask_rule", answers: [/ausland|notfall/i] } }],
  },
  {
    id: "r6b-rule-3",
    category: "current-insurer",
    turns: [{ user: "Ich bin seit 12 Jahren bei der Concordia. Habe ich einen Nachteil, wenn ich wechsle?", expect: { act: "ask_rule", answers: [/dieselben|gleich/i] } }],
  },
  {
    id: "r6b-price-1",
    category: "model-compare",
    turns: [{ user: "wohne in 8400 winterthur, jg 1970. gits öppis günstigers als s standardmodell?", expect: { figures: [{ what: "cheapest", model: "standard" }], answers: [/hausarzt|hmo|telmed/i] } }],
  },
  {
    id: "r6b-trend-1",
    category: "tariff-year",
    turns: [
      { user: "3014 bern, 1982, prämien 2027", expect: { fields: { tariffYear: 2027 } } },
      { user: "und im vergleich zu heute?", expect: { act: "ask_trend", answers: [/2026/] } },
    ],
  },
  {
    id: "r6b-place-1",
    category: "place-age",
    turns: [{ user: "grüessech, i wohne in kloote und bi jg 1966", expect: { fields: { ort: "Kloten", birthYear: 1966 } } }],
  },
  {
    id: "r6b-quote-1",
    category: "quote",
    turns: [
      { user: "8304 wallisellen, 1993", expect: {} },
      { user: "ich hätti gern e offerte fürs günstigschte", expect: { act: "request_quote", action: "collect_offer_data" } },
      { user: "Mara Huber, Bahnhofstrasse 12, 8304 Wallisellen", expect: { act: "give_contact", fields: { plz: "8304", birthYear: 1993 } } },
    ],
  },
  {
    id: "r6b-insurers-1",
    category: "named-insurer",
    turns: [{ user: "css, sanitas oder kpt – wer isch am billigschte? 8400 winterthur, 1990", expect: { figures: [{ what: "insurer", insurer: "CSS" }, { what: "insurer", insurer: "Sanitas" }, { what: "insurer", insurer: "KPT" }] } }],
  },
  {
    id: "r6b-child-1",
    category: "family",
    turns: [{ user: "Was zahlt man für ein Kind, Jahrgang 2021, in 6003 Luzern mit Franchise 0?", expect: { fields: { franchise: 0, birthYear: 2021 } } }],
  },
  {
    id: "r6b-privacy-1",
    category: "quote",
    turns: [{ user: "was gschieht mit mine angabe wenn ich e offerte will?", expect: { act: "ask_rule", answers: [/verschlüssel/i] } }],
  },
];
