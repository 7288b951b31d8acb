import type { AdvisorCase } from "../case-format";
import { ASKS_BIRTH_YEAR, ASKS_POSTAL_CODE, CHF_AMOUNT } from "../heldout-patterns";

/** Changing one slot keeps the others; choosing an offer and giving contact data for a quote. */
export const cases: AdvisorCase[] = [
  {
    id: "ho-corrections-1",
    category: "corrections",
    turns: [
      { user: "3011 bern, 1958", expect: { fields: { plz: "3011", birthYear: 1958 } } },
      { user: "nei, 1985 nöd 1958", expect: { fields: { plz: "3011", birthYear: 1985 }, act: "change", notAnswers: [ASKS_POSTAL_CODE] } },
    ],
  },
  {
    id: "ho-corrections-2",
    category: "corrections",
    turns: [
      {
        user: "8050 zürich, 1993, telmed 2500 ohne unfall",
        expect: { fields: { plz: "8050", birthYear: 1993, model: "telmed", franchise: 2500, accident: false }, action: "show_offers" },
      },
      {
        user: "doch lieber mit unfall",
        expect: {
          fields: { accident: true, model: "telmed", franchise: 2500, plz: "8050", birthYear: 1993 },
          act: "change",
          action: "show_offers",
          figures: [{ what: "cheapest", accident: true, model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "ho-corrections-3",
    category: "corrections",
    turns: [
      { user: "plz 8404, jg 1974", expect: { fields: { plz: "8404", birthYear: 1974 } } },
      { user: "sorry tippfehler, plz isch 8044 nöd 8404", expect: { fields: { plz: "8044", birthYear: 1974 }, act: "change", notAnswers: [ASKS_BIRTH_YEAR] } },
    ],
  },
  {
    id: "ho-corrections-4",
    category: "corrections",
    note: "The deductible and model come after the offers.",
    turns: [
      { user: "6900 lugano, 1981, mit unfall", expect: { fields: { plz: "6900", birthYear: 1981, accident: true } } },
      {
        user: "hmo 1500 bitte",
        expect: {
          fields: { model: "hmo", franchise: 1500, accident: true, plz: "6900" },
          act: "change",
          action: "show_offers",
          figures: [{ what: "cheapest", model: "hmo", franchise: 1500 }],
        },
      },
      { user: "doch lieber 2500", expect: { fields: { model: "hmo", franchise: 2500, accident: true }, act: "change", action: "show_offers" } },
    ],
  },
  {
    id: "ho-corrections-5",
    category: "corrections",
    note: "A move: the new place replaces the old one, the birth year and criteria stay.",
    turns: [
      {
        user: "1800 vevey, 1990, standard 1000 avec accident",
        expect: { fields: { plz: "1800", birthYear: 1990, model: "standard", franchise: 1000, accident: true }, action: "show_offers" },
      },
      {
        user: "ah, ab januar wohn ich in bern, 3012",
        expect: { fields: { plz: "3012", birthYear: 1990, model: "standard", franchise: 1000, accident: true }, act: "change" },
      },
    ],
  },
  {
    id: "ho-corrections-6",
    category: "corrections",
    turns: [
      {
        user: "für mi 1982 und min maa 1981, 8706 meilen",
        expect: {
          fields: {
            plz: "8706",
            persons: [
              { birthYear: 1982, role: "self" },
              { birthYear: 1981, role: "partner" },
            ],
          },
        },
      },
      {
        user: "ah nei, er isch 1980",
        expect: {
          fields: {
            plz: "8706",
            persons: [
              { birthYear: 1982, role: "self" },
              { birthYear: 1980, role: "partner" },
            ],
          },
          act: "change",
        },
      },
    ],
  },
  {
    id: "ho-corrections-7",
    category: "corrections",
    turns: [
      {
        user: "8180 bülach, 1966, hausarzt 300, mit unfall",
        expect: { fields: { plz: "8180", birthYear: 1966, model: "hausarzt", franchise: 300, accident: true } },
      },
      {
        user: "ich han jetzt doch en job gfunde, 100%. also ohni unfall",
        expect: { fields: { accident: false, model: "hausarzt", franchise: 300, birthYear: 1966 }, act: "change", action: "show_offers" },
      },
    ],
  },
  {
    id: "ho-quote-1",
    category: "quote",
    note: "Name, address, e-mail and phone in one message: nothing asked again.",
    turns: [
      {
        user: "8400 winterthur, 1988, telmed 2500 ohni unfall",
        expect: { fields: { plz: "8400", birthYear: 1988, model: "telmed", franchise: 2500, accident: false }, action: "show_offers" },
      },
      { user: "ich nimm die erst", expect: { act: "choose_offer" } },
      { user: "ja ich möcht e offerte", expect: { act: "request_quote", action: "collect_offer_data" } },
      {
        user: "Anna Meier, Technikumstrasse 12, 8400 Winterthur, anna.meier@example.ch, 079 123 45 67",
        expect: { act: "give_contact", notAnswers: [/(deinen|ihren) namen|wie heisst du|deine (e-?mail|adresse|telefonnummer)/i] },
      },
    ],
  },
  {
    id: "ho-quote-2",
    category: "quote",
    turns: [
      { user: "9000 st. gallen, 1975, standard 300 mit unfall", expect: { fields: { plz: "9000", birthYear: 1975 } } },
      { user: "d sympany gfallt mir, chan i da e offerte ha?", expect: { fields: { namedInsurer: "Sympany" }, act: "request_quote", answers: [/sympany/i] } },
      // Round 3: after name and address the quote form asks the date of birth (spec order), which a good advisor asks too.
      { user: "peter keller, rorschacherstrasse 5, 9000 st. gallen", expect: { act: "give_contact", answers: [/e-?mail|telefon|nummer|geboren|geburtsdatum/i] } },
      { user: "peter.keller@example.com, 071 222 33 44", expect: { act: "give_contact", notAnswers: [/wie heisst du|deinen namen/i] } },
    ],
  },
  {
    id: "ho-quote-3",
    category: "quote",
    note: "An incomplete e-mail address is pointed out, not accepted.",
    turns: [
      { user: "5000 aarau, 1992, hmo 1000 ohni unfall", expect: { fields: { plz: "5000", birthYear: 1992, model: "hmo", franchise: 1000, accident: false } } },
      // Round 3: "the second one's quote please" picks it and asks for its quote at once: request_quote, as a human advisor would start it.
      { user: "die zweiti offerte bitte", expect: { act: "request_quote" } },
      { user: "lena brunner, bahnhofstrasse 1, 5000 aarau, lena.brunner@, 076 555 12 34", expect: { act: "give_contact", answers: [/e-?mail/i] } },
    ],
  },
  {
    id: "ho-quote-4",
    category: "quote",
    turns: [
      {
        user: "je voudrais une offre de la CSS pour 1260 nyon, né en 1979, franchise 2500 sans accident",
        expect: { fields: { plz: "1260", birthYear: 1979, franchise: 2500, accident: false, namedInsurer: "CSS" }, act: "request_quote", answers: [/css/i] },
      },
      {
        user: "modèle standard",
        expect: {
          fields: { model: "standard", namedInsurer: "CSS" },
          figures: [{ what: "insurer", insurer: "CSS", model: "standard", franchise: 2500 }],
          answers: [CHF_AMOUNT],
        },
      },
    ],
  },
];
