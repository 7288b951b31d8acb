import type { Locale } from "@/lib/i18n/config";

/**
 * The language a message is written in, from the words only one of the four languages uses, as
 * people write to an insurance advisor (Swiss German included: "i bi", "mir händ", "chind").
 *
 * A general detector (franc, eld) was measured against the evaluation sets and left out: on
 * messages of a few words it names Swiss German French or Dutch, and a message of numbers and
 * names ("8001 zh 1990 telmed") has no language at all. Here a language needs two of its marker
 * words alone (one in a message of up to three words) or two more than any other; German wins a tie, and no marker means no language (the
 * conversation keeps the one it has). Words the languages share in Switzerland ("merci", "ciao", "sali",
 * "franchise", "telmed", "ok") are no marker.
 */
const MARKERS: Record<Locale, readonly string[]> = {
  de: [
    "ich", "bin", "bi", "mir", "mini", "mis", "mine", "min", "wohne", "wohn", "wohnä", "und", "u", "nicht", "nöd", "nid", "isch", "ist", "chasch",
    "kann", "wieviel", "wie", "was", "wer", "kostet", "choschtet", "chostet", "jahrgang", "jg", "mein", "meine", "meiner", "frau", "maa", "mann",
    "kinder", "chind", "kind", "für", "fürs", "mit", "ohne", "bitte", "danke", "dank", "grüezi", "hoi", "günstigste", "billigste", "billigschti",
    "krankenkasse", "kasse", "prämie", "prämien", "unfall", "hausarzt", "geboren", "jahre", "jahr", "alt", "wir", "sind", "habe", "hab",
    "han", "het", "hät", "hend", "händ", "zahle", "zahlt", "zahl", "ja", "nein", "nei", "gern", "gerne", "auch", "au", "oder", "aber", "im", "vom",
    "der", "die", "das", "den", "dem", "dr", "es", "zum", "zur", "uf", "vo", "vor", "nach", "noch", "scho", "schon", "wo", "wänn",
    "wenn", "wechsle", "wechseln", "sparen", "spare", "lohnt", "chunt", "gaht", "geht", "guet", "gut", "welche", "welches", "öppis", "bisch", "nimm", "nime", "chani", "gfallt", "mer", "chönd", "erschte", "zwöite", "zweite", "besser", "schick", "schicke", "viumau", "vielmal",
  ],
  fr: [
    "parfait", "dimanche", "soir", "fin", "je", "passe", "passer", "veux", "voudrais",
    "slt", "bjr", "cb", "jsuis", "chui", "chuis", "jhabite", "pk", "pcq", "bcp", "je", "j", "suis", "nous", "vous", "mon", "ma", "mes", "ton", "ta", "tes", "notre", "nos", "votre", "vos", "est", "sont", "avec", "sans",
    "pour", "combien", "quelle", "quel", "quels", "quelles", "caisse", "maladie", "né", "née", "nés", "habite", "habitons", "vis", "vit", "enfants",
    "enfant", "mari", "femme", "ans", "et", "les", "des", "du", "une", "moins", "cher", "chère", "coûte", "coute", "payer", "paie", "paye",
    "prime", "primes", "assurance", "médecin", "famille", "oui", "bonjour", "c", "qu", "que", "qui", "dois", "puis", "peux", "faut", "fille",
    "fils", "copain", "copine", "année", "mois", "aussi", "mais", "ou", "où", "aux", "sur", "dans", "cette", "ce", "mieux", "moi", "non", "plutôt", "soirée", "bonne", "ça", "coucou", "journée", "déménage", "déménager", "travaille", "enceinte", "naissance", "aimerais", "tu", "pas", "comme", "très", "vraiment", "bien", "assuré", "assurée", "économise", "économiser", "changer", "bébé", "modèle", "payons", "cherche", "voudrais", "aimerais", "veux", "salut", "bonsoir", "épouse", "conjoint", "chez", "il", "elle", "ils", "elles", "nul", "svp", "stp", "parlez", "parles", "français", "francais", "quoi", "rien", "aussi", "encore", "jusqu", "depuis", "chômage", "quand", "janvier", "partir", "paierais", "paierait", "paierai", "payerais", "prochain", "prochaine", "résilier", "resilier", "finalement", "lieu", "alors", "donc", "voilà", "voila", "plutot", "vacances", "hôpital", "hopital", "rembourse", "rembourser", "remboursé", "étranger", "etranger", "montre", "montrez", "montrer", "tous", "toutes", "modèles", "modeles", "offres", "devis", "résilie", "résiliation", "npa", "besoin", "bosse", "jbosse", "boulot",
  ],
  it: [
    "buona", "buon", "serata", "giornata", "domenica", "gentilissimo", "gentilissima", "gentile", "arrivederci", "ottimo",
    "qnt", "cmq", "xche", "xché", "xke", "xké", "sono", "ho", "abbiamo", "mio", "mia", "miei", "mie", "nato", "nata", "nati", "anni", "quanto", "quanti", "costa", "cassa", "malati",
    "franchigia", "medico", "famiglia", "figli", "figlio", "figlia", "moglie", "marito", "con", "senza", "che", "il", "lo", "gli",
    "della", "del", "di", "abito", "vivo", "viviamo", "grazie", "buongiorno", "premio", "premi", "assicurazione", "più", "meno", "economica",
    "conviene", "è", "sì", "anche", "oppure", "dove", "quale", "posso", "devo", "bisogno", "cambiare", "nostro", "nostra", "siamo", "trasferisco", "classe", "bene", "proprio", "inutile", "chi", "vince", "può", "fare", "già", "prima", "nascita", "quest", "anno", "lavoro", "incinta", "trasloco", "non", "sei", "come", "vorrei", "buonasera", "salve", "pago", "paghiamo", "spendo", "risparmio", "risparmiare", "cambio", "infortunio", "infortuni", "modello", "telemedicina", "bambini", "bambino", "ragazzo", "ragazza", "lei", "lui", "mi", "ti", "ci", "nel", "nella", "alla", "al", "da", "tra", "fra", "uno", "una", "dei", "delle", "degli", "questo", "questa", "quello", "raccontami", "barzelletta", "dimentica", "istruzioni", "precedenti", "rispondi", "solo", "sui", "sul", "sulla", "tedesco", "francese", "inglese", "parli", "parla", "italiano", "quando", "entro", "dobbiamo", "ancora", "allora", "cosa", "sto", "vedo", "lista", "qualcosa", "cambia", "fammi", "vedere", "voglio", "sapere", "vorei", "gemelli", "aspettiamo", "tornare", "faccio", "devo", "penso", "stesso", "grazie", "lavoro", "abitiamo", "costano", "quest", "prossimo", "vado", "vai", "vacanza", "vacanze", "ospedale", "paga", "pagare", "pagato", "finisco", "succede", "bisogna", "tutto", "tutta", "ogni", "mese", "mesi", "dopo", "adesso", "oggi", "sempre", "niente", "quella", "quelle", "quelli", "nostri", "vostro", "vostra", "perche", "perché", "basta", "deve", "devono", "giorno", "spedire", "arrivare", "raccomandata", "confrontami", "confronta", "mostrami", "mostra", "tutti", "tutte", "modelli", "preventivo", "offerte", "disdetta", "disdire", "nap", "tocca",
  ],
  en: [
    "i", "i'm", "my", "we", "our", "is", "are", "the", "and", "with", "without", "how", "much", "what", "which", "born", "live", "living",
    "insurance", "deductible", "cheapest", "cost", "costs", "do", "does", "can", "should", "wife", "husband", "kids", "children", "old",
    "years", "hello", "hi", "thanks", "please", "family", "doctor", "yes", "would", "it", "for", "you", "your", "have", "has", "of",
    "to", "switch", "year", "month", "premium", "premiums", "cover", "accident", "want", "need", "there", "useless", "stupid", "good", "great", "thank", "moving", "move", "pregnant", "work", "job", "speak", "english", "when", "where", "who", "why", "am", "was", "will", "could", "get", "kid", "son", "daughter",
    "compare", "show", "model", "models", "write", "poem", "joke", "story", "tell", "offers", "offer", "quote", "cancel", "yet", "published", "cheaper", "expensive", "than", "same", "keep", "tell", "give", "only", "about", "not", "don't", "isn't", "that", "this", "from", "just", "already", "still", "any",
    "available", "insurer", "insurers", "health", "excess", "price", "prices", "geneva", "basle", "zurich", "cheap", "cheers", "mate", "ur",
    "wats", "whats", "what's", "pls", "thx", "lol", "bot", "real", "person", "r", "fair", "wanna", "gonna", "dunno", "kindly", "hubby", "kiddo", "yeah", "yep", "nope", "guys",
  ],
};

/**
 * Words that say their language alone, in a message of any length, when no other language's marker is
 * there: "née le 14.03.1991, domicile 1530 Payerne", "Genève 1207, né en 1988". Never a word a Swiss
 * German writer borrows ("hello", "thanks", "kids", "merci").
 */
const STRONG: Record<Exclude<Locale, "de">, readonly string[]> = {
  fr: ["slt", "bjr", "cb", "jsuis", "chui", "chuis", "jhabite", "pk", "pcq", "bcp", "né", "née", "nés", "nées", "suis", "habite", "habitons", "combien", "domicile", "domicilié", "domiciliée", "coûte", "j", "avec", "sans", "pour", "moins", "chère", "enfants", "année", "quelle", "quel", "maladie", "médecin", "voudrais", "aimerais", "cherche"],
  it: ["qnt", "cmq", "xche", "xché", "xke", "xké", "nato", "nata", "nati", "sono", "ho", "abito", "quanto", "quanti", "costa", "anni", "franchigia", "senza", "medico", "famiglia", "figli", "moglie", "marito", "vorrei", "cerco", "abitiamo", "sei", "siete", "siamo", "voglio", "posso", "devo", "dimmi", "fammi", "mandami", "persona", "economica"],
  en: ["born", "i'm", "how", "much", "cheapest", "deductible", "without", "my", "live", "what", "which", "cost", "costs", "wife", "husband", "children", "available", "geneva", "excess", "insurer", "wats", "whats", "what's", "kindly", "hubby", "kiddo", "wanna", "gonna"],
};
const STRONG_SETS = Object.fromEntries(Object.entries(STRONG).map(([language, list]) => [language, new Set(list)])) as Record<Exclude<Locale, "de">, Set<string>>;

/** Accented letters of French that German, Swiss German, Italian and English words do not have. */
const FRENCH_LETTERS = /[éêâîôûçœ]/;
/** Accented letters of Italian that the other three languages do not have. */
const ITALIAN_LETTERS = /[òì]/;
/** Italian words with an acute accent (é is otherwise French). */
const ITALIAN_WITH_ACUTE = new Set(["perché", "poiché", "affinché", "benché", "sé", "né", "finché", "nonché", "ventitré", "trentatré"]);

const LANGUAGES = Object.keys(MARKERS) as Locale[];
const MARKER_SETS = Object.fromEntries(LANGUAGES.map((language) => [language, new Set(MARKERS[language])])) as Record<Locale, Set<string>>;

/** The language the message is written in, or undefined when its words do not say. */
export function writtenLanguage(message: string): Locale | undefined {
  // "t'es" is French "tu es", not German "es".
  const words = message.toLowerCase().replace(/\bt['’]es\b/g, "tu es").split(/[^a-zäöüàâçéèêëîïôûùœßòìíóú']+|'(?![a-z])/u).flatMap((word) => word.split("'")).filter(Boolean);
  const score = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<Locale, number>;
  for (const word of words) {
    for (const language of LANGUAGES) if (MARKER_SETS[language].has(word)) score[language]++;
    // "développeur", "activé", "système": letters only French writes, in a word that is no marker.
    if (!MARKER_SETS.fr.has(word) && FRENCH_LETTERS.test(word) && !ITALIAN_WITH_ACUTE.has(word)) score.fr++;
    // "però", "così", "lunedì": letters only Italian writes.
    if (!MARKER_SETS.it.has(word) && ITALIAN_LETTERS.test(word)) score.it++;
  }
  const ranked = [...LANGUAGES].sort((a, b) => score[b] - score[a] || Number(b === "de") - Number(a === "de"));
  const [first, second] = ranked as [Locale, Locale];
  if (score[first] === 0) return undefined;
  if (first === "de") return "de";
  // A short message's one word ("bonjour !", "grazie mille") says it too, and so does a strong one alone ("né en 1988"); otherwise two more than any other.
  if (score[second] === 0 && (score[first] >= 2 || words.length <= 3 || words.some((word) => STRONG_SETS[first].has(word)))) return first;
  // "né en 1986, franchise 2500 sans accident": a strong word against a word two languages share ("accident").
  const strong = (language: Locale) => language !== "de" && words.some((word) => STRONG_SETS[language].has(word));
  // "Morat, 1990, sans accident svp": of two languages with as many words, the one with a strong word.
  const rivals = LANGUAGES.filter((language) => language !== "de" && score[language] > 0 && score[language] >= score[first]);
  const strongRivals = rivals.filter(strong);
  if (second !== "de" && score.de === 0 && strongRivals.length === 1 && rivals.length <= 2) return strongRivals[0];
  if (second !== "de" && score[first] > score[second] && strong(first) && !strong(second)) return first;
  // "famly doctor (hausarzt), whats cheapest?": two of its words with a strong one, against one German word borrowed.
  if (second === "de" && score.de === 1 && score[first] >= 2 && strong(first)) return first;
  return score[first] - score[second] >= 2 ? first : undefined;
}
