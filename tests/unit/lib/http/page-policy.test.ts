import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chooseEncoding, createPagePolicy, inlineScriptHashes } from "@/lib/http/page-policy.mjs";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("inline script hashes", () => {
  it("hashes every inline script the browser runs, exactly as written, once each", () => {
    const payload = `self.__next_f.push([1,"ä \\u003c/b"])`;
    const html = `<html><head><script src="/_next/a.js" async></script><script>${payload}</script>` +
      `<script type="application/ld+json">{"@type":"FAQPage"}</script></head>` +
      `<body><SCRIPT type="module">import "x"</SCRIPT><script>${payload}</script><script nonce="n">\n1\n</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(payload), sha(`import "x"`), sha("\n1\n")]);
  });

  it("finds none in a page without inline scripts", () => {
    expect(inlineScriptHashes(`<p>Hallo</p><script src="/x.js"></script>`)).toEqual([]);
  });
});

describe("encoding choice", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["identity", null],
    [undefined, null],
  ])("%p gives %p", (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe("a page sent through the policy", () => {
  const script = `self.__next_f.push([0,"${"x".repeat(3000)}"])`;
  const page = `<!DOCTYPE html><html><body><h1>Kanton</h1><script>${script}</script></body></html>`;
  let server: Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    const wrap = createPagePolicy((hashes) => `script-src 'self' ${hashes.map((hash) => `'sha256-${hash}'`).join(" ")}`);
    server = createServer((request, response) => {
      wrap(request, response);
      seen.push(String(request.headers["accept-encoding"] ?? "none"));
      if (request.headers["if-none-match"] === '"v1"') {
        response.statusCode = 304;
        response.setHeader("content-security-policy", "script-src 'self'");
        return response.end();
      }
      if (request.url === "/api/x") {
        response.setHeader("content-type", "application/json");
        return response.end("{}");
      }
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("content-security-policy", "script-src 'self'");
      // Streamed in pieces, as Next.js does.
      response.write(page.slice(0, 40));
      response.write(Buffer.from(page.slice(40, 100)));
      response.end(page.slice(100));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const raw = async (path: string, encoding: string, extra: Record<string, string> = {}) => {
    const { request } = await import("node:http");
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { headers: { "accept-encoding": encoding, ...extra } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject).end();
    });
  };

  it("names the hash of the page's inline script and sends the page compressed, the same bytes each time", async () => {
    const first = await raw("/krankenkasse-bern", "gzip, br");
    expect(first.headers["content-security-policy"]).toBe(`script-src 'self' 'sha256-${sha(script)}'`);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).toString()).toBe(page);
    const second = await raw("/krankenkasse-bern", "gzip, br");
    expect(second.body.equals(first.body)).toBe(true);
    const gzip = await raw("/krankenkasse-bern", "gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await raw("/krankenkasse-bern", "identity");
    expect(plain.body.toString()).toBe(page);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // The application is asked for the plain page: the hashes are of what the browser runs.
    expect(seen.slice(0, 4)).toEqual(["none", "none", "none", "none"]);
  });

  it("sends a 304 without a policy, so the browser keeps the page's own hash policy", async () => {
    const notModified = await raw("/krankenkasse-bern", "gzip", { "if-none-match": '"v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
  });

  it("leaves API responses alone", async () => {
    const api = await raw("/api/x", "gzip");
    expect(api.headers["content-security-policy"]).toBeUndefined();
    expect(api.body.toString()).toBe("{}");
  });
});
