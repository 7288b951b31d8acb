import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Advisor } from "@/components/advisor/advisor";
import { HomeCards } from "@/components/advisor/home-cards";
import { WelcomePopup } from "@/components/consent/welcome-popup";
import { SiteJsonLd } from "@/components/seo/site-json-ld";
import { swissToday } from "@/lib/domain/calendar";
import { messagesFor, resultsClientMessagesFor } from "@/lib/i18n/messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

export async function generateMetadata(props: LocaleParams) {
  await pageLocale(props);
  const t = await getTranslations("pages.home.meta");
  return { ...(await pageMetadata({ path: routes.home, title: t("title"), description: t("description") })), title: { absolute: t("title") } };
}

/** Home: the banner, the advisor with its results, benefit and link cards. */
export default async function HomePage(props: LocaleParams) {
  const locale = await pageLocale(props);
  const messages = messagesFor(locale);
  const { chat, engine, page } = messages.advisor;
  return (
    <>
      <SiteJsonLd />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        <header className="rounded-xl bg-primary px-6 py-5 text-primary-foreground">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{messages.pages.home.title}</h1>
          <p className="mt-1 text-primary-foreground/90">{messages.pages.home.intro}</p>
        </header>
        <NextIntlClientProvider messages={resultsClientMessagesFor(locale)}>
          <Advisor
            chatTexts={{ ...chat, welcome: engine.welcome }}
            resultsHeading={page.resultsHeading}
            resultsIdle={page.resultsIdle}
          />
        </NextIntlClientProvider>
        <HomeCards today={swissToday(new Date())} locale={locale} />
      </div>
      <WelcomePopup texts={messages.consent.welcome} closeLabel={messages.common.dialog.close} />
    </>
  );
}
