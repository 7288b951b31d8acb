import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/site";
import { CtaBlock } from "./cta-block";

/** The information pages whose texts have a closing call to action (`<namespace>.cta`). */
type CtaNamespace = "about" | "faq" | "guide" | "cantons" | "zurich" | "basel";

/**
 * The closing call to action of an information page: to the calculator, and to a second page
 * (`secondary`), with the texts of the page's own `cta` messages.
 */
export async function PageCta({ namespace, secondary }: { namespace: CtaNamespace; secondary: string }) {
  const t = await getTranslations(namespace);
  return (
    <CtaBlock
      title={t("cta.title")}
      text={t("cta.text")}
      primary={{ href: routes.calculator, label: t("cta.primary") }}
      secondary={{ href: secondary, label: t("cta.secondary") }}
    />
  );
}
