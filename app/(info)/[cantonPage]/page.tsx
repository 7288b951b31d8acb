import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AgeGroupTable } from "@/components/canton/age-group-table";
import { cantonFaq, faqPageData } from "@/components/canton/canton-faq";
import { CantonHeadline } from "@/components/canton/canton-headline";
import { CantonPicker } from "@/components/canton/canton-picker";
import { chf } from "@/components/canton/figure-format";
import { RegionList } from "@/components/canton/region-list";
import { SubsidyOffice } from "@/components/canton/subsidy-office";
import { CtaBlock } from "@/components/info/cta-block";
import { FaqList } from "@/components/info/faq-list";
import { InfoPage } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { JsonLd } from "@/components/seo/json-ld";
import { cantonPageFigures } from "@/lib/cantons/canton-page-data";
import { GENERIC_PAGE_CANTONS, cantonOfSlug, cantonPath } from "@/lib/domain/canton-pages";
import { CANTON_NAMES, type CantonCode } from "@/lib/domain/cantons";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

type Props = { params: Promise<{ cantonPage: string }> };

// Only the canton pages: any other top-level path stays a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return GENERIC_PAGE_CANTONS.map((code) => ({ cantonPage: cantonPath(code).slice(1) }));
}

async function cantonOf(props: Props): Promise<CantonCode> {
  const { cantonPage } = await props.params;
  const code = cantonPage.startsWith("krankenkasse-") ? cantonOfSlug(cantonPage.slice("krankenkasse-".length)) : undefined;
  if (!code) notFound();
  return code;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const code = await cantonOf(props);
  const t = await getTranslations("cantons.meta");
  const figures = await cantonPageFigures(code);
  const canton = CANTON_NAMES[code];
  const adult = figures?.groups.adult;
  const description = figures && adult
    ? t("description", { canton, year: String(figures.tariffYear), cheapest: chf(adult.cheapestRappen), dearest: chf(adult.dearestRappen), saving: chf(adult.yearlySavingRappen) })
    : t("descriptionNoData", { canton });
  return pageMetadata({ path: cantonPath(code), title: t("title", { canton, year: figures ? String(figures.tariffYear) : "" }).replace(/\s+$/, ""), description });
}

export default async function CantonPage(props: Props) {
  const code = await cantonOf(props);
  const t = await getTranslations("cantons");
  const figures = await cantonPageFigures(code);
  const canton = CANTON_NAMES[code];
  const path = cantonPath(code);
  const values = { canton, year: figures ? String(figures.tariffYear) : "" };
  const faq = figures ? await cantonFaq(figures) : [];
  const single = figures?.regions.length === 1;
  return (
    <InfoPage namespace="cantons" path={path} values={values}>
      {figures ? (
        <>
          <JsonLd data={faqPageData(t("meta.title", values), path, faq)} />
          <InfoSection id="zahlen" title={t("headline.title", values)}>
            <CantonHeadline figures={figures} />
          </InfoSection>
          <InfoSection id="altersgruppen" title={t("groups.title", values)}>
            <AgeGroupTable figures={figures} />
          </InfoSection>
          <InfoSection
            id="praemienregionen"
            title={single ? t("regions.titleSingle", values) : t("regions.title", values)}
            intro={single ? t("regions.introSingle", values) : t("regions.intro", { ...values, count: String(figures.regions.length) })}
          >
            <RegionList figures={figures} headingId="praemienregionen-heading" />
            <p className="max-w-prose text-sm text-muted-foreground">{t("regions.restrictedNote")}</p>
          </InfoSection>
          <InfoSection id="fragen" title={t("faq.title", values)}>
            <FaqList items={faq} />
          </InfoSection>
        </>
      ) : (
        <p className="max-w-prose" role="status">{t("noData")}</p>
      )}
      <InfoSection id="praemienverbilligung" title={t("subsidy.title", values)}>
        <SubsidyOffice canton={code} />
      </InfoSection>
      <InfoSection id="kantone" title={t("picker.title")}>
        <CantonPicker current={code} />
      </InfoSection>
      <CtaBlock
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ href: routes.calculator, label: t("cta.primary") }}
        secondary={{ href: routes.guide, label: t("cta.secondary") }}
      />
    </InfoPage>
  );
}
