import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CardList, type CardItem } from "@/components/info/card-list";
import { PageCta } from "@/components/info/page-cta";
import { InfoPage, infoPageMetadata } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { Paragraphs } from "@/components/info/paragraphs";
import { JsonLd } from "@/components/seo/json-ld";
import { env } from "@/lib/env";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { absoluteUrl, pageStructuredData } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  await pageLocale(props);
  return infoPageMetadata("about", routes.about);
}

export default async function AboutPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  const t = await getTranslations("about");

  const aboutPage = {
    ...pageStructuredData("AboutPage", { name: t("meta.title"), description: t("meta.description"), path: routes.about, locale }),
    about: { "@id": absoluteUrl("/#organization") },
  };

  return (
    <InfoPage
      namespace="about"
      path={routes.about}
      headerExtra={<p className="text-xl font-semibold text-primary">{t("hero.tagline")}</p>}
    >
      <JsonLd data={aboutPage} />
      <InfoSection id="mission" title={t("mission.title")}>
        <Paragraphs items={t.raw("mission.paragraphs") as string[]} />
      </InfoSection>
      <InfoSection id="unabhaengigkeit" title={t("independence.title")} intro={t("independence.intro")}>
        <CardList items={t.raw("independence.items") as CardItem[]} columns={3} />
      </InfoSection>
      {/* Quote requests go to insurers: who pays for the service is the operator's to state (FINANCING_STATEMENT). */}
      <InfoSection id="finanzierung" title={t("financing.title")}>
        <p className="max-w-prose" data-testid="financing-statement">
          {env().FINANCING_STATEMENT ?? t("financing.missing")}
        </p>
      </InfoSection>
      <InfoSection id="werkzeuge" title={t("tools.title")}>
        <CardList items={t.raw("tools.items") as CardItem[]} columns={3} />
      </InfoSection>
      <InfoSection id="vision" title={t("vision.title")}>
        <Paragraphs items={t.raw("vision.paragraphs") as string[]} />
      </InfoSection>
      <PageCta namespace="about" secondary={routes.optimizer} />
    </InfoPage>
  );
}
