/**
 * How a result dialog is controlled. The dialogs open from a button, not a Radix trigger, so
 * they return the focus to it themselves when they close.
 */
export type DialogControl = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
};
