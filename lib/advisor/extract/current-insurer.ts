import type { ModelCode } from "@/lib/domain/insurance-models";
import { extractModel } from "./model";
import { insurerNames, type InsurerName } from "./named-insurers";

/**
 * The person's current insurer, and the model of their current contract, in a normalized
 * message: "ich bin bei der CSS", "aktuell Helsana", "zurzeit bin ich bei Sanitas im
 * Hausarztmodell", "meine Krankenkasse ist die Swica", "bisher KPT (Telmed)". A model named in
 * the same clause as the current insurer is the current model, not the one the person wants.
 */
export type CurrentInsurer = { code: string; name: string; model?: ModelCode; clause: string };


/** Words that say "now": the insurer after them is the current one. */
// Folded text: "aktuell" reads "aktull" (ue → u).
const NOW = String.raw`(?:aktuell|aktull|momentan|zurzeit|zur zeit|derzeit|im moment|jetzt|heute|hute|noch|bisher|(?:seit|sit|sitt) (?:\d+ |vielen |einigen |ein paar |paar |etlichen |viele |langem|lange|ewig\w*)?(?:jahren|jahre|johr|johre|jahr)?|schon lange|scho lang|immer schon|scho immer)`;
/** The same in French, Italian and English. */
const NOW_OTHER = String.raw`(?:actuellement|en ce moment|maintenant|pour l instant|attualmente|al momento|adesso|ora|per ora|currently|right now|at the moment|at present)`;
const TRIGGERS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:ich )?(?:bin|war) (?:${NOW} )?(?:(?:immer )?noch )?(?:versichert )?(?:bei|mit) (?:der |dr |de |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:meine|mini|mi) (?:aktuelle |jetzige |bisherige )?(?:krankenkasse|kasse|versicherung|grundversicherung) (?:ist|isch) (?:${NOW} )?(?:die |d )?(?<rest>.+)`),
  // "bi no bi de helsana": "no" is "noch".
  new RegExp(String.raw`\b(?:ich )?(?:bin|bi|war) (?:${NOW} |no )?(?:versichert )?(?:bi|bei) (?:de |der |dr |d )?(?<rest>.+)`),
  // "jahrgang 1956 bei der swica zahle ich 826.50": the insurer before "zahle ich", the full stop folded away.
  new RegExp(String.raw`\b(?:bei|bi) (?:der |dr |de |d )?(?<rest>\S+(?: \S+)? (?:zahle|zahl|bezahle|zahlen|zahled|zahlet) (?:ich|i|mir|mer|wir)\b(?! (?:wie ?viel|wieviel|wi ?vil|was|wa)\b).*)`),
  new RegExp(String.raw`\b${NOW} (?:bin ich |bi ich |war ich |versichert )?(?:bei |bi |mit )?(?:der |dr |de |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:versichert|kunde|kundin) (?:${NOW} )?(?:bei|bi) (?:der |dr |de |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:meine|mini|mi) (?:aktuelle |jetzige |bisherige )?(?:krankenkasse|kasse|versicherung|grundversicherung) (?:${NOW} )?(?:ist|isch|heisst|:) (?:${NOW} )?(?:die |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:ich )?(?:habe|hab|han) (?:${NOW} )?(?:die |d |de |den )?(?<rest>.+)`),
  // "ich ha bi de visana s hausarztmodell": what one has, at one's insurer.
  new RegExp(String.raw`\b(?:ich |i )?(?:ha|han|hani|hab|habe) (?:${NOW} )?(?:bi|bei) (?:de |der |dr |d )?(?<rest>.+)`),
  // French and Italian: "je suis (assuré) chez la CSS", "mon assurance est Helsana", "sono assicurato presso la CSS".
  new RegExp(String.raw`\b(?:je suis|j suis|suis|sono) (?:${NOW} |${NOW_OTHER} )?(?:assure\w* |assicurat\w* )?(?:chez|aupres de|presso|con|a|da|alla|al|all|dalla|dal) (?:la |le |l |les |il |lo )?(?<rest>.+)`),
  // "actuellement à la CSS", "attualmente ho la Visana", "currently with Helsana", "j'ai la CSS", "I have Sanitas".
  new RegExp(String.raw`\b${NOW_OTHER}(?: je suis| j ai| sono| ho| i m| i am| im| i have| we are| we have| nous sommes)?(?: assure\w*| assicurat\w*| insured)?(?: a| chez| avec| aupres de| con| presso| da| with| at)? (?:la |le |l |les |il |lo |the )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:j ai|nous avons|ho|abbiamo|i have|we have) (?:${NOW_OTHER} )?(?:la |le |l |il |lo |the )?(?<rest>.+)`),
  // "ho la Callmed della CSS", "j'ai le Telmed de la Visana", "I have the Telmed plan of Helsana": a product, then its insurer.
  new RegExp(String.raw`\b(?:ho|abbiamo|j ai|nous avons|i have|we have|ich habe|ich han|i ha|mir hend|wir haben) (?:la |le |l |il |lo |the |das |die |d |s |es |e |un |una |une |a )?(?!(?:quote|quotes|offer|offre|offert\w*|devis|preventiv\w*|question|questions|frage|domanda|idea|idee|problem\w*|franchise|franchigia|deductible|excess|contract|contrat|contratto|vertrag|letter|lettre|lettera|brief|courrier|mail|e mail|email)\b)[a-z]+(?: (?:plan|modell|modele|modello|model|produkt|produit|prodotto))? (?:della|del|dalla|dal|de la|du|de l|de|of|from|with|von der|vo de|vo dr|vom|vo|bi de|bei der|bei) (?:la |le |l |il |lo |the |der |dr |de |d )?(?<rest>.+)`),
  // "cancel my Helsana", "résilier ma CSS", "disdire la mia Assura": one's own insurer.
  new RegExp(String.raw`\b(?:my|ma|mon|la mia|il mio|mia|mio) (?<rest>.+)`),
  new RegExp(String.raw`\b(?:mon assurance|ma caisse|ma caisse maladie|mon assureur|la mia cassa|la mia assicurazione) (?:est|c est|e) (?:la |le |l )?(?<rest>.+)`),
  // English: "I'm with CSS", "I am insured with Helsana", "my insurer is Sanitas".
  new RegExp(String.raw`\b(?:i m|i am|im) (?:currently |now )?(?:insured )?(?:with|at) (?:the )?(?<rest>.+)`),
  new RegExp(String.raw`\bmy (?:current )?(?:health )?(?:insurer|insurance|insurance company|health insurer|krankenkasse|krankenkassa|kk|caisse maladie|cassa malati) is (?:currently )?(?:the )?(?<rest>.+)`),
  // "mir sind beid bi de CSS", "Wir sind bei der Sympany": a household's insurer.
  new RegExp(String.raw`\b(?:wir|mir|mer) (?:sind|sin|si|simmer) (?:${NOW} )?(?:(?:beid\w*|alli|alle|all) )?(?:versichert )?(?:bei|bi) (?:der |dr |de |d )?(?<rest>.+)`),
  // "bi sit letschtem jahr vo dr helsana zur assura gwächslet": the insurer switched to is the current one.
  new RegExp(String.raw`\b(?:zur|zu der|zu de|zu|zum|nach|uf|auf) (?:der |dr |de |d )?(?<rest>\S+(?: \S+)? (?:gwachslet|gwachselt|gewechselt|gewechslet|gwechslet|gwechselt|gewachselt)\b.*)`),
  // "wenn ich bei der CSS bleibe": the insurer one would stay with.
  new RegExp(String.raw`\b(?:bei|bi) (?:der |dr |de |d )?(?<rest>\S+(?: \S+)? (?:bleib\w*|bliib\w*|blib\w*)\b.*)`),
  // "Wechsel weg von der Helsana", "weg vo dr Assura": the insurer one leaves.
  new RegExp(String.raw`\b(?:weg (?:von|vo|vom)|(?:wechsel\w*|wachsl\w*|wachsel\w*) (?:weg )?(?:von|vo|vom)) (?:der |dr |de |d )?(?<rest>.+)`),
  // "Ich will von der Sanitas weg", "vo dr Helsana wechsle": the insurer one leaves.
  new RegExp(String.raw`\b(?:von|vo|vom) (?:der |dr |de |d )?(?<rest>\S+(?: \S+)? (?:weg|wag|fort|furt|wechsle\w*|wechseln|wachsle\w*|wachsl\w*)\b.*)`),
  // "ha dr brief mit dr nöie prämie vo dr egk übercho": the premium letter of one's own insurer.
  new RegExp(String.raw`\b(?:brief|briefe|schreiben|schriibe|schribe|schrybe|mitteilung|post|rechnung|rechnig|offerte) (?:\w+ ){0,4}(?:pramie\w*) (?:vo|von|vom|der|dr|bei|bi) (?:der |dr |de |d |die )?(?<rest>.+)`),
  // "d Police vo de Concordia", "die Prämienrechnung der CSS", "Kündigung bei der Visana": papers of one's own insurer.
  new RegExp(String.raw`\b(?:police|polizze|pramienrechnung|rechnung|rechnig|pramienbrief|brief|briefe|schreiben|mitteilung|pramienmitteilung|kundigung|kundig) (?:vo|von|vom|der|dr|bei|bi|an) (?:der |dr |de |d |die )?(?<rest>.+)`),
  // "bei der Swica steigt meine Prämie": the insurer whose premium one pays.
  new RegExp(String.raw`(?:^|[,.;] |\bund )(?:bei|bi) (?:der |dr |de |d )?(?<rest>\S+(?: \S+)? (?:steigt|stiigt|stigt|erhoht|schlagt)\b.*)`),
  // "bei der Sanitas kündigen": the insurer one cancels with.
  new RegExp(String.raw`\b(?:bei|bi) (?:der |dr |de |d )?(?<rest>\S+(?: \S+)? (?:kundig\w*|kunde|kundet|gkundet|gekundigt)\b.*)`),
  // "Meine Prämie bei der CSS", "mini Police vo de Visana": one's own premium or contract.
  new RegExp(String.raw`\b(?:meine|mini|mis|min|mi|unsere|euse|eusi) (?:\w+ )?(?:pramie|pramien|police|vertrag|rechnung|rechnig|grundversicherung)\w* (?:bei|bi|vo|von|der|dr) (?:der |dr |de |d )?(?<rest>.+)`),
  // "d Visana het mer grad gschribe": the insurer that wrote to one.
  new RegExp(String.raw`(?:^|[,.;] |\bund )(?:(?:d|die|de|dr|mini|meine|mis|mi) )?(?<rest>\S+(?: \S+)? (?:het|hat|hett|hatt|hat mir|schickt|schreibt|hed) (?:mer|mir|mich|mi|us|uns|eus)\b.*)`),
  // "d'Swica het gschribe: ab Januar 603.80": the insurer that wrote, without "mir".
  new RegExp(String.raw`(?:^|[,.;] |\bund )(?:(?:d|die|de|dr|mini|meine|mis|mi) )?(?<rest>\S+(?: \S+)? (?:het|hat|hett|hatt|hed) (?:grad |jetzt |jetz |scho |schon )?(?:gschribe|gschriebe|geschrieben|gschickt|geschickt|mitteilt|mitgeteilt|informiert|agkundigt|angekundigt|erhoht|ufgschlage|aufgeschlagen)\b.*)`),
  // "chez KPT depuis des années", "con la Helsana da anni", "with Sanitas since 2015": the insurer one has been with.
  new RegExp(String.raw`\b(?:chez|aupres de|presso|con|with) (?:la |le |l |il |lo |the )?(?<rest>\S+(?: \S+)? (?:depuis|da|since|for (?:years|\d+ years))\b.*)`),
  // "Atupri m'a envoyé la nouvelle prime", "la Visana mi ha mandato", "Helsana sent me": the insurer that wrote to one.
  new RegExp(String.raw`(?:^|[,.;] |\bet |\be |\band )(?:(?:la|le|l|il|lo|ma|mon|mia|my) )?(?<rest>\S+(?: \S+)? (?:m a|m|mi ha|mi|me|has|just|has just) (?:told|informed|wrote|notified|envoye\w*|envoie|ecrit|augmente\w*|annonce|mandato|scritto|aumentato|aumenta|alza|sent|raised|raises|increased|increases|written)\b.*)`),
  // "Got the Helsana letter", "j'ai reçu le courrier de la CSS", "ho ricevuto la lettera della Visana": one's own insurer's letter.
  new RegExp(String.raw`\b(?:got|received|get|have|recu|recois|ricevuto|arrivata|bekommen|becho|ubercho|erhalten) (?:my |the |a |le |la |il |mon |ma |die |de |d |dr )?(?<rest>\S+(?: \S+)? (?:letter|notice|mail|courrier|lettre|lettera|brief|schreiben)\b.*)`),
  new RegExp(String.raw`\b(?:letter|notice|policy|courrier|lettre|police|avis|lettera|polizza) (?:from|of|de|du|della|dalla|di) (?:the |la |le |l |il |lo )?(?<rest>.+)`),
  // "ÖKK letter just came", "the Helsana letter arrived", "der CSS-Brief isch da": one's own insurer's letter.
  new RegExp(String.raw`(?:^|[,.;:] )(?:the |my |d |die |de |dr |le |la |il )?(?<rest>\S+(?: \S+)? (?:letter|brief|lettre|lettera|courrier|schreiben) (?:just |has |hat |het |est |e )?(?:came|come|arrived|is here|ist da|isch da|cho|gcho|ko|gkoo|arrive\w*|arrivat\w*)\b.*)`),
  // "bei der Helsana versichert": the insurer before the word that says so.
  new RegExp(String.raw`(?:^|\b(?:und|ich bin|bin) )(?:${NOW} )?(?:bei|bi) (?:der |dr |de |d )?(?<rest>\S+(?: \S+)? (?:versichert|kunde|kundin)\b.*)`),
];
/** "ich zahle 455.80 bei der Concordia": a statement only, never "was zahle ich bei der Sanitas?". */
const PAYING = new RegExp(String.raw`(?<!\b(?:was|wa|wie ?viel|wieviel|wurde|wurd|wurdi|combien|quanto|how much|what) )\b(?:zahle|zahl|bezahle|paie|paye|payons|pago|paghiamo|pay|paying)\b(?! ich (?:bei|bi))(?! i (?:bei|bi)).{0,40}? (?:bei|bi|chez|presso|aupres de|avec|con|with|at|to) (?:der |dr |de |d |la |le |l |il |lo |the )?(?<rest>.+)`);
const ASKING = /\?|\b(?:was|wie ?viel|wurde|wurd)\b/;
/** A clause that starts with "bi de X" / "bei der X" / "chez X" ("…, bi de atupri und zahl 610 fr"): a statement about oneself. */
// "bi 23i und bi de kpt, zahl 260": after "und" in the middle of a sentence, with its article; every such start is tried.
const CLAUSE_STARTS = /(?:(?:^|[,.;] )(?:und |u )?(?:bei|bi|chez|presso) (?:der |dr |de |d |la |le |l )?|\b(?:und|u) (?:bei|bi) (?:der |dr |de |d ))/g;

/** Clause ends: punctuation and "und"/"aber" start another thought ("…, Modell HMO" still belongs to it). */
const CLAUSE_END = /\s(?:[.;!?]|,(?! (?:im|mit|\w*modell|tarif)\b)|und|aber|doch|suche|will|mochte|wurde|moechte)\s/;

/** The insurer named right after the trigger ("bei der CSS", "aktuell Helsana"), not one later in the message. */
/** "sono alla Krankenkasse Luzerner Hinterland", "bei der Krankenkasse Wädenswil": the word "insurer" before the name. */
const INSURER_WORD = /^(?:krankenkasse|krankekasse|kasse|cassa malati|cassa|caisse maladie|caisse|assurance)\s+/;

function insurerAt(rest: string, insurers: readonly InsurerName[]): InsurerName | undefined {
  const words = rest.replace(INSURER_WORD, "").split(" ");
  for (const insurer of insurers) {
    const names = insurerNames(insurer);
    if (names.some((name) => words.slice(0, name.split(" ").length).join(" ") === name)) return insurer;
  }
  return undefined;
}

/** "Atupri, 2000er Franchise, zahl 355": a clause that is only an insurer's name, in a message about what one pays. */
const PAYS = /\b(?:zahl\w*|bezahl\w*|pramie (?:ist|isch|betragt))\b/;

/** "was spar i?", "combien j'économise ?": a saving asked, which is against one's own contract. */
const SAVING_ASKED = /\b(?:spar\w*|spare|econom\w*|risparmi\w*|save|saving\w*)\b/;

/** "… Chiggiogna Assura modello standard franchigia 300": an insurer's name right before the word for its model. */
const MODEL_WORD_AFTER = /^ (?:modell\w*|modele|modello|model|versicherungsmodell)\b/;

function bareInsurer(text: string, insurers: readonly InsurerName[], stated: boolean): CurrentInsurer | undefined {
  const saving = SAVING_ASKED.test(text);
  if (!(stated || saving || PAYS.test(text)) || (ASKING.test(text) && !stated && !saving)) return undefined;
  // "ho 24 anni (2002), abito a Chiggiogna. Assura modello standard franchigia 300 …, 502 fr al mese": in a message that says
  // what one pays, the insurer named with the word for its model, wherever the full stops were folded away.
  if (stated) {
    for (const candidate of insurers) {
      for (const name of insurerNames(candidate)) {
        const at = ` ${text} `.indexOf(` ${name} `);
        if (at < 0 || !MODEL_WORD_AFTER.test(text.slice(at + name.length))) continue;
        const clause = text.slice(at, at + name.length + 40);
        const model = extractModel(clause);
        return { code: candidate.code, name: candidate.name, clause, ...(model ? { model } : {}) };
      }
    }
  }
  for (const clause of text.split(/\s*[,;.]\s*/)) {
    // "Yvonand, 1986. Assura, …": the year before it stands in the same clause once the full stop is folded away.
    // "né en 71. Helsana modèle standard": also a year with its words ("né en 71", "jg 85", "classe 1980").
    const trimmed = clause.trim().replace(/^(?:(?:(?:nee?s?|nat[oa]|born|jg|jahrgang|classe|annata|de|del|dal|vo|von) (?:en |nel |in )?)?(?:\d{2}|\d{4}) )+/, "");
    const insurer = insurers.find((candidate) => insurerNames(candidate).includes(trimmed));
    if (insurer) return { code: insurer.code, name: insurer.name, clause: trimmed };
    // "Assura standard with 2500 excess, I pay 503.10": the name and its model, in a message that says what one pays.
    const withModel = stated || saving ? insurers.find((candidate) => insurerNames(candidate).some((name) => trimmed.startsWith(`${name} `))) : undefined;
    const model = withModel ? extractModel(trimmed) : undefined;
    if (withModel && model) return { code: withModel.code, name: withModel.name, clause: trimmed, model };
    // "atupri caremed, 2000 franchise, 416.80 im monat": the name and its product (one or two words) opening the message.
    // "Basle 4054 here. Concordia smartDoc, …, I pay 449.20": in a message that says what one pays, also after the place
    // (the full stop is folded away: the name and its product end the clause).
    if (withModel && (stated || (saving && trimmed === text.split(/\s*[,;.]\s*/)[0]!.trim())) && trimmed.split(" ").length <= 3) return { code: withModel.code, name: withModel.name, clause: trimmed };
    const ending = stated && !ASKING.test(trimmed) && !/\b(?:bei|bi|chez|with|con|presso|at|von|vo|than|als|que|di)\b/.test(trimmed) ? insurers.find((candidate) => insurerNames(candidate).some((name) => trimmed.endsWith(` ${name}`) || (trimmed.split(" ").length >= 3 && trimmed.split(" ").slice(-2, -1).join(" ") === name))) : undefined;
    if (ending) return { code: ending.code, name: ending.name, clause: trimmed.split(" ").slice(-2).join(" ") };
  }
  return undefined;
}

/** `stated`: the message states what one pays (then a bare insurer's name is one's own). */
export function extractCurrentInsurer(message: string, insurers: readonly InsurerName[], stated = false): CurrentInsurer | undefined {
  // Bernese "bi bir kpt": "bir" is "bi dr" (at the).
  const text = message.replace(/\bbir\b/g, "bi dr");
  return triggered(text, insurers, stated) ?? bareInsurer(text, insurers, stated);
}

/** A clause "bi dr Swica, …" is one's own insurer in a statement, or in a question that also says what one pays ("Bi dr Swica, zahl 512.90 …, wiviel spar i?"). */
function triggered(text: string, insurers: readonly InsurerName[], stated: boolean): CurrentInsurer | undefined {
  const clauses = ASKING.test(text) && !stated ? [] : [...text.matchAll(CLAUSE_STARTS)].map((start) => {
    const rest = text.slice(start.index + start[0].length);
    return Object.assign([start[0] + rest], { index: start.index, groups: { rest } });
  });
  // Each clause "bi de X" in turn ("bi 23i und bi de kpt": the first "bi" is "I am").
  // Every place a trigger fits, not only the first ("ho 22 anni … ho la Helsana BeneFit PLUS Telmed").
  for (const match of [...[...TRIGGERS, PAYING].flatMap((trigger) => matchesOf(trigger, text)), ...clauses]) {
    const rest = match?.groups?.rest;
    if (!match || !rest) continue;
    const insurer = insurerAt(rest, insurers);
    if (!insurer) continue;
    const end = CLAUSE_END.exec(` ${rest} `);
    const clause = `${text.slice(match.index, match.index + match[0].length - rest.length)}${end ? rest.slice(0, Math.max(0, end.index - 1)) : rest}`;
    const model = extractModel(clause);
    return { code: insurer.code, name: insurer.name, clause, ...(model ? { model } : {}) };
  }
  return undefined;
}

/** The matches of a pattern at each place it fits, overlapping ones too (at most eight). */
function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  const found: RegExpExecArray[] = [];
  for (let match = global.exec(text); match && found.length < 8; match = global.exec(text)) {
    found.push(match);
    global.lastIndex = match.index + 1;
  }
  return found;
}

/** Right after a stated premium: "(zahle 431.85) bei der Assura", "(520.40 monatlich) bi de CSS, Hausarzt". */
const AFTER_AMOUNT = /^\s*(?:(?:chf|fr|franken|stutz)\s+)?(?:(?:aktuell|aktull|momentan|zurzeit|jetzt|im moment)\s+)?(?:bei|bi|chez|presso|aupres de|an) (?:der |dr |de |d |la |le |l |die )?(?<rest>.+)/;

/** "Meine Prämie ist 476,85 im Monat (CSS, Hausarzt, Franchise 500)": the insurer's name alone, first in a list after the amount. */
const LISTED_AFTER_AMOUNT = /^\s*(?<rest>.+)/;

/** Whether the insurer's name at the start of `rest` is an item of its own (followed by a comma or nothing). */
const standsAlone = (rest: string, insurer: InsurerName) =>
  insurerNames(insurer).some((name) => (rest === name || rest.startsWith(`${name} `)) && /^\s*(?:,|$)/.test(rest.slice(name.length)));

export function currentInsurerAfterAmount(textAfter: string, insurers: readonly InsurerName[]): CurrentInsurer | undefined {
  const after = AFTER_AMOUNT.exec(textAfter);
  const match = after ?? LISTED_AFTER_AMOUNT.exec(textAfter);
  const rest = match?.groups?.rest;
  const insurer = rest ? insurerAt(rest, insurers) : undefined;
  if (!match || !rest || !insurer || (!after && !standsAlone(rest, insurer))) return undefined;
  const end = CLAUSE_END.exec(` ${rest} `);
  const clause = `${match[0].slice(0, match[0].length - rest.length)}${end ? rest.slice(0, Math.max(0, end.index - 1)) : rest}`;
  const model = extractModel(clause);
  return { code: insurer.code, name: insurer.name, clause, ...(model ? { model } : {}) };
}

/** "ich habe das Telmed-Modell", "bin im Hausarztmodell", "habe aktuell HMO": a model one has now. */
const HAVE_MODEL = /\b(?:ich )?(?:habe|hab|han|bin|bi) (?:aktuell |momentan |zurzeit |derzeit |jetzt |heute |schon )?(?:das |im |ein |es |e |s )?(?<rest>.+)/;

export function extractCurrentModel(text: string): { model: ModelCode; clause: string } | undefined {
  const match = HAVE_MODEL.exec(text);
  const rest = match?.groups?.rest;
  if (!match || !rest) return undefined;
  // The model word must come first ("bin im Hausarztmodell"), not anywhere later.
  const first = rest.split(" ").slice(0, 2).join(" ");
  const model = extractModel(first);
  return model ? { model, clause: text.slice(match.index, match.index + match[0].length - rest.length) + first } : undefined;
}
