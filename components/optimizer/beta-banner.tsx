import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";

export async function BetaBanner() {
  const t = await getTranslations("optimizer.beta");
  return (
    <div className="flex items-start gap-3 rounded-lg border border-warning bg-warning/10 p-4 text-sm" data-testid="beta-banner">
      <Badge variant="warning">{t("badge")}</Badge>
      <p>{t("text")}</p>
    </div>
  );
}
