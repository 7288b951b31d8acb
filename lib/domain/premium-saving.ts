/**
 * What an offer saves against the premium a person pays now, per month and per year, in CHF
 * (from integer Rappen, so exact). Positive: the offer is cheaper; negative: it costs more.
 */
export function premiumSaving(currentMonthlyRappen: number, offerMonthlyRappen: number): { monthly: number; yearly: number } {
  const monthly = currentMonthlyRappen - offerMonthlyRappen;
  return { monthly: monthly / 100, yearly: (monthly * 12) / 100 };
}
