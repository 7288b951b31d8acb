"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { riskScore } from "@/lib/domain/franchise-optimizer";
import { formatChf, formatChfAmount as formatAmount } from "@/lib/domain/premium-value";
import type { BreakEven, RealCostRow } from "@/lib/domain/real-premium-costs";
import { cn } from "@/lib/utils";
import { formatFranchise } from "./format";
import { RiskDots } from "./risk-dots";

type RealPremiumTableProps = {
  rows: RealCostRow[];
  breakEvens: BreakEven[];
  recommended: number;
  showRisk: boolean;
};

/**
 * Every deductible with its real yearly cost. The total comes right after the deductible so
 * that a phone, which scrolls the table sideways, shows it without scrolling.
 */
export function RealPremiumTable({ rows, breakEvens, recommended, showRisk }: RealPremiumTableProps) {
  const t = useTranslations("optimizer.real");
  const head = "h-auto py-2 text-right whitespace-normal";
  return (
    <Table containerLabel={t("tableLabel")} data-testid="real-table">
      <caption className="sr-only">{t("tableLabel")}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t("columns.franchise")}</TableHead>
          <TableHead scope="col" className={head}>{t("columns.total")}</TableHead>
          <TableHead scope="col" className={head}>{t("columns.premium")}</TableHead>
          <TableHead scope="col" className={head}>{t("columns.deductible")}</TableHead>
          <TableHead scope="col" className={head}>{t("columns.copayment")}</TableHead>
          <TableHead scope="col" className="h-auto min-w-40 py-2 whitespace-normal">{t("columns.breakEven")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow
            key={row.franchise}
            data-testid="real-row"
            data-optimal={row.optimal ? "true" : undefined}
            data-recommended={row.franchise === recommended ? "true" : undefined}
            className={cn(row.franchise === recommended && "bg-success/10 font-semibold hover:bg-success/15")}
          >
            <TableHead scope="row" className="font-semibold">
              <span className="flex flex-wrap items-center gap-2">
                {formatAmount(row.franchise)}
                {row.franchise === recommended ? <Badge variant="success">{t("recommended")}</Badge> : null}
                {row.optimal && row.franchise !== recommended ? <Badge variant="outline">{t("best")}</Badge> : null}
              </span>
              {showRisk ? (
                <RiskDots score={riskScore(row.franchise)} label={t("riskValue", { score: riskScore(row.franchise) })} />
              ) : null}
            </TableHead>
            <TableCell className="text-right tabular-nums" data-testid="real-total">{formatChf(row.total)}</TableCell>
            <TableCell className="text-right">
              <span className="block tabular-nums">{formatChf(row.annualPremium)}</span>
              <span className="block text-xs font-normal text-muted-foreground">{row.insurerName}</span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatChf(row.deductiblePart)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatChf(row.copayment)}</TableCell>
            <TableCell className="font-normal whitespace-normal">
              <BreakEvenText breakEven={breakEvens[index]} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
