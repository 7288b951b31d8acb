import "server-only";

let body: object | undefined;

/** 50 premium-shaped results and stats: the same shape and size as a search answer, built once. */
export function benchFixedBody(): object {
  body ??= {
    results: Array.from({ length: 50 }, (_, i) => ({
      id: `p2026-benchmarkfixed${String(i).padStart(3, "0")}`,
      tariffYear: 2027,
      monthlyPremium: 605.2 + i,
      annualPremium: 7262.4 + i * 12,
      insurer: { code: "923", name: "SLKK", logo: null, contact: { place: "8042 Zürich", website: null } },
      model: {
        code: "standard",
        name: "Standard",
        tariffName: "Grundversicherung",
        description: "Freie Arztwahl: Du gehst direkt zu jeder Ärztin und jedem Arzt, auch zu Spezialisten, ohne Überweisung.",
      },
      franchise: { amount: 300, ageCategory: "adult" },
      accidentCoverage: true,
      region: {
        plz: "8001",
        ortschaftsname: "Zürich",
        municipality: "Zürich",
        bfsNumber: 261,
        code: "ZH-1",
        number: 1,
        canton: { code: "ZH", name: "Zürich" },
      },
    })),
    stats: { totalResults: 120, lowestPremium: 480.1, highestPremium: 724, averagePremium: 601.33 },
    tariffYear: 2027,
  };
  return body;
}
