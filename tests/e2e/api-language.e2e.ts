import { expect, test } from "@playwright/test";
import de from "../../lib/i18n/messages/de/validation.json";
import en from "../../lib/i18n/messages/en/validation.json";
import fr from "../../lib/i18n/messages/fr/validation.json";
import italian from "../../lib/i18n/messages/it/validation.json";

// The API's error answers in the language of Accept-Language (German without one, as the spec gives it).
test("error answers speak the request's language, German by default", async ({ request }) => {
  const broken = { headers: { "content-type": "application/json" }, data: Buffer.from("{kein json") };
  const german = await request.post("/api/premiums/search", broken);
  expect(german.status()).toBe(400);
  expect(await german.json()).toMatchObject({ error: de.invalidRequest, details: de.invalidJson });
  expect(german.headers()["vary"]).toContain("Accept-Language");

  const french = await request.post("/api/premiums/search", { ...broken, headers: { ...broken.headers, "accept-language": "fr-CH,fr;q=0.9,de;q=0.8" } });
  expect(french.status()).toBe(400);
  expect(await french.json()).toMatchObject({ error: fr.invalidRequest, details: fr.invalidJson });
  expect(french.headers()["content-language"]).toBe("fr");

  // A text with a value in it: the value is kept.
  const unknown = await request.get("/api/location?postal_code=9999", { headers: { "accept-language": "en" } });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: en.location.notFound, details: en.location.notFoundDetails.replace("{postalCode}", "9999") });

  const format = await request.get("/api/location?postal_code=12", { headers: { "accept-language": "it-CH" } });
  expect(format.status()).toBe(400);
  expect((await format.json()).error).toBe(italian.invalidRequest);

  // zod's own messages (a wrong type) are German too, not zod's English.
  const wrongType = await request.post("/api/premiums/search", { data: ["eine", "Liste"] });
  expect(wrongType.status()).toBe(400);
  expect((await wrongType.json()).details).toMatch(/^Ungültige Eingabe/);

  // Success answers are untouched.
  const found = await request.get("/api/location?postal_code=8001", { headers: { "accept-language": "fr" } });
  expect(found.status()).toBe(200);
});
