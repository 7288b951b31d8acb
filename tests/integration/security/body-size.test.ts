import { POST as search } from "@/app/api/premiums/search/route";
import { readJsonBody } from "@/lib/http/api-response";

// A body is read only up to 64 KB: the rest is never pulled from the connection.
function streamOf(totalBytes: number, chunkBytes = 64 * 1024) {
  let sent = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://test/api/premiums/search", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("request bodies over 64 KB", () => {
  it("answers 413 after reading at most the limit and a chunk of a 10 MB body", async () => {
    const stream = streamOf(10 * 1024 * 1024);
    const answer = await readJsonBody(post(stream.body));
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.response.status).toBe(413);
    expect(await answer.response.json()).toEqual({ error: "Anfrage zu gross", details: "Der Anfrageinhalt darf höchstens 64 KB gross sein." });
    expect(stream.pulled()).toBeLessThanOrEqual(3 * 64 * 1024);
  });

  it("answers 413 at once when Content-Length announces too much", async () => {
    const stream = streamOf(10 * 1024 * 1024);
    const answer = await readJsonBody(post(stream.body, { "content-length": String(10 * 1024 * 1024) }));
    expect(!answer.ok && answer.response.status).toBe(413);
    expect(stream.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("still reads a body of exactly 64 KB, with multi-byte characters across chunks", async () => {
    const text = JSON.stringify({ pad: "ü".repeat(32 * 1024 - 6) });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(64 * 1024);
    const answer = await readJsonBody(post(new Blob([text]).stream()));
    expect(answer.ok && (answer.body as { pad: string }).pad.length).toBe(32 * 1024 - 6);
  });

  it("a route answers 413 with its German message", async () => {
    const response = await search(post(JSON.stringify({ pad: "x".repeat(70_000) })));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe("Anfrage zu gross");
  });
});
