import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT, NOVEMBER_DEADLINE, PREMIUM_FIGURE } from "../heldout-patterns";

/** How basic insurance works (curated answers) and the insurance models compared. */
export const cases: AdvisorCase[] = [
  {
    id: "h2-lookup-1",
    category: "lookup",
    turns: [{ user: "bis wann muss ich kündigen wenn ich auf 2027 wechseln will?", expect: { act: "ask_rule", answers: [NOVEMBER_DEADLINE] } }],
  },
  {
    id: "h2-lookup-2",
    category: "lookup",
    note: "In Aargau the premium subsidy is handled by SVA Aargau.",
    turns: [
      {
        user: "prämienverbilligung im kanton aargau, wo beantrage ich die?",
        expect: { act: "ask_rule", answers: [/aargau/i, /SVA|sozialversicherungsanstalt/i], notAnswers: [/kanton (zürich|bern|luzern)/i] },
      },
    ],
  },
  {
    id: "h2-lookup-3",
    category: "lookup",
    turns: [
      {
        user: "zahlt die grundversicherung den zahnarzt?",
        expect: { act: "ask_rule", answers: [/nein|nicht|nur|grundsätzlich/i, /unfall|schwere|krankheit|kauapparat|zusatz/i] },
      },
      { user: "und die dentalhygiene?", expect: { answers: [/nein|nicht|zusatz|selbst/i] } },
    ],
  },
  {
    id: "h2-lookup-4",
    category: "lookup",
    note: "Liechtenstein has its own health insurance law; no Swiss KVG premiums apply.",
    turns: [
      {
        user: "ich wohne in vaduz, kann ich bei euch vergleichen?",
        expect: { answers: [/liechtenstein/i, /nicht|kein|eigene|eigenes|ausserhalb/i], notAnswers: [PREMIUM_FIGURE] },
      },
    ],
  },
  {
    id: "h2-lookup-5",
    category: "lookup",
    turns: [
      {
        user: "muss ich unfall einschliessen wenn ich 50% angestellt bin?",
        expect: { act: "ask_rule", answers: [/(8|acht) (stunden|std)/i, /arbeitgeber|UVG|nicht nötig|ausschliessen|ohne unfall|versichert/i] },
      },
    ],
  },
  {
    id: "h2-lookup-6",
    category: "lookup",
    note: "Mid-year switch: only with the standard model and ordinary deductible, notice by 31 March for 30 June.",
    turns: [
      {
        user: "kann ich mitten im jahr die kasse wechseln?",
        expect: { act: "ask_rule", answers: [/juni|31\.\s*märz|ende märz/i, /300|ordentliche|standard|grundfranchise/i] },
      },
    ],
  },
  {
    id: "h2-lookup-7",
    category: "lookup",
    turns: [
      {
        user: "was passiert wenn ich die kündigungsfrist verpasse?",
        expect: { act: "ask_rule", answers: [/2028|ein weiteres jahr|ein jahr|nächste|bleibst|automatisch|verlänger/i] },
      },
    ],
  },
  {
    id: "h2-lookup-8",
    category: "lookup",
    turns: [
      { user: "kann mich die neue kasse ablehnen weil ich chronisch krank bin?", expect: { act: "ask_rule", answers: [/nein|muss|aufnahmepflicht|aufnehmen|nicht ablehnen/i] } },
      { user: "und bei der zusatzversicherung?", expect: { answers: [/\bja\b|ablehn|vorbehalt|gesundheitsfragen|freiwillig|nicht verpflichtet/i] } },
    ],
  },
  {
    id: "h2-lookup-9",
    category: "lookup",
    note: "In Zurich the premium subsidy is handled by SVA Zürich.",
    turns: [
      { user: "wo mach ich in züri de antrag für prämieverbilligung?", expect: { answers: [/SVA|sozialversicherungsanstalt/i, /zürich/i], notAnswers: [/kanton (aargau|bern|basel)/i] } },
    ],
  },
  {
    id: "h2-lookup-10",
    category: "lookup",
    turns: [
      { user: "was deckt die grundversicherung eigentlich nicht?", expect: { act: "ask_rule", answers: [/zahn|brille|einzelzimmer|privat|halbprivat|zusatz|alternativ/i] } },
    ],
  },
  {
    id: "h2-lookup-11",
    category: "lookup",
    note: "Raising the deductible is possible for each 1 January; lowering it needs the notice by the end of November.",
    turns: [
      { user: "ich bin bei der kpt, kann ich für nächstes jahr nur die franchise ändern ohne zu wechseln?", expect: { fields: { currentInsurer: "KPT" }, act: "ask_rule", answers: [/\bja\b|kannst|möglich/i] } },
      { user: "bis wann?", expect: { answers: [/november|dezember|jahresende|ende jahr/i] } },
    ],
  },
  {
    id: "h2-lookup-12",
    category: "lookup",
    note: "Outstanding premiums block a change of insurer until they are paid (Art. 64a KVG).",
    turns: [
      { user: "ich hab noch offene rechnungen bei meiner kasse, kann ich trotzdem wechseln?", expect: { act: "ask_rule", answers: [/bezahl|begleich|ausstände|betreibung|erst|nicht/i] } },
    ],
  },
  {
    id: "h2-model-compare-1",
    category: "model-compare",
    note: "A comparison question does not silently switch the filter.",
    turns: [
      { user: "8004, 1987, 2500 ohni unfall", expect: { fields: { plz: "8004", birthYear: 1987, franchise: 2500, accident: false } } },
      {
        user: "isch HMO günstiger als Telmed?",
        expect: {
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "hmo", franchise: 2500, accident: false },
            { what: "cheapest", model: "telmed", franchise: 2500, accident: false },
          ],
          answers: [/hmo/i, /telmed/i, CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "h2-model-compare-2",
    category: "model-compare",
    turns: [
      { user: "was isch telmed genau?", expect: { answers: [/telefon|anruf|anrufen|hotline|call|online|app/i] } },
      { user: "und wenn ich nöd zerscht aalüüte?", expect: { answers: [/leistung|kürz|bezahl|sanktion|verweigern|vertrag|ausschluss|nicht/i] } },
    ],
  },
  {
    id: "h2-model-compare-3",
    category: "model-compare",
    turns: [
      { user: "welches modell isch für mi am beschte, ich ga fast nie zum dokter. 3600 thun, 1994", expect: { fields: { plz: "3600", birthYear: 1994 }, answers: [/telmed|hmo|hausarzt/i] } },
    ],
  },
  {
    id: "h2-model-compare-4",
    category: "model-compare",
    turns: [
      { user: "unterschied hausarzt und hmo?", expect: { answers: [/hausarzt/i, /gruppenpraxis|praxis|zentrum|hmo-praxis/i] } },
      { user: "kann ich im hmo meinen jetzigen arzt behalten?", expect: { answers: [/nur wenn|nur falls|sofern|wenn er|falls er|liste|angeschlossen|nicht unbedingt/i] } },
    ],
  },
  {
    id: "h2-model-compare-5",
    category: "model-compare",
    turns: [
      { user: "6900 lugano, 1963, 1000 franchise mit unfall", expect: { fields: { plz: "6900", birthYear: 1963, franchise: 1000, accident: true } } },
      {
        user: "lohnt sich standard überhaupt noch oder ist hausarzt viel billiger?",
        expect: {
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "standard", franchise: 1000, accident: true },
            { what: "cheapest", model: "hausarzt", franchise: 1000, accident: true },
          ],
          answers: [/standard/i, /hausarzt/i, CHF_AMOUNT],
        },
      },
    ],
  },
  {
    id: "h2-model-compare-6",
    category: "model-compare",
    note: "Gynaecology and ophthalmology are usually directly accessible in the alternative models.",
    turns: [{ user: "kann ich im telmed modell direkt zur frauenärztin?", expect: { answers: [/gynäkolog|frauenarzt|frauenärztin|augenarzt|direkt|ohne/i] } }],
  },
  {
    id: "h2-model-compare-7",
    category: "model-compare",
    turns: [
      { user: "9000, jahrgang 1980", expect: { fields: { plz: "9000", birthYear: 1980 } } },
      {
        user: "vergleich mir mal alle vier modelle mit 2500 franchise",
        expect: {
          fields: { franchise: 2500 },
          act: "ask_compare",
          figures: [
            { what: "cheapest", model: "standard", franchise: 2500 },
            { what: "cheapest", model: "hausarzt", franchise: 2500 },
            { what: "cheapest", model: "hmo", franchise: 2500 },
            { what: "cheapest", model: "telmed", franchise: 2500 },
          ],
          answers: [/standard/i, /hausarzt/i, /hmo/i, /telmed/i],
        },
      },
    ],
  },
];
