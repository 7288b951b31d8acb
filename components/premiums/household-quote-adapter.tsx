"use client";

import type { ComponentProps, ComponentType } from "react";
import { QuoteDialog } from "@/components/quote/quote-dialog";
import type { HouseholdSelection } from "@/lib/leads/household-selection";

type QuoteDialogProps = ComponentProps<typeof QuoteDialog>;

/**
 * The quote dialog opened from a household card. The dialog learns `household` in the quote
 * helper's branch (components/quote); until that is merged the prop is declared here. After the
 * merge this cast is a no-op and can become `const Dialog = QuoteDialog;`.
 */
const Dialog = QuoteDialog as ComponentType<QuoteDialogProps & { household?: HouseholdSelection | null }>;

type HouseholdQuoteAdapterProps = Omit<QuoteDialogProps, "premium"> & { household: HouseholdSelection | null };

export function HouseholdQuoteAdapter({ household, ...control }: HouseholdQuoteAdapterProps) {
  return <Dialog premium={null} household={household} {...control} />;
}
