import { getTranslations } from "next-intl/server";
import { FeaturePending } from "@/components/layout/feature-pending";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata() {
  const t = await getTranslations("pages.optimizer.meta");
  return pageMetadata({ path: routes.optimizer, title: t("title"), description: t("description") });
}

export default function Page() {
  return <FeaturePending namespace="optimizer" />;
}
