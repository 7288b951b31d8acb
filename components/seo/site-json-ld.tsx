import { getLocale, getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { languageTag } from "@/lib/i18n/config";
import { localizedPath } from "@/lib/i18n/paths";
import { absoluteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";
import { JsonLd } from "./json-ld";

const featuredPages = ["calculator", "optimizer", "guide", "zurich", "basel"] as const;

/** The site, its operator and its main pages (Zurich, Basel, switching, optimizer, calculator). */
export async function SiteJsonLd() {
  const t = await getTranslations("pages.structuredData");
  const brand = await getTranslations("common.brand");
  const locale = await getLocale();
  const config = env();
  const organization = {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: config.IMPRINT_COMPANY,
    url: absoluteUrl(routes.home),
    email: config.IMPRINT_EMAIL,
    address: {
      "@type": "PostalAddress",
      streetAddress: config.IMPRINT_STREET,
      addressLocality: config.IMPRINT_CITY,
      addressCountry: "CH",
    },
  };
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@graph": [
          organization,
          {
            "@type": "WebSite",
            "@id": absoluteUrl("/#website"),
            name: brand("name"),
            url: absoluteUrl(localizedPath(locale, routes.home)),
            description: t("siteDescription"),
            inLanguage: languageTag(locale),
            publisher: { "@id": absoluteUrl("/#organization") },
            hasPart: featuredPages.map((key) => ({
              "@type": key === "calculator" || key === "optimizer" ? "WebApplication" : "WebPage",
              name: t(key),
              url: absoluteUrl(localizedPath(locale, routes[key])),
              ...(key === "calculator" || key === "optimizer"
                ? { applicationCategory: "FinanceApplication", offers: { "@type": "Offer", price: 0, priceCurrency: "CHF" } }
                : {}),
            })),
          },
        ],
      }}
    />
  );
}
