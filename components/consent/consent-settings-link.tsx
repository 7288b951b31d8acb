"use client";

import { OPEN_CONSENT_SETTINGS_EVENT } from "@/lib/consent/consent";

/** Reopens the cookie settings from anywhere (the footer), so a choice can be changed. */
export function ConsentSettingsLink({ className, label }: { className?: string; label: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT))}
    >
      {label}
    </button>
  );
}
