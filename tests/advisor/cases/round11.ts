import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, GERMAN_REPLY } from "../lang/patterns";

/**
 * Round 11 (29 November 2026): persons taken out of a household told before ("nur für mi und d Chind",
 * "sans les enfants", "senza mio marito", "just me and the kids"), in four languages. Written for
 * development, with other words than the held-out sets'.
 */
export const round11Cases: AdvisorCase[] = [
  {
    id: "r11-de-partner-leaves",
    category: "corrections",
    turns: [
      {
        user: "mir sind vier: ich 1979, mini frau 1981, d chind 2012 und 2016. plz 3600 thun",
        expect: { fields: { plz: "3600", persons: [{ birthYear: 1979 }, { birthYear: 1981 }, { birthYear: 2012 }, { birthYear: 2016 }] }, figures: [{ what: "household" }] },
      },
      {
        user: "mini frau isch bim arbeitgeber versicheret, rechne ohni sie bitte",
        expect: { fields: { plz: "3600", persons: [{ birthYear: 1979, role: "self" }, { birthYear: 2012, role: "child" }, { birthYear: 2016, role: "child" }] }, figures: [{ what: "household" }] },
      },
    ],
  },
  {
    id: "r11-de-children-leave",
    category: "family",
    turns: [
      { user: "8400 winterthur, ich 1970, min maa 1968 und üsen sohn 2009", expect: { fields: { plz: "8400", persons: [{ birthYear: 1970 }, { birthYear: 1968 }, { birthYear: 2009 }] } } },
      { user: "chönd si das nume für eus zwei rechne?", expect: { fields: { persons: [{ birthYear: 1970, role: "self" }, { birthYear: 1968, role: "partner" }] }, figures: [{ what: "household" }] } },
    ],
  },
  {
    id: "r11-fr-without-children",
    category: "family",
    language: "fr",
    turns: [
      { user: "1700 fribourg, moi 1986, mon mari 1984, nos enfants 2015 et 2019", expect: { fields: { plz: "1700", persons: [{ birthYear: 1986 }, { birthYear: 1984 }, { birthYear: 2015 }, { birthYear: 2019 }] }, notAnswers: [GERMAN_REPLY] } },
      { user: "et sans les enfants, ça fait combien ?", expect: { fields: { persons: [{ birthYear: 1986 }, { birthYear: 1984 }] }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r11-it-partner-stays",
    category: "corrections",
    language: "it",
    turns: [
      { user: "6500 bellinzona, io 1983, mia moglie 1985 e un figlio del 2018", expect: { fields: { plz: "6500", persons: [{ birthYear: 1983 }, { birthYear: 1985 }, { birthYear: 2018 }] }, notAnswers: [GERMAN_REPLY] } },
      { user: "mia moglie resta con la sua cassa, calcola solo per me e il bambino", expect: { fields: { persons: [{ birthYear: 1983, role: "self" }, { birthYear: 2018, role: "child" }] }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r11-en-me-and-kids",
    category: "family",
    language: "en",
    turns: [
      { user: "we live in 1260 nyon, I'm 1988, my husband 1987, two kids 2017 and 2021", expect: { fields: { plz: "1260", persons: [{ birthYear: 1988 }, { birthYear: 1987 }, { birthYear: 2017 }, { birthYear: 2021 }] }, notAnswers: [GERMAN_REPLY] } },
      { user: "actually just me and the kids please, he's covered elsewhere", expect: { fields: { persons: [{ birthYear: 1988, role: "self" }, { birthYear: 2017 }, { birthYear: 2021 }] }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r11-de-only-me-stays-alone",
    category: "corrections",
    turns: [
      { user: "4051 basel, ich 1990 und mi fründ 1989", expect: { fields: { plz: "4051", persons: [{ birthYear: 1990 }, { birthYear: 1989 }] } } },
      { user: "ohne min fründ, nur für mich", expect: { fields: { plz: "4051", birthYear: 1990, persons: [{ birthYear: 1990 }] }, figures: [{ what: "cheapest" }] } },
    ],
  },
];

/**
 * Round 11, second part: the classes found in the second blind French, Italian and English sets, in other
 * words than theirs: French and Italian words the umlaut folding had broken ("quelle", "quest'anno"),
 * deductibles read as Biel's postal code 2500, places with an article or an exonym, look-ups asked in
 * the other languages.
 */
export const round11LanguageCases: AdvisorCase[] = [
  {
    id: "r11-fr-au-place-deductible",
    category: "place-age",
    language: "fr",
    turns: [
      { user: "coucou, je vis au Mont-sur-Lausanne, née en 1979", expect: { fields: { plz: "1052", birthYear: 1979 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
      { user: "et avec une franchise à 2000 ?", expect: { fields: { plz: "1052", franchise: 2000 }, act: "change", answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r11-fr-exonym-comma",
    category: "place-age",
    language: "fr",
    turns: [{ user: "Morat, 1990, sans accident svp", expect: { fields: { plz: "3280", birthYear: 1990, accident: false }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r11-it-slash-date-change",
    category: "numbers",
    language: "it",
    turns: [
      { user: "salve, abito a Biasca, nato il 3/11/1975", expect: { fields: { plz: "6710", birthYear: 1975 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
      { user: "e se passo dalla franchigia 300 alla 1500?", expect: { fields: { franchise: 1500, plz: "6710" }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r11-it-this-year",
    category: "tariff-year",
    language: "it",
    turns: [{ user: "6500 bellinzona, classe 1980, mostrami i premi di quest'anno", expect: { fields: { plz: "6500", birthYear: 1980, tariffYear: 2026 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r11-en-both-years-kids",
    category: "family",
    language: "en",
    turns: [
      { user: "my husband and I are both 1984, kids born 2015 and 2020, we live in 8802 Kilchberg", expect: { fields: { plz: "8802", persons: [{ birthYear: 1984 }, { birthYear: 1984 }, { birthYear: 2015 }, { birthYear: 2020 }] }, notAnswers: [GERMAN_REPLY] } },
      { user: "and for the kids?", expect: { answers: [/kid|child/i, CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
      { user: "cheers", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r11-fr-telmed-specialist",
    category: "model-compare",
    language: "fr",
    turns: [{ user: "avec le modèle telmed, je peux aller directement chez le dermato sans appeler ?", expect: { act: "ask_rule", notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r11-fr-twins-postal",
    category: "family",
    language: "fr",
    turns: [{ user: "on habite à 2000 Neuchâtel, moi 1983, mon mari 1981 et des jumeaux de 2018", expect: { fields: { plz: "2000", persons: [{ birthYear: 1983 }, { birthYear: 1981 }, { birthYear: 2018, role: "child" }, { birthYear: 2018, role: "child" }] }, notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r11-fr-currently-at",
    category: "current-insurer",
    language: "fr",
    turns: [{ user: "actuellement chez Helsana en HMO, franchise 1000, 1700 Fribourg, né en 1985", expect: { fields: { currentInsurer: "Helsana", currentModel: "hmo" }, notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r11-en-name-before-code",
    category: "place-age",
    language: "en",
    turns: [{ user: "Kilchberg 8802, born 1979, what's the cheapest?", expect: { fields: { plz: "8802", ort: "Kilchberg ZH", birthYear: 1979 }, answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } }],
  },
];
