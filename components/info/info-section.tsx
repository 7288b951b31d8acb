import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type InfoSectionProps = {
  /** Used for the heading id, so the section is labelled by its h2. */
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children?: ReactNode;
};

/** A page section with its h2 and an optional lead sentence. */
export function InfoSection({ id, title, intro, className, children }: InfoSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("scroll-mt-20 space-y-4", className)}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {intro ? <p className="max-w-prose text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}
