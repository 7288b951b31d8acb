import { getTranslations } from "next-intl/server";
import type { FaqItem } from "@/components/info/faq-list";
import type { CantonFigures } from "@/lib/cantons/canton-figures";
import { cantonName } from "@/lib/domain/cantons";
import { absoluteUrl } from "@/lib/seo/metadata";
import { chf } from "./figure-format";

/** Two questions answered with the canton's computed figures: shown on the page and as FAQPage data. */
export async function cantonFaq(figures: CantonFigures): Promise<FaqItem[]> {
  const t = await getTranslations("cantons.faq");
  const adult = figures.groups.adult!;
  const values = {
    canton: cantonName(figures.canton),
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

export function faqPageData(name: string, path: string, items: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    name,
    url: absoluteUrl(path),
    inLanguage: "de-CH",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") } })),
  };
}
