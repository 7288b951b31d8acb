import type { Messages } from "@/lib/i18n/messages";

/**
 * The consent UI is on every page: it gets its (placeholder-free) texts as props from the
 * server instead of shipping the message runtime to every page.
 */
export type BannerTexts = Messages["consent"]["banner"];
export type SettingsTexts = Messages["consent"]["settings"];
export type WelcomeTexts = Messages["consent"]["welcome"];
