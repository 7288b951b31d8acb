import { randomInt } from "node:crypto";
import { rmSync } from "node:fs";
import fc from "fast-check";
import { closeDatabase, getDatabase } from "@/lib/db";
import { issueKey } from "@/lib/insurers/access-keys";
import { resetCatalog } from "@/lib/catalog/catalog";
import { prepareCatalog } from "@/lib/importer/startup-import";
import { quoteFormSchema, toQuoteRequest } from "@/lib/validations/quote";
import { API_ROUTES, routeName, urlOf, type ApiRoute, type Fixtures } from "@/tests/support/api-routes";
import {
  deeplyNested,
  everyPlaceEveryFragment,
  FRAGMENTS,
  hostileBody,
  hostileHeaders,
  hostileQuery,
  hostileString,
  type HostileBody,
} from "@/tests/support/hostile-input";
import { zurichPremiums } from "@/tests/support/lead-fixtures";
import { usePremiumData } from "../../support/premium-data";
import { configureTestAdmin, logInTestAdmin } from "@/tests/support/test-admin";

/**
 * Property tests: every API route, called in process with random and hostile bodies, query
 * strings and headers, never answers 5xx, never shows internals, always explains a 4xx in a
 * JSON `error`, and leaves Object.prototype alone. Three callers: anonymous (every route), the
 * admin with a valid session, an insurer with a valid key (their routes).
 *
 * 2xx is accepted for routes that ignore their input or take free text (`junkMayPass` in the
 * route list), for GET routes (unknown query parameters are ignored), and for bodies varied from
 * a valid sample (they may stay valid). Junk bodies to every other route must answer 4xx.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const RUNS_SIGNED_IN = Math.ceil(RUNS * 0.6);

const PASSWORD = "nur-fuer-die-Eigenschaftstests";
const ownInsurer = String(800_000 + randomInt(0, 90_000));
const { outbox } = configureTestAdmin(PASSWORD);

const run = randomInt(1, 250);
let nextHost = 1;
const freshAddress = () => `10.${run}.${100 + Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

let fixtures: Fixtures;
let adminCookie: string;
let insurerHeaders: Record<string, string>;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  await usePremiumData();
  await prepareCatalog();
  const db = await getDatabase();
  const [offer] = await zurichPremiums();
  const form = quoteFormSchema.parse({
    firstName: "Fuzz",
    lastName: "Tester",
    email: "fuzz.tester@example.ch",
    phone: "079 555 55 55",
    birthDate: "1990-05-17",
    street: "Teststrasse",
    houseNumber: "9",
    postalCode: "8001",
    city: "Zürich",
    gender: "other",
    language: "de",
    consent: true,
  });
  fixtures = {
    quoteRequest: toQuoteRequest(offer!, form),
    compactOffer: {
      id: offer!.id,
      versicherer: offer!.insurer.name,
      versichererCode: offer!.insurer.code,
      modell: offer!.model.code,
      franchise: offer!.franchise.amount,
      monatspraemie: offer!.monthlyPremium,
      plz: "8001",
      geburtsjahr: 1990,
      unfalldeckung: offer!.accidentCoverage,
      tarifjahr: offer!.tariffYear,
    },
    insurerCode: ownInsurer,
  };
  // An insurer of this file's own: the fuzz sends wrong keys with its code (failures count per code), and the
  // admin routes renew and deactivate its keys. On PostgreSQL a real insurer's counters and keys are shared
  // with the other test files.
  await db.prisma.insurer.create({ data: { code: ownInsurer, name: "Fuzzkasse" } });
  insurerHeaders = { "x-insurer-code": ownInsurer, "x-api-key": (await issueKey(db, ownInsurer)).secret };

  adminCookie = (await logInTestAdmin(outbox, PASSWORD, freshAddress())).split(";")[0]!;
}, 600_000);

afterAll(async () => {
  resetCatalog();
  await closeDatabase();
  rmSync(outbox, { recursive: true, force: true });
});

// The routes log refused input and, for a 500, the exception: kept out of the test output, and
// a logged "[api]" failure fails the test as the 500 does.
let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** Internals an answer must never show: stack frames, file paths, error class names, the ORM. */
const LEAKS = [/\bat \S+ \(/, /\.(ts|js|mjs|tsx):\d+/, /node_modules/, /\/work\//, /\b(Type|Range|Syntax|Reference)Error\b/, /\bError:/, /prisma/i, /\bstack\b/i, /pglite/i, /postgres/i];

type Probe = { segment: string; query: string; headers: [string, string][]; body?: HostileBody };
type Caller = "anonymous" | "admin" | "insurer";

function requestOf(route: ApiRoute, probe: Probe, caller: Caller): Request {
  const headers = new Headers({ "x-forwarded-for": freshAddress(), "content-type": "application/json" });
  for (const [name, value] of probe.headers) headers.set(name, value);
  if (caller === "insurer") for (const [name, value] of Object.entries(insurerHeaders)) headers.set(name, value);
  if (caller === "admin") headers.set("cookie", [adminCookie, headers.get("cookie")].filter(Boolean).join("; "));
  const url = `${urlOf(route, probe.segment)}${probe.query ? `?${probe.query}` : ""}`;
  return new Request(url, { method: route.method, headers, body: route.method === "POST" ? (probe.body?.text ?? "") : undefined });
}

async function check(route: ApiRoute, probe: Probe, caller: Caller) {
  const response = await route.handler(requestOf(route, probe, caller));
  const text = await response.text();
  const input = typeof probe.body?.text === "string" ? JSON.stringify(probe.body.text.slice(0, 200)) : "";
  const what = `${caller} ${routeName(route)} → ${response.status} ${text.slice(0, 300)} (body ${input})`;
  if (response.status >= 500) throw new Error(`5xx: ${what}`);
  if (errors.mock.calls.some((args) => String(args[0]).startsWith("[api]"))) throw new Error(`logged an unexpected error: ${what}`);
  if (response.status >= 400) {
    let answer: { error?: unknown };
    try {
      answer = JSON.parse(text) as { error?: unknown };
    } catch {
      throw new Error(`error answer is not JSON: ${what}`);
    }
    if (typeof answer.error !== "string" || answer.error.trim() === "") throw new Error(`no error message: ${what}`);
    const leak = LEAKS.find((pattern) => pattern.test(text));
    if (leak) throw new Error(`leaks internals (${leak}): ${what}`);
  } else {
    const mayPass = route.junkMayPass || route.method === "GET" || caller !== "anonymous" || probe.body?.derived !== false;
    if (!mayPass) throw new Error(`junk accepted: ${what}`);
    const frame = LEAKS.slice(0, 4).find((pattern) => pattern.test(text));
    if (frame) throw new Error(`leaks internals (${frame}): ${what}`);
  }
  const polluted = ({} as Record<string, unknown>).polluted !== undefined || Object.getOwnPropertyNames(Object.prototype).sort().join() !== prototypeKeys.join();
  if (polluted) throw new Error(`Object.prototype polluted after: ${what}`);
}

const probeOf = (route: ApiRoute, caller: Caller): fc.Arbitrary<Probe> =>
  fc.record({
    segment: route.path.includes("[") ? fc.oneof(fc.constant("8001"), hostileString) : fc.constant(""),
    query: fc.oneof({ weight: 1, arbitrary: fc.constant("") }, { weight: 2, arbitrary: hostileQuery(Object.keys(route.query ?? {})) }),
    headers: hostileHeaders({ credentials: caller === "anonymous", cookie: true }),
    body: route.method === "POST" ? hostileBody(route.sample?.(fixtures)) : fc.constant(undefined),
  });

/** Routes a signed-in fuzz run would change for the worse: logout ends the session, renew-all mints keys for every insurer. */
const NOT_SIGNED_IN = new Set(["POST /api/admin/logout", "POST /api/admin/renew-all-api-keys"]);

describe("hostile input never breaks an API route", () => {
  it.each(API_ROUTES.map((route) => [routeName(route), route] as const))("anonymous: %s", async (_name, route) => {
    await fc.assert(fc.asyncProperty(probeOf(route, "anonymous"), (probe) => check(route, probe, "anonymous")), { numRuns: RUNS });
  });

  const adminRoutes = API_ROUTES.filter((route) => route.access === "admin" && !NOT_SIGNED_IN.has(routeName(route)));
  it.each(adminRoutes.map((route) => [routeName(route), route] as const))("admin session: %s", async (_name, route) => {
    await fc.assert(fc.asyncProperty(probeOf(route, "admin"), (probe) => check(route, probe, "admin")), { numRuns: RUNS_SIGNED_IN });
  });

  const insurerRoutes = API_ROUTES.filter((route) => route.access === "insurer");
  it.each(insurerRoutes.map((route) => [routeName(route), route] as const))("insurer key: %s", async (_name, route) => {
    await fc.assert(fc.asyncProperty(probeOf(route, "insurer"), (probe) => check(route, probe, "insurer")), { numRuns: RUNS_SIGNED_IN });
  });
});

describe("every value of a valid input, replaced by every hostile fragment", () => {
  const routes = API_ROUTES.filter((route) => route.sample);
  const table: Parameters<typeof everyPlaceEveryFragment>[1] = [...FRAGMENTS, 1.5, -1, 1e308, true, null, [], { entries: [] }, deeplyNested(10_000)];

  it.each(routes.map((route) => [routeName(route), route] as const))("%s", async (_name, route) => {
    const callers: Caller[] = route.access === "admin" ? ["admin"] : route.access === "insurer" ? ["insurer"] : ["anonymous"];
    const bodies = everyPlaceEveryFragment(route.sample!(fixtures), table);
    for (const caller of callers) {
      for (const text of bodies) await check(route, { segment: "", query: "", headers: [], body: { text, derived: true } }, caller);
    }
  });
});
