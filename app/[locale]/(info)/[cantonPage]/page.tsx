import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { AgeGroupTable } from "@/components/canton/age-group-table";
import { BaselPage, baselMetadata } from "@/components/canton/basel-page";
import { cantonFaq, faqPageData } from "@/components/canton/canton-faq";
import { CantonHeadline } from "@/components/canton/canton-headline";
import { CantonPicker } from "@/components/canton/canton-picker";
import { chf } from "@/components/canton/figure-format";
import { RegionList } from "@/components/canton/region-list";
import { SubsidyOffice } from "@/components/canton/subsidy-office";
import { ZurichPage, zurichMetadata } from "@/components/canton/zurich-page";
import { PageCta } from "@/components/info/page-cta";
import { FaqList } from "@/components/info/faq-list";
import { InfoPage } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { JsonLd } from "@/components/seo/json-ld";
import { cantonPageFigures } from "@/lib/cantons/canton-page-data";
import { cantonOfSlug, cantonPath } from "@/lib/domain/canton-pages";
import { cantonNameIn, type CantonCode } from "@/lib/domain/cantons";
import { pageLocale } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

type Props = { params: Promise<{ locale: string; cantonPage: string }> };

// Every canton page, Zurich's and Basel's included. Their figures come from the premium data, which
// is imported when the server first starts, after the build: so no page is rendered at build time.
// Each is rendered on its first visit and then served from the cache, until an import or the
// layout's revalidation period renews it (lib/seo/page-refresh.ts). Any other top-level path is
// a 404.
export function generateStaticParams() {
  return [];
}

const BASEL = routes.basel.slice(1);
const ZURICH = routes.zurich.slice(1);

/** The canton of a generic page, "basel" or "zurich" for their own pages; a 404 for anything else. */
async function pageOf(props: Props): Promise<CantonCode | "basel" | "zurich"> {
  await pageLocale(props);
  const { cantonPage } = await props.params;
  if (cantonPage === BASEL) return "basel";
  if (cantonPage === ZURICH) return "zurich";
  const code = cantonPage.startsWith("krankenkasse-") ? cantonOfSlug(cantonPage.slice("krankenkasse-".length)) : undefined;
  if (!code) notFound();
  return code;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const code = await pageOf(props);
  if (code === "basel") return baselMetadata();
  if (code === "zurich") return zurichMetadata();
  const t = await getTranslations("cantons.meta");
  const figures = await cantonPageFigures(code);
  const canton = cantonNameIn(await getLocale(), code);
  const adult = figures?.groups.adult;
  const description = figures && adult
    ? t("description", { canton, year: String(figures.tariffYear), cheapest: chf(adult.cheapestRappen), dearest: chf(adult.dearestRappen), saving: chf(adult.yearlySavingRappen) })
    : t("descriptionNoData", { canton });
  return pageMetadata({ path: cantonPath(code), title: t("title", { canton, year: figures ? String(figures.tariffYear) : "" }).replace(/\s+$/, ""), description });
}

export default async function CantonPage(props: Props) {
  const code = await pageOf(props);
  if (code === "basel") return <BaselPage />;
  if (code === "zurich") return <ZurichPage />;
  const t = await getTranslations("cantons");
  const locale = await getLocale();
  const figures = await cantonPageFigures(code);
  const canton = cantonNameIn(locale, code);
  const path = cantonPath(code);
  const values = { canton, year: figures ? String(figures.tariffYear) : "" };
  const faq = figures ? await cantonFaq(figures) : [];
  const single = figures?.regions.length === 1;
  return (
    <InfoPage namespace="cantons" path={path} values={values}>
      {figures ? (
        <>
          <JsonLd data={faqPageData(t("meta.title", values), path, faq, locale)} />
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
      <PageCta namespace="cantons" secondary={routes.guide} />
    </InfoPage>
  );
}
