"use client";

import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { MODEL_CODES, type ModelCode } from "@/lib/domain/insurance-models";

type ModelCheckboxesProps = { value: ModelCode[]; onChange: (models: ModelCode[]) => void; idPrefix: string };

/** Multi-select of the insurance models; the last selected one cannot be cleared. */
export function ModelCheckboxes({ value, onChange, idPrefix }: ModelCheckboxesProps) {
  const t = useTranslations("calculator.form");
  const names = useTranslations("models.names");
  const toggle = (code: ModelCode, checked: boolean) => {
    if (checked) onChange(MODEL_CODES.filter((model) => model === code || value.includes(model)));
    else if (value.length > 1) onChange(value.filter((model) => model !== code));
  };
  return (
    <fieldset className="space-y-2" aria-describedby={`${idPrefix}-hint`}>
      <legend className="mb-2 text-sm font-medium">{t("models")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {MODEL_CODES.map((code) => {
          const checked = value.includes(code);
          const locked = checked && value.length === 1;
          return (
            <div key={code} className="flex items-center gap-2">
              <Checkbox
                id={`${idPrefix}-${code}`}
                checked={checked}
                aria-disabled={locked || undefined}
                onCheckedChange={(state) => toggle(code, state === true)}
              />
              <Label htmlFor={`${idPrefix}-${code}`} className="font-normal">
                {names(code)}
              </Label>
            </div>
          );
        })}
      </div>
      <p id={`${idPrefix}-hint`} className="text-xs text-muted-foreground">
        {t("modelsHint")}
      </p>
    </fieldset>
  );
}
