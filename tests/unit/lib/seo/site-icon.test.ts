import { readFileSync } from "node:fs";
import { join } from "node:path";
import { siteIconDataUrl } from "@/lib/seo/site-icon";

describe("the site's icon", () => {
  it("is written into the page as a data URL of public/icon.svg, so the page asks for no icon file before it paints", () => {
    const url = siteIconDataUrl();
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    const svg = decodeURIComponent(url.slice("data:image/svg+xml,".length));
    expect(svg).toBe(readFileSync(join(process.cwd(), "public", "icon.svg"), "utf8").trim());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

});
