import type { AdvisorCase } from "../../case-format";
import { CHF_AMOUNT, FR, GERMAN_REPLY } from "../patterns";

/** French as Swiss Romands type it: place and age, typos, numbers, tariff years, prices, insurers. */
const UNKNOWN_POSTAL_CODE = /(npa|code postal)\b[^.]*\b(inconnu|introuvable|n'existe pas|ne connais pas)/i;

export const cases: AdvisorCase[] = [
  {
    id: "fr-place-age-1",
    category: "place-age",
    turns: [
      { user: "bonjour, j'habite à Lausanne, née en 1988, franchise 2500", expect: { fields: { ort: "Lausanne", birthYear: 1988, franchise: 2500 }, act: "provide_info", notAnswers: [GERMAN_REPLY] } },
      { user: "sans accident, je travaille à 80%", expect: { fields: { accident: false, franchise: 2500, ort: "Lausanne" } } },
      {
        user: "c'est combien le moins cher ?",
        expect: { act: "ask_price", figures: [{ what: "cheapest", franchise: 2500, accident: false }], answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY, FR.asksBirthYear] },
      },
    ],
  },
  {
    id: "fr-place-age-2",
    category: "place-age",
    note: "41 in November 2026: born 1985.",
    turns: [
      { user: "NPA 1205, j'ai 41 ans", expect: { fields: { plz: "1205", birthYear: 1985 }, act: "provide_info" } },
      { user: "modèle médecin de famille", expect: { fields: { model: "hausarzt", plz: "1205" } } },
      {
        user: "avec la franchise la plus basse",
        expect: { fields: { franchise: 300, model: "hausarzt" }, figures: [{ what: "cheapest", model: "hausarzt", franchise: 300 }], answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "fr-place-age-3",
    category: "place-age",
    note: "Bienne is the French name of Biel/Bienne.",
    turns: [
      { user: "je vis à Bienne depuis peu, je suis de 1997", expect: { fields: { ort: "Biel/Bienne", birthYear: 1997 } } },
      {
        user: "quel est le prix pour le modèle standard ?",
        expect: { fields: { model: "standard" }, act: "ask_price", figures: [{ what: "cheapest", model: "standard" }], answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "fr-place-age-4",
    category: "place-age",
    note: "'septante-deux' is 72 in Swiss French: born 1954. A pensioner is not asked the 8-hour question.",
    turns: [
      { user: "j'ai septante-deux ans et j'habite à Vevey", expect: { fields: { birthYear: 1954, ort: "Vevey" }, act: "provide_info", notAnswers: [FR.eightHours] } },
      { user: "je suis à la retraite, avec accident bien sûr", expect: { fields: { accident: true, birthYear: 1954 }, notAnswers: [FR.eightHours] } },
      {
        user: "et avec une franchise de 2500 ?",
        expect: { fields: { franchise: 2500, accident: true }, figures: [{ what: "cheapest", franchise: 2500, accident: true }], answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "fr-dialect-typos-1",
    category: "dialect-typos",
    turns: [
      { user: "slt, jsuis né en 92 a geneve, cb coute la caisse maladie?", expect: { fields: { birthYear: 1992, ort: "Genève" }, act: "ask_price", notAnswers: [GERMAN_REPLY] } },
      { user: "1203", expect: { fields: { plz: "1203", birthYear: 1992 } } },
      {
        user: "franchise max et sans accidents stp",
        expect: { fields: { franchise: 2500, accident: false }, figures: [{ what: "cheapest", franchise: 2500, accident: false }], answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "fr-dialect-typos-2",
    category: "dialect-typos",
    turns: [
      { user: "bjr, npa 2300 la chaux de fonds, annee 1980, modele telmed", expect: { fields: { plz: "2300", birthYear: 1980, model: "telmed" } } },
      { user: "ca fait combien par moi?", expect: { act: "ask_price", figures: [{ what: "cheapest", model: "telmed" }], answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "fr-dialect-typos-3",
    category: "dialect-typos",
    note: "'huitante' is 80 in the Vaud and Fribourg way of counting; 'réseau de soins' is the HMO model.",
    turns: [
      { user: "Salut! Je suis de Fribourg, né en mille neuf cent huitante-cinq", expect: { fields: { ort: "Fribourg", birthYear: 1985 } } },
      { user: "réseau de soins, franchise 1500, sans accident", expect: { fields: { model: "hmo", franchise: 1500, accident: false, birthYear: 1985 } } },
    ],
  },
  {
    id: "fr-dialect-typos-4",
    category: "dialect-typos",
    note: "'1950 sion' is the postal code, 1999 the birth year.",
    turns: [
      {
        user: "cc je cherche la lamal la moins chere pour moi 1950 sion 1999",
        expect: { fields: { plz: "1950", birthYear: 1999 }, figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] },
      },
      { user: "merci, et en telmed?", expect: { fields: { model: "telmed", plz: "1950" }, figures: [{ what: "cheapest", model: "telmed" }] } },
    ],
  },
  {
    id: "fr-numbers-1",
    category: "numbers",
    turns: [
      { user: "1004 Lausanne, née en 1979", expect: { fields: { plz: "1004", birthYear: 1979 } } },
      {
        user: "franchise de 1000 et sans accident",
        expect: { fields: { franchise: 1000, accident: false, plz: "1004" }, notAnswers: [UNKNOWN_POSTAL_CODE], figures: [{ what: "cheapest", franchise: 1000, accident: false }] },
      },
    ],
  },
  {
    id: "fr-numbers-2",
    category: "numbers",
    turns: [
      { user: "je paie 465,80 francs par mois chez Assura", expect: { fields: { currentInsurer: "Assura", currentPremium: 465.8 }, act: "provide_info" } },
      { user: "1110 Morges, 1989", expect: { fields: { plz: "1110", birthYear: 1989, currentInsurer: "Assura" } } },
    ],
  },
  {
    id: "fr-numbers-3",
    category: "numbers",
    note: "'2000' is first the postal code of Neuchâtel, then a deductible; the postal code stays.",
    turns: [
      { user: "j'ai 20 ans, 2000 Neuchâtel", expect: { fields: { plz: "2000", birthYear: 2006 } } },
      { user: "franchise 2000", expect: { fields: { franchise: 2000, plz: "2000", birthYear: 2006 }, notAnswers: [UNKNOWN_POSTAL_CODE], figures: [{ what: "cheapest", franchise: 2000 }] } },
    ],
  },
  {
    id: "fr-numbers-4",
    category: "numbers",
    turns: [
      { user: "2800 Delémont, 1966, standard 300 avec accident", expect: { fields: { plz: "2800", birthYear: 1966, model: "standard", franchise: 300, accident: true } } },
      { user: "et les primes 2026 ?", expect: { fields: { tariffYear: 2026, birthYear: 1966, plz: "2800" }, figures: [{ what: "cheapest", tariffYear: 2026 }], answers: [/2026/] } },
    ],
  },
  {
    id: "fr-tariff-year-1",
    category: "tariff-year",
    turns: [
      {
        user: "combien vont augmenter mes primes l'année prochaine ? 1700 Fribourg, 1968, standard 300 avec accident",
        expect: {
          fields: { plz: "1700", birthYear: 1968, model: "standard", franchise: 300, accident: true },
          act: "ask_trend",
          figures: [
            { what: "cheapest", tariffYear: 2026, model: "standard", franchise: 300, accident: true },
            { what: "cheapest", tariffYear: 2027, model: "standard", franchise: 300, accident: true },
          ],
          answers: [/2027|année prochaine|prochaine année/i, CHF_AMOUNT],
          notAnswers: [GERMAN_REPLY],
        },
      },
    ],
  },
  {
    id: "fr-tariff-year-2",
    category: "tariff-year",
    turns: [
      { user: "les primes 2027 sont-elles déjà connues ?", expect: { answers: [/\boui\b|publiées|connues|septembre/i], notAnswers: [GERMAN_REPLY] } },
      { user: "alors pour moi : 1870 Monthey, 1990", expect: { fields: { plz: "1870", birthYear: 1990, tariffYear: 2027 } } },
      { user: "et c'était combien en 2026 ?", expect: { fields: { tariffYear: 2026, plz: "1870" }, figures: [{ what: "cheapest", tariffYear: 2026 }], answers: [CHF_AMOUNT] } },
    ],
  },
  {
    id: "fr-question-price-1",
    category: "question-price",
    turns: [
      {
        user: "combien coûte l'assurance de base la moins chère à Nyon pour quelqu'un né en 1975 ?",
        expect: { fields: { ort: "Nyon", birthYear: 1975 }, act: "ask_price", figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT], notAnswers: [GERMAN_REPLY] },
      },
      { user: "et par année ?", expect: { answers: [/par an|par année|annuel|année/i, CHF_AMOUNT] } },
    ],
  },
  {
    id: "fr-question-price-2",
    category: "question-price",
    turns: [
      {
        user: "c'est combien une caisse maladie en moyenne ?",
        expect: { action: "ask_user", answers: [/npa|code postal|où tu habites|où habites-tu|lieu|domicile/i, /année de naissance|âge|né|née/i], notAnswers: [GERMAN_REPLY] },
      },
      { user: "1950 Sion, 1986", expect: { fields: { plz: "1950", birthYear: 1986 }, figures: [{ what: "cheapest" }], answers: [CHF_AMOUNT] } },
      {
        user: "et avec accident, ça fait combien de plus ?",
        expect: { act: "ask_compare", figures: [{ what: "cheapest", accident: true }, { what: "cheapest", accident: false }], answers: [/accident/i, CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "fr-named-insurer-1",
    category: "named-insurer",
    turns: [
      {
        user: "combien coûte la CSS pour moi ? 1018 Lausanne, 1983",
        expect: { fields: { namedInsurer: "CSS", plz: "1018", birthYear: 1983 }, act: "ask_insurer", figures: [{ what: "insurer", insurer: "CSS" }], answers: [/css/i, CHF_AMOUNT], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  {
    id: "fr-named-insurer-2",
    category: "named-insurer",
    turns: [
      { user: "1260 Nyon, 1990, telmed 2500 sans accident", expect: { fields: { plz: "1260", birthYear: 1990, model: "telmed", franchise: 2500, accident: false } } },
      {
        user: "est-ce qu'Assura est vraiment toujours la moins chère ?",
        expect: { fields: { namedInsurer: "Assura" }, act: "ask_insurer", figures: [{ what: "insurer", insurer: "Assura", model: "telmed", franchise: 2500, accident: false }], answers: [/assura/i, /\boui\b|\bnon\b|pas toujours|pas la moins|effectivement|ici/i] },
      },
      { user: "et Sanitas ?", expect: { fields: { namedInsurer: "Sanitas" }, figures: [{ what: "insurer", insurer: "Sanitas", model: "telmed", franchise: 2500 }], answers: [/sanitas/i] } },
    ],
  },
  {
    id: "fr-named-insurer-3",
    category: "named-insurer",
    note: "SLKK offers no basic insurance in the canton of Vaud.",
    turns: [
      { user: "1003 lausanne, 1972, médecin de famille 1000", expect: { fields: { plz: "1003", birthYear: 1972, model: "hausarzt", franchise: 1000 } } },
      { user: "et la SLKK, elle coûte combien ici ?", expect: { fields: { namedInsurer: "SLKK" }, answers: [/slkk/i, /\bpas\b|aucun|ne propose|uniquement|seulement/i], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "fr-current-insurer-1",
    category: "current-insurer",
    turns: [
      { user: "je suis chez Helsana, je paie 498 francs par mois", expect: { fields: { currentInsurer: "Helsana", currentPremium: 498 }, act: "provide_info" } },
      {
        user: "1227 Carouge, 1982, médecin de famille, franchise 1500, sans accident",
        expect: { fields: { plz: "1227", birthYear: 1982, model: "hausarzt", franchise: 1500, accident: false, currentInsurer: "Helsana", currentPremium: 498 } },
      },
      { user: "combien je peux économiser ?", expect: { figures: [{ what: "saving" }], answers: [/helsana|498/i, CHF_AMOUNT], notAnswers: [GERMAN_REPLY, FR.asksBirthYear] } },
    ],
  },
  {
    id: "fr-current-insurer-2",
    category: "current-insurer",
    note: "Asked on 24 November 2026: the notice must reach Visana by 30 November.",
    turns: [
      { user: "ma caisse c'est Visana, je veux changer pour 2027, c'est encore possible ?", expect: { fields: { currentInsurer: "Visana" }, act: "ask_rule", answers: [FR.novemberDeadline], notAnswers: [GERMAN_REPLY] } },
      { user: "comment je résilie ?", expect: { act: "ask_rule", answers: [/lettre|écrit|recommandé|courrier/i] } },
      {
        user: "2800 Delémont, 1971, standard 300 avec accident, qui est le moins cher ?",
        expect: { fields: { plz: "2800", birthYear: 1971, currentInsurer: "Visana" }, figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }], answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "fr-current-insurer-3",
    category: "current-insurer",
    note: "The saving is like-for-like: same model, deductible and accident cover as the Sympany contract.",
    turns: [
      {
        user: "je suis chez Sympany, franchise 300, modèle standard, avec accident, 1530 Payerne, née en 1963. ça vaut la peine de changer ?",
        expect: {
          fields: { currentInsurer: "Sympany", franchise: 300, model: "standard", accident: true, plz: "1530", birthYear: 1963 },
          figures: [{ what: "current", insurer: "Sympany", model: "standard", franchise: 300, accident: true }],
          answers: [/sympany/i, CHF_AMOUNT],
          notAnswers: [GERMAN_REPLY],
        },
      },
      { user: "je ne veux pas changer de franchise", expect: { fields: { franchise: 300 }, figures: [{ what: "saving" }] } },
    ],
  },
];
