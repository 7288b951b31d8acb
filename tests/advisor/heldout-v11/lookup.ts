import type { AdvisorCase } from "../case-format";

/** Deadlines for deductible changes, outstanding premiums, pregnancy and newborns, abroad, hospital, glasses,
 * the most one pays oneself, subsidies, dentists. Conversations take place on 22.11.2026. */

/** The notice deadline for a change at the end of the year (Art. 7 Abs. 2 KVG): received by 30 November. */
const NOVEMBER_DEADLINE = /30\.? ?(11\b|nov)|ende november|30\. ?november|letzte(n)? arbeitstag im november/i;

export const lookupCases: AdvisorCase[] = [
  {
    id: "v11-lookup-01",
    category: "lookup",
    note: "staying with the insurer but raising the deductible from 300 to 2500: possible for 1 January if the insurer has it by 31 December (Art. 94 KVV); then lowering it again needs the one-month notice, i.e. by the end of November",
    turns: [
      {
        user: "ich bliib bi minere kasse, wott aber d franchise vo 300 uf 2500 ufe. bis wänn mues i das mälde?",
        expect: {
          act: "ask_rule",
          answers: [/31\.?\s?(12\b|dez)|ende dezember|silvester/i],
        },
      },
      {
        user: "und wenn i spöter wieder abe wett uf 300?",
        expect: { act: "ask_rule", answers: [NOVEMBER_DEADLINE] },
      },
    ],
  },
  {
    id: "v11-lookup-02",
    category: "lookup",
    note: "outstanding premiums and a debt enforcement: no change of insurer until everything owed (premiums, cost shares, interest, costs) is paid (Art. 64a Abs. 6 KVG)",
    turns: [
      {
        user: "ha no offeni prämie und sogar e betreibig vo minere kasse. chan i trotzdem uf 2027 wächsle?",
        expect: {
          act: "ask_rule",
          answers: [/(erst|zuerst|vorher|sobald|wenn|bis).{0,80}(bezahlt|beglichen|begleich|bezahl)|ausstände|ausstehende|\bnein\b|kein wechsel|nicht wechseln/i],
        },
      },
    ],
  },
  {
    id: "v11-lookup-03",
    category: "lookup",
    note: "pregnancy check-ups are maternity benefits, free of deductible and retention; then how long there is to insure the baby (three months after birth, covered from birth)",
    turns: [
      {
        user: "bi schwanger (12. wuche) 🤰 mues i für d kontrolle bim frauearzt d franchise zahle?",
        expect: {
          act: "ask_rule",
          answers: [/keine (franchise|kostenbeteiligung)|nicht .{0,40}(franchise|kostenbeteiligung)|befreit|ohne (franchise|kostenbeteiligung)|mutterschaft/i],
        },
      },
      {
        user: "und wänn s baby da isch, wie lang han i zit zum es versichere?",
        expect: { act: "ask_rule", answers: [/3 monat|drei monat/i] },
      },
    ],
  },
  {
    id: "v11-lookup-04",
    category: "lookup",
    note: "six months travelling in Australia: basic insurance pays emergencies abroad only up to twice the Swiss tariff, a travel insurance is advised; then deregistering: whoever keeps the Swiss domicile stays insured (and must)",
    turns: [
      {
        user: "gang im januar für 6 mönet uf australie go reise. zahlt d grundversicherig det, wenn öppis passiert?",
        expect: {
          act: "ask_rule",
          answers: [/notfall|doppelt|zweifach|das doppelte|höchstens|reiseversicherung|zusatzversicherung|teilweise/i],
        },
      },
      {
        user: "söll i mi denn in de schwiiz abmälde?",
        expect: {
          act: "ask_rule",
          answers: [/wohnsitz|versicherungspflicht|obligatorisch|versichert bleib|bleibst .{0,40}versichert|weiterhin/i],
        },
      },
    ],
  },
  {
    id: "v11-lookup-05",
    category: "lookup",
    note: "the choice of hospital with basic insurance: the general ward of listed hospitals in all of Switzerland (outside the home canton up to its tariff); semi-private or private needs a supplementary insurance",
    turns: [
      {
        user: "cha ich mit de grundversicherig i jedes spital wo ich wott?",
        expect: {
          act: "ask_rule",
          answers: [/allgemeine(n)? abteilung|spitalliste|listenspital|halbprivat|privat|ganze(n)? schweiz|freie spitalwahl|wohnkanton|tarif/i],
        },
      },
    ],
  },
  {
    id: "v11-lookup-06",
    category: "lookup",
    note: "glasses for a child of 9: basic insurance pays CHF 180 a year up to age 18 (with a prescription); then the same for the parent (adults only in particular medical cases)",
    turns: [
      {
        user: "zahlt d kk e brülle für mini tochter? si isch 9",
        expect: { act: "ask_rule", answers: [/180/] },
      },
      {
        user: "und für mi sälber?",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|nur (bei|in)|bestimmte(n)? (krankheit|erkrankung|fäll)|zusatzversicherung|ausnahme/i],
        },
      },
    ],
  },
  {
    id: "v11-lookup-07",
    category: "lookup",
    note: "the most an adult pays a year: deductible plus 10 % retention up to CHF 700, so 3'200 with 2500; then 1'000 with 300",
    turns: [
      {
        user: "was mues i im schlimmschte fall maximal sälber zahle im jahr, wenn i 2500er franchise ha?",
        expect: { act: "ask_rule", answers: [/3['’ ]?200/] },
      },
      {
        user: "und mit 300?",
        expect: { answers: [/1['’ ]?000/] },
      },
    ],
  },
  {
    id: "v11-lookup-08",
    category: "lookup",
    note: "a premium subsidy in canton Thurgau (depends on income and taxes; the application runs through the canton and the municipality); then a dentist for caries is not paid by basic insurance",
    turns: [
      {
        user: "hät i im thurgau aaspruch uf prämieverbilligung, und wie mues i das mache?",
        expect: {
          act: "ask_rule",
          answers: [/antrag|gesuch|anmeld|einkommen|steuer|gemeinde|anspruch|berechtigt/i],
        },
      },
      {
        user: "und no öppis anders: zahlt d grundversicherig de zahnarzt? ha es loch im zahn 😬",
        expect: {
          act: "ask_rule",
          answers: [/\bnein\b|nicht|zusatzversicherung|selbst|selber/i],
        },
      },
    ],
  },
];
