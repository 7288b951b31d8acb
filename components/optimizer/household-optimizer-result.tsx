"use client";

import { useQueries } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { householdDeductibles } from "@/lib/domain/household-deductibles";
import { formatChf, formatChfAmount as formatAmount } from "@/lib/domain/premium-value";
import type { OptimizerInput } from "@/lib/validations/optimizer-schema";
import { realPremiumData } from "./real-premium-data";
import { cheapestPremiumsQuery } from "./use-cheapest-premiums";

type HouseholdOptimizerResultProps = {
  input: OptimizerInput;
  /** The municipality and tariff year chosen in the first person's result: the household shares them. */
  bfsNumber?: number;
  tariffYear?: number;
  onAnnounce?: (text: string) => void;
};

/**
 * The household in the optimizer: per person the expected costs and the deductible the single
 * optimizer recommends them (the first person's row is the result above, from the same search),
 * and the household's yearly total at those deductibles.
 */
export function HouseholdOptimizerResult({ input, bfsNumber, tariffYear, onAnnounce }: HouseholdOptimizerResultProps) {
  const t = useTranslations("optimizer.household");
  const models = useTranslations("models.names");
  const persons = useMemo(
    () => [
      { birthYear: input.birthYear, expectedCosts: input.expectedCosts, accidentCoverage: input.accidentCoverage },
      ...input.others,
    ],
    [input],
  );
  const queries = useQueries({
    queries: persons.map((person) =>
      cheapestPremiumsQuery({
        postalCode: input.postalCode,
        birthYear: person.birthYear,
        modelCode: input.modelCode,
        accidentCoverage: person.accidentCoverage,
        ...(bfsNumber === undefined ? {} : { bfsNumber }),
        ...(tariffYear === undefined ? {} : { tariffYear }),
      }),
    ),
  });
  const loading = queries.some((query) => query.isPending);
  const data = queries.map((query) => (query.data ? realPremiumData(query.data) : null));
  const result = householdDeductibles(
    persons.map((person, index) => ({ premiums: data[index]?.premiums ?? [], cap: data[index]?.cap ?? 0, expectedCosts: person.expectedCosts })),
    input.riskTolerance,
  );
  const total = loading ? null : result.total;

  useEffect(() => {
    if (total !== null) onAnnounce?.(t("status", { total: formatChf(total) }));
  }, [total, onAnnounce, t]);

  return (
    <Card data-testid="household-optimizer" aria-labelledby="household-optimizer-title" aria-busy={loading}>
      <CardHeader>
        <CardTitle asChild>
          <h3 id="household-optimizer-title" className="text-lg">
            {t("title")}
          </h3>
        </CardTitle>
        <CardDescription>{t("description", { model: models(input.modelCode) })}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">{t("person")}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t("birthYear")}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{t("expectedCosts")}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{t("franchise")}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{t("premium")}</th>
              <th scope="col" className="py-1 text-right font-medium">{t("total")}</th>
            </tr>
          </thead>
          <tbody>
            {persons.map((person, index) => {
              const recommendation = result.persons[index];
              const pending = queries[index]?.isPending;
              return (
                <tr key={index} className="border-t" data-testid="household-optimizer-row">
                  <th scope="row" className="py-1.5 pr-3 font-medium">{index === 0 ? t("you") : t("personN", { number: index + 1 })}</th>
                  <td className="py-1.5 pr-3">{person.birthYear}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{formatAmount(person.expectedCosts)}</td>
                  {recommendation ? (
                    <>
                      <td className="py-1.5 pr-3 text-right font-semibold tabular-nums" data-testid="household-optimizer-franchise">
                        {formatAmount(recommendation.recommended.franchise)}
                      </td>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{formatChf(recommendation.recommended.annualPremium)}</td>
                      <td className="py-1.5 text-right tabular-nums" data-testid="household-optimizer-person-total">
                        {formatChf(recommendation.recommended.total)}
                      </td>
                    </>
                  ) : (
                    <td colSpan={3} className="py-1.5 text-right text-muted-foreground">
                      {pending ? t("loading") : t("missing")}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t-2 font-semibold">
              <th scope="row" colSpan={5} className="py-2 pr-3">
                {t("householdTotal")}
              </th>
              <td className="py-2 text-right tabular-nums" data-testid="household-optimizer-total">
                {total === null ? "–" : formatChf(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </CardContent>
    </Card>
  );
}
