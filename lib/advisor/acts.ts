import type { ModelCode } from "@/lib/domain/insurance-models";
import type { Intent } from "./actions";
import type { InsurerClaim } from "./answers/insurer-answer";
import type { Criteria } from "./extract";
import { ADULT_FRANCHISES, CHILD_FRANCHISES } from "@/lib/domain/franchise";
import { allModels } from "./extract/model";
import { choosesCheapest } from "./selection";

/**
 * The question a message asks, read before the offers are shown so the answer can come first:
 * about a named insurer, a comparison of two models, how premiums change, or a price.
 * Then the dialogue act of the turn (the evaluation's ACTS), from the question and the intent.
 */
export type Question =
  /** `howMuch`: the size of an insurer's change is asked ("wie vill schlat d Concordia uf?"), not whether it changed. */
  | { kind: "insurer"; claim: InsurerClaim; model?: ModelCode; quote?: boolean; compare?: boolean; howMuch?: boolean }
  /** `baseline`: the model the others are compared with ("Standard gegen die Sparmodelle"): against the cheapest of them. */
  | { kind: "models"; models: ModelCode[]; baseline?: ModelCode }
  /** "was chostet Telmed mit 300 Franchise vs 2500?": two deductibles side by side. */
  | { kind: "franchises"; franchises: number[] }
  | { kind: "trend" }
  /** "Was spare ich?": answered like for like against the current insurer, or by asking for it. */
  | { kind: "saving" }
  /** A price: with `yearly` the yearly amount, with `household` the household's total. */
  | { kind: "price"; yearly?: boolean; perMonth?: "confirm" | "either"; budget?: number; household?: boolean; dearest?: boolean; children?: boolean; person?: OnePerson }
  /** "wie viel mehr mit Unfall?", "avec accident, ça fait combien de plus ?": the cheapest offer with and without accident cover. */
  | { kind: "accident" }
  | null;

export type Act = "provide_info" | "ask_price" | "ask_insurer" | "ask_compare" | "ask_trend" | "ask_rule" | "change" | "choose_offer" | "request_quote" | "give_contact" | "greeting" | "thanks" | "other";

// "ok so who is actually the cheapest for me here": a question also after "ok", "so", "and".
const QUESTION = /\?|\b(?:wissen|wusse|wuss|erfahren|fragen|frage) (?:ob|was|wie|welche\w*|wer)\b|^(?:(?:und|aber|also|u|ok|okay|so|and|et|alors|e|allora|quindi) )*(?:was|wa|wie|wieviel|welche\w*|wer|ist|isch|esch|sind|stimmt|hat|het|hets|gits|gibt|lohnt|kostet|wurde|wird|c est|combien|quanto|quale|le|la|how|what|what s|whats|wats|wat|which|are|does|can|should|who|who s|whos|qui|chi)\b/;
const PRICE = /\b(?:(?:was|wa|wie ?viel|wieviel) (?:chunnt|chunt|chumt|kommt) (?:mi|mich|mir|eus|us|uns|ois) (?:das |des |dr |de |d )?(?:\w+ )?(?:ungfahr|ungefahr|ca|circa|etwa|so|zstah|z stah|z steh)?|(?:pramie\w*|pramia|priis|preis\w*) (?:fur |fuer |vo |von )?20\d\d (?:bitte|pls|please|merci)|(?:was|wie ?viel|wieviel) (?:muss|mus|mues|muess|miess|miesst|muesst|musst|muesse|musste|mussti|sott|sotti) (?:ich|i|mer|mir|me) (?:\w+ ){0,4}(?:zahle|zahlen|bezahle|bezahlen|zale)|bitte (?:\w+ )?(?:gunstigst\w*|billigst\w*|gunschtigscht\w*|billigscht\w*)|was (?:kostet|kostest|kosted|kosten|koschtet|ko+schtet|cho+schtet|chost|choscht|chostut|choschtut|kostut|zahle|zahlen|zahled|zahlid|zahlemer|zahlet|zahl|zahlt(?! (?:die |d |de |dr |der )?(?:grundversicher\w*|grundversicherig|kasse|krankenkass\w*|chrankekass\w*|kk|versicherung\w*|versicherig|obligatorisch\w*))|zahlst|zahlsch|zahlti|bezahle|bezahlen|bezahled|wurde|wurd|verlangt|nimmt)|was (?:macht|git|gibt|ergibt|ergit|macht dass|isch) (?:das|des|dass|es|s)(?: \w+){0,3} (?:zame|zamme|zusammen|total|im monat|im monet|pro monat|pro jahr|im jahr)|was (?:macht|git|gibt) das (?:total|zusammen|zame)|wa chostet|was chostet|wa (?:kostet|koschtet|choschtet|choschted|chosted|choscht|chost|koscht|zahl\w*|bezahl\w*)|was (?:[a-z]+ ){1,3}(?:kostet|kosten|koschtet|choschtet|chostet)(?! \w+ (?:nicht|nid|nod))|was (?:choschted|chosted|koschted|kosted)|wa (?:muss|mues|muess|mus)\w* (?:ich|i) (?:\w+ ){0,4}(?:zahl\w*|bezahl\w*)|chostet|chosted|chostat|choschtat|kostat|chostut|choschtut|wia ?(?:viel|vil|viil|vill)\w*|wie ?viil\w*|chostets|kostets|koschtets|choschtets|choschtet|verlangt|wie ?(?:viel|vil|vill|vell|fiel|fil)\w*|wiviel|wievil|wieviu|wiaviel|wiavill|was (?:musst|miesst|muesst|misst|mussti|miessti)\w* (?:ich|i) (?:\w+ )?(?:zahl\w*|bezahl\w*)|wie teu?e?r|(?:brauch|bruch|bruuch|brauchte|bruchti|bruuchti|brauchti|hatt gern|hatti gern|hatte gern)\w* (?:\w+ ){0,2}(?:pramie|pramien|offerte|preis)|wa+s kostet|(?:kostet|koschtat|koschtet|chostet|choschtet) (?:(?:mi|mich|mir|mer|uns|eus|ois|d|die|de|der|das|s|e|eine|en) )?(?:\w+ ){0,2}(?:krank\w*|grun\w*|grund\w*|kk|kasse|versicher\w*|pramie\w*|hausarzt\w*|telmed|hmo)|(?:was|wa) (?:koschtat|koschte|choschte)|(?:sag|sagsch|sagt|saget|sagit) (?:mir|mer|mr|me) (?:\w+ ){0,3}(?:was|wieviel|wie viel|wie vil) (?:\w+ ){0,4}(?:zahl\w*|kost\w*|chost\w*|koscht\w*)|kostet es|was kostets|combien(?! de (?:temps|jours|mois|semaines|seances|sessions|fois|consultations|visites))|(?:ca|cela) (?:me |nous )?fait (?:quoi|combien)|quoi comme prime|coute\w*|quanto(?! tempo)|costa\w*|prezzo|prix|how much(?! time)|what (?:s|is) the total|what (?:does|would|will) (?:it|that|this) cost|what s the price|cost\w*|price\w*)\b/;
/** The deductible amounts, adults' and children's, as regular-expression alternatives ("2500er" counts). */
const ADULT_AMOUNTS = ADULT_FRANCHISES.join("|");
const ADULT_DEDUCTIBLE = new RegExp(String.raw`\b(?:${ADULT_AMOUNTS})(?=er\b|\b)`, "g");
/** "von 300 auf 2500": from one deductible to another. */
const FROM_DEDUCTIBLE_TO = new RegExp(String.raw`\b(?:von|vo|vom) (?:\w+ )?(?:${ADULT_AMOUNTS})\b.*\b(?:auf|uf|zu|zur)\b`);
/** "… und was mit 2500?", "et avec 2500 ?": a second deductible asked with "and". */
const AND_DEDUCTIBLE = new RegExp(String.raw`\b(?:und|u|et|e|and) (?:was |wie ?viel |combien |quanto |how much )?(?:mit|with|avec|con|en|a|bei|bi|at)? ?(?:\w+ )?(?:${ADULT_AMOUNTS})\b`);
/** With the word "franchise" also a child's ("franchise 0 oder 600"), not an amount of francs, hours or years. */
/** "franchise 0 und was mit 600": the same with a child's amounts, where the word says they are deductibles. */
const AND_ANY_DEDUCTIBLE = new RegExp(String.raw`\b(?:und|u|et|e|and) (?:was |wie ?viel |combien |quanto |how much )?(?:mit|with|avec|con|en|a|bei|bi|at)? ?(?:\w+ )?(?:${[...new Set([...CHILD_FRANCHISES, ...ADULT_FRANCHISES])].join("|")})\b`);
const ANY_DEDUCTIBLE = new RegExp(String.raw`\b(?:${[...new Set([...CHILD_FRANCHISES, ...ADULT_FRANCHISES])].join("|")})(?=er\b|\b)(?! ?(?:%|chf\b|fr\b|franken?\b|francs?\b|franchi\b|stund\w*|std\b|h\b|jahre?\b|ans\b|anni\b|years?\b))`, "g");
/** "wer isch am günstigschte?", "hets nüt billigers?", "le moins cher", "la più economica": the cheapest offer asked for. */
// "les primes les plus basses", "i premi più bassi", "the lowest premium", "cheepest".
const CHEAPEST = /\b(?:gunstig\w*|billig\w*|aller(?:gunstig|gunschtig|billig|bilig)\w*|gunschtig\w*|moins cher\w*|economic\w*|meno car\w*|cheap\w*|cheep\w*|chepest|lowest (?:price|premium|premiums|one)|least expensive|(?:les|la|le) plus bas\w*|(?:i|il|la|le) piu bass\w*)\b/;
/** "die teuerste Kasse", "di tüürschti": the dearest offer asked for. */
const DEAREST = /\b(?:teuerst\w*|teurst\w*|turst\w*|tursch\w*|tuurst\w*|tuursch\w*|teursch\w*|am teuersten|am tuurste\w*|plus cher\w*|piu car\w*|most expensive|dearest)\b/;
/** "wie vill", "um wie viel", "de combien", "di quanto", "how much": the size of a change asked. */
const HOW_MUCH = /\b(?:wie ?(?:viel|vil|vill|viil)|wieviel|um wie ?viel|de combien|combien|di quanto|quanto|how much|by how much)\b/;
/** "pro Jahr?", "im Jahr", "par an": the yearly amount asked for. */
export const YEARLY = /\b(?<!\bmitten |\bmitte |\bmilieu d )(?:pro|im|per|a|par|all|l)\s*(?:jahr|johr|an|annee|anno|year)\b(?!\s+(?:prochain\w*|passe\w*|dernier\w*|prossim\w*|scors\w*|next|last))|\b(?:ganz\w*|gans\w*|ganzi|ufs|aufs|fors|furs|uf s|auf das) (?:ganze?n?s? |ganzi |gansi? |ganse )?(?:jahr|johr)\b|\bjahrlich\w*|\bannuel\w*|\bannual\w*|\byearly\b|\b(?:in|en|im|i|per|sur)\s+(?:un|una|one|a|1|ein|einem|eim|e|une)\s+(?:anno|an|annee|year|jahr|johr)\b|\bannu[aoie]\b|\ba year\b|\b(?:for|over|in|sur|su|per|auf|uf|fur) 12 (?:monat\w*|monet|mois|mesi|months)\b|\b(?:a|per|an|each|every) yr\b|\b(?:over|for|in) (?:a|the|one) (?:whole |full |entire )?year\b|\bper annum\b/;
/** "isch das pro monet?", "that's per month right?", "c'est par mois ?", "è al mese?": whether a figure said is monthly. */
/** The month in four languages, as people type it ("monet", "mt", "mo"). */
const MONTH_WORD = String.raw`(?:monat|monet|manet|mt|mois|mese|month|mo)`;
const PER_MONTH_CHECK = new RegExp(String.raw`\b(?:isch|ist|esch|is|thats|that s|it s|its|c est|cest|ce sont|c|e|sono|sn|gilt|gelten|right|oder)\b[^?]{0,24}\b(?:pro|per|par|al|a|im|i|au|de|every|each)\s*${MONTH_WORD}\b|\b(?:monatlich|mensuel\w*|mensil\w*|monthly)\s*(?:\?|$|(?:right|oder|non|vero|correct|richtig|juste|giusto|isnt it|n est ce pas)\b)`);
/** "détailler par personne", "per persona", "per person", "pro Person", "je Person". */
const PER_PERSON = /\b(?:detaill\w* (?:\w+ )?par personne|par personne (?:detaill\w*|svp|stp|\?)|(?:dettagli\w*|divid\w*|separat\w*) (?:\w+ )?per persona|per persona\s*\?|(?:per|each|by) person (?:breakdown|please|pls)|break (?:it )?down (?:by|per) person|(?:pro|je) person (?:ufgschlusslet|aufgeschlusselt|aufschlussle\w*|aufteile\w*|einzeln)|(?:ufschlussle|aufschlusseln|aufteilen|ufteile) (?:\w+ )?(?:pro|je|nach) person)\b/;
/** "isch da au s hmo am billigschte gsi?", "le telmed est toujours le moins cher ?", "is telmed the cheapest?": whether a model is the cheapest of all. */
const MODEL_IS_CHEAPEST = /\b(?:isch|ist|esch|war|isches|is|was|est|e|c est) (?:\w+ ){0,2}(?:s |d |das |der |dr |le |la |il |l |the )?(?:hmo|telmed|hausarzt\w*|standard\w*|medecin de famille|medico di famiglia|family doctor) (?:\w+ ){0,2}(?:am billigschte|am billigsten|am gunstigsten|am gunschtigschte|am gunstigschte|le moins cher|la moins chere|il piu economico|il meno caro|the cheapest|cheapest)\b/;
/** "und pro monet?", "et par mois ?", "e al mese?", "and per month?": the monthly figure asked after a yearly one. */
const PER_MONTH_FOLLOW_UP = new RegExp(String.raw`^(?:(?:und|u|et|e|and|aber|also|ok|okay) )?(?:(?:das|des|s|ca|cela|quello|that) )?(?:(?:pro|per|par|al|a|im|i|au|each|every)\s*${MONTH_WORD}|monthly|monatlich|mensuel\w*|mensil\w*)\s*\??$`);
/** "c pr 1 mois ou 1 an ?", "isch das pro monat oder pro jahr?", "is that per month or per year?". */
const MONTH_OR_YEAR = /\b(?:par|pr|pour|per|pro|a|al|im|i|in)?\s*(?:1 |un |une |one |a |ein |e )?(?:mois|mese|month|monat|monet)\s+(?:ou|o|or|oder|od)\s+(?:par|pr|pour|per|pro|a|all|im|i|in)?\s*(?:1 |un |une |one |a |ein |e )?(?:an|annee|anno|year|jahr|johr)\b/;
/** "zäme", "für die ganze Familie", "toute la famille": the household's total asked for. */
/** "nur für d Chind", "et les enfants seuls ?", "e solo i bambini?", "the kids alone": the children of the household asked for. */
/** One person of the household asked about on their own: the youngest or oldest child, the asker, the partner. */
export type OnePerson = "youngest" | "oldest" | "self" | "partner" | "child";
const ONE_PERSON: readonly [RegExp, OnePerson][] = [
  [/\b(?:(?:das|di|de|em|dem|im|fur das|fur di|s) (?:jungst\w*|jungsch\w*|jungere\w*|jungeri|chlinst\w*|chlinsch\w*|chliner\w*|kleinst\w*|kleiner\w*)|le (?:plus )?(?:jeune|petit|cadet)|la (?:plus )?(?:jeune|petite|cadette)|(?:il|la) (?:piu )?(?:piccol[oa]|giovane)|(?:the )?(?:youngest|younger one|little one|baby))\b/, "youngest"],
  [/\b(?:(?:das|di|de|em|dem|im|fur das|fur di|s) (?:altest\w*|altisch\w*|altere\w*|alteri|eltist\w*|eltisch\w*|grosser\w*|grosst\w*|groscht\w*)|l aine\w*|le (?:plus )?grand|la (?:plus )?grande|(?:il|la) (?:piu )?grande|il maggiore|la maggiore|(?:the )?(?:oldest|eldest|older one))\b/, "oldest"],
  [/\b(?:nur (?:fur )?mich|nume (?:fur )?mi|numme (?:fur )?mi|fur mich allein\w*|fur mi ellei|seulement pour moi|juste pour moi|pour moi seul\w*|solo per me|per me da sol[oa]|just (?:for )?me|only (?:for )?me|for me alone)\b/, "self"],
  [/\b(?:nur (?:fur )?(?:meine frau|meinen mann|mein mann|mini frau|min maa|min partner|mini partnerin|meinen partner|meine partnerin)|seulement pour (?:ma femme|mon mari|mon conjoint|ma conjointe)|solo per (?:mia moglie|mio marito)|(?:just|only) (?:for )?my (?:wife|husband|partner))\b/, "partner"],
  [/\b(?:(?:juste|seulement|uniquement) pour (?:ma fille|mon fils|notre fille|notre fils|l enfant|le petit|la petite)|(?:solo|soltanto) per (?:mia figlia|mio figlio|nostra figlia|nostro figlio|il bimbo|la bimba)|(?:just|only) (?:for )?(?:my|our|the) (?:daughter|son|kid|child)|nur (?:fur )?(?:mini|meine|unsere|eusi|d|die) (?:tochter|meitli)|nur (?:fur )?(?:min|mein\w*|unser\w*|euse|de|den) (?:sohn|bueb|giel))\b/, "child"],
];
const PERSON_ASK = /\b(?:kost\w*|chost\w*|koscht\w*|zahl\w*|pramie\w*|combien|coute\w*|prime\w*|paie\w*|quanto|costa\w*|premi\w*|paga\w*|how much|cost\w*|pay\w*|price|gunstig\w*|billig\w*|moins cher|meno car\w*|cheapest|allein\w*|elei|seule?s?|da sol[oa]|alone)\b/;

const CHILDREN_ONLY = /\b(?:combien|quanto|wie ?viel|was (?:kostet|kosten|chostet|choschtet)|how much) (?:\w+ ){0,2}(?:pour|per|fur|for) (?:les |i |gli |the |d |die |unsere |eusi |nos |our |mes |miei |my )?(?:deux |due |zwei |zwoi |two |trois |tre |drei |three |2 |3 )?(?:enfants|bambini|figli|ragazzi|kinder|chind|chinde|kids|children|petits|piccoli)\b|\b(?:wie ?viel|wi ?viu|wi ?vill|wieviu|combien|quanto|how much) (?:\w+ ){0,2}(?:mache|machen|macht|make|font|fanno) (?:\w+ ){0,1}(?:d |die |les |i |the )?(?:zwei |zwoi |zwo |two |deux |due )?(?:ching|chind|chinde|kinder|kids|children|enfants|bambini|figli)\b|^(?:and|et|e|und|u|what about|and what about|et pour|e per) (?:for |pour |per |fur )?(?:the |les |i |d |die |our |nos |unsere |eusi |mini |meine )?(?:kids|children|enfants|bambini|figli|chind|kinder|petits|petites|piccoli)\s*\??$|\b(?:(?:nur|nume|numme|bloss|seulement|juste|solo|soltanto|only|just) (?:fur |pour |per |for )?(?:die |d |de |les |i |gli |the |our |nos |unsere |eusi |usi |mini |meine )?(?:kinder|chind|chinde|chindli|enfants|bambini|figli|kids|children|petites|petits|filles|garcons|piccoli|piccole|little ones|girls|boys)|(?:kinder|chind|chinde|chindli|enfants|bambini|figli|kids|children) (?:\w+ )?(?:allein\w*|allei|elei|ellei|seuls?|seules?|solo|soli|sole|alone|only))\b/;
const NEXT_YEAR_WORDS = /\b(?:n(?:a|o)chst\w* (?:jahr|johr)|nachscht\w* (?:jahr|johr)|vorjahr|letzt\w* jahr|20\d\d|next year|last year|annee prochaine|l an prochain|anno prossimo)\b/;
const ACCIDENT_WORD = /\b(?:unfall\w*|accident\w*|infortun\w*)\b/;
/** What accident cover adds: "wie viel mehr", "de plus", "in più", "how much more", "Aufpreis". */
const ACCIDENT_EXTRA = /\b(?:(?:wie ?viel|wieviel|wie vil|wie vill|wiviel|um wie ?viel) (?:\w+ ){0,5}(?:mehr|meh|teurer|tuurer|turer)|aufpreis|zuschlag|unterschied|differenz|ausmach\w*|usmach\w*|de plus|en plus|plus cher|difference|in piu|di piu|piu car\w*|differenza|how much (?:more|extra)|more expensive|extra|difference|cost of (?:the )?accident)\b|\b(?:was|wa) (?:kostet|chostet|choschtet) (?:d |die |de )?unfall\w*|\bcombien (?:coute|coutent|co[uû]te) (?:la couverture |l )?accident|\bquanto costa (?:la copertura |l )?infortun\w*|\bhow much (?:is|does|would) (?:the )?accident/;
const TOGETHER = /\b(?:zame|zamme|zusammen|total|gesamt\w*|insgesamt|famil\w*|haushalt|tous|ensemble|en tout|au total|tutti|insieme|in tutto|in totale|altogether|all of us|everyone|both of us|the two of us|nous deux|tous les deux|noi due|tutti e due)\b/;
/** Prices asked in French, Italian and English the way people type them ("cb pr les 2", "qnt costa", "what would we pay"). */
// "combien de temps", "quanto tempo", "how much time" ask for a time, not a price.
const PRICE_OTHER = /\b(?:(?:the )?minimum (?:i|we) (?:can |could |would |will )?pay|(?:the )?least (?:i|we) (?:can |could |would )?pay|le minimum (?:que )?(?:je|on) (?:peut |peux |puisse )?pa(?:ie|ye|yer)|il minimo (?:che )?(?:posso |possiamo )?pag\w*|(?:la |le |il )?(?:prime|prix|premio|prezzo|premium|price) (?:de |du |del |for |of )?20\d\d (?:svp|stp|s il vous plait|per favore|pf|pls|please)|(?:cb|cmb|combien)(?! de (?:temps|jours|mois|semaines|seances|sessions|fois|consultations|visites))|qnt|qto|quanto(?! tempo)|quanti(?! (?:giorni|mesi|settimane))|how much(?! time)|what (?:would|will|do|does|did|should) (?:\w+ ){0,4}(?:pay|cost)|ca fait combien|ca coute|c est combien|coute\w*|costa|costano|costerebbe\w*|pagherei|pagheremmo|paierais|paierait|paierions|paierons|payerais|(?:cosa|che cosa|cos) (?:\w+ )?(?:pago|paghiamo|pagherei|si paga|paga|pagano)|che premio|(?:me|m|nous) ferait combien|ferait combien|(?:what|wat) (?:s|is|would be) (?:the )?(?:premium|price|cost)|whats the (?:premium|price|cost)|ca donne (?:quoi|combien))\b/;
/** "donne-moi les 3 moins chères", "mostrami le più economiche", "show me the cheapest": offers asked for without a question. */
const SHOW = /\b(?:donne|donnez|montre|montrez|affiche|dammi|mostra\w*|fammi vedere|show|give|list)\b/;
const TREND = /\b(?:(?:das|dieses|des|dis|dies|heuer|hur|hiir) (?:jahr|johr)\b.*\b(?:nachst\w*|nachscht\w*|nochst\w*|nochscht\w*|kommend\w*) (?:jahr|johr)|(?:rispetto al?|par rapport a|compared to|compared with|versus|vs) (?:l )?20\d\d (?:\w+ ){0,2}(?:quanto|combien|how much)|(?:quanto|combien|how much) (?:\w+ ){0,3}(?:in piu|di piu|de plus|more) (?:\w+ ){0,2}(?:rispetto al?|que|than|par rapport a) (?:l )?20\d\d|(?:im )?vergleich\w* (?:zu|zum|mit) (?:jetzt|heute|hute|hur|jetz)|gegenuber (?:jetzt|heute|hute)|steig\w*|stieg\w*|stig(?:e|t|ed|id|et|end)\b|stiig\w*|aufschlag|ufschlag\w*|schlag\w* (?:\w+ ){0,6}(?:uf|auf)\b|schla(?:t|ht|at|he|ached|ated|et) (?:\w+ ){0,6}(?:uf|auf)\b|schl(?:o|a)nd (?:\w+ ){0,6}(?:uf|auf)\b|erhoh\w*|wird (?:es|sie|er|das|die \w+)(?: \w+){0,3} (?:teurer|tuurer|turer|gunstiger|billiger)|(?:im )?vergleich\w* (?:zu|zum|mit) (?:dies\w*|letzt\w*|dem|diesem|vorjahr|hu+r)|gegenuber (?:dies\w*|letzt\w*|dem vorjahr|vorjahr|hu+r)|(?:mehr|meh|weniger) als (?:hu+r|hi+r|heuer|hiirig\w*|huurig\w*|dies\w* jahr|letzt\w* jahr|im vorjahr|jetzt|jetz|hutt|hut)|wie (?:viel|vil|vill|stark) (?:teurer|tuurer|turer|meh|mehr)|um wie ?viel|teurer (?:wird|werden|geworden)|(?:billiger|gunstiger|gunschtiger|tuurer|turer) (?:wird|wirt|werde|werden|worde|geworden)\b|wird (?:es|sie|er|die \w+) (?:teurer|tuurer|turer)|(?:tuurer|turer|teurer)\b.*\b20\d\d|\b20\d\d\b.*\b(?:tuurer|turer|teurer)\b|gestiegen|teurer (?:als )?(?:letzt\w*|vorjahr|im vorjahr)|augment\w*|(?:ca|elles?|les primes?|la prime) mont(?:e|ent|era|eront)\b|(?:va|vont) (?:\w+ )?monter|passe\w* a combien|mont(?:e|ent) de combien|aumento|aument\w*|salgono|saliranno|rincar\w*|scendono|calano|go(?:es|ing)? up|(?:go|goes|going|gone|went) down|increase\w*|rise\w*|hausse\w*|(?:en|in) (?:pour ?cent|pourcentage|percentuale|percent\w*|prozent)|(?:en|in)(?= ?%)|as a percentage|(?:wie ?vi\w*|wi ?vu\w*|wivi\w*|um wie ?vi\w*|combien de|quanti|how many|what) (?:\w+ )?(?:prozent|prozant|prozant\w*|pourcent\w*|pour cent|percent\w*|per cento|percentuale)|compared (?:to|with) (?:this|last) year|(?:than|vs) (?:this|last) year|par rapport a (?:cette|l) annee|rispetto a (?:quest|l) anno)/;
/** "günstiger als normal", "billiger wie s normale": against the standard model (freie Arztwahl). */
const AGAINST_NORMAL = /\b(?:gunstiger|gunschtiger|billiger|teurer|tuurer|turer|spar\w*)\b(?: \w+){0,3} (?:als|wie|gegenuber|vs) (?:das |die |dem |der |s |es )?(?:normal\w*|gewohnlich\w*|ohne modell)\b/;
const CHEAPEST_CLAIM = /\b(?:am gunstigsten|am billigsten|die gunstigste|die billigste|immer (?:am )?gunstig\w*|gunstigste kasse|billigste kasse|(?:di|d|die|am) (?:gunstigscht\w*|billigscht\w*|gunschtigscht\w*|gunstigste|billigste)|(?:la|le) (?:moins cher\w*|plus avantageu\w*|meilleur marche)|(?:la|il) (?:piu economic\w*|piu conveniente|meno car\w*)|the cheapest)\b/;
/** "isch d ökk teurer worde?", "c'est plus cher que l'an passé chez eux ?", "è più cara dell'anno scorso?": an insurer's change. */
const INSURER_TREND = /\b(?:(?:teurer|tuurer|turer|tuerer|gunstiger|billiger|gunschtiger) (?:\w+ ){0,2}(?:worde|worden|woorde|gworde|geworden|cho|gsi)|plus cher\w* (?:\w+ ){0,3}(?:que l an (?:passe|dernier)|qu (?:en|l an) \w+|qu avant)|(?:piu|meno) car[oae] (?:\w+ ){0,3}(?:dell anno scorso|del 20\d\d|di prima|rispetto)|(?:more expensive|cheaper) (?:\w+ ){0,3}than (?:last year|before|in 20\d\d)|(?:get|got|gotten|become|became|getting) (?:any )?(?:more expensive|cheaper|dearer)|(?:go|goes|going|gone|went) (?:up|down) (?:for|in) 20\d\d)\b/;
const COMPARE_WORD = /\b(?:als|oder|statt|gegenuber|vs|versus|im vergleich|verglichen|vergliche\w*|verglich\w*|vergleich\w*|zwischen|zwusche\w*|unterschied\w*|ou|o|than|or|compared|rispetto|que|which|lequel|laquelle|quale|(?:meno|piu|moins|plus|less|more) (?:\w+ )?(?:di|del|dell|della|dello|che|de|du|que|than))\b/;
const MONEY_WORD = /\b(?:gunstig\w*|gunschtig\w*|billig\w*|teurer|tuurer|turer|spar\w*|kostet|chostet|zahl|zahle|zahli|wie ?viel|wie ?vil|preis\w*|priis\w*|pris|franke|franken|chf|lohnt|pramie\w*|besser|moins cher|plus cher|meno car\w*|piu car\w*|cheaper|more expensive|how much|save\w*|saving\w*|cheapest|economis\w*|risparmi\w*|costa (?:di )?(?:meno|piu)|coute (?:moins|plus)|costs? (?:less|more)|conviene\w*|avantageu\w*)\b/;
const QUOTE = /\b(?:(?:get|request|want|like|need|send me|receive|ask for) (?:a |an |the |your )?(?:quote|offer)\b|quotation|offert\w*|offre|offerta|devis|preventiv\w*|antrag|abschliess\w*|(?<!\b(?:es|ihn|sie|si|das kind|s kind|s chind|das baby|s baby|em)\s(?:\w+\s){0,2})anmeld\w*)\b/;
const CHOOSE = /\b(?:nehm\w*|nimm|nime|nimme|wahl\w*|entscheide)\b/;
/** Whether something pays: "lohnt sich", "rentiert", "vaut le coup", "conviene", "worth it". */
/** "Quel modèle est le moins cher ?", "welches Modell ist am günstigsten?", "which model is cheapest?": the models side by side. */
const WHICH_MODEL_CHEAPEST = /\b(?:welch\w*|weli\w*|wele\w*|welles|quel\w*|lequel|quale|qual|which|what) (?:\w+ )?(?:modell\w*|modele\w*|models?)\b.*\b(?:gunstig\w*|gunschtig\w*|billig\w*|moins cher\w*|meno car\w*|piu economic\w*|costa meno|coute moins|cost\w* less|least|cheap\w*|lowest)/;
const WORTH = /\b(?:lohnt|lohnts|lohnet|lohne|lohnte|rentiert|rentabel|vaut (?:le coup|la peine)|rentable|conviene|conviens|vale la pena|worth it|worth|pays? off)\b/;
/** "ça vaut la peine de changer ?", "conviene cambiare?": whether a switch pays, not a deductible. */
const SWITCHING = /\b(?:wechs\w*|wachs\w*|changer|changement|change|cambia\w*|cambio|switch\w*|passer|bleiben|bliibe|rester|restare|stay)\b/;
/** The insurer asked about before, as a pronoun: "isch si tüürer worde?", "elle a augmenté ?", "è aumentata?", "has it gone up?". */
export const INSURER_PRONOUN = /\b(?:si|sie|die|er|elle|lei|essa|it|she|they)\b|^(?:und |e |et |and )?(?:isch|ist|est|e|is|has|hat|het) (?:\w+ ){0,3}(?:tuurer|teurer|turer|augment\w*|aument\w*|rincar\w*|gone up|risen|more expensive)/;
/** "di zwöiti gfallt mer", "la deuxième me va", "mi interessa la seconda", "the 2nd one looks good": an offer of the list liked. */
export const LIKES_OFFER = /\b(?:gfallt|gefallt|gfaut|gfalt|passt mir|passt mer|me va|me convient|m interesse|me plait|mi interessa|mi piace|mi va bene|va bene|looks good|sounds good|works for me|i like)\b/;
/** The year's figure asked of the last answer ("ufs ganze jahr grechnet", "sur 12 mois", "in un anno", "per year"). */
export const YEAR_FOLLOW_UP = /\b(?:(?:moltiplicat\w*|multipli\w*|multiplied|mal|times) (?:per |par |by |x )?12|x ?12|(?:ufs|aufs|ubers|furs|fur s|fur das|uf s|auf das|auf s|ufs ganz|is) (?:ganze?n? |ganzi |ganz )?(?:jahr|johr)|(?:im|pro|per|a|par|l|all|in un|in 1|per un|sur|sur l|sur toute l|sur une|sur 1|on|over the|for the|for a|over a|in a|a l|al) (?:ganze?n? |whole |full |entire |tout |toute |intero )?(?:jahr|johr|an|annee|anno|year)(?! (?:prochain\w*|passe\w*|dernier\w*|prossim\w*|scors\w*|next|last|d apres|suivant\w*|dopo|successiv\w*))|(?:sur|in|su|over|for|uf|auf|in) 12 (?:monat\w*|monet|mois|mesi|months)|jahrlich\w*|annuel\w*|annual\w*|yearly|annu[ao]|annuale|all anno|per anno|l anno)\b/;
/** The change against this year, or in percent. */
const CHANGE_ASKED = /(?:\b(?:plotzlich|uf eimal|auf einmal|tout a coup|d un coup|improvvisamente|di colpo|all of a sudden|suddenly) (?:\w+ ){0,3}(?:meh|mehr|teurer|tuurer|plus cher|plus|piu car\w*|di piu|more expensive|more)\b|\b(?:en|in) (?:%|pour ?cent\w*|pourcentage|percentuale|percento|prozent|prozant|percent\w*)|(?:\b(?:wie ?viel|wie ?vill|wievil|combien de|quanti|quante|how many|what) (?:%|prozent|prozant|pour ?cent\w*|percento|percent\w*))|\b(?:(?:de plus|de moins|in piu|in meno|mehr|meh|more|less|weniger) (?:que|di|rispetto a|als|than) (?:cette annee|maintenant|aujourd hui|quest anno|adesso|ora|hur|hiir|dieses jahr|dis johr|jetzt|this year|now|20\d\d))\b)/;
/** "ich ha aber telmed", "j'ai une franchise de 2500", "ho il telmed", "I have telmed": what one's contract is. */
export const OWN_CONTRACT = /\b(?:avessi|se ho|si j ai|si j avais|if i (?:have|had)|wenn (?:i|ich) (?:ha|hatt\w*|hett\w*)|ich (?:ha|hab|habe|han|bin im|bi im)|i (?:ha|hab|han|bi im|bin im|have|ve got|m on|am on)|j ai|je suis (?:en|au|dans le)|ho|sono (?:nel|in|con)|i ve|we (?:have|ve got)|mir (?:hend|hand|hei|hen)|wir haben)\b/;
/** Back to an earlier setting or again: "redescendre", "wieder", "zrugg", "go back", "tornare". */
export const BACK_AGAIN = /\b(?:redescendre|remonter|revenir|wieder|zuruck|zrugg|zruck|back|again|tornare|riabbassare|rialzare|di nuovo)\b/;
/** "où ?", "wo?", "dove?", "where?", "bei wem?", "auprès de qui ?": where something is done. */
export const WHERE_ASKED = /\b(?:ou|wo|dove|where|bei wem|wohin|aupres de qui|a qui|a chi)\b/;
/** The choice of an offer said first: "je prends …", "ich nehme …", "prendo …", "I'll take …". */
export const PICK_CLOSING = /\b(?:(?:nimm|nim|nime|nimme|nehm|nehme) (?:i|ich)|je la prends|je le prends|la prendo|lo prendo|i ll take (?:it|that one|that))$/;
/** "1500 statt 300", "2500 invece di 300", "2500 au lieu de 300", "2500 instead of 300": the first amount instead of the second. */
export const INSTEAD = /\b(?:statt|anstatt|anstelle|invece (?:di|della|del)|anziche|piuttosto che|au lieu de|plutot que|instead of|rather than)\b/;
const SAVING = /\b(?:spar\w*|spare|econom(?:is|ie|iz)\w*|risparmi\w*)\b/;
/** "nur d Kasse wächsle und alles glich loh": the insurer changes, model and deductible stay those of the contract. */
export const KEEP_CONTRACT = /\b(?:(?:nur|numme|nume|bloss) (?:d|die|dr|de|mini|meine) (?:kasse|krankenkasse|kk|versicherung) (?:\w+ )?(?:wechs\w*|wachs\w*)|alles (?:andere )?(?:glich|gleich) (?:loh|lo|la|lah|lassen|behalten)|(?:gleiche\w*|glichi|glich) (?:modell|franchise) (?:und|u) (?:gleiche\w*|glichi|glich) (?:modell|franchise))\b/;
/** "ich will die Franchise nicht wechseln", "je ne veux pas changer de franchise", "voglio tenere la stessa franchigia": the contract's deductible stays. */
export const KEEP_FRANCHISE = /\b(?:(?:franchise|franchigia|deductible) (?:\w+ ){0,2}(?:nicht|nid|nod|not|pas|non) (?:\w+ )?(?:wechs\w*|wachs\w*|ander\w*|change\w*|cambia\w*|touch\w*)|(?:nicht|nid|pas|non|not) (?:\w+ ){0,2}(?:wechs\w*|wachs\w*|ander\w*|changer|cambiare|change) (?:de |la |ma |my |the |di |la mia )?(?:franchise|franchigia|deductible)|(?:gleiche\w*|glichi|selbe\w*|meme|stessa|same) (?:franchise|franchigia|deductible)|(?:behalt\w*|bhalt\w*|garder|conserver|tenere|mantenere|keep) (?:\w+ ){0,2}(?:franchise|franchigia|deductible))\b/;
/** "lohnt sich e Wächsel?", "bleiben oder gehen?", "nur d Kasse wächsle und alles glich loh": the like-for-like saving asked, also without a question mark. */
const SWITCH_WORTH = /\b(?:lohnt (?:es |sich |sichs )?(?:\w+ ){0,2}(?:wechsel\w*|wachsel\w*|wechsle\w*|wachsle\w*)|(?:wechsel\w*|wachsel\w*|wachsle\w*) (?:\w+ ){0,2}lohnt|bleiben oder (?:gehen|wechseln)|bliibe oder (?:goh|gah|wachsle|wachsel)|(?:nur|numme|nume|bloss) (?:d|die|dr|de|mini|meine) (?:kasse|krankenkasse|kk|versicherung) (?:\w+ )?(?:wechs\w*|wachs\w*)|alles (?:andere )?(?:glich|gleich) (?:loh|lo|la|lah|lassen|behalten))\b/;

export function questionOf(text: string, criteria: Criteria): Question {
  const asking = QUESTION.test(text);
  const named = criteria.namedInsurers ?? [];
  if (named.length && !CHOOSE.test(text) && (!QUOTE.test(text) || aboutSituation(criteria)) && (asking || PRICE.test(text) || QUOTE.test(text) || /^(?:und |u )?(?:die|d|der|de)? ?\w+ ?\??$/.test(text))) {
    // "je voudrais une offre de la CSS pour 1260 Nyon …": its price first, its quote offered.
    if (QUOTE.test(text)) return { kind: "insurer", claim: "price", quote: true };
    // "wer isch billiger, Assura oder Swica?": an alternative question compares; "ist die ÖKK teurer als die CSS?" asks about the ÖKK.
    if (named.length >= 2 && /\b(?:oder|ou|o|or|vs|versus|verglichen|vergleich\w*|gegenuber|compare\w*|confront\w*)\b/.test(text)) return { kind: "insurer", claim: "price", compare: true };
    if (TREND.test(text) || INSURER_TREND.test(text)) return { kind: "insurer", claim: "trend", ...(HOW_MUCH.test(text) ? { howMuch: true } : {}) };
    if (CHEAPEST_CLAIM.test(text)) return { kind: "insurer", claim: "cheapest" };
    const model = criteria.model;
    if (model && /\b(?:hat|het|gibt|bietet|anbietet)\b/.test(text)) return { kind: "insurer", claim: "model", model };
    return { kind: "insurer", claim: "price" };
  }
  // "Telmed mit 300 Franchise vs 2500?", "1000 oder 2000, was ist günstiger?": two deductibles compared.
  // "franchise 0 oder 600": a child's amounts too, where the word says they are deductibles.
  const amounts = /\bfranchi\w*\b/.test(text) ? ANY_DEDUCTIBLE : ADULT_DEDUCTIBLE;
  // "wenn ich im jahr öppe 500 franke arztchöschte ha": an amount read as costs is no deductible.
  const deductibles = [...new Set((text.match(amounts) ?? []).map(Number))].filter((amount) => amount !== criteria.costs);
  // "wie viel spare ich, wenn ich von 300 auf 2500 Franchise gehe?": the two deductibles.
  if (deductibles.length === 2 && SAVING.test(text) && FROM_DEDUCTIBLE_TO.test(text)) return { kind: "franchises", franchises: deductibles };
  if (deductibles.length === 2 && asking && COMPARE_WORD.test(text) && !INSTEAD.test(text) && (MONEY_WORD.test(text) || PRICE.test(text) || /\bfranchise\w*\b/.test(text))) return { kind: "franchises", franchises: deductibles };
  // "was koschtet s mit 300 und was mit 2500?", "combien avec 500 et avec 2500 ?": both deductibles' prices.
  if (deductibles.length === 2 && asking && (PRICE.test(text) || PRICE_OTHER.test(text)) && (amounts === ANY_DEDUCTIBLE ? AND_ANY_DEDUCTIBLE : AND_DEDUCTIBLE).test(text) && !SAVING.test(text) && !SWITCHING.test(text)) return { kind: "franchises", franchises: deductibles };
  // "Wie gross ist der Unterschied zur 2500er Franchise?", "la différence avec 1500 ?": that deductible against the ordinary 300.
  if (deductibles.length === 1 && deductibles[0] !== 300 && /\b(?:unterschied\w*|differenz|difference|differenza)\b/.test(text) && !SWITCHING.test(text) && allModels(text).length === 0) return { kind: "franchises", franchises: [deductibles[0]!, 300] };
  // "Was macht Franchise 1500 statt 300 aus?": what the change makes, both figures (the first amount is set).
  if (deductibles.length === 2 && asking && INSTEAD.test(text) && /\b(?:aus|usmache\w*|ausmach\w*|unterschied\w*|differenz|spar\w*|spare|mehr|weniger|billiger|gunstiger|was (?:zahle|zahl|kostet|chostet|macht)|risparmi\w*|econom\w*|save\w*|saving\w*|difference|differenza|quanto|combien|how much|moins|meno|less|cheaper)\b/.test(text)) return { kind: "franchises", franchises: deductibles };
  // "lohnt sich 2500?", "la franchise à 2500 vaut le coup ?", "conviene la 2000?": the deductible against the ordinary 300.
  if (deductibles.length === 1 && deductibles[0] !== 300 && WORTH.test(text) && !SWITCHING.test(text) && !criteria.currentInsurer) return { kind: "franchises", franchises: [deductibles[0]!, 300] };
  // "Welches Modell ist am günstigsten?": every model against every other.
  if (/(?<!egal )\b(?:welch\w*|weles|weli\w*|wels|weles) (?:modell|versicherungsmodell)\w*\b/.test(text) && /\b(?:gunstig\w*|billig\w*)\b/.test(text)) return { kind: "models", models: ["standard", "hausarzt", "hmo", "telmed"] };
  // "alle Modelle nebeneinander", "Standard, Hausarzt, HMO und Telmed im Vergleich": the models side by side.
  const named3 = allModels(text);
  // "confrontami tutti i modelli", "compare tous les modèles", "compare all the models": the same in other languages.
  if ((named3.length >= 3 || /\b(?:alle\w*|alli|all|die vier|di vier) (?:\w+ )?modell\w*\b|\b(?:tutti i|i quattro|tous les|les quatre|all(?: the)?|all four|the four) (?:\w+ )?(?:modelli|modeles|models)\b/.test(text)) && /\b(?:nebeneinander|nebenenand|vergleich\w*|verglich\w*|vergliich\w*|gegenuber\w*|gegenuberstell\w*|auflist\w*|tabelle|confront\w*|compar\w*|cote a cote|side by side)\b/.test(text)) return { kind: "models", models: named3.length >= 2 ? named3 : ["standard", "hausarzt", "hmo", "telmed"] };
  // "Unterschied zwischen Standard und den Sparmodellen?" with data: the standard model against each alternative one.
  if (/\bstandard\w*\b/.test(text) && (/\b(?:spar ?modell\w*|sparmodell\w*|alternativ\w* modell\w*|gunstiger\w* modell\w*|andere\w* modell\w*)\b/.test(text) || /\b(?:billiger\w*|gunstiger\w*|billigers|gunstigers) (?:\w+ )?als (?:\w+ )?standard/.test(text)) && (COMPARE_WORD.test(text) || asking)) return { kind: "models", models: ["standard", "hausarzt", "hmo", "telmed"], baseline: "standard" };
  const models = allModels(text);
  if (models.length >= 2 && asking && COMPARE_WORD.test(text) && MONEY_WORD.test(text)) return { kind: "models", models };
  // "c'est combien en standard et en Telmed ?", "was chostet Hausarzt und was HMO?": both models' prices.
  if (models.length === 2 && asking && (PRICE.test(text) || PRICE_OTHER.test(text)) && /\b(?:und|u|et|e|and|&)\b/.test(text) && !SAVING.test(text) && !SWITCHING.test(text)) return { kind: "models", models };
  // "Quel modèle est le moins cher pour moi ?", "weles modell isch am günstigschte?": every model side by side.
  if (WHICH_MODEL_CHEAPEST.test(text) || MODEL_IS_CHEAPEST.test(text)) return { kind: "models", models: ["standard", "hausarzt", "hmo", "telmed"] };
  // "lohnt sich s hausarztmodell?": that model against the standard one.
  if (models.length === 1 && models[0] !== "standard" && asking && WORTH.test(text) && !SWITCHING.test(text)) return { kind: "models", models: [models[0]!, "standard"] };
  // "isch Telmed vil günstiger als normal?": one model against the standard one.
  if (models.length === 1 && models[0] !== "standard" && asking && AGAINST_NORMAL.test(text)) return { kind: "models", models: [models[0]!, "standard"] };
  // "also konkret für mi, HMO oder Telmed?": a choice between two models, not what they are.
  if (models.length === 2 && asking && /\b(?:oder|vs|versus|ou|o|or)\b/.test(text) && !/\b(?:was (?:ist|isch|sind)|erklar\w*|unterschied\w*|bedeutet)\b/.test(text)) return { kind: "models", models };
  // "… compare avec médecin de famille stp", "vergleich mal mit hausarzt": two models and the order to compare them.
  if (models.length === 2 && /\b(?:compar\w*|confront\w*|vergleich\w*|verglich\w*|vergliich\w*)\b/.test(text) && !SWITCHING.test(text)) return { kind: "models", models };
  // "…mit Unfall. Wie viel teurer wird das nächstes Jahr?" asks the trend, not the cover.
  if (!criteria.comparesYears && !NEXT_YEAR_WORDS.test(text) && ACCIDENT_WORD.test(text) && ACCIDENT_EXTRA.test(text) && !/\b(?:muss|brauche|brauch|faut|dois|devo|serve|need|must|obligatoire|obbligatori\w*|pflicht\w*)\b/.test(text)) return { kind: "accident" };
  if ((TREND.test(text) || criteria.comparesYears) && asking) return { kind: "trend" };
  // "et c'est combien de plus que cette année ?", "ça fait combien en % ?", "wie vill prozänt isch das?": the change against this year.
  if (asking && CHANGE_ASKED.test(text)) return { kind: "trend" };
  // "zeig mir 2026 und 2027 nebeneinander": both years' figures, also without a question mark.
  if (criteria.comparesYears && /\b(?:nebeneinander|nebenenand|vergleich\w*|verglich\w*|gegenuber\w*|zeig\w*)\b/.test(text)) return { kind: "trend" };
  // "wieviel spar ich, wenn ich vom Standard ins Hausarztmodell wechsle?": the one model against the other.
  if (SAVING.test(text) && models.length === 2 && /\b(?:vom|von|vo|us em|aus dem)\b/.test(text)) return { kind: "models", models, baseline: models[0] };
  if ((asking && SAVING.test(text)) || SWITCH_WORTH.test(text)) return { kind: "saving" };
  const yearly = YEARLY.test(text);
  const household = TOGETHER.test(text);
  const short = text.split(" ").length <= 6;
  // "isch das pro monet?", "that's per month right?", "c'est par mois ?": yes, and the year's figure with it.
  if (MONTH_OR_YEAR.test(text) && text.includes("?") && text.split(" ").length <= 14) return { kind: "price", yearly: true, perMonth: "either", ...(household ? { household } : {}) };
  if (PER_MONTH_CHECK.test(text) && !/\d/.test(text) && text.includes("?") && text.split(" ").length <= 14) return { kind: "price", yearly: true, perMonth: "confirm", ...(household ? { household } : {}) };
  // "und pro monet?" after a yearly figure: the monthly one.
  if (PER_MONTH_FOLLOW_UP.test(text)) return { kind: "price", ...(household ? { household } : {}) };
  // "tu peux détailler par personne ?", "pro Person ufgschlüsslet?": the household's figures, person by person.
  if (PER_PERSON.test(text)) return { kind: "price", household: true };
  // "le total pour toute la famille svp", "in tutto per noi quattro": the household's total, also without a question mark.
  if (/\b(?:total|totale|insgesamt|gesamthaft|in tutto|au total|altogether|in total)\b/.test(text) && (short || household || PRICE.test(text) || PRICE_OTHER.test(text)) && !/\b(?:hours?|stunden|std|heures?|ore|jobs?)\b/.test(text)) return { kind: "price", household: true };
  // "chum ich irgendwie under 350 stutz im monet?": whether the cheapest offer is within the budget.
  if (criteria.budget !== undefined) return { kind: "price", budget: criteria.budget };
  if (DEAREST.test(text) && (asking || PRICE.test(text))) return { kind: "price", dearest: true };
  // "e Offerte vom billigschte": the cheapest offer is chosen for a quote, not asked for.
  if (QUOTE.test(text) && CHEAPEST.test(text) && !asking) return null;
  // "di billigscht nimm i, wie gaht das wiiter?": the cheapest is taken, not asked for.
  if (CHOOSE.test(text) && CHEAPEST.test(text) && !/\b(?:soll|sott|sollte|welch\w*|wele\w*|weli)\b/.test(text)) return null;
  // "la moins chère svp", "on prend la moins chère pour tout le monde": the choice in the other languages.
  if (choosesCheapest(text) && !text.includes("?") && !PRICE.test(text) && !PRICE_OTHER.test(text)) return null;
  if (CHILDREN_ONLY.test(text) && (asking || short || PRICE.test(text))) return { kind: "price", children: true, ...(yearly ? { yearly } : {}) };
  // "was kostet nur das jüngere Kind?", "et le plus petit seul ?", "quanto costa solo per me?": one person alone.
  const person = ONE_PERSON.find(([pattern]) => pattern.test(text))?.[1];
  if (person && (((asking || short) && PERSON_ASK.test(text)) || (short && asking))) return { kind: "price", person, ...(yearly ? { yearly } : {}) };
  if (PRICE.test(text) || PRICE_OTHER.test(text) || (SHOW.test(text) && CHEAPEST.test(text)) || (asking && (CHEAPEST.test(text) || (short && (yearly || household)) || /\b(?:over|for) (?:a|the|one) (?:whole |full |entire )?year\b/.test(text))) || (asking && /\bpramie\w*\b/.test(text) && criteria.tariffYear !== undefined)) {
    return { kind: "price", ...(yearly ? { yearly } : {}), ...(household ? { household } : {}) };
  }
  return null;
}

/** The message also says where or who: a quote wish with a situation asks the price first. */
const aboutSituation = (c: Criteria) => [c.postalCode, c.place, c.birthYear, c.persons].some((v) => v !== undefined);

/** The act an intent stands for when the message asks nothing more specific. */
export const ACT_OF_INTENT: Record<Intent, Act> = {
  greeting: "greeting",
  thanks: "thanks",
  provide_info: "provide_info",
  change_criteria: "change",
  show_offers: "ask_price",
  optimize_franchise: "ask_compare",
  question: "ask_rule",
  select_offer: "choose_offer",
  request_quote: "request_quote",
  decline: "other",
  offer_data: "give_contact",
  cancel: "other",
  reset: "other",
  other: "other",
};

/** Telling one's current insurer or premium is information about oneself, not a change of the search. */
const aboutSelfOnly = (c: Criteria) =>
  (c.currentInsurer !== undefined || c.currentPremium !== undefined || c.currentModel !== undefined) && [c.postalCode, c.place, c.birthYear, c.model, c.franchise, c.accident, c.tariffYear, c.persons].every((v) => v === undefined);

export function actOf(intent: Intent, question: Question, criteria: Criteria): Act {
  // "Ich bin bei der Assura, was spare ich?": the information answers the saving question.
  if ((intent === "change_criteria" || intent === "provide_info") && (!question || question.kind === "saving") && aboutSelfOnly(criteria)) return criteria.corrects ? "change" : "provide_info";
  if (["question", "offer_data", "cancel", "reset", "request_quote", "select_offer", "greeting", "thanks", "optimize_franchise"].includes(intent) || !question) return ACT_OF_INTENT[intent];
  if (question.kind === "insurer") return question.quote ? "request_quote" : question.compare ? "ask_compare" : question.howMuch ? "ask_trend" : "ask_insurer";
  if (question.kind === "models" || question.kind === "saving" || question.kind === "franchises" || question.kind === "accident") return "ask_compare";
  if (question.kind === "trend") return "ask_trend";
  return "ask_price";
}
