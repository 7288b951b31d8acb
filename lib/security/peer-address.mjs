// The connection's own address, handed from the production server (server.mjs) to the route
// handlers. Plain JS: server.mjs runs without a build step.

/** The header server.mjs sets on every request, replacing whatever a client sent under that name. */
export const PEER_HEADER = "x-praemienkompass-peer";

const TOKEN = Symbol.for("praemienkompass.peer-token");

/**
 * Marks the header as this process's own: a random token, made once, in front of the address.
 * A client cannot know it, so a forged header (e.g. under `next start` without server.mjs) is ignored.
 */
export function peerHeaderValue(address) {
  globalThis[TOKEN] ??= crypto.randomUUID();
  return `${globalThis[TOKEN]} ${address ?? "unknown"}`;
}

/** The address server.mjs recorded, or null when the request did not come through it. */
export function peerAddressOf(headers) {
  const token = globalThis[TOKEN];
  const value = headers.get(PEER_HEADER);
  if (!token || !value?.startsWith(`${token} `)) return null;
  return value.slice(token.length + 1);
}
