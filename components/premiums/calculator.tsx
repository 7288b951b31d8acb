"use client";

import { useTranslations } from "next-intl";
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { describeFailure } from "@/lib/http/api-failure";
import { isHousehold, sameQuery, serializeCalculatorQuery, type CalculatorQuery, type HouseholdUrlProblem } from "@/lib/calculator/url-state";
import { HOUSEHOLD_SORT_OF } from "@/lib/calculator/household-request";
import type { HouseholdSelection } from "@/lib/leads/household-selection";
import { expectedTariffYear } from "@/lib/domain/tariff-year";
import { CalculatorForm, type CalculatorSearch } from "./calculator-form";
import type { HouseholdResultsState } from "./household-results";
import { ResultsSkeleton } from "./results-states";
import { HouseholdUrlNotice, ShareLinkButton } from "./share-link";
import { LocationChoices } from "./location-choices";
import { PremiumResults, type PremiumResultsState } from "./premium-results";
import { revealResults } from "./reveal-results";
import { UrlQueryReader } from "./url-query-reader";
import { useHouseholdSearch } from "./use-household-search";
import { usePremiumSearch } from "./use-premium-search";

// A household's cards load with the first household search; a single search never needs them.
const HouseholdResults = lazy(() => import("./household-results").then((m) => ({ default: m.HouseholdResults })));

/**
 * The premium calculator: the form in a sticky left column, the results on the right.
 * The URL carries the search, so a result can be shared and a reload runs it again.
 */
type CalculatorProps = {
  aside?: ReactNode;
  /** A household card's "Offerte anfordern"; without it the quote dialog opens with the household. */
  onRequestHouseholdQuote?: (selection: HouseholdSelection) => void;
};

export function Calculator({ aside, onRequestHouseholdQuote }: CalculatorProps) {
  const t = useTranslations("calculator");
  const [query, setQuery] = useState<CalculatorQuery | null>(null);
  // The form is re-created (with the URL's values) only when the URL changed from outside.
  const [formSeed, setFormSeed] = useState<{ key: number; query: CalculatorQuery | null }>({ key: 0, query: null });
  const current = useRef<string | null>(null);
  // Toasts only for searches the visitor started here, not for one opened from a link.
  const announce = useRef(false);
  // A search the visitor started here brings its results into view once they are in (on a phone they lie under the form).
  const reveal = useRef(false);
  const resultsSection = useRef<HTMLElement>(null);

  // What of a shared household link could not be read.
  const [urlProblems, setUrlProblems] = useState<HouseholdUrlProblem[]>([]);

  const onUrlQuery = useCallback((next: CalculatorQuery | null, problems: HouseholdUrlProblem[]) => {
    const serialized = next ? serializeCalculatorQuery(next) : null;
    setUrlProblems(problems);
    if (serialized === current.current) return;
    current.current = serialized;
    announce.current = false;
    setQuery(next);
    setFormSeed((seed) => ({ key: seed.key + 1, query: next }));
  }, []);

  const household = isHousehold(query);
  const search = usePremiumSearch(household ? null : query, announce);
  const householdSearch = useHouseholdSearch(query, announce);

  const run = (next: CalculatorQuery) => {
    announce.current = true;
    reveal.current = true;
    setUrlProblems([]);
    if (sameQuery(next, query)) {
      void (isHousehold(next) ? householdSearch.refetch() : search.refetch());
      return;
    }
    const serialized = serializeCalculatorQuery(next);
    current.current = serialized;
    window.history.pushState(null, "", `${window.location.pathname}?${serialized}`);
    setQuery(next);
  };

  // A new sort order re-sorts the search shown, at once.
  const onSortChange = (sortBy: CalculatorQuery["sortBy"]) => {
    if (query && query.sortBy !== sortBy) run({ ...query, sortBy });
  };

  // The year switch keeps everything else of the search.
  const onTariffYearChange = (tariffYear: number) => {
    if (query) run({ ...query, tariffYear });
  };

  const onSearch = (next: CalculatorSearch, { locationEdited }: { locationEdited: boolean }) => {
    // A municipality chosen for this postal code stays chosen when only other fields change.
    const kept = !locationEdited && query?.postalCode === next.postalCode ? query.bfsNumber : undefined;
    const bfsNumber = next.bfsNumber ?? kept;
    // The chosen tariff year stays chosen for the next search.
    const tariffYear = query?.tariffYear;
    run({ ...next, ...(bfsNumber === undefined ? {} : { bfsNumber }), ...(tariffYear === undefined ? {} : { tariffYear }) });
  };

  const pages = search.data?.pages ?? [];
  const first = pages[0];
  const choices = first?.locationChoices ?? [];
  const state: PremiumResultsState =
    query === null
      ? { status: "idle" }
      : search.isPending || (search.isFetching && !search.isFetchingNextPage)
        ? { status: "loading" }
        : search.isError && !search.isFetchNextPageError
          ? { status: "error", failure: describeFailure(search.error) }
          : first
            ? {
                status: "success",
                results: pages.flatMap((page) => page.results),
                stats: first.stats,
                tariffYear: first.tariffYear,
                availableTariffYears: first.availableTariffYears,
                ...(first.currentInsurer ? { currentInsurer: first.currentInsurer } : {}),
              }
            : { status: "idle" };

  const answer = householdSearch.data;
  const householdState: HouseholdResultsState =
    query === null
      ? { status: "idle" }
      : householdSearch.isPending || householdSearch.isFetching
        ? { status: "loading" }
        : householdSearch.isError
          ? { status: "error", failure: describeFailure(householdSearch.error) }
          : answer
            ? { status: "success", response: answer }
            : { status: "idle" };
  const householdChoices = answer?.locationChoices ?? [];
  const shownYear = household ? answer?.tariffYear : first?.tariffYear;

  const shownStatus = (household ? householdState : state).status;
  useEffect(() => {
    if (shownStatus === "idle" || shownStatus === "loading" || !reveal.current) return;
    reveal.current = false;
    revealResults(resultsSection.current);
  }, [shownStatus]);

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <Suspense fallback={null}>
        <UrlQueryReader onQuery={onUrlQuery} />
      </Suspense>
      <div className="space-y-6 lg:sticky lg:top-20 lg:self-start">
        <section aria-labelledby="calculator-form-title" className="rounded-xl border bg-card p-5 shadow-sm">
          <h2 id="calculator-form-title" className="mb-4 text-lg font-semibold">
            {t("form.title")}
          </h2>
          <CalculatorForm
            key={formSeed.key}
            initial={formSeed.query}
            tariffYear={query?.tariffYear ?? shownYear ?? expectedTariffYear(new Date())}
            busy={shownStatus === "loading"}
            onSearch={onSearch}
            onSortChange={onSortChange}
          />
        </section>
        {aside}
      </div>
      <section ref={resultsSection} aria-labelledby="calculator-results-title" className="scroll-mt-20 space-y-4 lg:col-span-2">
        <h2 id="calculator-results-title" className="sr-only">
          {t("results.heading")}
        </h2>
        <HouseholdUrlNotice problems={urlProblems} />
        {query ? <ShareLinkButton /> : null}
        {household ? (
          <Suspense fallback={<ResultsSkeleton />}>
            <HouseholdResults
              state={householdState}
              cheapestFirst={HOUSEHOLD_SORT_OF[query.sortBy] === "total_asc" || HOUSEHOLD_SORT_OF[query.sortBy] === undefined}
              idleText={t("results.emptyIdle")}
              onTariffYearChange={onTariffYearChange}
              current={query.currentInsurer ? { insurerCode: query.currentInsurer, ...(query.currentModel ? { model: query.currentModel } : {}) } : undefined}
              {...(onRequestHouseholdQuote ? { onRequestHouseholdQuote } : {})}
              override={
                householdState.status === "success" && householdChoices.length > 0 ? (
                  <LocationChoices
                    postalCode={query.postalCode}
                    choices={householdChoices}
                    message={answer?.details}
                    onChoose={(choice) => run({ ...query, bfsNumber: choice.bfsNumber })}
                  />
                ) : undefined
              }
            />
          </Suspense>
        ) : (
          <PremiumResults
            state={state}
            sortBy={query?.sortBy ?? "price_asc"}
            idleText={t("results.emptyIdle")}
            onTariffYearChange={onTariffYearChange}
            current={query?.currentInsurer ? { insurerCode: query.currentInsurer, ...(query.currentModel ? { model: query.currentModel } : {}) } : undefined}
            loadMore={{
              hasMore: search.hasNextPage,
              loading: search.isFetchingNextPage,
              onLoadMore: () => void search.fetchNextPage(),
            }}
            override={
              state.status === "success" && query && choices.length > 0 ? (
                <LocationChoices
                  postalCode={query.postalCode}
                  choices={choices}
                  message={first?.details}
                  onChoose={(choice) => run({ ...query, bfsNumber: choice.bfsNumber })}
                />
              ) : undefined
            }
          />
        )}
      </section>
    </div>
  );
}
