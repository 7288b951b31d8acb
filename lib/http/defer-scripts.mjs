// Loads a page's framework scripts after its first paint.
//
// Next.js puts its chunks into the head as `<script src async>` (the page's own chunk once more as a
// low-priority preload). They arrive with the stylesheet and run before the browser first paints, so on
// a slow phone the page's text waits for about 150 kB of script to download, run and hydrate, and
// Lighthouse counts all of it into the largest contentful paint (docs/performance.md). The page is
// complete HTML without them (rendered on the server), so this moves them behind the first paint: the
// script tags and their preloads leave the document, and one small inline script at the end of the body
// adds them again, in their order and still async, once the browser has painted. The RSC payload's
// inline scripts stay where they are: they only queue data for the framework.
// The page's policy names the loader by its hash like every other inline script (page-policy.mjs).
// A script in any other form than Next's own (other attributes) is left where it is.
// Only the info and canton pages are rewritten (`isInfoPage`): they are read, not worked with, and their
// first paint is what counts. The tools, the portal and the admin panel keep their scripts eager: there a
// later hydration is a later first click, and on a busy machine the first frame can take most of a second.

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

/** A visible tab that paints no frame (occluded, a second tab of a test browser) loads after this long all the same. */
const NO_FRAME_MS = 250;
/**
 * How often and how long the loader looks for React's hydration to replay a button pressed before it (30 s: on a busy
 * phone, or a test machine running two browsers, hydration can start more than 10 s after a press on a slow network).
 */
const REPLAY_POLL_MS = 50;
const REPLAY_POLLS = 600;
/** Where the browser reports its largest paint, the longest it may take to report it before the scripts load anyway. */
const NO_PAINT_ENTRY_MS = 1000;

/**
 * The loader. Where the browser reports the largest contentful paint (Chromium), the scripts are added
 * once the first such paint is reported, which is after the frame is on the screen: the end of the
 * frame's task (requestAnimationFrame, then a timeout) can come before its presentation, and a script
 * requested in between counts into the paint for Lighthouse. Elsewhere requestAnimationFrame runs just
 * before the next paint and the timeout after it once that frame is painted. A tab opened in the
 * background (no frames) loads at once, one that paints nothing loads after NO_FRAME_MS (NO_PAINT_ENTRY_MS
 * where paints are reported). The scripts are added once.
 * A key or pointer pressed before then loads them at once. A button pressed before React has started to
 * hydrate (the mobile menu, the language switcher, the cookie banner) did nothing, as the page has no
 * handlers yet: the loader notes it and presses it again once React is there, which then handles it.
 * @param {string[]} sources
 */
const loader = (sources) =>
  `(function(s){var d,o,q=[],w=0;` +
  // React marks the document when it starts to hydrate it; from then on it catches and replays clicks itself.
  `function h(){return Object.keys(document).some(function(k){return k.indexOf("__reactContainer")===0})}` +
  `function rec(e){if(h())return;var b=e.target&&e.target.closest&&e.target.closest("button,[role=button]");if(b&&q.indexOf(b)<0)q.push(b);go()}` +
  `function replay(){if(h()){document.removeEventListener("click",rec,true);setTimeout(function(){q.forEach(function(b){if(b.isConnected)b.click()});q=[]},0)}else if(w++<${REPLAY_POLLS})setTimeout(replay,${REPLAY_POLL_MS});else document.removeEventListener("click",rec,true)}` +
  `function go(){if(d)return;d=1;if(o)o.disconnect();s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)});replay()}` +
  `document.addEventListener("click",rec,true);document.addEventListener("keydown",go,true);document.addEventListener("pointerdown",go,true);` +
  `var P=typeof PerformanceObserver==="function"&&PerformanceObserver;` +
  `if(document.visibilityState==="hidden")go();` +
  `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){o=new P(function(){setTimeout(go,0)});o.observe({type:"largest-contentful-paint",buffered:true});setTimeout(go,${NO_PAINT_ENTRY_MS})}` +
  `else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${NO_FRAME_MS})}})(${JSON.stringify(sources)})`;

/** The info pages and the canton pages, in every language ("/about", "/fr/krankenkasse-genf"). */
const INFO_PAGE = /^(?:\/(?:fr|it|en))?\/(?:about|faq|privacy|krankenkasse-[a-z0-9-]+)\/?$/;

/** @param {string} path */
export const isInfoPage = (path) => INFO_PAGE.test(path);

/**
 * The page with its framework scripts loaded after the first paint; unchanged when it has none or no body.
 * @param {string} html
 */
export function deferFrameworkScripts(html) {
  if (html.lastIndexOf("</body>") < 0) return html;
  const sources = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_, src) => {
    if (!sources.includes(src)) sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  // Only the preloads of scripts the loader adds: the browser would fetch them before the paint.
  const page = withoutScripts.replace(SCRIPT_PRELOAD, (preload, src) => (sources.includes(src) ? "" : preload));
  const bodyEnd = page.lastIndexOf("</body>");
  // JSON.stringify cannot close the script element: the sources match [^"<>].
  return `${page.slice(0, bodyEnd)}<script>${loader(sources)}</script>${page.slice(bodyEnd)}`;
}
