export type CookieCategory = { name: string; text: string };

/** The consent categories of the cookie banner, explained. */
export function CookieCategories({ categories }: { categories: CookieCategory[] }) {
  return (
    <dl className="max-w-prose space-y-3">
      {categories.map((category) => (
        <div key={category.name} className="rounded-lg border bg-card p-4 text-card-foreground">
          <dt className="font-semibold">{category.name}</dt>
          <dd className="text-muted-foreground">{category.text}</dd>
        </div>
      ))}
    </dl>
  );
}
