import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { defaultLocale, timeZone } from "./config";
import { messagesFor } from "./messages";
import { routing } from "./routing";

// The locale comes from the URL ([locale], set by each page with setRequestLocale): no cookie or
// header is read, so every page stays statically renderable.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  return { locale, timeZone, messages: messagesFor(locale) };
});
