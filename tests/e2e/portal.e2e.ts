import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_INSURERS, readIssuedKeys } from "./issued-keys";
import { InsurerPortalPage } from "./pages/insurer-portal-page";

type Premium = {
  id: string;
  insurer: { code: string; name: string };
  monthlyPremium: number;
  franchise: { amount: number };
  model: { name: string; tariffName: string };
  region: Record<string, unknown>;
};

const keys = readIssuedKeys();
test.skip(!keys, "needs the keys the e2e web server issues into its fresh database");
const keyOf = (code: string) => keys![code]!.apiKey;

/** A real premium of the insurer: Zurich 8001, born 1990, deductible 300, standard model. */
async function premiumOf(request: APIRequestContext, insurerCode: string): Promise<Premium> {
  const response = await request.post("/api/premiums/search", {
    data: { postalCode: "8001", birthYear: 1990, franchiseAmount: 300, modelCode: "standard", limit: 200 },
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: Premium[] };
  const premium = results.find((result) => result.insurer.code === insurerCode);
  if (!premium) throw new Error(`no premium of insurer ${insurerCode}`);
  return premium;
}

/** A quote request as the quote dialog sends it; answers the quote id. */
async function requestQuote(request: APIRequestContext, premium: Premium, lastName: string): Promise<string> {
  const response = await request.post("/api/quote/request", {
    data: {
      selectedPremium: {
        id: premium.id,
        insurer: premium.insurer,
        monthlyPremium: premium.monthlyPremium,
        franchise: { amount: premium.franchise.amount },
        model: premium.model.name,
        tariffName: premium.model.tariffName,
        region: premium.region,
      },
      customerData: {
        firstName: "Erika",
        lastName,
        email: `erika.${lastName.toLowerCase()}@example.ch`,
        phone: "079 555 66 77",
        birthDate: "1990-03-14",
        address: "Seestrasse 12",
        city: "Zürich",
        gender: "female",
        language: "de",
        consent: true,
      },
      idempotencyKey: randomUUID(),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { quoteId: string }).quoteId;
}

test("an insurer sees a new lead, marks it downloaded, exports it as CSV and logs out", { tag: "@instances" }, async ({ page, request }) => {
  const lastName = `Portal${Date.now()}`;
  const quoteId = await requestQuote(request, await premiumOf(request, E2E_INSURERS.slkk), lastName);
  const portal = new InsurerPortalPage(page);
  await portal.open();
  await portal.login("SLKK", keyOf(E2E_INSURERS.slkk));
  await portal.expectLoggedIn("SLKK");
  await expect(portal.table).toBeVisible();
  await expect(portal.row(quoteId)).toContainText(`Erika ${lastName}`);
  await portal.expectLead(quoteId, { status: "neu", downloads: 0 });

  // Nothing selected: the spec's notice, nothing changes.
  await portal.markSelectedDownloaded();
  await expect(portal.toast("Keine Auswahl")).toContainText("Bitte wählen Sie mindestens einen Lead aus");
  await portal.expectLead(quoteId, { status: "neu", downloads: 0 });

  await portal.select(quoteId);
  await expect(page.getByTestId("lead-selection")).toHaveText("1 Lead ausgewählt");
  await portal.markSelectedDownloaded();
  await portal.expectLead(quoteId, { status: "heruntergeladen", downloads: 1 });
  await expect(page.getByTestId("lead-selection")).toHaveText("Keine Leads ausgewählt");

  // None selected: the export holds every lead of the insurer.
  const { fileName, text } = await portal.exportCsv();
  expect(fileName).toMatch(/^leads-slkk-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = text.replace(/^\uFEFF/, "").split("\r\n");
  // The spec's 15 columns first, then what the insurer needs to reproduce the offer.
  expect(lines[0]).toMatch(
    /^"Offert-ID";"Vorname";"Nachname";"E-Mail";"Telefon";"Geburtsdatum";"PLZ";"Ort";"Kanton";"Monatsprämie \(CHF\)";"Franchise \(CHF\)";"Modell";"Produkt";"Status";"Downloads";"Tarifjahr";/,
  );
  const line = lines.find((entry) => entry.startsWith(`"${quoteId}"`));
  expect(line).toContain(`"Erika";"${lastName}";"erika.${lastName.toLowerCase()}@example.ch";"079 555 66 77";"14.03.1990";"8001";"Zürich";"Zürich";`);
  expect(line).toMatch(/;"300";"Standard";"[^"]+";"heruntergeladen";"1";"\d{4}";"(ja|nein)";"Seestrasse 12";"weiblich";"Deutsch";"";"1";"1";"[\d.]+"$/);

  await portal.hideDownloaded.check();
  await expect(portal.row(quoteId)).toHaveCount(0);

  await portal.logout();
  await expect(portal.apiKey).toHaveValue("");
  await expect(portal.row(quoteId)).toHaveCount(0);
});

test("another insurer sees nothing of it; pages, page sizes and export all", async ({ page, request }) => {
  const foreign = await requestQuote(request, await premiumOf(request, E2E_INSURERS.slkk), `Fremd${Date.now()}`);
  const css = await premiumOf(request, E2E_INSURERS.css);
  for (let i = 0; i < 11; i++) await requestQuote(request, css, `Css${i}x${Date.now()}`);

  const portal = new InsurerPortalPage(page);
  await portal.open();
  await portal.login("CSS", keyOf(E2E_INSURERS.css));
  await portal.expectLoggedIn("CSS");
  await expect(portal.rows).toHaveCount(10);
  await expect(portal.row(foreign)).toHaveCount(0);

  // Accessible, and usable by keyboard: Space on a row's checkbox selects it.
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await portal.rows.first().getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("lead-selection")).toHaveText("1 Lead ausgewählt");
  await portal.selectAll.focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("lead-selection")).toHaveText("10 Leads ausgewählt");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("lead-selection")).toHaveText("Keine Leads ausgewählt");
  await expect(page.getByTestId("lead-page")).toHaveText("Seite 1 von 2");
  await portal.pagination.getByRole("button", { name: "Nächste Seite" }).click();
  await expect(portal.rows).toHaveCount(1);
  await expect(page.getByTestId("lead-page")).toHaveText("Seite 2 von 2");

  await portal.pageSize.selectOption("25");
  await expect(portal.rows).toHaveCount(11);
  await expect(portal.pagination).toHaveCount(0);

  await portal.pageSize.selectOption("10");
  const { text } = await portal.exportCsv();
  const dataLines = text.split("\r\n").slice(1).filter(Boolean);
  expect(dataLines).toHaveLength(11);
  expect(text).not.toContain(foreign);

  // The API says the same: CSS can neither read nor mark SLKK's lead.
  const headers = { "x-insurer-code": E2E_INSURERS.css, "x-api-key": keyOf(E2E_INSURERS.css) };
  const leads = await (await request.get("/api/insurer/leads?pageSize=100", { headers })).json();
  expect(JSON.stringify(leads)).not.toContain(foreign);
  expect(await (await request.post("/api/insurer/download", { headers, data: { quoteIds: [foreign] } })).json()).toEqual({ downloadedCount: 0 });
});

test("a wrong key or missing fields show the login failure texts", async ({ page }) => {
  const portal = new InsurerPortalPage(page);
  await portal.open();
  await portal.loginButton.click();
  await expect(portal.toast("Unvollständige Eingaben")).toContainText("Bitte füllen Sie alle Felder aus");

  await portal.login("SLKK", "pk_this-is-not-the-key");
  await expect(portal.toast("Anmeldung fehlgeschlagen")).toContainText("Bitte überprüfen Sie Ihre Zugangsdaten");
  await expect(portal.loginForm).toBeVisible();
  await expect(portal.insurerCode).toHaveValue(E2E_INSURERS.slkk);
  await expect(portal.companyName).toHaveValue("SLKK");
  // Nothing of the credentials lands in the address or the browser's storage.
  expect(page.url()).not.toContain("pk_");
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie)).not.toContain("pk_");
});
