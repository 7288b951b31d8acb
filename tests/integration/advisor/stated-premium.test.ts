import { currentAnswer, deadlineText } from "@/lib/advisor/answers/current-answer";
import type { AdvisorFilters } from "@/lib/advisor/actions";
import { initialState, type AdvisorState } from "@/lib/advisor/state";
import { getCatalog } from "@/lib/catalog/catalog";
import type { SearchCatalog } from "@/lib/premiums/premium-search";
import { useCatalog } from "../../support/premium-data";

useCatalog();

/**
 * A premium the person says they pay today is this year's: compared with next year's offers it
 * is matched to the contract it is the premium of, and that contract priced for next year is
 * what staying costs. Figures from the BAG files (2026 and 2027).
 */
const lateNovember = new Date("2026-11-27T10:00:00Z");
const filters = (extra: Partial<AdvisorFilters>): AdvisorFilters => ({ postalCode: "9000", birthYear: 1979, accidentCoverage: true, sortBy: "price_asc", currentInsurerCode: "8", ...extra });
/** The text with plain spaces and apostrophes (the Swiss number format uses narrow ones). */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/’/g, "'");
const state = (extra: Partial<AdvisorState>): AdvisorState => ({ ...initialState(), ...extra });
let catalog: SearchCatalog;
beforeAll(async () => {
  catalog = (await getCatalog())!;
});

describe("a stated premium against next year's offers", () => {
  it("is matched to the contract it is this year's premium of, and that contract's next-year premium is what staying costs", () => {
    const text = plain(currentAnswer(catalog, filters({}), state({ aktuelle_praemie: 389 }), 2027, lateNovember));
    // CSS 2026 in 9000 St. Gallen, born 1979, with accident cover: Telmed (Callmed), deductible 2500, CHF 389.40.
    expect(text).toContain("Das passt 2026 bei CSS zur Prämie für Telmed, Callmed mit Franchise CHF 2'500 (CHF 389.40)");
    // The same tariff in 2027: CHF 428.30; the cheapest Telmed offer at 2500, KPT at CHF 372.90, saves CHF 55.40.
    expect(text).toContain("zahlst du 2027 bei **CSS** (Telmed, Callmed, Franchise CHF 2'500) **CHF 428.30** pro Monat");
    expect(text).toContain("**KPT** mit CHF 372.90: Es spart dir **CHF 55.40** pro Monat, also **CHF 664.80** im Jahr.");
    // Today's amount against next year's offer is said as a fact, never as the saving.
    expect(text).toContain("Gegenüber den CHF 389.00, die du heute zahlst, kostet **KPT** 2027 CHF 16.10 weniger pro Monat.");
    expect(text).not.toContain("Dein heutiges Modell kenne ich nicht");
  });

  it("never says a switch saves nothing because today's amount is below next year's premiums", () => {
    // 480 at CSS in 4500 Solothurn (born 1976) fits CSS's 2026 family-doctor tariff at 1000 (CHF 480.40), which costs CHF 521.60 in 2027.
    const text = plain(currentAnswer(catalog, filters({ postalCode: "4500", birthYear: 1976 }), state({ aktuelle_praemie: 480 }), 2027, lateNovember));
    expect(text).toContain("(Hausarzt, Gesundheitspraxisversicherung, Franchise CHF 1'000) **CHF 521.60**");
    expect(text).toMatch(/Es spart dir \*\*CHF \d+\.\d\d\*\* pro Monat/);
    expect(text).not.toMatch(/Sparen kannst du mit einem Wechsel nichts|sehr günstig versichert/);
  });

  it("keeps a model and deductible the person said: an amount that fits none of them is said not to fit, and the BAG premium is compared", () => {
    // Assura, standard model, deductible 300, with accident cover, 1000 Lausanne, born 1969: CHF 540 is no such premium in 2026.
    const text = plain(currentAnswer(catalog, filters({ postalCode: "1000", birthYear: 1969, currentInsurerCode: "1542", currentModelCode: "standard", modelCode: "standard", franchiseAmount: 300 }), state({ aktuelle_praemie: 540, aktuelles_modell: "standard" }), 2027, lateNovember));
    expect(text).toContain("Zu deinen CHF 540.00 passt keine Grundversicherungsprämie von Assura für 2026");
    expect(text).not.toContain("Das passt 2026");
    expect(text).toContain("(Standard, Grundversicherung, Franchise CHF 300)");
  });

  it("in the year it is paid, is what staying costs, and tells the contract it fits", () => {
    const text = plain(currentAnswer(catalog, filters({}), state({ aktuelle_praemie: 389 }), 2026, lateNovember));
    expect(text).toContain("Es spart dir **CHF 34.80** pro Monat");
    expect(text).toContain(`Du zahlst heute **CHF 389.00** pro Monat. Das passt 2026 bei CSS zur Prämie für Telmed, Callmed`);
    expect(text).not.toMatch(/sehr günstig versichert/);
  });
});

describe("the notice deadline in the advisor", () => {
  it("advises the recommended posting day only while it is still ahead", () => {
    expect(plain(deadlineText("CSS", 2027, new Date("2026-11-02T10:00:00Z")))).toContain("am besten eingeschrieben bis 14. November 2026 aufgeben");
    const late = plain(deadlineText("CSS", 2027, lateNovember));
    expect(late).toContain("Die Kündigung muss bis **30. November 2026** bei CSS eingetroffen sein. Die Zeit ist knapp");
    expect(late).not.toContain("14. November");
  });
});
