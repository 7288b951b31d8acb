/**
 * Accident cover. Whoever works at least 8 hours a week for one employer is insured against
 * accidents through the employer (UVG), so the basic insurance can leave it out.
 * true = with accident cover, false = without, undefined = not said.
 */
const HOURS = "(?:8|acht)\\s*(?:stunden|std|h)\\b";
/** "50 %", "60 prozent": at 20 % of a week's work or more, the 8 hours are reached. */
const PERCENT = String.raw`(?:[2-9]\d|100)\s*(?:%|prozent|prozant|pozent)`;
/** One to six working days a week, in figures or words. */
const WORK_DAYS = String.raw`(?:[1-6]|ein(?:en)?|eis|zwei|zwoi|zwe|drei|drü|dru|vier|viar|funf|foif|fuf|sechs|un|deux|trois|quatre|cinq|uno|due|tre|quattro|cinque|one|two|three|four|five)`;
/** "3 Täg pro Wuche schaffe", "travaille trois jours par semaine": working days a week (also asked about in lookup-topics). */
export const WORKING_DAYS_A_WEEK = String.raw`\b${WORK_DAYS}\s+(?:tag|tage|tag|tagen)\s+(?:pro|i de|in der|die|a|per|la)\s+(?:woche|wuche|wuchä|semaine|settimana|week)\b(?=.*\b(?:arbeit\w*|schaff\w*|chrampf\w*|job|stelle|travaill\w*|lavor\w*|work\w*)\b)|\b(?:arbeit\w*|schaff\w*|chrampf\w*|travaill\w*|lavor\w*|work\w*)\s+(?:\w+\s+){0,3}${WORK_DAYS}\s+(?:tag|tage|tagen|jours|giorni|days)\s+(?:pro|i de|in der|die|a|par|per|la|al|a)\s+(?:woche|wuche|semaine|settimana|week)\b`;
/** Retired, in four languages ("pensioniert", "in pensione", "à la retraite", "I retired last year"). */
export const RETIRED = /\b(?:pensioniert\w*|pensionier\w*|rentner\w*|rentnerin\w*|im ruhestand|in pension|pensione|pensionat\w*|a la retraite|retraite\w*|retire\w*|pensioner)\b/;
const WITHOUT = [
  // "ohen unfal", "oni unfall": typed in a hurry.
  /\b(?:ohn+[ei]|ohen|oni|ohn)\s+(?:\w+\s+)?unfal/,
  // "o. Unfall", "o/Unfall": the abbreviation of "ohne".
  /\bo\s*[./]?\s*unfal/,
  /\b(?:sans|senza)\s+(?:l\s+|la\s+|le\s+)?(?:\w+\s+)?(?:accident|infortun)|\b(?:sans|senza|ohne|without|w\/o|w o)\s+(?:acc|inf|unf)\b/,
  // "ss acc", "sz inf", "s/acc": the SMS forms of "sans"/"senza".
  /\b(?:ss|sz|snz|s)\s+(?:l\s+)?(?:acc|accident|inf|infortunio)\b/,
  /\b(?:without|no|excluding|w o)\s+(?:\w+\s+)?acc?ident/,
  // "accident excluded", "accident cover (employer covers it)", "accident through my employer".
  /\bacc?ident\w*\s+(?:\w+\s+)?(?:excluded|not included|removed)\b|\bacc?ident\w*\s+(?:\w+\s+){0,4}(?:employer|through work|via work|at work|by work|by my work|by my job|through my job)\b/,
  // "actually scrap the accident", "drop the accident part": left out.
  /\b(?:scrap|drop|remove|ditch|take out|cancel|lose|skip)\s+(?:the\s+|my\s+)?acc?ident\w*/,
  // "i just signed a full-time contract", "j'ai signé un CDI à plein temps".
  /\bfull ?time (?:contract|position|role)\b/,
  // "pas besoin de l'accident", "non mi serve l'infortunio", "don't need accident cover": left out in so many words.
  /\b(?:pas besoin|plus besoin|besoin de rien|non (?:mi )?serve|non ho bisogno|don t need|do not need|no need for)\s+(?:\w+\s+){0,2}(?:accident|infortun)/,
  // "je bosse à plein temps", "lavoro a tempo pieno", "I work full time".
  /\b(?:bosse\w*|travaill\w*|taff\w*|lavor\w*|work\w*|employ\w*|job)\s+(?:\w+\s+){0,4}(?:a plein temps|a temps plein|a tempo pieno|full ?time)\b|\bfull ?time (?:job|employ\w*|work\w*)\b/,
  new RegExp(String.raw`\b(?:arbeite\w*|schaff\w*|chrampf\w*|angestellt|berufstatig|job|pensum|travaille|lavoro|bosse|taffe|work|working|apprenti\w*|apprendist\w*|lehrling|lernend\w*|apprentice)\s+(?:\w+\s+){0,2}${PERCENT}|\b${PERCENT}\s+(?:\w+\s+){0,2}(?:angestellt|berufstatig|arbeit\w*|tatig|pensum|job|stelle)`),
  /\b(?:kein\w*|kei)\s+(?:\w+\s+)?unfall/,
  /\bunfall\w*\s+(?:\w+\s+){0,3}(?:nicht|kein\w*|nid)\b/,
  /\bunfall\w*\s+(?:\w+\s+){0,4}(?:arbeitgeber|uvg|geschaft|firma|job)/,
  /\b(?:uber|arbeitgeber|geschaft|firma|uvg)\w*\s+(?:\w+\s+){0,4}unfall\w*\s+versichert/,
  new RegExp(`\\b(?:mehr als|uber|mindestens|ab|min)\\s*${HOURS}`),
  new RegExp(`\\b${HOURS}\\s*(?:oder mehr|und mehr|plus)`),
  /\b(?:vollzeit|100 ?%|80 ?%|voll)\s+(?:\w+\s+){0,2}(?:angestellt|berufstatig|arbeit\w*|tatig)/,
  /\b(?:angestellt|berufstatig)\s+(?:\w+\s+){0,2}(?:vollzeit|100 ?%|80 ?%)/,
  /\b(?:arbeite\w*|schaff\w*|chrampf\w*)\s+(?:\w+\s+){0,2}(?:vollzeit|100 ?%|80 ?%|90 ?%|voll)/,
  // "lavoro 42 ore alla settimana", "I work 40 hours a week": 8 hours a week or more.
  /\b(?:[89]|[1-9]\d) ?(?:ore|heures?|hours?|hrs?|stunden|stund|std|h)\s+(?:\w+\s+){0,2}(?:settimana|semaine|week|woche|wuche)\b/,
  // "3 Täg pro Wuche schaffe", "zwei Tage die Woche arbeiten": a working day is 8 hours or more.
  new RegExp(WORKING_DAYS_A_WEEK),
];
const WITH = [
  // "lavoro 4 ore a settimana": under 8 hours a week the employer's insurance leaves free time uncovered.
  /\b[1-7] ?(?:ore|heures?|hours?|hrs?|stunden|stund|std|h)\s+(?:\w+\s+){0,2}(?:settimana|semaine|week|woche|wuche)\b/,
  // "lui è in pensione", "je suis retraité", "I'm retired": no employer's accident insurance.
  RETIRED,
  // "e cun l'infortuni denter?", "infortunio compreso", "accident inclus".
  /\b(?:cun|con|avec)\s+(?:l\s+)?(?:infortun\w*|accident\w*)|\b(?:infortun\w*|accident\w*)\s+(?:\w+\s+)?(?:denter|dentro|inclus\w*|compres\w*|compris\w*)\b/,
  // "je suis à mon compte", "bin selbständig", "sono indipendente", "I'm self-employed": no employer's accident insurance.
  /\b(?:selbst?standig\w*|selbststandig\w*|freischaffend\w*|freelancer?|a mon compte|independant\w*|lavoratore indipendente|indipendente|in proprio|self employed|freelance)\b/,
  /\b(?:mit|mi|inkl\w*|inklusive|plus|samt|und)\s+(?:\w+\s+)?unfal/,
  // "wenn i dr Unfau drzue nime", "Unfall dazunehmen": cover added.
  /\bunfall\w*\s+(?:\w+\s+)?(?:dazu\w*|drzu|derzu|dezu|dezua|hinzu\w*|einschliess\w*|ischliess\w*)\b/,
  // "mit unf", "inkl. unf.": the abbreviation.
  /\b(?:mit|mi|inkl\w*|m)\s+unf\b/,
  /\b(?:avec|avc|av|ac|con|cn|compris)\s+(?:l\s+|la\s+|le\s+)?(?:\w+\s+)?(?:accident|infortun)|\b(?:avec|con|mit|with)\s+(?:\w+\s+){1,3}(?:e|et|und|and)\s+(?:l\s+|la\s+|le\s+)?(?:infortun\w*|accident\w*|unfall\w*)|\b(?:avec|con|mit|with|ac|av|avc|cn)\s+(?:acc|inf|unf)\b/,
  /\b(?:with|including|incl)\s+(?:\w+\s+)?accident/,
  // "accident included", "accident cover included".
  /\bacc?ident\w*\s+(?:\w+\s+)?(?:included|including|incl|inclusive|covered too)\b/,
  // "1500 w accident", "w acc": the texting "w" for "with" (not "w/o", folded "w o").
  /\bw\s+(?:\w+\s+)?acc(?:ident\w*)?\b(?<!\bw o acc\w*)/,
  // "300 deductible and accident", "franchise 300 et accident", "franchigia 300 e infortunio".
  /\b(?:and|et|e)\s+(?:l\s+)?(?:accident|infortunio)\b(?!\s*\?)/,
  /\bunfall\w*\s+(?:ja|dazu|einschliessen|einschliesen|mitversichern|mitversichert|inbegriffen|dabei)\b/,
  new RegExp(`\\b(?:weniger als|unter|nicht mehr als|hochstens|max)\\s*${HOURS}`),
  // "add accident cover back", "remets l'accident", "aggiungi l'infortunio".
  /\b(?:add|include|reinstate|put)\s+(?:\w+\s+){0,2}accident|\baccident\w*\s+(?:\w+\s+)?back\b|\b(?:ajoute\w*|remet\w*|remettre|inclu\w*)\s+(?:\w+\s+){0,2}accident|\b(?:aggiung\w*|rimett\w*|includ\w*)\s+(?:\w+\s+){0,2}infortun/,
];

/** Not employed (so no accident cover through an employer), said of the writer: "i bi pensioniert", "je suis étudiant". */
const NOT_EMPLOYED: readonly RegExp[] = [
  /\b(?:nicht berufstatig|arbeitslos|selbstandig\w*|rentner\w*|\w*pensioniert\w*|pensionar\w*|(?:in|i) (?:de |der |d )?(?:pension|rente)\b|im ruhestand|student\w*|studier\w*|hausfrau|hausmann|schuler\w*|in ausbildung|ohne arbeit|ohne job|nicht angestellt|keine arbeit|kein job)\b/,
  // "jbosse pas encore", "je ne travaille pas", "non lavoro", "I don't work": not employed.
  /\b(?:j ?bosse pas|je (?:ne )?bosse pas|je (?:ne )?travaille pas|j ?travaille pas|(?:non|nn) lavoro|i (?:don t|do not) work|not working)\b/,
  /\b(?:freelanc\w*|self employed|unemployed|retired|independant\w*|a mon compte|retraite\w*|au chomage|etudiant\w*|sans emploi|indipendente|in pensione|pensionat\w*|disoccupat\w*|studente|studentessa)\b/,
];
/** "de sohn studiert no", "ma fille est étudiante": another person's situation says nothing of the writer's cover. */
const OTHER_PERSON = /\b(?:sohn|suhn|tochter|frau|frou|mann|maa|partner\w*|freund\w*|fils|fille|femme|mari|conjoint\w*|figli[oa]|moglie|marito|son|daughter|wife|husband|kid|kids|child|kind|chind|bueb|meitli|er|sie|il|elle|lui|lei|he|she)\b(?: \w+){0,2}$/;

/** "doch lieber mit Unfall": the cover asked for in so many words beats what the work hours suggest. */
const WISH_WITH = /\b(?:lieber|doch|bitte|trotzdem)\s+(?:\w+\s+)?(?:mit|inkl\w*)\s+(?:\w+\s+)?unfal/;

export function extractAccident(text: string): boolean | undefined {
  if (WISH_WITH.test(text)) return true;
  if (WITHOUT.some((pattern) => pattern.test(text))) return false;
  if (WITH.some((pattern) => pattern.test(text))) return true;
  for (const pattern of NOT_EMPLOYED) {
    const found = pattern.exec(text);
    if (found && !OTHER_PERSON.test(text.slice(0, found.index).trim())) return true;
  }
  return undefined;
}
