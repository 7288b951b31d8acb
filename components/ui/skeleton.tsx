import * as React from "react"

import { cn } from "@/lib/utils"

/** Loading placeholder. Decorative: announce loading state elsewhere (e.g. aria-busy on the region). */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-accent", className)}
      {...props}
    />
  )
}

export { Skeleton }
