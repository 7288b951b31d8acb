"use client";

import { useTranslations } from "next-intl";
import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { ApiFailure } from "@/lib/http/api-failure";
import { bestPremiumId } from "@/lib/domain/best-premium";
import type { ModelCode } from "@/lib/domain/insurance-models";
import type { PremiumSort } from "@/lib/domain/premium-sort";
import type { CurrentInsurerComparison, PremiumResult, PremiumStats } from "@/lib/catalog/types";
import { pixelEvents, trackAnalytics, trackPixel } from "@/lib/tracking";
import { CurrentInsurerSummary } from "./current-insurer-summary";
import { ResultCard } from "./result-card";
import { ResultsEmpty, ResultsError, ResultsSkeleton } from "./results-states";
import { ResultsSummary } from "./results-summary";
import { TariffYearSwitch } from "./tariff-year-switch";

export type PremiumResultsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; failure: ApiFailure }
  | {
      status: "success";
      results: PremiumResult[];
      stats: PremiumStats;
      tariffYear: number;
      availableTariffYears?: number[];
      currentInsurer?: CurrentInsurerComparison;
    };

// The dialogs (with the form, its validation and the product chat) load when one first opens.
const QuoteDialog = lazy(() => import("@/components/quote/quote-dialog").then((m) => ({ default: m.QuoteDialog })));
const ModelDialog = lazy(() => import("./model-dialog").then((m) => ({ default: m.ModelDialog })));
const PremiumDetailsDialog = lazy(() => import("./premium-details-dialog").then((m) => ({ default: m.PremiumDetailsDialog })));

type PremiumResultsProps = {
  state: PremiumResultsState;
  sortBy: PremiumSort;
  /** The hint before the first search. */
  idleText: string;
  loadMore?: { hasMore: boolean; loading: boolean; onLoadMore: () => void };
  /** Shown instead of the results, e.g. the choice of municipality. */
  override?: ReactNode;
  /** The year switch: shown above the results when more than one tariff year is loaded. */
  onTariffYearChange?: (year: number) => void;
  /** The person's current insurer and model: the quote dialog starts with them. */
  current?: { insurerCode?: string; model?: ModelCode };
};

/** The results area of the calculator and the advisor: skeleton, error panel, empty hint or cards. */
export function PremiumResults({ state, sortBy, idleText, loadMore, override, onTariffYearChange, current }: PremiumResultsProps) {
  const t = useTranslations("calculator.results");
  const [details, setDetails] = useState<PremiumResult | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [model, setModel] = useState<ModelCode | null>(null);
  const [modelOpen, setModelOpen] = useState(false);
  const [quote, setQuote] = useState<PremiumResult | null>(null);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [quoteUsed, setQuoteUsed] = useState(false);

  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  }, []);

  const openDetails = (premium: PremiumResult) => {
    rememberOpener();
    setDetails(premium);
    setDetailsOpen(true);
  };
  const openQuote = (premium: PremiumResult) => {
    rememberOpener();
    setQuote(premium);
    setQuoteUsed(true);
    setQuoteOpen(true);
    trackPixel(...pixelEvents.addToCart(premium.monthlyPremium));
    trackAnalytics("offer_selected", { insurerName: premium.insurer.name, model: premium.model.code, monthlyPremium: premium.monthlyPremium });
  };
  const openModel = (code: ModelCode) => {
    rememberOpener();
    setModel(code);
    setModelOpen(true);
  };

  const status =
    state.status === "loading"
      ? t("loading")
      : state.status === "success" && !override
        ? t("found", { count: state.stats.totalResults })
        : "";

  // The switch stays while the next year loads, so it can be used again right away.
  const [shownYears, setShownYears] = useState<{ years: number[]; year: number } | null>(null);
  if (state.status === "success" && state.availableTariffYears && (shownYears?.year !== state.tariffYear || shownYears.years.join() !== state.availableTariffYears.join())) {
    setShownYears({ years: state.availableTariffYears, year: state.tariffYear });
  }

  return (
    <div className="space-y-4" aria-busy={state.status === "loading"}>
      <p role="status" className="sr-only" data-testid="results-status">
        {status}
      </p>
      {onTariffYearChange && shownYears && state.status !== "idle" ? (
        <TariffYearSwitch years={shownYears.years} value={shownYears.year} onChange={onTariffYearChange} />
      ) : null}
      {override ??
        (state.status === "loading" ? (
          <ResultsSkeleton />
        ) : state.status === "error" ? (
          <ResultsError failure={state.failure} />
        ) : state.status === "idle" ? (
          <ResultsEmpty text={idleText} />
        ) : state.results.length === 0 ? (
          <ResultsEmpty text={t("emptyNone")} />
        ) : (
          <>
            <ResultsSummary stats={state.stats} tariffYear={state.tariffYear} region={state.results[0]?.region} />
            {state.currentInsurer ? (
              <CurrentInsurerSummary current={state.currentInsurer} tariffYear={state.tariffYear} cheapest={state.results[0]} />
            ) : null}
            <ResultList
              results={state.results}
              bestId={bestPremiumId(state.results, sortBy, state.stats.lowestPremium)}
              onDetails={openDetails}
              onQuote={openQuote}
              onModel={openModel}
            />
            {loadMore?.hasMore ? (
              <div className="flex flex-col items-center gap-2">
                <p className="text-sm text-muted-foreground">
                  {t("shown", { shown: state.results.length, total: state.stats.totalResults })}
                </p>
                <Button type="button" variant="outline" onClick={loadMore.onLoadMore} disabled={loadMore.loading}>
                  {loadMore.loading ? t("loadingMore") : t("loadMore")}
                </Button>
              </div>
            ) : null}
          </>
        ))}
      <Suspense fallback={null}>
        {details !== null ? <PremiumDetailsDialog premium={details} open={detailsOpen} onOpenChange={setDetailsOpen} returnFocus={returnFocus} /> : null}
        {model !== null ? (
          <ModelDialog
            model={model}
            tariffYear={state.status === "success" ? state.tariffYear : undefined}
            open={modelOpen}
            onOpenChange={setModelOpen}
            returnFocus={returnFocus}
          />
        ) : null}
        {quoteUsed ? (
          <QuoteDialog
            premium={quote}
            open={quoteOpen}
            onOpenChange={setQuoteOpen}
            returnFocus={returnFocus}
            onSubmitted={() => setQuote(null)}
            current={current}
            premiumCount={state.status === "success" ? state.stats.totalResults : undefined}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

type ResultListProps = {
  results: PremiumResult[];
  bestId: string | null;
  onDetails: (premium: PremiumResult) => void;
  onQuote: (premium: PremiumResult) => void;
  onModel: (model: ModelCode) => void;
};

function ResultList({ results, bestId, ...handlers }: ResultListProps) {
  return (
    <ol className="space-y-3" data-testid="premium-list">
      {results.map((premium) => (
        <li key={premium.id}>
          <ResultCard premium={premium} best={premium.id === bestId} {...handlers} />
        </li>
      ))}
    </ol>
  );
}
