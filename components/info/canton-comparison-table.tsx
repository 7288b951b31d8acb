import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

export type ComparisonRow = { metric: string; city: string; land: string };

type CantonComparisonTableProps = {
  caption: string;
  headers: { metric: string; city: string; land: string };
  rows: ComparisonRow[];
};

/** Basel-Stadt and Basel-Landschaft side by side; row headers name the figure. */
export function CantonComparisonTable({ caption, headers, rows }: CantonComparisonTableProps) {
  return (
    <div className="rounded-xl border bg-card p-1 text-card-foreground shadow-sm sm:p-4">
      <Table containerLabel={caption}>
        <TableCaption className="caption-top mt-0 mb-3 px-2 text-left">{caption}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" className="whitespace-normal">
              {headers.metric}
            </TableHead>
            <TableHead scope="col" className="h-auto py-2 text-right whitespace-normal">
              {headers.city}
            </TableHead>
            <TableHead scope="col" className="h-auto py-2 text-right whitespace-normal">
              {headers.land}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.metric}>
              <TableHead scope="row" className="h-auto py-2 font-normal whitespace-normal">
                {row.metric}
              </TableHead>
              <TableCell className="text-right font-semibold tabular-nums">{row.city}</TableCell>
              <TableCell className="text-right font-semibold tabular-nums">{row.land}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
