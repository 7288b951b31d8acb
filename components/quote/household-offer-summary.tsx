import { useTranslations } from "next-intl";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import type { HouseholdOfferView } from "@/lib/leads/household-selection";

export type HouseholdOfferState = { status: "loading" } | { status: "ready"; offer: HouseholdOfferView } | { status: "failed"; message: string };

/** The household's offer at the top of the quote dialog: each person's product and the total, from the premium data. */
export function HouseholdOfferSummary({ state }: { state: HouseholdOfferState }) {
  const t = useTranslations("quote.dialog");
  const h = useTranslations("quote.household");
  const names = useTranslations("models.names");
  if (state.status !== "ready") {
    return (
      <p role={state.status === "failed" ? "alert" : "status"} className="rounded-lg bg-muted p-4 text-sm" data-testid="quote-summary">
        {state.status === "loading" ? h("loading") : state.message}
      </p>
    );
  }
  const { offer } = state;
  return (
    <section aria-labelledby="quote-summary" className="space-y-3 rounded-lg bg-muted p-4" data-testid="quote-summary">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="quote-summary" className="font-semibold">
          {h("summary")}
        </h3>
        <p className="text-xs text-muted-foreground">{t("tariffYear", { year: offer.tariffYear })}</p>
      </div>
      <p className="text-sm">
        {t("insurer")}: <span className="font-medium">{offer.insurer.name}</span> · {t("region")}: {offer.region.plz} {offer.region.locality} ({offer.region.canton})
      </p>
      <ol className="space-y-2 text-sm">
        {offer.persons.map((person, index) => (
          <li key={`${index}-${person.premiumId}`} className="flex flex-wrap justify-between gap-x-4" data-testid="quote-summary-person">
            <span>
              <span className="font-medium">{person.label || h("person", { number: index + 1 })}</span>
              {" · "}
              {h("bornIn", { year: person.birthYear })}
              <br />
              <span className="text-muted-foreground">
                {h("personLine", {
                  product: person.tariffName || names(person.model),
                  model: names(person.model),
                  franchise: formatChfAmount(person.franchise),
                  accident: person.accidentCoverage ? t("withAccident") : t("withoutAccident"),
                })}
              </span>
            </span>
            <span className="font-medium tabular-nums">{formatChf(person.monthlyPremium)}</span>
          </li>
        ))}
      </ol>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t pt-2 text-sm">
        <dt className="text-muted-foreground">{h("total")}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatChf(offer.total.monthly)}</dd>
        <dt className="text-muted-foreground">{h("totalYearly")}</dt>
        <dd className="text-right tabular-nums">{formatChf(offer.total.yearly)}</dd>
      </dl>
    </section>
  );
}
