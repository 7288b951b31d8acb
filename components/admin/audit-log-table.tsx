"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AUDIT_QUERY, type AuditLog } from "@/lib/admin/client";

const at = (iso: string) =>
  new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", dateStyle: "short", timeStyle: "medium" }).format(new Date(iso));

/** The newest audit entries (who, what, when, about what), refreshed after each action. */
export function AuditLogTable({ onError }: { onError: (error: unknown) => boolean }) {
  const t = useTranslations("admin.audit");
  const log = useQuery<AuditLog>({ queryKey: AUDIT_QUERY });
  useEffect(() => {
    if (log.error) onError(log.error);
  }, [log.error, onError]);
  // Known actions by name ("keys.renewed" is the path keys → renewed in the catalogue); others as stored.
  const label = (action: string) => (t.has(`actions.${action}` as "actions.logout") ? t(`actions.${action}` as "actions.logout") : action);
  const entries = log.data?.entries ?? [];
  return (
    <section aria-labelledby="admin-audit-heading" className="space-y-4">
      <h2 id="admin-audit-heading" className="text-2xl font-semibold">
        {t("heading")}
      </h2>
      {log.isError ? (
        <p role="alert">{t("loadFailed")}</p>
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground">{log.isPending ? "…" : t("empty")}</p>
      ) : (
        <Table containerLabel={t("caption")} data-testid="audit-log-table">
          <TableCaption className="sr-only">{t("caption")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.at")}</TableHead>
              <TableHead>{t("columns.actor")}</TableHead>
              <TableHead>{t("columns.action")}</TableHead>
              <TableHead>{t("columns.target")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id} data-testid="audit-row">
                <TableCell className="whitespace-nowrap">{at(entry.at)}</TableCell>
                <TableCell className="font-mono text-xs">{entry.actor}</TableCell>
                <TableCell>{label(entry.action)}</TableCell>
                <TableCell className="font-mono text-xs">{entry.target ?? ""}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
