import { GET as auditLog } from "@/app/api/admin/audit-log/route";
import { POST as deactivateOldKeys } from "@/app/api/admin/deactivate-old-api-keys/route";
import { GET as insurersStatus } from "@/app/api/admin/insurers-status/route";
import { POST as deleteLead } from "@/app/api/admin/leads/delete/route";
import { POST as searchLeads } from "@/app/api/admin/leads/search/route";
import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as adminLogout } from "@/app/api/admin/logout/route";
import { POST as renewAllKeys } from "@/app/api/admin/renew-all-api-keys/route";
import { POST as renewSingleKey } from "@/app/api/admin/renew-single-api-key/route";
import { POST as resendCode } from "@/app/api/admin/resend-code/route";
import { GET as adminSession } from "@/app/api/admin/session/route";
import { POST as verifyCode } from "@/app/api/admin/verify-code/route";
import { GET as benchFixedGet, POST as benchFixed } from "@/app/api/bench/fixed/route";
import { GET as benchRuntime, POST as benchRuntimeReset } from "@/app/api/bench/runtime/route";
import { GET as health } from "@/app/api/health/route";
import { POST as insurerDownload } from "@/app/api/insurer/download/route";
import { GET as insurerLeads } from "@/app/api/insurer/leads/route";
import { GET as insurerList } from "@/app/api/insurer/list/route";
import { POST as validateAccess } from "@/app/api/insurer/validate-access/route";
import { POST as knowledgeSearch } from "@/app/api/knowledge-search/route";
import { POST as knowledgeChat } from "@/app/api/knowledge/chat/route";
import { GET as locationByPath } from "@/app/api/location/[plz]/route";
import { GET as location } from "@/app/api/location/route";
import { GET as locationSearch } from "@/app/api/location/search/route";
import { POST as refreshPages } from "@/app/api/internal/refresh-pages/route";
import { POST as optimizeFranchise } from "@/app/api/orchestrator/optimize-franchise/route";
import { POST as advisorTurn } from "@/app/api/orchestrator/process/route";
import { GET as householdSearchGet, POST as householdSearch } from "@/app/api/premiums/household/route";
import { GET as premiumSearchGet, POST as premiumSearch } from "@/app/api/premiums/search/route";
import { POST as quoteHousehold } from "@/app/api/quote/household/route";
import { GET as quoteInsurers } from "@/app/api/quote/insurers/route";
import { POST as quoteRequest } from "@/app/api/quote/request/route";
import { POST as sessionReset } from "@/app/api/session/reset/route";
import { NextRequest } from "next/server";

/**
 * Every API route of app/api in one list: method, path, who may call it, and a valid input to
 * start hostile variations from. tests/integration/security/route-access.test.ts checks this list
 * against the route files on disk, so a new route (or a new method) fails the suite until it is
 * entered here with its access: the protected ones are then tested for 401 and 403 automatically.
 *
 * - admin: the admin session cookie (withAdmin); 401 without it, 403 with an insurer's key.
 * - insurer: X-API-Key and X-Insurer-Code (withInsurer); 401 without them, 403 with an admin session.
 * - login: the admin login steps, public but cross-site protected (withAdminLogin).
 * - public: anyone.
 */
export type Access = "admin" | "insurer" | "login" | "public";
export type Method = "GET" | "POST";

/** What the samples may take from the test's data: a real offer (a quote needs one). */
export type Fixtures = { quoteRequest: unknown; compactOffer: unknown; insurerCode: string };

export type ApiRoute = {
  method: Method;
  /** As in app/api, with [param] for a dynamic segment. */
  path: string;
  access: Access;
  handler: (request: Request) => Promise<Response>;
  /** A valid body (POST) or query (GET) to vary. */
  sample?: (fixtures: Fixtures) => unknown;
  query?: Record<string, string>;
  /**
   * Whether a random input may be answered 2xx: routes that ignore their input, or whose input
   * is free text (the advisor's message, a search word). All others must answer 4xx to junk.
   */
  junkMayPass?: boolean;
};

const asHandler = (handler: (request: NextRequest) => Response | Promise<Response>) => async (request: Request) =>
  handler(new NextRequest(request));

/** The [plz] route takes its segment from the URL, as Next.js would hand it over. */
const byPath = async (request: Request) => {
  const segment = new URL(request.url).pathname.split("/").at(-1) ?? "";
  let plz: string;
  try {
    plz = decodeURIComponent(segment);
  } catch {
    plz = segment;
  }
  return locationByPath(request, { params: Promise.resolve({ plz }) });
};

const ANY_UUID = "3f1c6c2e-8b7a-4f0e-9a51-2b3c4d5e6f70";

export const API_ROUTES: readonly ApiRoute[] = [
  // The admin panel (cookie).
  { method: "GET", path: "/api/admin/audit-log", access: "admin", handler: auditLog },
  { method: "POST", path: "/api/admin/deactivate-old-api-keys", access: "admin", handler: deactivateOldKeys, sample: (f) => ({ insurerCode: f.insurerCode }) },
  { method: "GET", path: "/api/admin/insurers-status", access: "admin", handler: insurersStatus },
  { method: "POST", path: "/api/admin/leads/delete", access: "admin", handler: deleteLead, sample: () => ({ quoteId: ANY_UUID }) },
  { method: "POST", path: "/api/admin/leads/search", access: "admin", handler: searchLeads, sample: () => ({ query: "anna@example.ch" }) },
  { method: "POST", path: "/api/admin/logout", access: "admin", handler: adminLogout },
  { method: "POST", path: "/api/admin/renew-all-api-keys", access: "admin", handler: renewAllKeys },
  { method: "POST", path: "/api/admin/renew-single-api-key", access: "admin", handler: renewSingleKey, sample: (f) => ({ insurerCode: f.insurerCode }) },
  { method: "GET", path: "/api/admin/session", access: "admin", handler: adminSession },
  // The admin login steps.
  { method: "POST", path: "/api/admin/login", access: "login", handler: adminLogin, sample: () => ({ password: "nicht das Passwort" }) },
  { method: "POST", path: "/api/admin/resend-code", access: "login", handler: resendCode, sample: () => ({ sessionId: "A".repeat(43) }) },
  { method: "POST", path: "/api/admin/verify-code", access: "login", handler: verifyCode, sample: () => ({ sessionId: "A".repeat(43), code: "123456" }) },
  // The insurer portal (API key).
  { method: "POST", path: "/api/insurer/download", access: "insurer", handler: insurerDownload, sample: () => ({ quoteIds: [ANY_UUID] }) },
  { method: "GET", path: "/api/insurer/leads", access: "insurer", handler: insurerLeads, query: { page: "1", pageSize: "10", hideDownloaded: "false" } },
  { method: "POST", path: "/api/insurer/validate-access", access: "insurer", handler: validateAccess, junkMayPass: true },
  // Public.
  { method: "POST", path: "/api/bench/fixed", access: "public", handler: async () => benchFixed() },
  { method: "GET", path: "/api/bench/fixed", access: "public", handler: async () => benchFixedGet() },
  { method: "GET", path: "/api/bench/runtime", access: "public", handler: async () => benchRuntime(), junkMayPass: true },
  { method: "POST", path: "/api/bench/runtime", access: "public", handler: async () => benchRuntimeReset(), junkMayPass: true },
  { method: "GET", path: "/api/health", access: "public", handler: health, junkMayPass: true },
  // Only the server process itself holds the token: everyone else gets a 404, whatever they send.
  { method: "POST", path: "/api/internal/refresh-pages", access: "public", handler: async (request) => refreshPages(request) },
  { method: "GET", path: "/api/insurer/list", access: "public", handler: insurerList, junkMayPass: true },
  { method: "POST", path: "/api/knowledge-search", access: "public", handler: knowledgeSearch, sample: () => ({ query: "Franchise Schweiz Krankenversicherung" }), junkMayPass: true },
  {
    method: "POST",
    path: "/api/knowledge/chat",
    access: "public",
    handler: knowledgeChat,
    sample: () => ({ messages: [{ role: "user", content: "Was kostet das?" }], insurer: "CSS", model: "standard" }),
    junkMayPass: true,
  },
  { method: "GET", path: "/api/location/[plz]", access: "public", handler: byPath },
  { method: "GET", path: "/api/location", access: "public", handler: asHandler(location), query: { postal_code: "8001" } },
  { method: "GET", path: "/api/location/search", access: "public", handler: asHandler(locationSearch), query: { q: "Zürich" }, junkMayPass: true },
  { method: "POST", path: "/api/orchestrator/optimize-franchise", access: "public", handler: optimizeFranchise, sample: (f) => ({ erwarteteKosten: 1000, angebote: [f.compactOffer] }) },
  { method: "POST", path: "/api/orchestrator/process", access: "public", handler: advisorTurn, sample: () => ({ userInput: "8001, 35 Jahre", state: null }), junkMayPass: true },
  {
    method: "POST",
    path: "/api/premiums/search",
    access: "public",
    handler: premiumSearch,
    sample: () => ({ postalCode: "8001", birthYear: 1990, franchiseAmount: 300, modelCode: "standard" }),
  },
  {
    method: "POST",
    path: "/api/premiums/household",
    access: "public",
    handler: householdSearch,
    sample: () => ({ postalCode: "8001", persons: [{ birthYear: 1985 }, { birthYear: 1987, franchiseAmount: 2500 }, { birthYear: 2016, label: "Kind 1" }] }),
  },
  {
    method: "GET",
    path: "/api/premiums/search",
    access: "public",
    handler: premiumSearchGet,
    query: { postalCode: "8001", birthYear: "1990", franchiseAmount: "300", modelCode: "standard" },
  },
  {
    method: "GET",
    path: "/api/premiums/household",
    access: "public",
    handler: householdSearchGet,
    query: { postalCode: "8001", "persons[0].birthYear": "1985", "persons[1].birthYear": "2016", "persons[1].label": "Kind 1" },
  },
  { method: "GET", path: "/api/quote/insurers", access: "public", handler: quoteInsurers, junkMayPass: true },
  {
    method: "POST",
    path: "/api/quote/household",
    access: "public",
    handler: quoteHousehold,
    sample: (f) => {
      const offer = f.compactOffer as { id: string; versichererCode: string; plz: string; geburtsjahr: number; tarifjahr: number };
      return { insurerCode: offer.versichererCode, tariffYear: offer.tarifjahr, postalCode: offer.plz, persons: [{ birthYear: offer.geburtsjahr, premiumId: offer.id }] };
    },
  },
  { method: "POST", path: "/api/quote/request", access: "public", handler: quoteRequest, sample: (f) => f.quoteRequest },
  { method: "POST", path: "/api/session/reset", access: "public", handler: async () => sessionReset(), junkMayPass: true },
];

export const routeName = (route: Pick<ApiRoute, "method" | "path">) => `${route.method} ${route.path}`;

/** A path segment as a client sends it: percent-encoded UTF-8, a lone surrogate as its raw (invalid) bytes. */
const encodeSegment = (segment: string) =>
  segment.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return "%ED%A0%80";
    }
  });

/** A concrete URL of the route (the [plz] segment filled in). */
export const urlOf = (route: ApiRoute, segment = "8001") => `http://test${route.path.replace("[plz]", encodeSegment(segment))}`;
