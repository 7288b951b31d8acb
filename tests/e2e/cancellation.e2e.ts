import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Download, type Page } from "@playwright/test";
import { pdfPageTexts } from "../support/pdf-text";
import { NECESSARY_ONLY, primeBrowser } from "./pages/browser-state";
import { CancellationDialog, type LetterData } from "./pages/cancellation-dialog";

// A fixed "today": 10 November 2026, before the recommended posting day (Saturday, 14 November).
const TODAY = new Date("2026-11-10T10:00:00+01:00");

const anna: Omit<LetterData, "insurer"> = {
  fullName: "Anna Müller",
  street: "Bahnhofstrasse 1",
  postalCode: "8001",
  city: "Zürich",
  birthDate: "07.03.1985",
  insuranceNumber: "80756 123 456",
  reason: "Auf Ende Jahr",
};

test.beforeEach(async ({ page }) => {
  await primeBrowser(page, { consent: NECESSARY_ONLY, welcomeSeen: true });
  await page.clock.setFixedTime(TODAY);
});

/** Requests that would send form data away: anything but GET, or an API other than the insurer list. */
function watchOutgoing(page: Page) {
  const suspicious: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() !== "GET" || (url.pathname.startsWith("/api/") && url.pathname !== "/api/insurer/list")) {
      suspicious.push(`${request.method()} ${url.pathname}`);
    }
  });
  return suspicious;
}

async function expectLetter(download: Download, insurer: string, fileName: string) {
  expect(download.suggestedFilename()).toBe(fileName);
  const [letter = "", notes = ""] = pdfPageTexts(new Uint8Array(readFileSync(await download.path())));
  for (const text of [anna.fullName, "8001 Zürich", insurer, "Zürich, 10. November 2026", "Art. 7 KVG", "31. Dezember 2026", "Geburtsdatum: 07.03.1985"]) {
    expect(letter).toContain(text);
  }
  expect(letter).not.toContain("Einschreiben");
  expect(notes).toContain("Einschreiben");
  expect(notes).toContain("Samstag, 14. November 2026");
}

test("the guide's template button makes a cancellation letter PDF with an insurer from the list", async ({ page, request }) => {
  const list = (await (await request.get("/api/insurer/list")).json()) as { insurers: { name: string }[] };
  const insurer = list.insurers[0]?.name;
  expect(insurer, "the insurer list has entries").toBeTruthy();
  const outgoing = watchOutgoing(page);

  await page.goto("/krankenkasse-wechseln");
  const dialog = new CancellationDialog(page);
  await dialog.open();

  await dialog.submit();
  await expect(dialog.dialog.getByText("Bitte gib deinen Vor- und Nachnamen ein")).toBeVisible();
  await expect(dialog.field("PLZ")).toHaveAccessibleDescription("Bitte gib deine Postleitzahl ein");
  await expect(dialog.dialog.getByText("Bitte gib dein Geburtsdatum ein")).toBeVisible();
  await expect(dialog.dialog.getByText("Bitte wähle deine bisherige Krankenkasse")).toBeVisible();
  await expect(dialog.field("Vorname und Nachname")).toBeFocused();

  await dialog.fill({ ...anna, insurer: insurer! });
  await expect(dialog.reminder).toContainText("am besten bis am Samstag, 14. November 2026");
  await dialog.submit();
  // The PDF library loads only now, in the browser: on a loaded machine that takes longer than the default 5 s.
  await expect(dialog.downloadLink).toBeFocused({ timeout: 30_000 });

  const download = await dialog.download();
  expect(download.suggestedFilename()).toMatch(/^Kuendigung-[A-Za-z0-9-]+-2026\.pdf$/);
  await expectLetter(download, insurer!, download.suggestedFilename());
  expect(outgoing).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog.dialog).toBeHidden();
  await expect(dialog.trigger).toBeFocused();
});

test("without the insurer list the insurer's name is typed freely", async ({ page }) => {
  await page.route("**/api/insurer/list", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/krankenkasse-wechseln");
  const dialog = new CancellationDialog(page);
  await dialog.open();

  const insurer = dialog.dialog.getByRole("textbox", { name: "Bisherige Krankenkasse" });
  await expect(insurer).toHaveAccessibleDescription(/Gib den Namen deiner Krankenkasse ein/);
  await dialog.field("Vorname und Nachname").fill(anna.fullName);
  await dialog.field("Strasse und Hausnummer").fill(anna.street);
  await dialog.field("PLZ").fill(anna.postalCode);
  await dialog.field("Ort").fill(anna.city);
  await dialog.field("Geburtsdatum").fill("31.04.1985");
  await dialog.field("Versichertennummer").fill(anna.insuranceNumber);
  await insurer.fill("Beispiel Krankenkasse AG");
  await dialog.submit();
  await expect(dialog.field("Geburtsdatum")).toHaveAccessibleDescription("Dieses Datum gibt es nicht");

  await dialog.field("Geburtsdatum").fill(anna.birthDate);
  await dialog.submit();
  const download = await dialog.download();
  await expectLetter(download, "Beispiel Krankenkasse AG", "Kuendigung-Beispiel-Krankenkasse-AG-2026.pdf");
});

test("late in November the form warns that the time is short", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-11-24T10:00:00+01:00"));
  await page.route("**/api/insurer/list", (route) => route.fulfill({ json: { insurers: [] } }));
  await page.goto("/krankenkasse-wechseln");
  const dialog = new CancellationDialog(page);
  await dialog.open();
  await expect(dialog.reminder).toContainText("Die Zeit ist knapp: Der Brief muss spätestens am Montag, 30. November 2026");
  await dialog.dialog.getByRole("radio", { name: "Auf Mitte Jahr", exact: true }).check();
  await expect(dialog.reminder).toContainText("am besten bis am Montag, 15. März 2027");
});

test("the open dialog with its error messages has no serious accessibility violation", async ({ page }) => {
  await page.route("**/api/insurer/list", (route) => route.fulfill({ json: { insurers: [{ code: "1", name: "Alpha Krankenkasse AG" }] } }));
  await page.goto("/krankenkasse-wechseln");
  const dialog = new CancellationDialog(page);
  await dialog.open();
  await dialog.submit();
  await expect(dialog.dialog.getByText("Bitte wähle den Kündigungstermin")).toBeHidden(); // a term is preselected
  await expect(dialog.dialog.getByText("Bitte gib deinen Wohnort ein")).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
