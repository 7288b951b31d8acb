import { getRequestConfig } from "next-intl/server";
import { defaultLocale, timeZone } from "./config";
import { messages } from "./messages";

// One fixed locale keeps every page statically renderable (no cookie or header is read).
export default getRequestConfig(async () => ({
  locale: defaultLocale,
  timeZone,
  messages,
}));
