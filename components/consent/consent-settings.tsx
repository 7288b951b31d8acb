"use client";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { Consent } from "@/lib/consent/consent";
import type { SettingsTexts } from "./consent-texts";

type ConsentSettingsProps = {
  titleId: string;
  texts: SettingsTexts;
  value: Consent;
  onChange: (value: Consent) => void;
  onSave: () => void;
  onCancel: () => void;
};

const categories = ["necessary", "analytics", "marketing"] as const;

/** The detail view: necessary always on, analytics and marketing by choice. */
export function ConsentSettings({ titleId, texts: t, value, onChange, onSave, onCancel }: ConsentSettingsProps) {
  return (
    <div>
      <h2 id={titleId} className="pr-10 text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.description}</p>
      <ul className="mt-4 space-y-4">
        {categories.map((category) => {
          const id = `consent-${category}`;
          return (
            <li key={category} className="flex items-start justify-between gap-4">
              <div>
                <Label htmlFor={id} className="text-sm font-medium">
                  {t[category].label}
                </Label>
                <p id={`${id}-description`} className="text-sm text-muted-foreground">
                  {t[category].description}
                </p>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-description`}
                checked={category === "necessary" ? true : value[category]}
                disabled={category === "necessary"}
                onCheckedChange={(checked) => {
                  if (category !== "necessary") onChange({ ...value, [category]: checked });
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button onClick={onSave}>{t.save}</Button>
      </div>
    </div>
  );
}
