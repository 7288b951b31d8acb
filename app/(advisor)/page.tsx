import { getTranslations } from "next-intl/server";
import { WelcomePopup } from "@/components/consent/welcome-popup";
import { FeaturePending } from "@/components/layout/feature-pending";
import { SiteJsonLd } from "@/components/seo/site-json-ld";
import { messages } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata() {
  const t = await getTranslations("pages.home.meta");
  return { ...pageMetadata({ path: routes.home, title: t("title"), description: t("description") }), title: { absolute: t("title") } };
}

export default function HomePage() {
  return (
    <>
      <SiteJsonLd />
      <FeaturePending namespace="home" />
      <WelcomePopup texts={messages.consent.welcome} closeLabel={messages.common.dialog.close} />
    </>
  );
}
