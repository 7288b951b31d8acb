/**
 * A GET's query string as the JSON body the same endpoint takes by POST, so one zod schema
 * validates both (with the same German messages). Fields are typed by `shape`: numbers and
 * booleans are converted when they read as such and passed on as text otherwise (the schema then
 * names the field), lists are repeated (`modelCodes=hmo&modelCodes=telmed`) or comma-separated,
 * an empty value is an absent field, and a single field given twice is passed on as a list (the
 * schema refuses it). `persons[0].birthYear=1984` builds a list of objects (the household).
 */
export type QueryKind = "string" | "number" | "boolean" | "list";
export type QueryShape = { [field: string]: QueryKind | { list: Record<string, QueryKind> } };

/** More than this many list entries (persons) are not built: the schema's maximum is far below. */
const MAX_ENTRIES = 10;
const NESTED = /^(\w+)\[(\d{1,2})\]\.(\w+)$/;

function decode(kind: QueryKind, values: readonly string[]): unknown {
  if (kind === "list") return values.flatMap((value) => value.split(",")).map((value) => value.trim()).filter(Boolean);
  if (values.length > 1) return [...values];
  const value = values[0]!.trim();
  if (value === "") return undefined;
  if (kind === "number") return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (kind === "boolean") return value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value;
  return values[0];
}

export function queryToBody(params: URLSearchParams, shape: QueryShape): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const nested = new Map<string, Map<string, string[]>[]>();
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    const kind = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (typeof kind === "string") {
      const value = decode(kind, values);
      if (value !== undefined) body[key] = value;
      continue;
    }
    const match = NESTED.exec(key);
    const list = match && Object.hasOwn(shape, match[1]!) ? shape[match[1]!] : undefined;
    // Unknown fields are ignored, as in a body (own fields only: no `constructor`, no `__proto__`).
    if (!match || typeof list !== "object" || !Object.hasOwn(list.list, match[3]!)) continue;
    const at = Number(match[2]);
    if (at >= MAX_ENTRIES) continue;
    const entries = nested.get(match[1]!) ?? [];
    nested.set(match[1]!, entries);
    (entries[at] ??= new Map()).set(match[3]!, values);
  }
  for (const [field, entries] of nested) {
    const kinds = (shape[field] as { list: Record<string, QueryKind> }).list;
    // A gap (persons[0] and persons[2]) is an empty entry: the schema names its missing fields.
    body[field] = Array.from(entries, (entry) => {
      const object: Record<string, unknown> = {};
      for (const [name, values] of entry ?? []) {
        const value = decode(kinds[name]!, values);
        if (value !== undefined) object[name] = value;
      }
      return object;
    });
  }
  return body;
}
