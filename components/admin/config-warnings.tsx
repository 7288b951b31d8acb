"use client";

import { useTranslations } from "next-intl";
import type { AdminSessionInfo } from "@/lib/admin/client";

/** Configuration that must not ship, named by variable, at the top of the panel. */
export function ConfigWarnings({ warnings }: { warnings: NonNullable<AdminSessionInfo["configWarnings"]> }) {
  const t = useTranslations("admin.dashboard");
  if (warnings.length === 0) return null;
  return (
    <section role="alert" aria-labelledby="config-warnings-title" className="space-y-2 rounded-lg border-2 border-destructive p-4" data-testid="config-warnings">
      <h3 id="config-warnings-title" className="font-semibold text-destructive">
        {t("configWarningsTitle")}
      </h3>
      <p className="text-sm">{t("configWarningsText")}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {warnings.map((warning) => (
          <li key={warning.variable}>
            <code>{warning.variable}</code>: {warning.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
