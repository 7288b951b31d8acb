"use client";

import { useTranslations } from "next-intl";
import type { ControllerRenderProps } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FormSelect } from "@/components/premiums/form-select";
import type { CancellationFormInput } from "@/lib/validations/cancellation";
import { FormField } from "@/components/ui/form-field";
import type { InsurerList } from "./use-insurer-list";

type InsurerFieldProps = {
  list: InsurerList;
  field: ControllerRenderProps<CancellationFormInput, "insurerName">;
  error?: string;
};

/** The current insurer: chosen from the insurer list, or typed when the list is unavailable. */
export function InsurerField({ list, field, error }: InsurerFieldProps) {
  const t = useTranslations("cancellation.form");
  const id = "cancellation-insurer";
  const hint = list.status === "unavailable" ? t("insurerFreeTextHint") : undefined;

  return (
    <FormField id={id} label={t("insurer")} error={error} hint={hint}>
      {(control) =>
        list.status === "unavailable" ? (
          <Input {...control} {...field} autoComplete="off" />
        ) : (
          <FormSelect {...control} {...field} value={field.value ?? ""} disabled={list.status === "loading"}>
            <option value="" disabled>
              {list.status === "loading" ? t("insurerLoading") : t("insurerPlaceholder")}
            </option>
            {list.status === "ready"
              ? list.insurers.map((insurer) => (
                  <option key={insurer.code} value={insurer.name}>
                    {insurer.name}
                  </option>
                ))
              : null}
          </FormSelect>
        )
      }
    </FormField>
  );
}
