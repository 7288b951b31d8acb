"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { FormSelect } from "@/components/premiums/form-select";
import { Skeleton } from "@/components/ui/skeleton";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { recommendDeductible } from "@/lib/domain/deductible-recommendation";
import { formatChfAmount as formatAmount } from "@/lib/domain/premium-value";
import { neighbourBreakEvens, realPremiumCosts } from "@/lib/domain/real-premium-costs";
import { describeFailure } from "@/lib/http/api-failure";
import type { LocationChoice } from "@/lib/catalog/types";
import { TariffYearSwitch } from "@/components/premiums/tariff-year-switch";
import type { RealPremiumData } from "./real-premium-data";
import { RealPremiumTable } from "./real-premium-table";
import { RecommendationFigures } from "./recommendation-figures";

export type RealPremiumState =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "choose"; choices: LocationChoice[] }
  | { status: "empty" }
  | { status: "ready"; data: RealPremiumData };

type RealPremiumResultProps = {
  state: RealPremiumState;
  postalCode: string;
  birthYear: number;
  modelCode: ModelCode;
  accidentCoverage: boolean;
  expectedCosts: number;
  riskTolerance: number;
  age: number;
  onChooseLocation: (bfsNumber: number) => void;
  onRetry: () => void;
  /** The year switch: the real premiums of another loaded tariff year. */
  onTariffYearChange?: (year: number) => void;
};

/** The recommendation: from the official premiums for the person, with the yearly total and break-even of each deductible. */
export function RealPremiumResult(props: RealPremiumResultProps) {
  const { state } = props;
  const t = useTranslations("optimizer.real");
  const title = state.status === "ready" ? t("title", { year: state.data.tariffYear }) : t("titleLoading");

  return (
    <Card data-testid="real-result" aria-labelledby="real-result-title" aria-busy={state.status === "loading"}>
      <CardHeader>
        <CardTitle asChild>
          <h3 id="real-result-title" className="text-lg">
            {title}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {state.status === "ready" && props.onTariffYearChange ? (
          <TariffYearSwitch years={state.data.availableTariffYears} value={state.data.tariffYear} onChange={props.onTariffYearChange} />
        ) : null}
        <RealPremiumBody {...props} />
        <p className="text-xs text-muted-foreground">{t("source")}</p>
      </CardContent>
    </Card>
  );
}

function RealPremiumBody({ state, onChooseLocation, onRetry, onTariffYearChange: _year, ...input }: RealPremiumResultProps) {
  const t = useTranslations("optimizer.real");
  switch (state.status) {
    case "loading":
      return (
        <div className="space-y-2">
          <p role="status">{t("loading")}</p>
          <Skeleton className="h-40 w-full" />
        </div>
      );
    case "error": {
      const failure = describeFailure(state.error);
      const details = failure.kind === "server" ? failure.details : undefined;
      return (
        <div role="alert" className="space-y-2 rounded-lg border border-destructive p-4">
          <p className="font-semibold text-destructive">{(failure.kind === "server" && failure.error) || t("errorTitle")}</p>
          {details ? <p className="text-sm">{details}</p> : null}
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t("retry")}
          </Button>
        </div>
      );
    }
    case "choose":
      return <LocationChoiceField postalCode={input.postalCode} choices={state.choices} onChoose={onChooseLocation} />;
    case "empty":
      return <p role="status">{t("empty")}</p>;
    case "ready":
      return <RealPremiumReady data={state.data} {...input} />;
  }
}

function LocationChoiceField({ postalCode, choices, onChoose }: { postalCode: string; choices: LocationChoice[]; onChoose: (bfs: number) => void }) {
  const t = useTranslations("optimizer.real.location");
  return (
    <div className="space-y-2">
      <p id="real-location-text">{t("text", { postalCode })}</p>
      <Label htmlFor="real-location">{t("label")}</Label>
      <FormSelect
        id="real-location"
        className="sm:w-80"
        aria-describedby="real-location-text"
        defaultValue=""
        onChange={(event) => event.target.value && onChoose(Number(event.target.value))}
      >
        <option value="" disabled>
          {t("placeholder")}
        </option>
        {choices.map((choice) => (
          <option key={choice.bfsNumber} value={String(choice.bfsNumber)}>
            {choice.displayName}
          </option>
        ))}
      </FormSelect>
    </div>
  );
}

type RealPremiumReadyProps = Omit<RealPremiumResultProps, "state" | "onChooseLocation" | "onRetry" | "postalCode" | "onTariffYearChange"> & { data: RealPremiumData };

function RealPremiumReady({ data, birthYear, modelCode, accidentCoverage, expectedCosts, riskTolerance, age }: RealPremiumReadyProps) {
  const t = useTranslations("optimizer.real");
  const result = useTranslations("optimizer.result");
  const models = useTranslations("models.names");
  const rows = realPremiumCosts(data.premiums, expectedCosts, data.cap);
  const recommendation = recommendDeductible(rows, riskTolerance);
  if (!recommendation) return <p role="status">{t("empty")}</p>;

  return (
    <>
      <RecommendationFigures lowestFranchise={rows[0]?.franchise ?? 0} recommendation={recommendation} expectedCosts={expectedCosts} riskTolerance={riskTolerance} age={age} cap={data.cap} />
      <p className="text-sm text-muted-foreground">
        {t("description", {
          place: data.place,
          birthYear,
          model: models(modelCode),
          accident: result(accidentCoverage ? "withAccident" : "withoutAccident"),
          cap: formatAmount(data.cap),
        })}
      </p>
      <RealPremiumTable
        rows={rows}
        breakEvens={neighbourBreakEvens(data.premiums, data.cap)}
        recommended={recommendation.recommended.franchise}
        showRisk={data.ageClass !== "child"}
      />
    </>
  );
}
