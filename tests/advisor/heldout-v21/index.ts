/**
 * Held-out set v21 (German): 79 conversations, 156 user messages, across all 14 categories of case-format.ts
 * (place-age 7, dialect-typos 8, numbers 5, tariff-year 5, question-price 6, named-insurer 6, current-insurer 7,
 * model-compare 5, family 7, lookup 10, corrections 5, quote 3, smalltalk 2, offtopic-hostile 3).
 *
 * What it covers: messages typed the way people write to a chat bot on a comparison site: Swiss German from the
 * Emmental, the Simmental, the Bernese Oberland and Seeland, the Oberaargau, the Lötschental, the Goms and the Matter
 * valley ("ich wohnu", "gibore", "chostut"), Upper Basel-Land, the Rheinwald ("dahai", "Splüga"), the Schächental
 * ("sali", "unterschächä"), the Toggenburg, Werdenberg and the St. Gallen Rhine valley, the Klettgau and the Randen,
 * the March and the Wägital, the Zurich Unterland and the Pfannenstiel, Glarus, Appenzell and the Lucerne Seetal, plus
 * standard German full of typos ("jahrgnag", "krankenkase", "franchiese", "ohen unfal") and an SMS ("jg 99 hmo 2.5k
 * ohni unfall thx"); numbers told apart by context ("4118 1977 1000", "jg. '58", "1'000", a house number, "und
 * 2026?", "und mit 300?"); namesakes settled by the region ("oberwil im simmental", "biel im goms", "wiler im
 * lötschental", "büren nw") and a Walensee village that is in Glarus, not St. Gallen; an age instead of a birth year;
 * a person born 2001 who becomes an adult in 2027; follow-ups that refer back ("u mit telmed?", "und weli kasse isch
 * das?", "und wer isch denn am günschtigschte?", "und das johr?"); households (a family of four, a single mother whose
 * son turns 19 in 2027, an adult with a young-adult partner, a deductible per person, a grandmother with her
 * grandchild, working parents asking whether the children need accident cover, a couple raising both deductibles, a
 * partner's year corrected); people who name their insurer, model or product, deductible and premium (with a decimal
 * comma, as "578.–") and ask what they save like for like, including one who already has the cheapest offer and a
 * young adult insured like her parents; whether an insurer is the cheapest, got dearer, is cheaper than another, or
 * sells in a canton at all; which model is the cheapest next year (an HMO in 2027, telemedicine in 2026); yearly costs
 * that decide the deductible; rules (postmark or receipt of the notice, registered letter, keeping supplementary
 * insurance, switching alone without the family, premium subsidy in St. Gallen, dentist, travelling in New Zealand,
 * hospital contribution, lowering the deductible during the year, retiring and accident cover, moving to
 * Liechtenstein, maximum cost sharing, switching for 1 July, same benefits everywhere, keeping the 2026 price); quotes
 * with contact data chosen by insurer name or position; small talk (is this a human or an AI); a fake "SYSTEM"
 * prompt injection, a weather question and a request for a fake review. Places in 22 cantons: AG, AI (Brülisau), AR,
 * BE, BL, FR (German part: Fräschels, Muntelier), GL, GR, LU, NW (Büren NW), OW (Melchtal), SG, SH, SO, SZ, TG, TI
 * (Vairano, a German-speaking pensioner), UR, VS (German part), ZG (Neuheim), ZH; no postal code or locality of the
 * v17–v20 sets or of the lang-heldout v8–v11 sets is used as the place of a conversation (large municipalities that
 * appeared before, such as Glarus Süd, Glarus Nord, Kerns, Thal or Gambarogno, appear only through other villages;
 * Chur, Schaan and Bern appear only in off-topic or rule questions).
 *
 * Assumptions: conversations take place on Sunday 22 November 2026; the tariff year shown by default is 2027 (2026 is
 * also loaded); the notice for a change on 1 January 2027 must have reached the insurer by Monday 30 November 2026
 * (Art. 7 para. 2 KVG). Age classes 2027: children 0–18 (born 2009 or later), young adults 19–25 (born 2002–2008),
 * adults 26+ (born 2001 or earlier), the classes of Art. 61 para. 3 KVG applied by the age reached in the premium year.
 * Deductibles: adults 300/500/1000/1500/2000/2500, children 0–600 in steps of 100 (Art. 93 para. 1 and Art. 103 para. 1
 * KVV). `fields` list only what the message clearly determines (an age like "bin 43" does not fix the birth year; a
 * young-adult son and a grandchild are listed without a role). `figures` are computed by the evaluation from the
 * premium index with the settings the person gave; BAG insurer numbers are used for insurers (CSS 8, Einsiedler
 * Krankenkasse 134 only as an insurer that does not sell in Thurgau, Atupri 312, KPT 376, ÖKK 455, SWICA 1384, Sanitas
 * 1509, Assura 1542, Agrisano 1560, Helsana 1562; curaulta 820, the former Lumneziana, in an answer). Every legal
 * statement in an expectation is cited with its article (KVG, KVV, KVAG, UVG, UVV) in the case note or the file
 * header. Replies are expected in standard German with informal "du"; the regexes accept reasonable wordings and
 * synonyms, and `notAnswers` are kept specific (a namesake town or wrong canton, a claimed fall where premiums rose, a
 * wrong "cheapest" or "cheaper" claim, a promised saving where there is none, a "yes" to a rule that says no, revealed
 * instructions, a weather report, a fake review, a repeated question).
 *
 * How it was checked: written apart from the engine and never tuned against (its code, its knowledge and facts, its own
 * cases, its documentation and its results on these cases were not looked at; the evaluation and the engine were not
 * run). Every postal code, locality, municipality, canton and premium region was checked against swisstopo's Amtliches
 * Ortschaftenverzeichnis joined with the BAG premium regions (../shared/data/plz_gemeinde_praemienregion_2026.csv) and
 * against the regions valid from 1 January 2027 (../shared/data/2027/praemienregionen_gemeinden_ab2027.csv, which
 * changes no region of the municipalities used), including the minor municipalities sharing a postal code and the
 * namesake localities in other cantons (Oberwil, Biel, Wiler, Büren). Every insurer named was checked to have premiums
 * in that canton and region in the 2026 table and the 2027 table (../shared/data/2027), and the insurer said not to sell
 * there (Einsiedler Krankenkasse in Thurgau) to have none in either year. Every premium a person says they pay is that
 * insurer's real 2026 premium for the situation described, and each like-for-like saving was checked to be positive
 * whether it is computed 2026 against 2026, the 2026 premium against 2027, or the insurer's own 2027 premium against
 * 2027 (2027 tariffs restricted to listed municipalities, ../shared/data/2027/Einzugsgebiete_2027.csv, were applied);
 * the one person said to have the cheapest offer has it in both years. Claims about which insurer or model is cheaper,
 * whether an insurer is the cheapest, whether premiums rose, which insurer is the cheapest in 2027 and which deductible
 * pays off for given yearly costs were checked in the 2026 and 2027 tables for the settings given (and where a note says
 * so, for every deductible and accident setting), and offers exist for every model, deductible and accident setting a
 * figure is expected for. All checks were done with throw-away scripts outside the repository; nothing of them is in
 * the repository. Names, addresses, phone numbers and e-mail addresses in the quote cases are invented (example.ch).
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
