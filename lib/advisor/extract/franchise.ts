/**
 * A deductible asked for in words: the highest or the lowest one. The amount itself
 * ("Franchise 2500", "300er") is read by ./numbers.ts; which amounts an age allows is decided
 * by the engine with lib/domain/franchise.
 */
export type FranchiseWish = "highest" | "lowest" | "secondLowest" | "secondHighest";

/** Superlatives of "tief"/"hoch" as written in German and Swiss German, folded: "tiefste", "tüüfschti", "tiafst", "höchste", "hegschte" (Basel), "grööscht". */
export const LOWEST_WORD = String.raw`(?:t(?:ie|ia|uu|u|i)fs(?:ch)?t\w*|niedrigs(?:ch)?t\w*|klein(?:s|sch)t\w*|chli+n(?:s|sch)t\w*|minimal\w*|mindest\w*)`;
export const HIGHEST_WORD = String.raw`(?:h(?:o|e)(?:ch|g)s(?:ch)?t\w*|gro+ss?(?:ch)?t\w*|gre(?:s|sch)t\w*|maximal\w*)`;

const HIGHEST = new RegExp(String.raw`\b(?:${HIGHEST_WORD}|hohe\w*|max|hoch\w*)\s+franchise|franchise\s+(?:so hoch wie moglich|maximal|max|am hochsten|ganz hoch|hoch|ganz (?:ufe|uffe|nach oben|rauf|ufa))\b|\bfranchise\w*(?:\s+\w+){0,4}?\s+(?:die|d|di|de|dr|s|das)\s+${HIGHEST_WORD}\b`);
const LOWEST = new RegExp(String.raw`\b(?:${LOWEST_WORD}|min|tief\w*|niedrig\w*|ordentlich\w*|gesetzlich\w*)\s+franchise|franchise\s+(?:so tief wie moglich|minimal|min|am tiefsten|ganz tief|tief)\b|\bfranchise\w*(?:\s+\w+){0,4}?\s+(?:die|d|di|de|dr|s|das)\s+${LOWEST_WORD}\b`);

/** "hm, lieber die höchste", "doch d tüüfschti": a short answer after deductibles were talked about. */
const SHORT_HIGHEST = new RegExp(String.raw`^(?:\w+ ){0,3}(?:die|d|di|de|dr|der|dere|s|das) (?:${HIGHEST_WORD}|gross\w*cht\w*)(?: [?!.])*$`);
const SHORT_LOWEST = new RegExp(String.raw`^(?:\w+ ){0,3}(?:die|d|di|de|dr|der|dere|s|das) ${LOWEST_WORD}(?: [?!.])*$`);

/** French, Italian and English: "la franchise la plus basse", "franchigia più alta", "la + haute", "max deductible". */
const HIGH_OTHER = String.raw`(?:\+ (?:haute|elevee|grande|alta|elevata|high)|plus (?:haute|elevee|grande|forte)|la plus haute|maximale?|max|piu (?:alta|elevata)|la piu alta|massima|alta|highest|hihgest|higest|hightest|highst|hieghest|biggest|largest|maximum|max|fond|taquet)`;
const LOW_OTHER = String.raw`(?:more small|most small|smallest|\+ (?:basse|petite|bassa|low)|plus (?:basse|petite|faible)|la plus basse|minimale?|min|piu bassa|la piu bassa|minima|bassa|lowest|minimum|min)`;
const OTHER_FRANCHISE = String.raw`(?:franchi\w*|deductible\w*|deductable\w*|deducible\w*|excess)`;
// "la franchise au max", "e con quella più alta?", "and with the highest?": also short, after deductibles were talked about.
const HIGHEST_OTHER = new RegExp(String.raw`\b${OTHER_FRANCHISE}(?: la| the| au| al| a| at the| to the)? ${HIGH_OTHER}\b|\b(?:la |the )?${HIGH_OTHER} ${OTHER_FRANCHISE}\b|^(?:\w+ ){0,3}(?:la|quella|the|le|il) ${HIGH_OTHER}(?: (?:one|svp|stp|pf|please))?(?: [?!.])*$|\b(?:metti|mettete|mets|mettez|prends|prenez|prendi|prendete|put|take|give me) (?:mi |moi )?(?:la|quella|the|le|il) ${HIGH_OTHER}\b|\b(?:la|quella|the|le|il) ${HIGH_OTHER} (?:che si (?:puo|possa)|possibile|possible|qui existe|you can|allowed|there is)\b`);
const LOWEST_OTHER = new RegExp(String.raw`\b${OTHER_FRANCHISE}(?: la| the| au| al| a| at the| to the)? ${LOW_OTHER}\b|\b(?:la |the )?${LOW_OTHER} ${OTHER_FRANCHISE}\b|^(?:\w+ ){0,3}(?:la|quella|the|le|il) ${LOW_OTHER}(?: (?:one|svp|stp|pf|please))?(?: [?!.])*$|\b(?:metti|mettete|mets|mettez|prends|prenez|prendi|prendete|put|take|give me) (?:mi |moi )?(?:la|quella|the|le|il) ${LOW_OTHER}\b|\b(?:la|quella|the|le|il) ${LOW_OTHER} (?:che si (?:puo|possa)|possibile|possible|qui existe|you can|allowed|there is)\b`);

/** "di zweittüüfschti Franchise", "la deuxième plus basse", "la seconda più alta", "the second-lowest excess". */
const SECOND = String.raw`(?:zweit|zwoit|zwot|zweite|zweiti|deuxieme|2e|2eme|2nd|seconda|secondo|second)`;
const SECOND_LOWEST = new RegExp(String.raw`\b${SECOND}\s*(?:${LOWEST_WORD}|plus (?:basse|petite)|piu bassa|lowest|smallest)\b|\b${SECOND}(?:${LOWEST_WORD})\b`);
const SECOND_HIGHEST = new RegExp(String.raw`\b${SECOND}\s*(?:${HIGHEST_WORD}|plus (?:haute|elevee)|piu (?:alta|elevata)|highest|largest)\b|\b${SECOND}(?:${HIGHEST_WORD})\b|\b(?:avant derniere|penultima|penultimo)\b`);

export function extractFranchiseWish(text: string): FranchiseWish | undefined {
  if (SECOND_LOWEST.test(text)) return "secondLowest";
  if (SECOND_HIGHEST.test(text)) return "secondHighest";
  if (HIGHEST.test(text) || SHORT_HIGHEST.test(text.trim()) || HIGHEST_OTHER.test(text)) return "highest";
  if (LOWEST.test(text) || SHORT_LOWEST.test(text.trim()) || LOWEST_OTHER.test(text)) return "lowest";
  return undefined;
}
