import { ArrowRight } from "lucide-react";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { routes, type RouteKey } from "@/lib/site";
import { cn } from "@/lib/utils";

export type CardItem = {
  title: string;
  text: string;
  /** Route key from lib/site (the catalogue names the page, not its URL). */
  route?: string;
  /** Link text; must make sense on its own, e.g. "Zum Prämienrechner". */
  link?: string;
};

function hrefOf(route: string | undefined): string | undefined {
  return route && route in routes ? routes[route as RouteKey] : undefined;
}

/** Cards with an h3, a short text and an optional link: tips, canton teasers, tools. */
export function CardList({ items, columns = 2 }: { items: CardItem[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn("grid gap-4", columns === 3 ? "md:grid-cols-3" : "sm:grid-cols-2")}>
      {items.map((item) => {
        const href = hrefOf(item.route);
        return (
          <li key={item.title}>
            <Card className="h-full gap-3">
              <CardHeader>
                <CardTitle asChild className="text-lg leading-snug">
                  <h3>{item.title}</h3>
                </CardTitle>
              </CardHeader>
              <CardContent className="flex-1">
                <p className="text-muted-foreground">{item.text}</p>
              </CardContent>
              {href && item.link ? (
                <CardFooter>
                  <Link
                    href={href}
                    prefetch={false}
                    className="rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {item.link}
                    <ArrowRight aria-hidden="true" className="ml-1.5 inline size-4 align-[-3px]" />
                  </Link>
                </CardFooter>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
