import { LocaleLink as Link } from "@/components/layout/locale-link";
import { CANTON_CODES, cantonPath } from "@/lib/domain/canton-pages";
import { getLocale, getTranslations } from "next-intl/server";
import { cantonNameIn, type CantonCode } from "@/lib/domain/cantons";
import { languageTag } from "@/lib/i18n/config";

/**
 * Links to every canton page, alphabetically by name in the page's language; the current page is marked.
 * A plain list in a named navigation: the same for keyboard, screen reader and crawler.
 */
export async function CantonPicker({ current, label }: { current?: CantonCode; label?: string }) {
  const locale = await getLocale();
  const t = await getTranslations("cantons.picker");
  const name = (code: CantonCode) => cantonNameIn(locale, code);
  const byName = [...CANTON_CODES].sort((a, b) => name(a).localeCompare(name(b), languageTag(locale)));
  const here = current && cantonPath(current);
  return (
    <nav aria-label={label ?? t("label")}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
        {byName.map((code) => (
          <li key={code}>
            <Link
              href={cantonPath(code)}
              prefetch={false}
              aria-current={cantonPath(code) === here ? "page" : undefined}
              className="inline-flex min-h-6 min-w-6 items-center rounded-sm underline underline-offset-4 hover:text-primary aria-[current=page]:font-semibold"
            >
              {name(code)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
