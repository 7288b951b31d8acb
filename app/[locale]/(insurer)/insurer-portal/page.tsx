import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { InsurerPortal } from "@/components/insurer-portal/insurer-portal";
import { PageHeading } from "@/components/layout/page-heading";
import { messagesFor } from "@/lib/i18n/messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata(props: LocaleParams) {
  await pageLocale(props);
  const t = await getTranslations("pages.insurerPortal.meta");
  return pageMetadata({ path: routes.insurerPortal, title: t("title"), description: t("description"), noIndex: true });
}

// German and French (the request gate sends the other languages' address to the German page).
export default async function InsurerPortalPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  // Only the texts the portal's client part reads travel to the browser.
  const { login, leads } = messagesFor(locale).insurerPortal;
  const t = await getTranslations("pages.insurerPortal");
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <PageHeading title={t("title")} intro={t("intro")} />
      <NextIntlClientProvider messages={{ insurerPortal: { login, leads } }}>
        <InsurerPortal />
      </NextIntlClientProvider>
    </div>
  );
}
