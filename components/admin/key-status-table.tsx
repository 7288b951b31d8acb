"use client";

import { RefreshCw, ShieldOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { InsurersStatus } from "@/lib/admin/client";
import { ConfirmDialog } from "./confirm-dialog";

type KeyStatusTableProps = {
  insurers: InsurersStatus["insurers"];
  /** The insurer whose action is running (its buttons wait), if any. */
  pending: string | null;
  disabled: boolean;
  onRenew: (code: string) => void;
  onDeactivate: (code: string, name: string) => void;
};

const count = (value: number) => new Intl.NumberFormat("de-CH").format(value);

/** Key status per insurer with renew and "deactivate older keys" per row. */
export function KeyStatusTable({ insurers, pending, disabled, onRenew, onDeactivate }: KeyStatusTableProps) {
  const t = useTranslations("admin.keys");
  const caption = t("caption", { count: insurers.length });
  return (
    <Table containerLabel={caption} data-testid="key-status-table">
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("columns.code")}</TableHead>
          <TableHead>{t("columns.name")}</TableHead>
          <TableHead>{t("columns.active")}</TableHead>
          <TableHead className="text-right">{t("columns.usage")}</TableHead>
          <TableHead>{t("columns.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {insurers.map((insurer) => {
          const busy = disabled || pending === insurer.code;
          return (
            <TableRow key={insurer.code} data-testid="key-status-row" data-insurer-code={insurer.code}>
              <TableCell className="font-mono">{insurer.code}</TableCell>
              <TableCell>{insurer.name_de}</TableCell>
              <TableCell>
                <Badge variant={insurer.hasActiveKey ? "success" : "outline"} data-testid="key-active">
                  {insurer.hasActiveKey ? t("yes") : t("no")}
                </Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums" data-testid="key-usage">
                {count(insurer.usageCount)}
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => onRenew(insurer.code)} aria-label={t("renewOneLabel", { name: insurer.name_de })}>
                    <RefreshCw aria-hidden="true" />
                    {t("renewOne")}
                  </Button>
                  {insurer.hasActiveKey ? (
                    <ConfirmDialog
                      trigger={
                        <Button size="sm" variant="ghost" disabled={busy} aria-label={t("deactivateOldLabel", { name: insurer.name_de })}>
                          <ShieldOff aria-hidden="true" />
                          {t("deactivateOld")}
                        </Button>
                      }
                      title={t("deactivateTitle")}
                      description={t("deactivateDescription", { name: insurer.name_de })}
                      confirmLabel={t("deactivateConfirm")}
                      cancelLabel={t("cancel")}
                      onConfirm={() => onDeactivate(insurer.code, insurer.name_de)}
                      destructive
                    />
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
