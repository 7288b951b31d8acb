"use client";

import { Menu, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { NavLinks, type NavItem } from "./nav-links";

type MobileMenuProps = {
  items: readonly NavItem[];
  labels: { open: string; close: string; title: string };
  /** Shown below the links (the language switcher). */
  children?: ReactNode;
};

/**
 * The small-screen navigation: a disclosure button ("Menü" / "Schliessen") that shows the
 * links below the header. Escape, a link click or a route change closes it, and focus
 * returns to the button.
 */
export function MobileMenu({ items, labels, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className={buttonVariants({ variant: "ghost" })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="mobile-menu-toggle"
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
        <span>{open ? labels.close : labels.open}</span>
      </button>
      <nav
        id={panelId}
        aria-label={labels.title}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background shadow-md"
      >
        <NavLinks
          items={items}
          className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3"
          linkClassName="block text-base"
          onNavigate={() => setOpen(false)}
        />
        {children ? <div className="mx-auto max-w-6xl border-t px-4 py-3">{children}</div> : null}
      </nav>
    </div>
  );
}
