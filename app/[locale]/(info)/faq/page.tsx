import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CantonPicker } from "@/components/canton/canton-picker";
import { CardList, type CardItem } from "@/components/info/card-list";
import { PageCta } from "@/components/info/page-cta";
import { FaqList, type FaqItem } from "@/components/info/faq-list";
import { InfoPage, infoPageMetadata } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { JsonLd } from "@/components/seo/json-ld";
import { swissToday } from "@/lib/domain/calendar";
import { deadlineValues } from "@/lib/i18n/deadline-values";
import { fill } from "@/lib/i18n/fill";
import { fillFacts } from "@/lib/i18n/fill-facts";
import { languageTag } from "@/lib/i18n/config";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/paths";
import { absoluteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";


export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  await pageLocale(props);
  return infoPageMetadata("faq", routes.faq);
}

export default async function FaqPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  const t = await getTranslations("faq");
  // One source for the accordion and the FAQPage structured data.
  const values = deadlineValues(swissToday(new Date()), locale);
  const questions = (t.raw("questions.items") as FaqItem[]).map((item) => ({
    ...item,
    answer: item.answer.map((paragraph) => fillFacts(fill(paragraph, values), locale)),
  }));

  const faqPage = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    name: t("meta.title"),
    url: absoluteUrl(localizedPath(locale, routes.faq)),
    inLanguage: languageTag(locale),
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };

  return (
    <InfoPage namespace="faq" path={routes.faq}>
      <JsonLd data={faqPage} />
      <InfoSection id="kantone" title={t("cantons.title")}>
        <CardList items={t.raw("cantons.items") as CardItem[]} columns={3} />
        <h3 className="text-lg font-semibold">{t("cantons.pickerTitle")}</h3>
        <CantonPicker />
      </InfoSection>
      <InfoSection id="fragen" title={t("questions.title")}>
        <FaqList items={questions} />
      </InfoSection>
      <PageCta namespace="faq" secondary={routes.home} />
    </InfoPage>
  );
}
