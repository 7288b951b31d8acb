import type { Intent } from "./actions";
import type { AdvisorState } from "./state";

/**
 * What the person wants, read from a normalized message and what was extracted from it.
 * Checked from the most specific wish to the most general; criteria in a message make it a
 * change (offers shown) or more information (not yet).
 */
export type IntentInput = { text: string; hasCriteria: boolean; selection: boolean; personal: boolean };

const RESET = /\b(?:neu (?:starten|beginnen|anfangen)|von vorn\w*|nochmal von|neustart|reset|restart|alles (?:loschen|zurucksetzen)|neue suche|fang\w* neu|starte neu|nomal vo vorn)/;
const CANCEL = /\b(?:abbrechen|abbruch|abgebrochen|doch nicht|vergiss es|stopp?\b|will keine offerte|keine offerte mehr|lass es|lieber nicht mehr|aufhoren|annuler|annule|laisse tomber|annulla|lascia perdere|cancel\b|forget it)/;
const GREETING = /^(?:(?:hel+o+|hey+|hi+|yo+) )?(?:anyone|anybody|someone) (?:there|here|around|home)\b|^(?:hallo|hoi|hoi zame|grussgott|gruess ?gott|gruessech|tschau|tschou|adieu|uf widerluge|uf wiederluege|auf wiedersehen|gruzi|gruezi|grussech|grusech|gruss gott|gruss di|grussdi|gruss|salut|guten (?:tag|morgen|abend)|gute (?:tag|morge|morgen|abig|abend|nabig)|guete (?:tag|morge|abig|n abig|nabig|obe)|gueten (?:tag|morge|abig)|gute n abig|hey|hi|ehi|ehila|hei|servus|sali|ciao|moin|tag|bonjour|grussdi|gruessdi|coucou|bonsoir|salve|buongiorno|buonasera|hello|good (?:morning|afternoon|evening))\b/;
const THANKS = /^(?:danke|merci|vielen dank|dankeschon|thx|thanks|besten dank|herzlichen dank|super danke|ok danke|perfekt danke|merci vilmal|tiptop|top danke)/;
// "can I get a quote from KPT?", "vorrei un preventivo": the quote in English and Italian too (not the French "quote-part").
const QUOTE = /\b(?:offert\w*|offre|offerta|devis|preventiv\w*|quotation|(?:get|request|want|like|need|send me|receive|ask for|have) (?:a |an |the |your )?quote(?! ?part)\b|(?:get|send|give|email|mail) (?:me|us) (?:a |an |the )?offer\b|(?:want|like|need|request|get) (?:a |an |the )?offer (?:for|from|with) (?:that|this|it|the)\b|antrag|beantrag\w*|abschliess\w*|abschlies\w*|(?<!\b(?:es|ihn|sie|si|das kind|s kind|s chind|das baby|s baby|de chlii|die chlii|em)\s(?:\w+\s){0,2})anmeld\w*|unterlagen|vertrag|kontaktier\w*|versicherung wechseln zu|melde mich an)/;
const YES = /^(?:ja|jo|jep|jawohl|gern\w*|klar|sicher|ok|okay|yes|yeah|sure|genau|unbedingt|mach das|gerne doch|bitte|ja bitte|ja gerne|jaa|jup|warum nicht|oui|volontiers|d accord|si(?= *(?:$|,|!|volentieri|certo|grazie|per favore))|certo|va bene|please)\b/;
const NO = /^(?:nein|nei|no|nope|lieber nicht|noch nicht|eher nicht|nicht jetzt|spater|non|pas maintenant|not now|no thanks)\b/;
// "which deductible?", "quelle franchise ?": the question alone asks for the best one too.
const OPTIMIZE = /\b(?:(?:which|what) (?:deductible|excess|franchise) (?:\w+ )?(?:makes (?:the most )?sense|is best|fits (?:me|best)|should i (?:take|choose|pick|go for))|(?:quelle|welche|weli|wele|quale) (?:franchise|franchigia) (?:\w+ )?(?:est la plus (?:avantageuse|interessante)|lohnt|passt|conviene)|(?:quelle|che|which|what) (?:franchise|franchigia|deductible) \?|(?:quelle|che|which|what) (?:franchise|franchigia|deductible)\b.*\b(?:conviene|convient|choisir|prendre|scegliere|should|best|recommend\w*|mieux|meilleure?)|(?:meilleure?|migliore|best|ideale|optimale) (?:franchise|franchigia|deductible)|(?:franchise|franchigia|deductible) (?:ideale|optimale|migliore|ottimale)|beste\w* franchise|optimal\w* franchise|franchise (?:optimier\w*|berechn\w*|vergleich\w*|empfehl\w*|rechnen)|optimier\w*|welche franchise|lohnt sich (?:\w+ ){0,3}franchise|franchise (?:\w+ ){0,3}(?:lohnt|lohne|sinnvoll|empfiehlst|empfehlen|passt)|gunstigste franchise|richtige franchise|passende franchise|franchise (?:\w+ ){0,2}(?:wahlen|nehmen)\b.*\?|franchise\b.*\b(?:beschte|bescht|besti|die beste|das beste|s beste|am besten|optimal\w*)\b|(?:was|wa) (?:lohnt|lohnet|loont|rentiert) sich\b.*\b(?:\w*kosten|\w*choschte|\w*chöste|\w*choste|arzt\w*|ausgaben|rechnungen)\b|\b(?:\w*kosten|\w*choschte|\w*choste|ausgaben)\b.*\b(?:was|wa) (?:lohnt|lohnet|loont|rentiert) sich\b)/;
const QUESTION_START = /^(?:(?:und |aber |also )?(?:was|wie|wann|warum|wieso|weshalb|welche\w*|wer|wo|woher|muss|kann|darf|konnen|gibt es|gits|ist|sind|lohnt|stimmt es|erklar\w*|bis wann|habe ich|hab ich|bekomme ich|bekommt man|zahlt|ubernimmt|deckt)\b)/;
const KNOWLEDGE = /\b(?:kundig\w*|frist\w*|wechsel\w*|wechsl\w*|gesundheitsfrage\w*|aufnahme\w*|pramienverbilligung\w*|verbilligung|subvention\w*|ipv|selbstbehalt\w*|kostenbeteiligung|zusatzversicherung\w*|grundversicherung|kvg|lamal|deckt|leistung\w*|bezahlt|ubernimmt|notfall\w*|ausland|brille\w*|zahnarzt\w*|spital\w*|mutterschaft|schwanger\w*|unterschied\w*|was ist|was bedeutet|wie funktioniert|erklar\w*|datenschutz|daten|sonderkundigung|mahnung|betreibung|bag|obligatorisch|pflicht|wohnsitz|grenzganger)/;
const WHY = /^(?:(?:und |aber |also )?(?:warum|wieso|weshalb|was ist|was sind|was bedeutet|was heisst|erklar\w*|wie funktioniert))\b/;
const TOPIC = /\b(?:krankenkass\w*|krankenversicherung\w*|versicher\w*|pramie\w*|franchise\w*|modell\w*|arzt\w*|hmo|telmed|hausarzt\w*|unfall\w*|kosten\w*|kasse\w*|grundversicherung|spital\w*|medikament\w*)/;
const SHOW = /\b(?:zeig\w*|anzeigen|angebote|offerten anzeigen|vergleich\w*|suche\w*|such\w*|pramien|gunstigst\w*|billigst\w*|gunschtigsch\w*|gunstigsch\w*|billigsch\w*|resultate|ergebnisse|was kostet|wie viel kostet)\b/;

/** "ok merci", "ok grazie", "okay thanks": a thank-you that closes, not a yes to the quote. */
const OK_THANKS = /^(?:ah |bon |alors )?(?:ok|okay|d accord|va bene|alles klar)\b[^?]{0,12}\b(?:danke\w*|merci|grazie|thanks|thank you|thx)\b/;
export const isYes = (text: string) => YES.test(text) && !NO.test(text) && !OK_THANKS.test(text);
export const isNo = (text: string) => NO.test(text);

/** Thanks and nothing else but friendly words and a goodbye ("super, danke dir. schönen abend", "merci viumou und e schöne tag no"). */
const THANKS_WORD = /\b(?:danke\w*|dank|merci|mrc|mrci|mci|thanks|thank you|thx|grazie|grz|vergelts\w*|cheers|ty|tks)\b/;
const FRIENDLY = new Set(["super", "perfekt", "ok", "okay", "toll", "prima", "cool", "top", "tiptop", "genial", "danke", "dankeschon", "merci", "vielmal", "vielmals", "viumou", "vilmal", "viel", "vielen", "mal", "dir", "euch", "ihnen", "sehr", "herzlich", "herzlichen", "besten", "lieben", "und", "u", "no", "noch", "e", "en", "einen", "schonen", "schone", "schoni", "schon", "guten", "guete", "gute", "abend", "abig", "obig", "tag", "wochenende", "sonntag", "tschuss", "tschau", "ciao", "adieu", "ade", "bye", "das", "hilft", "hat", "het", "mir", "gholfe", "geholfen", "weiter", "bis", "bald", "spater", "gruss", "grusse", "lg", "ja", "alles", "klar", "i", "ich", "melde", "mich", "wieder", "dann", "vo", "von", "fur", "die", "hilfe", "info", "infos", "antwort", "ganz", "gut", "wunderbar", "grossartig", "easy", "nett", "lieb", "s", "isch", "ist", "war", "hesch", "hast", "mi", "jetzt", "weiss", "bescheid", "danki", "viu", "mau", "vilmal", "vielmol", "viumau", "wars", "warsch", "gsi", "gsii", "zame", "zamme", "mitenand", "spoter", "spaeter", "widerluge", "wiederluege", "uf", "auf", "wiedersehen", "hesch", "gmacht", "gemacht",
  "cheers", "mate", "really", "very", "helpful", "that", "thats", "much", "great", "awesome", "goodbye", "bye", "merci", "beaucoup", "grazie", "mille",
  "scho", "sunntig", "sonntig", "sunntag", "samstig", "samschtig", "wuchenend", "wucheend", "wochenend", "fiirabig", "feierabend", "mersi", "bis", "bald", "nomol", "nomal", "adie", "tschau",
  "haha", "hahaha", "hihi", "lol", "du", "bisch", "bist", "schnall", "schnell", "langt", "lengt", "reicht", "mer", "furs", "erschte", "erste", "erschti", "erst", "moment", "zeit",
  // French, Italian, English
  "grazie", "thx", "beaucoup", "bien", "bonne", "soiree", "journee", "au", "revoir", "a", "bientot", "mille", "tante", "buona", "serata", "giornata", "arrivederci",
  "thank", "you", "thanks", "lot", "much", "have", "nice", "evening", "day", "great", "very", "so", "that", "helps", "helped",
  "perfect", "sunday", "weekend", "week", "end", "come", "back", "tomorrow", "later", "dimanche", "demain", "reviens", "repasse", "avec", "mes", "domenica", "domani", "presto", "torno", "va", "be", "bene", "and",
  "bcp", "bcq", "mci", "mrc", "mrci", "grz", "ci", "penso", "lo", "stesso", "comunque", "je", "vais", "reflechir", "y", "think", "about", "it", "ll", "will", "pour", "tout", "l", "aide", "infos", "parfait", "super", "top", "salut", "ciao", "molte", "tutto", "per", "l", "aiuto", "perfetto", "ty", "tks", "cheers", "again", "all", "the", "help", "bye", "see", "ya",
  // "top, je reviens ce soir avec mes infos, merci !", "parfait merci, bonne fin de dimanche !", "grazie mille, gentilissimo", "cheers mate, ur a star"
  "ce", "soir", "fin", "de", "semaine", "et", "gentil", "gentille", "sympa", "cool", "nickel", "genial", "gentilissimo", "gentilissima", "gentile", "buon", "sera", "serata", "ottimo", "grande", "ur", "youre", "re", "star", "legend", "lifesaver", "brilliant", "nice", "one", "mate", "guys", "folks", "ok", "okay", "bonne", "soiree", "tschausi", "merci", "vielmal", "heb", "hebs", "gut", "guet", "schoin", "schone", "obe", "abe", "obig",
  // "ok je reviens plus tard avec tout ça, merci", "grazie, ci risentiamo più tardi"
  "plus", "tard", "ca", "cela", "reviendrai", "piu", "tardi", "dopo", "risentiamo", "sentiamo", "ritorno",
  // "super, merci mille fois, bonne soirée !", "grazie mille, buona notte", "schöne abig no"
  "mille", "fois", "bonne", "soiree", "journee", "nuit", "notte", "giornata", "schone", "abig", "abend", "obe", "no"]);
/** Thanks said in a sentence ("je voulais juste dire merci, grâce à vous j'ai économisé …", "wollte nur danke sagen"). */
const THANKS_SAID = /\b(?:(?:juste |simplement |vous )?dire merci|(?:wollte|will|wott|wett) (?:\w+ ){0,2}(?:danke|merci) sage\w*|volevo (?:\w+ ){0,2}(?:dire|dirti|dirvi|ringraziar\w*) (?:\w+ )?(?:grazie)?|(?:just )?(?:wanted|want) to say (?:thanks|thank you)|grace a vous|grazie a voi|dank (?:dir|euch|ihne)|thanks to you)\b/;
/** A goodbye without a question ("à l'année prochaine alors, ciao", "bis nächst johr", "see you next year"). */
const GOODBYE = /\b(?:a l annee prochaine|a la prochaine|a bientot|au revoir|bis (?:zum )?nachst\w* (?:jahr|johr|mal|mol)|bis im nachscht\w* (?:jahr|johr)|uf widerluege|uf wiederluege|auf wiedersehen|alla prossima|all anno prossimo|arrivederci|see you(?: next year| soon| then)?|bye|je reviendrai|je repasserai|a plus tard|(?<=\w )(?:salut|ciao|tschuss|tschau)$|bonne (?:soiree|journee|nuit|fin de journee)|buona (?:serata|giornata|notte)|buonanotte|bonne nuit|gute nacht|guet nacht|good night|have a (?:nice|good|great) (?:day|evening|night|weekend)|(?:en )?schone (?:abig|abend|tag|obe|sunntig))\b/;
const GOODBYE_AT_END = new RegExp(`(?:${GOODBYE.source})(?:\\s*[!.])*\\s*$`);
export const isThanksOnly = (text: string) => {
  // Punctuation and emoji ("😂", "🙏") are no words.
  const words = text.split(" ").filter((word) => !/^[?!,;:.]$/.test(word) && /[\p{L}\p{N}]/u.test(word));
  return THANKS_WORD.test(text) && words.length <= 14 && words.every((word) => FRIENDLY.has(word));
};

export function detectIntent({ text, hasCriteria, selection, personal }: IntentInput, state: AdvisorState): Intent {
  const offersShown = state.angebote.length > 0;
  if (RESET.test(text)) return "reset";
  if (state.conversation_stage === "offer_collection") return CANCEL.test(text) ? "cancel" : "offer_data";

  // "ok perfekt, danke! das längt mer fürs erschte": thanks and friendly words only, even where "perfekt" could pick an offer.
  // "merci. si je change, est-ce que je perds mon médecin ?": thanks first, then a question that is answered.
  const asksAfterThanks = text.endsWith("?") && text.split(" ").length > 5;
  if (state.conversation_stage !== "selected" && ((THANKS.test(text) && !selection && !asksAfterThanks) || isThanksOnly(text)) && !hasCriteria) return "thanks";
  // "je voulais juste dire merci, l'an passé j'ai économisé 60 balles": thanks told, with no question; "à l'année prochaine, ciao": a goodbye.
  // "nice, i'll come back with my details. have a good evening!": a goodbye that ends a longer message, too.
  const goodbye = GOODBYE.test(text) && (text.split(" ").length <= 8 || GOODBYE_AT_END.test(text)) && !personal;
  if (state.conversation_stage !== "selected" && !text.includes("?") && !selection && ((THANKS_SAID.test(text) && !personal) || goodbye)) return "thanks";
  if (OPTIMIZE.test(text)) return "optimize_franchise";
  const question = QUESTION_START.test(text) || (text.endsWith("?") && KNOWLEDGE.test(text));
  if (WHY.test(text) && !personal && !selection) return "question";
  if (question && KNOWLEDGE.test(text) && !selection && !/\b(?:und mit|lieber|statt)\b/.test(text)) return "question";
  const shortThanks = text.split(" ").length <= 5 && /\b(?:danke\w*|merci|thanks|thx|thank you|grazie)\b/.test(text);
  if (state.conversation_stage !== "selected" && ((THANKS.test(text) && !asksAfterThanks) || shortThanks) && !hasCriteria && !selection) return "thanks";
  // "ok grazie" after a quote was offered: thanks, no quote.
  if (OK_THANKS.test(text) && !hasCriteria && !QUOTE.test(text)) return "thanks";
  if (state.conversation_stage === "selected" && state.ausgewaehlt) {
    if (QUOTE.test(text) || isYes(text)) return "request_quote";
    if (isNo(text) && !hasCriteria) return "decline";
  }
  if (selection && offersShown) return QUOTE.test(text) ? "request_quote" : "select_offer";
  if (QUOTE.test(text) && !hasCriteria) return "request_quote";
  if (hasCriteria) return offersShown ? "change_criteria" : "provide_info";
  if (question && !hasCriteria && TOPIC.test(text)) return "question";
  if (GREETING.test(text)) return "greeting";
  if (SHOW.test(text)) return "show_offers";
  return "other";
}
