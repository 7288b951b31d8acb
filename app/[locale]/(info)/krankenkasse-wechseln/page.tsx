import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CancellationButton } from "@/components/cancellation/cancellation-button";
import { BulletList } from "@/components/info/bullet-list";
import { CancellationTemplate } from "@/components/info/cancellation-template";
import { PageCta } from "@/components/info/page-cta";
import { DeadlineCards, type Deadline } from "@/components/info/deadline-cards";
import { InfoPage, infoPageMetadata } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { ModelCards, type InsuranceModel } from "@/components/info/model-cards";
import { SwitchSteps, type Step } from "@/components/info/switch-steps";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonVariants } from "@/components/ui/button";
import { swissToday } from "@/lib/domain/calendar";
import { deadlineValues, type DeadlineValues } from "@/lib/i18n/deadline-values";
import { fill } from "@/lib/i18n/fill";
import { fillFacts } from "@/lib/i18n/fill-facts";
import { languageTag } from "@/lib/i18n/config";
import { messagesFor } from "@/lib/i18n/messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/paths";
import { absoluteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";
import { cn } from "@/lib/utils";
import "./cancellation.css";


export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(props);
  return infoPageMetadata("guide", routes.guide, deadlineValues(swissToday(new Date()), locale));
}

type DeadlineTexts = { label: string; text: string; hint: string; hintMoved?: string };

/** The two deadline cards: the next 1 January switch and the next 1 July switch of the standard model. */
function deadlineCards(raw: { dateLabel: string; yearEnd: DeadlineTexts; midYear: DeadlineTexts }, values: DeadlineValues): Deadline[] {
  return [
    {
      label: fill(raw.yearEnd.label, values),
      date: values.deadline,
      dateLabel: raw.dateLabel,
      text: fill(raw.yearEnd.text, values),
      // When 30 November falls on a weekend, the card says so and names the day before.
      hint: fill(values.deadline !== values.legalDeadline ? raw.yearEnd.hintMoved! : raw.yearEnd.hint, values),
      daysLeft: values.daysLeftText,
    },
    {
      label: fill(raw.midYear.label, values),
      date: values.midYearDeadline,
      dateLabel: raw.dateLabel,
      text: fill(raw.midYear.text, values),
      hint: fill(raw.midYear.hint, values),
      daysLeft: values.midYearDaysLeftText,
    },
  ];
}

const stepIdPrefix = "schritt";

export default async function SwitchingGuidePage(props: LocaleParams) {
  const locale = await pageLocale(props);
  const t = await getTranslations("guide");
  const messages = messagesFor(locale);
  const values = deadlineValues(swissToday(new Date()), locale);
  const url = absoluteUrl(localizedPath(locale, routes.guide));
  const nextIsMidYear = values.midYearDaysLeft < values.daysLeft;
  const steps = t.raw("steps.items") as Step[];

  const howTo = {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: t("hero.title", values),
    description: t("meta.description", values),
    inLanguage: languageTag(locale),
    url,
    step: steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.title,
      text: step.text,
      url: `${url}#${stepIdPrefix}-${index + 1}`,
    })),
  };

  return (
    <InfoPage namespace="guide" path={routes.guide} values={values}>
      <JsonLd data={howTo} />
      <InfoSection id="fristen" title={t("deadlines.title")}>
        <p className="max-w-prose rounded-lg border-l-4 border-primary bg-muted p-4 font-medium" data-testid="next-deadline">
          {fill(nextIsMidYear ? messages.guide.deadlines.countdownMidYear : messages.guide.deadlines.countdown, values)}
        </p>
        <DeadlineCards deadlines={deadlineCards(messages.guide.deadlines, values)} />
      </InfoSection>
      <InfoSection id="schritte" title={t("steps.title")} intro={t("steps.intro")}>
        <SwitchSteps steps={steps} idPrefix={stepIdPrefix} />
      </InfoSection>
      <InfoSection id="kuendigungsvorlage" title={t("template.title")}>
        <CancellationTemplate text={t("template.text")} hint={t("template.hint")}>
          <CancellationButton
            label={t("template.button")}
            className={cn(buttonVariants(), "h-auto min-h-9 py-2 whitespace-normal")}
            messages={{ cancellation: messages.cancellation }}
          />
        </CancellationTemplate>
      </InfoSection>
      <InfoSection id="modelle" title={t("models.title")} intro={t("models.intro")}>
        <ModelCards models={t.raw("models.items") as InsuranceModel[]} />
        <p className="max-w-prose text-sm text-muted-foreground">{fillFacts(messages.guide.models.note, locale)}</p>
      </InfoSection>
      <InfoSection id="gut-zu-wissen" title={t("goodToKnow.title")}>
        <BulletList items={t.raw("goodToKnow.items") as string[]} className="max-w-prose" />
      </InfoSection>
      <PageCta namespace="guide" secondary={routes.home} />
    </InfoPage>
  );
}
