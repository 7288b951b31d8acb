/**
 * Puts values into a catalogue text's {placeholders}, for server answers built outside a
 * request's translator (route handlers, the search).
 */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
