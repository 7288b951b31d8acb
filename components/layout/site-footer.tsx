import { LocaleLink as Link } from "@/components/layout/locale-link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CantonPicker } from "@/components/canton/canton-picker";
import { ConsentSettingsLink } from "@/components/consent/consent-settings-link";
import type { NavItem } from "@/components/layout/nav-links";
import { env } from "@/lib/env";
import { routes } from "@/lib/site";

const serviceLinks = ["calculator", "optimizer", "guide", "zurich", "basel"] as const;
const companyLinks = ["about", "faq", "privacy"] as const;

const linkClass =
  "rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

type FooterLinksProps = {
  id: string;
  heading: string;
  links: NavItem[];
  children?: ReactNode;
};

function FooterLinks({ id, heading, links, children }: FooterLinksProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-sm font-semibold">
        {heading}
      </h2>
      <ul className="space-y-1">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} prefetch={false} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export async function SiteFooter() {
  const t = await getTranslations("common");
  const imprint = env();
  return (
    <footer className="mt-16 border-t bg-muted/40 [contain-intrinsic-size:auto_480px] [content-visibility:auto]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-2 lg:col-span-2">
          <p className="font-semibold">{t("brand.name")}</p>
          <p className="text-sm text-muted-foreground">{t("brand.tagline")}</p>
          <p className="max-w-prose text-sm text-muted-foreground" data-testid="data-source-note">
            {t("footer.dataSource")}
          </p>
        </div>
        <FooterLinks
          id="footer-company"
          heading={t("footer.companyHeading")}
          links={companyLinks.map((key) => ({ href: routes[key], label: t(`footer.${key}`) }))}
        />
        <FooterLinks
          id="footer-service"
          heading={t("footer.serviceHeading")}
          links={serviceLinks.map((key) => ({ href: routes[key], label: t(`footer.service.${key}`) }))}
        >
          <li>
            <ConsentSettingsLink className={linkClass} label={t("footer.service.cookieSettings")} />
          </li>
        </FooterLinks>
        <div className="space-y-2 sm:col-span-2 lg:col-span-4">
          <h2 id="footer-cantons" className="text-sm font-semibold">
            {t("footer.cantonsHeading")}
          </h2>
          <div className="text-muted-foreground">
            <CantonPicker label={t("footer.cantonsHeading")} />
          </div>
        </div>
      </div>
      <div className="border-t">
        <address
          className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm not-italic text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-4"
          aria-label={t("footer.imprintHeading")}
          data-testid="imprint"
        >
          <span className="font-medium text-foreground">{t("footer.imprintHeading")}</span>
          <span>{imprint.IMPRINT_COMPANY}</span>
          <span>{imprint.IMPRINT_STREET}</span>
          <span>{imprint.IMPRINT_CITY}</span>
          <span>
            {t.rich("footer.email", {
              email: imprint.IMPRINT_EMAIL,
              link: (chunks) => (
                <a href={`mailto:${imprint.IMPRINT_EMAIL}`} className="underline underline-offset-4 hover:text-foreground">
                  {chunks}
                </a>
              ),
            })}
          </span>
          {imprint.IMPRINT_PHONE ? <span>{t("footer.phone", { phone: imprint.IMPRINT_PHONE })}</span> : null}
          <span>{t("footer.registration", { number: imprint.IMPRINT_REGISTRATION })}</span>
        </address>
      </div>
    </footer>
  );
}
