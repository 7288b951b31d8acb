import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const EXPLANATIONS = ["franchise", "copayment", "risk"] as const;

/** Rules of thumb and the explanations of deductible, the 10 % co-payment and risk. */
export async function OptimizerSidePanels() {
  const t = await getTranslations("optimizer.panels");
  const rules = t.raw("rules.items") as string[];
  return (
    <aside className="space-y-4" aria-label={t("rules.title")} data-testid="optimizer-panels">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-lg">{t("rules.title")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {EXPLANATIONS.map((key) => (
        <Card key={key} className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-lg">{t(`${key}.title`)}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">{t(`${key}.text`)}</p>
          </CardContent>
        </Card>
      ))}
    </aside>
  );
}
