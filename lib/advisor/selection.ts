import { foldForSearch } from "@/lib/domain/search-text";

/**
 * Which shown offer a message picks: by position ("ich nehme die zweite", "Nummer 3",
 * "das günstigste", "das letzte") or by the insurer's name ("die CSS", "Helsana bitte").
 * Returns the position in the list, or undefined.
 */
const ORDINALS: readonly [RegExp, number][] = [
  [/\b(?:erst\w*|ersch\w*|ersti|eis|eins|premier\w*|prima|primo|first|1st|1er|1ere|1a|1o)\b/, 0],
  [/\b(?:zweit\w*|zwoit\w*|zwoitsch\w*|zweitsch\w*|zwei|deuxieme|second\w*|seconda|secondo|2nd|2e|2eme|2a|2o)\b/, 1],
  [/\b(?:dritt\w*|dritsch\w*|drei|troisieme|terza|terzo|third|3rd|3e|3eme|3a|3o)\b/, 2],
  [/\b(?:viert\w*|vier|quatrieme|quarta|quarto|fourth|4th|4e|4eme|4a|4o)\b/, 3],
  [/\b(?:funft\w*|funf|cinquieme|quinta|quinto|fifth|5th|5e|5eme|5a|5o)\b/, 4],
];
const PICK = /\b(?:nehm\w*|nimm|nim|nime|nimme|nahm\w*|ds|s|wahl\w*|will|mochte|hatte gern|gefallt|gfallt|gfallt|gfaut|gfalt|di|passt|klingt gut|me va|convient|m interesse|interessa|interessano|looks good|sounds good|works for me|go with|nehmen|die|das|den|dr|d|bitte|offerte|angebot|favorit|entscheide|prends|choisis|je veux|le|la|l|prendo|scelgo|voglio|il|take|choose|want|the|one)\b/;
const CHEAPEST = /\b(?:(?:die|di|das|den|s|ds|d|dr|de|da|vom|vo|von|em|dem|furs|fur das|fur die|fur s|zum) (?:gunstigst\w*|billigst\w*|gunstigsch\w*|billigsch\w*)|(?:gunstigst|gunstigsch|billigst|billigsch)\w* (?:nehm\w*|nimm|nime|nimme|bitte)|(?:nehm\w*|nimm|nim) (?:\w+ )?(?:gunstigst\w*|billigst\w*|gunstigsch\w*|billigsch\w*)|(?:prends|prendre|choisis|choisir|veux|garde|ok pour|d accord pour|va pour) (?:\w+ )?(?:la|le|l) moins cher\w*|(?:la|le|l) moins cher\w* (?:me va|me convient|ca me va|c est bon|parfait|stp|svp)|(?:prendo|scelgo|voglio|va bene) (?:\w+ )?(?:la|il|quella|quello) (?:meno car[ao]|piu economic[ao])|(?:prends|prenons|prend|choisis|choisissons|on prend|va pour) (?:\w+ )?(?:la|le|l) moins cher\w*|(?:prendo|prendiamo|scelgo|scegliamo) (?:\w+ )?(?:la|il|quella|quello) (?:meno car[ao]|piu economic[ao]|piu conveniente)|(?:la|il|quella|quello) (?:meno car[ao]|piu economic[ao]|piu conveniente) (?:va bene|per favore|grazie|pf|x favore)|(?:take|choose|go with|want|ll take|we ll take|i ll go with) the cheapest|the cheapest (?:one )?(?:please|pls|is fine|works)|^(?:ok |oui |si |yes )?(?:la|il|quella|quello|the) (?:piu economic[ao]|meno car[ao]|piu conveniente|moins cher\w*|cheapest(?: one)?)(?: (?:svp|stp|per favore|pf|please|grazie|merci))?$)/;

/** The message picks the cheapest offer shown ("la moins chère svp", "on prend la moins chère", "the cheapest one please"). */
export const choosesCheapest = (text: string) => CHEAPEST.test(text);
const LAST = /\b(?:letzt\w*|dernier\w*|ultim\w*|last)\b/;
const INSURER_NOISE = new Set(["krankenversicherung", "versicherung", "kranken", "ag", "sa", "krankenkasse", "kasse", "die", "de", "la", "caisse", "maladie", "assurance", "assurances", "gruppe", "groupe"]);

export type Pickable = { versicherer: string };

function insurerWords(name: string): string[] {
  return foldForSearch(name)
    .split(" ")
    .filter((word) => word.length >= 3 && !INSURER_NOISE.has(word));
}

export function pickOffer(text: string, offers: readonly Pickable[]): number | undefined {
  if (offers.length === 0) return undefined;
  const words = new Set(text.split(" "));
  const byName = offers.findIndex((offer) => {
    const names = insurerWords(offer.versicherer);
    return names.length > 0 && words.has(names[0]!);
  });
  if (byName >= 0) return byName;
  if (!PICK.test(text)) return undefined;
  if (CHEAPEST.test(text)) return 0;
  if (LAST.test(text)) return offers.length - 1;
  for (const [pattern, position] of ORDINALS) if (pattern.test(text)) return position < offers.length ? position : undefined;
  const digit = /\b(?:die|das|den|nummer|nr|no|angebot|option|nehme)\s+(\d{1,2})\b/.exec(text);
  if (digit) {
    const position = Number(digit[1]) - 1;
    return position >= 0 && position < offers.length ? position : undefined;
  }
  return undefined;
}

/** The insurer a message names ("die CSS", "Helsana bitte"), among all insurers of the index. */
export function pickInsurer(text: string, insurers: Iterable<{ code: string; name: string }>): string | undefined {
  const words = new Set(text.split(" "));
  for (const insurer of insurers) {
    const names = insurerWords(insurer.name);
    if (names.length > 0 && words.has(names[0]!)) return insurer.code;
  }
  return undefined;
}
