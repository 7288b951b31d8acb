import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { InsurerPortal } from "@/components/insurer-portal/insurer-portal";
import { PageHeading } from "@/components/layout/page-heading";
import { messages } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata() {
  const t = await getTranslations("pages.insurerPortal.meta");
  return pageMetadata({ path: routes.insurerPortal, title: t("title"), description: t("description"), noIndex: true });
}

// Only the texts the portal's client part reads travel to the browser.
const { login, leads } = messages.insurerPortal;

export default async function InsurerPortalPage() {
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
