/**
 * Persons taken out of the household told so far, in four languages: "rächne nur für mi und d
 * Chind" (the partner stays with their insurer), "ohne mini Frau", "nur für eus zwei" (without the
 * children), "sans les enfants", "per me e i bambini", "just me and the kids".
 */
import { PARTNER_WORDS } from "./persons";

export type LeavingGroup = "partner" | "children";

const POSSESSIVE = String.raw`(?:(?:de|den|dr|d|die|der|das|min|mini|minen|mis|mein\w*|unser\w*|eusi|usi|euse|mon|ma|mes|nos|notre|le|la|les|l|mio|mia|miei|mie|nostr\w*|il|i|gli|my|our|the) )?`;
const PARTNER = String.raw`(?:${PARTNER_WORDS}|(?<=\bmin |\bmi )ma)`;
const CHILDREN = String.raw`(?:kinder|kind|chind|chinde|chindli|goofe|kids|kid|children|child|enfants?|bambini|figli|figlie)`;
const WITHOUT = String.raw`(?:ohne|ohni|ohn|sans|senza|without|exklusive|excluding|ausser)`;
const ONLY = String.raw`(?:nur|nume|numme|bloss|blos|seulement|juste|uniquement|solo|soltanto|solamente|only|just)`;
const FOR = String.raw`(?:(?:fur|fuer|pour|per|for) )?`;
const ME = String.raw`(?:mich|mi|mir|ich|i|moi|me|io)`;
const AND = String.raw`(?:und|u|et|e|and|\+|plus)`;
const US_TWO = String.raw`(?:uns|eus|ois|us|nous|noi) (?:zwei|zwoi|zwo|zwoo|beide|beidi|2|deux|due|two)`;

const RULES: readonly [RegExp, LeavingGroup][] = [
  [new RegExp(String.raw`\b${WITHOUT} ${POSSESSIVE}${PARTNER}\b`), "partner"],
  [new RegExp(String.raw`\b${WITHOUT} ${POSSESSIVE}${CHILDREN}\b`), "children"],
  // "nur für mi und d Chind", "pour moi et les enfants", "just me and the kids": the partner is not counted.
  [new RegExp(String.raw`\b${ONLY} ${FOR}${ME} ${AND} ${POSSESSIVE}(?:\w+ )?${CHILDREN}\b`), "partner"],
  [new RegExp(String.raw`\b${ONLY} ${FOR}${POSSESSIVE}${CHILDREN} ${AND} ${ME}\b`), "partner"],
  // "nur für mi und mini Frau", "nur für eus zwei", "juste pour nous deux", "just the two of us": the children are not counted.
  [new RegExp(String.raw`\b${ONLY} ${FOR}${ME} ${AND} ${POSSESSIVE}${PARTNER}\b`), "children"],
  [new RegExp(String.raw`\b${ONLY} ${FOR}${US_TWO}\b|\bjust the two of us\b|\bsolo (?:per )?noi due\b`), "children"],
  // "min Maa bliibt bi sinere Kasse", "mon mari reste chez", "my husband stays with": the partner keeps their contract.
  [new RegExp(String.raw`\b${POSSESSIVE}${PARTNER} (?:bleibt|bliibt|blibt|bliebt|reste|rimane|resta|stays|is staying|will stay)\b`), "partner"],
];

/** "ohni sie", "sans lui", "senza di lei", "without her": the person named in the message, else the one other kind told before. */
const WITHOUT_PRONOUN = new RegExp(String.raw`\b${WITHOUT} (?:di )?(?:sie|si|ihn|ihm|ihne|ihnen|elle|elles|lui|eux|lei|loro|her|him|them)\b`);
const NAMES_PARTNER = new RegExp(String.raw`\b${PARTNER}\b`);
const NAMES_CHILDREN = new RegExp(String.raw`\b${CHILDREN}\b`);

/** The groups of the household the message takes out (none: undefined); `otherPerson`: the one other kind of person told so far. */
export function extractLeaving(text: string, otherPerson?: LeavingGroup): LeavingGroup[] | undefined {
  const groups = new Set(RULES.filter(([pattern]) => pattern.test(text)).map(([, group]) => group));
  if (groups.size === 0 && WITHOUT_PRONOUN.test(text)) {
    const named = NAMES_PARTNER.test(text) ? "partner" : NAMES_CHILDREN.test(text) ? "children" : otherPerson;
    if (named) groups.add(named);
  }
  return groups.size ? [...groups] : undefined;
}
