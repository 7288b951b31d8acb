import { classifyLocationInput, resolveLocality, suggestionQuery } from "@/lib/calculator/locality";
import type { LocationSuggestion } from "@/lib/catalog/types";

const place = (postal_code: string, locality: string, municipality = locality, canton = "ZH", bfs_number = 261): LocationSuggestion => ({
  postal_code,
  locality,
  municipality,
  display_name: `${postal_code} ${locality}`,
  canton,
  bfs_number,
});

describe("reading the PLZ/Ort field", () => {
  it("tells postal codes, chosen suggestions and names apart", () => {
    expect(classifyLocationInput("  ")).toEqual({ kind: "empty" });
    expect(classifyLocationInput(" 8001 ")).toEqual({ kind: "postalCode", postalCode: "8001" });
    expect(classifyLocationInput("8001 Zürich")).toEqual({ kind: "postalCode", postalCode: "8001" });
    expect(classifyLocationInput("Zürich")).toEqual({ kind: "name", name: "Zürich" });
    expect(classifyLocationInput("800")).toEqual({ kind: "badPostalCode" });
    expect(classifyLocationInput("Zürich 2")).toEqual({ kind: "name", name: "Zürich 2" });
  });

  it("asks for suggestions from 2 characters, never for a 4-digit code", () => {
    expect(suggestionQuery("z")).toBeNull();
    expect(suggestionQuery(" zu ")).toBe("zu");
    expect(suggestionQuery("zur")).toBe("zur");
    expect(suggestionQuery("8001")).toBeNull();
    expect(suggestionQuery("800")).toBe("800");
  });
});

describe("resolving a locality name", () => {
  it("resolves an exact, case- and accent-insensitive match to its postal code", () => {
    const found = [place("3011", "Bern"), place("3063", "Ittigen", "Ittigen")];
    expect(resolveLocality("bern", found)).toMatchObject({ kind: "resolved", postalCode: "3011" });
    expect(resolveLocality("BERN", found)).toMatchObject({ kind: "resolved", postalCode: "3011" });
    expect(resolveLocality("Wadenswil", [place("8820", "Wädenswil"), place("8804", "Au ZH", "Wädenswil")])).toMatchObject({
      kind: "resolved",
      postalCode: "8820",
    });
  });

  it("resolves through the municipality when the locality differs", () => {
    expect(resolveLocality("Horgen", [place("8810", "Horgen"), place("8815", "Horgenberg", "Horgen")])).toMatchObject({
      kind: "resolved",
      postalCode: "8810",
    });
  });

  it("does not ask when every postal code of the name lies in one municipality (one premium region)", () => {
    const zurich = [place("8003", "Zürich"), place("8001", "Zürich"), place("8002", "Zürich")];
    expect(resolveLocality("zürich", zurich)).toEqual({ kind: "resolved", postalCode: "8001", bfsNumber: 261 });
  });

  it("leaves the choice to the user when the name's postal codes lie in several municipalities", () => {
    const buchs = [place("9470", "Buchs", "Buchs (SG)", "SG", 3423), place("5033", "Buchs", "Buchs (AG)", "AG", 4003)];
    expect(resolveLocality("Buchs", buchs)).toEqual({ kind: "several", matches: buchs });
  });

  it("knows exonyms and official names in another language (Genf, Lucerne, Sankt Gallen)", () => {
    const geneve = [place("1201", "Genève", "Genève", "GE", 6621), place("1202", "Genève", "Genève", "GE", 6621)];
    expect(resolveLocality("Genf", geneve)).toEqual({ kind: "resolved", postalCode: "1201", bfsNumber: 6621 });
    expect(resolveLocality("Lucerne", [place("6003", "Luzern", "Luzern", "LU", 1061), place("6004", "Luzern", "Luzern", "LU", 1061)])).toMatchObject({ kind: "resolved", bfsNumber: 1061 });
    expect(resolveLocality("Sankt Gallen", [place("9000", "St. Gallen", "St. Gallen", "SG", 3203), place("9008", "St. Gallen", "St. Gallen", "SG", 3203)])).toMatchObject({ kind: "resolved", postalCode: "9000" });
  });

  it("reads digits that are not four as a mistyped postal code, not as a place", () => {
    expect(classifyLocationInput("123")).toEqual({ kind: "badPostalCode" });
    expect(classifyLocationInput("80011")).toEqual({ kind: "badPostalCode" });
  });

  it("treats several inexact matches as a choice and a single one as the answer", () => {
    const partial = [place("8400", "Winterthur"), place("8404", "Winterthur")];
    expect(resolveLocality("Winter", partial)).toEqual({ kind: "several", matches: partial });
    expect(resolveLocality("Zollik", [place("8702", "Zollikon")])).toMatchObject({ kind: "resolved", postalCode: "8702" });
  });

  it("reports an unknown place", () => {
    expect(resolveLocality("Atlantis", [])).toEqual({ kind: "none" });
  });

  it("settles the municipality when every exact match lies in one, so an ambiguous postal code needs no second question", () => {
    const versoix = place("1290", "Versoix", "Versoix", "GE", 6644);
    const chavannes = place("1290", "Chavannes-des-Bois", "Chavannes-des-Bois", "VD", 5708);
    expect(resolveLocality("versoix", [versoix, chavannes])).toEqual({ kind: "resolved", postalCode: "1290", bfsNumber: 6644 });
    // Two municipalities named alike under one postal code: the postal code, but no municipality.
    const a = place("8000", "Musterdorf", "Musterdorf", "ZH", 1);
    const b = place("8000", "Musterdorf", "Musterdorf", "ZH", 2);
    expect(resolveLocality("musterdorf", [a, b])).toEqual({ kind: "resolved", postalCode: "8000" });
  });
});


describe("a locality that several municipalities share", () => {
  it("means the municipality of the same name (Versoix 1290 lies in Versoix, Collex-Bossy and Mies)", () => {
    const versoix = place("1290", "Versoix", "Versoix", "GE", 6644);
    const collex = place("1290", "Versoix", "Collex-Bossy", "GE", 6615);
    const mies = place("1290", "Versoix", "Mies", "VD", 5723);
    expect(resolveLocality("Versoix", [versoix, collex, mies])).toEqual({ kind: "resolved", postalCode: "1290", bfsNumber: 6644 });
  });
});
