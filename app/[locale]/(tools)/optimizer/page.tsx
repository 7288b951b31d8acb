import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { PageHeading } from "@/components/layout/page-heading";
import { BetaBanner } from "@/components/optimizer/beta-banner";
import { Optimizer } from "@/components/optimizer/optimizer";
import { OptimizerSidePanels } from "@/components/optimizer/optimizer-side-panels";
import { JsonLd } from "@/components/seo/json-ld";
import { languageTag, type Locale } from "@/lib/i18n/config";
import { messagesFor } from "@/lib/i18n/messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/paths";
import { absoluteUrl, pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata(props: LocaleParams) {
  await pageLocale(props);
  const t = await getTranslations("pages.optimizer.meta");
  return pageMetadata({ path: routes.optimizer, title: t("title"), description: t("description") });
}

// The client part needs only these texts; panels, banner and structured data render on the server.
function clientMessages(locale: Locale) {
  const messages = messagesFor(locale);
  const { form, errors, result, recommendation, formula, real, chart, household } = messages.optimizer;
  return {
    optimizer: { form, errors, result, recommendation, formula, real, chart, household },
    models: { names: messages.models.names },
    calculator: { yearSwitch: messages.calculator.yearSwitch },
  };
}

export default async function OptimizerPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  const page = await getTranslations("pages.optimizer");
  const t = await getTranslations("optimizer");
  const url = absoluteUrl(localizedPath(locale, routes.optimizer));
  // The side panels' questions double as FAQ data: what search engines read is what the page shows.
  const questions = (["franchise", "copayment", "risk"] as const).map((key) => ({
    "@type": "Question",
    name: t(`panels.${key}.title`),
    acceptedAnswer: { "@type": "Answer", text: t(`panels.${key}.text`) },
  }));

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": [
            {
              "@type": "WebApplication",
              "@id": `${url}#app`,
              name: t("structuredData.name"),
              description: t("structuredData.description"),
              url,
              inLanguage: languageTag(locale),
              applicationCategory: "FinanceApplication",
              operatingSystem: "Web",
              isAccessibleForFree: true,
              offers: { "@type": "Offer", price: 0, priceCurrency: "CHF" },
              publisher: { "@id": absoluteUrl("/#organization") },
            },
            { "@type": "FAQPage", "@id": `${url}#faq`, url, inLanguage: languageTag(locale), mainEntity: questions },
          ],
        }}
      />
      <div className="space-y-4">
        <BetaBanner />
        <PageHeading title={page("title")} intro={page("intro")} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <NextIntlClientProvider messages={clientMessages(locale)}>
            <Optimizer />
          </NextIntlClientProvider>
        </div>
        <OptimizerSidePanels />
      </div>
    </div>
  );
}
