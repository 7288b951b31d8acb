"use client";

import { useTranslations } from "next-intl";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { BASIC_INSURANCE_SHEET_FACTS, modelFeatures } from "@/lib/domain/model-features";
import { factById, formatSource, type Fact } from "@/lib/facts";

const sheetFacts = BASIC_INSURANCE_SHEET_FACTS.map((id) => factById(id)).filter((fact): fact is Fact => fact !== undefined);

/**
 * The locally built feature sheet of a model: how the model is used, then what basic insurance
 * covers in every model, from the reviewed fact list with its legal source.
 */
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
        {features.additionalBenefits.length > 0 ? (
          <>
            <dt className="text-muted-foreground">{t("labels.additionalBenefits")}</dt>
            <dd data-testid="additional-benefits">{features.additionalBenefits.map((benefit) => t(`additionalBenefits.${benefit}`)).join(", ")}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t("labels.exclusions")}</dt>
        <dd>{features.exclusions.map((exclusion) => t(`exclusions.${exclusion}`)).join(", ")}</dd>
      </dl>
      <h4 className="pt-2 text-sm font-semibold">{t("basicTitle")}</h4>
      <ul className="space-y-2 text-sm" data-testid="basic-insurance-facts">
        {sheetFacts.map((fact) => (
          <li key={fact.id} data-fact={fact.id}>
            {fact.statement} <span className="text-xs text-muted-foreground">({formatSource(fact)})</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t("note")}</p>
    </section>
  );
}
