import { getTranslations } from "next-intl/server";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { FIGURE_GROUPS, type CantonFigures } from "@/lib/cantons/canton-figures";
import { chf, percentChange } from "./figure-format";

/** Cheapest, dearest, yearly difference, mean and change for adults, young adults and children. */
export async function AgeGroupTable({ figures }: { figures: CantonFigures }) {
  const t = await getTranslations("cantons.groups");
  const year = String(figures.tariffYear);
  const showChange = figures.previousYear !== null;
  const columns = (["cheapest", "dearest", "saving", "mean", ...(showChange ? ["change"] : [])] as const) as readonly ("cheapest" | "dearest" | "saving" | "mean" | "change")[];
  const caption = t("caption", { year });
  return (
    <div className="rounded-xl border bg-card p-1 text-card-foreground shadow-sm sm:p-4">
      <Table containerLabel={caption}>
        <TableCaption className="caption-top mt-0 mb-3 px-2 text-left">{caption}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" className="whitespace-normal">{t("headers.group")}</TableHead>
            {columns.map((column) => (
              <TableHead key={column} scope="col" className="h-auto py-2 text-right whitespace-normal">
                {t(`headers.${column}`, { previousYear: String(figures.previousYear) })}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {FIGURE_GROUPS.map(({ key }) => {
            const group = figures.groups[key];
            const cells = group
              ? [chf(group.cheapestRappen), chf(group.dearestRappen), chf(group.yearlySavingRappen), chf(group.meanRappen), group.changePercent === null ? "–" : percentChange(group.changePercent)]
              : columns.map(() => t("none"));
            return (
              <TableRow key={key}>
                <TableHead scope="row" className="h-auto py-2 font-normal whitespace-normal">{t(key)}</TableHead>
                {columns.map((column, i) => (
                  <TableCell key={column} className="text-right font-semibold tabular-nums">{cells[i]}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
