"use client"

import * as React from "react"
import {
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  OctagonXIcon,
  TriangleAlertIcon,
} from "lucide-react"
import { Toaster as Sonner, type ToasterProps as SonnerProps } from "sonner"

type ToasterProps = SonnerProps & {
  /** Accessible name of the toast region (sonner appends the hotkey, e.g. "… F8"). */
  containerAriaLabel?: string
  /** Accessible name of each toast's close button (sonner's default is English). */
  closeLabel?: string
}

// Rich colours derived from the theme tokens (contrast-checked: text >= 4.5:1
// on the 10 % tint, light and dark).
const tint = (token: string) =>
  `color-mix(in srgb, var(--${token}) 10%, var(--popover))`
const tintBorder = (token: string) =>
  `color-mix(in srgb, var(--${token}) 35%, var(--popover))`

const toasterStyle = {
  fontFamily: "inherit",
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--border-radius": "var(--radius)",
  "--success-bg": tint("success"),
  "--success-border": tintBorder("success"),
  "--success-text": "var(--success)",
  "--error-bg": tint("destructive"),
  "--error-border": tintBorder("destructive"),
  "--error-text": "var(--destructive)",
  "--info-bg": tint("primary"),
  "--info-border": tintBorder("primary"),
  "--info-text": "var(--primary)",
  "--warning-bg": tint("warning"),
  "--warning-border": tintBorder("warning"),
  "--warning-text": "var(--warning)",
} as React.CSSProperties

// On a phone a toast at the top would lie over what the visitor just asked for (a search's first
// result and its statistics, brought into view): there, toasts come from the bottom.
const NARROW = "(max-width: 639px)"
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}
const useNarrowScreen = () =>
  React.useSyncExternalStore(subscribeNarrow, () => window.matchMedia(NARROW).matches, () => false)

// sonner injects unlayered CSS, so overrides of its rules need `!`.
const focusRing =
  "focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring! focus-visible:outline-solid!"

function Toaster({
  containerAriaLabel = "Benachrichtigungen",
  closeLabel = "Schliessen",
  toastOptions,
  style,
  ...props
}: ToasterProps) {
  const narrow = useNarrowScreen()
  return (
    <Sonner
      theme="light"
      className="toaster group"
      position={narrow ? "bottom-center" : "top-center"}
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      closeButton
      richColors
      containerAriaLabel={containerAriaLabel}
      icons={{
        success: <CircleCheckIcon className="size-4" aria-hidden="true" />,
        info: <InfoIcon className="size-4" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-4" aria-hidden="true" />,
        error: <OctagonXIcon className="size-4" aria-hidden="true" />,
        loading: (
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        ),
      }}
      style={{ ...toasterStyle, ...style }}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        ...toastOptions,
        classNames: {
          toast: focusRing,
          description: "text-inherit!",
          actionButton: focusRing,
          cancelButton: focusRing,
          closeButton: focusRing,
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  )
}

export { Toaster }
export type { ToasterProps }
