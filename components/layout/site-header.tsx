import { ShieldCheck } from "lucide-react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { localizedPath } from "@/lib/i18n/paths";
import { mainNav, routes } from "@/lib/site";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

export async function SiteHeader() {
  const t = await getTranslations("common");
  const locale = await getLocale();
  const items = mainNav.map((key) => ({ href: localizedPath(locale, routes[key]), label: t(`nav.${key}`) }));
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          href={localizedPath(locale, routes.home)}
          prefetch={false}
          aria-label={t("brand.homeLabel")}
          className="flex items-center gap-2 rounded-md font-semibold text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ShieldCheck aria-hidden className="size-7 text-primary" />
          <span className="text-lg">{t("brand.name")}</span>
        </Link>
        {/* The languages sit in the header from md up, in the menu below (the header has no room at 375 px). */}
        <div className="hidden items-center gap-4 md:flex">
          <nav aria-label={t("nav.label")}>
            <NavLinks items={items} className="flex items-center gap-1" />
          </nav>
          <LanguageSwitcher current={locale} label={t("language.label")} />
        </div>
        <MobileMenu
          items={items}
          labels={{ open: t("mobileMenu.open"), close: t("mobileMenu.close"), title: t("mobileMenu.title") }}
        >
          <LanguageSwitcher current={locale} label={t("language.label")} />
        </MobileMenu>
      </div>
    </header>
  );
}
