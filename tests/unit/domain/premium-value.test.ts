import { annualPremium, formatChf, formatChfAmount, leadLifetimeValue } from "@/lib/domain/premium-value";

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

describe("formatChfAmount", () => {
  it("drops the Rappen of whole francs and keeps them otherwise", () => {
    expect(formatChfAmount(2500)).toBe(formatChf(2500).replace(".00", ""));
    expect(formatChfAmount(2500)).toMatch(/^CHF\s2['’]500$/);
    expect(formatChfAmount(93.4)).toBe(formatChf(93.4));
    expect(formatChfAmount(0)).toMatch(/^CHF\s0$/);
  });
});

