import fc from "fast-check";

/**
 * Hostile requests for the property tests of the API routes: wrong types, huge strings, deep
 * nesting, unicode (lone surrogates, right-to-left override, NUL), prototype-pollution keys,
 * SQL and script fragments, broken JSON, odd content types, broken cookies and huge headers.
 */

/**
 * A JSON value as a tree, so objects can carry keys like "__proto__" as their own keys; `raw` is
 * ready JSON text (deep nesting, which no recursive code, fast-check's included, should walk).
 */
export type Json = null | boolean | number | string | Json[] | { entries: [string, Json][] } | { raw: string };

export const FRAGMENTS = [
  "' OR 1=1--",
  "'; DROP TABLE lead; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "8001' AND (SELECT 1 FROM pg_sleep(0))::text='1",
  "admin'--",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "${7*7}{{7*7}}",
  "../../../etc/passwd",
  "%00",
  "\u0000",
  "\uD800",
  "\uDFFF",
  "a\uD83Dz",
  "\u202Egnp.exe",
  "\u200F\u05E9\u05DC\u05D5\u05DD",
  "𝕏🙂👩‍👩‍👧",
  "Zürich",
  "",
  " ",
  "\n\r\t",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e999",
  "8001",
  "anna@example.ch",
  "3f1c6c2e-8b7a-4f0e-9a51-2b3c4d5e6f70",
] as const;

export const POLLUTING_KEYS = ["__proto__", "constructor", "prototype", "polluted", "toString", "hasOwnProperty", "valueOf"] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(5_000), "é".repeat(3_000), "\uD800".repeat(2_000)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...FRAGMENTS), fc.constantFrom(...FRAGMENTS)).map(([a, b]) => a + b) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e308, -1e308, Number.MAX_SAFE_INTEGER, 8001, 1990, 300),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value nested `depth` levels deep, as arrays or objects. */
export const deeplyNested = (depth: number, inObjects = false): Json => ({
  raw: inObjects ? `${'{"a":'.repeat(depth)}"tief"${"}".repeat(depth)}` : `${"[".repeat(depth)}"tief"${"]".repeat(depth)}`,
});

export const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie("value"), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), hostileString), tie("value")), { maxLength: 4 })
      .map((entries) => ({ entries })),
    fc.constantFrom<Json>(
      deeplyNested(1_000),
      deeplyNested(1_000, true),
      // Deeper than JSON.stringify and other recursive code can go (about 4,500 levels), within 64 KB.
      deeplyNested(10_000),
      deeplyNested(8_000, true),
      { entries: [["__proto__", { entries: [["polluted", "ja"]] }]] },
      { entries: [["constructor", { entries: [["prototype", { entries: [["polluted", "ja"]] }]] }]] },
    ),
  ),
})).value;

/** JSON text of the tree; numbers JSON cannot carry come out as null (as JSON.stringify does). */
export function jsonText(value: Json): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if ("raw" in value) return value.raw;
  return `{${value.entries.map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`).join(",")}}`;
}

/** A plain JS value (a valid sample) as a tree. */
export function toJson(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === "object") return { entries: Object.entries(value).map(([key, inner]) => [key, toJson(inner)]) };
  if (typeof value === "boolean" || typeof value === "number" || typeof value === "string") return value;
  return null;
}

/** Every path into the tree (the root too), as indices and keys. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((inner, i) => paths.push(...pathsOf(inner, [...prefix, i])));
  else if (value !== null && typeof value === "object" && "entries" in value) value.entries.forEach(([, inner], i) => paths.push(...pathsOf(inner, [...prefix, i])));
  return paths;
}

function replaceAt(value: Json, path: (string | number)[], replacement: (old: Json) => Json): Json {
  if (path.length === 0) return replacement(value);
  const [head, ...rest] = path as [number, ...number[]];
  if (Array.isArray(value)) return value.map((inner, i) => (i === head ? replaceAt(inner, rest, replacement) : inner));
  if (value !== null && typeof value === "object" && "entries" in value) {
    return { entries: value.entries.map(([key, inner], i) => [key, i === head ? replaceAt(inner, rest, replacement) : inner] as [string, Json]) };
  }
  return value;
}

/**
 * The sample with each value in turn replaced by each hostile fragment, and each object given an
 * extra key holding it (schemas that pass unknown keys through): a table, not a sample of it.
 */
export function everyPlaceEveryFragment(sample: unknown, fragments: readonly Json[]): string[] {
  const tree = toJson(sample);
  const isObject = (value: Json): value is { entries: [string, Json][] } =>
    value !== null && typeof value === "object" && !Array.isArray(value) && "entries" in value;
  return pathsOf(tree).flatMap((path, i) =>
    fragments.flatMap((fragment) => [
      ...(i > 0 ? [jsonText(replaceAt(tree, path, () => fragment))] : []),
      ...[jsonText(replaceAt(tree, path, (old) => (isObject(old) ? { entries: [...old.entries, ["extra", fragment]] } : old)))].filter(
        (text) => text !== jsonText(tree),
      ),
    ]),
  );
}

/** A valid sample with one place made hostile: a value replaced, or a hostile key added to an object. */
export const mutatedSample = (sample: unknown): fc.Arbitrary<Json> => {
  const tree = toJson(sample);
  const paths = pathsOf(tree);
  return fc.tuple(fc.constantFrom(...paths), hostileJson, fc.constantFrom(...POLLUTING_KEYS, "extra"), fc.boolean()).map(([path, hostile, key, addKey]) =>
    replaceAt(tree, path, (old) =>
      addKey && old !== null && typeof old === "object" && !Array.isArray(old) && "entries" in old ? { entries: [...old.entries, [key, hostile]] } : hostile,
    ),
  );
};

export type HostileBody = { text: string | Uint8Array<ArrayBuffer>; derived: boolean };

const RAW_JUNK = [
  "",
  "{",
  '{"a":',
  "[1,2",
  "nul",
  "null",
  "true",
  "[]",
  '""',
  "1e999",
  "-",
  "\u0000",
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":"ja"}}',
  '{"constructor":{"prototype":{"polluted":"ja"}}}',
  "postalCode=8001&birthYear=1990",
  "<xml><a>1</a></xml>",
  "\uFEFF{}",
  `${"[".repeat(30_000)}${"]".repeat(30_000)}`,
  `{"pad":"${"x".repeat(100_000)}"}`,
  "x".repeat(200_000),
];

/** A POST body: a varied valid sample (may stay valid), or junk that never is. */
export const hostileBody = (sample: unknown): fc.Arbitrary<HostileBody> =>
  fc.oneof(
    { weight: sample === undefined ? 0 : 4, arbitrary: mutatedSample(sample ?? {}).map((tree) => ({ text: jsonText(tree), derived: true })) },
    { weight: 2, arbitrary: hostileJson.map((tree) => ({ text: jsonText(tree), derived: false })) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_JUNK).map((text) => ({ text, derived: false })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ text: Uint8Array.from([0xff, 0xfe, ...bytes]), derived: false })) },
    { weight: 1, arbitrary: hostileString.map((text) => ({ text, derived: false })) },
  );

/** Header values must be ByteStrings without CR, LF or NUL: anything else becomes "?". */
export const headerSafe = (text: string) => text.replace(/[^\x20-\x7e\x80-\xff]/g, "?");

const headerValue = hostileString.map(headerSafe);

export type HeaderOptions = { credentials: boolean; cookie: boolean };

/** Hostile request headers; without `credentials` no key headers, without `cookie` no cookie. */
export const hostileHeaders = ({ credentials, cookie }: HeaderOptions): fc.Arbitrary<[string, string][]> => {
  const entries: fc.Arbitrary<[string, string]>[] = [
    fc.tuple(
      fc.constant("content-type"),
      fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=--x", "application/json; charset=utf-16", "application/xml", "", "*/*"),
    ),
    fc.tuple(fc.constant("x-forwarded-for"), fc.oneof(headerValue, fc.constant(Array(1_000).fill("203.0.113.9").join(", ")), fc.constant(", , ,"))),
    fc.tuple(fc.constant("x-real-ip"), headerValue),
    fc.tuple(fc.constant("idempotency-key"), headerValue),
    fc.tuple(fc.constant("origin"), fc.constantFrom("null", "http://test", "https://evil.example", "javascript:alert(1)", "%%%", "http://[::1")),
    fc.tuple(fc.constant("sec-fetch-site"), fc.constantFrom("cross-site", "same-origin", "same-site", "none", "' OR 1=1--")),
    fc.tuple(fc.constant("accept-language"), headerValue),
    fc.tuple(fc.constant("x-forwarded-proto"), headerValue),
    fc.tuple(fc.constant("x-forwarded-host"), headerValue),
    fc.tuple(fc.constant("x-huge"), fc.constant("x".repeat(60_000))),
  ];
  if (credentials) {
    entries.push(
      fc.tuple(fc.constant("x-api-key"), fc.oneof(headerValue, fc.constant(`pk_${"A".repeat(43)}`), fc.constant("pk_".padEnd(5_000, "x")))),
      // Never a real insurer's code: failed checks count per code, and on PostgreSQL other test files share the counters.
      fc.tuple(fc.constant("x-insurer-code"), fc.oneof(headerValue.map((value) => `Z${value}`), fc.constantFrom("99999", "' OR 1=1--", "8;DROP"))),
    );
  }
  if (cookie) {
    entries.push(
      fc.tuple(
        fc.constant("cookie"),
        fc.oneof(
          fc.constantFrom("pk_admin=not-a-seal", "pk_admin=Fe26.2**abc*def**", "pk_admin=", ";;=;pk_admin", "pk_admin=%E0%A4%A", 'pk_admin="', `pk_admin=${"A".repeat(20_000)}`),
          headerValue.map((value) => `pk_admin=${value}`),
        ),
      ),
    );
  }
  return fc.uniqueArray(fc.oneof(...entries), { maxLength: 4, selector: ([name]) => name });
};

/** A hostile query string: known and unknown parameters with hostile values, or raw broken encoding. */
export const hostileQuery = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...known, ...POLLUTING_KEYS, "apikey", "q[]", "page[$ne]"), hostileString), hostileString), { maxLength: 4 })
      .map((pairs) => new URLSearchParams(pairs).toString()),
    fc.constantFrom("%", "%E0%A4%A", "q=%uD800", "postal_code=%00", "a=1&a=2&postal_code=8001&postal_code=../..", "q[$ne]=x", "&&&==&", `q=${"x".repeat(100_000)}`),
  );
