import { ArrowRight } from "lucide-react";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";

type CtaLink = { href: string; label: string };

type CtaBlockProps = {
  id?: string;
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
};

/** Closing call to action of an information page, leading to the calculator or another tool. */
export function CtaBlock({ id = "cta", title, text, primary, secondary }: CtaBlockProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl bg-primary p-6 text-primary-foreground sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="max-w-prose">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg" variant="secondary" className="h-auto min-h-10 py-2 text-center whitespace-normal">
          <Link href={primary.href} prefetch={false}>
            {primary.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        {secondary ? (
          <Button
            asChild
            size="lg"
            variant="outline"
            className="h-auto min-h-10 border-primary-foreground bg-transparent py-2 text-center whitespace-normal text-primary-foreground hover:bg-primary-foreground hover:text-primary"
          >
            <Link href={secondary.href} prefetch={false}>{secondary.label}</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
