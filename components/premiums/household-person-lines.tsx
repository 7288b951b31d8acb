"use client";

import { useTranslations } from "next-intl";
import { formatChf, formatChfAmount } from "@/lib/domain/premium-value";
import type { HouseholdPerson, MixedPersonPremium, PersonPremium } from "@/lib/premiums/household-types";

/** "Kind 1, Jahrgang 2016" or "Person 3, Jahrgang 2016". */
export function usePersonName() {
  const h = useTranslations("calculatorHousehold");
  return (premium: { person: number; label: string | null }, persons: readonly HouseholdPerson[]) =>
    h("personLine", {
      person: premium.label ?? h("personFallback", { number: premium.person + 1 }),
      birthYear: persons[premium.person]?.birthYear ?? "",
    });
}

type PersonLinesProps = { premiums: readonly (PersonPremium | MixedPersonPremium)[]; persons: readonly HouseholdPerson[] };

/** Each person's line of an offer: who, product and model, deductible, monthly premium (and the insurer in a mix). */
export function HouseholdPersonLines({ premiums, persons }: PersonLinesProps) {
  const h = useTranslations("calculatorHousehold");
  const models = useTranslations("models.names");
  const nameOf = usePersonName();
  return (
    <ul className="divide-y text-sm" data-testid="household-person-lines">
      {premiums.map((premium) => (
        <li key={premium.person} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-1.5" data-testid="household-person-line">
          <div className="min-w-0">
            <p className="font-medium">{nameOf(premium, persons)}</p>
            <p className="text-muted-foreground">
              {"insurer" in premium ? `${h("cheapestMix.at", { insurer: premium.insurer.name })} · ` : null}
              {premium.model.tariffName || models(premium.model.code)} · {models(premium.model.code)} ·{" "}
              {h("franchise", { amount: formatChfAmount(premium.franchise) })}
            </p>
          </div>
          <p className="tabular-nums" data-testid="person-monthly">
            {formatChf(premium.monthlyPremium)} <span className="text-muted-foreground">{h("perMonth")}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
