const wholeChf = new Intl.NumberFormat("de-CH", { style: "currency", currency: "CHF", maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** A deductible in whole francs, de-CH: "CHF 2’500". */
export const formatFranchise = (amount: number) => wholeChf.format(amount);
