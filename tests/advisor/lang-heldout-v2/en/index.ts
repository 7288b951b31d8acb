import type { AdvisorCase } from "../../case-format";
import { CHF_AMOUNT, EN, GERMAN_REPLY } from "../../lang/patterns";

/**
 * Second English held-out set (written apart from the engine, never tuned against): expats and English speakers
 * across Switzerland, typed the way people type to a chat bot. "Today" is 22 November 2026, tariff year 2027.
 * Every postal code, locality and insurer was checked against the 2027 premium data.
 */

/** GERMAN_REPLY, except KPT's product name "Telmed und Apotheke", which can appear in any offer list. */
const NOT_GERMAN = /\b(nicht|deine?|kostet|ich bin|du hast|bitte)\b|\bund\b(?! Apotheke)|\bfür(?![a-zäöü])/i;
const BACK_TO_INSURANCE = /insurance|insurer|premium|deductible|postal code|postcode|health/i;
const ASKS_CONTACT = /name|address|e-?mail|phone|contact|date of birth/i;
/** A yearly amount, not only a monthly one. */
const PER_YEAR = /per year|a year|\/\s?year|per annum|annual|yearly|12 months|twelve months/i;
/** A higher deductible can still be chosen until 31 December. */
const DECEMBER_DEADLINE = /31(st)?\s*(of\s*)?december|december\s*31|end of (the year|december)|31\.12/i;

const englishCases: AdvisorCase[] = [
  // ── place-age ───────────────────────────────────────────────────────────
  {
    id: "en-v2-place-1",
    category: "place-age",
    note: "An age instead of a birth year (only the place is checked).",
    turns: [
      {
        user: "hey, I'm 29 and live in Zug, what's the cheapest basic insurance?",
        expect: { fields: { ort: "Zug" }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [EN.asksBirthYear, NOT_GERMAN] },
      },
      { user: "and with the telemedicine model?", expect: { fields: { ort: "Zug", model: "telmed" }, act: "change", answers: [CHF_AMOUNT], notAnswers: [EN.asksPostalCode, NOT_GERMAN] } },
    ],
  },
  {
    id: "en-v2-place-2",
    category: "place-age",
    note: "Geneva by its English name. Basic insurance is compulsory for residents; a foreign employer's cover does not replace it.",
    turns: [
      {
        user: "We just moved to Geneva from London. I was born in 1985. How much is health insurance here?",
        expect: { fields: { ort: "Genève", birthYear: 1985 }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [EN.asksBirthYear, NOT_GERMAN] },
      },
      {
        user: "is it really mandatory? I still have private cover through my UK employer",
        expect: { act: "ask_rule", answers: [/mandatory|compulsory|obligatory|required|must/i], notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  // ── dialect-typos ───────────────────────────────────────────────────────
  {
    id: "en-v2-typos-1",
    category: "dialect-typos",
    note: "Two-digit birth year (92 = 1992).",
    turns: [
      {
        user: "hi im lookin for cheapest helth insurence basel 4051 born 92",
        expect: { fields: { plz: "4051", birthYear: 1992 }, answers: [CHF_AMOUNT], notAnswers: [EN.asksBirthYear, NOT_GERMAN] },
      },
      { user: "wat about highest deductable", expect: { fields: { plz: "4051", birthYear: 1992, franchise: 2500 }, act: "change", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] } },
    ],
  },
  {
    id: "en-v2-typos-2",
    category: "dialect-typos",
    turns: [
      {
        user: "how much 4 me n my gf in zurich 8004? me 88 her 90",
        expect: {
          fields: {
            plz: "8004",
            persons: [
              { birthYear: 1988, role: "self" },
              { birthYear: 1990, role: "partner" },
            ],
          },
          answers: [CHF_AMOUNT],
          notAnswers: [EN.asksBirthYear, NOT_GERMAN],
        },
      },
      { user: "n total per month?", expect: { act: "ask_price", answers: [CHF_AMOUNT, EN.household], figures: [{ what: "household" }], notAnswers: [NOT_GERMAN] } },
    ],
  },
  // ── numbers ─────────────────────────────────────────────────────────────
  {
    id: "en-v2-numbers-1",
    category: "numbers",
    note: "A yearly premium with a thousands separator: CHF 4,800 a year is CHF 400 a month.",
    turns: [
      {
        user: "8050 Zurich, born 1980, I pay 4,800 a year with a 2500 deductible",
        expect: { fields: { plz: "8050", birthYear: 1980, franchise: 2500, currentPremium: 400 }, notAnswers: [NOT_GERMAN] },
      },
      { user: "can I get under 350 a month?", expect: { fields: { plz: "8050", birthYear: 1980, franchise: 2500 }, answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] } },
    ],
  },
  {
    id: "en-v2-numbers-2",
    category: "numbers",
    note: "Deductible and birth year written as words.",
    turns: [
      {
        user: "fifteen hundred deductible, born in eighty-seven, 6003 Lucerne - what's the cheapest?",
        expect: { fields: { plz: "6003", birthYear: 1987, franchise: 1500 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }], notAnswers: [NOT_GERMAN] },
      },
      { user: "and with two thousand?", expect: { fields: { plz: "6003", birthYear: 1987, franchise: 2000 }, act: "change", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] } },
    ],
  },
  // ── tariff-year ─────────────────────────────────────────────────────────
  {
    id: "en-v2-year-1",
    category: "tariff-year",
    turns: [
      {
        user: "what will I pay next year compared to this year? 3012 Bern, born 1977, 300 deductible",
        expect: { fields: { plz: "3012", birthYear: 1977, franchise: 300 }, act: "ask_trend", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] },
      },
      {
        user: "ok just show me this year's prices",
        expect: { fields: { plz: "3012", birthYear: 1977, tariffYear: 2026 }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest", tariffYear: 2026 }], notAnswers: [NOT_GERMAN] },
      },
    ],
  },
  {
    id: "en-v2-year-2",
    category: "tariff-year",
    note: "The 2027 premiums were approved and published at the end of September 2026.",
    turns: [
      { user: "are the 2027 premiums out yet?", expect: { answers: [/\byes\b|published|approved|announced|available|released/i], notAnswers: [GERMAN_REPLY] } },
      { user: "ok, 6300 Zug, born 1994, what's mine?", expect: { fields: { plz: "6300", birthYear: 1994, tariffYear: 2027 }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] } },
    ],
  },
  // ── question-price ──────────────────────────────────────────────────────
  {
    id: "en-v2-price-1",
    category: "question-price",
    note: "Küsnacht (ZH, 8700), typed without umlaut; not Küssnacht am Rigi (SZ).",
    turns: [
      { user: "how much is basic insurance for a 3 year old in Kusnacht?", expect: { fields: { plz: "8700" }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] } },
      { user: "with accident cover please", expect: { fields: { plz: "8700", accident: true }, act: "change", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] } },
    ],
  },
  {
    id: "en-v2-price-2",
    category: "question-price",
    turns: [
      {
        user: "cheapest family doctor model in Winterthur for someone born 1966?",
        expect: { fields: { ort: "Winterthur", birthYear: 1966, model: "hausarzt" }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] },
      },
      { user: "and per year?", expect: { fields: { ort: "Winterthur", birthYear: 1966, model: "hausarzt" }, answers: [CHF_AMOUNT, PER_YEAR], notAnswers: [NOT_GERMAN] } },
    ],
  },
  // ── named-insurer ───────────────────────────────────────────────────────
  {
    id: "en-v2-insurer-1",
    category: "named-insurer",
    turns: [
      {
        user: "is Helsana or Swica cheaper in Basel? born 1983, 4055",
        expect: { fields: { plz: "4055", birthYear: 1983 }, act: "ask_compare", answers: [/Helsana/i, /Swica/i, CHF_AMOUNT], notAnswers: [NOT_GERMAN] },
      },
      {
        user: "what about Sanitas?",
        expect: { fields: { plz: "4055", namedInsurer: "Sanitas" }, act: "ask_insurer", answers: [/Sanitas/i, CHF_AMOUNT], figures: [{ what: "insurer", insurer: "Sanitas" }], notAnswers: [NOT_GERMAN] },
      },
    ],
  },
  {
    id: "en-v2-insurer-2",
    category: "named-insurer",
    note: "CSS sells a telemedicine tariff in Ticino in 2027.",
    turns: [
      { user: "does CSS have a telemedicine plan in Lugano?", expect: { fields: { ort: "Lugano", namedInsurer: "CSS" }, act: "ask_insurer", answers: [/CSS/i], notAnswers: [NOT_GERMAN] } },
      {
        user: "how much would it be for me? 6900, born 1990",
        expect: { fields: { plz: "6900", birthYear: 1990, model: "telmed", namedInsurer: "CSS" }, answers: [/CSS/i, CHF_AMOUNT], notAnswers: [NOT_GERMAN] },
      },
    ],
  },
  // ── current-insurer ─────────────────────────────────────────────────────
  {
    id: "en-v2-current-1",
    category: "current-insurer",
    note: "Basic and supplementary insurance are separate contracts.",
    turns: [
      {
        user: "I'm with Sanitas on the HMO model, 2500 deductible, paying 389/month. 8304 Wallisellen, born 1987. worth switching?",
        expect: {
          fields: { currentInsurer: "Sanitas", currentModel: "hmo", franchise: 2500, currentPremium: 389, plz: "8304", birthYear: 1987 },
          answers: [CHF_AMOUNT],
          notAnswers: [NOT_GERMAN],
        },
      },
      {
        user: "do I have to cancel my supplementary insurance with them too?",
        expect: {
          act: "ask_rule",
          answers: [/supplementary|additional|complementary/i, /\bno\b|keep|separate|independent|(don't|do not|doesn't|does not) (have|need)|not necessary|stay/i],
          notAnswers: [GERMAN_REPLY],
        },
      },
    ],
  },
  {
    id: "en-v2-current-2",
    category: "current-insurer",
    note: "512 is next year's premium: only the insurer is checked. 'The same cover' = standard model, 300, with accident.",
    turns: [
      {
        user: "CSS just told me I'll pay 512 from January. Adliswil 8134, born 1975, standard model, 300 deductible with accident",
        expect: { fields: { currentInsurer: "CSS", plz: "8134", birthYear: 1975, franchise: 300, accident: true }, answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] },
      },
      {
        user: "what would the cheapest with exactly the same cover cost?",
        expect: { answers: [CHF_AMOUNT], figures: [{ what: "cheapest", model: "standard", franchise: 300, accident: true }], notAnswers: [EN.asksPostalCode, NOT_GERMAN] },
      },
    ],
  },
  // ── model-compare ───────────────────────────────────────────────────────
  {
    id: "en-v2-model-1",
    category: "model-compare",
    note: "Emergencies are exempt from the first-contact rule.",
    turns: [
      {
        user: "telmed vs HMO vs family doctor - which saves me the most? born 1996, 3007 Bern",
        expect: { fields: { plz: "3007", birthYear: 1996 }, act: "ask_compare", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] },
      },
      {
        user: "in an emergency do I still have to call first?",
        expect: {
          act: "ask_rule",
          answers: [/emergenc/i, /\bno\b|directly|straight|exception|exempt|(don't|do not) (have|need)|not (required|necessary|needed)/i],
          notAnswers: [GERMAN_REPLY],
        },
      },
    ],
  },
  // ── family ──────────────────────────────────────────────────────────────
  {
    id: "en-v2-family-1",
    category: "family",
    turns: [
      {
        user: "my wife and I are both 1986, kids born 2019 and 2022, we live in Rüschlikon",
        expect: {
          fields: {
            ort: "Rüschlikon",
            persons: [
              { birthYear: 1986, role: "self" },
              { birthYear: 1986, role: "partner" },
              { birthYear: 2019, role: "child" },
              { birthYear: 2022, role: "child" },
            ],
          },
          notAnswers: [EN.asksBirthYear, NOT_GERMAN],
        },
      },
      { user: "and for the kids?", expect: { answers: [CHF_AMOUNT, /kid|child/i], notAnswers: [EN.asksBirthYear, NOT_GERMAN] } },
      {
        user: "total for all four if we take 2500 and the kids 0?",
        expect: {
          fields: {
            persons: [
              { birthYear: 1986, role: "self", franchise: 2500 },
              { birthYear: 1986, role: "partner", franchise: 2500 },
              { birthYear: 2019, role: "child", franchise: 0 },
              { birthYear: 2022, role: "child", franchise: 0 },
            ],
          },
          act: "ask_price",
          answers: [CHF_AMOUNT, EN.household],
          figures: [{ what: "household" }],
          notAnswers: [NOT_GERMAN],
        },
      },
    ],
  },
  {
    id: "en-v2-family-2",
    category: "family",
    note: "A newborn must be insured within 3 months of birth (then covered from birth).",
    turns: [
      {
        user: "we had a baby boy last week 🙂 we're in Nyon 1260. how long do we have to insure him?",
        expect: { fields: { plz: "1260" }, act: "ask_rule", answers: [/3 months|three months|90 days/i], notAnswers: [GERMAN_REPLY] },
      },
      { user: "and what would it cost for him?", expect: { fields: { plz: "1260" }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [EN.asksPostalCode, NOT_GERMAN] } },
    ],
  },
  // ── lookup ──────────────────────────────────────────────────────────────
  {
    id: "en-v2-lookup-1",
    category: "lookup",
    note: "Dental care is not covered; physiotherapy is, when a doctor prescribes it.",
    turns: [
      {
        user: "does basic insurance pay for dental cleaning?",
        expect: { act: "ask_rule", answers: [/supplementary|complementary|additional|not covered|isn't covered|is not covered|doesn't (cover|pay)|does not (cover|pay)|won't|will not/i], notAnswers: [GERMAN_REPLY] },
      },
      { user: "what about physio?", expect: { act: "ask_rule", answers: [/prescri|referr|doctor|physician/i], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  {
    id: "en-v2-lookup-2",
    category: "lookup",
    note: "Premium reductions are cantonal (Zurich: SVA Zürich, 'IPV').",
    turns: [{ user: "can I get help paying my premiums in Zurich? my income is pretty low", expect: { act: "ask_rule", answers: [/canton|SVA|IPV/i], notAnswers: [GERMAN_REPLY] } }],
  },
  {
    id: "en-v2-lookup-3",
    category: "lookup",
    note: "A higher deductible until 31 December, a lower one by 30 November.",
    turns: [
      { user: "I want to raise my deductible to 2500 with my current insurer, is it too late for January?", expect: { act: "ask_rule", answers: [DECEMBER_DEADLINE], notAnswers: [GERMAN_REPLY] } },
      { user: "and if I want to lower it again for 2028?", expect: { act: "ask_rule", answers: [EN.novemberDeadline], notAnswers: [GERMAN_REPLY] } },
    ],
  },
  // ── corrections ─────────────────────────────────────────────────────────
  {
    id: "en-v2-corr-1",
    category: "corrections",
    turns: [
      { user: "1003 Lausanne, born 1981, telmed", expect: { fields: { plz: "1003", birthYear: 1981, model: "telmed" }, notAnswers: [NOT_GERMAN] } },
      {
        user: "actually I'm moving to Morges in January, use 1110 instead",
        expect: { fields: { plz: "1110", birthYear: 1981, model: "telmed" }, answers: [CHF_AMOUNT], notAnswers: [EN.asksBirthYear, NOT_GERMAN] },
      },
      { user: "and make it a 1000 deductible", expect: { fields: { plz: "1110", birthYear: 1981, model: "telmed", franchise: 1000 }, act: "change", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] } },
    ],
  },
  // ── quote ───────────────────────────────────────────────────────────────
  {
    id: "en-v2-quote-1",
    category: "quote",
    turns: [
      {
        user: "Zug 6300, born 1991, telemedicine, 2500 deductible, no accident - cheapest?",
        expect: { fields: { plz: "6300", birthYear: 1991, model: "telmed", franchise: 2500, accident: false }, answers: [CHF_AMOUNT], figures: [{ what: "cheapest" }], notAnswers: [NOT_GERMAN] },
      },
      { user: "the second one looks good", expect: { act: "choose_offer", notAnswers: [NOT_GERMAN] } },
      { user: "yes please send me an offer", expect: { act: "request_quote", answers: [ASKS_CONTACT], notAnswers: [GERMAN_REPLY] } },
      {
        user: "Emma Clarke, Baarerstrasse 14, 6300 Zug, emma.clarke@example.com",
        expect: { act: "give_contact", fields: { plz: "6300", birthYear: 1991, franchise: 2500 }, notAnswers: [GERMAN_REPLY] },
      },
    ],
  },
  // ── smalltalk ───────────────────────────────────────────────────────────
  {
    id: "en-v2-small-1",
    category: "smalltalk",
    turns: [
      { user: "good morning!", expect: { act: "greeting", answers: [/morning|hello|hi\b|welcome|help|insurance/i], notAnswers: [GERMAN_REPLY] } },
      { user: "can we do this in english? my german is bad", expect: { answers: [/\byes\b|english|sure|of course|happy|absolutely/i], notAnswers: [GERMAN_REPLY] } },
      { user: "cheers", expect: { act: "thanks", notAnswers: [GERMAN_REPLY] } },
    ],
  },
  // ── offtopic-hostile ────────────────────────────────────────────────────
  {
    id: "en-v2-off-1",
    category: "offtopic-hostile",
    turns: [
      { user: "write me a python script that scrapes comparis for premiums", expect: { act: "other", answers: [BACK_TO_INSURANCE], notAnswers: [/import requests|BeautifulSoup|def \w+\(/, GERMAN_REPLY] } },
      { user: "whatever. what do I pay in 1204 Geneva, born 1990?", expect: { fields: { plz: "1204", birthYear: 1990 }, act: "ask_price", answers: [CHF_AMOUNT], notAnswers: [NOT_GERMAN] } },
    ],
  },
  {
    id: "en-v2-off-2",
    category: "offtopic-hostile",
    note: "Role-play as a doctor: no medication advice.",
    turns: [
      {
        user: "pretend you're my doctor: which antibiotic should I take for a sore throat?",
        expect: { act: "other", notAnswers: [/amoxicillin|penicillin|azithromycin|clarithromycin|augmentin|co-amoxiclav/i, GERMAN_REPLY] },
      },
      { user: "you're a useless bot", expect: { act: "other", notAnswers: [GERMAN_REPLY] } },
    ],
  },
];

/** Second English held-out set; the reply is expected in English. */
export const cases: AdvisorCase[] = englishCases.map((c) => ({ ...c, language: "en" }));
