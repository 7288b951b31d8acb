/**
 * A validation message in the page's language. The form schemas (lib/validations) write German, as
 * the API answers it; a form on a French page shows the same key of its own catalogue instead: the
 * German text is looked up in the catalogue section the schema wrote it from (already in the page's
 * bundle), and that key's text of the page's language is filled with the values the German one was
 * filled with ("… zwischen 1875 und 2027" → "… entre 1875 et 2027"). A message found nowhere stays
 * as it is.
 */
type Section = unknown;

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The values of `message` if it is `template` filled ("{min}" → "1875"), else undefined. */
function valuesOf(template: string, message: string): Record<string, string> | undefined {
  if (template === message) return {};
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (names.length === 0) return undefined;
  const pattern = new RegExp(`^${template.split(PLACEHOLDER).map((part, i) => (i % 2 ? "(.+?)" : escape(part))).join("")}$`);
  const match = pattern.exec(message);
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) : undefined;
}

function find(german: Section, message: string, path: string[] = []): { path: string[]; values: Record<string, string> } | undefined {
  if (typeof german === "string") {
    const values = valuesOf(german, message);
    return values ? { path, values } : undefined;
  }
  if (german && typeof german === "object") {
    for (const [key, value] of Object.entries(german)) {
      const found = find(value, message, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

export function localMessage(message: string | undefined, german: Section, local: Section): string | undefined {
  if (!message || !local || german === local) return message;
  const found = find(german, message);
  if (!found) return message;
  let text: unknown = local;
  for (const key of found.path) text = (text as Record<string, unknown> | undefined)?.[key];
  if (typeof text !== "string") return message;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => found.values[name] ?? placeholder);
}
