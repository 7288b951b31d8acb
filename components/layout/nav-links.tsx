"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { mainNav, routes } from "@/lib/site";

type NavLinksProps = {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
};

/** The three main links; the current page is marked with aria-current. */
export function NavLinks({ className, linkClassName, onNavigate }: NavLinksProps) {
  const t = useTranslations("common.nav");
  const pathname = usePathname();
  return (
    <ul className={className}>
      {mainNav.map((key) => {
        const href = routes[key];
        const active = pathname === href;
        return (
          <li key={key}>
            <Link
              href={href}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                active ? "bg-secondary text-secondary-foreground" : "text-foreground",
                linkClassName,
              )}
            >
              {t(key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
