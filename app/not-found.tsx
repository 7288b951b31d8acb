import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeading } from "@/components/layout/page-heading";
import { routes } from "@/lib/site";

const links = ["calculator", "optimizer", "guide", "privacy", "home"] as const;

export async function generateMetadata() {
  const t = await getTranslations("pages.notFound.meta");
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations("pages.notFound");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-16">
      <PageHeading title={t("title")} intro={t("description")} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map((key) => (
          <li key={key}>
            <Link
              href={routes[key]}
              prefetch={false}
              className="block rounded-lg border bg-card p-4 font-medium text-card-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {t(`links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
