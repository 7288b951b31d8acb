import { HttpError } from "./fetch-json";

/** A details field may be text or zod's field errors ({ field: [messages] }). */
export function detailsText(details: unknown): string | undefined {
  if (typeof details === "string" && details.trim() !== "") return details;
  if (details && typeof details === "object") {
    const text = Object.values(details as Record<string, unknown>)
      .flat()
      .filter((value): value is string => typeof value === "string")
      .join(" ");
    return text || undefined;
  }
  return undefined;
}

/**
 * A failed API call as the user sees it: the server's error and details (its answer was read),
 * or a connection failure (no answer at all).
 */
export type ApiFailure = { kind: "server"; error?: string; details?: string } | { kind: "network" };

export function describeFailure(error: unknown): ApiFailure {
  if (error instanceof HttpError) {
    const body = error.json;
    const message = typeof body?.error === "string" && body.error.trim() !== "" ? body.error : undefined;
    return { kind: "server", error: message, details: detailsText(body?.details) };
  }
  return { kind: "network" };
}
