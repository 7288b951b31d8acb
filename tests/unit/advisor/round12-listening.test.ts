/**
 * @jest-environment node
 */
import { normalizeText } from "@/lib/domain/message-text";
import { writtenLanguage } from "@/lib/i18n/written-language";

// Round 12 (the third blind French, Italian and English sets, read after a fourth was written).
describe("a birth date with the month's name counts by its year", () => {
  it.each([
    ["précisément je suis né le 14 août 2004", "precisement je suis ne le 2004"],
    ["née le 1er mars 1990", "nee le 1990"],
    ["nata il 3 marzo 1985 a Lugano", "nata il 1985 a lugano"],
    ["born on August 14, 2004", "born on 2004"],
    ["geboren am 14. August 2004", "geboren am 2004"],
  ])("%s", (text, normalized) => expect(normalizeText(text)).toBe(normalized));

  it("keeps the day of a date that is no birth date (a deadline, the start of a tariff year)", () => {
    expect(normalizeText("muss die Kündigung bis 30. November 2026 ankommen?")).toBe("muss die kundigung bis 30 november 2026 ankommen ?");
    expect(normalizeText("ab 1. Januar 2027")).toBe("ab 1 januar 2027");
  });
});

describe("the written language", () => {
  it("reads a French question about January as French, though 'au' is Swiss German too", () => {
    expect(writtenLanguage("à partir de janvier je paierais combien au plus bas ? 2000 neuchâtel, 1990")).toBe("fr");
  });
});
