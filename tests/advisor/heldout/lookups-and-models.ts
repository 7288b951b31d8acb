import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, EIGHT_HOURS, NOVEMBER_DEADLINE, PREMIUM_FIGURE } from "../heldout-patterns";

/** How basic insurance works (deadlines, cover, subsidies, accident) and which model fits. */
export const cases: AdvisorCase[] = [
  {
    id: "ho-lookup-1",
    category: "lookup",
    note: "Notice for the change at year end: by 30 November (Art. 7 Abs. 2 KVG); then how to cancel.",
    turns: [
      { user: "bis wann muess i kündige?", expect: { act: "ask_rule", action: "ai_response", answers: [NOVEMBER_DEADLINE] } },
      { user: "und wie kündig ich am beschte? per mail?", expect: { act: "ask_rule", answers: [/schriftlich|brief|eingeschrieben|unterschrie/i] } },
    ],
  },
  {
    id: "ho-lookup-2",
    category: "lookup",
    note: "Subsidies are a cantonal matter: Bern is named, no other canton's office.",
    turns: [
      {
        user: "wie chumm i zu prämienverbilligung im kanton bern?",
        expect: { act: "ask_rule", action: "ai_response", answers: [/bern/i], notAnswers: [/zürich|SVA Zürich|aargau/i] },
      },
    ],
  },
  {
    id: "ho-lookup-3",
    category: "lookup",
    note: "Subsidy question after the postal code: the canton comes from 8400 (Zurich).",
    turns: [
      { user: "8400 winterthur, 1994", expect: { fields: { plz: "8400", birthYear: 1994 } } },
      { user: "chan i prämieverbilligig becho?", expect: { act: "ask_rule", answers: [/zürich/i], notAnswers: [/kanton (bern|aargau|luzern|st\. ?gallen)/i] } },
    ],
  },
  {
    id: "ho-lookup-4",
    category: "lookup",
    note: "Dental care is not covered by basic insurance except in the cases of Art. 31 KVG; glasses for adults only in narrow cases.",
    turns: [
      { user: "zahlt d grundversicherig dr zahnarzt?", expect: { act: "ask_rule", action: "ai_response", answers: [/zahn/i, /\b(nein|nicht|kein|nur)\b/i] } },
      { user: "und e brülle?", expect: { act: "ask_rule", answers: [/brille/i, /\b(nein|nicht|kein|nur)\b/i] } },
    ],
  },
  {
    id: "ho-lookup-5",
    category: "lookup",
    note: "Employees with at least 8 hours a week at one employer are insured for non-occupational accidents (UVG).",
    turns: [
      {
        user: "ich schaffe 10 stund pro wuche imne kafi, bruch i d unfalldeckig?",
        expect: { act: "ask_rule", answers: [/8|acht/, /arbeitgeber|uvg|nichtberufsunfall|nbu/i], notAnswers: [/du brauchst (unbedingt )?die unfalldeckung/i] },
      },
    ],
  },
  {
    id: "ho-lookup-6",
    category: "lookup",
    note: "Mid-year change only with the ordinary deductible and standard model: 3 months' notice to the end of June (Art. 7 Abs. 1 KVG).",
    turns: [
      { user: "cha me au mitts im jahr d kasse wechsle?", expect: { act: "ask_rule", action: "ai_response", answers: [/juni|31\. märz|halbjahr|semester/i] } },
    ],
  },
  {
    id: "ho-lookup-7",
    category: "lookup",
    note: "Liechtenstein has its own health insurance: no Swiss premiums for Vaduz.",
    turns: [{ user: "ich wohne in vaduz 9490, cha ich bi öich öppis abschliesse?", expect: { answers: [/liechtenstein/i], notAnswers: [PREMIUM_FIGURE] } }],
  },
  {
    id: "ho-lookup-8",
    category: "lookup",
    turns: [
      {
        user: "muess i jedes johr neu abschliesse oder lauft das eifach wiiter?",
        expect: { act: "ask_rule", action: "ai_response", answers: [/automatisch|läuft (?:\S+ ){0,3}weiter|bleibst|bleibt|verlänger/i] },
        // Round 3: "läuft ohne Kündigung einfach weiter" says it; the pattern allowed only "läuft (einfach) weiter".
      },
      { user: "was deckt die grundversicherung eigentlich?", expect: { act: "ask_rule", answers: [/arzt|ärzt/i, /spital|medikament/i] } },
    ],
  },
  {
    id: "ho-lookup-9",
    category: "lookup",
    note: "A pensioner asking about accident cover: no 8-hour rule, cover belongs in the basic insurance.",
    turns: [
      {
        user: "bin rentnerin, jahrgang 1949. brauche ich die unfalldeckung?",
        expect: {
          fields: { birthYear: 1949 },
          act: "ask_rule",
          answers: [/\bja\b|brauchst|einschliessen|einschließen|mit unfall/i],
          notAnswers: [EIGHT_HOURS],
        },
      },
    ],
  },
  {
    id: "ho-lookup-10",
    category: "lookup",
    note: "Every insurer must accept everyone for basic insurance (Art. 4 KVG), whatever the health.",
    turns: [
      {
        user: "ich ha diabetes, chönd mi d kasse ablehne?",
        expect: { act: "ask_rule", action: "ai_response", answers: [/\b(nein|nicht|muss|müssen|aufnehmen)\b/i] },
      },
    ],
  },
  {
    id: "ho-model-compare-1",
    category: "model-compare",
    turns: [
      { user: "4600 olten, 1986, franchise 2500 ohni unfall", expect: { fields: { plz: "4600", birthYear: 1986, franchise: 2500, accident: false } } },
      {
        user: "isch HMO günstiger als Telmed?",
        expect: {
          act: "ask_compare",
          answers: [/hmo/i, /telmed/i, CHF_AMOUNT],
          figures: [
            { what: "cheapest", model: "hmo" },
            { what: "cheapest", model: "telmed" },
          ],
        },
      },
    ],
  },
  {
    id: "ho-model-compare-2",
    category: "model-compare",
    turns: [
      { user: "was isch telmed überhaupt?", expect: { act: "ask_rule", action: "ai_response", answers: [/telefon|anruf|app|ruf/i] } },
      { user: "und bi hmo?", expect: { answers: [/gruppenpraxis|hmo-praxis|praxis|zentrum/i] } },
    ],
  },
  {
    id: "ho-model-compare-3",
    category: "model-compare",
    turns: [
      { user: "hausarztmodell oder standard, was lohnt sich?", expect: { act: "ask_compare", answers: [/hausarzt/i, /freie arztwahl|standard/i] } },
      {
        user: "ok ich wohn in 8200 schaffhausen und bi 1971",
        expect: {
          fields: { plz: "8200", birthYear: 1971 },
          figures: [
            { what: "cheapest", model: "hausarzt" },
            { what: "cheapest", model: "standard" },
          ],
        },
      },
    ],
  },
  {
    id: "ho-model-compare-4",
    category: "model-compare",
    turns: [
      { user: "2000 neuchâtel, 1998, 2500 sans accident", expect: { fields: { plz: "2000", birthYear: 1998, franchise: 2500, accident: false } } },
      {
        user: "welches modell isch am günstigste für mi?",
        expect: { act: "ask_compare", figures: [{ what: "cheapest" }], answers: [/telmed|hmo|hausarzt|standard/i, CHF_AMOUNT] },
      },
      { user: "nur telmed zeige", expect: { fields: { model: "telmed", franchise: 2500 }, act: "change", action: "show_offers" } },
    ],
  },
];
