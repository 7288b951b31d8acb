import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, GERMAN_REPLY } from "../lang/patterns";

/**
 * Round 12 (28 November 2026): places that are everyday words of French and English ("mon", "rue", "sent"),
 * a paid ranking asked in French, Italian and English, "do you speak French well", friendly goodbyes that
 * promise to come back. Written for development, with other words than the held-out sets'.
 */
export const round12Cases: AdvisorCase[] = [
  {
    id: "r12-fr-mon-is-my",
    category: "corrections",
    language: "fr",
    turns: [
      { user: "1260 nyon, moi 1983 et mon mari 1980", expect: { fields: { plz: "1260", persons: [{ birthYear: 1983 }, { birthYear: 1980 }] }, notAnswers: [GERMAN_REPLY] } },
      { user: "pardon il est de 1979 mon mari", expect: { fields: { plz: "1260", persons: [{ birthYear: 1983 }, { birthYear: 1979 }] }, notAnswers: [/\bMon\b/, GERMAN_REPLY] } },
      { user: "et je travaille à mon compte, donc avec l'accident", expect: { fields: { plz: "1260", accident: true }, answers: [CHF_AMOUNT], notAnswers: [/\bMon\b/, GERMAN_REPLY] } },
    ],
  },
  {
    id: "r12-de-sent-is-a-place",
    category: "place-age",
    turns: [{ user: "ich wohne in Sent, jahrgang 1966", expect: { fields: { plz: "7554", birthYear: 1966 }, answers: [CHF_AMOUNT] } }],
  },
  {
    id: "r12-fr-paid-ranking",
    category: "offtopic-hostile",
    language: "fr",
    turns: [{ user: "franchement, combien la CSS vous paie pour être en premier ?", expect: { answers: [/indépendant|commission|rémunér|prix|OFSP|officiel/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-it-paid-ranking",
    category: "offtopic-hostile",
    language: "it",
    turns: [{ user: "ma la Helsana quanto vi paga per metterla in cima?", expect: { answers: [/indipendent|commission|provvigion|prezzo|UFSP|ufficial/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-en-paid-ranking",
    category: "offtopic-hostile",
    language: "en",
    turns: [{ user: "be honest, do you get a commission from the insurers?", expect: { answers: [/independent|commission|price|FOPH|official/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-fr-speak-well",
    category: "smalltalk",
    language: "fr",
    turns: [{ user: "vous parlez bien le français ?", expect: { answers: [/\boui\b|français|volontiers|bien sûr/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r12-goodbyes",
    category: "smalltalk",
    language: "fr",
    turns: [
      { user: "bonjour", expect: { act: "greeting", notAnswers: [GERMAN_REPLY] } },
      { user: "ok merci, je repasse demain avec mes infos", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r12-it-hello-and-bye",
    category: "smalltalk",
    language: "it",
    turns: [
      { user: "ehi, buongiorno!", expect: { act: "greeting", notAnswers: [GERMAN_REPLY] } },
      { user: "va be, grazie lo stesso, a presto", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r12-en-nice-sunday",
    category: "smalltalk",
    language: "en",
    turns: [
      { user: "hi", expect: { act: "greeting", notAnswers: [GERMAN_REPLY] } },
      { user: "perfect, thanks a lot and have a nice weekend", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
];
