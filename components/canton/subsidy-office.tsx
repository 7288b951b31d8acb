import { getLocale, getTranslations } from "next-intl/server";
import type { CantonCode } from "@/lib/domain/cantons";
import { subsidyOfficeFor } from "@/lib/facts";
import { factStatement } from "@/lib/i18n/fill-facts";

/**
 * Who decides the premium subsidy in a canton and how to get it, from the reviewed list of
 * offices; the rule itself from the fact list (Art. 65 Abs. 1 KVG). No eligibility figures:
 * each canton sets its own every year.
 */
export async function SubsidyOffice({ canton }: { canton: CantonCode }) {
  const t = await getTranslations("cantons.subsidy");
  const locale = await getLocale();
  const office = subsidyOfficeFor(canton, locale);
  const rule = factStatement("premium-subsidy-by-canton", locale);
  return (
    <div className="max-w-prose space-y-3">
      {rule ? <p>{rule}</p> : null}
      <dl className="space-y-2">
        <div>
          <dt className="font-medium">{t("office")}</dt>
          <dd>
            {office.office}
            {office.officeGerman ? ` (${office.officeGerman})` : null}
          </dd>
        </div>
        {office.applyHow ? (
          <div>
            <dt className="font-medium">{t("apply")}</dt>
            <dd>{office.applyHow}</dd>
          </div>
        ) : null}
      </dl>
      {office.url ? (
        <p>
          <a href={office.url} rel="noopener" className="font-medium text-primary underline underline-offset-4">
            {t("link", { host: new URL(office.url).host })}
          </a>
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {t("sources", { sources: office.source.join(", ") })}
        {office.note ? ` ${office.note}` : null}
      </p>
    </div>
  );
}
