import { resolveLocationInput } from "@/lib/calculator/resolve-location";
import { HttpError } from "@/lib/http/fetch-json";
import type { LocationSuggestion } from "@/lib/catalog/types";

const zurich = (postal_code: string): LocationSuggestion => ({
  postal_code,
  locality: "Zürich",
  municipality: "Zürich",
  display_name: `${postal_code} Zürich`,
  canton: "ZH",
  bfs_number: 261,
});

const lookups = (over: Partial<Parameters<typeof resolveLocationInput>[1]> = {}) => ({
  checkPostalCode: jest.fn(async () => ({ valid: true })),
  suggestLocations: jest.fn(async () => [] as LocationSuggestion[]),
  ...over,
});

describe("resolveLocationInput", () => {
  it("requires a value", async () => {
    expect(await resolveLocationInput("  ", lookups())).toEqual({ ok: false, reason: "required" });
  });

  it("checks a 4-digit code with the server", async () => {
    const deps = lookups();
    expect(await resolveLocationInput("8001", deps)).toMatchObject({ ok: true, postalCode: "8001" });
    expect(deps.checkPostalCode).toHaveBeenCalledWith("8001");
    expect(deps.suggestLocations).not.toHaveBeenCalled();
  });

  it("reads a chosen suggestion as its postal code", async () => {
    const deps = lookups();
    expect(await resolveLocationInput("8002 Zürich", deps)).toMatchObject({ ok: true, postalCode: "8002" });
  });

  it("shows the server's details, else its error, else the default for an invalid code", async () => {
    const reject = (body: string) => lookups({ checkPostalCode: jest.fn(async () => Promise.reject(new HttpError(404, body, "Not Found"))) });
    expect(await resolveLocationInput("9999", reject(JSON.stringify({ error: "Ungültige Postleitzahl", details: "Gibt es nicht" })))).toEqual({
      ok: false,
      reason: "invalidPostalCode",
      message: "Gibt es nicht",
    });
    expect(await resolveLocationInput("9999", reject(JSON.stringify({ error: "Ungültige Postleitzahl" })))).toEqual({
      ok: false,
      reason: "invalidPostalCode",
      message: "Ungültige Postleitzahl",
    });
    expect(await resolveLocationInput("9999", reject(""))).toEqual({ ok: false, reason: "invalidPostalCode", message: undefined });
  });

  it("reports a failed lookup", async () => {
    const offline = lookups({
      checkPostalCode: jest.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
      suggestLocations: jest.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    });
    expect(await resolveLocationInput("8001", offline)).toEqual({ ok: false, reason: "lookupFailed" });
    expect(await resolveLocationInput("Zürich", offline)).toEqual({ ok: false, reason: "lookupFailed" });
    const serverError = lookups({ checkPostalCode: jest.fn(async () => Promise.reject(new HttpError(500, "", "Server Error"))) });
    expect(await resolveLocationInput("8001", serverError)).toEqual({ ok: false, reason: "lookupFailed" });
  });

  it("resolves names, or asks to choose, or reports them unknown", async () => {
    expect(await resolveLocationInput("Zürich", lookups({ suggestLocations: jest.fn(async () => [zurich("8001")]) }))).toMatchObject({
      ok: true,
      postalCode: "8001",
    });
    // Every postal code of Zürich lies in the one municipality: no question.
    const zurichCodes = [zurich("8001"), zurich("8002")];
    expect(await resolveLocationInput("zürich", lookups({ suggestLocations: jest.fn(async () => zurichCodes) }))).toEqual({ ok: true, postalCode: "8001", bfsNumber: 261 });
    const several = [zurich("8001"), { ...zurich("8302"), locality: "Zürich", municipality: "Kloten", bfs_number: 62 }];
    expect(await resolveLocationInput("zürich", lookups({ suggestLocations: jest.fn(async () => several) }))).toEqual({
      ok: false,
      reason: "several",
      query: "zürich",
      matches: several,
    });
    expect(await resolveLocationInput("Atlantis", lookups())).toEqual({ ok: false, reason: "notFound" });
    expect(await resolveLocationInput("Z", lookups())).toEqual({ ok: false, reason: "notFound" });
    // "123" is a mistyped postal code: no lookup, no "Mehrere Orte".
    const suggest = jest.fn(async () => [zurich("1234")]);
    expect(await resolveLocationInput("123", lookups({ suggestLocations: suggest }))).toEqual({
      ok: false,
      reason: "invalidPostalCode",
      message: "Die Postleitzahl muss aus 4 Ziffern bestehen",
    });
    expect(suggest).not.toHaveBeenCalled();
  });
});
