/**
 * Held-out set v17 (German): 73 conversations, 149 user messages, across all 14 categories of case-format.ts
 * (place-age 7, dialect-typos 7, numbers 5, tariff-year 4, question-price 6, named-insurer 6, current-insurer 6,
 * model-compare 5, family 7, lookup 8, corrections 4, quote 3, smalltalk 2, offtopic-hostile 3).
 *
 * What it covers: messages typed the way people write to a chat bot on a comparison site: Swiss German from Zurich,
 * Bern, Basel, St. Gallen, Upper Valais, Central Switzerland, Graubünden, Schaffhausen, Fribourg's Sense district and
 * Obwalden/Nidwalden; typos, no capitals, abbreviations ("jg", "franch.", "grundvers."); two questions in one
 * message; follow-ups that refer back ("und mit 2500?", "und für mini frau?", "und d sympany?"); families with
 * children and per-person deductibles; people who name their insurer, model, deductible and premium and ask what they
 * save like for like; rules (notice deadline and postmark, form of the notice, accident cover and the 8-hour rule,
 * premium subsidies, deductible and co-payment, models and leaving them, moving, births, leaving Switzerland, unpaid
 * premiums, supplementary insurance, dental care, the duty to accept everyone); quotes; small talk; off-topic
 * requests, a prompt injection and rudeness. Places in 20 cantons, deliberately not mostly Zurich and Bern: AG, AI, AR,
 * BE, BL, BS, FR (German part), GL, GR, LU, NW, OW, SG, SH, SO, SZ, TG, UR, VS (German part), ZG (and none in ZH).
 *
 * Assumptions: conversations take place on Sunday 22 November 2026; the tariff year shown by default is 2027 (2026 is
 * also loaded); the notice for a change on 1 January 2027 must have reached the insurer by Monday 30 November 2026
 * (Art. 7 para. 2 KVG). Age classes 2027: children 0–18 (born 2009 or later), young adults 19–25 (born 2002–2008),
 * adults 26+ (born 2001 or earlier). Deductibles: adults 300/500/1000/1500/2000/2500, children 0–600 in steps of 100.
 * `fields` list only what the message clearly determines (an age like "34" or "23i" does not fix the birth year, so the
 * year is then not checked; a role is left out where it is unclear, e.g. an adult daughter). `figures` are computed by
 * the evaluation from the premium index with the settings the person gave; BAG insurer numbers are used for insurers
 * (CSS 8, ÖKK 455, Helsana 1562, Vivao Sympany 509, SWICA 1384, Sanitas 1509, Einsiedler 134, Assura 1542). Every legal
 * statement in an expectation is cited with its article (KVG, KVV, UVG, UVV, KVAG) in the case note or the file header.
 *
 * How it was checked: written apart from the engine and never tuned against (its code, its knowledge and facts, its
 * own cases, its documentation and its results on these cases were not looked at; the evaluation was not run). Every
 * postal code, locality, municipality, canton and premium region was checked against swisstopo's Amtliches
 * Ortschaftenverzeichnis joined with the BAG premium regions (../shared/data/plz_gemeinde_praemienregion_2026.csv;
 * the 2027 annex changes no region of the municipalities used), including the minor municipalities sharing a postal
 * code, noted where they lie in another region or canton. Every insurer named was checked to have premiums in that
 * canton and region in the 2026 table and the 2027 table (../shared/data/2027), and an insurer said not to sell
 * there (Glarner in Obwalden) to have none in either year. Every premium a person says they pay is that insurer's
 * real 2026 premium for the situation described, and each like-for-like saving was checked to be positive whether it is
 * computed 2026 against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against 2027. All checks
 * were done with a throw-away script outside the repository, nothing of it is in the repository. Names, addresses and e-mail addresses
 * in the quote cases are invented (example.ch).
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
