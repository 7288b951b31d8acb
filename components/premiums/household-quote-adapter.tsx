"use client";

import type { ComponentProps } from "react";
import { QuoteDialog } from "@/components/quote/quote-dialog";
import type { HouseholdSelection } from "@/lib/leads/household-selection";

type HouseholdQuoteAdapterProps = Omit<ComponentProps<typeof QuoteDialog>, "premium" | "household"> & { household: HouseholdSelection | null };

/** The quote dialog opened from a household card: one request for all persons of the household. */
export function HouseholdQuoteAdapter({ household, ...control }: HouseholdQuoteAdapterProps) {
  return <QuoteDialog premium={null} household={household} {...control} />;
}
