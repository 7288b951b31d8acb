import { getTranslations } from "next-intl/server";
import { FactGrid, type Fact } from "@/components/info/fact-grid";
import type { CantonFigures } from "@/lib/cantons/canton-figures";
import { chf, percentChange } from "./figure-format";

/**
 * The headline figures of a canton (or several, as on the Basel page): for an adult at the
 * statutory deductible with accident cover, the year named on every figure.
 */
export async function headlineFacts(figures: CantonFigures, suffix = ""): Promise<Fact[]> {
  const t = await getTranslations("cantons.headline");
  const adult = figures.groups.adult!;
  const year = String(figures.tariffYear);
  const label = (key: "cheapestLabel" | "dearestLabel" | "savingLabel" | "meanLabel" | "changeLabel", values: Record<string, string> = {}) => `${t(key, { year, ...values })}${suffix}`;
  const facts: Fact[] = [
    { value: t("cheapest", { amount: chf(adult.cheapestRappen) }), label: label("cheapestLabel") },
    { value: t("dearest", { amount: chf(adult.dearestRappen) }), label: label("dearestLabel") },
    { value: t("saving", { amount: chf(adult.yearlySavingRappen) }), label: label("savingLabel") },
    { value: t("mean", { amount: chf(adult.meanRappen) }), label: label("meanLabel") },
  ];
  if (adult.changePercent !== null && figures.previousYear !== null) {
    facts.push({ value: t("change", { percent: percentChange(adult.changePercent) }), label: label("changeLabel", { previousYear: String(figures.previousYear) }) });
  }
  return facts;
}

/** The regions and municipalities of a canton as two facts. */
export async function placeFacts(figures: CantonFigures, suffix = ""): Promise<Fact[]> {
  const t = await getTranslations("cantons.headline");
  const municipalities = figures.regions.reduce((sum, region) => sum + region.municipalities.length, 0);
  return [
    { value: t("regions", { count: String(figures.regions.length) }), label: `${t("regionsLabel", { year: String(figures.tariffYear) })}${suffix}` },
    { value: t("municipalities", { count: String(municipalities) }), label: `${t("municipalitiesLabel")}${suffix}` },
  ];
}

export async function CantonHeadline({ figures }: { figures: CantonFigures }) {
  const t = await getTranslations("cantons.headline");
  const facts = [...(await headlineFacts(figures)), ...(await placeFacts(figures))];
  return <FactGrid facts={facts} note={t("note", { year: String(figures.tariffYear) })} />;
}
