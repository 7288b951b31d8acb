import type { Env } from "@/lib/env";

/**
 * Configuration that must not ship: the imprint's placeholders of .env.example (the imprint is
 * required by law for a Swiss commercial site, Art. 3 Abs. 1 lit. s UWG) and a SITE_URL on this
 * machine (canonical links and the sitemap would point to localhost), and no statement of how the
 * product is financed while quote requests go to insurers. Checked in production only.
 */
export const IMPRINT_PLACEHOLDERS = {
  IMPRINT_COMPANY: "Muster Vergleich AG",
  IMPRINT_STREET: "Musterstrasse 1",
  IMPRINT_CITY: "3000 Bern",
  IMPRINT_EMAIL: "kontakt@example.ch",
  IMPRINT_PHONE: "+41 31 000 00 00",
  IMPRINT_REGISTRATION: "CHE-000.000.000",
} as const;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "0.0.0.0", "[::1]", "::1"]);

export type ConfigWarning = { variable: string; message: string };

type CheckedEnv = Pick<Env, "NODE_ENV" | "SITE_URL" | keyof typeof IMPRINT_PLACEHOLDERS> & { FINANCING_STATEMENT?: string | undefined };

export function configurationWarnings(config: CheckedEnv): ConfigWarning[] {
  if (config.NODE_ENV !== "production") return [];
  const warnings: ConfigWarning[] = [];
  for (const [variable, placeholder] of Object.entries(IMPRINT_PLACEHOLDERS)) {
    const value = config[variable as keyof typeof IMPRINT_PLACEHOLDERS];
    const isExample = variable === "IMPRINT_EMAIL" && typeof value === "string" && /@example\.(ch|com|org)$/i.test(value);
    if (value === placeholder || isExample) warnings.push({ variable, message: `${variable} ist noch der Platzhalter «${value}» aus .env.example` });
  }
  if (!config.FINANCING_STATEMENT) {
    warnings.push({ variable: "FINANCING_STATEMENT", message: "FINANCING_STATEMENT fehlt: Die Seite «Über uns» kann nicht sagen, wie der Dienst finanziert wird" });
  }
  const host = (() => {
    try {
      return new URL(config.SITE_URL).hostname;
    } catch {
      return "";
    }
  })();
  if (LOCAL_HOSTS.has(host) || host.endsWith(".localhost")) {
    warnings.push({ variable: "SITE_URL", message: `SITE_URL zeigt auf diesen Rechner (${config.SITE_URL}): Links, Sitemap und Vorschauen wären falsch` });
  }
  return warnings;
}

/** One line for the start log, naming every variable to set. */
export const warningLog = (warnings: readonly ConfigWarning[]) =>
  `[config] Produktionsstart mit Beispielwerten – bitte setzen: ${warnings.map((w) => w.variable).join(", ")}\n${warnings.map((w) => `  - ${w.message}`).join("\n")}`;
