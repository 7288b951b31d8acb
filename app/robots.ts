import type { MetadataRoute } from "next";
import { locales } from "@/lib/i18n/config";
import { localizedPath } from "@/lib/i18n/paths";
import { absoluteUrl } from "@/lib/seo/metadata";
import { privatePaths } from "@/lib/site";

export default function robots(): MetadataRoute.Robots {
  // The portal and the admin panel in every language's address; the API has none.
  const disallow = [...new Set(privatePaths.flatMap((path) => (path.startsWith("/api/") ? [path] : locales.map((locale) => localizedPath(locale, path)))))];
  return {
    rules: [{ userAgent: "*", allow: "/", disallow }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
