/**
 * @jest-environment node
 */
import { confirmationMail } from "@/lib/leads/quote-confirmation";
import { catalogues } from "@/lib/i18n/messages";

/** The confirmation e-mail in the language the person chose to be contacted in. */
const confirmation = {
  to: "lea@example.ch",
  firstName: "Léa",
  insurerName: "Philos",
  tariffYear: 2027,
  quoteId: "q-123",
  offers: [{ name: "Léa Dubois", productName: "Philos Telmed", model: "telmed", franchise: 2500, accident: false, monthlyRappen: 43110 }],
  now: new Date("2026-11-24T10:00:00Z"),
};

describe("the quote confirmation", () => {
  it("is German by default, as the spec writes it", () => {
    const mail = confirmationMail(confirmation);
    expect(mail.subject).toBe(catalogues.de.quote.mail.subject.replace("{insurer}", "Philos"));
    expect(mail.text).toContain("/privacy");
    expect(mail.text).not.toContain("/fr/privacy");
  });

  it("is written in French for a person who chose French, with the French privacy page", () => {
    const mail = confirmationMail({ ...confirmation, language: "fr" });
    expect(mail.subject).toBe(catalogues.fr.quote.mail.subject.replace("{insurer}", "Philos"));
    expect(mail.text).toContain(catalogues.fr.models.names.telmed);
    expect(mail.text).toContain("/fr/privacy");
    expect(mail.text).not.toMatch(/\b(?:und|deine?|Offertanfrage|Grundversicherung)\b/);
  });
});
