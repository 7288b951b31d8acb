import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CookieBanner } from "@/components/consent/cookie-banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { SiteHeader } from "@/components/layout/site-header";
import { TrackingSetup } from "@/components/tracking/tracking-setup";
import { LanguageSuggestion, type SuggestionTexts } from "@/components/layout/language-suggestion";
import { env } from "@/lib/env";
import { languageTag, openGraphLocale, type Locale } from "@/lib/i18n/config";
import { catalogues, messagesFor } from "@/lib/i18n/messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { routing } from "@/lib/i18n/routing";
import { siteIconDataUrl } from "@/lib/seo/site-icon";
import "../globals.css";

/** Every language's pages are rendered at build. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(props);
  const t = await getTranslations("common.brand");
  const home = await getTranslations("pages.home.meta");
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: `${t("name")} – ${home("title")}`, template: `%s | ${t("name")}` },
    description: home("description"),
    applicationName: t("name"),
    openGraph: { siteName: t("name"), locale: openGraphLocale(locale), type: "website" },
    formatDetection: { telephone: false },
    icons: { icon: [{ url: siteIconDataUrl(), type: "image/svg+xml", sizes: "any" }] },
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

/** The suggestion of another language is written in that language (a few words each). */
const suggestionTexts = Object.fromEntries(
  routing.locales.map((locale) => {
    const { suggestion, switch: follow, dismiss } = catalogues[locale].common.language;
    return [locale, { suggestion, switch: follow, dismiss }];
  }),
) as Record<Locale, SuggestionTexts>;

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale({ params });
  const t = await getTranslations("common");
  const { consent } = messagesFor(locale);
  const config = env();
  return (
    <html lang={languageTag(locale)}>
      <body className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("skipToContent")}
        </a>
        <LanguageSuggestion current={locale} texts={suggestionTexts} />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <CookieBanner texts={{ banner: consent.banner, settings: consent.settings }} />
        <TrackingSetup pixelId={config.META_PIXEL_ID} analyticsUrl={config.ANALYTICS_URL} />
        <LazyToaster containerAriaLabel={t("toaster.label")} closeLabel={t("dialog.close")} />
      </body>
    </html>
  );
}
