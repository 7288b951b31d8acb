"use client"

import * as React from "react"
import { Slider as SliderPrimitive } from "radix-ui"

import { cn } from "@/lib/utils"

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /**
   * Accessible name per thumb (e.g. minimum/maximum texts from the message
   * catalogue for a range slider). Falls back to `aria-label`.
   */
  thumbLabels?: string[]
  /** Human-readable value for screen readers (`aria-valuetext`), e.g. "CHF 2'500". */
  getValueText?: (value: number, index: number) => string
}

/**
 * Slider. The focusable element is the thumb (role="slider"), so
 * `aria-label`, `aria-labelledby` and `aria-describedby` given here are
 * forwarded to every thumb instead of the root (Radix would otherwise leave a
 * single thumb unnamed and name two thumbs "Minimum"/"Maximum" in English).
 */
function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  onValueChange,
  thumbLabels,
  getValueText,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  ...props
}: SliderProps) {
  const [uncontrolled, setUncontrolled] = React.useState<number[]>(
    () => defaultValue ?? [min]
  )
  const values = value ?? uncontrolled

  const handleValueChange = React.useCallback(
    (next: number[]) => {
      if (value === undefined) setUncontrolled(next)
      onValueChange?.(next)
    },
    [value, onValueChange]
  )

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      onValueChange={handleValueChange}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
        className
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => {
        const thumbLabel = thumbLabels?.[index]
        return (
          <SliderPrimitive.Thumb
            data-slot="slider-thumb"
            key={index}
            aria-label={thumbLabel ?? ariaLabel}
            aria-labelledby={thumbLabel ? undefined : ariaLabelledBy}
            aria-describedby={ariaDescribedBy}
            aria-valuetext={getValueText?.(thumbValue, index)}
            className="block size-4 shrink-0 rounded-full border border-primary bg-background shadow-sm ring-ring/50 transition-[color,box-shadow] hover:ring-4 focus-visible:ring-4 focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50"
          />
        )
      })}
    </SliderPrimitive.Root>
  )
}

export { Slider }
export type { SliderProps }
