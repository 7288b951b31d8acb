export type Step = { title: string; text: string };

/** The numbered steps of a switch; the anchors let the HowTo structured data point at each step. */
export function SwitchSteps({ steps, idPrefix = "schritt" }: { steps: Step[]; idPrefix?: string }) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          id={`${idPrefix}-${index + 1}`}
          className="flex scroll-mt-20 gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div className="space-y-1">
            <h3 className="text-lg font-semibold leading-snug">{step.title}</h3>
            <p className="text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
