/**
 * POST /api/session/reset, called when the home page loads. The advisor keeps
 * no conversation on the server (the state travels with each turn), so there is nothing to
 * clear: the call only confirms a fresh start.
 */
export function POST() {
  return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}
