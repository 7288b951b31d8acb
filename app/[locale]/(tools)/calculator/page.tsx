import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { PageHeading } from "@/components/layout/page-heading";
import { Calculator } from "@/components/premiums/calculator";
import { CalculatorTips } from "@/components/premiums/calculator-tips";
import { JsonLd } from "@/components/seo/json-ld";
import { expectedTariffYear } from "@/lib/domain/tariff-year";
import { languageTag } from "@/lib/i18n/config";
import { resultsClientMessagesFor } from "@/lib/i18n/messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/paths";
import { absoluteUrl, pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";


export async function generateMetadata(props: LocaleParams) {
  await pageLocale(props);
  const t = await getTranslations("pages.calculator.meta");
  const year = expectedTariffYear(new Date());
  return pageMetadata({ path: routes.calculator, title: t("title", { year }), description: t("description", { year }) });
}

// The tips and structured data render on the server; the browser needs the rest.

export default async function CalculatorPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  const t = await getTranslations("pages.calculator");
  const data = await getTranslations("calculator.structuredData");
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebApplication",
          name: data("name"),
          description: data("description"),
          url: absoluteUrl(localizedPath(locale, routes.calculator)),
          applicationCategory: "FinanceApplication",
          operatingSystem: "Web",
          inLanguage: languageTag(locale),
          offers: { "@type": "Offer", price: 0, priceCurrency: "CHF" },
        }}
      />
      <PageHeading title={t("title")} intro={t("intro")} />
      {/* Only the namespaces the client part reads travel to the browser. */}
      <NextIntlClientProvider messages={resultsClientMessagesFor(locale)}>
        <Calculator aside={<CalculatorTips />} />
      </NextIntlClientProvider>
    </div>
  );
}
