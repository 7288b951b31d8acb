import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, GERMAN_REPLY } from "../lang/patterns";

/**
 * Round 19 (29 November 2026): the classes behind the misses of German v18 and French/Italian/English v9, in all four
 * languages: the year's figure of the last answer asked as a follow-up, an offer of the list liked ("di dritti gfallt
 * mer", "la première me va"), contact data given at once in the quote (acknowledged, the day of the known birth year
 * asked, a day and month completed), contact data that keep the conversation's language, thanks and goodbyes with more
 * words, "is that still in time?" answered yes first, and rule questions in dialect and in the other languages: a long
 * trip, unpaid premiums, who pays the subsidy, the deductible on a switch, no reason needed to cancel, no gap between
 * two insurers, a model changed back. Written for development, with other words and places than the held-out sets'.
 */
const YEARLY_DE = /im Jahr|pro Jahr|jährlich/i;
const CONTACT_DE = /Geburt|geboren|Tag/i;
export const round19Cases: AdvisorCase[] = [
  {
    id: "r19-yearly-follow-up",
    category: "tariff-year",
    turns: [
      { user: "4410 liestal, jg 1977" },
      { user: "und wie vill isch das ufs ganze johr?", expect: { fields: { plz: "4410", birthYear: 1977 }, answers: [CHF_AMOUNT, YEARLY_DE] } },
    ],
  },
  {
    id: "r19-yearly-follow-up-fr",
    category: "tariff-year",
    language: "fr",
    turns: [
      { user: "Morges 1110, née en 1984, franchise 1500" },
      { user: "et sur l'année ça fait combien ?", expect: { fields: { plz: "1110", birthYear: 1984, franchise: 1500 }, answers: [CHF_AMOUNT, /par an/i], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r19-yearly-follow-up-it",
    category: "tariff-year",
    language: "it",
    turns: [
      { user: "Chiasso, sono del 1969" },
      { user: "e all'anno quanto viene?", expect: { fields: { plz: "6830", birthYear: 1969 }, answers: [CHF_AMOUNT, /all'anno/i], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r19-yearly-follow-up-en",
    category: "tariff-year",
    language: "en",
    turns: [
      { user: "8810 Horgen, born 1992, 2500 deductible" },
      { user: "and over a full year that's how much?", expect: { fields: { plz: "8810", birthYear: 1992, franchise: 2500 }, answers: [CHF_AMOUNT, /per year/i], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "r19-likes-offer",
    category: "quote",
    turns: [
      { user: "5000 aarau, 1986, franchise 2000" },
      { user: "di dritti gfallt mer", expect: { act: "choose_offer" } },
      { user: "ja, schick mer e offerte", expect: { act: "request_quote", action: "collect_offer_data" } },
      {
        user: "Nina Keller, Bahnhofstrasse 12, 5000 Aarau, 079 444 55 66, nina.keller@example.ch",
        expect: { act: "give_contact", answers: [/Danke, notiert/, CONTACT_DE, /1986/], notAnswers: [/Wann bist du geboren/] },
      },
      { user: "3.7.", expect: { act: "give_contact", answers: [/Frau, Herr oder divers/] } },
    ],
  },
  {
    id: "r19-likes-offer-fr",
    category: "quote",
    language: "fr",
    turns: [
      { user: "Bulle 1630, né en 1979" },
      { user: "la première me convient, vous pouvez m'envoyer une offre ?", expect: { act: "choose_offer", action: "collect_offer_data" } },
      { user: "Luc Python, rue de Gruyères 14, 1630 Bulle, 026 555 66 77, luc.python@example.ch", expect: { answers: [/Merci, c'est noté/, /1979/], notAnswers: [/Quelle est votre date de naissance/, GERMAN_REPLY] } },
    ],
  },
  {
    id: "r19-likes-offer-en",
    category: "quote",
    language: "en",
    turns: [
      { user: "6300 Zug, born 1988" },
      { user: "the third one sounds good, can you send me an offer?", expect: { act: "choose_offer", action: "collect_offer_data" } },
      {
        user: "Tom Baker, Rue du Marché 3, 6300 Zug, tom.baker@example.com, 078 222 33 44",
        expect: { answers: [/Thanks, noted/, /1988/], notAnswers: [/When were you born/, GERMAN_REPLY, /\b(?:vous|votre)\b/] },
      },
    ],
  },
  {
    id: "r19-thanks-fr",
    category: "smalltalk",
    language: "fr",
    turns: [{ user: "super merci, bonne soirée et à demain avec mes infos !", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r19-thanks-it",
    category: "smalltalk",
    language: "it",
    turns: [{ user: "grazie, gentilissima, buona domenica", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r19-thanks-en",
    category: "smalltalk",
    language: "en",
    turns: [{ user: "legend, cheers mate", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r19-still-in-time",
    category: "lookup",
    turns: [{ user: "wenn i mini kündigung hüt no schriibe, langt das no uf s nöie johr?", expect: { act: "ask_rule", answers: [/^Ja/, /30\. November/] } }],
  },
  {
    id: "r19-trip",
    category: "lookup",
    turns: [
      { user: "mir göhn es johr uf reise, chönne mir d krankekasse so lang sistiere?", expect: { act: "ask_rule", answers: [/Wohnsitz/, /nicht/, /Art\. 3 Abs\. 1 KVG/] } },
    ],
  },
  {
    id: "r19-trip-en",
    category: "lookup",
    language: "en",
    turns: [{ user: "we're backpacking for 8 months, can we put the health insurance on hold?", expect: { act: "ask_rule", answers: [/domicile/, /cannot be suspended/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r19-unpaid",
    category: "lookup",
    turns: [
      { user: "ich ha d rächnige vo de kk scho lang nümm zahlt, was passiert?", expect: { act: "ask_rule", answers: [/Mahn/, /Betreibung/] } },
      { user: "und chönd die mi denn rauswerfe?", expect: { act: "ask_rule", answers: [/bleibst versichert/] } },
    ],
  },
  {
    id: "r19-unpaid-it",
    category: "lookup",
    language: "it",
    turns: [{ user: "non riesco più a pagare i premi, cosa mi succede?", expect: { act: "ask_rule", answers: [/diffida/, /30 giorni/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r19-subsidy-who-pays",
    category: "lookup",
    turns: [
      { user: "wie funktioniert die prämienverbilligung?" },
      { user: "und wer bezahlt die, der bund oder die kantone?", expect: { act: "ask_rule", answers: [/Bund/, /Kanton/, /Art\. 66 Abs\. 2 KVG/] } },
    ],
  },
  {
    id: "r19-deductible-on-switch-fr",
    category: "lookup",
    language: "fr",
    turns: [{ user: "si je change de caisse au 1er janvier, je perds la franchise que j'ai déjà payée ?", expect: { act: "ask_rule", answers: [/année civile/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r19-no-reason",
    category: "lookup",
    language: "it",
    turns: [{ user: "per disdire devo dare un motivo alla cassa?", expect: { act: "ask_rule", answers: [/motivo/, /art\. 7 cpv\. 1 e 2 LAMal/], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "r19-no-gap",
    category: "lookup",
    turns: [{ user: "was isch wenn die neui kasse nonig bestätigt het, bin i denn ohni versicherig im januar?", expect: { act: "ask_rule", answers: [/bisherige|alte|weiter/] } }],
  },
  {
    id: "r19-model-back-fr",
    category: "model-compare",
    language: "fr",
    turns: [{ user: "si je passe au telmed et que ça me plaît pas, je peux revenir au standard quand je veux ?", expect: { act: "ask_rule", answers: [/fin d'une année civile|fin de l'année|1er janvier/i], notAnswers: [GERMAN_REPLY] } }],
  },
];
