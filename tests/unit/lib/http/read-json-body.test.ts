/** @jest-environment node */
import { nestsDeeperThan, readJsonBody } from "@/lib/http/api-response";

const post = (body: string) => new Request("http://test/api/x", { method: "POST", body });

describe("readJsonBody", () => {
  it("answers a body nested deeper than 32 levels with a clear 400, however deep", async () => {
    for (const depth of [33, 10_000]) {
      const outcome = await readJsonBody(post(`${"[".repeat(depth)}${"]".repeat(depth)}`));
      expect(outcome.ok).toBe(false);
      if (outcome.ok) continue;
      expect(outcome.response.status).toBe(400);
      expect(await outcome.response.json()).toEqual({ error: "Ungültige Anfrage", details: "Der Anfrageinhalt ist zu tief verschachtelt" });
    }
    expect((await readJsonBody(post(`${'{"a":'.repeat(32)}1${"}".repeat(32)}`))).ok).toBe(true);
  });

  it("measures the depth without recursion", () => {
    expect(nestsDeeperThan(JSON.parse(`${"[".repeat(50_000)}${"]".repeat(50_000)}`), 32)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: "x" }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan("text", 0)).toBe(false);
  });
});
