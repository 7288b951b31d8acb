"use client";

import { useTranslations } from "next-intl";
import type { ControllerRenderProps } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
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
          <Select
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            disabled={list.status === "loading"}
          >
            <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
              <SelectValue placeholder={list.status === "loading" ? t("insurerLoading") : t("insurerPlaceholder")} />
            </SelectTrigger>
            <SelectContent position="popper" className="max-h-72">
              {list.status === "ready"
                ? list.insurers.map((insurer) => (
                    <SelectItem key={insurer.code} value={insurer.name}>
                      {insurer.name}
                    </SelectItem>
                  ))
                : null}
            </SelectContent>
          </Select>
        )
      }
    </FormField>
  );
}
