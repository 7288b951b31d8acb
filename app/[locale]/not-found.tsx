import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeading } from "@/components/layout/page-heading";
import { currentPageLocale } from "@/lib/i18n/page-locale";
import { localizedPath } from "@/lib/i18n/paths";
import { routes } from "@/lib/site";

const links = ["calculator", "optimizer", "guide", "privacy", "home"] as const;

export async function generateMetadata() {
  const t = await getTranslations({ locale: currentPageLocale(), namespace: "pages.notFound.meta" });
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

/** The 404 page in the language of the address (its language is named explicitly: it is given no params). */
export default async function NotFound() {
  const locale = currentPageLocale();
  const t = await getTranslations({ locale, namespace: "pages.notFound" });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-16">
      <PageHeading title={t("title")} intro={t("description")} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map((key) => (
          <li key={key}>
            <Link
              href={localizedPath(locale, routes[key])}
              prefetch={false}
              className="block rounded-lg border bg-card p-4 font-medium text-card-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {t(`links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
