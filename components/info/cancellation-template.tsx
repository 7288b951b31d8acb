import type { ReactNode } from "react";

type CancellationTemplateProps = {
  text: string;
  hint: string;
  /** The button that opens the letter form (a client component). */
  children: ReactNode;
};

/** The guide's card for the cancellation letter: what it does, the button, the privacy note. */
export function CancellationTemplate({ text, hint, children }: CancellationTemplateProps) {
  return (
    <div className="space-y-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <p className="max-w-prose">{text}</p>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
      <p className="max-w-prose text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}
