import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Held-out set v14, the current insurer and premium: like-for-like savings, the notice deadline, who cancels, the
 * benefits, changing only the deductible. Written apart from the engine and never tuned against (its code, its own
 * cases and its results on these cases were not looked at). Conversations take place on Sunday 22.11.2026 (8 days
 * before the notice deadline of Monday 30 November); the tariff year shown by default is 2027. Every postal code,
 * locality and insurer was checked against swisstopo's directory, the BAG premium regions and the 2026/2027 premium
 * tables in ../shared/data; the premiums people name as their own are their insurer's real 2026 premiums for the
 * situation they describe, computed from those tables with a throw-away script.
 */
const NOVEMBER = /30\.?\s*(nov|11\.)|ende november/i;
/** Asking for the current contract (deductible or model) before a like-for-like comparison. */
const ASKS_CONTRACT = /(welche|welches|welcher|was für e(ine?)?) (franchise|modell|versicherungsmodell)|(franchise|modell)[^.?!]{0,80}\?/i;
/** Basic insurance gives the same benefits at every insurer (KVG). */
const SAME_BENEFITS = /gleiche[nr]? leistung|gleich(en)? (versichert|gedeckt)|dieselben|identisch|gesetz|KVG|vorgeschrieben|überall gleich/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v14-current-insurer-01",
    category: "current-insurer",
    note: "KPT, KPTwin.doc (family doctor), 1000, without accident, 520.60 a month: the real 2026 KPT premium for an adult in BE region 1 (3047 Bremgarten b. Bern), born 1983: the like-for-like saving; then the deadline (30 November).",
    turns: [
      {
        user: "bi bi de kpt, kptwin.doc (hausarzt), 1000er franchise ohni unfall, zahle 520.60. 3047 bremgarte, jg 1983. chan i spare?",
        expect: {
          fields: {
            plz: "3047",
            birthYear: 1983,
            franchise: 1000,
            accident: false,
            currentInsurer: "KPT",
            currentPremium: 520.6,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "bis wenn mues i de dr kpt bscheid gä?",
        expect: { act: "ask_rule", fields: { currentInsurer: "KPT" }, answers: [NOVEMBER] },
      },
    ],
  },
  {
    id: "v14-current-insurer-02",
    category: "current-insurer",
    note: "Standard German: Visana Tel Doc (telemedicine), 2500, without accident, 341.50 a month: the real 2026 Visana premium for an adult in LU region 2 (6043 Adligenswil), born 1979: the like-for-like saving; then who cancels: the person, in writing (the new insurer does not cancel for them).",
    turns: [
      {
        user: "Seit drei Jahren bin ich bei der Visana (Tel Doc, Franchise 2500, Unfall ausgeschlossen) und bezahle aktuell 341.50 monatlich. Wohnort 6043 Adligenswil, Jahrgang 1979. Finde ich etwas Günstigeres mit derselben Deckung?",
        expect: {
          fields: {
            plz: "6043",
            birthYear: 1979,
            franchise: 2500,
            accident: false,
            currentInsurer: "Visana",
            currentPremium: 341.5,
            currentModel: "telmed",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "Muss ich die Visana selber kündigen oder macht das die neue Kasse?",
        expect: {
          act: "ask_rule",
          answers: [/selbst|selber|du (musst|kannst)|sie müssen|eigenhändig|persönlich|nicht automatisch|schriftlich/i],
        },
      },
    ],
  },
  {
    id: "v14-current-insurer-03",
    category: "current-insurer",
    note: "A pensioner of 74 (→ 1952) with Sanitas for ages, standard 300 with accident, 551.30 a month: the real 2026 Sanitas premium for an adult in SG region 1 (9016 St. Gallen): the like-for-like saving; then whether a cheaper insurer gives the same (yes: the benefits of basic insurance are set by law).",
    turns: [
      {
        user: "bin 74i und sit ewig bi de sanitas. standard, 300, mit unfall, zahl 551.30. 9016 st. galle. lohnt sich das no zum wächsle?",
        expect: {
          fields: {
            plz: "9016",
            birthYear: 1952,
            franchise: 300,
            accident: true,
            currentInsurer: "Sanitas",
            currentPremium: 551.3,
            currentModel: "standard",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "und krieg ich bi de billigere kasse würkli s gliiche?",
        expect: { act: "ask_rule", answers: [SAME_BENEFITS] },
      },
    ],
  },
  {
    id: "v14-current-insurer-04",
    category: "current-insurer",
    note: "ÖKK and 394.80 a month without the contract: deductible and model must be asked before a like-for-like comparison (7203 Trimmis, GR region 2, born 1976); then the contract (family doctor model, 1000, accident included): 394.80 is ÖKK's real 2026 'Hausarzt' premium for an adult there, so the saving can be given.",
    turns: [
      {
        user: "bi bi de ökk und zahl 394.80 im monet. isch das vill? 7203 trimmis, jg 1976",
        expect: {
          fields: { plz: "7203", birthYear: 1976, currentInsurer: "ÖKK", currentPremium: 394.8 },
          answers: [ASKS_CONTRACT],
          notAnswers: [/postleitzahl\?|jahrgang\?|geburtsjahr\?/i],
        },
      },
      {
        user: "isch s hausarztmodell, franchise 1000 und de unfall isch drin",
        expect: {
          fields: {
            plz: "7203",
            birthYear: 1976,
            currentInsurer: "ÖKK",
            currentPremium: 394.8,
            currentModel: "hausarzt",
            franchise: 1000,
            accident: true,
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v14-current-insurer-05",
    category: "current-insurer",
    note: "Concordia MyDoc (family doctor), 2500, without accident, 351.70 a month: the real 2026 Concordia premium for an adult in AG region 0 (5405 Dättwil: 99.8 % municipality Baden, 0.2 % Fislisbach, both AG), born 1986: the like-for-like saving; then staying and only changing the deductible for 2027: possible (a lower deductible must be asked for by 30 November, a higher one by the end of the year).",
    turns: [
      {
        user: "bi bi de concordia, mydoc, 2500 ohni unfall, zahle 351.70. 5405 dättwil, jg 1986. wie vill chönnt i spare?",
        expect: {
          fields: {
            plz: "5405",
            birthYear: 1986,
            franchise: 2500,
            accident: false,
            currentInsurer: "Concordia",
            currentPremium: 351.7,
            currentModel: "hausarzt",
          },
          answers: [CHF_AMOUNT],
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "oder chan i bi de concordia bliibe und nur d franchise für 2027 no ändere?",
        expect: { act: "ask_rule", answers: [/\bja\b|30\.?\s*nov|ende november|31\.?\s*dez|jahresende|ende (des )?jahr|möglich/i] },
      },
    ],
  },
];
