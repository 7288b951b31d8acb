import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import texts from "@/lib/i18n/messages/de/validation.json";

const MAX_BODY_BYTES = 64 * 1024;
/** No request of this API nests deeper than a few levels; recursive code (JSON.stringify) fails at some thousands. */
const MAX_DEPTH = 32;

/** An error answer: `error` is the headline, `details` the explanation (spec section 8). */
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

/** Reads a JSON body of at most 64 KB and 32 levels; a broken, oversized or too deep body is a 400, never a 500. */
export async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: NextResponse }> {
  const text = await request.text().catch(() => null);
  if (text === null || text.length > MAX_BODY_BYTES) {
    return { ok: false, response: apiError(400, texts.invalidRequest, texts.invalidJson) };
  }
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

const INTERNAL_ERROR = { error: "Interner Fehler", details: "Bitte versuche es später erneut." };

/**
 * Runs a handler and turns an unexpected exception into a logged 500 without internals
 * (`failure`: the answer's texts, e.g. in the formal address for the insurer portal).
 */
export async function guarded(
  name: string,
  handler: () => Promise<Response>,
  failure: { error: string; details: string } = INTERNAL_ERROR,
): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    console.error(`[api] ${name}:`, error);
    return apiError(500, failure.error, failure.details);
  }
}
