import { LocaleLink as Link } from "@/components/layout/locale-link";
import { CantonPicker } from "@/components/canton/canton-picker";
import type { IsoDate } from "@/lib/domain/calendar";
import { nextSwitchYear } from "@/lib/domain/switch-deadlines";
import type { Locale } from "@/lib/i18n/config";
import { fill } from "@/lib/i18n/fill";
import { messagesFor } from "@/lib/i18n/messages";
import { routes } from "@/lib/site";

/** The three benefit cards, the two link cards and the canton pages below the advisor. */
export function HomeCards({ today, locale }: { today: IsoDate; locale: Locale }) {
  const messages = messagesFor(locale);
  const t = messages.advisor.page;
  return (
    <div className="space-y-6">
      <section aria-labelledby="home-benefits" className="space-y-3">
        <h2 id="home-benefits" className="sr-only">
          {t.benefitsHeading}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {t.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <LinkCard href={routes.guide} title={fill(t.switchTitle, { switchYear: nextSwitchYear(today) })} text={t.switchText} link={t.switchLink} />
        <LinkCard href={routes.optimizer} title={t.franchiseTitle} text={t.franchiseText} link={t.franchiseLink} />
      </div>
      <section aria-labelledby="home-cantons" className="space-y-3 rounded-xl border bg-card p-5 shadow-sm">
        <h2 id="home-cantons" className="text-lg font-semibold">
          {messages.cantons.picker.homeTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{messages.cantons.picker.homeText}</p>
        <CantonPicker />
      </section>
    </div>
  );
}

function LinkCard({ href, title, text, link }: { href: string; title: string; text: string; link: string }) {
  return (
    <section className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      <Link href={href} className="mt-3 inline-block font-medium text-primary underline underline-offset-4">
        {link}
      </Link>
    </section>
  );
}
