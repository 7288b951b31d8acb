import { isValidBirthDate, quoteFormSchema, quoteRequestSchema, toQuoteRequest } from "@/lib/validations/quote";
import type { PremiumResult } from "@/lib/catalog/types";

const valid = {
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.ch",
  phone: "+41 79 123 45 67",
  birthDate: "1990-05-17",
  street: "Bahnhofstrasse",
  houseNumber: "1a",
  postalCode: "8001",
  city: "Zürich",
  gender: "female",
  language: "de",
  currentInsurerId: "",
  consent: true,
};

const messagesFor = (input: Record<string, unknown>) => {
  const result = quoteFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("quote form schema (spec section 5)", () => {
  it("accepts a complete form", () => {
    expect(quoteFormSchema.safeParse(valid).success).toBe(true);
  });

  it("names every missing field with the spec's message", () => {
    expect(
      messagesFor({ ...valid, firstName: " ", lastName: "", email: "", phone: "", birthDate: "", street: "", houseNumber: "", postalCode: "", city: "", gender: "", language: "", consent: false }),
    ).toEqual({
      firstName: "Vorname ist erforderlich",
      lastName: "Nachname ist erforderlich",
      email: "E-Mail ist erforderlich",
      phone: "Telefon ist erforderlich",
      birthDate: "Geburtsdatum ist erforderlich",
      street: "Strasse ist erforderlich",
      houseNumber: "Hausnummer ist erforderlich",
      postalCode: "PLZ ist erforderlich",
      city: "Ort ist erforderlich",
      gender: "Geschlecht ist erforderlich",
      language: "Sprache ist erforderlich",
      consent: "Zustimmung zur Datenweitergabe ist erforderlich",
    });
  });

  it.each(["anna", "anna@example", "an na@example.ch", "anna@exa mple.ch", "@example.ch"])("rejects the e-mail %p", (email) => {
    expect(messagesFor({ ...valid, email })).toEqual({ email: "Ungültige E-Mail-Adresse" });
  });

  it.each(["079 123 45 67", "+41791234567", "(044) 123-45-67", "044/123 45 67", "1234567"])("accepts the phone %p", (phone) => {
    expect(messagesFor({ ...valid, phone })).toEqual({});
  });

  it.each(["123456", "+41 79 123 45 67 89", "079 123 45 6x", "079.123.45.67", "++41791234567"])("rejects the phone %p", (phone) => {
    expect(messagesFor({ ...valid, phone })).toEqual({ phone: "Ungültige Telefonnummer" });
  });

  it("checks the birth date: a real date, not after today, age 0 to 120 by year", () => {
    const today = new Date(2026, 10, 22);
    expect(isValidBirthDate("2026-11-22", today)).toBe(true);
    expect(isValidBirthDate("2026-11-23", today)).toBe(false);
    expect(isValidBirthDate("1906-12-31", today)).toBe(true);
    expect(isValidBirthDate("1905-01-01", today)).toBe(false);
    expect(isValidBirthDate("1990-02-30", today)).toBe(false);
    expect(isValidBirthDate("17.05.1990", today)).toBe(false);
    expect(messagesFor({ ...valid, birthDate: "1990-13-01" })).toEqual({ birthDate: "Ungültiges Geburtsdatum" });
  });

  it("only knows the spec's genders and languages", () => {
    expect(messagesFor({ ...valid, gender: "x" })).toEqual({ gender: "Geschlecht ist erforderlich" });
    expect(messagesFor({ ...valid, language: "rm" })).toEqual({ language: "Sprache ist erforderlich" });
  });
});

describe("quote request", () => {
  const premium = {
    id: "p2026-0123456789abcdef",
    tariffYear: 2026,
    monthlyPremium: 512.3,
    annualPremium: 6147.6,
    insurer: { code: "1560", name: "Agrisano", logo: null, contact: { place: "Brugg", website: null } },
    model: { code: "standard", name: "Standard", tariffName: "Grundversicherung", description: "" },
    franchise: { amount: 300, ageCategory: "adult" },
    accidentCoverage: true,
    region: { plz: "8001", ortschaftsname: "Zürich", municipality: "Zürich", bfsNumber: 261, code: "ZH-1", number: 1, canton: { name: "Zürich", code: "ZH" } },
  } satisfies PremiumResult;

  it("builds the payload of spec section 7 that the server schema accepts", () => {
    const form = quoteFormSchema.parse(valid);
    const body = toQuoteRequest(premium, form);
    expect(body.customerData.address).toBe("Bahnhofstrasse 1a");
    expect(body.customerData).not.toHaveProperty("currentInsurerId");
    expect(body.selectedPremium).toMatchObject({ id: premium.id, monthlyPremium: 512.3, franchise: { amount: 300 }, model: "Standard" });
    const parsed = quoteRequestSchema.safeParse({ ...body, idempotencyKey: "0f8b6c1e-6d4f-4b8e-9a3e-3f1b2c4d5e6f" });
    expect(parsed.success).toBe(true);
  });

  it("refuses a premium id the search never hands out (a NUL byte would make PostgreSQL fail)", () => {
    const body = toQuoteRequest(premium, quoteFormSchema.parse(valid));
    for (const id of ["p2026-abc\u0000", "' OR 1=1--", "", "x".repeat(65)]) {
      const parsed = quoteRequestSchema.safeParse({ ...body, selectedPremium: { ...body.selectedPremium, id } });
      expect(parsed.success ? "accepted" : parsed.error.issues[0]?.message).toBe(
        "Dieses Angebot gibt es in den aktuellen Prämiendaten nicht. Bitte starte eine neue Suche.",
      );
    }
  });

  it("refuses a malformed idempotency key", () => {
    const body = toQuoteRequest(premium, quoteFormSchema.parse(valid));
    const parsed = quoteRequestSchema.safeParse({ ...body, idempotencyKey: "short" });
    expect(parsed.success).toBe(false);
  });
});
