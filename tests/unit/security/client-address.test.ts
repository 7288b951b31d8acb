/**
 * @jest-environment node
 */
import { clientAddress } from "@/lib/security/client-address";
import { PEER_HEADER, peerHeaderValue } from "@/lib/security/peer-address.mjs";

const request = (headers: Record<string, string>) => new Request("http://test/", { headers });

describe("the client address", () => {
  const fromServer = (address: string, forwarded?: string) =>
    request({ [PEER_HEADER]: peerHeaderValue(address), ...(forwarded ? { "x-forwarded-for": forwarded } : {}) });

  it("is the connection's address without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(clientAddress(fromServer("203.0.113.7", "1.2.3.4"), 0)).toBe("203.0.113.7");
    expect(clientAddress(fromServer("::ffff:203.0.113.7"), 0)).toBe("203.0.113.7");
  });

  it("is the entry the trusted proxies appended, counted from the connection", () => {
    expect(clientAddress(fromServer("10.0.0.1", "6.6.6.6, 198.51.100.2"), 1)).toBe("198.51.100.2");
    expect(clientAddress(fromServer("10.0.0.1", "6.6.6.6, 198.51.100.2, 10.0.0.9"), 2)).toBe("198.51.100.2");
    // Fewer entries than proxies: the furthest one known.
    expect(clientAddress(fromServer("10.0.0.1"), 1)).toBe("10.0.0.1");
  });

  it("ignores a peer header the client made up", () => {
    expect(clientAddress(request({ [PEER_HEADER]: "guess 1.2.3.4" }), 0)).toBe("unknown");
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4" }), 0)).toBe("unknown");
  });
});
