/** @jest-environment node */
import { configurationWarnings, IMPRINT_PLACEHOLDERS, warningLog } from "@/lib/system/config-warnings";

const real = {
  NODE_ENV: "production" as const,
  SITE_URL: "https://www.praemienkompass.ch",
  IMPRINT_COMPANY: "Prämienkompass GmbH",
  IMPRINT_STREET: "Bahnhofplatz 2",
  IMPRINT_CITY: "8001 Zürich",
  IMPRINT_EMAIL: "kontakt@praemienkompass.ch",
  IMPRINT_PHONE: undefined,
  IMPRINT_REGISTRATION: "CHE-123.456.789",
  FINANCING_STATEMENT: "Der Dienst wird von der Prämienkompass GmbH aus eigenen Mitteln finanziert.",
};

describe("configuration that must not ship", () => {
  it("names every imprint placeholder and a SITE_URL on localhost in production", () => {
    const warnings = configurationWarnings({ ...real, ...IMPRINT_PLACEHOLDERS, SITE_URL: "http://localhost:3000", FINANCING_STATEMENT: undefined });
    expect(warnings.map((w) => w.variable)).toEqual([...Object.keys(IMPRINT_PLACEHOLDERS), "FINANCING_STATEMENT", "SITE_URL"]);
    expect(warningLog(warnings)).toContain("bitte setzen: IMPRINT_COMPANY, IMPRINT_STREET, IMPRINT_CITY, IMPRINT_EMAIL, IMPRINT_PHONE, IMPRINT_REGISTRATION, FINANCING_STATEMENT, SITE_URL");
  });

  it("says nothing for a real configuration or outside production", () => {
    expect(configurationWarnings(real)).toEqual([]);
    expect(configurationWarnings({ ...real, ...IMPRINT_PLACEHOLDERS, NODE_ENV: "development", SITE_URL: "http://localhost:3000" })).toEqual([]);
  });

  it("catches an example.ch address and 127.0.0.1", () => {
    const warnings = configurationWarnings({ ...real, IMPRINT_EMAIL: "info@example.ch", SITE_URL: "http://127.0.0.1:3000" });
    expect(warnings.map((w) => w.variable)).toEqual(["IMPRINT_EMAIL", "SITE_URL"]);
  });
});
