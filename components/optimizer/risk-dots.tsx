import { RISK_SCORE_MAX } from "@/lib/domain/franchise-optimizer";
import { cn } from "@/lib/utils";

/** The risk score as filled dots out of 10, named for screen readers. */
export function RiskDots({ score, label }: { score: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5" data-testid="risk-dots" data-score={score}>
      {Array.from({ length: RISK_SCORE_MAX }, (_, index) => (
        <span
          key={index}
          className={cn("size-2 rounded-full border border-foreground/60", index < score ? "bg-foreground/80" : "bg-transparent")}
        />
      ))}
    </span>
  );
}
