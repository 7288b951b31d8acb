import type { ModelCode } from "@/lib/domain/insurance-models";

/**
 * The insurance model named in a (normalized) message: "Telmed", "Telemedizin", "HMO",
 * "Hausarzt(modell)", "Standard", "freie Arztwahl". A negated mention ("kein HMO",
 * "nicht Standard", "statt Hausarzt") is skipped; of the others the first counts.
 */
const PATTERNS: readonly [ModelCode, RegExp][] = [
  ["telmed", /\b(?:telmed\w*|telmet|telmad|tellmed|tlmd|telmd|tel med|telemed\w*|telemedecine|telemedicina|tele med\w*|telefonmodell\w*|telefon modell|telefonisch\w*|medcall|callmed|smartmed|app modell|telefonarzt|telefon arzt)/g],
  // "réseau de soins" is how Romandie calls the HMO-like care networks; "centro medico/di salute" the Italian one.
  ["hmo", /\b(?:hmo\w*|gesundheitszentrum|gesundheitszentren|gruppenpraxis|reseau\w* de soins|centre\w* de sante|centro (?:medico|di salute)|rete di cure)/g],
  ["hausarzt", /\b(?:hausarzt\w*|hausartz\w*|hausdoktor\w*|familienarzt\w*|husarzt\w*|hausarzte\w*|medecin de famille|medecin de premier recours|medico di famiglia|medico di base|(?:dottore|dotore|dottor|dott) di famiglia|medecin (?:de|d) famille|family doctor|family physician|gp model)/g],
  ["standard", /\b(?:standard\w*|libre choix du medecin|libera scelta del medico|free choice of doctor\w*|(?:andare|andar) (?:\w+ )?(?:dal|da un|dai) (?:medico|medici|dottore) (?:che voglio|che mi pare)|(?:aller|consulter) (?:\w+ )?(?:le|un|chez le|chez un) (?:medecin|docteur) (?:que je veux|de mon choix)|(?:see|go to) (?:any|whichever|the) (?:doctor|gp) (?:i want|i like|i choose)|any doctor i want|freie\w* arztwahl|frei arztwahl|arztwahl frei|frei (?:\w+ ){0,2}(?:bei|in|mit) (?:der |de |dr )?arztwahl|(?:arzt|arzte|dokter|doktor) (?:\w+ ){0,2}(?:selber|selbst|frei) (?:\w+ )?(?:wahl\w*|aussuch\w*|uswahl\w*|ussuech\w*)|klassisch\w*|grundmodell|modele de base|modele classique|modello (?:di )?base|modello classico|basic model|base model|classic model|ohne einschrankung\w*|normale\w* modell|alle arzte|n importe qu\w* medecin|le medecin de mon choix|qualsiasi medico|medico che voglio|any doctor|doctor of my choice)/g],
];

const NEGATION = /(?:kein\w*|kei|keis|nicht|nie|statt|anstatt|ausser|weg von|vergiss|vergess\w*|nid|ohni|pas de|pas le|sans|non|senza|no|not|without|enleve\w*|retire\w*|supprime\w*|vire\w*|togli\w*|rimuovi|remove|drop|plus de)\s+(?:(?:das|die|den|dem|der|ein|eine|einem|einen|im|am|mit|zum|ins|s|le|la|l|il|lo|the)\s+)?$/;

export function extractModel(text: string): ModelCode | undefined {
  const mentions: { model: ModelCode; index: number }[] = [];
  for (const [model, pattern] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const prefix = text.slice(Math.max(0, match.index - 25), match.index);
      if (!NEGATION.test(prefix)) mentions.push({ model, index: match.index });
    }
  }
  mentions.sort((a, b) => a.index - b.index);
  return mentions[0]?.model;
}

/** Any model word at all, negated or not (a question about models is not a change). */
export const mentionsModel = (text: string) => PATTERNS.some(([, pattern]) => new RegExp(pattern.source).test(text));

/** Every model named, negated or not, in the order named ("HMO oder Telmed?"). */
export function allModels(text: string): ModelCode[] {
  const mentions: { model: ModelCode; index: number }[] = [];
  for (const [model, pattern] of PATTERNS) {
    const match = new RegExp(pattern.source).exec(text);
    if (match) mentions.push({ model, index: match.index });
  }
  return mentions.sort((a, b) => a.index - b.index).map((mention) => mention.model);
}

/** "alle Modelle", "doch nicht Telmed", "kein HMO mehr": the model filter is lifted (no other model named). */
export function liftsModel(text: string): boolean {
  if (extractModel(text)) return false;
  return /\b(?:alle\w*|alli|all) modell\w*|\b(?:tous les|tout les|n importe quel) modeles?\b|\b(?:tous|toutes) (?:les )?modeles? confondus\b|\b(?:indipendentemente dal|a prescindere dal) modello\b|\b(?:regardless of|whatever) (?:the )?model\b|\begal (?:welches|weles|weli) modell\b|\b(?:tutti i|qualsiasi) modell[oi]\b|\b(?:all(?: the)?|any|every) (?:insurance )?models?\b|\bmodele (?:m est |me est )?egal\b|\begal (?:wel\w* |was fur \w+ )?modell\b|\bmodell (?:isch |ist |sind )?(?:mir )?egal\b/.test(text) || (mentionsModel(text) && /\b(?:doch nicht|nicht mehr|kein\w* \w+ mehr|lieber nicht|nicht (?:das|die|den|dr|s) |enleve\w*|retire\w*|supprime\w*|togli\w*|rimuovi|remove|drop|plus de|pas de)/.test(text));
}
