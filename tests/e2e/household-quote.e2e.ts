import { expect, test } from "@playwright/test";
import { formatChf } from "@/lib/domain/premium-value";
import { E2E_INSURERS, readIssuedKeys } from "./issued-keys";
import { HouseholdCalculator } from "./pages/household-calculator";
import { InsurerPortalPage } from "./pages/insurer-portal-page";

// A family compares in the calculator, asks SLKK for a quote for the whole household through the
// household card's dialog, and the insurer sees it in the portal as one lead with its persons and
// exports one CSV row per person.
type HouseholdOffer = { insurer: { code: string; name: string }; persons: { premiumId: string; monthlyPremium: number }[]; total: { monthly: number } };

const keys = readIssuedKeys();
test.skip(!keys, "needs the keys the e2e web server issues into its fresh database");
test.describe.configure({ timeout: 240_000 });

const family = [{ birthYear: 1984 }, { birthYear: 1986, franchiseAmount: 2500 }, { birthYear: 2016, label: "Kind 1" }];

test("a household's quote request from its card reaches the insurer's portal as one lead with its persons", async ({ page, request }) => {
  // The offer the card shows, straight from the API (the calculator's default year and model).
  const search = await request.post("/api/premiums/household", { data: { postalCode: "8001", modelCodes: ["standard"], persons: family } });
  expect(search.status()).toBe(200);
  const { offers } = (await search.json()) as { offers: HouseholdOffer[] };
  const offer = offers.find((entry) => entry.insurer.code === E2E_INSURERS.slkk)!;
  expect(offer).toBeDefined();

  const calc = new HouseholdCalculator(page);
  await calc.open("plz=8001&haushalt=1&person=1984-300-u&person=1986-2500-u&person=2016-0-u-Kind+1");
  await expect(calc.householdCards.first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: new RegExp(`^Offerte anfordern bei ${offer.insurer.name} für den ganzen Haushalt$`) }).click();

  const dialog = page.getByRole("dialog", { name: "Offerte anfordern" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(formatChf(offer.total.monthly));
  const lastName = `Haushalt${Date.now()}`;
  // The contact person's form comes first; each further person has a fieldset of their own.
  const contact = (label: string) => dialog.getByLabel(label, { exact: true }).first();
  await contact("Vorname").fill("Erika");
  await contact("Nachname").fill(lastName);
  await contact("E-Mail").fill(`erika.${lastName.toLowerCase()}@example.ch`);
  await contact("Telefon").fill("079 555 66 77");
  await contact("Geburtsdatum").fill("1984-03-14");
  await contact("Geschlecht").selectOption("female");
  await contact("Strasse").fill("Seestrasse");
  await contact("Hausnummer").fill("12");
  const further = dialog.getByTestId("household-person");
  await expect(further).toHaveCount(2);
  const people = [
    { firstName: "Hans", birthDate: "1986-08-01", gender: "male", email: `hans.${lastName.toLowerCase()}@example.ch` },
    { firstName: "Lina", birthDate: "2016-02-10", gender: "female" },
  ];
  for (const [index, person] of people.entries()) {
    const fieldset = further.nth(index);
    await fieldset.getByLabel("Vorname", { exact: true }).fill(person.firstName);
    await fieldset.getByLabel("Nachname", { exact: true }).fill(lastName);
    await fieldset.getByLabel("Geburtsdatum", { exact: true }).fill(person.birthDate);
    await fieldset.getByLabel("Geschlecht", { exact: true }).selectOption(person.gender);
    if (person.email) await fieldset.getByRole("textbox", { name: /E-Mail/ }).fill(person.email);
  }
  await dialog.getByRole("checkbox").check();
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/quote/request"));
  await dialog.getByRole("button", { name: "Offerte anfordern" }).click();
  const sent = await answer;
  expect(sent.status()).toBe(201);
  const { quoteId } = (await sent.json()) as { quoteId: string };
  await expect(page.getByText("Erfolgreich gesendet!")).toBeVisible();

  const portal = new InsurerPortalPage(page);
  await portal.open();
  await portal.login("SLKK", keys![E2E_INSURERS.slkk]!.apiKey);
  await portal.expectLoggedIn("SLKK");
  const row = portal.row(quoteId);
  await expect(row).toHaveCount(1);
  const householdCell = row.getByTestId("lead-household");
  await expect(householdCell).toContainText("Haushalt mit 3 Personen");
  await expect(row.getByTestId("lead-person")).toHaveText([
    new RegExp(`Erika ${lastName}, geb\\. 14\\.03\\.1984`),
    new RegExp(`Hans ${lastName}, geb\\. 01\\.08\\.1986`),
    new RegExp(`Lina ${lastName}, geb\\. 10\\.02\\.2016`),
  ]);

  await portal.select(quoteId);
  const { text } = await portal.exportCsv();
  const lines = text.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toContain('"Tarifjahr";"Unfalldeckung";"Strasse und Nr.";"Geschlecht";"Sprache";"Aktuelle Krankenkasse";"Person Nr.";"Personen in der Anfrage"');
  const rows = lines.filter((line) => line.startsWith(`"${quoteId}"`));
  expect(rows).toHaveLength(3);
  expect(rows.map((line) => line.split(";")[1])).toEqual(['"Erika"', '"Hans"', '"Lina"']);
  for (const [index, line] of rows.entries()) {
    expect(line).toContain(`"${offer.persons[index]!.monthlyPremium.toFixed(2)}"`);
    expect(line).toMatch(new RegExp(`"${index + 1}";"3";"${offer.total.monthly.toFixed(2)}"$`));
  }
});
