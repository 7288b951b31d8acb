"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";
import { pathWithoutLocale } from "@/lib/i18n/paths";

export type NavItem = { href: string; label: string };

type NavLinksProps = {
  items: readonly NavItem[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
};

/**
 * The main links; the current page is marked with aria-current. Part of every page, so it
 * joins classes with clsx and leaves tailwind-merge out of the shared bundle.
 */
export function NavLinks({ items, className, linkClassName, onNavigate }: NavLinksProps) {
  // The items are in the page's language; a German page may be rendered under its internal /de path.
  const page = pathWithoutLocale(usePathname());
  return (
    <ul className={className}>
      {items.map(({ href, label }) => {
        const active = page === pathWithoutLocale(href);
        return (
          <li key={href}>
            <Link
              href={href}
              prefetch={false}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={clsx(
                "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                active ? "bg-secondary text-secondary-foreground" : "text-foreground",
                linkClassName,
              )}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
