/**
 * Accident cover. Whoever works at least 8 hours a week for one employer is insured against
 * accidents through the employer (UVG), so the basic insurance can leave it out.
 * true = with accident cover, false = without, undefined = not said.
 */
const HOURS = "(?:8|acht)\\s*(?:stunden|std|h)\\b";
const WITHOUT = [
  /\bohn[ei]\s+(?:\w+\s+)?unfall/,
  /\bkein\w*\s+(?:\w+\s+)?unfall/,
  /\bunfall\w*\s+(?:\w+\s+){0,3}(?:nicht|kein\w*|nid)\b/,
  /\bunfall\w*\s+(?:\w+\s+){0,4}(?:arbeitgeber|uvg|geschaft|firma|job)/,
  /\b(?:uber|arbeitgeber|geschaft|firma|uvg)\w*\s+(?:\w+\s+){0,4}unfall\w*\s+versichert/,
  new RegExp(`\\b(?:mehr als|uber|mindestens|ab|min)\\s*${HOURS}`),
  new RegExp(`\\b${HOURS}\\s*(?:oder mehr|und mehr|plus)`),
  /\b(?:vollzeit|100 ?%|80 ?%|voll)\s+(?:\w+\s+){0,2}(?:angestellt|berufstatig|arbeit\w*|tatig)/,
  /\b(?:angestellt|berufstatig)\s+(?:\w+\s+){0,2}(?:vollzeit|100 ?%|80 ?%)/,
  /\b(?:arbeite\w*|schaff\w*|chrampf\w*)\s+(?:\w+\s+){0,2}(?:vollzeit|100 ?%|80 ?%|90 ?%|voll)/,
];
const WITH = [
  /\b(?:mit|inkl\w*|inklusive|plus|samt)\s+(?:\w+\s+)?unfall/,
  /\bunfall\w*\s+(?:ja|dazu|einschliessen|einschliesen|mitversichern|mitversichert|inbegriffen|dabei)\b/,
  new RegExp(`\\b(?:weniger als|unter|nicht mehr als|hochstens|max)\\s*${HOURS}`),
  /\b(?:nicht berufstatig|arbeitslos|selbstandig\w*|rentner\w*|pensioniert|im ruhestand|student\w*|studier\w*|hausfrau|hausmann|schuler\w*|in ausbildung|ohne arbeit|ohne job|nicht angestellt|keine arbeit|kein job)\b/,
];

export function extractAccident(text: string): boolean | undefined {
  if (WITHOUT.some((pattern) => pattern.test(text))) return false;
  if (WITH.some((pattern) => pattern.test(text))) return true;
  return undefined;
}
