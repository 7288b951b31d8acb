"use client";

import { Copy, Eye, EyeOff, FileSpreadsheet, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { downloadTextFile } from "@/lib/download-file";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { keysCsvFileName, keysToCsv } from "@/lib/admin/key-csv";
import type { NewKey } from "@/lib/admin/client";

const MASK = "•".repeat(12);

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The keys issued in this session: shown once, only in this page's
 * memory, each hidden until shown; copy and CSV export. Discarding or leaving the page loses
 * them for good (the server keeps only hashes).
 */
export function NewKeysPanel({ keys, onDiscard }: { keys: NewKey[]; onDiscard: () => void }) {
  const t = useTranslations("admin.newKeys");
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const copy = async (key: NewKey) => {
    if (await copyText(key.api_key)) {
      toast.success(t("copiedTitle"), { description: t("copiedDescription", { name: key.insurer_name }) });
      return;
    }
    // Shown instead, so it can be selected and copied by hand.
    setShown((current) => new Set(current).add(key.api_key));
    toast.error(t("copyFailedTitle"), { description: t("copyFailedDescription") });
  };

  const exportCsv = () => {
    if (keys.length === 0) {
      toast.error(t("exportEmptyTitle"));
      return;
    }
    const file = keysCsvFileName(new Date());
    downloadTextFile(file, keysToCsv(keys));
    toast.success(t("exportedTitle"), { description: t("exportedDescription", { count: keys.length, file }) });
  };

  return (
    <section aria-labelledby="admin-new-keys-heading" className="space-y-4" data-testid="new-keys-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="admin-new-keys-heading" className="text-lg font-semibold">
          {t("heading")}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={exportCsv}>
            <FileSpreadsheet aria-hidden="true" />
            {t("export")}
          </Button>
          {keys.length > 0 ? (
            <Button variant="ghost" onClick={onDiscard}>
              <X aria-hidden="true" />
              {t("discard")}
            </Button>
          ) : null}
        </div>
      </div>
      {keys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <>
          <p role="note" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
            {t("notice")}
          </p>
          <Table containerLabel={t("caption")} data-testid="new-keys-table">
            <TableCaption className="sr-only">{t("caption")}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("columns.insurer")}</TableHead>
                <TableHead>{t("columns.key")}</TableHead>
                <TableHead>{t("columns.actions")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keys.map((key) => {
                const visible = shown.has(key.api_key);
                return (
                  <TableRow key={key.api_key} data-testid="new-key-row" data-insurer-code={key.insurer_code}>
                    <TableCell>
                      <div className="font-medium">{key.insurer_name}</div>
                      <div className="font-mono text-muted-foreground">{key.insurer_code}</div>
                    </TableCell>
                    <TableCell>
                      {visible ? (
                        <code className="font-mono text-sm break-all select-all" data-testid="new-key-value">
                          {key.api_key}
                        </code>
                      ) : (
                        <span className="font-mono text-sm" data-testid="new-key-masked">
                          {key.api_key.slice(0, 3)}
                          <span aria-hidden="true">{MASK}</span>
                          <span className="sr-only">{t("masked")}</span>
                        </span>
                      )}
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={visible ? t("hideLabel", { name: key.insurer_name }) : t("showLabel", { name: key.insurer_name })}
                          onClick={() => toggle(key.api_key)}
                        >
                          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                          {visible ? t("hide") : t("show")}
                        </Button>
                        <Button size="sm" variant="outline" aria-label={t("copyLabel", { name: key.insurer_name })} onClick={() => void copy(key)}>
                          <Copy aria-hidden="true" />
                          {t("copy")}
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
