/**
 * @jest-environment node
 */
import { preferredLocale } from "@/components/layout/language-suggestion";
import { formatDateLong, weekdayName } from "@/lib/domain/calendar";
import { buildCancellationLetter } from "@/lib/domain/cancellation-letter";
import { cantonNameIn } from "@/lib/domain/cantons";
import { deadlineValues } from "@/lib/i18n/deadline-values";
import { factStatement, fillFacts } from "@/lib/i18n/fill-facts";
import { localMessage } from "@/lib/i18n/local-message";
import { catalogues } from "@/lib/i18n/messages";
import { localeOfPath, localizedPath, pathWithoutLocale } from "@/lib/i18n/paths";

describe("a page's path in each language", () => {
  it("keeps German unprefixed and prefixes the others", () => {
    expect(localizedPath("de", "/faq")).toBe("/faq");
    expect(localizedPath("fr", "/faq")).toBe("/fr/faq");
    expect(localizedPath("it", "/")).toBe("/it");
    expect(localizedPath("en", "/calculator?plz=8001")).toBe("/en/calculator?plz=8001");
  });

  it("reads the language and the German page back from a path", () => {
    expect(localeOfPath("/fr/faq")).toBe("fr");
    expect(localeOfPath("/it")).toBe("it");
    expect(localeOfPath("/faq")).toBe("de");
    // A page whose name starts like a language is no language.
    expect(localeOfPath("/frage")).toBe("de");
    expect(localeOfPath("/english-page")).toBe("de");
    expect(pathWithoutLocale("/fr/faq")).toBe("/faq");
    expect(pathWithoutLocale("/en")).toBe("/");
    expect(pathWithoutLocale("/de/krankenkasse-bern")).toBe("/krankenkasse-bern");
    expect(pathWithoutLocale("/frage")).toBe("/frage");
  });
});

describe("the browser's language", () => {
  it("suggests the first of its languages the site has", () => {
    expect(preferredLocale(["fr-CH", "de-CH"])).toBe("fr");
    expect(preferredLocale(["es-ES", "it-IT", "en"])).toBe("it");
    expect(preferredLocale(["EN-gb"])).toBe("en");
    expect(preferredLocale(["es", "pt"])).toBeUndefined();
    expect(preferredLocale([])).toBeUndefined();
  });
});

describe("dates, facts and names in the page's language", () => {
  it("writes dates the Swiss way of each language, German exactly as before", () => {
    expect(formatDateLong("2026-11-30")).toBe("30. November 2026");
    expect(formatDateLong("2026-11-30", { weekday: true })).toBe("Montag, 30. November 2026");
    expect(formatDateLong("2026-11-30", { language: "fr" })).toBe("30 novembre 2026");
    expect(formatDateLong("2026-11-30", { language: "it", weekday: true })).toMatch(/^lunedì,? 30 novembre 2026$/);
    expect(formatDateLong("2027-01-01", { language: "en" })).toBe("1 January 2027");
    expect(weekdayName("2026-11-30", "fr")).toBe("lundi");
  });

  it("fills the deadline texts in French from the same calendar", () => {
    const values = deadlineValues("2026-11-24", "fr");
    expect(values.switchDate).toBe("1 janvier 2027");
    expect(values.deadline).toBe("30 novembre 2026");
    expect(values.daysLeftText).toBe(catalogues.fr.deadlines.daysLeft.other.replace("{days}", "6"));
  });

  it("states a reviewed fact in the page's language with its source", () => {
    const french = fillFacts("{fact:ordinary-deductible}", "fr");
    expect(french).toMatch(/^La franchise ordinaire .* \(art\. 103, al\. 1, OAMal\)$/);
    expect(fillFacts("{fact:ordinary-deductible}")).toMatch(/\(Art\. 103 Abs\. 1 KVV\)$/);
    expect(factStatement("premium-subsidy-by-canton", "it")).not.toBe(factStatement("premium-subsidy-by-canton", "de"));
    expect(() => fillFacts("{fact:no-such-fact}", "fr")).toThrow();
  });

  it("names the cantons as the Confederation does in each language", () => {
    expect(cantonNameIn("de", "GE")).toBe("Genf");
    expect(cantonNameIn("fr", "GE")).toBe("Genève");
    expect(cantonNameIn("it", "GE")).toBe("Ginevra");
    expect(cantonNameIn("en", "GE")).toBe("Geneva");
    expect(cantonNameIn("fr", "XX")).toBe("XX");
  });

  it("writes the cancellation letter in French with the law as French texts cite it", () => {
    const letter = buildCancellationLetter(
      {
        fullName: "Léa Dubois",
        street: "Rue du Lac 4",
        postalCode: "1201",
        city: "Genève",
        birthDate: "1988-04-12",
        insuranceNumber: "123",
        insurerName: "Groupe Mutuel",
        reason: "endOfYear",
        today: "2026-11-24",
        language: "fr",
      },
      catalogues.fr.cancellation,
    );
    expect(letter.language).toBe("fr-CH");
    expect(letter.placeAndDate).toContain("24 novembre 2026");
    expect(letter.body[0]).toContain("art. 7 LAMal");
    expect(letter.body[0]).toContain("31 décembre 2026");
    expect(letter.body.join(" ")).not.toMatch(/\b(?:Dezember|KVG)\b/);
  });
});

describe("a form's validation message in the page's language", () => {
  const german = { validation: catalogues.de.validation, quote: catalogues.de.quote };

  it("finds the German text's key and answers it in the page's language", () => {
    const required = catalogues.de.quote.errors.firstName;
    expect(localMessage(required, german, catalogues.fr)).toBe(catalogues.fr.quote.errors.firstName);
    expect(localMessage(required, german, catalogues.de)).toBe(required);
  });

  it("keeps the values a German text was filled with", () => {
    const template = catalogues.de.validation.premiumSearch.birthYearRange;
    const filled = template.replace("{min}", "1875").replace("{max}", "2027");
    expect(localMessage(filled, german, catalogues.it)).toBe(catalogues.it.validation.premiumSearch.birthYearRange.replace("{min}", "1875").replace("{max}", "2027"));
  });

  it("leaves a text it does not know as it is", () => {
    expect(localMessage("Etwas ganz anderes", german, catalogues.fr)).toBe("Etwas ganz anderes");
    expect(localMessage(undefined, german, catalogues.fr)).toBeUndefined();
  });
});
