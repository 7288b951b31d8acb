import { usePathname } from "next/navigation";
import { localeOfPath, localizedPath } from "./paths";

/** In the browser: turns a German page's path ("/privacy") into the current page's language ("/fr/privacy"). */
export function useLocalizedPath(): (path: string) => string {
  const locale = localeOfPath(usePathname());
  return (path) => localizedPath(locale, path);
}
