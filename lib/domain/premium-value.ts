/**
 * Money rules of the spec (section 9): amounts in CHF, the annual value of an offer is the
 * monthly premium × 12, and a lead's predicted lifetime value is the annual premium × 5.
 * Rounded to whole Rappen, as premiums are.
 */
const toRappen = (chf: number) => Math.round(chf * 100);

/** An amount in CHF rounded to whole Rappen (a difference of two premiums, a share of a yearly amount). */
export const roundRappen = (chf: number) => toRappen(chf) / 100;

export const annualPremium = (monthlyPremium: number) => toRappen(monthlyPremium * 12) / 100;

export const leadLifetimeValue = (annual: number) => toRappen(annual * 5) / 100;

const chf = new Intl.NumberFormat("de-CH", { style: "currency", currency: "CHF" });

/** "CHF 1'234.50": de-CH formatting (ICU decides between ' and ’ as the thousands mark). */
export const formatChf = (amount: number) => chf.format(amount);

/** Whole francs without decimals ("CHF 2'500": deductibles, yearly totals), others as formatChf ("CHF 93.40"). */
export const formatChfAmount = (amount: number) => formatChf(amount).replace(/\.00$/, "");
