import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ConsentSettingsLink } from "@/components/consent/consent-settings-link";
import { BulletList } from "@/components/info/bullet-list";
import { CookieCategories, type CookieCategory } from "@/components/info/cookie-categories";
import { InfoPage, infoPageMetadata } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { Paragraphs } from "@/components/info/paragraphs";
import { SectionToc } from "@/components/info/section-toc";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonVariants } from "@/components/ui/button";
import { env } from "@/lib/env";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageStructuredData } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  await pageLocale(props);
  return infoPageMetadata("privacy", routes.privacy);
}

const linkClass = "font-medium break-all text-primary underline underline-offset-4 hover:no-underline";

/** Section ids and their catalogue keys, in reading order (also the table of contents). */
const sections = [
  ["verantwortliche-stelle", "controller"],
  ["zweck", "purpose"],
  ["offertenanfragen", "quoteData"],
  ["speicherung", "storage"],
  ["cookies", "cookies"],
  ["analyse-und-marketing", "tracking"],
  ["ki-chatbot", "chatbot"],
  ["rechte", "rights"],
  ["kontakt", "contact"],
] as const;

export default async function PrivacyPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  const t = await getTranslations("privacy");
  const config = env();
  const email = config.PRIVACY_EMAIL ?? config.IMPRINT_EMAIL;
  const mailLink = (chunks: ReactNode) => (
    <a href={`mailto:${email}`} className={linkClass}>
      {chunks}
    </a>
  );
  const id = Object.fromEntries(sections.map(([sectionId, key]) => [key, sectionId])) as Record<
    (typeof sections)[number][1],
    string
  >;

  const webPage = {
    ...pageStructuredData("WebPage", { name: t("meta.title"), description: t("meta.description"), path: routes.privacy, locale }),
  };

  return (
    <InfoPage
      namespace="privacy"
      path={routes.privacy}
      headerExtra={
        <p className="text-sm font-medium text-muted-foreground">
          <time dateTime="2025-09">{t("hero.updated")}</time>
        </p>
      }
    >
      <JsonLd data={webPage} />
      <SectionToc label={t("toc")} entries={sections.map(([sectionId, key]) => ({ id: sectionId, title: t(`${key}.title`) }))} />
      <InfoSection id={id.controller} title={t("controller.title")} intro={t("controller.text")}>
        <address className="not-italic">
          <span className="block font-semibold">{config.IMPRINT_COMPANY}</span>
          <span className="block">{config.IMPRINT_STREET}</span>
          <span className="block">{config.IMPRINT_CITY}</span>
          <span className="mt-2 block">{t.rich("controller.email", { email, link: mailLink })}</span>
        </address>
      </InfoSection>
      <InfoSection id={id.purpose} title={t("purpose.title")} intro={t("purpose.intro")}>
        <BulletList items={t.raw("purpose.items") as string[]} className="max-w-prose" />
      </InfoSection>
      <InfoSection id={id.quoteData} title={t("quoteData.title")} intro={t("quoteData.intro")}>
        <BulletList items={t.raw("quoteData.items") as string[]} className="max-w-prose" />
      </InfoSection>
      <InfoSection id={id.storage} title={t("storage.title")}>
        <Paragraphs items={[...(t.raw("storage.paragraphs") as string[]), t("storage.processors")]} />
      </InfoSection>
      <InfoSection id={id.cookies} title={t("cookies.title")} intro={t("cookies.intro")}>
        <CookieCategories categories={t.raw("cookies.items") as CookieCategory[]} />
        <p className="max-w-prose">{t("cookies.consentStorage")}</p>
        <ConsentSettingsLink className={buttonVariants({ variant: "outline" })} label={t("cookies.settingsButton")} />
      </InfoSection>
      <InfoSection id={id.tracking} title={t("tracking.title")}>
        <Paragraphs items={t.raw("tracking.paragraphs") as string[]} />
      </InfoSection>
      <InfoSection id={id.chatbot} title={t("chatbot.title")}>
        <Paragraphs items={t.raw("chatbot.paragraphs") as string[]} />
      </InfoSection>
      <InfoSection id={id.rights} title={t("rights.title")} intro={t("rights.intro")}>
        <BulletList items={t.raw("rights.items") as string[]} className="max-w-prose" />
        <p className="max-w-prose">{t("rights.complaint")}</p>
      </InfoSection>
      <InfoSection id={id.contact} title={t("contact.title")}>
        <p className="max-w-prose">{t.rich("contact.text", { email, link: mailLink })}</p>
        <p className="max-w-prose text-muted-foreground">{t("contact.changes")}</p>
      </InfoSection>
    </InfoPage>
  );
}
