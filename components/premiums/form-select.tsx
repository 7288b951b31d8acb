import type { ComponentProps } from "react";

/**
 * A native select styled like the inputs: the platform's own picker on phones, full keyboard
 * support and no extra script.
 */
export function FormSelect({ className = "", ...props }: ComponentProps<"select">) {
  return (
    <select
      className={`h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm ${className}`}
      {...props}
    />
  );
}
