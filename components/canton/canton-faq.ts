import { getLocale, getTranslations } from "next-intl/server";
import type { FaqItem } from "@/components/info/faq-list";
import type { CantonFigures } from "@/lib/cantons/canton-figures";
import { cantonNameIn } from "@/lib/domain/cantons";
import { languageTag, type Locale } from "@/lib/i18n/config";
import { localizedPath } from "@/lib/i18n/paths";
import { absoluteUrl } from "@/lib/seo/metadata";
import { chf } from "./figure-format";

/** Two questions answered with the canton's computed figures: shown on the page and as FAQPage data. */
export async function cantonFaq(figures: CantonFigures): Promise<FaqItem[]> {
  const t = await getTranslations("cantons.faq");
  const locale = await getLocale();
  const adult = figures.groups.adult!;
  const values = {
    canton: cantonNameIn(locale, figures.canton),
    year: String(figures.tariffYear),
    cheapest: chf(adult.cheapestRappen),
    dearest: chf(adult.dearestRappen),
    saving: chf(adult.yearlySavingRappen),
  };
  return [
    { question: t("cheapest", values), answer: [t("cheapestAnswer", values)] },
    { question: t("saving", values), answer: [t("savingAnswer", values)] },
  ];
}

/** The FAQPage data of a page; `path` is the German page's. */
export function faqPageData(name: string, path: string, items: FaqItem[], locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    name,
    url: absoluteUrl(localizedPath(locale, path)),
    inLanguage: languageTag(locale),
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") } })),
  };
}
