import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CantonComparisonTable, type ComparisonRow } from "@/components/info/canton-comparison-table";
import { CardList, type CardItem } from "@/components/info/card-list";
import { CtaBlock } from "@/components/info/cta-block";
import { FactGrid, type Fact } from "@/components/info/fact-grid";
import { InfoPage, infoPageMetadata } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata("basel", routes.basel);
}

export default async function BaselPage() {
  const t = await getTranslations("basel");
  const country = { "@type": "Country", name: t("structuredData.country") };

  const webPage = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: t("meta.title"),
    description: t("meta.description"),
    url: absoluteUrl(routes.basel),
    inLanguage: "de-CH",
    about: (t.raw("structuredData.areas") as string[]).map((name) => ({
      "@type": "AdministrativeArea",
      name,
      containedInPlace: country,
    })),
  };

  return (
    <InfoPage namespace="basel" path={routes.basel}>
      <JsonLd data={webPage} />
      <InfoSection id="sparpotenzial" title={t("facts.title")}>
        <FactGrid facts={t.raw("facts.items") as Fact[]} note={t("facts.note")} />
      </InfoSection>
      <InfoSection id="kantone" title={t("cantons.title")}>
        <CardList items={t.raw("cantons.items") as CardItem[]} />
      </InfoSection>
      <InfoSection id="vergleich" title={t("table.title")}>
        <CantonComparisonTable
          caption={t("table.caption")}
          headers={{ metric: t("table.headers.metric"), city: t("table.headers.city"), land: t("table.headers.land") }}
          rows={t.raw("table.rows") as ComparisonRow[]}
        />
      </InfoSection>
      <InfoSection id="tipps" title={t("tips.title")}>
        <CardList items={t.raw("tips.items") as CardItem[]} />
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
