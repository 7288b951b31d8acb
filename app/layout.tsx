import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CookieBanner } from "@/components/consent/cookie-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { SiteHeader } from "@/components/layout/site-header";
import { TrackingSetup } from "@/components/tracking/tracking-setup";
import { env } from "@/lib/env";
import { messages } from "@/lib/i18n/messages";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common.brand");
  const home = await getTranslations("pages.home.meta");
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: `${t("name")} – ${home("title")}`, template: `%s | ${t("name")}` },
    description: home("description"),
    applicationName: t("name"),
    openGraph: { siteName: t("name"), locale: "de_CH", type: "website" },
    formatDetection: { telephone: false },
  };
}

// Pages are rendered once and served from the cache (the production server gives each its
// Content-Security-Policy with the hashes of its inline scripts, server.mjs). Dates of the calendar
// (deadlines, the default tariff year) and the configuration are renewed at least every 10 minutes;
// new premium data renews them at once (lib/seo/page-refresh.ts).
export const revalidate = 600;

export const viewport: Viewport = {
  themeColor: "#155e75",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("common");
  const config = env();
  return (
    <html lang="de-CH">
      <body className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("skipToContent")}
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <CookieBanner texts={{ banner: messages.consent.banner, settings: messages.consent.settings }} />
        <TrackingSetup pixelId={config.META_PIXEL_ID} analyticsUrl={config.ANALYTICS_URL} />
        <LazyToaster containerAriaLabel={t("toaster.label")} closeLabel={t("dialog.close")} />
      </body>
    </html>
  );
}
