import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { toast } from "sonner";
import { InsurerPortal } from "@/components/insurer-portal/insurer-portal";
import { createQueryClient } from "@/lib/http/query-client";
import { messages } from "@/lib/i18n/messages";
import { toLeadView, type LeadView } from "@/lib/leads/lead-record";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const KEY = "pk_secret-key-of-the-test";
const lead = (n: number, status: LeadView["status"] = "new"): LeadView =>
  toLeadView(
    {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      insurerCode: "923",
      tariffYear: 2026,
      monthlyRappen: 60_520,
      franchise: 300,
      model: "standard",
      productName: "Grundversicherung",
      accident: true,
      canton: "ZH",
      region: 1,
      status,
      downloadCount: status === "downloaded" ? 1 : 0,
      createdAt: new Date("2026-11-22T10:00:00.000Z"),
    },
    {
      firstName: "Anna",
      lastName: `Muster${n}`,
      email: `anna${n}@example.ch`,
      phone: "079 123 45 67",
      dateOfBirth: "1990-05-17",
      address: "Bahnhofstrasse 1",
      zipCode: "8001",
      city: "Zürich",
      ortschaftsname: "Zürich",
      gender: "female",
      language: "de",
      currentInsurerCode: null,
      currentInsurerName: null,
      consentAt: "2026-11-22T10:00:00.000Z",
    },
  );

/** A server holding `leads` for insurer 923 and accepting KEY. */
function fakeServer(leads: LeadView[], { keyValid = () => true }: { keyValid?: () => boolean } = {}) {
  const calls: { url: string; method: string; headers: Record<string, string>; body?: string }[] = [];
  // jsdom has no Response: the parts fetchJson reads.
  const json = (body: unknown, status = 200) => ({
    ok: status < 300,
    status,
    statusText: "",
    json: async () => body,
    text: async () => JSON.stringify(body),
  });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ url, method: init.method ?? "GET", headers, body: init.body as string | undefined });
    if (url === "/api/insurer/list") return json({ insurers: [{ code: "923", name: "SLKK" }, { code: "8", name: "CSS" }] });
    if (headers["x-api-key"] !== KEY || headers["x-insurer-code"] !== "923" || !keyValid()) {
      return json({ error: "Anmeldung fehlgeschlagen", details: "Bitte überprüfen Sie Ihre Zugangsdaten" }, 401);
    }
    if (url === "/api/insurer/validate-access") return json({ ok: true });
    if (url.startsWith("/api/insurer/leads?")) {
      const query = new URL(url, "http://x").searchParams;
      const page = Number(query.get("page"));
      const size = Number(query.get("pageSize"));
      const visible = query.get("hideDownloaded") === "true" ? leads.filter((l) => l.status !== "downloaded") : leads;
      return json({ leads: visible.slice((page - 1) * size, page * size), totalCount: visible.length });
    }
    if (url === "/api/insurer/download") {
      const ids = (JSON.parse(String(init.body)) as { quoteIds: string[] }).quoteIds;
      for (const l of leads) if (ids.includes(l.quoteId)) Object.assign(l, { status: "downloaded", downloadCount: l.downloadCount + 1 });
      return json({ downloadedCount: ids.length });
    }
    return json({ error: "nope" }, 404);
  }) as unknown as typeof fetch;
  return calls;
}

function setup() {
  const user = userEvent.setup();
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Zurich" messages={messages}>
      <QueryClientProvider client={createQueryClient()}>
        <InsurerPortal />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return user;
}

async function login(user: ReturnType<typeof userEvent.setup>, key = KEY) {
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Versicherer" })).toBeEnabled());
  await user.selectOptions(screen.getByRole("combobox", { name: "Versicherer" }), "SLKK");
  await user.type(screen.getByLabelText("Zugangsschlüssel"), key);
  await user.click(screen.getByRole("button", { name: "Anmelden" }));
}

beforeEach(() => jest.clearAllMocks());

describe("insurer portal", () => {
  it("asks for all fields before calling the server", async () => {
    const calls = fakeServer([]);
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Unvollständige Eingaben", { description: "Bitte füllen Sie alle Felder aus" }));
    expect(calls.some((call) => call.url.includes("validate-access"))).toBe(false);
  });

  it("a wrong key shows the login failure and stays on the login", async () => {
    fakeServer([]);
    const user = setup();
    await login(user, "pk_wrong");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Anmeldung fehlgeschlagen", { description: "Bitte überprüfen Sie Ihre Zugangsdaten" }));
    expect(screen.getByRole("button", { name: "Anmelden" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Versicherer-Code" })).toHaveValue("923");
    expect(screen.getByRole("textbox", { name: "Firmenname" })).toHaveValue("SLKK");
  });

  it("logs in with headers only, marks selected leads, and logs out clearing everything", async () => {
    const leads = [lead(1), lead(2)];
    const calls = fakeServer(leads);
    const user = setup();
    await login(user);
    const table = await screen.findByRole("table", { name: /Offertanfragen, neueste zuerst/ });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    for (const call of calls) expect(call.url).not.toContain(KEY);
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain(KEY);

    await user.click(screen.getByRole("button", { name: "Als heruntergeladen markieren" }));
    expect(toast.error).toHaveBeenCalledWith("Keine Auswahl", { description: "Bitte wählen Sie mindestens einen Lead aus" });

    await user.click(screen.getByRole("checkbox", { name: "Lead von Anna Muster2 auswählen" }));
    expect(screen.getByText("1 Lead ausgewählt")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Als heruntergeladen markieren" }));
    await waitFor(() => expect(screen.getByText("heruntergeladen")).toBeInTheDocument());
    const download = calls.find((call) => call.url === "/api/insurer/download")!;
    expect(JSON.parse(download.body!)).toEqual({ quoteIds: [leads[1]!.quoteId] });
    expect(screen.getByText("Keine Leads ausgewählt")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Abmelden" }));
    expect(screen.getByLabelText("Zugangsschlüssel")).toHaveValue("");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows pagination beyond the page size; page size and filter go back to page 1", async () => {
    fakeServer(Array.from({ length: 12 }, (_, i) => lead(i + 1, i === 0 ? "downloaded" : "new")));
    const user = setup();
    await login(user);
    await screen.findByText("Seite 1 von 2");
    await user.click(screen.getByRole("button", { name: "Nächste Seite" }));
    await screen.findByText("Seite 2 von 2");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(3));
    await user.selectOptions(screen.getByRole("combobox", { name: "Leads pro Seite" }), "25");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(13));
    expect(screen.queryByRole("navigation", { name: "Seitennavigation" })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Leads pro Seite" }), "10");
    await user.click(screen.getByRole("button", { name: "Nächste Seite" }));
    await screen.findByText("Seite 2 von 2");
    await user.click(screen.getByRole("checkbox", { name: "Heruntergeladene ausblenden" }));
    await screen.findByText("Seite 1 von 2");
    await waitFor(() => expect(screen.queryByText("heruntergeladen")).not.toBeInTheDocument());
  });

  it("exports every lead the filter matches (all pages) when none is selected", async () => {
    const leads = Array.from({ length: 130 }, (_, i) => lead(i + 1));
    const calls = fakeServer(leads);
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:test";
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = setup();
    await login(user);
    await screen.findByText("Seite 1 von 13");
    await user.click(screen.getByRole("button", { name: "Alle als CSV exportieren" }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const pages = calls.filter((call) => call.url.includes("pageSize=100")).map((call) => new URL(call.url, "http://x").searchParams.get("page"));
    expect(pages).toEqual(["1", "2"]);
    // jsdom's Blob has no text(): read it the old way.
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(csv.trim().split("\r\n")).toHaveLength(131);
    expect(click).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith("CSV exportiert", { description: expect.stringMatching(/^130 Leads in leads-slkk-\d{4}-\d{2}-\d{2}\.csv$/) });
    click.mockRestore();
  });

  it("returns to the login when the key stops working (deactivated)", async () => {
    let valid = true;
    fakeServer(Array.from({ length: 12 }, (_, i) => lead(i + 1)), { keyValid: () => valid });
    const user = setup();
    await login(user);
    await screen.findByText("Seite 1 von 2");
    valid = false;
    await user.click(screen.getByRole("button", { name: "Nächste Seite" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Anmelden" })).toBeInTheDocument());
    expect(toast.error).toHaveBeenCalledWith("Anmeldung fehlgeschlagen", { description: "Bitte überprüfen Sie Ihre Zugangsdaten" });
    expect(screen.getByLabelText("Zugangsschlüssel")).toHaveValue("");
  });
});
