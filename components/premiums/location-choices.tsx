"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { LocationChoice } from "@/lib/catalog/types";

type LocationChoicesProps = {
  postalCode: string;
  choices: LocationChoice[];
  message?: string;
  onChoose: (choice: LocationChoice) => void;
};

/** One button per municipality (a municipality may hold several localities of the code). */
const uniqueMunicipalities = (choices: LocationChoice[]) =>
  choices.filter((choice, index) => choices.findIndex((other) => other.bfsNumber === choice.bfsNumber) === index);

/** A postal code spanning several premium regions: the user picks the municipality. */
export function LocationChoices({ postalCode, choices, message, onChoose }: LocationChoicesProps) {
  const t = useTranslations("calculator.choice");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="location-choice-title" className="space-y-4 rounded-xl border border-warning/50 bg-card p-5" data-testid="location-choices">
      <h3 id="location-choice-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t("title")}
      </h3>
      <p className="text-sm text-muted-foreground">{message ?? t("description", { postalCode })}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {uniqueMunicipalities(choices).map((choice) => (
          <li key={choice.bfsNumber}>
            <Button
              type="button"
              variant="outline"
              className="h-auto w-full flex-col items-start gap-0.5 whitespace-normal py-2 text-left"
              onClick={() => onChoose(choice)}
            >
              <span>{t("option", { name: choice.municipality, canton: choice.canton, region: choice.region })}</span>
              <span className="text-xs font-normal text-muted-foreground">{choice.displayName}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
