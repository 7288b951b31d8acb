"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, FileSpreadsheet, LogOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { describeFailure } from "@/lib/http/api-failure";
import { HttpError } from "@/lib/http/fetch-json";
import { fetchAllLeads, fetchLeadPage, markDownloaded, type PortalCredentials } from "@/lib/insurers/client";
import { csvFileName, leadsToCsv } from "@/lib/leads/lead-csv";
import type { LeadView } from "@/lib/leads/lead-record";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from "@/lib/validations/insurer-portal";
import { downloadTextFile } from "@/lib/download-file";
import { LeadPagination } from "./lead-pagination";
import { LeadTable } from "./lead-table";
import { PortalSelect } from "./portal-select";

export const LEADS_QUERY_KEY = "insurer-leads";

type View = { page: number; pageSize: PageSize; hideDownloaded: boolean };

/**
 * The logged-in portal: the insurer's leads, selection, marking as
 * downloaded, the downloaded filter, page size, pagination, CSV export and logout. A change of
 * page, page size or filter clears the selection, so only visible leads are ever selected.
 */
export function LeadDashboard({ credentials, onLogout }: { credentials: PortalCredentials; onLogout: () => void }) {
  const t = useTranslations("insurerPortal.leads");
  const loginTexts = useTranslations("insurerPortal.login");
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, hideDownloaded: false });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);

  const leads = useQuery({
    queryKey: [LEADS_QUERY_KEY, credentials.insurerCode, view],
    queryFn: ({ signal }) => fetchLeadPage(credentials, view, signal),
    placeholderData: keepPreviousData,
  });
  const pageLeads = leads.data?.leads ?? [];
  const totalCount = leads.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / view.pageSize));
  // Marking with "hide downloaded" on can empty the last page: step back to the new last one.
  const lastPage = leads.data ? pages : view.page;
  useEffect(() => {
    if (view.page > lastPage) setView((current) => ({ ...current, page: lastPage }));
  }, [view.page, lastPage]);

  // A key deactivated while the portal is open: back to the login, with the login failure texts.
  const rejected = leads.error instanceof HttpError && leads.error.status === 401;
  useEffect(() => {
    if (!rejected) return;
    toast.error(loginTexts("failedTitle"), { description: loginTexts("failedDescription") });
    onLogout();
  }, [rejected, loginTexts, onLogout]);

  const changeView = (change: Partial<View>) => {
    setSelected(new Set());
    // A new page size or filter starts again on page 1.
    setView((current) => ({ ...current, page: 1, ...change }));
  };

  const mark = useMutation({
    mutationFn: (quoteIds: string[]) => markDownloaded(credentials, quoteIds),
    onSuccess: async (count) => {
      setSelected(new Set());
      toast.success(t("markedTitle"), { description: t("markedDescription", { count }) });
      await queryClient.invalidateQueries({ queryKey: [LEADS_QUERY_KEY] });
    },
    onError: (error) => {
      const failure = describeFailure(error);
      const text = failure.kind === "server" ? (failure.details ?? failure.error) : undefined;
      toast.error(t("downloadFailedTitle"), { description: text ?? t("downloadFailedDefault") });
    },
  });

  const markSelected = () => {
    if (selected.size === 0) {
      toast.error(t("noSelectionTitle"), { description: t("noSelectionDescription") });
      return;
    }
    mark.mutate([...selected]);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      // Selected leads, or every lead the filter matches (all pages) when none is selected.
      const chosen: LeadView[] =
        selected.size > 0 ? pageLeads.filter((lead) => selected.has(lead.quoteId)) : await fetchAllLeads(credentials, view);
      if (chosen.length === 0) {
        toast.error(t("exportEmptyTitle"));
        return;
      }
      const file = csvFileName(credentials.companyName, new Date());
      downloadTextFile(file, leadsToCsv(chosen));
      toast.success(t("exportedTitle"), { description: t("exportedDescription", { count: chosen.length, file }) });
    } catch (error) {
      const failure = describeFailure(error);
      toast.error(t("exportFailedTitle"), { description: failure.kind === "server" ? (failure.details ?? failure.error) : undefined });
    } finally {
      setExporting(false);
    }
  };

  const toggle = (quoteId: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(quoteId);
      else next.delete(quoteId);
      return next;
    });
  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(pageLeads.map((lead) => lead.quoteId)) : new Set());

  return (
    <section aria-labelledby="portal-leads-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="portal-leads-heading" className="text-2xl font-semibold">
            {t("heading", { company: credentials.companyName })}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="portal-identity">
            {t("loggedInAs", { company: credentials.companyName, code: credentials.insurerCode })}
          </p>
        </div>
        <Button variant="outline" onClick={onLogout}>
          <LogOut aria-hidden="true" />
          {t("logout")}
        </Button>
      </div>

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border bg-muted/30 p-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id="portal-hide-downloaded"
            checked={view.hideDownloaded}
            onCheckedChange={(checked) => changeView({ hideDownloaded: checked === true })}
          />
          <Label htmlFor="portal-hide-downloaded">{t("hideDownloaded")}</Label>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="portal-page-size">{t("pageSize")}</Label>
          <PortalSelect
            id="portal-page-size"
            value={view.pageSize}
            onChange={(event) => changeView({ pageSize: Number(event.target.value) as PageSize })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </PortalSelect>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="lead-selection">
          {t("selectedCount", { count: selected.size })}
        </p>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button onClick={markSelected} disabled={mark.isPending}>
            <Download aria-hidden="true" />
            {t("markDownloaded")}
          </Button>
          <Button variant="outline" onClick={exportCsv} disabled={exporting}>
            <FileSpreadsheet aria-hidden="true" />
            {exporting ? t("exporting") : selected.size > 0 ? t("exportSelected") : t("exportAll")}
          </Button>
        </div>
      </div>

      {leads.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : leads.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border border-destructive/40 p-4">
          <p>{t("loadFailed")}</p>
          <Button variant="outline" onClick={() => void leads.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : pageLeads.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed p-6 text-muted-foreground" data-testid="lead-empty">
          {view.hideDownloaded ? t("emptyFiltered") : t("empty")}
        </p>
      ) : (
        <LeadTable
          leads={pageLeads}
          caption={t("caption", { page: view.page, pages, total: totalCount })}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
        />
      )}

      <LeadPagination
        page={view.page}
        pages={pages}
        onPage={(page) => {
          setSelected(new Set());
          setView((current) => ({ ...current, page }));
        }}
      />
    </section>
  );
}
