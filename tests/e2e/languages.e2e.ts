import { expect, test, type Page } from "@playwright/test";
import { NECESSARY_ONLY, expectHydrated, primeBrowser } from "./pages/browser-state";

/**
 * The site in French, Italian and English: every public page under its language's prefix, with
 * <html lang>, hreflang alternates and no German sentence left on it; the switcher keeps the page
 * and its search; the browser's language suggests, never forces.
 */

const PAGES = ["/", "/calculator", "/optimizer", "/krankenkasse-wechseln", "/about", "/faq", "/privacy", "/krankenkasse-zuerich", "/krankenkasse-basel", "/krankenkasse-bern", "/krankenkasse-genf"];
const LANGUAGES = ["fr", "it", "en"] as const;
const localized = (language: string, path: string) => (path === "/" ? `/${language}` : `/${language}${path}`);

/** Words of German sentences that no French, Italian or English sentence uses. */
const GERMAN = /\b(?:und|nicht|deine?[nrs]?|wird|werden|oder|kannst|musst|für|über|Krankenkasse|Grundversicherung|Prämien|der|die|das|dem|ist|sind|mit|auf|bei|zum|zur|wenn|einen?|Jahr|Kanton)\b/;
/** Proper names that stay German in every language: the brand, offices and their programmes, places, insurers. */
const PROPER_NAMES =
  /Prämienkompass|Amt für [A-ZÄÖÜ][\w-]+(?: und [A-ZÄÖÜ][\w-]+)?|Sozialversicherungsanstalt[\w ]*|Ausgleichskasse[\w ]*|des Kantons [A-ZÄÖÜ][\w.-]+|[A-ZÄÖÜ][\w-]*(?: [A-ZÄÖÜ][\w-]*)* (?:AG|SA|Versicherungen)\b|Krankenkasse [A-ZÄÖÜ][\w-]+|KVG/g;

/** The browser (de-CH) would be offered German on these pages: it has been offered already. */
const suggestedAlready = (page: Page) => page.addInitScript(() => window.localStorage.setItem("language-suggested", "1"));

/** The path an attribute's URL points to ("http://host/fr/faq" → "/fr/faq"). */
async function pathOf(page: Page, selector: string): Promise<string | undefined> {
  const href = await page.locator(selector).getAttribute("href");
  return href ? new URL(href, "http://site").pathname : undefined;
}

/** The page's text without names marked as such (translate="no": insurers' and their products' own names). */
async function germanLines(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const name of body.querySelectorAll('[translate="no"]')) name.remove();
    document.documentElement.append(body);
    const visible = body.innerText;
    body.remove();
    return visible;
  });
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && GERMAN.test(line.replace(PROPER_NAMES, "")));
}

for (const language of LANGUAGES) {
  test(`every public page in ${language}: its language, its alternates, no German sentence`, async ({ page }) => {
    test.slow();
    await suggestedAlready(page);
    for (const path of PAGES) {
      const url = localized(language, path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", `${language}-CH`);
      expect(await pathOf(page, 'link[rel="canonical"]'), url).toBe(url);
      for (const [tag, href] of [["de-CH", path], ["fr-CH", localized("fr", path)], ["it-CH", localized("it", path)], ["en-CH", localized("en", path)], ["x-default", path]]) {
        expect(await pathOf(page, `link[rel="alternate"][hreflang="${tag}"]`), `${url} ${tag}`).toBe(href);
      }
      expect(await germanLines(page), url).toEqual([]);
    }
  });
}

test("the German pages stay unprefixed; /de/… leads there", async ({ page, request }) => {
  const response = await request.get("/de/faq", { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(response.headers()["location"]).toMatch(/\/faq$/);
  await page.goto("/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Fragen");
});

test("the switcher opens the same page with its search in another language", async ({ page }) => {
  await page.goto("/calculator?plz=8001&year=1990");
  const switcher = page.getByRole("navigation", { name: "Sprache" });
  await expect(switcher.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
  await switcher.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/calculator\?plz=8001&year=1990$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  await page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/calculator\?plz=8001&year=1990$/);
});

test.describe("a browser that prefers French", () => {
  test.use({ locale: "fr-CH" });

  test("is offered the French page once, never sent there", async ({ page }) => {
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/faq$/);
    const notice = page.getByTestId("language-suggestion");
    await expect(notice).toContainText("Cette page existe aussi en français.");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test("follows the suggestion to the same page in French", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByTestId("language-suggestion").getByRole("link", { name: "Lire en français" }).click();
    await expect(page).toHaveURL(/\/fr\/privacy$/);
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });
});

test("the sitemap names every page in every language with its alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/faq", "/krankenkasse-bern"]) {
    for (const prefix of ["", "/fr", "/it", "/en"]) expect(sitemap).toContain(`${prefix}${path}</loc>`);
  }
  expect(sitemap).toMatch(/hreflang="fr-CH" href="[^"]*\/fr\/faq"/);
});

test("the portal and the admin panel speak German and French; the other languages lead to German", async ({ page, request }) => {
  for (const path of ["/it/admin", "/en/insurer-portal"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([307, 308], path).toContain(response.status());
    expect(response.headers()["location"]).toMatch(/^\/(admin|insurer-portal)$|\/(admin|insurer-portal)$/);
  }
  await suggestedAlready(page);
  await page.goto("/fr/insurer-portal");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  expect(await germanLines(page)).toEqual([]);
});

test("a missing page answers 404 in its language", async ({ page }) => {
  const response = await page.goto("/it/non-esiste");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "it-CH");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Seite nicht gefunden");
  await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute("href", /^\/it\//);
});

test("the French canton page names the canton in French and keeps the figures", async ({ page }) => {
  await page.goto("/fr/krankenkasse-genf");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Genève");
  await page.goto("/fr/krankenkasse-geneve");
  await expect(page).toHaveURL(/\/fr\/krankenkasse-genf$/);
});

test("a page carries only its own language's texts", async ({ request }) => {
  const { readFileSync } = await import("node:fs");
  const texts = (language: string) => {
    const catalogue = JSON.parse(readFileSync(`lib/i18n/messages/${language}/calculator.json`, "utf8")) as { form: Record<string, unknown> };
    return Object.values(catalogue.form).filter((value): value is string => typeof value === "string" && value.length > 12);
  };
  const french = await (await request.get("/fr/calculator")).text();
  const german = await (await request.get("/calculator")).text();
  const germanTexts = texts("de");
  const frenchTexts = texts("fr");
  expect(germanTexts.length).toBeGreaterThan(3);
  expect(germanTexts.filter((text) => german.includes(text)).length).toBeGreaterThan(0);
  expect(germanTexts.filter((text) => french.includes(text))).toEqual([]);
  expect(frenchTexts.filter((text) => german.includes(text))).toEqual([]);
});

test("a form's validation messages speak the page's language", async ({ page }) => {
  const { readFileSync } = await import("node:fs");
  type Texts = { form: { submit: string; location: string; currentInsurer: string }; errors: { required: string } };
  const french = JSON.parse(readFileSync("lib/i18n/messages/fr/calculator.json", "utf8")) as Texts;
  await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
  await suggestedAlready(page);
  await page.goto("/fr/calculator");
  await expectHydrated(page.getByRole("combobox", { name: french.form.currentInsurer }));
  const location = page.getByRole("combobox", { name: french.form.location });
  await location.fill("");
  await page.getByRole("button", { name: french.form.submit }).click();
  await expect(page.locator("#calc-location-error")).toContainText(french.errors.required);
  expect(await germanLines(page)).toEqual([]);
});

test("the advisor on the French page answers in French, also a message of numbers only", async ({ page }) => {
  await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
  await suggestedAlready(page);
  await page.goto("/fr");
  const assistant = page.getByTestId("assistant-message");
  await expect(assistant.first()).toBeVisible();
  const input = page.getByRole("textbox", { name: "Votre message" });
  await expectHydrated(input);
  await input.fill("8001 1990");
  await input.press("Enter");
  await expect(assistant).toHaveCount(2);
  await expect(assistant.last()).toContainText(/offres/);
  expect(GERMAN.test((await assistant.last().innerText()).replace(PROPER_NAMES, ""))).toBe(false);
  await expect(page.getByTestId("premium-card").first()).toBeVisible();

  // The details dialog's product chat answers in French: the suggestion, then a question of the person's own.
  await page.getByTestId("premium-card").first().getByRole("button", { name: "Détails" }).click();
  const dialog = page.getByTestId("details-dialog");
  await dialog.getByRole("button", { name: /Suggestion/ }).click();
  const answers = dialog.getByTestId("product-chat-answer");
  await expect(answers).toHaveCount(1);
  await expect(answers.first()).toContainText(/interlocuteur/);
  await dialog.getByRole("textbox", { name: "Question sur le produit" }).fill("ça coûte combien par an ?");
  await dialog.getByRole("textbox", { name: "Question sur le produit" }).press("Enter");
  await expect(answers).toHaveCount(2);
  await expect(answers.last()).toContainText(/par mois, soit .+ par an/);
  for (const answer of await answers.allInnerTexts()) expect(GERMAN.test(answer.replace(PROPER_NAMES, ""))).toBe(false);
});
