"use client";

import { useTranslations } from "next-intl";
import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from "react";
import { formatChf } from "@/lib/domain/premium-value";
import type { ApiFailure } from "@/lib/http/api-failure";
import type { HouseholdSelection } from "@/lib/leads/household-selection";
import type { HouseholdOffer, HouseholdSearchResponse } from "@/lib/premiums/household-types";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { pixelEvents, trackPixel } from "@/lib/tracking";
import { HouseholdCard, HouseholdSaving } from "./household-card";
import { HouseholdPersonLines } from "./household-person-lines";
import { toHouseholdSelection } from "./household-quote";
import { ResultsEmpty, ResultsError, ResultsSkeleton } from "./results-states";
import { TariffYearSwitch } from "./tariff-year-switch";

export type HouseholdResultsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; failure: ApiFailure }
  | { status: "success"; response: HouseholdSearchResponse };

// The quote dialog (form, validation) loads when it first opens.
const HouseholdQuoteAdapter = lazy(() => import("./household-quote-adapter").then((m) => ({ default: m.HouseholdQuoteAdapter })));

type HouseholdResultsProps = {
  state: HouseholdResultsState;
  /** Sorted by total ascending: the first card is the cheapest insurer for everyone. */
  cheapestFirst: boolean;
  idleText: string;
  override?: ReactNode;
  onTariffYearChange?: (year: number) => void;
  /** The household's insurer today: the quote dialog starts with it. */
  current?: { insurerCode?: string; model?: ModelCode };
  /** A household card's "Offerte anfordern": by default the quote dialog with the household. */
  onRequestHouseholdQuote?: (selection: HouseholdSelection) => void;
};

/** The household's results: the cheapest mix on top, then one card per insurer that insures everyone. */
export function HouseholdResults({ state, cheapestFirst, idleText, override, onTariffYearChange, current, onRequestHouseholdQuote }: HouseholdResultsProps) {
  const h = useTranslations("calculatorHousehold");
  const t = useTranslations("calculator.results");
  const [quote, setQuote] = useState<HouseholdSelection | null>(null);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  }, []);

  const requestQuote = (offer: HouseholdOffer) => {
    if (state.status !== "success") return;
    const selection = toHouseholdSelection(state.response, offer);
    if (!selection) return;
    trackPixel(...pixelEvents.addToCart(offer.total.monthly));
    if (onRequestHouseholdQuote) return onRequestHouseholdQuote(selection);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setQuote(selection);
    setQuoteOpen(true);
  };

  const status =
    state.status === "loading" ? t("loading") : state.status === "success" && !override ? h("found", { count: state.response.offers.length }) : "";

  return (
    <div className="space-y-4" aria-busy={state.status === "loading"}>
      <p role="status" aria-live="polite" className="sr-only" data-testid="results-status">
        {status}
      </p>
      {onTariffYearChange && state.status === "success" ? (
        <TariffYearSwitch years={state.response.availableTariffYears} value={state.response.tariffYear} onChange={onTariffYearChange} />
      ) : null}
      {override ??
        (state.status === "loading" ? (
          <ResultsSkeleton />
        ) : state.status === "error" ? (
          <ResultsError failure={state.failure} />
        ) : state.status === "idle" ? (
          <ResultsEmpty text={idleText} />
        ) : (
          <HouseholdAnswer response={state.response} cheapestFirst={cheapestFirst} onQuote={requestQuote} />
        ))}
      <Suspense fallback={null}>
        {quote ? (
          <HouseholdQuoteAdapter
            household={quote}
            open={quoteOpen}
            onOpenChange={setQuoteOpen}
            returnFocus={returnFocus}
            onSubmitted={() => setQuote(null)}
            {...(current ? { current } : {})}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function HouseholdAnswer({ response, cheapestFirst, onQuote }: { response: HouseholdSearchResponse; cheapestFirst: boolean; onQuote: (offer: HouseholdOffer) => void }) {
  const h = useTranslations("calculatorHousehold");
  const { region, persons, offers, cheapestMix, notes, excludedInsurers, tariffYear } = response;
  return (
    <>
      <section aria-label={h("persons")} className="space-y-2 rounded-xl border bg-muted/40 p-4" data-testid="household-summary">
        <p className="text-sm font-medium" data-testid="results-region">
          {h("summary", { count: persons.length, year: tariffYear })}
          {region ? ` · ${h("region", { postalCode: region.plz, locality: region.locality, canton: region.canton, region: region.number })}` : null}
        </p>
        {notes.map((note) => (
          <p key={note} className="text-sm text-muted-foreground" data-testid="household-note">
            {note}
          </p>
        ))}
      </section>
      {response.currentInsurer ? <HouseholdCurrent current={response.currentInsurer} tariffYear={tariffYear} /> : null}
      {cheapestMix && offers.length > 0 ? (
        <section aria-labelledby="household-mix-title" className="space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-5" data-testid="household-mix">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="space-y-1">
              <h3 id="household-mix-title" className="text-lg font-semibold">
                {h("cheapestMix.title")}
              </h3>
              <p className="text-sm text-muted-foreground">{h("cheapestMix.description")}</p>
            </div>
            <div className="sm:text-right">
              <p className="text-2xl font-bold tabular-nums" data-testid="household-mix-total">
                {formatChf(cheapestMix.total.monthly)}
                <span className="ml-1 text-sm font-normal text-muted-foreground">{h("perMonth")}</span>
              </p>
              <p className="text-sm text-muted-foreground tabular-nums">{h("perYear", { amount: formatChf(cheapestMix.total.yearly) })}</p>
            </div>
          </div>
          <HouseholdPersonLines premiums={cheapestMix.persons} persons={persons} />
          {cheapestMix.saving ? <HouseholdSaving saving={cheapestMix.saving} /> : null}
        </section>
      ) : null}
      {offers.length === 0 ? (
        <ResultsEmpty text={h("empty")} />
      ) : (
        <ol className="space-y-3" data-testid="household-list">
          {offers.map((offer, index) => (
            <li key={offer.insurer.code}>
              <HouseholdCard offer={offer} persons={persons} tariffYear={tariffYear} cheapest={cheapestFirst && index === 0} onQuote={onQuote} />
            </li>
          ))}
        </ol>
      )}
      {excludedInsurers.length > 0 ? (
        <details className="rounded-xl border p-4 text-sm" data-testid="household-excluded">
          <summary className="cursor-pointer font-medium">{h("excluded.title", { count: excludedInsurers.length })}</summary>
          <p className="mt-2 text-muted-foreground">{h("excluded.hint")}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {excludedInsurers.flatMap((excluded) => excluded.reasons.map((reason) => <li key={`${excluded.insurer.code}-${reason}`}>{reason}</li>))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

function HouseholdCurrent({ current, tariffYear }: { current: NonNullable<HouseholdSearchResponse["currentInsurer"]>; tariffYear: number }) {
  const h = useTranslations("calculatorHousehold.current");
  const names = useTranslations("models.names");
  const values = { insurer: current.insurer.name, year: tariffYear, model: names(current.model) };
  return (
    <section aria-label={h("title")} className="space-y-1 rounded-xl border bg-card p-4 text-sm" data-testid="current-insurer">
      <h3 className="font-semibold">{h("title")}</h3>
      {current.total ? (
        <p>{h("found", { ...values, total: formatChf(current.total.monthly), yearly: formatChf(current.total.yearly) })}</p>
      ) : (
        <>
          <p>{h("notOffered", values)}</p>
          {current.reasons.map((reason) => (
            <p key={reason} className="text-muted-foreground">
              {reason}
            </p>
          ))}
        </>
      )}
      {current.modelAssumed ? <p className="text-muted-foreground">{h("modelAssumed")}</p> : null}
    </section>
  );
}
