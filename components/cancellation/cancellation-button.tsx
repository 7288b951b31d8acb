"use client";

import { Download } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { CancellationMessages } from "./cancellation-dialog";

// The dialog (Radix, the message runtime, then the form) loads when the button is first used, so
// the guide page carries none of it: the page is read far more often than the letter is written.
const loadDialog = () => import("./cancellation-dialog").then((module) => ({ default: module.CancellationDialog }));
const CancellationDialog = lazy(loadDialog);

type CancellationButtonProps = {
  label: string;
  /** The button style, made on the server. */
  className: string;
  /** The dialog's and the form's texts (namespace "cancellation"). */
  messages: CancellationMessages;
};

/** The guide's "download cancellation template" button. */
export function CancellationButton({ label, className, messages }: CancellationButtonProps) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Start loading on intent, so the dialog is usually there by the click.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Download aria-hidden="true" />
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <CancellationDialog open={open} onOpenChange={setOpen} opener={opener} messages={messages} />
        </Suspense>
      )}
    </>
  );
}
