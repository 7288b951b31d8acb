import { notFound } from "next/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ locale: string; rest: string[] }> };

// Any address below a language that no page answers: that language's 404 page (../not-found.tsx),
// with the language set first so the 404 page reads no request header.
export default async function UnknownPage(props: Props) {
  await pageLocale(props);
  notFound();
}
