"use client";

import { Link2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { formatChfAmount } from "@/lib/domain/premium-value";
import type { HouseholdUrlProblem } from "@/lib/calculator/url-state";

/** Copies the page's address: the URL carries the whole search, so the link shows the same comparison. */
export function ShareLinkButton() {
  const h = useTranslations("calculatorHousehold");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(h("shared"), { description: h("sharedDescription") });
    } catch {
      toast.error(h("shareFailed"));
    }
  };
  return (
    <div className="flex justify-end">
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()} data-testid="share-link">
        <Link2 aria-hidden="true" />
        {h("share")}
      </Button>
    </div>
  );
}

/** What of a shared household link could not be read, in words; the rest of the link still applies. */
export function HouseholdUrlNotice({ problems }: { problems: readonly HouseholdUrlProblem[] }) {
  const h = useTranslations("calculatorHousehold.url");
  if (problems.length === 0) return null;
  const text = (problem: HouseholdUrlProblem) => {
    switch (problem.code) {
      case "version":
        return h("version", { version: problem.version });
      case "invalidPerson":
        return h("invalidPerson", { position: problem.position, value: problem.value });
      case "franchiseAdjusted":
        return h("franchiseAdjusted", { position: problem.position, from: formatChfAmount(problem.from), to: formatChfAmount(problem.to) });
      case "tooMany":
        return h("tooMany", { max: problem.max });
    }
  };
  return (
    <div role="alert" className="space-y-1 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm" data-testid="household-url-notice">
      <p className="font-semibold">{h("title")}</p>
      <ul className="list-disc space-y-1 pl-5">
        {problems.map((problem, index) => (
          <li key={index}>{text(problem)}</li>
        ))}
      </ul>
    </div>
  );
}
