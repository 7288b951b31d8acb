import "server-only";
import { headers } from "next/headers";
import { NextResponse } from "next/server";
import type { SupportedLocale } from "@/lib/i18n/config";
import { negotiateLocale, translateErrorBody } from "@/lib/i18n/api-language";
import { z } from "zod";
import { databaseReachable } from "@/lib/db";
import texts from "@/lib/i18n/messages/de/validation.json";

// zod's own messages (a wrong type, where a schema names no text) in German, like every other answer;
// before, "Invalid input: expected object, received string" reached the caller in English.
z.config(z.locales.de());

const MAX_BODY_BYTES = 64 * 1024;
/** No request of this API nests deeper than a few levels; recursive code (JSON.stringify) fails at some thousands. */
const MAX_DEPTH = 32;

/** An error answer: `error` is the headline, `details` the explanation. */
export function apiError(status: number, error: string, details?: string, extra: Record<string, unknown> = {}) {
  return NextResponse.json({ error, ...(details ? { details } : {}), ...extra }, { status, headers: { "cache-control": "no-store" } });
}

/** A zod failure as 400: the first message as details, every message per field in `fields`. */
export function validationError(error: z.ZodError) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    (fields[key] ??= []).push(issue.message);
  }
  return apiError(400, texts.invalidRequest, error.issues[0]?.message, { fields });
}

/** Whether a parsed JSON value nests deeper than `max` levels (walked without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth > max) return true;
    for (const inner of Object.values(current)) stack.push([inner, depth + 1]);
  }
  return false;
}

const tooLarge = () => apiError(413, texts.tooLarge, texts.tooLargeDetails);

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes the limit (or when
 * Content-Length announces more): a 400 MB upload never sits in memory. Null when too large.
 */
async function readLimitedText(request: Request): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a JSON body of at most 64 KB (else 413) and 32 levels; a broken or too deep body is a 400, never a 500. */
export async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: NextResponse }> {
  let text: string | null;
  try {
    text = await readLimitedText(request);
  } catch {
    return { ok: false, response: apiError(400, texts.invalidRequest, texts.invalidJson) };
  }
  if (text === null) return { ok: false, response: tooLarge() };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(400, texts.invalidRequest, texts.invalidJson) };
  }
  if (nestsDeeperThan(body, MAX_DEPTH)) return { ok: false, response: apiError(400, texts.invalidRequest, texts.tooDeep) };
  return { ok: true, body };
}

/** Reads a JSON body and validates it: the data, or the 400 answer naming what is wrong. */
export async function readValidBody<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<{ ok: true; data: z.output<T> } | { ok: false; response: NextResponse }> {
  const body = await readJsonBody(request);
  if (!body.ok) return body;
  const input = schema.safeParse(body.body);
  return input.success ? { ok: true, data: input.data } : { ok: false, response: validationError(input.error) };
}

type FailureTexts = { error: string; details: string; unavailable?: string; unavailableDetails?: string };
const INTERNAL_ERROR: FailureTexts = { error: "Interner Fehler", details: "Bitte versuche es später erneut." };
const UNAVAILABLE = { error: "Dienst vorübergehend nicht verfügbar", details: "Bitte versuche es in einigen Minuten erneut." };

/**
 * Runs a handler and turns an unexpected exception into an answer without internals: a 503 while
 * the database is unreachable (the client may retry), else a logged 500 (`failure`: the answer's
 * texts, e.g. in the formal address for the insurer portal).
 */
export async function guarded(name: string, handler: () => Promise<Response>, failure: FailureTexts = INTERNAL_ERROR): Promise<Response> {
  let response: Response;
  try {
    response = await handler();
  } catch (error) {
    if (!(await databaseReachable())) {
      console.error(`[db] ${name}: Datenbank nicht erreichbar (${(error as Error).name})`);
      response = apiError(503, failure.unavailable ?? UNAVAILABLE.error, failure.unavailableDetails ?? UNAVAILABLE.details);
    } else {
      console.error(`[api] ${name}:`, error);
      response = apiError(500, failure.error, failure.details);
    }
  }
  return response.status >= 400 ? inRequestLanguage(response) : response;
}

/** The request's Accept-Language, when the handler runs inside a request (not when a test calls it directly). */
async function requestLocale(): Promise<SupportedLocale> {
  try {
    return negotiateLocale((await headers()).get("accept-language"));
  } catch {
    return "de";
  }
}

/**
 * An error answer in the language the request asks for (lib/i18n/api-language.ts); German stays as it is.
 * The answer says that it varies with Accept-Language.
 */
async function inRequestLanguage(response: Response): Promise<Response> {
  const language = await requestLocale();
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  if (language === "de") {
    try {
      response.headers.append("vary", "Accept-Language");
    } catch {
      // A response with immutable headers (none of ours) goes out as it is.
    }
    return response;
  }
  const headers = new Headers(response.headers);
  headers.append("vary", "Accept-Language");
  const body = translateErrorBody(await response.json(), language);
  headers.delete("content-length");
  headers.set("content-language", language);
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
