import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/metadata";
import { publicPages, routes } from "@/lib/site";

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages.map(({ key, priority }) => ({
    url: absoluteUrl(routes[key]),
    changeFrequency: "monthly",
    priority,
  }));
}
