const integer = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 0 });

/** A deductible as a plain number: "2'500". */
export const formatFranchise = (amount: number) => integer.format(amount);

/** "300, 500 und 1'000". */
export function formatList(amounts: readonly number[], and: string): string {
  const parts = amounts.map(formatFranchise);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} ${and} ${parts.at(-1)}`;
}
