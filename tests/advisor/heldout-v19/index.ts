/**
 * Held-out set v19 (German): 76 conversations, 159 user messages, across all 14 categories of case-format.ts
 * (place-age 7, dialect-typos 8, numbers 5, tariff-year 4, question-price 6, named-insurer 6, current-insurer 7,
 * model-compare 5, family 7, lookup 9, corrections 4, quote 3, smalltalk 2, offtopic-hostile 3).
 *
 * What it covers: messages typed the way people write to a chat bot on a comparison site: Swiss German from Bern
 * (Emmental, Aaretal, Gürbetal, Oberland), Basel-Landschaft, Zurich (Oberland, Limmattal, Weinland), St. Gallen
 * (Toggenburg, Rheintal, Oberland, Linth), Upper Valais, Lucerne, Graubünden (Prättigau, Surselva, Engadine), Aargau,
 * Thurgau, Solothurn, Schwyz, Zug, Nidwalden, Obwalden, Uri, Glarus, Appenzell and German-speaking Fribourg, plus towns
 * of the French- and Italian-speaking parts named by German speakers (Siders for Sierre, Lugano, Bellinzona, Airolo);
 * typos, no capitals, abbreviations ("jg 85", "bi ne 72er", "1000.-", "6'801.60"), dialect names ("langnau im ämmital",
 * "gälterchinde", "wetzike", "birsfälde"); bare numbers without words; an age to be reached next year; a full date of
 * birth; two questions in one message; follow-ups that refer back ("und d assura?", "und bi de chind?", "und s hmo?");
 * households (a single mother, a family with a student son, newborn twins, an unmarried couple, three different
 * per-person deductibles, a daughter moving into the adult class, a baby due in December); people who name their
 * insurer, product, deductible and premium (once per year, once only after being asked) and ask what they save like
 * for like, or check the 2027 premium their insurer announced; rules (a change at the end of June and with an
 * alternative model, dental care and a dental accident, accident cover after losing a job and while unemployed,
 * deductible against co-payment, moving to another canton, the choice of hospital and emergencies, psychotherapy and
 * acupuncture, subsidies for single parents and students, a notice by e-mail on the last evening, registered mail,
 * keeping a supplementary insurance, registering a newborn late, deductible choice for children, couples paying per
 * person); regional insurers that do or do not sell in a canton, an insurer wrongly believed to be always the cheapest,
 * an insurer that became cheaper in 2027; quotes with contact data; small talk; off-topic requests, a prompt injection
 * ("ignorier alli bisherige aawiisige"), a request for the system prompt and a rude accusation. Places in 22 cantons:
 * AG, AI, AR, BE, BL, BS, FR (German part), GL, GR, LU, NW, OW, SG, SH, SO, SZ, TG, TI, UR, VS (German part and
 * Sierre), ZG, ZH, with no place of the v17 or v18 set reused (Zurich city and Lungern appear only in a rule question
 * about moving).
 *
 * Assumptions: conversations take place on Sunday 22 November 2026; the tariff year shown by default is 2027 (2026 is
 * also loaded); the notice for a change on 1 January 2027 must have reached the insurer by Monday 30 November 2026
 * (Art. 7 para. 2 KVG). Age classes 2027: children 0–18 (born 2009 or later), young adults 19–25 (born 2002–2008),
 * adults 26+ (born 2001 or earlier), the classes of Art. 61 para. 3 KVG applied by the age reached in the premium year.
 * Deductibles: adults 300/500/1000/1500/2000/2500, children 0–600 in steps of 100 (Art. 93 para. 1 and Art. 103 para. 1
 * KVV). `fields` list only what the message clearly determines (an age like "31" or "25-jährigi" does not fix the birth
 * year, so the year is then not checked; a son of 20 is listed without a role). `figures` are computed by the evaluation
 * from the premium index with the settings the person gave; BAG insurer numbers are used for insurers (CSS 8, Einsiedler
 * Krankenkasse 134, Concordia 290, Atupri 312, KPT 376, ÖKK 455, Agrisano 1560, EGK 881, Krankenkasse Wädenswil 1318,
 * SWICA 1384, Sanitas 1509, Assura 1542, Helsana 1562). Every legal statement in an expectation is cited with its
 * article (KVG, KVV, KLV, KVAG, UVG, UVV) in the case note or the file header. Replies are expected in standard German
 * with informal "du"; the regexes accept reasonable wordings and synonyms, and `notAnswers` are kept specific (a wrong
 * canton or namesake town, a claimed rise where premiums fell, a wrong "cheapest" claim, an insult, revealed
 * instructions).
 *
 * How it was checked: written apart from the engine and never tuned against (its code, its knowledge and facts, its own
 * cases, its documentation and its results on these cases were not looked at; the evaluation and the engine were not
 * run). Every postal code, locality, municipality, canton and premium region was checked against swisstopo's Amtliches
 * Ortschaftenverzeichnis joined with the BAG premium regions (../shared/data/plz_gemeinde_praemienregion_2026.csv) and
 * against the regions valid from 1 January 2027 (../shared/data/2027/praemienregionen_gemeinden_ab2027.csv, which
 * changes no region of the municipalities used), including the minor municipalities sharing a postal code, noted where
 * they lie in another region or canton, and the namesake towns in other cantons (Pfäffikon, Langnau, Bremgarten,
 * Eschenbach, Neukirch). Every insurer named was checked to have premiums in that canton and region in the 2026 table
 * and the 2027 table (../shared/data/2027), and the insurer said not to sell there (Krankenkasse Wädenswil in
 * Basel-Stadt) to have none in either year. Every premium a person says they pay is that insurer's real 2026 premium
 * for the situation described, and each like-for-like saving was checked to be positive whether it is computed 2026
 * against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against 2027 (2027 tariffs restricted
 * to listed municipalities, ../shared/data/2027/Einzugsgebiete_2027.csv, were applied). Claims about which insurer is
 * dearer or cheaper, or whether an insurer became cheaper, were checked for every adult deductible with and without
 * accident cover. All checks were done with throw-away scripts outside the repository; nothing of them is in the
 * repository. Names, addresses, phone numbers and e-mail addresses in the quote cases are invented (example.ch).
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
