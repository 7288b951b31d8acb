import type { AdvisorCase } from "../case-format";

/** "zahle 408 bi de CSS", increases announced by letter, how and when to cancel, staying with the insurer.
 * Conversations take place on 22.11.2026 (eight days before 30 November, a Monday).
 * Insurers by BAG code: 8 CSS, 1562 Helsana, 376 KPT, 509 Vivao Sympany, 312 Atupri, 1384 SWICA.
 * The premiums people name are their insurer's real 2026 premiums for the situation they describe. */

/** The notice deadline for a change at the end of the year (Art. 7 Abs. 2 KVG): received by 30 November. */
const NOVEMBER_DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november|letzte(n)? arbeitstag im november/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v11-current-insurer-01",
    category: "current-insurer",
    note: "insurer and premium without the contract: a like-for-like comparison needs the deductible (and model), which the advisor must ask for; then 'standardmodell mit 2000er' gives the saving (CSS NW)",
    turns: [
      {
        user: "zahle 408 bi de css. 6386 wolfenschiessen, jg 1983. chan i da spare?",
        expect: {
          fields: { plz: "6386", birthYear: 1983, currentInsurer: "8", currentPremium: 408 },
          answers: [/welche (franchise|modell|versicherungsmodell)|(franchise|modell)[^.?!]{0,80}\?/i],
        },
      },
      {
        user: "standardmodell mit 2000er franchise",
        expect: {
          fields: {
            plz: "6386",
            birthYear: 1983,
            franchise: 2000,
            currentInsurer: "8",
            currentPremium: 408,
            currentModel: "standard",
          },
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v11-current-insurer-02",
    category: "current-insurer",
    note: "the increase letter: Helsana Telmed 500 goes from 488 to 528 in January (the real 2026 and 2027 premiums, Oetwil am See ZH region 2); the premium slot is not checked (two are named); the cheapest Telmed 500 for 2027 must be given",
    turns: [
      {
        user: "d helsana het gschribe, ab januar zahl i 528 statt 488 stutz. telmed mit 500er franchise, 8618 oetwil am see, jg 1966. lohnt sich en wächsel?",
        expect: {
          fields: { plz: "8618", birthYear: 1966, franchise: 500, currentInsurer: "1562", currentModel: "telmed" },
          figures: [{ what: "cheapest", model: "telmed", franchise: 500, tariffYear: 2027 }],
        },
      },
      {
        user: "und wänn muess d kündigung spötischtens döt si?",
        expect: { act: "ask_rule", fields: { currentInsurer: "1562" }, answers: [NOVEMBER_DEADLINE] },
      },
    ],
  },
  {
    id: "v11-current-insurer-03",
    category: "current-insurer",
    note: "how to cancel with the KPT (in writing; a registered letter is advised); then a letter arriving on 1 December is too late for 1.1.2027: the person stays another year (a switch for the end of 2027)",
    turns: [
      {
        user: "bi bi de kpt und wott wächsle. mues d kündigung igschribe si oder längt es email?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "376" },
          answers: [/eingeschrieben|einschreiben|schriftlich|unterschr/i],
        },
      },
      {
        user: "u was passiert, wenn d kpt min brief ersch am 1. dezämber überchunnt?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "376" },
          answers: [/zu spät|nicht mehr|ein (weiteres )?jahr|2028|ende 2027|nächste(s|n) jahr|erst (auf|per|für)/i],
        },
      },
    ],
  },
  {
    id: "v11-current-insurer-04",
    category: "current-insurer",
    note: "already cancelled with the Sympany, no new insurer yet: the old insurance ends only once a new insurer confirms the cover, so no gap; then the data for a Telmed 2500 search (Walenstadt SG region 2)",
    turns: [
      {
        user: "ha bi de sympany scho künt, aber no kei nöii kasse gfunde 😬 bin i denn ab januar unversicheret?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "509" },
          answers: [/\bnein\b|nicht unversichert|bleibst|weiterhin|erst (wenn|wirksam|gültig)|bestätig|keine lücke/i],
        },
      },
      {
        user: "ok. 8880 walestadt, jg 1990, telmed mit 2500. was wär am billigschte?",
        expect: {
          fields: { plz: "8880", birthYear: 1990, model: "telmed", franchise: 2500 },
          figures: [{ what: "cheapest", model: "telmed", franchise: 2500 }],
        },
      },
    ],
  },
  {
    id: "v11-current-insurer-05",
    category: "current-insurer",
    note: "'349 stutz' with Atupri Telmed 2500 without accident cover (Kilchberg ZH region 2): like-for-like saving; then the saving per year (monthly or yearly saving accepted, the word 'Jahr' required)",
    turns: [
      {
        user: "zahl 349 stutz bi de atupri, telmed 2500 ohni unfall. 8802 kilchberg, 1995. gaht das billiger?",
        expect: {
          fields: {
            plz: "8802",
            birthYear: 1995,
            franchise: 2500,
            accident: false,
            currentInsurer: "312",
            currentPremium: 349,
            currentModel: "telmed",
          },
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "und wie vill wär das im jahr?",
        expect: {
          fields: { plz: "8802", birthYear: 1995, currentInsurer: "312" },
          answers: [/jahr/i],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v11-current-insurer-06",
    category: "current-insurer",
    note: "staying with the SWICA but moving from standard to Telmed (Sachseln OW, 300): the SWICA standard and the SWICA Telmed premium; then the cheapest Telmed of all insurers",
    turns: [
      {
        user: "bi bi de swica im standardmodell mit 300. wie vill spar i, wenn i bi de swica blib aber uf telmed wächsle? 6072 sachsle, jg 1958",
        expect: {
          fields: { plz: "6072", birthYear: 1958, franchise: 300, currentInsurer: "1384", currentModel: "standard" },
          figures: [
            { what: "insurer", insurer: "1384", model: "standard", franchise: 300 },
            { what: "insurer", insurer: "1384", model: "telmed", franchise: 300 },
          ],
        },
      },
      {
        user: "und bi de günstigschte kasse mit telmed?",
        expect: {
          fields: { plz: "6072", birthYear: 1958, franchise: 300, model: "telmed" },
          figures: [{ what: "cheapest", model: "telmed", franchise: 300 }],
        },
      },
    ],
  },
];
