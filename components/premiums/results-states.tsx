"use client";

import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import type { ApiFailure } from "@/lib/http/api-failure";

/** Placeholder cards while a search runs. */
export function ResultsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="space-y-3" data-testid="results-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex justify-between gap-4 rounded-xl border p-5">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/4" />
          </div>
          <div className="w-32 space-y-2">
            <Skeleton className="h-7 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The error panel: the server's error and details, or the connection failure. */
export function ResultsError({ failure }: { failure: ApiFailure }) {
  const t = useTranslations("calculator.results");
  const toasts = useTranslations("calculator.toasts");
  const title = failure.kind === "network" ? toasts("networkTitle") : (failure.error ?? t("errorDefault"));
  const details = failure.kind === "network" ? toasts("networkDescription") : (failure.details ?? t("detailsDefault"));
  return (
    <div role="alert" data-testid="results-error" className="space-y-2 rounded-xl border border-destructive/40 bg-destructive/5 p-5">
      <p className="font-semibold text-destructive">{title}</p>
      <p className="text-sm">{details}</p>
      <p className="text-sm text-muted-foreground">{t("errorHint")}</p>
    </div>
  );
}

/** Nothing to show: before the first search, or a search without results. */
export function ResultsEmpty({ text }: { text: string }) {
  return (
    <p data-testid="results-empty" className="rounded-xl border border-dashed bg-muted/40 p-6 text-muted-foreground">
      {text}
    </p>
  );
}
