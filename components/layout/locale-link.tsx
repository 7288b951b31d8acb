import Link from "next/link";
import { getLocale } from "next-intl/server";
import type { ComponentProps } from "react";
import { localizedPath } from "@/lib/i18n/paths";

/** Next.js's Link to a page of the German site's paths ("/faq"), in the rendered page's language ("/fr/faq"). */
export async function LocaleLink({ href, ...props }: Omit<ComponentProps<typeof Link>, "href"> & { href: string }) {
  return <Link href={localizedPath(await getLocale(), href)} {...props} />;
}
