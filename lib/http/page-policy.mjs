// The Content-Security-Policy of a page, from the page itself. Pages are rendered once and served
// from Next.js's cache, so they carry no per-request nonce; instead the production server buffers
// each HTML page it sends (tens of kilobytes), hashes the inline scripts in it (Next.js's bootstrap
// and its RSC payload) and names exactly those hashes in the page's policy. It compresses the page
// itself afterwards (Next.js is asked for the plain page), so the hashes are taken from the text
// the browser will run. Policy, rewritten page and compressed bytes are kept per page content, so a
// cached page costs one lookup after its first request.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

// A <script> element: its attributes and its text. Script text cannot contain "</script".
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The SHA-256 (base64) of every inline script the browser would run, in document order, once each. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue; // data blocks (JSON-LD) do not run
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}

/** The encoding to send: brotli, gzip or none, by the request's Accept-Encoding. */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Set();
  for (const part of String(acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((text) => text.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

const MAX_ENTRIES = 256;

/**
 * Wraps the response of a page request so the page is sent with its hash policy.
 * `policyFor(hashes)` gives the policy text; `transform(html, path)`, if given, rewrites the page before
 * it is hashed (defer-scripts.mjs). Returns false (and changes nothing) for requests that are not for a page.
 * @param {(hashes: string[]) => string} policyFor
 * @param {{ transform?: (html: string, path: string) => string }} [options]
 */
export function createPagePolicy(policyFor, { transform } = {}) {
  /** hash of the page as rendered -> { body (as sent), policy, encoded: Map<encoding, Buffer> } */
  const cache = new Map();
  const entryFor = (rendered, path) => {
    const key = createHash("sha256").update(rendered).update(path).digest("base64");
    let entry = cache.get(key);
    if (!entry) {
      const body = transform ? Buffer.from(transform(rendered.toString("utf8"), path), "utf8") : rendered;
      entry = { body, policy: policyFor(inlineScriptHashes(body.toString("utf8"))), encoded: new Map() };
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);
      cache.set(key, entry);
    }
    return entry;
  };
  const encode = (entry, encoding) => {
    const { body } = entry;
    if (!encoding || body.length < 1024) return { bytes: body, encoding: null };
    let bytes = entry.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === "br"
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 6 });
      entry.encoded.set(encoding, bytes);
    }
    return { bytes, encoding };
  };

  return function wrap(request, response) {
    if (request.method !== "GET") return false;
    const path = (request.url ?? "/").split("?")[0];
    if (path.startsWith("/api/") || path.startsWith("/_next/") || /\.[a-z0-9]+$/i.test(path)) return false;
    // Router fetches of the RSC payload are data, not a document: no script of theirs runs as a page.
    if (request.headers.rsc || request.headers["next-router-prefetch"]) return false;
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    delete request.headers["accept-encoding"]; // Next.js sends the plain page; it is compressed here

    const original = { write: response.write, end: response.end, writeHead: response.writeHead };
    const chunks = [];
    let deferredHead = null;
    let buffering;
    const isBuffering = () => {
      if (buffering === undefined) {
        buffering = response.statusCode !== 304 && String(response.getHeader("content-type") ?? "").startsWith("text/html");
        // A 304 says the browser's copy is still the page: the browser would replace that copy's
        // stored headers with the 304's, and the general policy (no inline script) would then block
        // the page's own scripts. Without a policy the 304 leaves the page's hash policy in place.
        if (response.statusCode === 304) response.removeHeader("content-security-policy");
      }
      return buffering;
    };
    const restore = () => Object.assign(response, original);

    response.writeHead = function writeHead(...args) {
      // The status and headers may come only with writeHead: read them before deciding.
      if (typeof args[0] === "number") response.statusCode = args[0];
      const headers = args.find((arg, i) => i > 0 && arg && typeof arg === "object");
      if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      if (!isBuffering()) {
        restore();
        return original.writeHead.call(response, response.statusCode);
      }
      deferredHead = true;
      return response;
    };
    response.write = function write(chunk, encodingOrCallback, callback) {
      if (!isBuffering()) {
        restore();
        return original.write.call(response, chunk, encodingOrCallback, callback);
      }
      const text = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, text));
      const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
      if (done) process.nextTick(done);
      return true;
    };
    response.end = function end(chunk, encodingOrCallback, callback) {
      const done = typeof chunk === "function" ? chunk : typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
      if (!isBuffering()) {
        restore();
        return original.end.call(response, chunk, encodingOrCallback, callback);
      }
      if (chunk && typeof chunk !== "function") {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encodingOrCallback === "string" ? encodingOrCallback : undefined));
      }
      restore();
      const entry = entryFor(Buffer.concat(chunks), path);
      const { bytes, encoding: used } = encode(entry, encoding);
      response.setHeader("content-security-policy", entry.policy);
      response.removeHeader("transfer-encoding");
      response.setHeader("content-length", bytes.length);
      if (used) response.setHeader("content-encoding", used);
      const vary = String(response.getHeader("vary") ?? "");
      if (!/accept-encoding/i.test(vary)) response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      if (deferredHead) original.writeHead.call(response, response.statusCode);
      return original.end.call(response, bytes, done);
    };
    return true;
  };
}
