import { canonicalPlaceName, placeAliasNames } from "@/lib/domain/place-aliases";
import { foldForSearch } from "@/lib/domain/search-text";
import type { LocalityEntry, RegionOf } from "@/lib/catalog/location-index";
import { words } from "@/lib/domain/message-text";
import { GERMAN_MONTHS } from "./ages";

/**
 * Places named in a message, looked up in the location index by their folded name
 * ("Zürich", "ZUERICH", "zurich"), by a Swiss nickname ("Züri", "Bärn", "Winti") or with one
 * typo ("Winterthr"). To keep ordinary words from being read as places ("alle", "Au", "Ins"),
 * a name counts only after a word like "in", "aus", "wohne", "PLZ", in a short message, or
 * when it is one of the big towns.
 */
export type PlaceMatch = (
  | { kind: "resolved"; phrase: string; postalCode: string; bfsNumber?: number; name: string }
  | { kind: "ambiguous"; phrase: string; choices: { postalCode: string; bfsNumber: number; name: string }[] }
  | { kind: "unknown"; phrase: string }
) & {
  /** Where the person studies or works ("studio a Zurigo", "lavoro a St. Moritz"), not said to be where they live. */
  aside?: true;
};


const BIG_TOWNS = new Set([
  "zurich", "bern", "basel", "geneve", "lausanne", "winterthur", "luzern", "st gallen", "lugano", "biel bienne",
  "thun", "chur", "fribourg", "neuchatel", "schaffhausen", "sion", "zug", "aarau", "olten", "solothurn", "uster",
  "baden", "wil", "frauenfeld", "kriens", "emmen", "bellinzona", "locarno", "montreux", "vevey", "yverdon les bains",
]);

// "ich meinte Küssnacht am Rigi", "nicht Buchs AG sondern Buchs SG": a correction names a place, too.
// French, Italian and English too: "j'habite à Bulle", "abito a Lugano", "we live in Zug", "moving to Basel".
const TRIGGER = /^(?:in|im|aus|us|z|vo|von|bei|wohne|wohn|wohnort|ort|plz|nach|gemeinde|lebe|ortschaft|meinte|gmeint|gemeint|sondern|a|habite|jhabite|habitons|habitent|vis|vit|vivons|domicile|domicilie|domiciliee|npa|commune|localite|abito|abitiamo|vivo|viviamo|residente|comune|live|lives|living|at|near|to|ad|x|depuis)$/;

const STOP = new Set([
  "ich", "i", "bin", "bi", "und", "mit", "ohne", "alle", "ins", "au", "egg", "horn", "buch", "wald", "berg", "stein",
  "root", "rain", "sur", "bad", "grund", "ried", "ende", "tag", "gut", "zell", "hallo", "hoi", "danke", "ja", "nein",
  "franchise", "unfall", "modell", "telmed", "hmo", "hausarzt", "standard", "jahrgang", "geboren", "gebore", "die",
  "der", "das", "den", "dem", "ein", "eine", "mir", "mich", "du", "bitte", "jahr", "jahre", "alt", "wohne", "lebe",
  "plz", "ort", "meine", "mein", "lieber", "doch", "noch", "auch", "nur", "so", "am", "an", "zu", "vom", "nicht",
  "kein", "keine", "offerte", "angebot", "angebote", "zeig", "zeige", "frau", "herr", "divers", "kanton", "stadt",
  "aber", "oder", "wie", "was", "wo", "wann", "mehr", "weniger", "als", "pro", "woche", "stunden", "arzt", "kosten",
  "sali", "gruezi", "merci", "neu", "von", "vorne", "grad", "gerade", "jetzt", "hier", "dort", "da", "schon", "mal",
  // time words after "im"/"in" ("im Monet", "im Moment", "in zwei Jahren")
  "monat", "monet", "monath", "moment", "momant", "johr", "jahren", "sommer", "summer", "winter", "herbst", "fruhling",
  ...GERMAN_MONTHS,
  "total", "ganze", "ganzen", "schnitt", "durchschnitt", "voraus", "allgemeinen", "prinzip",
  // French "chez": no place of its own ("et chez Philos ?" is no "Chez-le-Bart")
  "chez",
  // Italian "in banca" (at a bank) is no Banco TI
  "banca",
]);

/**
 * Places that are everyday words of French and English: "de 1991 mon copain", "à mon compte" (Mon GR), "1973, nos
 * enfants" (Noës VS, folded as "nos"), "ils font" (Font FR), "la rue" (Rue FR), "I sent" (Sent GR). One of them is the place only after a word that names a place
 * ("wohne in Sent", "j'habite Rue") or next to its own postal code ("7554 Sent", "Mon 7458").
 */
// "over a full year" is no Full-Reuenthal AG ("Full" for short).
const EVERYDAY = new Set(["mon", "nos", "font", "rue", "port", "sent", "bank", "full"]);

export type PlaceIndex = {
  byName: ReadonlyMap<string, readonly LocalityEntry[]>;
  names: readonly string[];
};

const cache = new WeakMap<readonly LocalityEntry[], PlaceIndex>();

/** Localities by folded locality name and municipality name, built once per location index. */
/**
 * A locality's name as people write it: "S. Carlo (Poschiavo)" also as "S. Carlo", "San Carlo" and "San Carlo
 * (Poschiavo)", "Sta. Maria" as "Santa Maria".
 */
function nameForms(name: string): string[] {
  const folded = foldForSearch(name);
  // "Oberwil b. Zug" also as "Oberwil": "Oberwil near Zug", "Oberwil bei Zug" pick it among the Oberwils.
  const bare = foldForSearch(name.replace(/\s*\([^)]*\)\s*$/, "").replace(/\s+b(?:ei|\.)\s+\S.*$/, ""));
  const forms = bare && bare !== folded ? [folded, bare] : [folded];
  return [...forms, ...forms.flatMap((form) => (/^s /.test(form) ? [form.replace(/^s /, "san ")] : /^sta /.test(form) ? [form.replace(/^sta /, "santa ")] : []))];
}

export function placeIndex(entries: readonly LocalityEntry[]): PlaceIndex {
  const cached = cache.get(entries);
  if (cached) return cached;
  const byName = new Map<string, LocalityEntry[]>();
  const add = (name: string, entry: LocalityEntry) => {
    const list = byName.get(name) ?? [];
    if (list.length === 0) byName.set(name, list);
    if (!list.includes(entry)) list.push(entry);
  };
  for (const entry of entries) {
    for (const name of nameForms(entry.name)) add(name, entry);
    add(foldForSearch(entry.municipality), entry);
  }
  for (const list of byName.values()) list.sort((a, b) => b.addressShare - a.addressShare);
  const index = { byName, names: [...byName.keys()] };
  cache.set(entries, index);
  return index;
}

/**
 * Edit distance with a swap of two neighbouring letters counted as one edit ("Lugnao", "Hlesana": the
 * optimal string alignment distance), stopping early above `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The place one or two typos away from the phrase: a locality's or municipality's name, or a short form of one ("yverdon"). */
function fuzzyName(index: PlaceIndex, phrase: string): string | undefined {
  if (phrase.length < 5) return undefined;
  const max = phrase.length >= 9 ? 2 : 1;
  let best: { name: string; distance: number } | undefined;
  for (const candidate of [index.names, placeAliasNames]) {
    for (const name of candidate) {
      if (Math.abs(name.length - phrase.length) > max || name[0] !== phrase[0]) continue;
      const distance = editDistance(phrase, name, max);
      if (distance <= max && (!best || distance < best.distance)) best = { name, distance };
    }
  }
  const name = best && canonicalPlaceName(best.name);
  return name && index.byName.has(name) ? name : undefined;
}

/**
 * Of one locality split over municipalities, the part in the municipality of its name: "Cugnasco" (6516) is the part in
 * Cugnasco-Gerra, not the few addresses in Locarno; "Cheseaux-sur-Lausanne" the one in its own municipality. Other
 * localities of the name stay ("Ecublens FR", a village of Rue, beside Ecublens VD).
 */
function namesakes(all: readonly LocalityEntry[], folded: string): readonly LocalityEntry[] {
  const localities = new Map<string, LocalityEntry[]>();
  for (const entry of all) {
    const key = `${entry.postalCode} ${entry.name}`;
    localities.set(key, [...(localities.get(key) ?? []), entry]);
  }
  const namesake = (entry: LocalityEntry) => {
    const municipality = foldForSearch(entry.municipality);
    return municipality === foldForSearch(entry.name) || municipality.startsWith(`${folded} `);
  };
  return [...localities.values()].flatMap((parts) => (parts.some(namesake) ? parts.filter(namesake) : parts));
}

/** The entries of a name, grouped into premium regions: one region resolves, several ask. */
export function resolveName(all: readonly LocalityEntry[], phrase: string, regionOf: RegionOf, folded = canonicalPlaceName(phrase)): PlaceMatch {
  // "Zürich" is the municipality of Zürich, not the parts of other municipalities with a Zürich address.
  const own = all.filter((entry) => foldForSearch(entry.municipality) === folded);
  const named = own.filter((entry) => foldForSearch(entry.name) === folded);
  const entries = named.length > 0 ? named : own.length > 0 ? own : namesakes(all, folded);
  const placed = entries.filter((entry) => regionOf(entry.bfsNumber));
  if (placed.length === 0) return { kind: "unknown", phrase };
  const regions = new Set(placed.map((entry) => {
    const region = regionOf(entry.bfsNumber)!;
    return `${region.canton}-${region.region}`;
  }));
  // One region: the town's own lowest postal code stands for it ("Thun" is 3600 Thun, not the larger 3604).
  // The locality of that name first, then one whose name starts with it ("Küsnacht ZH" for "Kusnacht", not Forch).
  const rank = (entry: LocalityEntry) => { const name = foldForSearch(entry.name); return name === folded ? 2 : name.startsWith(`${folded} `) ? 1 : 0; };
  // No locality of that name ("Saint-Imier" is the municipality of "St-Imier", "Mont-Soleil", "Le Cerneux-Veusil"): the one
  // with most of the municipality's addresses.
  const main = [...placed].sort((x, y) => rank(y) - rank(x) || (rank(x) === 0 ? y.addressShare - x.addressShare : 0) || x.postalCode.localeCompare(y.postalCode))[0]!;
  if (regions.size === 1) return { kind: "resolved", phrase, postalCode: main.postalCode, name: main.name };
  const seen = new Set<number>();
  const choices = placed.flatMap((entry) => {
    if (seen.has(entry.bfsNumber)) return [];
    seen.add(entry.bfsNumber);
    const name = entry.name === entry.municipality ? `${entry.postalCode} ${entry.name} (${entry.canton})` : `${entry.postalCode} ${entry.name} (${entry.municipality}, ${entry.canton})`;
    return [{ postalCode: entry.postalCode, bfsNumber: entry.bfsNumber, name }];
  });
  return { kind: "ambiguous", phrase, choices: choices.slice(0, 8) };
}

const isContent = (word: string) => !STOP.has(word) && !/\d/.test(word) && !TRIGGER.test(word) && word.length > 1;

/** The place named in a normalized message, if any. */
export function extractPlace(text: string, index: PlaceIndex, regionOf: RegionOf): PlaceMatch | undefined {
  // "Binningen BL, born 1992", "Wil SG": a canton's abbreviation after a place's name is part of no name the index knows.
  const raw = words(text).filter((word, at, all) => !(CANTON_ABBREVIATION.test(word) && at > 0 && index.byName.has(canonicalPlaceName(all[at - 1]!)) && !index.byName.has(`${all[at - 1]} ${word}`) && (at + 1 === all.length || /^(?:[?!,;:]|\d+)$/.test(all[at + 1]!))));
  const list = raw.filter((word) => !/^[?!,;:]$/.test(word));
  // "für de Kanton Luzern? wohne in Kriens": a canton's name is the place only when no other place is named.
  return exactPlace(list, index, regionOf, true, raw) ?? exactPlace(list, index, regionOf, false, raw) ?? typoPlace(list, index, regionOf);
}

// "ci trasferiamo da Zurigo ad Aldesago", "je déménage en janvier à Bulle", "moving to Zug": in French, Italian and English too.
export const MOVING_TO = /\b(?:(?:zieh\w*|zuche|zugl\w*|zugel\w*|umzieh\w*|umzug\w*)\b.*?\b(?:nach|uf|auf|in|is|ins)|(?:trasferi\w*|traslo\w*|demenag\w*|moving|move|relocat\w*)\b(?: \S+){0,4}? (?:ad|a|au|aux|to|into|en|vers))\s+(\S+(?:\s+\S+){0,2})/;
/** The place before the verb: "wenn ich nächstes Jahr nach 9470 Buchs umziehe", "wenn mer uf Bärn zügled". */
export const MOVING_TO_BEFORE_VERB = /\b(?:nach|uf|auf|in|is|ins)\s+(\S+(?:\s+\S+){0,2}?)\s+(?:umzieh\w*|zieh\w*|zuche|zugl\w*|zugel\w*)\b/;
/** "da Breno a Peccia", "von Bern nach Thun", "from Zurich to Zug": the place moved from. */
export const MOVING_FROM = /\b(?:da|dal|dalla|von|vo|vom|from|de|du|depuis)\s+(\S+(?:\s+\S+){0,2})/;

/** A verb of living and the words after it: "i live in castagnola", "j'habite aux Verrières", "abito a Monte (Castel San Pietro)". */
// "will rent in Chambésy", "moved 2 therwil", "mon domicile c'est Ovronaz": renting, moving to and one's legal home, too.
const LIVES_IN = /\b(?:wohne|wohnt|wohned|lebe|habite|jhabite|habitons|vis|jvi|jvis|vivons|abito|abitiamo|vivo|viviamo|live|lives|living|rent|renting|moved|domicile|domicilio|wohnsitz)\b((?: \S+){1,8})/g;
/** "just moved into a flat in …", "habite un appart à …": the dwelling named before the place. */
const DWELLING = /^(?:(?:into|in|to|dans|in un|in una) )?(?:a |an |my |the |our |un |une |mon |ma |e |es |en |ä )?(?:new |nouvel |nouveau |nouvelle |nuovo |nuova |neue |neui )?(?:flat|apartment|appartement|appart|house|studio|room|place|wohnung|wohnig|huus|haus|logement|appartamento|casa|maison)\b/;
/** "moved here from Geneva", "domicile de mes parents": the words after the verb name where one comes from, not the home. */
const NOT_HOME_AFTER = /^ (?:from|frm|de|da|dal|von|vo|out|away|here from|de mes|of my)\b/;

/**
 * The place said to be lived in, when the message names other places too ("premiums in Lugano … i live in castagnola",
 * "from Geneva … I live in Vandoeuvres"): the words after the writer's own verb of living, not a third person's.
 */
export function livingPlace(text: string, index: PlaceIndex, regionOf: RegionOf): PlaceMatch | undefined {
  for (const match of text.matchAll(LIVES_IN)) {
    const before = text.slice(0, match.index).split(" ").slice(-4).join(" ");
    if (THIRD_PARTY.test(before) || NOT_HOME_AFTER.test(match[1]!)) continue;
    // "mon domicile c ovronaz": the link word dropped, the name read as after "in" (a typo of it too).
    const rest = match[1]!.trim().replace(/^(?:c est|c|est|e|ist|isch|is|:)\s+/, "").replace(DWELLING, "").trim().split(" ").slice(0, 5).join(" ");
    const place = extractPlace(TRIGGER.test(rest.split(" ")[0]!) ? rest : `in ${rest}`, index, regionOf);
    if (place && place.kind !== "unknown") return place;
  }
  return undefined;
}

/** Someone else named before a place: a colleague's, a friend's or a relative's town is not the writer's. */
const THIRD_PARTY = /\b(?:kolleg\w*|kollag\w*|freund\w*|frund\w*|bekannt\w*|nachbar\w*|bruder|brueder|schwester|schwoster|eltern|eltere|colleg\w*|colleag\w*|amic[oaie]|ami|amie|amis|copain|copine|voisin\w*|vicin\w*|frere|soeur|fratello|sorella|genitori|parents|friend\w*|neighbou?r\w*|brother|sister|cousin\w*|cugin[oaie])\b/;
/** Studying or working somewhere ("studio all'EPFL a Losanna", "ich schaffe in Zürich", "lavoro a St. Moritz"), or one's doctor's
 * practice ("un super généraliste à Mézières"; not "médecin", which names a model in "médecin de famille"): not where one lives. */
const WORK_OR_STUDY = /\b(?:studier\w*|studiere|studio|studia|studiert|studiu|studium|studi|studying|study|studies|etudie\w*|etudes|epfl|eth|uni|universit\w*|politecnico|hochschule|ecole|schule|lehre|apprenti\w*|apprendist\w*|arbeite\w*|schaff\w*|chrampf\w*|lavoro|lavora|lavori|travaille\w*|bosse|job|jobbe|work|works|working|office|buro|bureau|ufficio|pendle|pendeln|generaliste|docteur|doktor|dokter|dottore|dottoressa|dentiste|zahnarzt|dentista|dentist|physio\w*|fisio\w*|clinique|klinik|clinica|clinic)\b/;
/** A word of living after the word of work ("ich arbeite 100 %, wohne in Bern"): the place is where one lives after all. */
const LIVING = /^(?:wohne|wohn|wohnt|wohned|lebe|leben|habite|habitons|jhabite|vis|vit|abito|abitiamo|vivo|viviamo|live|lives|living|domicil\w*|wohnsitz|zugle|zuglen|zugeln|demenage\w*|trasferisco|move|moving)$/;
const worksThere = (window: readonly string[]) => {
  const last = window.findLastIndex((word) => WORK_OR_STUDY.test(word));
  return last >= 0 && !window.slice(last + 1).some((word) => LIVING.test(word));
};
const CANTON_WORD = /^(?:kanton|kantons|kt|canton|cantone)$/;

/** The entries of the place named by up to three words at a position ("castel san pietro", "bregaglia"). */
function namedAt(raw: readonly string[], at: number, index: PlaceIndex): readonly LocalityEntry[] | undefined {
  for (let size = 3; size >= 1; size--) {
    if (at + size > raw.length) continue;
    const entries = index.byName.get(canonicalPlaceName(raw.slice(at, at + size).join(" ")));
    if (entries) return entries;
  }
  return undefined;
}

/** Regions people name a village by ("Niederwil im Freiamt"), folded, with their canton; only regions within one canton. */
const REGION_CANTONS: ReadonlyMap<string, string> = new Map([
  ...["freiamt", "fricktal", "seetal", "wynental", "suhrental", "zurzibiet"].map((region) => [region, "AG"] as const),
  ...["emmental", "seeland", "oberaargau", "simmental", "saanenland", "gurbetal", "haslital", "frutigland", "kandertal", "gantrisch"].map((region) => [region, "BE"] as const),
  ...["entlebuch", "michelsamt"].map((region) => [region, "LU"] as const),
  ...["toggenburg", "gaster", "sarganserland", "werdenberg", "fursteland"].map((region) => [region, "SG"] as const),
  ...["schwarzbubenland", "schwarzbuebeland", "thierstein", "dorneck", "wasseramt", "bucheggberg"].map((region) => [region, "SO"] as const),
  ...["klettgau", "reiat"].map((region) => [region, "SH"] as const),
  ...["prattigau", "pratigau", "engadin", "engiadina", "surselva", "domleschg", "schams", "misox", "mesolcina", "bergell", "bregaglia", "puschlav", "valposchiavo", "calanca"].map((region) => [region, "GR"] as const),
  ...["leventina", "mendrisiotto", "luganese", "locarnese", "bellinzonese", "malcantone", "verzasca", "vallemaggia", "blenio"].map((region) => [region, "TI"] as const),
  ...["march", "hofe", "muotatal", "ybrig"].map((region) => [region, "SZ"] as const),
  ...["weinland", "knonaueramt", "sauliamt", "tosstal", "furttal", "limmattal"].map((region) => [region, "ZH"] as const),
  ...["goms", "lotschental", "mattertal", "saastal"].map((region) => [region, "VS"] as const),
  ...["gruyere", "greyerz", "sensebezirk", "sense", "glane", "veveyse"].map((region) => [region, "FR"] as const),
  ...["ajoie", "franches montagnes"].map((region) => [region, "JU"] as const),
  ...["lavaux", "gros de vaud"].map((region) => [region, "VD"] as const),
  ...["thurtal", "hinterthurgau", "seerucken"].map((region) => [region, "TG"] as const),
]);
/** The cantons' abbreviations, folded. */
const CANTON_ABBREVIATION = /^(?:ag|ai|ar|be|bl|bs|fr|ge|gl|gr|ju|lu|ne|nw|ow|sg|sh|so|sz|tg|ti|ur|vd|vs|zg|zh)$/;

function exactPlace(list: readonly string[], index: PlaceIndex, regionOf: RegionOf, skipCantons: boolean, raw: readonly string[] = list): PlaceMatch | undefined {
  let deferred: PlaceMatch | undefined;
  const short = list.filter(isContent).length <= 3;
  // Where each word of the list stands in the message with its punctuation.
  const at = raw.flatMap((word, index) => (/^[?!,;:]$/.test(word) ? [] : [index]));
  // Up to four words: "La Chaux-de-Fonds", "Le Mont-sur-Lausanne".
  for (let size = 4; size >= 1; size--) {
    for (let start = 0; start + size <= list.length; start++) {
      // "Moutier c'est plus dans le canton de Berne ?": the canton after "canton (de)" is no place when another is named.
      if (skipCantons && start > 0 && (CANTON_WORD.test(list[start - 1]!) || (/^(?:de|du|di|del|of|d)$/.test(list[start - 1]!) && CANTON_WORD.test(list[start - 2] ?? "")))) continue;
      const phrase = list.slice(start, start + size).join(" ");
      const name = canonicalPlaceName(phrase);
      // "moved 2 therwil": the texting "2" for "to" after a verb of moving.
      const triggered = start > 0 && (TRIGGER.test(list[start - 1]!) || /^\d{4}$/.test(list[start - 1]!) || (list[start - 1] === "2" && /^(?:moved|move|moving|going|relocated|relocating|came|coming)$/.test(list[start - 2] ?? ""))
        // "je me suis trompé, c'est Onnens …": the place meant, after "c'est".
        || (list[start - 1] === "est" && list[start - 2] === "c"));
      // "au Locle", "du Grand-Saconnex": "à"/"de" joined to the article of "Le Locle"; "aux Verrières" of "Les Verrières".
      // "jvis o paccots": "au"/"aux" typed as it sounds.
      const afterArticle = start > 0 && /^(?:au|du|aux|des|o)$/.test(list[start - 1]!);
      const articleWord = /^(?:aux|des)$/.test(list[start - 1] ?? "") || (list[start - 1] === "o" && index.byName.has(`les ${name}`)) ? "les" : "le";
      if (size === 1 && STOP.has(phrase)) continue;
      // "je voulais dire Arbaz, pas Ardon", "Zug, nid Baar": a place said not to be meant.
      // "… le moins cher non ? Glion, 1991": a "non" that ends a question before it is no negation of the place.
      if (start > 0 && /^(?:pas|nicht|nid|nod|ned|non|not|statt|anstatt|invece|plutot)$/.test(list[start - 1]!) && !/^[?!,;:]$/.test(raw[at[start]! - 1] ?? "")) continue;
      // "1000 au lieu de 300" is "instead of", not Le Lieu VD.
      if (afterArticle && phrase === "lieu" && /^(?:de|d)$/.test(list[start + 1] ?? "")) continue;
      const entries = index.byName.get(name);
      const end = at[start + size - 1]! + 1;
      // "Adliswil 8134": a name right before one of its own postal codes.
      const ownCode = /^\d{4}$/.test(raw[end] ?? "") && (entries ?? []).some((entry) => entry.postalCode === raw[end]);
      if (size === 1 && EVERYDAY.has(phrase)) {
        const before = list[start - 1] ?? "";
        // "maman solo à Rue": "à" before "Rue" without "la" is the town.
        const named = (TRIGGER.test(before) && !/^(?:a|at|to|ad|near|x)$/.test(before)) || (phrase === "rue" && before === "a" && list[start - 2] !== "la");
        if (!named && !ownCode && !(entries ?? []).some((entry) => entry.postalCode === before)) continue;
      }
      // "Gland, 1982", "Clarens, né en 1993": a name alone before the first comma of the message, or before a comma and a birth year, is the place.
      const opening = /^[,;:]$/.test(raw[end] ?? "") && ((start === 0 && at[0] === 0) || /^(?:(?:19|20)\d\d|nee?s?|nato|nata|born|jahrgang|jg|geboren|gebore|classe|annata|del|dal|de|vo|von)$/.test(raw[end + 1] ?? ""));
      // "59 ans, Etoy, franchise 2500": a name that is a whole part of a list, between commas (or a comma and the end).
      const first = at[start]!;
      const alone = phrase.length >= 4 && (first === 0 || /^[,;:!?]$/.test(raw[first - 1]!)) && (end === raw.length || /^[,;:?!]$/.test(raw[end]!)) && (first > 0 || end < raw.length);
      // "una mamma di Intragna (1978)", "Tegna 1977": a name right before a birth year.
      const beforeYear = phrase.length >= 4 && /^(?:19[3-9]\d|20[0-2]\d)$/.test(raw[end] ?? "") && !(entries ?? []).some((entry) => entry.postalCode === raw[end]);
      // "Vicosoprano in Bregaglia": a locality named with its municipality after it is that locality.
      // "Broglio in Val Lavizzara", "Campo in Valle di Blenio": the valley's words before the municipality's name.
      let nextAt = end + 1;
      while (nextAt < end + 4 && /^(?:val|valle|vallee|valley|vallon|tal|di|de|del|della|d)$/.test(raw[nextAt] ?? "")) nextAt += 1;
      const next = namedAt(raw, nextAt, index);
      // "Vicosoprano (Bregaglia)", "Monte (Castel San Pietro)": or right before it.
      const direct = raw[end] && !STOP.has(raw[end]!) ? namedAt(raw, end, index) : undefined;
      // "San Carlo sopra Poschiavo", "Vicosoprano (Bregaglia)": of the localities of the name, the ones in the municipality named next.
      const inside = (other: readonly LocalityEntry[] | undefined) => (other && other !== entries ? (entries ?? []).filter((entry) => other.some((each) => each.bfsNumber === entry.bfsNumber)) : []);
      // "San Pietro di Stabio": Italian "di" names the municipality, too.
      const withinWord = /^(?:in|im|bei|bi|pres|presso|nel|nella|near|sopra|sotto|ob|oberhalb|unterhalb|sur|sous|above|below|di)$/.test(raw[end] ?? "");
      // "Niederwil im Freiamt", "Seewen im Schwarzbubenland": a region names the canton of the place.
      const regionCanton = withinWord ? REGION_CANTONS.get(raw[nextAt] ?? "") : undefined;
      const municipalityNamed = withinWord ? inside(next) : [];
      const afterWord = municipalityNamed.length === 0 && regionCanton ? (entries ?? []).filter((entry) => entry.canton === regionCanton) : municipalityNamed;
      // "Castaneda in Calanca": a place said with the municipality or valley it lies beside is the place.
      const located = withinWord && next !== undefined && next !== entries;
      const inContainer = afterWord.length > 0 ? afterWord : inside(direct);
      if (inContainer.length > 0) return resolveName(inContainer, phrase, regionOf);
      // "Biel im Goms": the namesake "Biel VS" in the municipality or region named, where "Biel" alone is another town.
      if (withinWord) {
        const kin = index.names.filter((known) => known.startsWith(`${name} `) || known.startsWith(`${phrase} `)).flatMap((known) => index.byName.get(known) ?? []);
        const kinInside = next && next !== entries ? kin.filter((entry) => next.some((each) => each.bfsNumber === entry.bfsNumber)) : [];
        const kinNamed = kinInside.length > 0 ? kinInside : regionCanton ? kin.filter((entry) => entry.canton === regionCanton) : [];
        if (kinNamed.length > 0) return resolveName([...new Set(kinNamed)], phrase, regionOf);
      }
      // "je voulais dire Arbaz, pas Ardon", "i ha Zug gmeint, nid Baar": the place meant, before the one said not to be.
      const meant = /^(?:dire|meinte|gmeint|gemeint|meine|mein|intendevo|dicevo|mean|meant)$/.test(list[start - 1] ?? "") || /^(?:gmeint|gemeint|gmeint|gmäint)$/.test(raw[end] ?? "") || (raw[end] === "," && /^(?:pas|nicht|nid|nod|non|not)$/.test(raw[end + 1] ?? ""));
      if (!(triggered || short || opening || alone || beforeYear || located || ownCode || afterArticle || meant || BIG_TOWNS.has(name) || name !== phrase)) continue;
      const article = afterArticle ? index.byName.get(`${articleWord} ${name}`) : undefined;
      // "un collega di Berna dice … quanto a Locarno per me?": another person's place counts only when no other is named.
      const before = list.slice(Math.max(0, start - 3), start).join(" ");
      // "sono sempre in giro x lavoro, spesso a Berna … Melano, 1985": a name said with the birth year right after it is where one lives
      // ("étudiant à l'uni de Fribourg, né en 2004, j'habite à Marly" is the place of study).
      const withOwnYear = beforeYear || (raw[end] === "," && /^(?:19|20)\d\d$/.test(raw[end + 1] ?? ""));
      const atWork = !withOwnYear && worksThere(list.slice(Math.max(0, start - 10), start));
      if ((article || entries) && (THIRD_PARTY.test(before) || atWork)) {
        const match = article ? resolveName(article, `${articleWord} ${phrase}`, regionOf) : resolveName(entries!, phrase, regionOf);
        deferred ??= atWork && !THIRD_PARTY.test(before) ? { ...match, aside: true } : match;
        continue;
      }
      if (article) return resolveName(article, `${articleWord} ${phrase}`, regionOf);
      if (entries) return resolveName(entries, phrase, regionOf);
      // "Buchs" for "Buchs AG", "Buchs SG", "Buchs ZH": every place of that first name.
      // "morbio inf, classe 88": the short form of a longer name, as a whole part of a list.
      if (size === 2 && (alone || opening) && list[start + 1]!.length >= 3) {
        const family = index.names.filter((known) => known.startsWith(name)).flatMap((known) => index.byName.get(known) ?? []);
        if (family.length > 0) return resolveName([...new Set(family)], phrase, regionOf);
      }
      if (size === 1 && phrase.length >= 4 && (triggered || short || alone || opening || beforeYear)) {
        const family = index.names.filter((known) => known.startsWith(`${name} `)).flatMap((known) => index.byName.get(known) ?? []);
        // "Niederwil im Freiamt": of "Niederwil AG", "Niederwil SG" and "Niederwil SO", the one in the region's canton.
        const inRegion = regionCanton ? family.filter((entry) => entry.canton === regionCanton) : [];
        if (family.length > 0) return resolveName([...new Set(inRegion.length > 0 ? inRegion : family)], phrase, regionOf);
      }
    }
  }
  return deferred;
}

/** Swiss German endings of place names: "Dietike" is Dietikon, "Wädischwil" stays, "Bremgarte" is Bremgarten, "Kloote" Kloten. */
const DIALECT_ENDINGS: readonly [RegExp, string][] = [
  [/ike$/, "ikon"],
  [/iken$/, "ikon"],
  [/ige$/, "igen"],
  // "Münsige", "Konolfinge": Bernese "-ige" for "-ingen"
  [/ige$/, "ingen"],
  [/oote$/, "oten"],
  [/e$/, "en"],
  // Walser "Splüga", "Nufena": "-a" for "-en".
  [/a$/, "en"],
];

function dialectName(index: PlaceIndex, phrase: string): string | undefined {
  for (const [ending, standard] of DIALECT_ENDINGS) {
    if (!ending.test(phrase)) continue;
    const name = canonicalPlaceName(phrase.replace(ending, standard));
    if (index.byName.has(name)) return name;
  }
  return undefined;
}

/** One typo, only where a place is clearly meant ("ich wohne in Winterthr"). */
function typoPlace(list: readonly string[], index: PlaceIndex, regionOf: RegionOf): PlaceMatch | undefined {
  for (let start = 1; start < list.length; start++) {
    // "im Monet" is a time, not a typo of Moneto: after "im" and "z" only a name said the Swiss German way ("z Ostermundige").
    if (!TRIGGER.test(list[start - 1]!) || !isContent(list[start]!)) continue;
    // After the short words of other languages ("à", "a", "to", "at") only an exact or dialect name: "to switch" is no typo
    // of a place. Unless a verb of living comes first ("j'habite a lausane", "moving to Basle"), or the name is long
    // enough that a word of the language will not be one typo away from it ("a la chaux de fond").
    const exact = /^(?:im|z|a|at|to|near|x)$/.test(list[start - 1]!) && !LIVING_VERB.test(list[start - 2] ?? "");
    for (let size = Math.min(4, list.length - start); size >= 1; size--) {
      const phrase = list.slice(start, start + size).join(" ");
      const fuzzy = () =>
        fuzzyName(index, phrase) ?? (size >= 2 ? ["la", "le", "les"].map((article) => fuzzyName(index, `${article} ${phrase}`)).find(Boolean) : undefined);
      // "a Bellinzna": a long word (eight letters and more) is not a word of the language one typo away from a place.
      const strict = exact && ((size === 1 && phrase.length < 8) || (size > 1 && phrase.length < 12));
      // "a Piota (Quinto)": a short typo all the same when the municipality of the place it is one typo from comes next.
      const container = strict ? namedAt(list, start + size, index) : undefined;
      const inContainer = (name: string | undefined) => (name && container?.some((entry) => index.byName.get(name)!.some((each) => each.bfsNumber === entry.bfsNumber)) ? name : undefined);
      const name = dialectName(index, phrase) ?? (strict ? inContainer(container && fuzzy()) : fuzzy());
      if (name) return resolveName(index.byName.get(name)!, phrase, regionOf, name);
    }
    if (/^(?:wohne|lebe|wohnort|aus|us|habite|abito|vivo)$/.test(list[start - 1]!) || (list[start - 1] === "in" && /^(?:wohne|lebe)$/.test(list[start - 2] ?? ""))) {
      return { kind: "unknown", phrase: list[start]! };
    }
  }
  // "1990, lausane", "lausane 34 ans": a short message of a year or an age and one name, with one typo in it.
  const content = list.filter((word) => isContent(word) && !AGE_WORD.test(word));
  if (list.length <= 4 && content.length === 1 && content[0]!.length >= 6 && !EVERYDAY.has(content[0]!) && list.some((word) => /^(?:1[89]|20)\d\d$|^\d{1,2}$/.test(word))) {
    const name = fuzzyName(index, content[0]!);
    if (name) return resolveName(index.byName.get(name)!, content[0]!, regionOf, name);
  }
  return undefined;
}

/** The words around an age or a birth year ("34 ans", "nato nel 1970", "1980 und …"), not a place. */
const AGE_WORD = /^(?:ans?|anni|anno|years?|yo|old|nee?s?|nato|nata|nel|born|in|en|jahre?|jg|jahrgang|geboren|gebore|et|e|and|und)$/;

/** Verbs of living before "à"/"a"/"to": what follows is the place, typo or not. */
const LIVING_VERB = /^(?:wohne|lebe|live|lives|living|moved|moving|move|abito|abitiamo|vivo|viviamo|habite|jhabite|habitons|habitez|vis|vit|vivons|jvi|jvis|suis|sto|stiamo)$/;
