import "server-only";
import { LRUCache } from "lru-cache";

type Success = { ok: true; response: unknown };

/**
 * Answers kept serialised once: a repeated request (the calculator's defaults, a shared link, a
 * popular postal code) costs a lookup instead of the work and a JSON.stringify. The caller's key
 * holds the data version, so a new import never serves old premiums; it comes back with the
 * answer, as what a GET's entity tag is made of (lib/http/cacheable.ts).
 */
export function answerCache(maxBytes: number) {
  const answers = new LRUCache<string, string>({ max: 2000, maxSize: maxBytes, sizeCalculation: (json) => json.length });
  return <O extends Success | { ok: false }>(key: string, compute: () => O): { ok: true; json: string; key: string } | Exclude<O, Success> => {
    const hit = answers.get(key);
    if (hit !== undefined) return { ok: true, json: hit, key };
    const outcome = compute();
    if (!outcome.ok) return outcome as Exclude<O, Success>;
    const json = JSON.stringify((outcome as Success).response);
    answers.set(key, json);
    return { ok: true, json, key };
  };
}
