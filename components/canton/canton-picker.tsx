import Link from "next/link";
import { CANTON_CODES, cantonPath } from "@/lib/domain/canton-pages";
import { CANTON_NAMES, type CantonCode } from "@/lib/domain/cantons";
import { messages } from "@/lib/i18n/messages";

const byName = [...CANTON_CODES].sort((a, b) => CANTON_NAMES[a].localeCompare(CANTON_NAMES[b], "de-CH"));

/**
 * Links to every canton page, alphabetically by German name; the current page is marked.
 * A plain list in a named navigation: the same for keyboard, screen reader and crawler.
 */
export function CantonPicker({ current, label = messages.cantons.picker.label }: { current?: CantonCode; label?: string }) {
  const here = current && cantonPath(current);
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
        {byName.map((code) => (
          <li key={code}>
            <Link
              href={cantonPath(code)}
              prefetch={false}
              aria-current={cantonPath(code) === here ? "page" : undefined}
              className="inline-flex min-h-6 min-w-6 items-center rounded-sm underline underline-offset-4 hover:text-primary aria-[current=page]:font-semibold"
            >
              {CANTON_NAMES[code]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
