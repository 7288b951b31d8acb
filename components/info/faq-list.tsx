import { ChevronDown } from "lucide-react";

export type FaqItem = { question: string; answer: string[] };

/**
 * Questions as an accordion of native disclosure widgets: keyboard- and screen-reader
 * accessible without any JavaScript, several open at once, closed answers still in the HTML
 * (search engines read them, find-in-page opens them).
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y rounded-xl border bg-card px-4 text-card-foreground shadow-sm sm:px-6">
      {items.map((item, index) => (
        <details key={item.question} id={`frage-${index + 1}`} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-semibold outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden
              className="pointer-events-none mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="space-y-3 pb-4 text-base text-muted-foreground">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
