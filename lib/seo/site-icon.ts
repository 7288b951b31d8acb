import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The site's icon (public/icon.svg), written into each page's head as a data URL. As a file it was one more
 * request just before the first paint (and Chromium asks for /favicon.ico when a page names no icon), which
 * Lighthouse's simulation counts into the largest contentful paint on a slow network. The file stays for
 * whoever asks for /favicon.ico (next.config.mjs).
 */
let dataUrl: string | undefined;

export function siteIconDataUrl(): string {
  dataUrl ??= `data:image/svg+xml,${encodeURIComponent(readFileSync(join(process.cwd(), "public", "icon.svg"), "utf8").trim())}`;
  return dataUrl;
}
