/**
 * Held-out set v18 (German): 76 conversations, 156 user messages, across all 14 categories of case-format.ts
 * (place-age 7, dialect-typos 8, numbers 5, tariff-year 4, question-price 6, named-insurer 6, current-insurer 7,
 * model-compare 5, family 7, lookup 9, corrections 4, quote 3, smalltalk 2, offtopic-hostile 3).
 *
 * What it covers: messages typed the way people write to a chat bot on a comparison site: Swiss German from Zurich,
 * Bern, Basel, St. Gallen, Upper Valais, Lucerne, Nidwalden, Obwalden, Graubünden, Thurgau, Aargau, Solothurn, Glarus,
 * Schaffhausen, Uri and the Sense district of Fribourg; typos, no capitals, abbreviations ("jg", "fr. 1'500.-",
 * "jg. '66"), town nicknames and dialect names ("winti", "burdlef", "rhyfälde", "stei am rhii"); two questions in one
 * message; follow-ups that refer back ("und mit 2500i?", "und d sympany im gliiche modell?", "und nur für mini frau?");
 * families with children and per-person deductibles (children 0 or 600, parents 1500), a baby born this year, a
 * daughter leaving the child class; people who name their insurer, model, deductible and premium and ask what they save
 * like for like (one who names only insurer and premium first, one who insists on keeping the standard model, one who
 * names no premium); rules (a notice posted the Monday before the deadline, no reason needed, the new insurer's
 * confirmation, deductible paid this year, age no barrier to changing, accident cover for the self-employed and a side
 * job, premium subsidies and who pays them, hospital contribution, maternity, registering a baby before birth, a trip
 * abroad, unpaid premiums, supplementary against basic insurance, moving to Liechtenstein, lowering and raising the
 * deductible, moving into and out of alternative models, the first-call rule); quotes; small talk (including "are you a
 * bot?"); off-topic requests, a prompt injection posing as a system message, and rudeness. Places in 21 cantons,
 * deliberately not mostly Zurich and Bern: AG, AI, AR, BE, BL, BS, FR (German part), GL, GR, LU, NW, OW, SG, SH, SO,
 * SZ, TG, UR, VS (German part), ZG, ZH, with no place of the v17 set reused.
 *
 * Assumptions: conversations take place on Sunday 22 November 2026; the tariff year shown by default is 2027 (2026 is
 * also loaded); the notice for a change on 1 January 2027 must have reached the insurer by Monday 30 November 2026
 * (Art. 7 para. 2 KVG). Age classes 2027: children 0–18 (born 2009 or later), young adults 19–25 (born 2002–2008),
 * adults 26+ (born 2001 or earlier), the classes of Art. 61 para. 3 KVG applied by the age reached in the premium year.
 * Deductibles: adults 300/500/1000/1500/2000/2500, children 0–600 in steps of 100 (Art. 93 para. 1 and Art. 103 para. 1
 * KVV). `fields` list only what the message clearly determines (an age like "52", "18" or "45i" does not fix the birth
 * year, so the year is then not checked; an ambiguous "2000" next to a postal code is not checked until explained).
 * `figures` are computed by the evaluation from the premium index with the settings the person gave; BAG insurer
 * numbers are used for insurers (CSS 8, Einsiedler 134, Sumiswalder 194, Concordia 290, Atupri 312, Avenir 343,
 * Luzerner Hinterland 360, KPT 376, ÖKK 455, Vivao Sympany 509, EGK 881, SWICA 1384, Sanitas 1509, Assura 1542,
 * Visana 1555, Agrisano 1560, Helsana 1562). Every legal statement in an expectation is cited with its article (KVG,
 * KVV, KVAG, UVG, UVV, VVG) in the case note or the file header. Replies are expected in standard German with informal
 * "du"; the regexes accept reasonable wordings and synonyms, and `notAnswers` are kept specific (a wrong canton, a
 * saving from another model, an insult, data shown to a prompt injection).
 *
 * How it was checked: written apart from the engine and never tuned against (its code, its knowledge and facts, its own
 * cases, its documentation and its results on these cases were not looked at; the evaluation and the engine were not
 * run). Every postal code, locality, municipality, canton and premium region was checked against swisstopo's Amtliches
 * Ortschaftenverzeichnis joined with the BAG premium regions (../shared/data/plz_gemeinde_praemienregion_2026.csv) and
 * against the regions valid from 1 January 2027 (../shared/data/2027/praemienregionen_gemeinden_ab2027.csv, which
 * changes no region of the municipalities used), including the minor municipalities sharing a postal code, noted where
 * they lie in another region or canton. Every insurer named was checked to have premiums in that canton and region in
 * the 2026 table and the 2027 table (../shared/data/2027), and the insurer said not to sell there (Luzerner Hinterland
 * in Thurgau) to have none in either year. Every premium a person says they pay is that insurer's real 2026 premium for
 * the situation described, and each like-for-like saving was checked to be positive whether it is computed 2026
 * against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against 2027 (2027 tariffs restricted
 * to listed municipalities were applied). All checks were done with a throw-away script outside the repository; nothing
 * of it is in the repository. Names, addresses and e-mail addresses in the quote cases are invented (example.ch).
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
