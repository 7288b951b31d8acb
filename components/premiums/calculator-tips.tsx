import { LocaleLink as Link } from "@/components/layout/locale-link";
import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/site";

const TIPS = ["franchise", "model", "accident"] as const;

/** The tips card beside the form: deductible, insurance model, accident coverage. */
export async function CalculatorTips() {
  const t = await getTranslations("calculator.tips");
  return (
    <section aria-labelledby="calculator-tips-title" className="space-y-4 rounded-xl border bg-muted/40 p-5">
      <h2 id="calculator-tips-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ul className="space-y-3 text-sm">
        {TIPS.map((tip) => (
          <li key={tip}>
            <h3 className="font-medium">{t(`${tip}.title`)}</h3>
            <p className="text-muted-foreground">{t(`${tip}.text`)}</p>
          </li>
        ))}
      </ul>
      <Link href={routes.optimizer} prefetch={false} className="inline-block text-sm font-medium text-primary underline underline-offset-4 hover:no-underline">
        {t("optimizerLink")}
      </Link>
    </section>
  );
}
