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
const NOW = String.raw`(?:aktuell|aktull|momentan|zurzeit|zur zeit|derzeit|im moment|jetzt|heute|hute|noch|bisher|seit \d+ jahren)`;
const TRIGGERS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:ich )?(?:bin|war) (?:${NOW} )?(?:(?:immer )?noch )?(?:versichert )?(?:bei|mit) (?:der |dr |de |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:meine|mini|mi) (?:aktuelle |jetzige |bisherige )?(?:krankenkasse|kasse|versicherung|grundversicherung) (?:ist|isch) (?:${NOW} )?(?:die |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:ich )?(?:bin|bi|war) (?:${NOW} )?(?:versichert )?(?:bi|bei) (?:de |der |dr |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b${NOW} (?:bin ich |bi ich |war ich |versichert )?(?:bei |bi |mit )?(?:der |dr |de |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:versichert|kunde|kundin) (?:${NOW} )?(?:bei|bi) (?:der |dr |de |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:meine|mini|mi) (?:aktuelle |jetzige |bisherige )?(?:krankenkasse|kasse|versicherung|grundversicherung) (?:${NOW} )?(?:ist|isch|heisst|:) (?:${NOW} )?(?:die |d )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:ich )?(?:habe|hab|han) (?:${NOW} )?(?:die |d |de |den )?(?<rest>.+)`),
  // French and Italian: "je suis (assuré) chez la CSS", "mon assurance est Helsana", "sono assicurato presso la CSS".
  new RegExp(String.raw`\b(?:je suis|j suis|suis|sono) (?:${NOW} |actuellement )?(?:assure\w* |assicurat\w* )?(?:chez|aupres de|presso|con) (?:la |le |l |les |il )?(?<rest>.+)`),
  new RegExp(String.raw`\b(?:mon assurance|ma caisse|ma caisse maladie|mon assureur|la mia cassa|la mia assicurazione) (?:est|c est|e) (?:la |le |l )?(?<rest>.+)`),
  // "bei der Helsana versichert": the insurer before the word that says so.
  new RegExp(String.raw`(?:^|\b(?:und|ich bin|bin) )(?:${NOW} )?(?:bei|bi) (?:der |dr |de |d )?(?<rest>\S+(?: \S+)? (?:versichert|kunde|kundin)\b.*)`),
];
/** "ich zahle 455.80 bei der Concordia": a statement only, never "was zahle ich bei der Sanitas?". */
const PAYING = new RegExp(String.raw`\b(?:zahle|zahl|bezahle|paie|paye|pago)\b.{0,40}? (?:bei|bi|chez|presso|aupres de) (?:der |dr |de |d |la |le |l )?(?<rest>.+)`);
const ASKING = /\?|\b(?:was|wie ?viel|wurde|wurd)\b/;
/** A clause that starts with "bi de X" / "bei der X" / "chez X" ("…, bi de atupri und zahl 610 fr"): a statement about oneself. */
const CLAUSE_AT = /(?:^|[,.;] )(?:und |u )?(?:bei|bi|chez|presso) (?:der |dr |de |d |la |le |l )?(?<rest>.+)/;

/** Clause ends: punctuation and "und"/"aber" start another thought ("…, Modell HMO" still belongs to it). */
const CLAUSE_END = /\s(?:[.;!?]|,(?! (?:im|mit|modell|tarif)\b)|und|aber|doch|suche|will|mochte|wurde|moechte)\s/;

/** The insurer named right after the trigger ("bei der CSS", "aktuell Helsana"), not one later in the message. */
function insurerAt(rest: string, insurers: readonly InsurerName[]): InsurerName | undefined {
  const words = rest.split(" ");
  for (const insurer of insurers) {
    const names = insurerNames(insurer);
    if (names.some((name) => words.slice(0, name.split(" ").length).join(" ") === name)) return insurer;
  }
  return undefined;
}

export function extractCurrentInsurer(text: string, insurers: readonly InsurerName[]): CurrentInsurer | undefined {
  for (const trigger of ASKING.test(text) ? TRIGGERS : [...TRIGGERS, PAYING, CLAUSE_AT]) {
    const match = trigger.exec(text);
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
