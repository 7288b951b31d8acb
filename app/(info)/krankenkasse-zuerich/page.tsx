import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CardList, type CardItem } from "@/components/info/card-list";
import { CtaBlock } from "@/components/info/cta-block";
import { FactGrid, type Fact } from "@/components/info/fact-grid";
import { InfoPage, infoPageMetadata } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { Paragraphs } from "@/components/info/paragraphs";
import { RegionCards, type PremiumRegion } from "@/components/info/region-cards";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata("zurich", routes.zurich);
}

export default async function ZurichPage() {
  const t = await getTranslations("zurich");

  const webPage = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: t("meta.title"),
    description: t("meta.description"),
    url: absoluteUrl(routes.zurich),
    inLanguage: "de-CH",
    about: {
      "@type": "AdministrativeArea",
      name: t("structuredData.area"),
      containedInPlace: { "@type": "Country", name: t("structuredData.country") },
    },
  };

  return (
    <InfoPage namespace="zurich" path={routes.zurich}>
      <JsonLd data={webPage} />
      <InfoSection id="zahlen" title={t("facts.title")}>
        <FactGrid facts={t.raw("facts.items") as Fact[]} note={t("facts.note")} />
      </InfoSection>
      <InfoSection id="praemienregionen" title={t("regions.title")} intro={t("regions.intro")}>
        <RegionCards regions={t.raw("regions.rows") as PremiumRegion[]} examplesLabel={t("regions.examplesLabel")} />
        <p className="max-w-prose text-sm text-muted-foreground">{t("regions.note")}</p>
      </InfoSection>
      <InfoSection id="warum" title={t("why.title")}>
        <Paragraphs items={t.raw("why.paragraphs") as string[]} />
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
