import { cn } from "@/lib/utils";

/** Running text from a list of paragraphs in the catalogue, kept to a readable line length. */
export function Paragraphs({ items, className }: { items: string[]; className?: string }) {
  return (
    <div className={cn("max-w-prose space-y-3", className)}>
      {items.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
