"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import type { PremiumSaving } from "@/lib/catalog/types";
import type { HouseholdOffer, HouseholdPerson } from "@/lib/premiums/household-types";
import { HouseholdPersonLines, usePersonName } from "./household-person-lines";

type HouseholdCardProps = {
  offer: HouseholdOffer;
  persons: readonly HouseholdPerson[];
  tariffYear: number;
  /** The lowest total of all insurers (only when sorted by total, ascending). */
  cheapest: boolean;
  onQuote: (offer: HouseholdOffer) => void;
};

/** One insurer for the whole household: its total per month and year, each person's line, details per person. */
export function HouseholdCard({ offer, persons, tariffYear, cheapest, onQuote }: HouseholdCardProps) {
  const h = useTranslations("calculatorHousehold");
  const card = useTranslations("calculator.card");
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const insurer = offer.insurer.name;
  return (
    <article
      data-testid="household-card"
      data-best={cheapest || undefined}
      aria-label={h("card.label", { insurer, total: formatChf(offer.total.monthly) })}
      className={`space-y-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm ${cheapest ? "border-success ring-2 ring-success/40" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold leading-tight">{insurer}</h3>
          {cheapest ? (
            <Badge variant="success" title={h("card.cheapestLabel")}>
              {h("card.cheapest")}
            </Badge>
          ) : null}
        </div>
        <div className="sm:text-right">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {h("total")} · {card("premiumYear", { year: tariffYear })}
          </p>
          <p className="text-2xl font-bold tabular-nums" data-testid="household-total">
            {formatChf(offer.total.monthly)}
            <span className="ml-1 text-sm font-normal text-muted-foreground">{h("perMonth")}</span>
          </p>
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="household-total-yearly">
            {h("perYear", { amount: formatChf(offer.total.yearly) })}
          </p>
        </div>
      </div>
      <HouseholdPersonLines premiums={offer.persons} persons={persons} />
      {offer.saving ? <HouseholdSaving saving={offer.saving} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={h("card.detailsLabel", { insurer })}
          onClick={() => setOpen((value) => !value)}
        >
          {h("card.details")}
        </Button>
        <Button type="button" size="sm" onClick={() => onQuote(offer)} aria-label={h("card.quoteLabel", { insurer })}>
          {h("card.quote")}
        </Button>
      </div>
      <div id={detailsId} hidden={!open}>
        {open ? <HouseholdDetails offer={offer} persons={persons} /> : null}
      </div>
    </article>
  );
}

/** Per person: model, product, deductible, accident cover, age class (and sibling rank), premium per month and year. */
function HouseholdDetails({ offer, persons }: { offer: HouseholdOffer; persons: readonly HouseholdPerson[] }) {
  const h = useTranslations("calculatorHousehold");
  const models = useTranslations("models.names");
  const ages = useTranslations("calculator.details.ageCategories");
  const nameOf = usePersonName();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="household-details">
        <caption className="pb-2 text-left font-semibold">{h("details.caption", { insurer: offer.insurer.name })}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">{h("details.person")}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{h("details.model")}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{h("details.product")}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{h("details.franchise")}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{h("details.accident")}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{h("details.ageClass")}</th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">{h("details.monthly")}</th>
            <th scope="col" className="py-1 text-right font-medium">{h("details.yearly")}</th>
          </tr>
        </thead>
        <tbody>
          {offer.persons.map((premium) => {
            const person = persons[premium.person];
            return (
              <tr key={premium.person} className="border-t">
                <th scope="row" className="py-1 pr-3 font-medium">{nameOf(premium, persons)}</th>
                <td className="py-1 pr-3">{models(premium.model.code)}</td>
                <td className="py-1 pr-3">{premium.model.tariffName || "–"}</td>
                <td className="py-1 pr-3 tabular-nums">{formatChfAmount(premium.franchise)}</td>
                <td className="py-1 pr-3">{premium.accidentCoverage ? h("details.yes") : h("details.no")}</td>
                <td className="py-1 pr-3">
                  {person ? ages(person.ageClass) : "–"}
                  {premium.childRank !== null ? ` · ${h("siblingRank", { rank: premium.childRank })}` : null}
                </td>
                <td className="py-1 pr-3 text-right tabular-nums">{formatChf(premium.monthlyPremium)}</td>
                <td className="py-1 text-right tabular-nums">{formatChf(premium.annualPremium)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What the household saves against its insurer today (negative: it costs more). */
export function HouseholdSaving({ saving }: { saving: PremiumSaving }) {
  const h = useTranslations("calculatorHousehold");
  const amounts = { monthly: formatChf(Math.abs(saving.monthly)), yearly: formatChf(Math.abs(saving.yearly)) };
  if (saving.monthly === 0) return <p className="text-sm text-muted-foreground" data-testid="household-saving">{h("noSaving")}</p>;
  return saving.monthly > 0 ? (
    <p className="text-sm font-medium text-success" data-testid="household-saving">{h("saving", amounts)}</p>
  ) : (
    <p className="text-sm font-medium text-destructive" data-testid="household-saving">{h("extraCost", amounts)}</p>
  );
}
