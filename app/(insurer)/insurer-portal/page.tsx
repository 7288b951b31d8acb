import { getTranslations } from "next-intl/server";
import { FeaturePending } from "@/components/layout/feature-pending";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata() {
  const t = await getTranslations("pages.insurerPortal.meta");
  return pageMetadata({ path: routes.insurerPortal, title: t("title"), description: t("description"), noIndex: true });
}

export default function Page() {
  return <FeaturePending namespace="insurerPortal" />;
}
