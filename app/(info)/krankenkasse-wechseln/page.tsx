import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { CancellationDialog } from "@/components/cancellation/cancellation-dialog";
import { BulletList } from "@/components/info/bullet-list";
import { CancellationTemplate } from "@/components/info/cancellation-template";
import { CtaBlock } from "@/components/info/cta-block";
import { DeadlineCards, type Deadline } from "@/components/info/deadline-cards";
import { FactGrid, type Fact } from "@/components/info/fact-grid";
import { InfoPage, infoPageMetadata } from "@/components/info/info-page";
import { InfoSection } from "@/components/info/info-section";
import { ModelCards, type InsuranceModel } from "@/components/info/model-cards";
import { SwitchSteps, type Step } from "@/components/info/switch-steps";
import { JsonLd } from "@/components/seo/json-ld";
import { messages } from "@/lib/i18n/messages";
import { absoluteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";
import "./cancellation.css";

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata("guide", routes.guide);
}

const stepIdPrefix = "schritt";

export default async function SwitchingGuidePage() {
  const t = await getTranslations("guide");
  const steps = t.raw("steps.items") as Step[];

  const howTo = {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: t("hero.title"),
    description: t("meta.description"),
    inLanguage: "de-CH",
    url: absoluteUrl(routes.guide),
    step: steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.title,
      text: step.text,
      url: absoluteUrl(`${routes.guide}#${stepIdPrefix}-${index + 1}`),
    })),
  };

  return (
    <InfoPage namespace="guide" path={routes.guide}>
      <JsonLd data={howTo} />
      <InfoSection id="zahlen" title={t("facts.title")}>
        <FactGrid facts={t.raw("facts.items") as Fact[]} note={t("facts.note")} />
      </InfoSection>
      <InfoSection id="fristen" title={t("deadlines.title")}>
        <DeadlineCards deadlines={t.raw("deadlines.items") as Deadline[]} />
      </InfoSection>
      <InfoSection id="schritte" title={t("steps.title")} intro={t("steps.intro")}>
        <SwitchSteps steps={steps} idPrefix={stepIdPrefix} />
      </InfoSection>
      <InfoSection id="kuendigungsvorlage" title={t("template.title")}>
        <CancellationTemplate text={t("template.text")} hint={t("template.hint")}>
          <NextIntlClientProvider messages={{ cancellation: messages.cancellation }}>
            <CancellationDialog triggerLabel={t("template.button")} />
          </NextIntlClientProvider>
        </CancellationTemplate>
      </InfoSection>
      <InfoSection id="modelle" title={t("models.title")} intro={t("models.intro")}>
        <ModelCards models={t.raw("models.items") as InsuranceModel[]} />
        <p className="max-w-prose text-sm text-muted-foreground">{t("models.note")}</p>
      </InfoSection>
      <InfoSection id="gut-zu-wissen" title={t("goodToKnow.title")}>
        <BulletList items={t.raw("goodToKnow.items") as string[]} className="max-w-prose" />
      </InfoSection>
      <CtaBlock
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ href: routes.calculator, label: t("cta.primary") }}
        secondary={{ href: routes.home, label: t("cta.secondary") }}
      />
    </InfoPage>
  );
}
