import { formatChf } from "@/lib/domain/premium-value";

const integer = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 0 });

/** "CHF 1'200" for whole francs, "CHF 93.40" otherwise. */
export const formatAmount = (amount: number) => formatChf(amount).replace(/\.00$/, "");

/** A deductible as a plain number: "2'500". */
export const formatFranchise = (amount: number) => integer.format(amount);

/** "300, 500 und 1'000". */
export function formatList(amounts: readonly number[], and: string): string {
  const parts = amounts.map(formatFranchise);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} ${and} ${parts.at(-1)}`;
}
