import type { ReactNode } from "react";
import { PageHeading } from "@/components/layout/page-heading";
import { Badge } from "@/components/ui/badge";
import { Breadcrumbs } from "./breadcrumbs";

type InfoPageProps = {
  path: string;
  breadcrumb: { label: string; home: string; current: string };
  title: string;
  lead: string;
  /** Short label above the h1, e.g. the canton. */
  eyebrow?: string;
  /** Extra lines below the lead, e.g. the tagline or "Stand: September 2025". */
  headerExtra?: ReactNode;
  children: ReactNode;
};

/** The frame of an information page: breadcrumb, the one h1 with its lead, then the sections. */
export function InfoPage({ path, breadcrumb, title, lead, eyebrow, headerExtra, children }: InfoPageProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
      <div className="space-y-4">
        <Breadcrumbs label={breadcrumb.label} homeLabel={breadcrumb.home} currentLabel={breadcrumb.current} path={path} />
        {eyebrow ? <Badge variant="secondary">{eyebrow}</Badge> : null}
        <PageHeading title={title} intro={lead}>
          {headerExtra}
        </PageHeading>
      </div>
      {children}
    </div>
  );
}
