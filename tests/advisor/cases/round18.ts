import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, GERMAN_REPLY } from "../lang/patterns";

/**
 * Round 18 (29 November 2026): the classes behind the misses of German v17 and French/Italian/English v8, in all four
 * languages: a partner or the writer added in a follow-up ("und für mini frou?", "and me too"), two digits of a year
 * after a pronoun ("elle est de 81"), the one adult beside children is the writer, a person named right before a
 * year, a baby's price, "im 82 gibore", a place that is a sentence of its own, a locality's short form, a long
 * typo after "a", "del 1981", months that are no age, "is that per month?", two models or two deductibles asked with
 * "and", which model is cheapest, whether a model is worth it, whether a named insurer is the cheapest or got
 * dearer, leaving Switzerland (a new reviewed fact) and coming back, a move within Switzerland in Italian, switching
 * with unpaid premiums and after paying them. Written for development, with other words and places than the held-out sets'.
 */
const HOUSEHOLD = /zusammen|total|ensemble|insieme|in tutto|together|haushalt|ménage|famiglia|household/i;
export const round18Cases: AdvisorCase[] = [
  {
    id: "r18-partner-follow-up",
    category: "family",
    turns: [
      { user: "wohne in 8500 frauenfeld, jg 1971" },
      { user: "und für mini frou? si isch 1974", expect: { fields: { plz: "8500", persons: [{ birthYear: 1971, role: "self" }, { birthYear: 1974, role: "partner" }] }, answers: [CHF_AMOUNT], figures: [{ what: "household" }] } },
    ],
  },
  {
    id: "r18-partner-follow-up-fr",
    category: "family",
    language: "fr",
    turns: [
      { user: "j'habite à Sion 1950, je suis de 1968" },
      { user: "et pour mon mari ? il est de 66", expect: { fields: { plz: "1950", persons: [{ birthYear: 1968, role: "self" }, { birthYear: 1966, role: "partner" }] }, figures: [{ what: "household" }] } },
    ],
  },
  {
    id: "r18-partner-follow-up-it",
    category: "family",
    language: "it",
    turns: [
      { user: "abito a Locarno 6600, sono del 1975" },
      { user: "e per mia moglie? lei è del 77", expect: { fields: { plz: "6600", persons: [{ birthYear: 1975, role: "self" }, { birthYear: 1977, role: "partner" }] }, figures: [{ what: "household" }] } },
    ],
  },
  {
    id: "r18-self-after-child",
    category: "family",
    turns: [
      { user: "was chostet d grundversicherig für min sohn, jg 2014, in 5000 aarau?" },
      { user: "und für mi au, bi 1980", expect: { fields: { plz: "5000", persons: [{ birthYear: 2014, role: "child" }, { birthYear: 1980, role: "self" }] }, figures: [{ what: "household" }] } },
    ],
  },
  {
    id: "r18-self-after-child-en",
    category: "family",
    language: "en",
    turns: [
      { user: "how much for my daughter born 2016 in 6300 zug?" },
      { user: "and me too, born 1985", expect: { fields: { plz: "6300", persons: [{ birthYear: 2016, role: "child" }, { birthYear: 1985, role: "self" }] }, figures: [{ what: "household" }] } },
    ],
  },
  {
    id: "r18-single-parent-fr",
    category: "family",
    language: "fr",
    turns: [
      {
        user: "je suis seul avec mon fils, moi 1975 lui 2011, à Neuchâtel 2000. combien pour nous deux ?",
        expect: { fields: { plz: "2000", persons: [{ birthYear: 1975, role: "self" }, { birthYear: 2011, role: "child" }] }, answers: [HOUSEHOLD], figures: [{ what: "household" }] },
      },
    ],
  },
  {
    id: "r18-single-parent-it",
    category: "family",
    language: "it",
    turns: [
      {
        user: "sono papà solo, del 1979, con due figli del 2012 e del 2015. Lugano 6900. quanto paghiamo?",
        expect: { fields: { plz: "6900", persons: [{ birthYear: 1979, role: "self" }, { birthYear: 2012, role: "child" }, { birthYear: 2015, role: "child" }] }, figures: [{ what: "household" }] },
      },
    ],
  },
  {
    id: "r18-single-parent-de",
    category: "family",
    turns: [
      {
        user: "bi alleierziehend (1983) mit zwöi chind, 2013 und 2017, mir wohned in 3600 thun. was zahle mer?",
        expect: { fields: { plz: "3600", persons: [{ birthYear: 1983, role: "self" }, { birthYear: 2013, role: "child" }, { birthYear: 2017, role: "child" }] }, figures: [{ what: "household" }] },
      },
    ],
  },
  {
    id: "r18-baby-price",
    category: "family",
    turns: [
      { user: "mir wohned in 3600 thun und erwarted im april es chind" },
      { user: "was chostet de es baby?", expect: { fields: { plz: "3600" }, figures: [{ what: "cheapest", birthYear: 2027 }] } },
    ],
  },
  {
    id: "r18-two-digits-gibore",
    category: "dialect-typos",
    turns: [{ user: "wohne z thun 3600, bin im 82 gibore", expect: { fields: { plz: "3600", birthYear: 1982 }, figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r18-per-month",
    category: "question-price",
    turns: [
      { user: "9000 st. gallen, jg 1990" },
      { user: "isch das pro monet?", expect: { answers: [/\bja\b/i, /im jahr/i], figures: [{ what: "cheapest" }] } },
    ],
  },
  {
    id: "r18-per-month-en",
    category: "question-price",
    language: "en",
    turns: [
      { user: "8004 zurich, born 1988" },
      { user: "that's monthly right?", expect: { answers: [/\byes\b/i, /per year/i] } },
      { user: "ok and how much per yr with 2500?", expect: { fields: { franchise: 2500 }, answers: [/per year/i], figures: [{ what: "cheapest", franchise: 2500 }] } },
    ],
  },
  {
    id: "r18-per-month-it",
    category: "question-price",
    language: "it",
    turns: [
      { user: "abito a Lugano 6900, sono del 1992" },
      { user: "è al mese?", expect: { answers: [/^sì/i, /all'anno/i] } },
    ],
  },
  {
    id: "r18-two-models-and",
    category: "model-compare",
    language: "fr",
    turns: [
      {
        user: "Fribourg 1700, né en 1980 : combien en médecin de famille et en HMO ?",
        expect: { act: "ask_compare", fields: { plz: "1700", birthYear: 1980, model: null }, figures: [{ what: "cheapest", model: "hausarzt" }, { what: "cheapest", model: "hmo" }] },
      },
    ],
  },
  {
    id: "r18-which-model-cheapest",
    category: "model-compare",
    language: "it",
    turns: [
      {
        user: "quale modello costa meno a Bellinzona per me, classe 1990?",
        expect: { fields: { plz: "6500", birthYear: 1990, model: null }, figures: [{ what: "cheapest", model: "standard" }, { what: "cheapest", model: "telmed" }] },
      },
    ],
  },
  {
    id: "r18-two-deductibles-and",
    category: "question-price",
    turns: [
      {
        user: "was chostet s mit 500 und was mit 1500? 4500 solothurn, jg 1975",
        expect: { fields: { plz: "4500", birthYear: 1975 }, figures: [{ what: "cheapest", franchise: 500 }, { what: "cheapest", franchise: 1500 }] },
      },
    ],
  },
  {
    id: "r18-model-worth",
    category: "model-compare",
    turns: [
      {
        user: "lohnt sich telmed für mi? 7000 chur, jg 1983",
        expect: { fields: { plz: "7000", birthYear: 1983, model: null }, figures: [{ what: "cheapest", model: "telmed" }, { what: "cheapest", model: "standard" }] },
      },
    ],
  },
  {
    id: "r18-cheapest-claim",
    category: "named-insurer",
    turns: [
      { user: "6300 zug, jg 1970" },
      { user: "isch d helsana di billigscht?", expect: { answers: [/\bnein\b|nicht/i, /helsana/i], figures: [{ what: "insurer", insurer: "1562" }] } },
    ],
  },
  {
    id: "r18-insurer-trend",
    category: "named-insurer",
    turns: [
      {
        user: "isch d sanitas tüürer worde? 8200 schaffhausen, jg 1975, 300 franchise, standard, mit unfall",
        expect: { fields: { plz: "8200", franchise: 300, model: "standard", accident: true }, figures: [{ what: "insurer", insurer: "1509", tariffYear: 2026 }, { what: "insurer", insurer: "1509", tariffYear: 2027 }] },
      },
    ],
  },
  {
    id: "r18-leaving",
    category: "lookup",
    turns: [
      { user: "mir zügled im märz nach spanien, was passiert mit de krankekasse?", expect: { act: "ask_rule", answers: [/endet/i, /Abmeldebestätigung/i, /Art\. 5 Abs\. 3 KVG/] } },
      { user: "und wenn mir denn wieder zrugg i d schwiiz chömed?", expect: { answers: [/drei Monaten/i] } },
    ],
  },
  {
    id: "r18-leaving-it",
    category: "lookup",
    language: "it",
    turns: [{ user: "a febbraio vado a vivere in Portogallo, devo disdire la cassa malati?", expect: { act: "ask_rule", answers: [/termina/i, /senza disdetta/i, /art\. 5 cpv\. 3 LAMal/i] } }],
  },
  {
    id: "r18-return-en",
    category: "lookup",
    language: "en",
    turns: [{ user: "what happens with health insurance if I move back to switzerland next summer?", expect: { answers: [/three months/i] } }],
  },
  {
    id: "r18-debts",
    category: "lookup",
    turns: [
      { user: "ha zwöi mahnige vo de kasse und e betreibig, chan i uf januar wechsle?", expect: { answers: [/^Nein/, /64a/] } },
      { user: "und wenn i alles zahle?", expect: { answers: [/^Ja/, /30\. November 2026/] } },
    ],
  },
  {
    id: "r18-debts-en",
    category: "lookup",
    language: "en",
    turns: [
      { user: "I have unpaid premiums and a debt collection running, can I still switch insurer?", expect: { answers: [/^No/] } },
      { user: "and if I pay it all off?", expect: { answers: [/^Yes/, /30 November 2026/] } },
    ],
  },
  {
    id: "r18-moving-it",
    category: "lookup",
    language: "it",
    turns: [{ user: "a gennaio mi trasferisco da Locarno a Berna, devo cambiare cassa?", expect: { answers: [/puoi restare/i], notAnswers: [/tre mesi/i] } }],
  },
  {
    id: "r18-place-own-sentence",
    category: "place-age",
    language: "it",
    turns: [{ user: "ciao. Cadenazzo. sono del 1985, quanto costa?", expect: { fields: { plz: "6593", birthYear: 1985 }, figures: [{ what: "cheapest" }], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r18-del-year-not-postal-code",
    category: "family",
    language: "it",
    turns: [{ user: "papà solo del 1978 con un figlio del 2010, abitiamo a Biasca", expect: { fields: { plz: "6710", persons: [{ birthYear: 1978, role: "self" }, { birthYear: 2010, role: "child" }] } } }],
  },
  {
    id: "r18-deductible-typo",
    category: "dialect-typos",
    language: "it",
    turns: [{ user: "quanto costa a Mendrisio x una persona del 1970 cn franchiggia 2000?", expect: { fields: { plz: "6850", birthYear: 1970, franchise: 2000 }, figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r18-months-no-age",
    category: "lookup",
    language: "fr",
    turns: [{ user: "j'ai 2 mois de retard sur mes primes, je peux changer de caisse ?", expect: { answers: [/^Non/], notAnswers: [/année de naissance 2024/i] } }],
  },
  {
    id: "r18-long-typo-after-a",
    category: "dialect-typos",
    language: "it",
    turns: [{ user: "quanto costa la cassa malati a Chiassoo x uno del 1980?", expect: { fields: { plz: "6830", birthYear: 1980 }, figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r18-job-end-accident",
    category: "lookup",
    turns: [
      { user: "schaffe 100 % bi de post. muess i d unfalldeckig ha?" },
      { user: "und wenn mer im januar d stell kündet wird?", expect: { act: "ask_rule", answers: [/31\. Tag/, /Abredeversicherung/, /Art\. 3 Abs\. 2 UVG/] } },
    ],
  },
  {
    id: "r18-job-end-accident-it",
    category: "lookup",
    language: "it",
    turns: [{ user: "a fine anno perdo il lavoro, resto assicurato contro gli infortuni?", expect: { answers: [/31°/, /sei mesi/, /LAINF/] } }],
  },
  {
    id: "r18-hmo-practice",
    category: "model-compare",
    turns: [
      { user: "5000 aarau, jg 1984. was choschtet hmo?" },
      { user: "muess i denn i es bestimmts zentrum?", expect: { act: "ask_rule", answers: [/HMO-Gesundheitspraxis|vereinbarte Stelle/] } },
    ],
  },
  {
    id: "r18-premiums-from-follow-up",
    category: "tariff-year",
    turns: [
      { user: "2000 neuchâtel, jg 1977, was zahl i 2027?" },
      { user: "und ab wann gälted die?", expect: { answers: [/1\. Januar 2027/] } },
    ],
  },
  {
    id: "r18-subsidy-income-fr",
    category: "lookup",
    language: "fr",
    turns: [
      { user: "y a des aides pour payer la caisse maladie à Genève ?", expect: { answers: [/revenu/i, /art\. 65, al\. 3, LAMal/] } },
      { user: "je gagne 4100 net par mois, j'y ai droit ?", expect: { answers: [/revenu/i], notAnswers: [/Interlaken/i] } },
    ],
  },
  {
    id: "r18-leave-glarner",
    category: "named-insurer",
    turns: [{ user: "chan i mi in 6370 stans bi de glarner versichere? bi 1977", expect: { answers: [/nicht an|nicht/i, /Glarner/] } }],
  },
  {
    id: "r18-trend-hiir",
    category: "tariff-year",
    turns: [
      { user: "3930 visp, jg 1965" },
      { user: "isch das meh als hiir?", expect: { answers: [/2026/], figures: [{ what: "cheapest", tariffYear: 2026 }] } },
    ],
  },
  {
    id: "r18-cross-border-it",
    category: "lookup",
    language: "it",
    turns: [{ user: "sono frontaliera, abito a Varese e da gennaio lavoro a Lugano: devo fare la cassa malati svizzera?", expect: { act: "ask_rule", answers: [/diritto d'opzione/i, /tre mesi/i, /art\. 2 cpv\. 6 OAMal/i] } }],
  },
  {
    id: "r18-cross-border-de",
    category: "lookup",
    turns: [{ user: "bin grenzgänger us lörrach und schaffe ab februar in basel, mues i i d schwizer grundversicherig?", expect: { answers: [/Optionsrecht/, /drei Monaten/, /Art\. 2 Abs\. 6 KVV/] } }],
  },
  {
    id: "r18-premium-legal-en",
    category: "current-insurer",
    language: "en",
    turns: [{ user: "my insurer is raising my premium by 9 percent next year, is that even legal?", expect: { answers: [/Federal Office of Public Health|FOPH/i, /approv/i] } }],
  },
  {
    id: "r18-hours-under-eight",
    category: "lookup",
    language: "fr",
    turns: [{ user: "je travaille 5 heures par semaine dans un restaurant, je peux enlever l'accident de ma LAMal ?", expect: { answers: [/^Non\./, /5 heures par semaine/] } }],
  },
  {
    id: "r18-hours-full-time-en",
    category: "lookup",
    language: "en",
    turns: [{ user: "I work 42 hours a week at a bank, can I drop the accident cover?", expect: { answers: [/^Yes\./, /42 hours a week/] } }],
  },
  {
    id: "r18-product-names-model",
    category: "current-insurer",
    turns: [{ user: "atupri caremed, 1500 franchise, mit unfall, 6003 luzern, jahrgang 1979. was spar i?", expect: { fields: { currentInsurer: "Atupri", currentModel: "hausarzt", plz: "6003" } } }],
  },
  {
    id: "r18-avc-is-avec",
    category: "dialect-typos",
    language: "fr",
    turns: [{ user: "slt, Nyon, née en 1990, franchise 1500 avc accident", expect: { fields: { plz: "1260", birthYear: 1990, franchise: 1500, accident: true }, notAnswers: [/144/] } }],
  },
  {
    id: "r18-partner-age-en",
    category: "family",
    language: "en",
    turns: [
      { user: "6300 zug, born 1984" },
      { user: "and for my husband? he's 45", expect: { fields: { plz: "6300" }, answers: [CHF_AMOUNT], notAnswers: [/postcode/i] } },
    ],
  },
  {
    id: "r18-canton-abbreviation",
    category: "place-age",
    language: "en",
    turns: [{ user: "Muttenz BL, born 1988, what's the cheapest?", expect: { fields: { plz: "4132", birthYear: 1988 }, figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r18-insurer-letter-en",
    category: "current-insurer",
    language: "en",
    turns: [{ user: "got the Sanitas letter, Bern 3011, born 1980, deductible 2500 with accident. is there anything cheaper?", expect: { fields: { currentInsurer: "Sanitas", plz: "3011" } } }],
  },
  {
    id: "r18-deductible-from-to-fr",
    category: "numbers",
    language: "fr",
    turns: [{ user: "je passe de la franchise 300 à 1000, Vevey, 1975, ça coûte combien ?", expect: { fields: { franchise: 1000, plz: "1800", birthYear: 1975 }, notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r18-military",
    category: "lookup",
    turns: [{ user: "ab märz bin i 18 wuche i de rekruteschuel, mues i d krankekasse wiiter zahle?", expect: { act: "ask_rule", answers: [/60 Tage/, /Militärversicherung/, /Art\. 3 Abs\. 4 KVG/] } }],
  },
  {
    id: "r18-month-or-year-it",
    category: "question-price",
    language: "it",
    turns: [
      { user: "Mendrisio 6850, classe 1983" },
      { user: "è al mese o all'anno?", expect: { answers: [/mensili/, /all'anno/i], notAnswers: [/^sì/i] } },
    ],
  },
  {
    id: "r18-self-employed",
    category: "question-price",
    language: "fr",
    turns: [{ user: "je suis indépendante, Fribourg 1700, née en 1985, combien avec la franchise 2500 ?", expect: { fields: { plz: "1700", birthYear: 1985, franchise: 2500, accident: true }, figures: [{ what: "cheapest", franchise: 2500, accident: true }] } }],
  },
  {
    id: "r18-place-not-meant",
    category: "corrections",
    turns: [
      { user: "6300 zug, jg 1975" },
      { user: "nei, i ha baar gmeint, nid zug", expect: { act: "change", fields: { plz: "6340", birthYear: 1975 } } },
    ],
  },
  {
    id: "r18-budget",
    category: "question-price",
    turns: [{ user: "git s öppis under 300 stutz im monet? 3011 bärn, jg 1990", expect: { fields: { plz: "3011", birthYear: 1990, currentPremium: null }, answers: [/\bnein\b|\bja\b/i, /300/], figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r18-budget-fr",
    category: "question-price",
    language: "fr",
    turns: [{ user: "Delémont 2800, née en 1995, il y a quelque chose à moins de 450 francs par mois ?", expect: { fields: { plz: "2800", birthYear: 1995, currentPremium: null }, answers: [/\bnon\b|\boui\b/i], figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r18-deductible-difference-yearly",
    category: "numbers",
    turns: [
      { user: "5000 aarau, jg 1976, franchise 300" },
      { user: "was isch de unterschied zur 1500er, ufs jahr grechnet?", expect: { answers: [/im Jahr/], figures: [{ what: "cheapest", franchise: 1500 }] } },
    ],
  },
  {
    id: "r18-models-difference-yearly-fr",
    category: "model-compare",
    language: "fr",
    turns: [{ user: "Bulle 1630, née en 1982 : le Telmed est moins cher que le standard ?", expect: { answers: [/par an/i], figures: [{ what: "cheapest", model: "telmed" }, { what: "cheapest", model: "standard" }] } }],
  },
  {
    id: "r18-canton-beside-name",
    category: "place-age",
    turns: [
      { user: "buchs, jg 1980" },
      { user: "s buchs im aargau", expect: { fields: { plz: "5033", birthYear: 1980 }, figures: [{ what: "cheapest" }] } },
    ],
  },
  {
    id: "r18-town-insurer-dialect",
    category: "named-insurer",
    turns: [{ user: "chan ich d krankekasse wädischwil au z luzern ha? 6005, jg 1983", expect: { answers: [/Wädenswil/, /nicht/] } }],
  },
  {
    id: "r18-total-without-question-mark",
    category: "family",
    language: "fr",
    turns: [
      { user: "Bulle 1630, moi 1980, ma femme 1982, nos enfants 2011 et 2014" },
      { user: "le total pour nous quatre svp", expect: { answers: [/ensemble|total/i], figures: [{ what: "household" }] } },
    ],
  },
  {
    id: "r18-student-age",
    category: "numbers",
    turns: [{ user: "was zahlt en student vo 22 in 8001 züri?", expect: { fields: { plz: "8001" }, figures: [{ what: "cheapest" }] } }],
  },
  {
    id: "r18-supplementary-fr",
    category: "lookup",
    language: "fr",
    turns: [{ user: "j'ai une complémentaire chez Helsana, je peux changer seulement la base ?", expect: { act: "ask_rule", answers: [/complémentaire/i] } }],
  },
  {
    id: "r18-ok-thanks-after-quote-offer",
    category: "smalltalk",
    language: "fr",
    turns: [
      { user: "Sion 1950, née en 1979" },
      { user: "et chez Groupe Mutuel ?" },
      { user: "ok merci", expect: { act: "thanks", notAnswers: [/nom/i] } },
    ],
  },
  {
    id: "r18-retired-accident",
    category: "question-price",
    language: "it",
    turns: [{ user: "sono in pensione, abito a Biasca, classe 1958. quanto pago?", expect: { fields: { plz: "6710", birthYear: 1958, accident: true }, figures: [{ what: "cheapest", accident: true }] } }],
  },
];
