"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Previous/next with the current page; shown only when there is more than one page. */
export function LeadPagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useTranslations("insurerPortal.leads");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-end gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {t("previous")}
      </Button>
      <span className="text-sm tabular-nums" aria-live="polite" data-testid="lead-page">
        {t("pageOf", { page, pages })}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t("next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
