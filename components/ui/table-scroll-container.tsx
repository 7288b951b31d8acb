"use client"

import * as React from "react"

/**
 * The table's scroll container: focusable (and, with a label, a named region) only while the
 * table overflows it. It takes its classes ready-made, so it does not bring tailwind-merge along.
 */
export function TableScrollContainer({
  label,
  className,
  children,
}: {
  label?: string
  className: string
  children: React.ReactNode
}) {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const [scrollable, setScrollable] = React.useState(false)

  React.useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const update = () =>
      setScrollable(container.scrollWidth > container.clientWidth + 1)
    update()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(update)
    observer.observe(container)
    if (container.firstElementChild) observer.observe(container.firstElementChild)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      data-scrollable={scrollable ? "" : undefined}
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable && label ? "region" : undefined}
      aria-label={scrollable && label ? label : undefined}
      className={className}
    >
      {children}
    </div>
  )
}
