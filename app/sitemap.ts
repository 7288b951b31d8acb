import type { MetadataRoute } from "next";
import { GENERIC_PAGE_CANTONS, cantonPath } from "@/lib/domain/canton-pages";
import { absoluteUrl } from "@/lib/seo/metadata";
import { publicPages, routes } from "@/lib/site";

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = publicPages.map(({ key, priority }) => ({ url: absoluteUrl(routes[key]), changeFrequency: "monthly" as const, priority }));
  // Zurich and Basel are in publicPages; every other canton has its page from the same data.
  const cantons = GENERIC_PAGE_CANTONS.map((code) => ({ url: absoluteUrl(cantonPath(code)), changeFrequency: "monthly" as const, priority: 0.6 }));
  return [...pages, ...cantons];
}
