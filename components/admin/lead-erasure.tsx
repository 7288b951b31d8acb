"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Search, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { AUDIT_QUERY, deleteLead, searchLeads, type LeadMatch } from "@/lib/admin/client";
import { describeFailure } from "@/lib/http/api-failure";
import { ConfirmDialog } from "./confirm-dialog";

const receivedAt = (iso: string) =>
  new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

const serverText = (error: unknown) => {
  const failure = describeFailure(error);
  return failure.kind === "server" ? (failure.details ?? failure.error) : undefined;
};

/**
 * Deletion on request (privacy statement): find a person's quote requests by quote id or e-mail
 * address, then delete each after a confirmation. The server records the deletion (quote id only).
 */
export function LeadErasure({ onError }: { onError: (error: unknown) => boolean }) {
  const t = useTranslations("admin.leads");
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [results, setResults] = useState<LeadMatch[] | null>(null);
  const queryClient = useQueryClient();

  const search = useMutation({
    mutationFn: searchLeads,
    onSuccess: (leads) => setResults(leads),
    onError: (failure) => {
      if (!onError(failure)) toast.error(t("searchFailedTitle"), { description: serverText(failure) });
    },
  });
  const remove = useMutation({
    mutationFn: (lead: LeadMatch) => deleteLead(lead.quoteId),
    onSuccess: (_answer, lead) => {
      setResults((current) => current?.filter((entry) => entry.quoteId !== lead.quoteId) ?? null);
      toast.success(t("deletedTitle"), { description: lead.quoteId });
      return queryClient.invalidateQueries({ queryKey: AUDIT_QUERY });
    },
    onError: (failure) => {
      if (!onError(failure)) toast.error(t("deleteFailedTitle"), { description: serverText(failure) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === "") {
      setError(t("queryRequired"));
      return;
    }
    setError(undefined);
    search.mutate(query.trim());
  };

  const nameOf = (lead: LeadMatch) => (lead.person ? `${lead.person.firstName} ${lead.person.lastName}` : t("unreadable"));

  return (
    <section aria-labelledby="admin-leads-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="admin-leads-heading" className="text-2xl font-semibold">
          {t("heading")}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3" role="search" aria-label={t("heading")}>
        <FormField id="admin-lead-query" label={t("query")} error={error} className="min-w-64 flex-1">
          {(control) => (
            <Input {...control} value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" spellCheck={false} />
          )}
        </FormField>
        <Button type="submit" variant="outline" disabled={search.isPending}>
          <Search aria-hidden="true" />
          {search.isPending ? t("searching") : t("search")}
        </Button>
      </form>
      {results === null ? null : results.length === 0 ? (
        <p role="status" className="text-muted-foreground" data-testid="lead-search-empty">
          {t("noResults")}
        </p>
      ) : (
        <Table containerLabel={t("caption", { count: results.length })} data-testid="lead-search-results">
          <TableCaption className="text-left">{t("caption", { count: results.length })}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.quoteId")}</TableHead>
              <TableHead>{t("columns.createdAt")}</TableHead>
              <TableHead>{t("columns.person")}</TableHead>
              <TableHead>{t("columns.insurer")}</TableHead>
              <TableHead>{t("columns.status")}</TableHead>
              <TableHead>{t("columns.actions")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {results.map((lead) => (
              <TableRow key={lead.quoteId} data-testid="lead-search-row" data-quote-id={lead.quoteId}>
                <TableCell className="font-mono text-xs">{lead.quoteId}</TableCell>
                <TableCell className="whitespace-nowrap">{receivedAt(lead.createdAt)}</TableCell>
                <TableCell>
                  <div className="font-medium">{nameOf(lead)}</div>
                  {lead.person ? <div className="text-muted-foreground">{lead.person.email}</div> : null}
                  {lead.householdSize > 1 ? <div className="text-muted-foreground">{t("household", { count: lead.householdSize })}</div> : null}
                </TableCell>
                <TableCell>{lead.insurerName}</TableCell>
                <TableCell>
                  <Badge variant={lead.status === "downloaded" ? "secondary" : "default"}>{t(`status.${lead.status}`)}</Badge>
                </TableCell>
                <TableCell>
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="destructive" disabled={remove.isPending} aria-label={t("deleteLabel", { quoteId: lead.quoteId })}>
                        <Trash2 aria-hidden="true" />
                        {t("delete")}
                      </Button>
                    }
                    title={t("deleteTitle")}
                    description={t("deleteDescription", { quoteId: lead.quoteId, name: nameOf(lead) })}
                    confirmLabel={t("deleteConfirm")}
                    cancelLabel={t("cancel")}
                    onConfirm={() => remove.mutate(lead)}
                    destructive
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
