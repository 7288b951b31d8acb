import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_INSURERS, readIssuedKeys } from "./issued-keys";
import { InsurerPortalPage } from "./pages/insurer-portal-page";

// A household's quote request as the quote dialog sends it for a household card (no page opens the
// dialog with a household yet: the calculator's household cards come separately), then the insurer
// sees it in the portal as one lead with its persons and exports one CSV row per person.
type HouseholdOffer = { insurer: { code: string; name: string }; persons: { premiumId: string; monthlyPremium: number }[]; total: { monthly: number } };

const keys = readIssuedKeys();
test.skip(!keys, "needs the keys the e2e web server issues into its fresh database");

const family = [{ birthYear: 1984 }, { birthYear: 1986, franchiseAmount: 2500 }, { birthYear: 2016, label: "Kind 1" }];

test("a household's quote request reaches the insurer's portal as one lead with its persons", async ({ page, request }) => {
  const search = await request.post("/api/premiums/household", { data: { postalCode: "8001", tariffYear: 2026, persons: family } });
  expect(search.status()).toBe(200);
  const { offers } = (await search.json()) as { offers: HouseholdOffer[] };
  const offer = offers.find((entry) => entry.insurer.code === E2E_INSURERS.slkk)!;
  expect(offer).toBeDefined();
  const household = {
    insurerCode: offer.insurer.code,
    tariffYear: 2026,
    postalCode: "8001",
    persons: offer.persons.map((person, index) => ({ birthYear: family[index]!.birthYear, premiumId: person.premiumId, ...(family[index]!.label ? { label: family[index]!.label } : {}) })),
  };
  // What the dialog shows first: the offer from the premium data.
  const shown = await request.post("/api/quote/household", { data: household });
  expect(shown.status()).toBe(200);
  expect(((await shown.json()) as { total: { monthly: number } }).total.monthly).toBe(offer.total.monthly);

  const lastName = `Haushalt${Date.now()}`;
  const sent = await request.post("/api/quote/request", {
    data: {
      household,
      customerData: {
        firstName: "Erika",
        lastName,
        email: `erika.${lastName.toLowerCase()}@example.ch`,
        phone: "079 555 66 77",
        birthDate: "1984-03-14",
        address: "Seestrasse 12",
        city: "Zürich",
        gender: "female",
        language: "de",
        consent: true,
      },
      furtherPersons: [
        { firstName: "Hans", lastName, birthDate: "1986-08-01", gender: "male", email: `hans.${lastName.toLowerCase()}@example.ch` },
        { firstName: "Lina", lastName, birthDate: "2016-02-10", gender: "female" },
      ],
      idempotencyKey: randomUUID(),
    },
  });
  expect(sent.status()).toBe(201);
  const { quoteId } = (await sent.json()) as { quoteId: string };

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
