import type { ComponentProps } from "react";

/** A native select styled like the inputs: the platform's own picker and full keyboard support. */
export function PortalSelect({ className = "", ...props }: ComponentProps<"select">) {
  return (
    <select
      className={`h-9 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm ${className}`}
      {...props}
    />
  );
}
