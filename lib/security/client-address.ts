import { env } from "@/lib/env";
import { peerAddressOf } from "./peer-address.mjs";

/**
 * The client's address for the per-address limits. The hops are the connection's own address
 * (recorded by server.mjs) preceded by the X-Forwarded-For entries; with TRUST_PROXY_HOPS = n the
 * address n hops before the connection counts (nginx in front: 1, the entry nginx appended). With
 * 0 (the default) the connection's own address counts, whatever headers the client sends, so
 * nobody picks the address a limit counts. Without server.mjs in front (in-process tests) the
 * connection's address is "unknown".
 */
export function clientAddress(request: Request, hops = env().TRUST_PROXY_HOPS): string {
  const peer = peerAddressOf(request.headers) ?? "unknown";
  const forwarded = hops === 0 ? [] : (request.headers.get("x-forwarded-for") ?? "").split(",").map((part) => part.trim()).filter(Boolean);
  const chain = [...forwarded, peer];
  const address = chain[Math.max(0, chain.length - 1 - hops)] ?? peer;
  return address.length <= 100 ? normalise(address) : "unknown";
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4: one address, one counter. */
const normalise = (address: string) => address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
