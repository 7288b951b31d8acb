import { getTranslations } from "next-intl/server";
import { FeaturePending } from "@/components/layout/feature-pending";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata() {
  const t = await getTranslations("pages.calculator.meta");
  return pageMetadata({ path: routes.calculator, title: t("title"), description: t("description") });
}

export default function Page() {
  return <FeaturePending namespace="calculator" />;
}
