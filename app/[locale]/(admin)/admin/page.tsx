import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { AdminPanel } from "@/components/admin/admin-panel";
import { PageHeading } from "@/components/layout/page-heading";
import { messagesFor } from "@/lib/i18n/messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata(props: LocaleParams) {
  await pageLocale(props);
  const t = await getTranslations("pages.admin.meta");
  return pageMetadata({ path: routes.admin, title: t("title"), description: t("description"), noIndex: true });
}

/**
 * Prerendered like every page: whether this browser is logged in is asked in the browser. German and
 * French (the request gate sends the other languages' address to the German page).
 */
export default async function AdminPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  // Only the texts the panel's client part reads travel to the browser (not the API's and the mail's).
  const { server: _server, mail: _mail, csv: _csv, ...adminClientTexts } = messagesFor(locale).admin;
  const t = await getTranslations("pages.admin");
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <PageHeading title={t("title")} intro={t("intro")} />
      <NextIntlClientProvider messages={{ admin: adminClientTexts }}>
        <AdminPanel />
      </NextIntlClientProvider>
    </div>
  );
}
