/**
 * Whether a value stands in a text in clear: as a word of its own, not as a few letters inside a sealed (base64 or
 * base64url) value, where a short name like "Mia" turns up by chance.
 */
export function inClear(text: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![A-Za-z0-9+/_-])${escaped}(?![A-Za-z0-9+/=_-])`).test(text);
}
