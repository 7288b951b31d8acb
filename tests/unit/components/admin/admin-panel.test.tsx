import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { toast } from "sonner";
import { AdminPanel } from "@/components/admin/admin-panel";
import { createQueryClient } from "@/lib/http/query-client";
import { messages } from "@/lib/i18n/messages";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const PASSWORD = "richtig";
const CODE = "123456";
const SESSION_ID = "s".repeat(43);
const NEW_KEY = "pk_neuer-schluessel-0000000000000000000000000000";

type Reply = { status?: number; body: unknown };
type Server = { loggedIn: boolean; resend: () => Reply; renew: () => Reply; codeTtl: number };

/** The admin API as the panel sees it (jsdom has no Response: the parts fetchJson reads). */
function fakeServer(overrides: Partial<Server> = {}) {
  const server: Server = {
    loggedIn: false,
    codeTtl: 60,
    resend: () => ({ body: { expiresAt: "", expiresIn: 60 } }),
    renew: () => ({ body: { key: { insurer_code: "923", insurer_name: "SLKK", api_key: NEW_KEY } } }),
    ...overrides,
  };
  const calls: { url: string; body?: unknown }[] = [];
  const json = ({ status = 200, body }: Reply) => ({
    ok: status < 300,
    status,
    statusText: "",
    json: async () => body,
    text: async () => JSON.stringify(body),
  });
  const notLoggedIn = { status: 401, body: { error: "Nicht angemeldet" } };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined;
    calls.push({ url, body });
    switch (url) {
      case "/api/admin/session":
        return json(server.loggedIn ? { body: { authenticated: true, loginAt: "2026-11-22T08:00:00Z", expiresAt: "2026-11-22T16:00:00Z" } } : notLoggedIn);
      case "/api/admin/login":
        return json(
          body?.password === PASSWORD
            ? { body: { sessionId: SESSION_ID, expiresAt: "", expiresIn: server.codeTtl } }
            : { status: 401, body: { error: "Ungültiges Passwort", details: "Das eingegebene Passwort ist nicht korrekt", reason: "invalid_password" } },
        );
      case "/api/admin/verify-code":
        if (body?.code !== CODE) {
          return json({ status: 401, body: { error: "Ungültiger Code", details: "Der eingegebene Code ist nicht korrekt", reason: "invalid_code", attemptsLeft: 4 } });
        }
        server.loggedIn = true;
        return json({ body: { ok: true } });
      case "/api/admin/resend-code":
        return json(server.resend());
      case "/api/admin/insurers-status":
        return json(server.loggedIn ? { body: { insurers: [{ code: "923", name_de: "SLKK", hasActiveKey: true, usageCount: 1234 }] } } : notLoggedIn);
      case "/api/admin/audit-log":
        return json(server.loggedIn ? { body: { entries: [] } } : notLoggedIn);
      case "/api/admin/renew-single-api-key":
        return json(server.renew());
      case "/api/admin/logout":
        server.loggedIn = false;
        return json({ body: { ok: true } });
      default:
        return json({ status: 404, body: { error: "nope" } });
    }
  }) as unknown as typeof fetch;
  return { server, calls };
}

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Zurich" messages={messages}>
      <QueryClientProvider client={createQueryClient()}>
        <AdminPanel />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return user;
}

const passwordField = () => screen.findByLabelText("Passwort");
const codeField = () => screen.findByRole("textbox", { name: "Code aus der E-Mail" });
const countdown = () => screen.getByRole("timer");

async function toCodeStep(user: ReturnType<typeof setup>) {
  await user.type(await passwordField(), PASSWORD);
  await user.click(screen.getByRole("button", { name: "Weiter" }));
  return codeField();
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("admin login", () => {
  it("needs a non-blank password before it calls the server", async () => {
    const { calls } = fakeServer();
    const user = setup();
    await user.type(await passwordField(), "   ");
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Bitte geben Sie Ihr Passwort ein")).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/admin/login")).toBe(false);
  });

  it("a wrong password shows the spec's texts and empties the field", async () => {
    fakeServer();
    const user = setup();
    await user.type(await passwordField(), "falsch");
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Ungültiges Passwort", { description: "Das eingegebene Passwort ist nicht korrekt" }));
    expect(await passwordField()).toHaveValue("");
    expect(await passwordField()).toHaveFocus();
  });

  it("takes digits only, at most 6, and enables verify only at exactly 6", async () => {
    fakeServer();
    const user = setup();
    const code = await toCodeStep(user);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    const verify = screen.getByRole("button", { name: "Bestätigen" });
    await user.type(code, "1a2 3-45");
    expect(code).toHaveValue("12345");
    expect(verify).toBeDisabled();
    await user.type(code, "67");
    expect(code).toHaveValue("123456");
    expect(verify).toBeEnabled();
  });

  it("counts down, warns at 10 s or less, and at 0 returns to the password with 'Code abgelaufen'", async () => {
    fakeServer();
    const user = setup();
    await toCodeStep(user);
    expect(countdown()).toHaveTextContent("Gültig noch 1:00");
    expect(countdown()).not.toHaveAttribute("data-warning");
    act(() => jest.advanceTimersByTime(30_000));
    expect(countdown()).toHaveTextContent("Gültig noch 0:30");
    expect(screen.getByText("Der Code ist noch 30 Sekunden gültig.")).toBeInTheDocument(); // the live region, once
    act(() => jest.advanceTimersByTime(19_000));
    expect(countdown()).toHaveTextContent("Gültig noch 0:11");
    expect(countdown()).not.toHaveAttribute("data-warning");
    act(() => jest.advanceTimersByTime(1_000));
    expect(countdown()).toHaveAttribute("data-warning", "true");
    expect(countdown()).toHaveTextContent("Gültig noch 0:10Der Code läuft gleich ab.");
    await user.type(await codeField(), CODE);
    act(() => jest.advanceTimersByTime(10_000));
    expect(await passwordField()).toHaveFocus();
    expect(toast.error).toHaveBeenCalledWith("Code abgelaufen", { description: "Bitte melden Sie sich erneut an." });
  });

  it("a new code clears the input and restarts the countdown", async () => {
    fakeServer();
    const user = setup();
    const code = await toCodeStep(user);
    act(() => jest.advanceTimersByTime(40_000));
    await user.type(code, "999");
    await user.click(screen.getByRole("button", { name: "Code erneut senden" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Neuer Code gesendet", { description: "Der bisherige Code ist nicht mehr gültig." }));
    await waitFor(() => expect(code).toHaveValue(""));
    expect(countdown()).toHaveTextContent("Gültig noch 1:00");
  });

  it("a resend answered 'Session abgelaufen' returns to the password; another error stays with 'Fehler beim Neusenden'", async () => {
    const { server } = fakeServer({
      resend: () => ({ status: 503, body: { error: "E-Mail konnte nicht gesendet werden", details: "Der Code konnte nicht versandt werden." } }),
    });
    const user = setup();
    await toCodeStep(user);
    await user.click(screen.getByRole("button", { name: "Code erneut senden" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Fehler beim Neusenden", { description: "Der Code konnte nicht versandt werden." }));
    expect(await codeField()).toBeInTheDocument();

    server.resend = () => ({ status: 401, body: { error: "Session abgelaufen", details: "Bitte melden Sie sich erneut an", reason: "session_expired" } });
    await user.click(await screen.findByRole("button", { name: "Code erneut senden" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Session abgelaufen", { description: "Bitte melden Sie sich erneut an" }));
    expect(await passwordField()).toBeInTheDocument();
  });

  it("a wrong code shows 'Ungültiger Code' with the tries left; back returns to the password", async () => {
    fakeServer();
    const user = setup();
    const code = await toCodeStep(user);
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Bestätigen" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Ungültiger Code", { description: "Der eingegebene Code ist nicht korrekt. Noch 4 Versuche." }),
    );
    await waitFor(() => expect(code).toHaveValue(""));
    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(await passwordField()).toHaveFocus();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
  });
});

describe("key management", () => {
  async function loggedIn(overrides: Partial<Server> = {}) {
    const fake = fakeServer(overrides);
    const user = setup();
    const code = await toCodeStep(user);
    await user.type(code, CODE);
    await user.click(screen.getByRole("button", { name: "Bestätigen" }));
    await screen.findByRole("table", { name: /Schlüsselstatus/ });
    return { ...fake, user };
  }

  it("shows the status, and a renewed key masked until shown; a failing clipboard asks to copy by hand", async () => {
    const { user } = await loggedIn();
    expect(screen.getByRole("heading", { name: "Verwaltung" })).toHaveFocus();
    const row = screen.getAllByRole("row").find((entry) => entry.textContent?.includes("SLKK"))!;
    expect(row).toHaveTextContent(/^923SLKKja1.234/); // de-CH thousands separator

    await user.click(screen.getByRole("button", { name: "Neue Schlüssel als CSV exportieren" }));
    expect(toast.error).toHaveBeenCalledWith("Keine Daten zum Exportieren");

    await user.click(screen.getByRole("button", { name: "Erneuern: Schlüssel für SLKK" }));
    const keys = await screen.findByRole("table", { name: "Neu erzeugte Schlüssel" });
    expect(within(keys).queryByText(NEW_KEY)).not.toBeInTheDocument();
    expect(within(keys).getByText("verborgen")).toBeInTheDocument();
    await user.click(within(keys).getByRole("button", { name: "Anzeigen: Schlüssel für SLKK" }));
    expect(within(keys).getByText(NEW_KEY)).toBeInTheDocument();
    await user.click(within(keys).getByRole("button", { name: "Verbergen: Schlüssel für SLKK" }));
    expect(within(keys).queryByText(NEW_KEY)).not.toBeInTheDocument();

    Object.defineProperty(navigator, "clipboard", { value: { writeText: jest.fn().mockRejectedValue(new Error("denied")) }, configurable: true });
    await user.click(within(keys).getByRole("button", { name: "Kopieren: Schlüssel für SLKK" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Kopieren fehlgeschlagen", { description: "Bitte manuell kopieren" }));
    expect(await within(keys).findByText(NEW_KEY)).toBeInTheDocument(); // shown, to copy by hand
  });

  it("a failed renewal says 'Fehler bei der Erneuerung'; a 401 ends the session", async () => {
    const { user, server } = await loggedIn({
      renew: () => ({ status: 404, body: { error: "Unbekannter Versicherer", details: "Es gibt keinen Versicherer mit dem Code 923." } }),
    });
    await user.click(screen.getByRole("button", { name: "Erneuern: Schlüssel für SLKK" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Fehler bei der Erneuerung", { description: "Es gibt keinen Versicherer mit dem Code 923." }),
    );
    server.renew = () => ({ status: 401, body: { error: "Nicht angemeldet" } });
    await user.click(screen.getByRole("button", { name: "Erneuern: Schlüssel für SLKK" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Sitzung beendet", { description: "Bitte melden Sie sich erneut an." }));
    expect(await passwordField()).toBeInTheDocument();
  });

  it("asks before renewing all keys", async () => {
    const { user, calls } = await loggedIn();
    await user.click(screen.getByRole("button", { name: "Alle Schlüssel erneuern" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Alle Schlüssel erneuern?" });
    expect(dialog).toHaveTextContent("Für jeden der 1 Versicherer wird ein neuer Schlüssel erzeugt");
    await user.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    expect(calls.some((call) => call.url === "/api/admin/renew-all-api-keys")).toBe(false);
  });

  it("logs out", async () => {
    const { user } = await loggedIn();
    await user.click(screen.getByRole("button", { name: "Abmelden" }));
    expect(await passwordField()).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Abgemeldet");
  });
});
