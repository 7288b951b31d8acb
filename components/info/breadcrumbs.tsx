import { ChevronRight } from "lucide-react";
import { getLocale } from "next-intl/server";
import { localizedPath } from "@/lib/i18n/paths";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/lib/seo/metadata";
import { routes } from "@/lib/site";

type BreadcrumbsProps = {
  /** Accessible name of the navigation landmark. */
  label: string;
  homeLabel: string;
  currentLabel: string;
  path: string;
};

/** Visible breadcrumb trail plus the matching BreadcrumbList structured data; `path` is the German page's. */
export async function Breadcrumbs({ label, homeLabel, currentLabel, path }: BreadcrumbsProps) {
  const locale = await getLocale();
  const data = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: homeLabel, item: absoluteUrl(localizedPath(locale, routes.home)) },
      { "@type": "ListItem", position: 2, name: currentLabel, item: absoluteUrl(localizedPath(locale, path)) },
    ],
  };
  return (
    <nav aria-label={label} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li className="flex items-center gap-1.5">
          <Link href={routes.home} prefetch={false} className="underline-offset-4 hover:text-foreground hover:underline">
            {homeLabel}
          </Link>
          <ChevronRight aria-hidden="true" className="size-3.5" />
        </li>
        <li>
          <span aria-current="page" className="font-medium text-foreground">
            {currentLabel}
          </span>
        </li>
      </ol>
      <JsonLd data={data} />
    </nav>
  );
}
