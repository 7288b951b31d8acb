"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { FormSelect } from "@/components/premiums/form-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ModelCode } from "@/lib/domain/insurance-models";
import { formatChf, formatChfAmount as formatAmount } from "@/lib/domain/premium-value";
import { neighbourBreakEvens, realPremiumCosts, type BreakEven } from "@/lib/domain/real-premium-costs";
import { describeFailure } from "@/lib/http/api-failure";
import type { LocationChoice } from "@/lib/catalog/types";
import { cn } from "@/lib/utils";
import { TariffYearSwitch } from "@/components/premiums/tariff-year-switch";
import { formatFranchise } from "./format";
import type { RealPremiumData } from "./real-premium-data";

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
  onChooseLocation: (bfsNumber: number) => void;
  onRetry: () => void;
  /** The year switch: the real premiums of another loaded tariff year. */
  onTariffYearChange?: (year: number) => void;
};

/** Result 2: the official premiums for the person, with the yearly total and break-even of each deductible. */
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
      return <RealPremiumTable data={state.data} {...input} />;
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

type RealPremiumTableProps = Omit<RealPremiumResultProps, "state" | "onChooseLocation" | "onRetry" | "postalCode" | "onTariffYearChange"> & { data: RealPremiumData };

function RealPremiumTable({ data, birthYear, modelCode, accidentCoverage, expectedCosts }: RealPremiumTableProps) {
  const t = useTranslations("optimizer.real");
  const result = useTranslations("optimizer.result");
  const models = useTranslations("models.names");
  const rows = realPremiumCosts(data.premiums, expectedCosts, data.cap);
  const breakEvens = neighbourBreakEvens(data.premiums, data.cap);
  const best = rows.find((row) => row.optimal);

  return (
    <>
      <p className="text-sm text-muted-foreground">
        {t("description", {
          place: data.place,
          birthYear,
          model: models(modelCode),
          accident: result(accidentCoverage ? "withAccident" : "withoutAccident"),
          cap: formatAmount(data.cap),
        })}
      </p>
      {best ? (
        <p className="rounded-lg border border-primary bg-primary/5 p-4 font-semibold" data-testid="real-summary">
          {t("summary", { franchise: formatAmount(best.franchise), insurer: best.insurerName, total: formatChf(best.total) })}
        </p>
      ) : null}
      <Table containerLabel={t("tableLabel")} data-testid="real-table">
        <caption className="sr-only">{t("tableLabel")}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{t("columns.franchise")}</TableHead>
            <TableHead scope="col" className="h-auto py-2 text-right whitespace-normal">{t("columns.premium")}</TableHead>
            <TableHead scope="col" className="h-auto py-2 text-right whitespace-normal">{t("columns.deductible")}</TableHead>
            <TableHead scope="col" className="h-auto py-2 text-right whitespace-normal">{t("columns.copayment")}</TableHead>
            <TableHead scope="col" className="h-auto py-2 text-right whitespace-normal">{t("columns.total")}</TableHead>
            <TableHead scope="col" className="h-auto min-w-40 py-2 whitespace-normal">{t("columns.breakEven")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow
              key={row.franchise}
              data-testid="real-row"
              data-optimal={row.optimal ? "true" : undefined}
              className={cn(row.optimal && "bg-success/10 font-semibold hover:bg-success/15")}
            >
              <TableHead scope="row" className="font-semibold">
                <span className="flex items-center gap-2">
                  {formatAmount(row.franchise)}
                  {row.optimal ? <Badge variant="success">{t("best")}</Badge> : null}
                </span>
              </TableHead>
              <TableCell className="text-right">
                <span className="block tabular-nums">{formatChf(row.annualPremium)}</span>
                <span className="block text-xs font-normal text-muted-foreground">{row.insurerName}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatChf(row.deductiblePart)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatChf(row.copayment)}</TableCell>
              <TableCell className="text-right tabular-nums" data-testid="real-total">{formatChf(row.total)}</TableCell>
              <TableCell className="font-normal whitespace-normal">
                <BreakEvenText breakEven={breakEvens[index]} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function BreakEvenText({ breakEven }: { breakEven: BreakEven | undefined }) {
  const t = useTranslations("optimizer.real");
  if (!breakEven) return <span>{t("breakEvenNone")}</span>;
  if (breakEven.kind === "never") return <span>{t("breakEvenNever", { cheaper: formatFranchise(breakEven.cheaper) })}</span>;
  return (
    <span>
      <span className="block tabular-nums">{t("breakEvenAt", { amount: formatAmount(Math.round(breakEven.costs)) })}</span>
      <span className="block text-xs text-muted-foreground">
        {t("breakEvenHint", { lower: formatFranchise(breakEven.lower), higher: formatFranchise(breakEven.higher) })}
      </span>
    </span>
  );
}
