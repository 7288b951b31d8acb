import { ADULT_FRANCHISES, CHILD_FRANCHISES } from "@/lib/domain/franchise";
import { HIGHEST_WORD, LOWEST_WORD } from "./franchise";
import { roleAt, YEAR } from "./persons";

/**
 * Deductibles said per person of a household: "ich 2500, d Chind 0", "mein Mann und ich mit
 * Franchise 2500, die Kinder mit 0", "für d Chind die tiefsti und für eus Erwachseni 1500".
 * Persons named one after another before an amount share it ("Mann und ich … 2500"); the next
 * person named after an amount starts a new group. Only read when a partner, the children or
 * the adults get an amount: "ich 2500" alone is the ordinary deductible wish, read elsewhere.
 */
export type FranchiseTarget = "self" | "partner" | "adults" | "children";
export type PersonFranchise = { targets: FranchiseTarget[]; franchise: number | "lowest" | "highest" };

const ADULTS = /^(?:erwachsene\w*|erwachseni|eltere|eltern|eus|uns|us|ois|wir|mir|adultes|adulti|genitori|parents|nous|noi|we|adults)$/;
const AMOUNTS = new Set<number>([...ADULT_FRANCHISES, ...CHILD_FRANCHISES]);
const LOWEST = new RegExp(String.raw`^(?:${LOWEST_WORD}|ordentlich\w*)$`);
const HIGHEST = new RegExp(`^${HIGHEST_WORD}$`);
const FRANCHISE_WORD = /\bfranchise\w*\b|\d+er\b/;
const FOR = /^(?:fur|pour|per|for)$/;
/** Words between "für" and the persons: articles, "uns beide", "und". */
const FILLER = /^(?:die|di|dr|d|de|den|der|em|les|le|la|l|i|il|lo|gli|the|un|une|una|uno|a|an|beide|beidi|beid|und|u|et|e|and|zwei|two|alle|all|deux|due|2|both|tous|toutes|entrambi|tutti|unser\w*|eusi|euses|notre|nos|nostr[oaie]|our|mon|ma|mes|mio|mia|miei|mie|my|mini|mis|min|meine?n?)$/;

/** What may stand between an amount and the persons it is for: the accident cover, "franchise", the currency. */
const BETWEEN_AMOUNT_AND_FOR = /^(?:sans|avec|ohne|ohni|mit|senza|con|without|with|accident\w*|unfall\w*|infortuni\w*|franchise\w*|franchigia|chf|fr|francs?|franken|franchi)$/;

/** "er", "sie", "il", "elle", "lei", "lui": he or she, the one of the household named last before. */
const PRONOUN = /^(?:er|ar|sie|si|il|elle|lui|lei)$/;

function targetOf(words: readonly string[], index: number, told?: FranchiseTarget): FranchiseTarget | undefined {
  const role = roleAt(words, index)?.role;
  if (role) return role === "child" ? "children" : role;
  if (PRONOUN.test(words[index]!)) return pronounTarget(words, index, told);
  return ADULTS.test(words[index]!) ? "adults" : undefined;
}

/**
 * "Mein Mann (1958) und ich (1961) … Er will Franchise 300, ich nehme 2500", "ich 1990 und meine
 * Tochter 2016 … ich Franchise 1500, sie 0": a pronoun with an amount or the deductible right after
 * it is the partner or the child named last before it.
 */
function pronounTarget(words: readonly string[], index: number, told?: FranchiseTarget): FranchiseTarget | undefined {
  const ahead = words.slice(index + 1, index + 5);
  if (!ahead.some((word) => /^\d+(?:er)?$/.test(word) || /^franchise\w*$/.test(word))) return undefined;
  for (let back = index - 1; back >= 0; back -= 1) {
    const role = roleAt(words, back)?.role;
    if (role === "partner") return "partner";
    if (role === "child") return "children";
  }
  // "u wenn i 300 nime u sie 2500?": no one named before in the message, the one other person told before.
  return told;
}

/**
 * `postalCode`: the message's postal code, no deductible ("wir wohnen in Neuenburg (2000)").
 * `told`: the one other person of the household told in earlier messages (a partner, or children),
 * whom "er"/"sie" means when the message names no one.
 */
export function extractPersonFranchises(text: string, currentYear: number, postalCode?: string, told?: FranchiseTarget): PersonFranchise[] {
  // Commas stay words: "für uns Eltern 2500, für die Kinder 0" is two groups, "2500 für uns beide" one.
  const words = text.replace(/[;:!?()]/g, " ").replace(/,/g, " , ").split(/\s+/).filter(Boolean);
  const withWord = FRANCHISE_WORD.test(text);
  const groups: { targets: FranchiseTarget[]; franchise?: PersonFranchise["franchise"]; afterYears?: boolean; yearOrAmount?: number }[] = [];
  let open: (typeof groups)[number] | undefined;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    // "2500 für uns beide und 0 für die Kinder": an amount before the persons it is for.
    // "2500 sans accident pour nous deux": the cover or the word "franchise" may come between the amount and "für".
    const ahead = /^(\d+)(?:er)?$/.exec(word);
    let forAt = index + 1;
    while (forAt < index + 4 && BETWEEN_AMOUNT_AND_FOR.test(words[forAt] ?? "")) forAt += 1;
    if (ahead && AMOUNTS.has(Number(ahead[1])) && FOR.test(words[forAt] ?? "")) {
      const targets: FranchiseTarget[] = [];
      let next = forAt + 1;
      for (; next < words.length && next <= index + 6; next += 1) {
        const target = targetOf(words, next);
        if (target) {
          if (!targets.includes(target)) targets.push(target);
        } else if (!FILLER.test(words[next]!)) break;
      }
      if (targets.length) {
        groups.push({ targets, franchise: Number(ahead[1]) });
        open = undefined;
        index = next - 1;
        continue;
      }
    }
    const target = targetOf(words, index, told);
    if (target) {
      // "Mon mari et moi à Granges-Paccot : moi 1981 franchise 300, lui 1978 franchise 2000": a person named again right before their own year starts a group of their own.
      // "mein mann und ich (1980, 1982) mit franchise 2500": not a list of the group's years.
      const listed = [words[index + 2], words[index + 3]].some((word) => YEAR.test(word ?? "")) && /^(?:,|und|u|et|e|and)$/.test(words[index + 2] ?? "");
      const ownYear = open && open.targets.some((each) => each !== target) && YEAR.test(words[index + 1] ?? "") && !listed;
      if (!open || open.franchise !== undefined || open.afterYears || ownYear) {
        open = { targets: [] };
        groups.push(open);
      }
      if (!open.targets.includes(target)) open.targets.push(target);
      continue;
    }
    if (!open || open.franchise !== undefined) continue;
    const amount = /^(\d+)(?:er)?$/.exec(word);
    if (amount && word === postalCode) continue;
    if (amount) {
      const value = Number(amount[1]);
      // A birth year is no deductible; 2000 only where deductibles are talked about.
      const yearLike = value >= 1900 && value <= currentYear;
      // A year right after a year ("2011, 2014") continues a list of birth years.
      const previous = (words[index - 1] === "," ? words[index - 2] : words[index - 1]) ?? "";
      if (AMOUNTS.has(value) && (!yearLike || withWord) && !(yearLike && YEAR.test(previous))) {
        // "für mich (1990) und min Maa (1988) mit 1500": an amount after several persons with their years is for all of them.
        if (open.afterYears) for (let i = groups.indexOf(open) - 1; i >= 0 && groups[i]!.franchise === undefined && groups[i]!.afterYears; i -= 1) groups[i]!.franchise = value;
        open.franchise = value;
      }
      // "d Chind 2011, 2014, … Eltern 2000": after the persons' birth years the next person named starts another group.
      else if (yearLike) {
        open.afterYears = true;
        if (AMOUNTS.has(value)) open.yearOrAmount = value;
      }
      continue;
    }
    // "Kinder alle ohne Franchise": none, the lowest there is.
    if (LOWEST.test(word) || (/^(?:ohne|ohni|keine|kei|sans|senza|no)$/.test(word) && /^franchise\w*$/.test(words[index + 1] ?? ""))) open.franchise = "lowest";
    else if (HIGHEST.test(word)) open.franchise = "highest";
  }
  // "oups c'est l'inverse : moi 2000 et lui 300": 2000 beside another person's deductible is one too, when it is all that was said of that person.
  const years = groups.filter((group) => group.afterYears).length;
  if (years === 1 && groups.some((group) => typeof group.franchise === "number")) for (const group of groups) if (group.franchise === undefined && group.yearOrAmount !== undefined && group.targets.length === 1) group.franchise = group.yearOrAmount;
  const valued = groups.filter((group) => group.franchise !== undefined).map(({ targets, franchise }) => ({ targets, franchise: franchise! }));
  return valued.some((group) => group.targets.some((target) => target !== "self")) ? valued : [];
}
