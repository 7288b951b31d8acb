import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { headlineFacts } from "@/components/canton/canton-headline";
import { CantonPicker } from "@/components/canton/canton-picker";
import { chf } from "@/components/canton/figure-format";
import { RegionList } from "@/components/canton/region-list";
import { CantonComparisonTable } from "@/components/info/canton-comparison-table";
import { CardList, type CardItem } from "@/components/info/card-list";
import { PageCta } from "@/components/info/page-cta";
import { FactGrid } from "@/components/info/fact-grid";
import { InfoPage } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { JsonLd } from "@/components/seo/json-ld";
import type { CantonFigures } from "@/lib/cantons/canton-figures";
import { cantonPageFigures } from "@/lib/cantons/canton-page-data";
import { cantonNameIn } from "@/lib/domain/cantons";
import { fill } from "@/lib/i18n/fill";
import { pageMetadata, pageStructuredData } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

/** Both Basel cantons, or null while no premium data is loaded. */
async function baselFigures(): Promise<{ city: CantonFigures; land: CantonFigures } | null> {
  const [city, land] = await Promise.all([cantonPageFigures("BS"), cantonPageFigures("BL")]);
  return city && land ? { city, land } : null;
}

export async function baselMetadata(): Promise<Metadata> {
  const t = await getTranslations("basel.meta");
  const figures = await baselFigures();
  const description = figures
    ? t("description", { year: String(figures.city.tariffYear), cheapestCity: chf(figures.city.groups.adult!.cheapestRappen), cheapestLand: chf(figures.land.groups.adult!.cheapestRappen) })
    : t("descriptionNoData");
  return pageMetadata({ path: routes.basel, title: t("title"), description });
}

const municipalityCount = (figures: CantonFigures) => figures.regions.reduce((sum, region) => sum + region.municipalities.length, 0);

/** The comparison table's rows, every figure from the data. */
async function comparisonRows(city: CantonFigures, land: CantonFigures) {
  const t = await getTranslations("basel.table.rows");
  const year = String(city.tariffYear);
  const both = (value: (figures: CantonFigures) => string) => ({ city: value(city), land: value(land) });
  return [
    { metric: t("mean", { year }), ...both((f) => chf(f.groups.adult!.meanRappen)) },
    { metric: t("cheapest", { year }), ...both((f) => `ab ${chf(f.groups.adult!.cheapestRappen)}`) },
    { metric: t("dearest", { year }), ...both((f) => `bis ${chf(f.groups.adult!.dearestRappen)}`) },
    { metric: t("saving", { year }), ...both((f) => chf(f.groups.adult!.yearlySavingRappen)) },
    { metric: t("municipalities"), ...both((f) => String(municipalityCount(f))) },
    { metric: t("regions", { year }), ...both((f) => String(f.regions.length)) },
  ];
}

export async function BaselPage() {
  const locale = await getLocale();
  const t = await getTranslations("basel");
  const cantons = await getTranslations("cantons");
  const figures = await baselFigures();
  const year = figures ? String(figures.city.tariffYear) : "";
  const country = { "@type": "Country", name: t("structuredData.country") };

  const webPage = {
    ...pageStructuredData("WebPage", { name: t("meta.title"), description: t("meta.descriptionNoData"), path: routes.basel, locale }),
    about: (t.raw("structuredData.areas") as string[]).map((name) => ({
      "@type": "AdministrativeArea",
      name,
      containedInPlace: country,
    })),
  };

  return (
    <InfoPage namespace="basel" path={routes.basel}>
      <JsonLd data={webPage} />
      {figures ? (
        <>
          <InfoSection id="sparpotenzial" title={t("facts.title", { year })}>
            <FactGrid
              facts={[...(await headlineFacts(figures.city, t("facts.city"))).slice(0, 3), ...(await headlineFacts(figures.land, t("facts.land"))).slice(0, 3)]}
              note={cantons("headline.note", { year })}
            />
          </InfoSection>
          <InfoSection id="kantone" title={t("cantons.title")}>
            <CardList
              items={(t.raw("cantons.items") as CardItem[]).map((item) => ({
                ...item,
                text: fill(item.text, {
                  municipalitiesCity: municipalityCount(figures.city),
                  municipalitiesLand: municipalityCount(figures.land),
                  regionsLand: figures.land.regions.length,
                }),
              }))}
            />
          </InfoSection>
          <InfoSection id="vergleich" title={t("table.title")}>
            <CantonComparisonTable
              caption={t("table.caption", { year })}
              headers={{ metric: t("table.headers.metric"), city: t("table.headers.city"), land: t("table.headers.land") }}
              rows={await comparisonRows(figures.city, figures.land)}
            />
          </InfoSection>
          {[figures.city, figures.land].map((canton) => (
            <InfoSection key={canton.canton} id={`gemeinden-${canton.canton.toLowerCase()}`} title={t("regions.title", { year, canton: cantonNameIn(locale, canton.canton) })}>
              <RegionList figures={canton} headingId={`gemeinden-${canton.canton.toLowerCase()}-heading`} />
            </InfoSection>
          ))}
        </>
      ) : (
        <p className="max-w-prose" role="status">{cantons("noData")}</p>
      )}
      <InfoSection id="tipps" title={t("tips.title")}>
        <CardList items={t.raw("tips.items") as CardItem[]} />
      </InfoSection>
      <InfoSection id="andere-kantone" title={cantons("picker.title")}>
        <CantonPicker current="BS" />
      </InfoSection>
      <PageCta namespace="basel" secondary={routes.guide} />
    </InfoPage>
  );
}
