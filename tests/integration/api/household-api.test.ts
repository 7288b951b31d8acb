import { birthYearRangeMessage } from "@/lib/validations/premiums";
import { POST as household } from "@/app/api/premiums/household/route";
import type { HouseholdSearchResponse } from "@/lib/premiums/household-types";
import { bag2026, bag2027, restrictedCantons2027, type BagPremium } from "../../support/bag-reference";
import { referenceHousehold, type FamilyMember } from "../../support/household-reference";
import { useCatalog } from "../../support/premium-data";

// The real BAG data of both years, imported as on a first start; the answers are checked against
// the BAG files read straight (tests/support/household-reference.ts), to the centime.
useCatalog();
let bag: Record<2026 | 2027, BagPremium[]>;
beforeAll(() => {
  bag = { 2026: bag2026(["ZH", "BS"]), 2027: bag2027(["ZH", "BS"]) };
});

const post = (body: unknown) =>
  household(new Request("http://test/api/premiums/household", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) }));
async function searchOk(body: object) {
  const response = await post(body);
  expect(response.status).toBe(200);
  return (await response.json()) as HouseholdSearchResponse;
}
const asRequest = (family: FamilyMember[]) => family.map((m) => ({ birthYear: m.birthYear, franchiseAmount: m.franchise, accidentCoverage: m.accident }));
const rappen = (chf: number) => Math.round(chf * 100);

const parents: FamilyMember[] = [{ birthYear: 1984 }, { birthYear: 1986, franchise: 2500, accident: false }];
const families: [string, 2026 | 2027, string, string, number, FamilyMember[]][] = [
  ["two adults in Zurich 2026", 2026, "8001", "ZH", 1, parents],
  ["two adults and a young adult in Basel 2026", 2026, "4051", "BS", 0, [...parents, { birthYear: 2004, franchise: 1000 }]],
  ["two adults and two children in Zurich 2026 (sibling premiums)", 2026, "8001", "ZH", 1, [...parents, { birthYear: 2019 }, { birthYear: 2015 }]],
  ["two adults and three children in Basel 2026 (sibling premiums)", 2026, "4051", "BS", 0, [...parents, { birthYear: 2012 }, { birthYear: 2016, franchise: 600 }, { birthYear: 2020 }]],
  ["two adults and two children in Zurich 2027 (first-child premiums only)", 2027, "8001", "ZH", 1, [...parents, { birthYear: 2019 }, { birthYear: 2015 }]],
  ["a young adult and an adult in Basel 2027", 2027, "4051", "BS", 0, [{ birthYear: 2006 }, { birthYear: 1960, franchise: 500 }]],
];

describe("POST /api/premiums/household against the BAG files", () => {
  it("the 2027 file restricts no tariff of ZH or BS, so the whole region is compared", () => {
    expect([...restrictedCantons2027()].filter((c) => c === "ZH" || c === "BS")).toEqual([]);
  });

  it.each(families)("%s: every offer, every person's premium, the exclusions and the cheapest mix to the centime", async (_name, year, postalCode, canton, region, family) => {
    const answer = await searchOk({ postalCode, tariffYear: year, persons: asRequest(family) });
    const expected = referenceHousehold(bag[year], year, canton, region, family);
    expect(answer.offers.length).toBeGreaterThan(5);
    expect(new Map(answer.offers.map((o) => [o.insurer.code, rappen(o.total.monthly)]))).toEqual(new Map([...expected.offers].map(([code, o]) => [code, o.total])));
    for (const offer of answer.offers) {
      expect(offer.persons.map((p) => [rappen(p.monthlyPremium), p.childRank ?? 1])).toEqual(expected.offers.get(offer.insurer.code)!.persons.map((p) => [p.rappen, p.rank]));
      expect(offer.total.yearly).toBe((rappen(offer.total.monthly) * 12) / 100);
    }
    expect(answer.excludedInsurers.map((e) => e.insurer.code).sort()).toEqual([...expected.excluded].sort());
    expect(rappen(answer.cheapestMix!.total.monthly)).toBe(expected.mix);
    const totals = answer.offers.map((o) => o.total.monthly);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it("2026 charges the second child a sibling premium somewhere; 2027 charges every child the first child's and says so once", async () => {
    const family = asRequest(families[2]![5]);
    const with2026 = await searchOk({ postalCode: "8001", tariffYear: 2026, persons: family });
    expect(with2026.offers.some((o) => o.persons[2]!.childRank === 2)).toBe(true);
    expect(with2026.persons.map((p) => p.childOrder)).toEqual([null, null, 2, 1]);
    const with2027 = await searchOk({ postalCode: "8001", tariffYear: 2027, persons: family });
    expect(with2027.notes).toEqual([expect.stringContaining("Die Prämiendaten 2027 enthalten nur die Prämie für ein erstes Kind")]);
    expect(with2027.offers.every((o) => o.persons.every((p) => (p.childRank ?? 1) === 1))).toBe(true);
  });

  it("writes its notes and reasons in the language of the page that asks (Accept-Language), German by default", async () => {
    const ask = (body: object, language?: string) =>
      household(new Request("http://test/api/premiums/household", { method: "POST", body: JSON.stringify(body), headers: language ? { "accept-language": language } : {} }));
    const children = { postalCode: "4051", tariffYear: 2027, persons: asRequest([...parents, { birthYear: 2019 }, { birthYear: 2015 }]) };
    const response = await ask(children, "fr-CH,fr;q=0.9");
    expect(response.headers.get("vary")).toContain("Accept-Language");
    const french = (await response.json()) as HouseholdSearchResponse;
    expect(french.notes).toEqual(["Les données de primes 2027 ne contiennent que la prime pour un premier enfant. Chaque enfant est donc calculé comme un premier enfant ; la prime pour frères et sœurs de la caisse peut être plus basse."]);
    const german = (await (await ask(children)).json()) as HouseholdSearchResponse;
    expect(german.notes[0]).toContain("Die Prämiendaten 2027 enthalten");
    expect(french.offers.map((o) => o.total.monthly)).toEqual(german.offers.map((o) => o.total.monthly));
    // An insurer left out of a household: the reason in French, the same insurers as in German.
    const candidates = families.flatMap(([, year, postalCode, , , family]) => [{ postalCode, tariffYear: year, persons: asRequest(family) }, ...(["hmo", "telmed", "hausarzt"] as const).map((model) => ({ postalCode, tariffYear: year, persons: asRequest(family), modelCodes: [model] }))]);
    let excluded: { german: HouseholdSearchResponse; french: HouseholdSearchResponse } | undefined;
    for (const body of candidates) {
      const answer = (await (await ask(body)).json()) as HouseholdSearchResponse;
      if (answer.excludedInsurers.length === 0) continue;
      excluded = { german: answer, french: (await (await ask(body, "fr")).json()) as HouseholdSearchResponse };
      break;
    }
    expect(excluded).toBeDefined();
    const { german: de, french: fr } = excluded!;
    expect(fr.excludedInsurers.map((e) => e.insurer.code)).toEqual(de.excludedInsurers.map((e) => e.insurer.code));
    expect(de.excludedInsurers.flatMap((e) => e.reasons).every((reason) => /Unfalldeckung/.test(reason))).toBe(true);
    expect(fr.excludedInsurers.flatMap((e) => e.reasons).every((reason) => /ne propose pas de prime/.test(reason) && !/Unfalldeckung|Jahrgang/.test(reason))).toBe(true);
  });

  it("filters by model and compares with staying at CSS in the standard model, like for like", async () => {
    const family = families[2]![5];
    const answer = await searchOk({ postalCode: "8001", tariffYear: 2026, persons: asRequest(family), modelCodes: ["standard"], currentInsurerCode: "8" });
    const expected = referenceHousehold(bag[2026], 2026, "ZH", 1, family, new Set(["TAR-BASE"]));
    expect(new Map(answer.offers.map((o) => [o.insurer.code, rappen(o.total.monthly)]))).toEqual(new Map([...expected.offers].map(([code, o]) => [code, o.total])));
    const css = expected.offers.get("8")!.total;
    expect(rappen(answer.currentInsurer!.total!.monthly)).toBe(css);
    for (const offer of answer.offers) expect(rappen(offer.saving!.monthly)).toBe(css - rappen(offer.total.monthly));
    expect(answer.offers.find((o) => o.insurer.code === "8")!.saving).toEqual({ monthly: 0, yearly: 0 });
  });
});

describe("POST /api/premiums/household: bad input", () => {
  const valid = { postalCode: "8001", tariffYear: 2026, persons: [{ birthYear: 1984 }, { birthYear: 1986 }, { birthYear: 2016 }] };
  it.each([
    ["a birth year out of range", { ...valid, persons: [{ birthYear: 1984 }, { birthYear: 1986 }, { birthYear: 1700 }] }, "persons[2].birthYear", birthYearRangeMessage()],
    ["a birth year as text", { ...valid, persons: [{ birthYear: "neunzehn" }] }, "persons[0].birthYear", birthYearRangeMessage()],
    ["a deductible the age class lacks", { ...valid, persons: [{ birthYear: 1984 }, { birthYear: 1986 }, { birthYear: 2016, franchiseAmount: 2500 }] }, "persons[2].franchiseAmount", "Für diese Altersgruppe gibt es die Franchise 2500 nicht. Möglich sind: 0, 100, 200, 300, 400, 500, 600"],
    ["accident cover as text", { ...valid, persons: [{ birthYear: 1984, accidentCoverage: "ja" }] }, "persons[0].accidentCoverage", "accidentCoverage muss true oder false sein"],
    ["seven persons", { ...valid, persons: Array(7).fill({ birthYear: 1990 }) }, "persons", "Ein Haushalt hat höchstens 6 Personen"],
    ["no persons", { ...valid, persons: [] }, "persons", "Bitte gib mindestens eine Person an"],
    ["a bad postal code", { ...valid, postalCode: "80" }, "postalCode", "Die Postleitzahl muss aus 4 Ziffern bestehen"],
    ["an unknown sort", { ...valid, sortBy: "price_asc" }, "sortBy", "Unbekannte Sortierung"],
    ["an unknown current insurer", { ...valid, currentInsurerCode: "99999" }, "currentInsurerCode", "Die Krankenkasse mit der BAG-Nummer 99999 kennen wir nicht. Wähle deine Krankenkasse aus der Liste."],
  ])("answers %s with 400, the field and the single search's German message", async (_name, body, field, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; details: string; field: string; fields: Record<string, string[]> };
    expect(answer).toMatchObject({ details: message, field });
    expect(answer.fields[field]).toEqual([message]);
  });

  it("answers a postal code that does not exist with 404, broken JSON with 400", async () => {
    const unknown = await post({ ...valid, postalCode: "0001" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ details: "Die Postleitzahl 0001 gibt es in der Schweiz nicht" });
    expect((await post("{")).status).toBe(400);
  });
});
