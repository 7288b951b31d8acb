/**
 * The persons of a household named in one message: "mein Mann und ich (1979, 1981) und unsere
 * Tochter 2014", "ich 1985, meine Frau 1987, Kinder 2016 und 2019", "meine Frau und ich, beide
 * Jahrgang 1970", "3 Personen: 1982, 1984, 2015". Role words wait for the next year(s); a plural
 * ("Kinder") takes every following year; "beide" gives one year to each waiting role. A person
 * without a role word who is a minor in the tariff year is a child (Art. 61 Abs. 3 KVG).
 */
export type Role = "self" | "partner" | "child";
export type Person = { birthYear: number; role?: Role };

// German, Swiss German, French and Italian; "mir" (Swiss "we") is no one person.
const ROLE_WORDS: readonly [RegExp, Role, boolean][] = [
  [/^(?:ich|i|mich|mi|moi|io)$/, "self", false],
  [/^(?:mann|maa|ma|frau|partner\w*|freund\w*|ehemann|ehefrau|gatte|gattin|ehepartner\w*|lebenspartner\w*|mari|femme|epoux|epouse|conjoint\w*|compagn\w*|marito|moglie)$/, "partner", false],
  [/^(?:tochter|sohn|suhn|kind|baby|bebe|bub|bueb|giel|meitli|maitli|junge|madchen|tochterchen|fils|fille|enfant|figlio|figlia)$/, "child", false],
  [/^(?:kinder|tochtern|sohne|kids|chind|chinde|goofe|goofen|buben|enfants|figli|bambini)$/, "child", true],
];
const YEAR = /^(?:19|20)\d{2}$/;
/** Words that say several persons are meant. */
export const HOUSEHOLD = /\b(?:wir|uns|unsere?\w*|familie|famille|nous|beide|personen|ehepaar)\b/;
/** "ma" is a partner only as "min ma"/"mi ma" (Swiss), never the French article. */
const isRoleWord = (words: readonly string[], index: number) => {
  const word = words[index]!;
  if (word === "ma") return /^(?:min|mi|mim)$/.test(words[index - 1] ?? "");
  return ROLE_WORDS.some(([pattern]) => pattern.test(word));
};

export function extractPersons(text: string, tariffYear: number): Person[] {
  const all = text.replace(/[,;:!?()]/g, " ").split(/\s+/).filter(Boolean);
  // Someone other than the writer must be named (a partner, a child) or a household word said.
  const others = all.some((word, index) => isRoleWord(all, index) && !ROLE_WORDS[0]![0].test(word));
  if (!others && !HOUSEHOLD.test(text)) return [];
  const persons: Person[] = [];
  let waiting: { role: Role; plural: boolean }[] = [];
  let plural: Role | undefined;
  const words = all;
  let roles = false;
  for (const [index, word] of words.entries()) {
    const roleWord = isRoleWord(words, index) ? ROLE_WORDS.find(([pattern]) => pattern.test(word)) : undefined;
    if (roleWord) {
      roles = true;
      waiting.push({ role: roleWord[1], plural: roleWord[2] });
      plural = undefined;
      continue;
    }
    if (!YEAR.test(word)) continue;
    const year = Number(word);
    if (year < 1900 || year > tariffYear) continue;
    if (words[index - 1] === "beide" || words[index - 2] === "beide") {
      const both: { role?: Role }[] = waiting.length ? waiting : [{}, {}];
      for (const entry of both) persons.push({ birthYear: year, ...(entry.role ? { role: entry.role } : {}) });
      waiting = [];
      continue;
    }
    const next = waiting.shift();
    if (next?.plural) plural = next.role;
    const role = next?.role ?? plural;
    // Once persons are named by role, a year without one is no person ("wird sie 2027 teurer?").
    if (!role && roles) continue;
    persons.push({ birthYear: year, ...(role ? { role } : {}) });
  }
  return persons.map((person) => (person.role || tariffYear - person.birthYear > 18 ? person : { ...person, role: "child" }));
}
