import { expect, test } from "@playwright/test";
import { CANTON_CODES, cantonPath } from "@/lib/domain/canton-pages";
import { CANTON_NAMES, type CantonCode } from "@/lib/domain/cantons";
import { formatChf } from "@/lib/domain/premium-value";
import { defaultTariffYear } from "@/lib/domain/tariff-year";
import { bagPremiums2026, bagPremiums2027, headline } from "../support/bag-files";
import { expectNoAxeViolations } from "./pages/axe";
import { NECESSARY_ONLY, primeBrowser } from "./pages/browser-state";

// Every canton page in one browser page: its headline figures, computed here straight from the
// BAG files for the year shown by default, and no axe violation.
// axe on 25 pages of several hundred table cells each: about 5 s a page on a loaded two-core machine.
test.describe.configure({ timeout: 480_000 });

const year = defaultTariffYear([2026, 2027], new Date())!;
const premiums = year === 2027 ? bagPremiums2027() : bagPremiums2026();
const chf = (rappen: number) => formatChf(rappen / 100);

const byPath = new Map<string, CantonCode[]>();
for (const code of CANTON_CODES) byPath.set(cantonPath(code), [...(byPath.get(cantonPath(code)) ?? []), code]);

test("all 26 cantons: a page with the data's figures for the year it names, axe clean", async ({ page }) => {
  await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
  expect(byPath.size).toBe(25); // Basel-Stadt and Basel-Landschaft share one page
  for (const [path, codes] of byPath) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(codes.length > 1 ? "Basel" : CANTON_NAMES[codes[0]!]);
    for (const code of codes) {
      const adult = headline(premiums, code, "ERW", 300);
      await expect(main, `${path} ${code}`).toContainText(`ab ${chf(adult.cheapestRappen)}`);
      await expect(main, `${path} ${code}`).toContainText(`bis ${chf(adult.dearestRappen)}`);
    }
    await expect(main).toContainText(String(year));
    await expectNoAxeViolations(page, path);
  }
});

test("the French, Italian and short names lead to the German page with a permanent redirect", async ({ request }) => {
  const redirects: [string, string][] = [
    ["/krankenkasse-vaud", "/krankenkasse-waadt"],
    ["/krankenkasse-vd", "/krankenkasse-waadt"],
    ["/krankenkasse-ticino", "/krankenkasse-tessin"],
    ["/krankenkasse-zh", "/krankenkasse-zuerich"],
    ["/krankenkasse-bale-campagne", "/krankenkasse-basel"],
  ];
  for (const [from, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe(to);
  }
  expect((await request.get("/krankenkasse-atlantis")).status()).toBe(404);
});

test("the one-region canton says so; a canton with regions lists each with its offers and calculator links", async ({ page }) => {
  await page.goto("/krankenkasse-genf");
  await expect(page.getByRole("heading", { name: "Eine Prämienregion für den ganzen Kanton Genf" })).toBeVisible();
  await page.goto("/krankenkasse-bern");
  for (const region of [1, 2, 3]) await expect(page.getByRole("heading", { name: `Region ${region}`, exact: true })).toBeVisible();
  const link = page.getByRole("link", { name: `Alle Angebote ${year} mit Franchise CHF 300 im Prämienrechner` }).first();
  await expect(link).toHaveAttribute("href", new RegExp(`^/calculator\\?plz=\\d{4}&jahrgang=${year - 35}&franchise=300&unfall=1&.*jahr=${year}`));
});
