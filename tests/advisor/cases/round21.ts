import type { AdvisorCase } from "../case-format";
import { CHF_AMOUNT } from "../lang/patterns";

/**
 * Round 21 (29 November 2026): the classes behind the misses of German v20 and French/Italian/English v11, in all four
 * languages: which insurer the offer shown is, whether a move changes the premium region, thanks said in a sentence and
 * goodbyes, a yearly premium ("Jahresprämie", "per year"), "ich ha bi de X", texting English ("w accident", "b. 88"), one
 * deductible for both persons, the place one lives in among other places named, and rule questions with the new reviewed
 * facts (physiotherapy, a doctor's bill, military service). Written for development, with other words and places than the
 * held-out sets'.
 */
export const round21Cases: AdvisorCase[] = [
  {
    id: "r21-which-insurer-de",
    category: "question-price",
    turns: [
      { user: "4410 liestal, jg 1979, was zahl i am wenigschte?", expect: { fields: { plz: "4410", birthYear: 1979 }, answers: [CHF_AMOUNT] } },
      { user: "und bi welere kasse isch das?", expect: { act: "ask_insurer", answers: [/günstigste Angebot ist bei \*\*/] } },
    ],
  },
  {
    id: "r21-which-insurer-fr",
    category: "question-price",
    language: "fr",
    turns: [
      { user: "1920 martigny, née en 1985, c koi le moins cher ?", expect: { fields: { plz: "1920", birthYear: 1985 }, answers: [CHF_AMOUNT] } },
      { user: "ok et c ki la caisse ?", expect: { act: "ask_insurer", answers: [/moins chère est celle de \*\*/i] } },
    ],
  },
  {
    id: "r21-which-insurer-it",
    category: "question-price",
    language: "it",
    turns: [
      { user: "6600 locarno, nato nel 1970, quanto pago al minimo?", expect: { fields: { plz: "6600", birthYear: 1970 }, answers: [CHF_AMOUNT] } },
      { user: "e di che cassa è?", expect: { act: "ask_insurer", answers: [/più conveniente è di \*\*/i] } },
    ],
  },
  {
    id: "r21-move-same-region",
    category: "lookup",
    turns: [
      { user: "3600 thun, jg 1980", expect: { fields: { plz: "3600" } } },
      { user: "wenn ich nach steffisburg zügle, ändert sich d prämie?", expect: { answers: [/derselben Prämienregion/] } },
    ],
  },
  {
    id: "r21-move-other-region-it",
    category: "lookup",
    language: "it",
    turns: [{ user: "a gennaio mi trasloco da Thun a Berna, cambia qualcosa per la cassa malati?", expect: { act: "ask_rule", answers: [/un'altra regione di premio/] } }],
  },
  {
    id: "r21-goodbye-fr",
    category: "smalltalk",
    language: "fr",
    turns: [{ user: "merci pour tout, à la prochaine !", expect: { act: "thanks" } }],
  },
  {
    id: "r21-thanks-said-de",
    category: "smalltalk",
    turns: [{ user: "ich wollte nur danke sagen, ihr habt mir letztes jahr viel geholfen", expect: { act: "thanks" } }],
  },
  {
    id: "r21-yearly-premium",
    category: "current-insurer",
    turns: [
      {
        user: "ich ha bi de css s telmed, jahresprämie 5'100.–. 8400 winterthur, jg 1975. lohnt sich en wechsel?",
        expect: { fields: { plz: "8400", birthYear: 1975, currentInsurer: "CSS", currentPremium: 425 } },
      },
    ],
  },
  {
    id: "r21-texting-english",
    category: "dialect-typos",
    language: "en",
    turns: [{ user: "8004 zurich, b. 90, 2000 w accident, cheapest?", expect: { fields: { plz: "8004", birthYear: 1990, franchise: 2000, accident: true }, answers: [CHF_AMOUNT] } }],
  },
  {
    id: "r21-both-deductible",
    category: "family",
    turns: [
      { user: "mir sind beidi jg 85, 9000 st gallen. was zahle mir zäme?", expect: { fields: { persons: [{ birthYear: 1985, role: "self" }, { birthYear: 1985, role: "partner" }] }, answers: [CHF_AMOUNT] } },
      {
        user: "und wenn beidi 1500 nämed?",
        expect: { fields: { persons: [{ birthYear: 1985, role: "self", franchise: 1500 }, { birthYear: 1985, role: "partner", franchise: 1500 }] }, answers: [CHF_AMOUNT] },
      },
    ],
  },
  {
    id: "r21-living-among-places",
    category: "place-age",
    turns: [{ user: "d prämie in bern sind so hoch, ich wohne in muri bei bern, jg 1983. was zahl ich?", expect: { fields: { plz: "3074", birthYear: 1983 }, answers: [CHF_AMOUNT] } }],
  },
  {
    id: "r21-aux-article",
    category: "place-age",
    language: "fr",
    turns: [{ user: "j'habite aux Brenets, né en 1970. ça coûte combien ?", expect: { fields: { plz: "2416", birthYear: 1970 }, answers: [CHF_AMOUNT] } }],
  },
  {
    id: "r21-physio",
    category: "lookup",
    turns: [{ user: "zahlt d kasse physio nach em bandschiibevorfall?", expect: { act: "ask_rule", answers: [/neun Sitzungen/] } }],
  },
  {
    id: "r21-bill",
    category: "lookup",
    turns: [{ user: "d rechnig vom spital isch zu mir hei cho, mues ich die selber zahle?", expect: { act: "ask_rule", answers: [/Tiers garant|Tiers payant/] } }],
  },
  {
    id: "r21-military",
    category: "lookup",
    turns: [{ user: "ich gang im februar i d rs, mues i das de krankekasse mälde?", expect: { act: "ask_rule", answers: [/acht Wochen/] } }],
  },
  {
    id: "r21-each-child-in-turn",
    category: "family",
    language: "en",
    turns: [
      {
        user: "single mum in Nyon 1260. me born 1980 with 2500, my son born 2009 with 600, my daughter born 2013 with 0. how much each?",
        expect: { fields: { plz: "1260", persons: [{ birthYear: 1980, role: "self", franchise: 2500 }, { birthYear: 2009, role: "child", franchise: 600 }, { birthYear: 2013, role: "child", franchise: 0 }] }, answers: [CHF_AMOUNT] },
      },
    ],
  },
];
