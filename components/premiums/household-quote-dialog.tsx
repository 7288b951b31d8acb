"use client";

import type { ComponentProps, ComponentType } from "react";
import { QuoteDialog } from "@/components/quote/quote-dialog";
import type { HouseholdSelection } from "@/lib/leads/household-selection";

type QuoteDialogProps = ComponentProps<typeof QuoteDialog>;

/**
 * The quote dialog for a household card. The dialog learns `household` in the quote helper's
 * branch (components/quote); until that is merged the prop is declared here, so the merge
 * only drops this cast: `const Dialog = QuoteDialog;`.
 */
const Dialog = QuoteDialog as ComponentType<QuoteDialogProps & { household?: HouseholdSelection | null }>;

type HouseholdQuoteDialogProps = Omit<QuoteDialogProps, "premium"> & { household: HouseholdSelection | null };

export function HouseholdQuoteDialog({ household, ...control }: HouseholdQuoteDialogProps) {
  return <Dialog premium={null} household={household} {...control} />;
}
