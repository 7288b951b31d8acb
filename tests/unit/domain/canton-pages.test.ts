import { CANTON_CODES, CANTON_REDIRECTS, cantonOfSlug, cantonPath, cantonSlug } from "@/lib/domain/canton-pages";

describe("canton pages", () => {
  it("name every canton's page after its German name: lower case, ae/oe/ue, spaces and dots one hyphen", () => {
    expect(cantonSlug("Graubünden")).toBe("graubuenden");
    expect(cantonSlug("St. Gallen")).toBe("st-gallen");
    expect(cantonPath("BE")).toBe("/krankenkasse-bern");
    expect(cantonPath("AR")).toBe("/krankenkasse-appenzell-ausserrhoden");
    expect(cantonPath("VD")).toBe("/krankenkasse-waadt");
    expect(cantonPath("GE")).toBe("/krankenkasse-genf");
    expect(cantonPath("SG")).toBe("/krankenkasse-st-gallen");
    expect(new Set(CANTON_CODES.map(cantonPath)).size).toBe(25); // Basel is one page for BS and BL
  });

  it("keep the Zurich and Basel pages where they were", () => {
    expect(cantonPath("ZH")).toBe("/krankenkasse-zuerich");
    expect([cantonPath("BS"), cantonPath("BL")]).toEqual(["/krankenkasse-basel", "/krankenkasse-basel"]);
    expect(cantonOfSlug("zuerich")).toBeUndefined(); // its own page, not the generic one
    expect(cantonOfSlug("graubuenden")).toBe("GR");
  });

  it("send French and Italian names and the abbreviations to the German page", () => {
    expect(CANTON_REDIRECTS.get("/krankenkasse-vaud")).toBe("/krankenkasse-waadt");
    expect(CANTON_REDIRECTS.get("/krankenkasse-vd")).toBe("/krankenkasse-waadt");
    expect(CANTON_REDIRECTS.get("/krankenkasse-geneve")).toBe("/krankenkasse-genf");
    expect(CANTON_REDIRECTS.get("/krankenkasse-ticino")).toBe("/krankenkasse-tessin");
    expect(CANTON_REDIRECTS.get("/krankenkasse-zurich")).toBe("/krankenkasse-zuerich");
    expect(CANTON_REDIRECTS.get("/krankenkasse-basel-landschaft")).toBe("/krankenkasse-basel");
    expect(CANTON_REDIRECTS.get("/krankenkasse-bs")).toBe("/krankenkasse-basel");
    // No page redirects to itself or away from a canton page.
    const pages = new Set(CANTON_CODES.map(cantonPath));
    for (const [from, to] of CANTON_REDIRECTS) {
      expect(pages.has(from)).toBe(false);
      expect(pages.has(to)).toBe(true);
    }
  });
});
