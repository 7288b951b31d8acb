import type { Metadata } from "next";
import { env } from "@/lib/env";

export type PageMetaInput = {
  /** Route path, e.g. "/faq"; becomes the canonical URL. */
  path: string;
  title: string;
  description: string;
  /** Partner and operator pages stay out of search engines. */
  noIndex?: boolean;
};

/** Title, description, canonical URL and Open Graph data for one page. */
export function pageMetadata({ path, title, description, noIndex }: PageMetaInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      locale: "de_CH",
      url: path,
      title,
      description,
    },
    twitter: { card: "summary", title, description },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** Absolute URL of a path on this site (structured data needs absolute URLs). */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString();
}
