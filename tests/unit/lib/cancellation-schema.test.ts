/** @jest-environment node */
import { cancellationFormSchema } from "@/lib/validations/cancellation";

const schema = cancellationFormSchema("2026-11-22");
const valid = {
  fullName: "Anna Muster",
  street: "Bahnhofstrasse 1",
  postalCode: "8001",
  city: "Zürich",
  birthDate: "07.03.1985",
  insuranceNumber: "80756.123-456",
  insurerName: "Beispiel Krankenkasse AG",
  reason: "midYear",
};

const firstMessage = (input: Record<string, unknown>, field: string) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe("cancellation form schema", () => {
  it("accepts a complete form and turns the birth date into an ISO day", () => {
    expect(schema.parse({ ...valid, fullName: "  Anna Muster " })).toEqual({ ...valid, fullName: "Anna Muster", birthDate: "1985-03-07" });
  });

  it.each([
    ["fullName", "  ", "Bitte gib deinen Vor- und Nachnamen ein"],
    ["postalCode", "", "Bitte gib deine Postleitzahl ein"],
    ["postalCode", "801", "Die Postleitzahl besteht aus 4 Ziffern"],
    ["birthDate", "", "Bitte gib dein Geburtsdatum ein"],
    ["birthDate", "1985-03-07", "Gib dein Geburtsdatum im Format TT.MM.JJJJ ein"],
    ["birthDate", "31.04.1985", "Dieses Datum gibt es nicht"],
    ["birthDate", "23.11.2026", "Das Geburtsdatum muss zwischen 1900 und heute liegen"],
    ["birthDate", "31.12.1899", "Das Geburtsdatum muss zwischen 1900 und heute liegen"],
    ["insuranceNumber", "80756#1", expect.stringContaining("darf nur Ziffern, Buchstaben")],
    ["insurerName", "", "Bitte wähle deine bisherige Krankenkasse"],
    ["reason", "", "Bitte wähle den Kündigungstermin"],
  ])("%s = %j: %s", (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value }, field)).toEqual(message);
  });

  it("accepts today as the birth date", () => {
    expect(schema.parse({ ...valid, birthDate: "22.11.2026" }).birthDate).toBe("2026-11-22");
  });
});
