import { cn } from "@/lib/utils";

export type Fact = { value: string; label: string };

type FactGridProps = {
  facts: Fact[];
  /** Source or caveat shown below the grid. */
  note?: string;
  className?: string;
};

/** Key figures as cards: the figure large, its meaning below. A description list for screen readers. */
export function FactGrid({ facts, note, className }: FactGridProps) {
  return (
    <div className={cn("space-y-3", className)}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col gap-1 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
          >
            <dt className="order-2 text-sm text-muted-foreground">{fact.label}</dt>
            <dd className="order-1 text-3xl font-bold tracking-tight text-primary">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="max-w-prose text-sm text-muted-foreground">{note}</p> : null}
    </div>
  );
}
