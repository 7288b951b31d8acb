/**
 * The monthly premium a person says they pay now: "zahle 512 im Monat", "480 Fr. pro Monat",
 * "CHF 455.80 monatlich", "zahle 420.-". An amount counts when a paying word or "im/pro Monat"
 * goes with it, and never when "Franchise" or a yearly word follows ("zahle 300 Franchise").
 * The span is returned so the number extractor does not read the amount a second time.
 */
export type StatedPremium = { amount: number; span: [number, number] };

// Folded text: "455.80" arrives as "455 80".
const AMOUNT = String.raw`(?:(?:chf|fr|franken)\b)?\s*(\d{2,4})(?!\d)(?:[ .](\d{2})(?!\d))?\s*(?:(?:chf|fr|franken|stutz)\b)?`;
const PER_MONTH = String.raw`(?:im|pro|per|a|jeden|i|par|au|al)\s*(?:monat|monet|mt|mnt|mois|mese)\b|monatlich\w*|mensuel\w*|mtl\b`;
const PAYING = String.raw`\b(?:zahle|zahl|bezahle|bezahl|zahlen|zahlt|pramie|pramien|kostet mich|kostet|koste|paie|paye|pago)\b(?:\s+(?:aktuell|momentan|zurzeit|derzeit|heute|jetzt|im moment|ca|etwa|rund|ungefahr|so|um|die|eine|von|vo|bei|noch|schon))*`;
const WITH_VERB = new RegExp(`${PAYING}\\s*${AMOUNT}(?!\\s*(?:er\\b|franchise|pro jahr|im jahr|jahrlich))(?:\\s*(?:${PER_MONTH}))?`);
const WITH_MONTH = new RegExp(`(?<![\\d.])${AMOUNT}\\s*(?:${PER_MONTH})`);

export function extractStatedPremium(text: string): StatedPremium | undefined {
  for (const pattern of [WITH_MONTH, WITH_VERB]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const amount = Number(match[1]) + (match[2] ? Number(match[2]) / 100 : 0);
    // A single person's monthly premium; larger numbers are years or yearly amounts.
    if (amount < 30 || amount > 1800) continue;
    return { amount, span: [match.index, match.index + match[0].length] };
  }
  return undefined;
}
