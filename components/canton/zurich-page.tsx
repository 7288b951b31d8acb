import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { CantonHeadline } from "@/components/canton/canton-headline";
import { CantonPicker } from "@/components/canton/canton-picker";
import { chf } from "@/components/canton/figure-format";
import { RegionList } from "@/components/canton/region-list";
import { CardList, type CardItem } from "@/components/info/card-list";
import { PageCta } from "@/components/info/page-cta";
import { InfoPage } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { Paragraphs } from "@/components/info/paragraphs";
import { RegionCards, type PremiumRegion } from "@/components/info/region-cards";
import { JsonLd } from "@/components/seo/json-ld";
import { cantonPageFigures } from "@/lib/cantons/canton-page-data";
import { pageMetadata, pageStructuredData } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function zurichMetadata(): Promise<Metadata> {
  const t = await getTranslations("zurich.meta");
  const figures = await cantonPageFigures("ZH");
  const adult = figures?.groups.adult;
  const description = figures && adult
    ? t("description", { year: String(figures.tariffYear), cheapest: chf(adult.cheapestRappen), dearest: chf(adult.dearestRappen), saving: chf(adult.yearlySavingRappen) })
    : t("descriptionNoData");
  return pageMetadata({ path: routes.zurich, title: t("title"), description });
}

export async function ZurichPage() {
  const locale = await getLocale();
  const t = await getTranslations("zurich");
  const cantons = await getTranslations("cantons");
  const figures = await cantonPageFigures("ZH");
  const year = figures ? String(figures.tariffYear) : "";

  const webPage = {
    ...pageStructuredData("WebPage", { name: t("meta.title"), description: t("meta.description"), path: routes.zurich, locale }),
    about: {
      "@type": "AdministrativeArea",
      name: t("structuredData.area"),
      containedInPlace: { "@type": "Country", name: t("structuredData.country") },
    },
  };

  return (
    <InfoPage namespace="zurich" path={routes.zurich}>
      <JsonLd data={webPage} />
      <InfoSection id="zahlen" title={t("facts.title", { year })}>
        {figures ? <CantonHeadline figures={figures} /> : <p role="status">{cantons("noData")}</p>}
      </InfoSection>
      <InfoSection id="praemienregionen" title={t("regions.title")} intro={t("regions.intro")}>
        <RegionCards regions={t.raw("regions.rows") as PremiumRegion[]} examplesLabel={t("regions.examplesLabel")} />
        <p className="max-w-prose text-sm text-muted-foreground">{t("regions.note")}</p>
      </InfoSection>
      {figures ? (
        <InfoSection id="gemeinden" title={t("regions.detailsTitle", { year })}>
          <RegionList figures={figures} headingId="gemeinden-heading" />
          <p className="max-w-prose text-sm text-muted-foreground">{cantons("regions.restrictedNote")}</p>
        </InfoSection>
      ) : null}
      <InfoSection id="warum" title={t("why.title")}>
        <Paragraphs items={t.raw("why.paragraphs") as string[]} />
      </InfoSection>
      <InfoSection id="tipps" title={t("tips.title")}>
        <CardList items={t.raw("tips.items") as CardItem[]} />
      </InfoSection>
      <InfoSection id="kantone" title={cantons("picker.title")}>
        <CantonPicker current="ZH" />
      </InfoSection>
      <PageCta namespace="zurich" secondary={routes.guide} />
    </InfoPage>
  );
}
