import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN_PASSWORD, readAdminOutbox } from "./admin-login";
import { E2E_INSURERS, readIssuedKeys } from "./issued-keys";
import { AdminPage } from "./pages/admin-page";
import { InsurerPortalPage } from "./pages/insurer-portal-page";

const outbox = readAdminOutbox();
const issued = readIssuedKeys();
test.skip(!outbox || !issued, "needs the web server of the e2e run (its admin password and mail outbox)");

// In order, in one worker: each test reads the newest code mail, so two logins must not overlap.
// Whole journeys on a shared two-core machine: a minute each at most.
test.describe.configure({ mode: "default", timeout: 60_000 });

test("logs in with the e-mailed code, renews SLKK's key, and the new key opens the insurer portal", { tag: "@instances" }, async ({ page, context }) => {
  // Three apps, five accessibility scans and two reloads: behind nginx on a loaded two-core CI machine this
  // journey took just over the minute (it timed out on its last step, the login form after the logout).
  test.setTimeout(120_000);
  const admin = new AdminPage(page, outbox!);
  await admin.open();
  await admin.expectAccessible();

  const code = await admin.submitPassword(E2E_ADMIN_PASSWORD);
  await expect(admin.code).toBeFocused();
  await expect(admin.countdown).toHaveText(/Gültig noch (1:00|0:5\d)/);
  await admin.expectAccessible();
  await admin.code.fill(code);
  await admin.verify.click();
  await expect(admin.dashboardHeading).toBeFocused();
  await expect(admin.statusRow(E2E_INSURERS.slkk)).toContainText("SLKK");
  await expect(admin.statusRow(E2E_INSURERS.slkk).getByTestId("key-active")).toHaveText("ja");
  await admin.expectAccessible();

  const key = await admin.renewKey("SLKK", E2E_INSURERS.slkk);
  expect(key).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
  expect(key).not.toBe(issued![E2E_INSURERS.slkk]!.apiKey);
  await expect(admin.toast("Schlüssel erneuert")).toBeVisible();
  await admin.expectAccessible();

  // The export holds the new key.
  const [download] = await Promise.all([page.waitForEvent("download"), admin.exportKeys.click()]);
  expect(download.suggestedFilename()).toMatch(/^zugangsschluessel-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString("utf8")).toContain(`"${E2E_INSURERS.slkk}";"SLKK";"${key}"`);

  // The insurer logs in with it (in another tab; the old key stays valid for the other tests).
  const portal = new InsurerPortalPage(await context.newPage());
  await portal.open();
  await portal.login("SLKK", key);
  await portal.expectLoggedIn("SLKK");

  // Still logged in after a reload; the renewal is in the log; the new key is not on the page any more.
  // Back to the admin tab first: a background tab gets no animation frames, so a click there never
  // sees its button "stable" (the click waited its whole minute behind nginx in CI).
  await portal.page.close();
  await page.bringToFront();
  await page.reload();
  await expect(admin.dashboardHeading).toBeVisible();
  await expect(page.getByTestId("audit-row").filter({ hasText: "Schlüssel erneuert" }).filter({ hasText: E2E_INSURERS.slkk }).first()).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  await admin.logout();
  await expect(admin.toast("Abgemeldet")).toBeVisible();
  await page.reload();
  await expect(admin.passwordForm).toBeVisible();
});

test("keyboard only: a wrong password and a wrong code show the spec's messages, then the login works", async ({ page }) => {
  const admin = new AdminPage(page, outbox!);
  await admin.open();
  // Tab from the top of the page to the password field.
  for (let i = 0; i < 30 && !(await admin.password.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(admin.password).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(page.getByText("Bitte geben Sie Ihr Passwort ein")).toBeVisible();
  await page.keyboard.type("falsches-Passwort");
  await page.keyboard.press("Enter");
  await expect(admin.toast("Ungültiges Passwort")).toContainText("Das eingegebene Passwort ist nicht korrekt");
  await expect(admin.password).toBeFocused();
  await expect(admin.password).toHaveValue("");

  const before = admin.mailsNow();
  await page.keyboard.type(E2E_ADMIN_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(admin.code).toBeFocused();
  const code = await admin.newCode(before);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.keyboard.type(`${wrong}9`); // the 7th digit is dropped
  await expect(admin.code).toHaveValue(wrong);
  await page.keyboard.press("Enter");
  await expect(admin.toast("Ungültiger Code")).toContainText("Der eingegebene Code ist nicht korrekt. Noch 4 Versuche.");
  await expect(admin.code).toHaveValue("");
  await expect(admin.code).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(admin.dashboardHeading).toBeFocused();
  await admin.logout();
});

test("the countdown warns at 10 s, a new code restarts it, and at 0 the login starts over", async ({ page }) => {
  // The page's clock runs fast on request: no waiting for 60 real seconds.
  await page.clock.install();
  const admin = new AdminPage(page, outbox!);
  await admin.open();
  const code = await admin.submitPassword(E2E_ADMIN_PASSWORD);

  // Verify is enabled only at exactly 6 digits.
  await admin.code.fill("12a34");
  await expect(admin.code).toHaveValue("1234");
  await expect(admin.verify).toBeDisabled();
  await admin.code.fill(code);
  await expect(admin.verify).toBeEnabled();

  await page.clock.fastForward(30_000);
  await expect(admin.countdown).toHaveText(/Gültig noch 0:(2\d|30)/);
  const before = admin.mailsNow();
  await admin.resend.click();
  await expect(admin.toast("Neuer Code gesendet")).toBeVisible();
  await expect(admin.code).toHaveValue("");
  await expect(admin.countdown).toHaveText(/Gültig noch (1:00|0:5\d)/);
  const second = await admin.newCode(before);
  expect(second).toMatch(/^\d{6}$/);

  await page.clock.fastForward(50_000);
  await expect(admin.countdown).toHaveAttribute("data-warning", "true");
  await expect(admin.countdown).toContainText("Der Code läuft gleich ab.");
  await admin.expectAccessible();
  await admin.code.fill(second);
  await page.clock.fastForward(11_000);
  await expect(admin.passwordForm).toBeVisible();
  await expect(admin.toast("Code abgelaufen")).toBeVisible();
  await expect(admin.password).toBeFocused();
});

test("renew all after a confirmation, deactivate an insurer's older keys, delete a lead on request", async ({ page, request }) => {
  test.setTimeout(120_000); // four axe runs over a page listing every insurer's new key
  const admin = new AdminPage(page, outbox!);
  await admin.open();
  await admin.login(E2E_ADMIN_PASSWORD);

  // Nothing renewed yet in this session: nothing to export.
  await admin.exportKeys.click();
  await expect(admin.toast("Keine Daten zum Exportieren")).toBeVisible();

  await admin.renewAllButton.click();
  const dialog = page.getByRole("alertdialog", { name: "Alle Schlüssel erneuern?" });
  await expect(dialog).toBeVisible();
  await admin.expectAccessible("renew-all confirmation");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.renewAllButton).toBeFocused();
  await expect(admin.newKeys).toHaveCount(0);

  const insurers = await admin.statusTable.getByTestId("key-status-row").count();
  await admin.renewAllButton.click();
  await dialog.getByRole("button", { name: "Jetzt erneuern" }).click();
  await expect(admin.newKeys).toHaveCount(insurers);
  await expect(admin.statusTable.getByTestId("key-active").filter({ hasText: "nein" })).toHaveCount(0);

  // An insurer the other tests do not use: a second new key, then its older one goes.
  const row = admin.statusTable
    .locator(`[data-testid="key-status-row"]:not([data-insurer-code="${E2E_INSURERS.slkk}"]):not([data-insurer-code="${E2E_INSURERS.css}"])`)
    .nth(2);
  const code = (await row.getAttribute("data-insurer-code"))!;
  const name = (await row.locator("td").nth(1).textContent())!.trim();
  expect([E2E_INSURERS.slkk, E2E_INSURERS.css]).not.toContain(code);
  await admin.renewKey(name, code);
  await admin.expectAccessible("a new key shown");
  await page.getByRole("button", { name: `Ältere deaktivieren: Schlüssel von ${name}` }).click();
  const deactivate = page.getByRole("alertdialog", { name: "Ältere Schlüssel deaktivieren?" });
  await expect(deactivate).toBeVisible();
  await admin.expectAccessible("deactivate confirmation");
  await deactivate.getByRole("button", { name: "Deaktivieren" }).click();
  await expect(admin.toast("Ältere Schlüssel deaktiviert")).toContainText("1 Schlüssel deaktiviert.");

  // A person asks for deletion: found by e-mail address, deleted after a confirmation.
  const email = `loeschen.${randomUUID().slice(0, 8)}@example.ch`;
  const search = await request.post("/api/premiums/search", {
    data: { postalCode: "8001", birthYear: 1990, franchiseAmount: 300, modelCode: "standard", limit: 1 },
  });
  const [premium] = ((await search.json()) as { results: Record<string, never>[] }).results as unknown as {
    id: string; insurer: { code: string; name: string }; monthlyPremium: number; franchise: { amount: number }; model: { name: string; tariffName: string }; region: unknown;
  }[];
  const quote = await request.post("/api/quote/request", {
    data: {
      selectedPremium: { id: premium!.id, insurer: premium!.insurer, monthlyPremium: premium!.monthlyPremium, franchise: { amount: premium!.franchise.amount }, model: premium!.model.name, tariffName: premium!.model.tariffName, region: premium!.region },
      customerData: { firstName: "Lea", lastName: "Löschwunsch", email, phone: "079 555 66 77", birthDate: "1990-03-14", address: "Seestrasse 12", city: "Zürich", gender: "female", language: "de", consent: true },
      idempotencyKey: randomUUID(),
    },
  });
  expect(quote.status()).toBe(201);
  const { quoteId } = (await quote.json()) as { quoteId: string };
  await admin.leadQuery.fill(email.toUpperCase());
  await page.getByRole("button", { name: "Suchen" }).click();
  const found = page.locator(`[data-testid="lead-search-row"][data-quote-id="${quoteId}"]`);
  await expect(found).toContainText("Lea Löschwunsch");
  await admin.expectAccessible("lead search result");
  await found.getByRole("button", { name: `Löschen: Offertanfrage ${quoteId}` }).click();
  const erase = page.getByRole("alertdialog", { name: "Offertanfrage endgültig löschen?" });
  await expect(erase).toBeVisible();
  await admin.expectAccessible("delete confirmation");
  await erase.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(admin.toast("Offertanfrage gelöscht")).toBeVisible();
  await expect(found).toHaveCount(0);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByTestId("lead-search-empty")).toBeVisible();
  await expect(page.getByTestId("audit-row").filter({ hasText: "Offertanfrage gelöscht" }).filter({ hasText: quoteId })).toBeVisible();
  await admin.logout();
});

test("the request gate sends visitors of admin sub-pages without a session cookie to /admin", async ({ request }) => {
  const gated = await request.get("/admin/protokoll", { maxRedirects: 0 });
  expect(gated.status()).toBe(307);
  expect(new URL(gated.headers()["location"]!, "http://x").pathname).toBe("/admin");
  // With a cookie it lets the request through (here to the 404 page): the API checks the session, not the gate.
  const passed = await request.get("/admin/protokoll", { maxRedirects: 0, headers: { cookie: "pk_admin=irgendwas" } });
  expect(passed.status()).toBe(404);
  // The panel itself is not gated; it gets its page policy with its scripts' hashes like every page.
  const panel = await request.get("/admin", { maxRedirects: 0 });
  expect(panel.status()).toBe(200);
  expect(panel.headers()["content-security-policy"]).toMatch(/script-src [^;]*'sha256-/);
});
