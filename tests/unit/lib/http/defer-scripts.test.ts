import { createHash } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { deferFrameworkScripts, isInfoPage } from "@/lib/http/defer-scripts.mjs";
import { createPagePolicy, inlineScriptHashes } from "@/lib/http/page-policy.mjs";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const payload = `self.__next_f.push([1,"Bern"])`;
// The shape of a page as Next.js 16 renders it: the chunks in the head, the page's own chunk preloaded too.
const page =
  `<!DOCTYPE html><html lang="de-CH"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>` +
  `<link rel="preload" as="script" href="/other/script.js"/>` +
  `<script src="/_next/static/chunks/runtime.js" async=""></script><script src="/_next/static/chunks/turbopack-x.js" async=""></script>` +
  `<script src="/_next/static/chunks/polyfill.js" noModule=""></script><script src="/_next/static/chunks/page.js" async=""></script></head>` +
  `<body><h1>Krankenkasse Bern</h1><script>${payload}</script></body></html>`;

/** A document for the loader, and what it adds to the body. */
const fakeDocument = (visibilityState: "visible" | "hidden", added: unknown[] = []) => {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  return {
    visibilityState,
    createElement: () => ({ src: "", async: false }),
    body: { appendChild: (element: unknown) => added.push(element) },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = (listeners[type] ?? []).filter((entry) => entry !== listener)),
    /** What a user does: the loader's listeners get the event. */
    fire: (type: string, event: unknown) => (listeners[type] ?? []).forEach((listener) => listener(event)),
  };
};

/** The inline loader of a deferred page. */
const loaderOf = (html: string) => /<script>(\(function\(s\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];

describe("the framework's scripts after the first paint", () => {
  const deferred = deferFrameworkScripts(page);

  it("takes the async chunks and their preloads out of the document and keeps everything else", () => {
    expect(deferred).not.toContain(`async=""`);
    expect(deferred).not.toContain(`href="/_next/static/chunks/page.js"`);
    expect(deferred).toContain(`<link rel="preload" as="script" href="/other/script.js"/>`);
    expect(deferred).toContain(`<script src="/_next/static/chunks/polyfill.js" noModule=""></script>`);
    expect(deferred).toContain(`<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>`);
    expect(deferred).toContain(`<h1>Krankenkasse Bern</h1><script>${payload}</script>`);
  });

  it("adds them again after the first painted frame, in their order, still async", () => {
    const loader = loaderOf(deferred);
    expect(loader).toBeDefined();
    const added: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const document = fakeDocument("visible", added);
    const later = (callback: () => void, ms: number) => timers.push({ callback, ms });
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loader!)(document, (callback: () => void) => frames.push(callback), later, undefined);
    expect(added).toEqual([]);
    // Only the fallback for a tab without frames is waiting; the frame is painted first.
    expect(timers.map((timer) => timer.ms)).toEqual([250]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.find((timer) => timer.ms === 0)!.callback();
    // The fallback finds them added and adds nothing.
    timers.find((timer) => timer.ms === 250)!.callback();
    expect(added).toEqual([
      { src: "/_next/static/chunks/runtime.js", async: true },
      { src: "/_next/static/chunks/turbopack-x.js", async: true },
      { src: "/_next/static/chunks/page.js", async: true },
    ]);
  });

  it("where the browser reports its largest paint, adds them once that paint is reported, not at the end of the frame", () => {
    const added: unknown[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const observers: { report: () => void; observed?: { type: string; buffered: boolean }; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      private readonly entry: (typeof observers)[number];
      constructor(report: () => void) {
        this.entry = { report, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: { type: string; buffered: boolean }) {
        this.entry.observed = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const document = fakeDocument("visible", added);
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loaderOf(deferred)!)(document, (callback: () => void) => frames.push(callback), (callback: () => void, ms: number) => timers.push({ callback, ms }), FakeObserver);
    expect(frames).toHaveLength(0);
    expect(observers[0]!.observed).toEqual({ type: "largest-contentful-paint", buffered: true });
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    observers[0]!.report();
    expect(added).toHaveLength(0);
    timers.find((timer) => timer.ms === 0)!.callback();
    expect(added).toHaveLength(3);
    expect(observers[0]!.disconnected).toBe(true);
    // A second report and the fallback add nothing.
    observers[0]!.report();
    timers.forEach((timer) => timer.callback());
    expect(added).toHaveLength(3);
  });

  it("where the browser reports paints, loads after a second all the same when none is reported", () => {
    const added: unknown[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    class SilentObserver {
      static supportedEntryTypes = ["largest-contentful-paint"];
      observe() {}
      disconnect() {}
    }
    const document = fakeDocument("visible", added);
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loaderOf(deferred)!)(document, () => undefined, (callback: () => void, ms: number) => timers.push({ callback, ms }), SilentObserver);
    timers.find((timer) => timer.ms === 1000)!.callback();
    expect(added).toHaveLength(3);
  });

  it("loads at once when a key or pointer is pressed before the paint", () => {
    const added: unknown[] = [];
    const document = fakeDocument("visible", added);
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loaderOf(deferred)!)(document, () => undefined, () => undefined, undefined);
    expect(added).toHaveLength(0);
    document.fire("pointerdown", {});
    expect(added).toHaveLength(3);
  });

  it("presses a button pressed before React was there again once React has started to hydrate, and only that once", () => {
    const timers: { callback: () => void; ms: number }[] = [];
    const document: ReturnType<typeof fakeDocument> & { __reactContainer$x?: object } = fakeDocument("visible");
    const run = (ms: number) => {
      const due = timers.filter((timer) => timer.ms === ms);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms !== ms));
      due.forEach((timer) => timer.callback());
    };
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loaderOf(deferred)!)(document, () => undefined, (callback: () => void, ms: number) => timers.push({ callback, ms }), undefined);
    let pressed = 0;
    const toggle = { isConnected: true, click: () => pressed++ };
    document.fire("click", { target: { closest: (selector: string) => (selector.includes("button") ? toggle : null) } });
    // A click beside any button (a link, the text) is not noted.
    document.fire("click", { target: { closest: () => null } });
    // React is not there yet: nothing is pressed, the loader keeps looking.
    run(50);
    expect(pressed).toBe(0);
    document.__reactContainer$x = {};
    run(50);
    run(0);
    expect(pressed).toBe(1);
    // After hydration, clicks are React's: none is noted or pressed again.
    document.fire("click", { target: { closest: () => toggle } });
    timers.forEach((timer) => timer.callback());
    expect(pressed).toBe(1);
  });

  it("loads after a quarter of a second in a visible tab that paints no frame", () => {
    const added: unknown[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const document = fakeDocument("visible", added);
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loaderOf(deferred)!)(document, () => undefined, (callback: () => void, ms: number) => timers.push({ callback, ms }), undefined);
    timers.find((timer) => timer.ms === 250)!.callback();
    expect(added).toHaveLength(3);
  });

  it("loads at once in a tab opened in the background, which paints no frames", () => {
    const added: unknown[] = [];
    const document = fakeDocument("hidden", added);
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", loaderOf(deferred)!)(document, () => undefined, () => undefined, undefined);
    expect(added).toHaveLength(3);
  });

  it("leaves a page without framework scripts or without a body as it is", () => {
    const plain = `<html><body><p>Hallo</p><script src="/x.js"></script></body></html>`;
    expect(deferFrameworkScripts(plain)).toBe(plain);
    expect(deferFrameworkScripts(`{"json":true}`)).toBe(`{"json":true}`);
  });
});

describe("a deferred page sent through the policy", () => {
  let server: Server;
  let base: string;
  let rendered = 0;
  beforeAll(async () => {
    const wrap = createPagePolicy((hashes) => `script-src 'self' ${hashes.map((hash) => `'sha256-${hash}'`).join(" ")}`, { transform: (html) => deferFrameworkScripts(html) });
    server = createServer((req, response) => {
      wrap(req, response);
      rendered++;
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = () =>
    new Promise<{ policy: string; body: string }>((resolve, reject) => {
      request(`${base}/krankenkasse-bern`, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ policy: String(response.headers["content-security-policy"]), body: Buffer.concat(chunks).toString() }));
      }).on("error", reject).end();
    });

  it("names the loader's hash next to the payload's, and sends the same bytes each time", async () => {
    const first = await get();
    expect(first.body).toBe(deferFrameworkScripts(page));
    expect(inlineScriptHashes(first.body)).toEqual([sha(payload), sha(loaderOf(first.body)!)]);
    expect(first.policy).toBe(`script-src 'self' 'sha256-${sha(payload)}' 'sha256-${sha(loaderOf(first.body)!)}'`);
    const second = await get();
    expect(second.body).toBe(first.body);
    expect(rendered).toBe(2);
  });
});

describe("which pages load their scripts after the first paint", () => {
  it.each(["/about", "/faq", "/privacy", "/krankenkasse-wechseln", "/krankenkasse-bern", "/fr/krankenkasse-genf", "/it/faq", "/en/about"])("%s: an info or canton page", (path) =>
    expect(isInfoPage(path)).toBe(true));
  it.each(["/", "/fr", "/calculator", "/en/calculator", "/optimizer", "/insurer-portal", "/admin", "/api/premiums/search"])("%s: not", (path) =>
    expect(isInfoPage(path)).toBe(false));
});
