/**
 * Held-out set v20 (German): 76 conversations, 160 user messages, across all 14 categories of case-format.ts
 * (place-age 7, dialect-typos 8, numbers 5, tariff-year 4, question-price 6, named-insurer 6, current-insurer 7,
 * model-compare 5, family 7, lookup 9, corrections 4, quote 3, smalltalk 2, offtopic-hostile 3).
 *
 * What it covers: messages typed the way people write to a chat bot on a comparison site: Swiss German from the Bernese
 * Seeland, Entlebuch, Klettgau, the March, the Linth, Hinterthurgau, the Sense district ("i bü dahei"), the Upper Valais
 * ("wohnu", "zahlu"), Fricktal, Schwarzbubenland, Prättigau, Glarus, Basel-Landschaft and others, plus standard German
 * full of typos; abbreviations and odd numbers ("bi ne 81gi", "jg 04", "2.5k", "1k", "4'938.–", "29.2.96", a year in
 * words); localities that exist in several cantons settled by a canton abbreviation or a regional name ("rüti gl", "wald
 * ar", "seewe im schwarzbuebeland", "niederwil im freiamt"); the only German-speaking municipality of the canton of Jura;
 * an age reached next January; two questions in one message; follow-ups that refer back ("und d sodalis?", "und für üsi
 * tochter?", "s zweite"); households (a family of five with per-person deductibles, a single father with a daughter who
 * becomes a young adult, a couple with a retired mother-in-law, a baby due in March, a couple of the same birth year
 * with two deductibles, twins, a student son who may move); people who name their insurer, product, deductible and
 * premium (once as a yearly amount, once only after being asked) and ask what they save like for like or what their
 * insurer charges in 2027; yearly health costs that decide the deductible; rules (unpaid premiums and changing insurer,
 * recruit school and the suspension of the insurance, glasses, emergencies and planned treatment abroad, physiotherapy,
 * ambulance and mountain rescue, moving to Switzerland, a notice arriving on 1 December, a doctor's bill and its time
 * limit, moving into and out of alternative models during the year, children in an HMO, maternity and cost sharing,
 * premiums by residence of a student, no health questions in the basic insurance, when the 2028 premiums are known);
 * an insurer that kept its adult premiums for 2027 but raised its children's, an insurer that no longer is the cheapest
 * in 2027, regional insurers that do or do not sell in a canton; quotes with contact data; small talk; an insult, a
 * prompt injection asking for a recipe, a fake support request for other people's data and a tax question. Places in
 * 23 cantons: AG, AI, AR, BE, BL, BS, FR (German part), GL, GR, JU (Ederswiler), LU, NW, OW, SG, SH, SO, SZ, TG, TI
 * (Centovalli, asked in Swiss German), UR, VS (German part), ZG, ZH, with no locality or postal code of the v17, v18
 * and v19 sets or of the lang-heldout v8–v10 sets reused as the place of a conversation (large municipalities that
 * appeared before, such as Glarus Nord, Glarus Süd, Sarnen, Sachseln, Baar, Cham and Stansstad, appear only through
 * other villages; Basel appears with a postal code not used before; Bern, Germany and Thailand appear only in rule
 * questions).
 *
 * Assumptions: conversations take place on Sunday 22 November 2026; the tariff year shown by default is 2027 (2026 is
 * also loaded); the notice for a change on 1 January 2027 must have reached the insurer by Monday 30 November 2026
 * (Art. 7 para. 2 KVG). Age classes 2027: children 0–18 (born 2009 or later), young adults 19–25 (born 2002–2008),
 * adults 26+ (born 2001 or earlier), the classes of Art. 61 para. 3 KVG applied by the age reached in the premium year.
 * Deductibles: adults 300/500/1000/1500/2000/2500, children 0–600 in steps of 100 (Art. 93 para. 1 and Art. 103 para. 1
 * KVV). `fields` list only what the message clearly determines (an age like "19-jährige" does not fix the birth year,
 * so the year is then not checked; a daughter who is a young adult, a son who studies and a mother-in-law are listed
 * without a role). `figures` are computed by the evaluation from the premium index with the settings the person gave;
 * BAG insurer numbers are used for insurers (CSS 8, Sumiswalder 194, Concordia 290, Atupri 312, KPT 376, Vivao Sympany
 * 509, Glarner 780, sodalis 941, Krankenkasse Visperterminen 1040, SWICA 1384, Agrisano 1560; Krankenkasse Steffisburg
 * 246 only as an insurer that does not sell in Thurgau). Every legal statement in an expectation is cited with its
 * article (KVG, KVV, KLV, KVAG, UVG, UVV, ATSG, ZGB) in the case note or the file header. Replies are expected in
 * standard German with informal "du"; the regexes accept reasonable wordings and synonyms, and `notAnswers` are kept
 * specific (a wrong canton or namesake town, a claimed rise where premiums stayed the same, a wrong "cheapest" claim, a
 * wrong "cheaper" claim, an insult, a recipe, other people's contact data, a repeated question).
 *
 * How it was checked: written apart from the engine and never tuned against (its code, its knowledge and facts, its own
 * cases, its documentation and its results on these cases were not looked at; the evaluation and the engine were not
 * run). Every postal code, locality, municipality, canton and premium region was checked against swisstopo's Amtliches
 * Ortschaftenverzeichnis joined with the BAG premium regions (../shared/data/plz_gemeinde_praemienregion_2026.csv) and
 * against the regions valid from 1 January 2027 (../shared/data/2027/praemienregionen_gemeinden_ab2027.csv, which
 * changes no region of the municipalities used), including the minor municipalities sharing a postal code and the
 * namesake localities in other cantons (Seewen, Wald, Rüti, Niederwil). Every insurer named was checked to have premiums
 * in that canton and region in the 2026 table and the 2027 table (../shared/data/2027), and the insurer said not to sell
 * there (Krankenkasse Steffisburg in Thurgau) to have none in either year. Every premium a person says they pay is that
 * insurer's real 2026 premium for the situation described, and each like-for-like saving was checked to be positive
 * whether it is computed 2026 against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against
 * 2027 (2027 tariffs restricted to listed municipalities, ../shared/data/2027/Einzugsgebiete_2027.csv, were applied).
 * Claims about which insurer or model is cheaper, whether an insurer is the cheapest, whether an insurer's premiums rose
 * and which deductible pays off for given yearly costs were checked for every adult deductible with and without
 * accident cover in 2026 and 2027. All checks were done with throw-away scripts outside the repository; nothing of them
 * is in the repository. Names, addresses, phone numbers and e-mail addresses in the quote cases are invented
 * (example.ch).
 */
export { placeAgeCases } from "./place-age";
export { dialectTyposCases } from "./dialect-typos";
export { numbersCases } from "./numbers";
export { tariffYearCases } from "./tariff-year";
export { questionPriceCases } from "./question-price";
export { namedInsurerCases } from "./named-insurer";
export { currentInsurerCases } from "./current-insurer";
export { modelCompareCases } from "./model-compare";
export { familyCases } from "./family";
export { lookupCases } from "./lookup";
export { correctionsCases } from "./corrections";
export { quoteCases } from "./quote";
export { smalltalkCases } from "./smalltalk";
export { offtopicHostileCases } from "./offtopic-hostile";
