/**
 * @jest-environment node
 */
import { negotiateLocale, translateErrorBody, translateText } from "@/lib/i18n/api-language";
import de from "@/lib/i18n/messages/de/validation.json";
import fr from "@/lib/i18n/messages/fr/validation.json";
import italian from "@/lib/i18n/messages/it/validation.json";
import en from "@/lib/i18n/messages/en/validation.json";
import adminDe from "@/lib/i18n/messages/de/admin.json";
import adminFr from "@/lib/i18n/messages/fr/admin.json";

describe("the language of the API's error answers", () => {
  it("takes the first language of Accept-Language the product speaks, German without one", () => {
    expect(negotiateLocale("fr-CH,fr;q=0.9,de;q=0.8")).toBe("fr");
    expect(negotiateLocale("it-CH")).toBe("it");
    expect(negotiateLocale("es-ES,es;q=0.9,en;q=0.5")).toBe("en");
    expect(negotiateLocale("de;q=0.2,fr;q=0.8")).toBe("fr");
    expect(negotiateLocale("fr;q=0,de")).toBe("de");
    expect(negotiateLocale("ja")).toBe("de");
    expect(negotiateLocale(null)).toBe("de");
    expect(negotiateLocale("*")).toBe("de");
  });

  it("finds a German text's key and answers the same key in the language asked for", () => {
    expect(translateText(de.invalidRequest, "fr")).toBe(fr.invalidRequest);
    expect(translateText(de.invalidJson, "it")).toBe(italian.invalidJson);
    expect(translateText(de.invalidJson, "en")).toBe(en.invalidJson);
    expect(translateText(de.invalidJson, "de")).toBe(de.invalidJson);
  });

  it("fills the placeholders of a text with the values read from the German one", () => {
    const german = de.location.notFoundDetails.replace("{postalCode}", "9999");
    expect(translateText(german, "fr")).toBe(fr.location.notFoundDetails.replace("{postalCode}", "9999"));
  });

  it("leaves a text that is in no catalogue as it is, and the portal's and admin's texts German where a language lacks them", () => {
    expect(translateText("Etwas ganz anderes", "fr")).toBe("Etwas ganz anderes");
    expect(translateText(adminDe.server.rateLimited, "fr")).toBe(adminFr.server.rateLimited);
    expect(translateText(adminDe.server.rateLimited, "en")).toBe(adminDe.server.rateLimited);
  });

  it("translates error, details and every message of fields, and keeps the other members", () => {
    const body = { error: de.invalidRequest, details: de.invalidJson, fields: { body: [de.invalidJson] }, retryAfter: 30 };
    expect(translateErrorBody(body, "en")).toEqual({ error: en.invalidRequest, details: en.invalidJson, fields: { body: [en.invalidJson] }, retryAfter: 30 });
    expect(translateErrorBody(body, "de")).toBe(body);
  });
});
