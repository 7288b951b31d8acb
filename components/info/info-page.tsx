import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeading } from "@/components/layout/page-heading";
import { Badge } from "@/components/ui/badge";
import { pageMetadata } from "@/lib/seo/metadata";
import { Breadcrumbs } from "./breadcrumbs";

/** The catalogue namespaces of the information pages; each has meta, hero and breadcrumb texts. */
export type InfoNamespace = "guide" | "zurich" | "basel" | "cantons" | "about" | "faq" | "privacy";

type InfoPageProps = {
  namespace: InfoNamespace;
  path: string;
  /** Extra lines below the lead, e.g. the tagline or "Stand: September 2025". */
  headerExtra?: ReactNode;
  /** Values for the {placeholders} of the meta and hero texts (e.g. the year of the next switch). */
  values?: TextValues;
  children: ReactNode;
};

type TextValues = Record<string, string | number>;

/** Title, description, canonical URL and Open Graph data of an information page. */
export async function infoPageMetadata(namespace: InfoNamespace, path: string, values?: TextValues): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return pageMetadata({ path, title: t("meta.title", values), description: t("meta.description", values) });
}

/**
 * The frame of an information page: breadcrumb, an optional eyebrow (e.g. the canton),
 * the one h1 with its lead, then the sections.
 */
export async function InfoPage({ namespace, path, headerExtra, values, children }: InfoPageProps) {
  const t = await getTranslations(namespace);
  const common = await getTranslations("common.breadcrumb");
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
      <div className="space-y-4">
        <Breadcrumbs label={common("label")} homeLabel={common("home")} currentLabel={t("breadcrumb.current", values)} path={path} />
        {t.has("hero.eyebrow") ? <Badge variant="secondary">{t("hero.eyebrow", values)}</Badge> : null}
        <PageHeading title={t("hero.title", values)} intro={t("hero.lead", values)}>
          {headerExtra}
        </PageHeading>
      </div>
      {children}
    </div>
  );
}
