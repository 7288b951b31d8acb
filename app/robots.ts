import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/metadata";
import { privatePaths } from "@/lib/site";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...privatePaths] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
