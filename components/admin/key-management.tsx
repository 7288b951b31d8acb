"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  AUDIT_QUERY,
  deactivateOldKeys,
  renewAllKeys,
  renewKey,
  STATUS_QUERY,
  type InsurersStatus,
  type NewKey,
} from "@/lib/admin/client";
import { describeFailure } from "@/lib/http/api-failure";
import { ConfirmDialog } from "./confirm-dialog";
import { KeyStatusTable } from "./key-status-table";
import { NewKeysPanel } from "./new-keys-panel";

const serverText = (error: unknown) => {
  const failure = describeFailure(error);
  return failure.kind === "server" ? (failure.details ?? failure.error) : undefined;
};

/**
 * Key management: status per insurer, renew all (after a confirmation)
 * or one, deactivate an insurer's older keys, and the new keys, kept in this component only.
 * `onError` takes what concerns the whole panel (a 401: the session ended) and answers
 * whether it did.
 */
export function KeyManagement({ onError }: { onError: (error: unknown) => boolean }) {
  const t = useTranslations("admin.keys");
  const queryClient = useQueryClient();
  const status = useQuery<InsurersStatus>({ queryKey: STATUS_QUERY });
  const [newKeys, setNewKeys] = useState<NewKey[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (status.error) onError(status.error);
  }, [status.error, onError]);

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: STATUS_QUERY }), queryClient.invalidateQueries({ queryKey: AUDIT_QUERY })]);

  const renewed = async (keys: NewKey[]) => {
    setNewKeys((current) => [...keys, ...current]);
    toast.success(t("renewedTitle"), { description: t("renewedDescription", { count: keys.length }) });
    await refresh();
  };
  const renewFailed = (error: unknown) => {
    if (!onError(error)) toast.error(t("renewFailedTitle"), { description: serverText(error) });
  };

  const renewAll = useMutation({ mutationFn: renewAllKeys, onSuccess: renewed, onError: renewFailed });
  const renewOne = useMutation({
    mutationFn: renewKey,
    onMutate: (code) => setPending(code),
    onSuccess: (key) => renewed([key]),
    onError: renewFailed,
    onSettled: () => setPending(null),
  });
  const deactivate = useMutation({
    mutationFn: ({ code }: { code: string; name: string }) => deactivateOldKeys(code),
    onMutate: ({ code }) => setPending(code),
    onSuccess: async (count) => {
      toast.success(t("deactivatedTitle"), { description: t("deactivatedDescription", { count }) });
      await refresh();
    },
    onError: (error) => {
      if (!onError(error)) toast.error(t("deactivateFailedTitle"), { description: serverText(error) });
    },
    onSettled: () => setPending(null),
  });

  const insurers = status.data?.insurers ?? [];
  const busy = renewAll.isPending;
  return (
    <section aria-labelledby="admin-keys-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 id="admin-keys-heading" className="text-2xl font-semibold">
            {t("heading")}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        <ConfirmDialog
          trigger={
            <Button disabled={busy || insurers.length === 0}>
              <KeyRound aria-hidden="true" />
              {t("renewAll")}
            </Button>
          }
          title={t("renewAllTitle")}
          description={t("renewAllDescription", { count: insurers.length })}
          confirmLabel={t("renewAllConfirm")}
          cancelLabel={t("cancel")}
          onConfirm={() => renewAll.mutate()}
        />
      </div>

      <NewKeysPanel keys={newKeys} onDiscard={() => setNewKeys([])} />

      {status.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : status.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border border-destructive/40 p-4">
          <p>{t("loadFailed")}</p>
          <Button variant="outline" onClick={() => void status.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : insurers.length === 0 ? (
        <p role="status" className="text-muted-foreground">
          {t("empty")}
        </p>
      ) : (
        <KeyStatusTable
          insurers={insurers}
          pending={pending}
          disabled={busy}
          onRenew={(code) => renewOne.mutate(code)}
          onDeactivate={(code, name) => deactivate.mutate({ code, name })}
        />
      )}
    </section>
  );
}
