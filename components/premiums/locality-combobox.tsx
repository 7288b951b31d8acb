"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import { suggestLocations } from "@/lib/location/client";
import { suggestionQuery } from "@/lib/calculator/locality";
import type { LocationSuggestion } from "@/lib/catalog/types";
import { useDebouncedValue } from "./use-debounced-value";

export const SUGGEST_DEBOUNCE_MS = 250;
const NONE: LocationSuggestion[] = [];

/** The query key of a locality lookup, shared with the resolution on submit. */
export const locationSearchKey = (query: string) => ["location-search", query] as const;

type LocalityComboboxProps = Omit<ComponentProps<"input">, "value" | "onChange" | "onSelect"> & {
  value: string;
  onValueChange: (value: string) => void;
  onPick: (suggestion: LocationSuggestion) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The "PLZ oder Ort" field: an ARIA combobox whose list suggests localities from 2 typed
 * characters (debounced; never for a 4-digit postal code). Arrows move, Enter picks, Escape closes.
 */
export function LocalityCombobox({ value, onValueChange, onPick, open, onOpenChange, id, onKeyDown, onBlur, ...inputProps }: LocalityComboboxProps) {
  const t = useTranslations("calculator.form");
  const listId = useId();
  const query = useDebouncedValue(suggestionQuery(value), SUGGEST_DEBOUNCE_MS);
  const [active, setActive] = useState(-1);
  const { data: suggestions = NONE, isFetching } = useQuery({
    queryKey: locationSearchKey(query ?? ""),
    queryFn: ({ signal }) => suggestLocations(query ?? "", signal),
    enabled: open && query !== null,
  });
  const expanded = open && query !== null && suggestions.length > 0;
  useEffect(() => setActive(-1), [suggestions]);

  const pick = (suggestion: LocationSuggestion) => {
    onPick(suggestion);
    onOpenChange(false);
  };

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        onOpenChange(true);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) pick(suggestion);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      onOpenChange(false);
    }
  };

  const status = !open || query === null ? "" : isFetching ? t("suggestionsLoading") : suggestions.length === 0 ? t("noSuggestions") : t("suggestionCount", { count: suggestions.length });
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <Input
        {...inputProps}
        id={id}
        value={value}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          onOpenChange(true);
        }}
        onKeyDown={handleKey}
        onBlur={(event) => {
          onOpenChange(false);
          onBlur?.(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("suggestions")}
        hidden={!expanded}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.postal_code}-${suggestion.bfs_number}-${suggestion.locality}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keep the focus in the input so the blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                className={`cursor-pointer rounded-sm px-2 py-1.5 text-sm ${index === active ? "bg-accent text-accent-foreground" : "hover:bg-accent/60"}`}
              >
                {suggestion.display_name}
              </li>
            ))
          : null}
      </ul>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
