import { annualPremium, formatChf, leadLifetimeValue } from "@/lib/domain/premium-value";

describe("premium values (spec section 9)", () => {
  it("annual premium is the monthly premium × 12, to the Rappen", () => {
    expect(annualPremium(393.3)).toBe(4719.6);
    expect(annualPremium(605.2)).toBe(7262.4);
    // 0.1 + 0.2 style float noise must not leak into amounts
    expect(annualPremium(19.55)).toBe(234.6);
  });

  it("a lead's lifetime value is the annual premium × 5", () => {
    expect(leadLifetimeValue(4719.6)).toBe(23598);
    expect(leadLifetimeValue(7262.4)).toBe(36312);
  });

  it("formats CHF for de-CH", () => {
    expect(formatChf(3660)).toMatch(/^CHF\s3['’]660\.00$/); // ICU versions differ in the apostrophe
    expect(formatChf(605.2)).toMatch(/^CHF\s605\.20$/);
  });
});
