"use client";

import { useTranslations } from "next-intl";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { COMPLEMENTARY_MEDICINE_CAP_CHF, modelFeatures, shownBenefits } from "@/lib/domain/model-features";

/** The locally built product feature sheet of a model (spec section 3). */
export function ModelFeatureSheet({ model, headingId }: { model: ModelCode; headingId?: string }) {
  const t = useTranslations("models.features");
  const features = modelFeatures(model);
  const yesNo = (value: boolean) => (value ? t("yes") : t("no"));
  const rows: [string, string][] = [
    [t("labels.firstContactRequired"), t(`firstContactRequired.${features.firstContactRequired}`)],
    [t("labels.freePhysicianChoice"), yesNo(features.freePhysicianChoice)],
    [t("labels.networkRestriction"), t(`networkRestriction.${features.networkRestriction}`)],
    [t("labels.telemedicineType"), t(`telemedicineType.${features.telemedicineType}`)],
    [t("labels.videocallAvailable"), yesNo(features.videocallAvailable)],
    [t("labels.contactMethods"), features.contactMethods.map((method) => t(`contactMethods.${method}`)).join(", ")],
    [t("labels.emergencyServices"), t("emergencyServices")],
    [t("labels.prescriptionHandling"), t(`prescriptionHandling.${features.prescriptionHandling}`)],
    [t("labels.specialistReferral"), t(`specialistReferral.${features.specialistReferral}`)],
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold">
        {t("title")}
      </h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground">{t("labels.additionalBenefits")}</dt>
        <dd>
          <ul className="list-disc space-y-0.5 pl-5" data-testid="additional-benefits">
            {shownBenefits(features).map((benefit) => (
              <li key={benefit}>{t(`additionalBenefits.${benefit}`, { amount: COMPLEMENTARY_MEDICINE_CAP_CHF })}</li>
            ))}
          </ul>
        </dd>
        <dt className="text-muted-foreground">{t("labels.exclusions")}</dt>
        <dd>{features.exclusions.map((exclusion) => t(`exclusions.${exclusion}`)).join(", ")}</dd>
        <dt className="text-muted-foreground">{t("labels.waitingPeriods")}</dt>
        <dd>
          {features.waitingPeriods.length === 0
            ? t("waitingPeriods.none")
            : features.waitingPeriods.map((period) => t(`waitingPeriods.${period.kind}`, { days: period.days })).join(", ")}
        </dd>
      </dl>
      <p className="text-xs text-muted-foreground">{t("note")}</p>
    </section>
  );
}
