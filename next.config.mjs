import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/security-headers.mjs";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const dev = process.env.NODE_ENV !== "production";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Database drivers load WASM and native files at run time: keep them out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg"],
  // Whoever asks for the conventional icon gets the site's (pages name it as a data URL: lib/seo/site-icon.ts).
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders({
          dev,
          https: (process.env.SITE_URL ?? "").startsWith("https://"),
          pixel: Boolean(process.env.META_PIXEL_ID),
          analyticsUrl: process.env.ANALYTICS_URL || undefined,
        }),
      },
    ];
  },
};

export default withNextIntl(nextConfig);
