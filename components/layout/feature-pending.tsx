import { getTranslations } from "next-intl/server";
import { PageHeading } from "./page-heading";

type FeaturePendingProps = { namespace: "calculator" | "optimizer" | "insurerPortal" | "admin" | "home" };

/** The page frame of a tool whose interactive part is still being built. */
export async function FeaturePending({ namespace }: FeaturePendingProps) {
  const t = await getTranslations("pages");
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageHeading title={t(`${namespace}.title`)} intro={t(`${namespace}.intro`)} />
      <p role="status" className="rounded-lg border border-dashed bg-muted/40 p-6 text-muted-foreground">
        {t("comingSoon")}
      </p>
    </div>
  );
}
