import type { AdvisorCase } from "../case-format";

/** "zahle 594.30 bi de atupri", the notice deadline, a premium without its contract, supplementary insurance and
 * whether a new insurer may refuse. Conversations take place on Sunday 22.11.2026 (eight days before 30 November).
 * Insurers by BAG code: 312 Atupri, 1562 Helsana, 1555 Visana (the CSS of v12-current-insurer-04 holds the
 * supplementary insurance; the basic insurer there is not checked).
 * The premiums people name are their insurer's real 2026 premiums for the situation they describe. */

/** The notice deadline for a change at the end of the year (Art. 7 Abs. 2 KVG): received by 30 November. */
const NOVEMBER_DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november|letzte(n)? arbeitstag im november/i;

export const currentInsurerCases: AdvisorCase[] = [
  {
    id: "v12-current-insurer-01",
    category: "current-insurer",
    note: "Bernese, Atupri standard 300 with accident at 594.30 (the real 2026 premium, Belp BE region 2): the like-for-like saving; then the saving per year ('Jahr' required)",
    turns: [
      {
        user: "bi bi de atupri und zahle 594.30 im monet. standardmodäu mit 300 franchise und unfall, 3123 belp, jg 1969. cha i da spare?",
        expect: {
          fields: {
            plz: "3123",
            birthYear: 1969,
            franchise: 300,
            accident: true,
            currentInsurer: "312",
            currentPremium: 594.3,
            currentModel: "standard",
          },
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "u wivüu wär das ufs jahr?",
        expect: {
          fields: { plz: "3123", birthYear: 1969, currentInsurer: "312" },
          answers: [/jahr/i],
          figures: [{ what: "saving" }],
        },
      },
    ],
  },
  {
    id: "v12-current-insurer-02",
    category: "current-insurer",
    note: "leaving the Helsana: the cancellation must be received by 30 November; then a registered letter sent on Monday 23 November still arrives in time",
    turns: [
      {
        user: "wott vo de helsana wäg. bis wänn mues mini kündigung det si?",
        expect: { act: "ask_rule", fields: { currentInsurer: "1562" }, answers: [NOVEMBER_DEADLINE] },
      },
      {
        user: "hüt isch jo sunntig. längts no, wenn i morn en iigschribene brief schicke?",
        expect: {
          act: "ask_rule",
          fields: { currentInsurer: "1562" },
          answers: [/\bja\b|reicht|rechtzeitig|genügt|noch zeit|sollte .{0,40}(reichen|ankommen)/i],
        },
      },
    ],
  },
  {
    id: "v12-current-insurer-03",
    category: "current-insurer",
    note: "insurer and premium without the contract (Visana, 378.90, Arbon TG): the advisor must ask for deductible or model; then 'telmed 2000 ohni unfall' (378.90 is the real 2026 Visana Tel Care premium) gives the saving; then the notice deadline",
    turns: [
      {
        user: "zahle 378.90 bi de visana. 9320 arbon, jg 1975. chan i öppis spare?",
        expect: {
          fields: { plz: "9320", birthYear: 1975, currentInsurer: "1555", currentPremium: 378.9 },
          answers: [/welche (franchise|modell|versicherungsmodell)|(franchise|modell)[^.?!]{0,80}\?/i],
        },
      },
      {
        user: "telmed mit 2000er franchise, ohni unfall",
        expect: {
          fields: {
            plz: "9320",
            birthYear: 1975,
            franchise: 2000,
            accident: false,
            currentInsurer: "1555",
            currentPremium: 378.9,
            currentModel: "telmed",
          },
          figures: [{ what: "saving" }],
        },
      },
      {
        user: "ok, und bis wänn mues i bi de visana künde?",
        expect: { act: "ask_rule", fields: { currentInsurer: "1555" }, answers: [NOVEMBER_DEADLINE] },
      },
    ],
  },
  {
    id: "v12-current-insurer-04",
    category: "current-insurer",
    note: "changing the basic insurance does not require cancelling the supplementary insurance with the CSS (separate contracts); then asthma: no insurer may refuse anyone for basic insurance",
    turns: [
      {
        user: "wenn i d grundversicherig wächsle, mues i denn d zusatzversicherig bi de css au künde?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|getrennt|separat|unabhängig|behalten|(bleiben|bleibt) .{0,30}(bestehen|bei)|muss(t)? (sie |du )?nicht|nicht .{0,20}kündigen/i],
        },
      },
      {
        user: "und chan mi e nöii kasse ablehne? ha asthma",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|muss .{0,40}aufnehmen|nicht ablehnen|aufnahmepflicht|darf .{0,40}nicht|jede person|ohne gesundheits|ohne vorbehalt/i],
        },
      },
    ],
  },
];
