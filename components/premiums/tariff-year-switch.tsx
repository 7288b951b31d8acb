"use client";

import { useTranslations } from "next-intl";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";

type TariffYearSwitchProps = {
  /** The loaded tariff years, oldest first (the search answer's `availableTariffYears`). */
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * The segmented "Prämien 2026 | Prämien 2027" switch: a radio group (arrow keys move between the
 * years), shown wherever premiums of more than one year can be compared. Hidden with one year.
 */
export function TariffYearSwitch({ years, value, onChange, disabled, className }: TariffYearSwitchProps) {
  const t = useTranslations("calculator.yearSwitch");
  // The year last asked for: the arrow keys and Radix's own selection on focus ask only once.
  const asked = useRef(value);
  const choose = (year: number) => {
    if (year === value || year === asked.current) return;
    asked.current = year;
    onChange(year);
  };
  // Arrow keys choose the neighbouring year (and move the focus, as Radix does).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    const next = years[years.indexOf(value) + step];
    if (step !== 0 && next !== undefined && !disabled) choose(next);
  };
  if (years.length < 2) return null;
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <span id="tariff-year-switch-label" className="text-sm font-medium">
        {t("label")}
      </span>
      <RadioGroupPrimitive.Root
        aria-labelledby="tariff-year-switch-label"
        value={String(value)}
        onValueChange={(next) => choose(Number(next))}
        onKeyDown={onKeyDown}
        loop={false}
        disabled={disabled}
        orientation="horizontal"
        data-testid="tariff-year-switch"
        className="inline-flex rounded-lg border bg-muted p-0.5"
      >
        {years.map((year) => (
          <RadioGroupPrimitive.Item
            key={year}
            value={String(year)}
            className="rounded-md px-3 py-1 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm"
          >
            {t("option", { year })}
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </div>
  );
}
