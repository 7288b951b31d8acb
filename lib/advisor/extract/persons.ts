/**
 * The persons of a household named in one message: "mein Mann und ich (1979, 1981) und unsere
 * Tochter 2014", "ich 1985, meine Frau 1987, Kinder 2016 und 2019", "meine Frau und ich, beide
 * Jahrgang 1970", "3 Personen: 1982, 1984, 2015". Role words wait for the next year(s); a plural
 * ("Kinder") takes every following year; "beide" gives one year to each waiting role. A person
 * without a role word who is a minor in the tariff year is a child (Art. 61 Abs. 3 KVG).
 */
export type Role = "self" | "partner" | "child";
export type Person = { birthYear: number; role?: Role };

const ROLE_WORDS: readonly [RegExp, Role, boolean][] = [
  [/^(?:ich|i|mich|mir|mi)$/, "self", false],
  [/^(?:mann|frau|partner\w*|freund\w*|ehemann|ehefrau|gatte|gattin|ehepartner\w*|lebenspartner\w*)$/, "partner", false],
  [/^(?:tochter|sohn|kind|baby|bub|meitli|junge|madchen|tochterchen)$/, "child", false],
  [/^(?:kinder|tochtern|sohne|kids|chind|goofen|buben)$/, "child", true],
];
const YEAR = /^(?:19|20)\d{2}$/;
/** Words that say several persons are meant. */
export const HOUSEHOLD = /\b(?:wir|uns|unsere?\w*|familie|mein mann|meine frau|mein partner|meine partnerin|kinder|tochter|sohn|beide|personen|ehepaar)\b/;

export function extractPersons(text: string, tariffYear: number): Person[] {
  if (!HOUSEHOLD.test(text) && !/\b(?:und|mit)\b.*\b(?:tochter|sohn|kind)\b/.test(text)) return [];
  const persons: Person[] = [];
  let waiting: { role: Role; plural: boolean }[] = [];
  let plural: Role | undefined;
  const words = text.replace(/[,;:!?]/g, " ").split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const roleWord = ROLE_WORDS.find(([pattern]) => pattern.test(word));
    if (roleWord) {
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
    persons.push({ birthYear: year, ...(role ? { role } : {}) });
  }
  return persons.map((person) => (person.role || tariffYear - person.birthYear > 18 ? person : { ...person, role: "child" }));
}
