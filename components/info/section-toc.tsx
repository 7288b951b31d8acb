type TocEntry = { id: string; title: string };

/** Table of contents linking to the sections of a long page. */
export function SectionToc({ label, entries }: { label: string; entries: TocEntry[] }) {
  return (
    <nav aria-label={label} className="rounded-xl border bg-muted/40 p-5">
      <p className="mb-2 font-semibold">{label}</p>
      <ol className="list-decimal space-y-1 pl-5 marker:text-muted-foreground">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-primary underline underline-offset-4 hover:no-underline">
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
