import type { ReactNode } from "react";

/** The h1 and lead paragraph at the top of a page. */
export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="space-y-3">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {intro ? <p className="max-w-prose text-lg text-muted-foreground">{intro}</p> : null}
      {children}
    </header>
  );
}
